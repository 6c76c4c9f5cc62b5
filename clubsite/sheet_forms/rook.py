"""Rook's score-sheet hand form: who won the auction, the bid, the trump, and the points each
side took (with the last trick and the discards where the rules or their events need them),
up to two renege calls and the dealer."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, RENEGE_ROWS, SheetHandForm
from engine.core.game import rules_as
from engine.core.seats import seating
from engine.games.rook.scoring import points_in_play
from engine.games.rook.sheet import events_need_last_trick, trump_choices
from rulesets.formats import Ruleset
from rulesets.rook import DiscardedCounters, RookRules

__all__ = ["RookHandForm", "FORM"]


class RookHandForm(SheetHandForm):
    """The next hand of a Rook score sheet: who won the auction and with what bid, the trump
    named, and the points each side took. The last trick is asked for only when it earns a
    bonus or the rules score an event on it, the discards only when they are out of play."""

    game = "rook"
    part_template = "clubsite/includes/sheet_hand_rook.html"
    GROUPS = ("points",)

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> RookHandForm:
        """The form of the next hand of a sheet under `rules` (every Rook hand is alike)."""
        return cls(data, players=players, rules=rules_as(RookRules, rules))

    def __init__(self, *args: Any, players: Sequence[str], rules: RookRules, **kwargs: Any) -> None:
        super().__init__(*args, players=players, tricks=rules.hand_size, **kwargs)
        self.in_play = points_in_play(rules)
        seats = [("", "—")] + self.seat_choices
        self.fields["bidder"] = forms.TypedChoiceField(
            label="Won the auction", choices=seats, coerce=int, empty_value=None,
            error_messages={"required": "Who won the auction?"},
        )  # fmt: skip
        self.fields["bid"] = forms.IntegerField(
            label="Bid", min_value=0, widget=forms.NumberInput(attrs=NUMERIC),
            error_messages={"required": "Write the winning bid."},
        )  # fmt: skip
        self.fields["trump"] = forms.ChoiceField(
            label="Trump", choices=[("", "—"), *trump_choices(rules)], required=False
        )
        self.sides = [
            (number, " & ".join(self.players[seat] for seat in side))
            for number, side in enumerate(seating(rules).sides, start=1)
        ]
        for number, names in self.sides:
            self.fields[f"points_{number}"] = forms.IntegerField(
                label=f"Points taken by side {number} ({names})",
                widget=forms.NumberInput(attrs=NUMERIC),
                error_messages={"required": f"Write the points side {number} took."},
            )
        if self.in_play.last_trick_bonus or events_need_last_trick(rules):
            self.fields["last_trick"] = forms.TypedChoiceField(
                label="Took the last trick", choices=seats, coerce=int, required=False,
                empty_value=None,
            )  # fmt: skip
        if self.in_play.discards_to is DiscardedCounters.NOBODY:
            self.fields["discarded"] = forms.IntegerField(
                label="Counters discarded (out of play)", required=False, min_value=0,
                initial=0, widget=forms.NumberInput(attrs=NUMERIC),
            )  # fmt: skip
        self._dealer_field()
        for row in range(1, RENEGE_ROWS + 1):
            self._renege_fields(row)

    @property
    def asks_last_trick(self) -> bool:
        return "last_trick" in self.fields

    @property
    def asks_discarded(self) -> bool:
        return "discarded" in self.fields

    def side_fields(self) -> list[forms.BoundField]:
        """Each side's points field, side 1 first (for the template)."""
        return [self[f"points_{number}"] for number, _ in self.sides]

    @property
    def points_help(self) -> str:
        """What goes into a side's points, and what they add up to, under these rules."""
        in_play = self.in_play
        parts = ["the counters in its tricks"]
        if in_play.discards_to is DiscardedCounters.DECLARER:
            parts.append("the declarer’s discards if it is the declarer’s side")
        elif in_play.discards_to is DiscardedCounters.LAST_TRICK:
            parts.append("the declarer’s discards if it took the last trick")
        if in_play.last_trick_bonus:
            parts.append(f"{in_play.last_trick_bonus} if it took the last trick")
        what = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        nobody = in_play.discards_to is DiscardedCounters.NOBODY
        less = ", less the counters discarded" if nobody else ""
        return (
            f"A side’s points are {what}. They add up to {in_play.total}{less}, unless a"
            " renege call ended the hand early."
        )

    def hand(self) -> dict[str, Any]:
        """The hand in the score-sheet format (docs/score-sheets.md)."""
        data = self.cleaned_data
        hand: dict[str, Any] = {"bidder": data["bidder"], "bid": data["bid"]}
        if data.get("trump"):
            hand["trump"] = data["trump"]
        hand["points"] = [data[f"points_{number}"] for number, _ in self.sides]
        if data.get("last_trick") is not None:
            hand["last_trick"] = data["last_trick"]
        if data.get("discarded"):
            hand["discarded"] = data["discarded"]
        return self._common(hand)

    def _place_own(self, where: str, message: str) -> bool:
        side = re.fullmatch(r"points\[(\d+)\]", where)
        name = f"points_{side[1]}" if side else where
        own = side or name in ("bidder", "bid", "trump", "last_trick", "discarded")
        if own and name in self.fields:
            self.add_error(name, message)
            return True
        return False


FORM = RookHandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""
