"""The Hearts family's score-sheet hand form (Hearts, Omnibus, Black Maria): the penalty
points each player took, and only what these rules score beyond them: who took the J♦
(when it scores), who took the 10♥ (when it doubles), who took every trick (when there is a
sun), how a shooter chose to score a moon (when the shooter chooses), and what the rules'
hand events need (`engine.games.hearts.sheet_events`): the tricks each player took, who took
the last trick, or who took each card that counts, in place of the points. The hand is
written in the Hearts sheet format (engine/games/hearts/sheet.py, docs/score-sheets.md),
which has no renege calls: illegal cards are refused at the table, not scored."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, SheetHandForm
from clubsite.sheets import card_text
from engine.core.events import sheet_needs
from engine.core.game import rules_as
from engine.games.hearts.pack import sort_cards
from engine.games.hearts.sheet import counting_cards
from engine.games.hearts.sheet_events import events_ask
from engine.games.hearts.terms import HeartsTerms, hearts_terms
from rulesets.constructs.events import event_words
from rulesets.formats import Ruleset
from rulesets.hearts import HeartsRules, MoonShot

__all__ = ["HeartsHandForm", "FORM"]

SEAT_FIELDS = ("jack_of_diamonds", "ten_of_hearts", "sun")
"""The fields that name a seat, as the sheet format names them."""


class HeartsHandForm(SheetHandForm):
    """The next hand of a Hearts score sheet."""

    game = "hearts"
    part_template = "clubsite/includes/sheet_hand_hearts.html"
    takes_reneges = False
    GROUPS = ("points", "cards", "tricks")

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> HeartsHandForm:
        """The form of the next hand of a sheet under `rules` (every Hearts hand is alike)."""
        return cls(data, players=players, terms=hearts_terms(rules_as(HeartsRules, rules)))

    def __init__(self, *args: Any, players: Sequence[str], terms: HeartsTerms, **kwargs: Any):
        super().__init__(*args, players=players, tricks=terms.hand_size, **kwargs)
        self.terms = terms
        self.asks = events_ask(terms)
        # A card worth points off its taker's score, or an event naming a card, is judged
        # from who took which card: the sheet then records the cards instead of the points.
        self.cards = sort_cards(list(counting_cards(terms))) if self.by_cards else ()
        for card in self.cards:
            self._seat_field(f"card_{card}", f"Took the {card_text(str(card))}",
                             f"Who took the {card_text(str(card))}?")  # fmt: skip
        if not self.by_cards:
            self._point_fields()
        if "tricks" in self.asks:
            self._trick_fields()
        if "last_trick" in self.asks:
            self._seat_field("last_trick", "Took the last trick", "Who took the last trick?")
        if terms.jack_counts and not self.by_cards:
            self._seat_field("jack_of_diamonds", "Took the J♦", "Who took the J♦?")
        if terms.ten_doubles and not self.by_cards:
            self._seat_field("ten_of_hearts", "Took the 10♥", "Who took the 10♥?")
        if terms.sun is not None:
            self._seat_field("sun", "Took every trick (shot the sun)", required=False)
        if terms.moon is MoonShot.SHOOTERS_CHOICE:
            self._moon_field()
        self._dealer_field()

    @property
    def by_cards(self) -> bool:
        """Whether the hand is written as who took each counting card, not as points."""
        return "cards" in self.asks or bool(self.terms.bonus_cards)

    def _point_fields(self) -> None:
        total = self.terms.moon_total
        for seat, name in enumerate(self.players, start=1):
            self.fields[f"points_{seat}"] = forms.IntegerField(
                label=f"Points taken by {name}", min_value=0, max_value=total,
                widget=forms.NumberInput(attrs=NUMERIC),
                error_messages={"required": f"Write the points {name} took (0 for none)."},
            )  # fmt: skip

    def _trick_fields(self) -> None:
        for seat, name in enumerate(self.players, start=1):
            self.fields[f"tricks_{seat}"] = forms.IntegerField(
                label=f"Tricks taken by {name}", min_value=0, max_value=self.size,
                widget=forms.NumberInput(attrs=NUMERIC),
                error_messages={"required": f"Write the tricks {name} took (0 for none)."},
            )  # fmt: skip

    def _moon_field(self) -> None:
        total, sun = self.terms.moon_total, self.terms.sun
        add, subtract = (f" (a sun +{sun})", f" (a sun −{sun})") if sun else ("", "")
        self.fields["moon_choice"] = forms.ChoiceField(
            label="A shooter of the moon chose" + (" (or of the sun)" if sun else ""),
            choices=[
                ("", "as the engine would choose"),
                ("others_add", f"every other player scores +{total}{add}"),
                ("shooter_subtracts", f"the shooter scores −{total}{subtract}"),
            ],
            required=False,
            help_text="Left as it is, everyone else scores it, unless that would end the"
            " match without the shooter winning.",
        )  # fmt: skip

    def _seat_field(self, name: str, label: str, missing: str = "", required: bool = True) -> None:
        nobody = "—" if required else "nobody"
        self.fields[name] = forms.TypedChoiceField(
            label=label, choices=[("", nobody), *self.seat_choices], coerce=int,
            required=required, empty_value=None, error_messages={"required": missing},
        )  # fmt: skip

    def point_fields(self) -> list[forms.BoundField]:
        """Each seat's points field, seat 1 first (for the template); none by cards."""
        return [self[name] for name in self._per_seat("points")]

    def trick_fields(self) -> list[forms.BoundField]:
        """Each seat's tricks field, seat 1 first, when an event counts tricks."""
        return [self[name] for name in self._per_seat("tricks")]

    def card_fields(self) -> list[forms.BoundField]:
        """Who took each counting card, in the pack's order, when the hand is by cards."""
        return [self[f"card_{card}"] for card in self.cards]

    def _per_seat(self, kind: str) -> list[str]:
        names = [f"{kind}_{seat}" for seat in range(1, len(self.players) + 1)]
        return [name for name in names if name in self.fields]

    def extra_fields(self) -> list[forms.BoundField]:
        """The fields these rules ask beside the points, in the order of the sheet format."""
        names = ("last_trick", *SEAT_FIELDS, "moon_choice")
        return [self[name] for name in names if name in self.fields]

    @property
    def events_help(self) -> list[str]:
        """The rules' events that make the form ask for the tricks, the last trick or the
        cards, in words: why those fields are there."""
        return [event_words(event, "player") for event in self.terms.events if sheet_needs(event)]

    @property
    def tricks_help(self) -> str:
        return f"They add up to {self.size}, the tricks of a hand."

    @property
    def cards_help(self) -> str:
        """What the cards asked for are, and what is done with them."""
        moon = self.terms.moon is not MoonShot.NOT_PLAYED
        shot = " A player who took every penalty card shot the moon." if moon else ""
        return (
            "Name who took each card that counts under these rules; the points each player"
            f" took are counted from them.{shot}"
        )

    @property
    def points_help(self) -> str:
        """What goes into a player's points under these rules, and what they add up to."""
        terms, values = self.terms, self.terms.values
        cards = sorted((c for c in terms.penalty_cards if c.suit != "H"), key=lambda c: -values[c])
        parts = ["1 for each heart"] + [f"{values[c]} for the {card_text(str(c))}" for c in cards]
        counted = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        moon = terms.moon is not MoonShot.NOT_PLAYED
        before = [*(["any moon"] if moon else []), *(["doubling"] if terms.ten_doubles else [])]
        unscored = f", before {' or '.join(before)}" if before else ""
        total = terms.moon_total
        shot = f"; a player with all {total} shot the moon" if moon else ""
        jack = " Not the J♦: name who took it." if terms.jack_counts else ""
        return (
            f"A player’s points are the penalty cards they took: {counted}{unscored}."
            f" They add up to {total}{shot}.{jack}"
        )

    def hand(self) -> dict[str, Any]:
        """The hand in the Hearts score-sheet format (docs/score-sheets.md)."""
        data = self.cleaned_data
        seats = range(1, len(self.players) + 1)
        hand: dict[str, Any] = {}
        if self.by_cards:
            hand["cards"] = [[str(c) for c in self.cards if data[f"card_{c}"] == s] for s in seats]
        else:
            hand["points"] = [data[f"points_{seat}"] for seat in seats]
        for name in SEAT_FIELDS:
            if data.get(name) is not None:
                hand[name] = data[name]
        if data.get("moon_choice"):
            hand["moon_choice"] = data["moon_choice"]
        if "tricks" in self.asks:
            hand["tricks"] = [data[f"tricks_{seat}"] for seat in seats]
        if data.get("last_trick") is not None:
            hand["last_trick"] = data["last_trick"]
        return self._common(hand)

    def _place_own(self, where: str, message: str) -> bool:
        seat = re.fullmatch(r"(points|tricks)\[(\d+)\]", where)
        name = f"{seat[1]}_{seat[2]}" if seat else where
        if name in self.fields and name != "dealer":
            self.add_error(name, message)
            return True
        return False


FORM = HeartsHandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""
