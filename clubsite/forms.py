"""Forms of the club pages. Every field has a label; every refusal is shown next to its field.

`HandForm` is one hand of a Spades-family score sheet: per seat a bid (a number and its mark:
nil, blind nil, blind, Blind 6, 10-for-200 or no bid) and the tricks taken. `RookHandForm` is
one hand of a Rook score sheet: who won the auction, the bid, the trump, and the points each
side took (with the last trick and the discards where the rules need them). Both take up to
two renege calls and the dealer. `hand()` writes the hand in the score-sheet format
(docs/score-sheets.md), and `refuse()` puts the engine's refusals (`engine.sheet.SheetProblem`)
on their fields.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.simulations import DEFAULT_MATCHES, MAX_MATCHES
from engine.core.game import rules_as
from engine.core.seats import seating
from engine.games import family_for
from engine.games.rook.scoring import points_in_play
from engine.games.rook.sheet import trump_choices
from engine.games.spades.hand import bids_itself
from engine.sheet import SheetProblem
from rulesets.families import rules_family
from rulesets.formats import Ruleset
from rulesets.rook import DiscardedCounters, RookRules
from rulesets.spades import SpadesRules

__all__ = [
    "OpenSheetForm", "HandForm", "RookHandForm", "SimulationForm", "RENEGE_ROWS", "MARKS",
    "SHEET_FORMS", "sheet_form_refusal", "sheet_hand_form",
]  # fmt: skip

RENEGE_ROWS = 2
"""Renege calls a hand's form offers (a third in one hand is not a game any more)."""

MARKS = [
    ("", "tricks"),
    ("nil", "nil"),
    ("blind nil", "blind nil"),
    ("blind", "blind"),
    ("team blind", "Blind 6 (team)"),
    ("team", "10 for 200"),
    ("none", "no bid"),
]
"""A bid's mark: what kind of bid the number is (nil and blind nil take no number)."""
NUMBERLESS = {"nil", "blind nil", "none"}
NUMERIC = {"inputmode": "numeric", "class": "narrow"}


class OpenSheetForm(forms.Form):
    """Open a score sheet for a physical table: the version it is played under, and who sits
    where."""

    version = forms.TypedChoiceField(label="Rules version", coerce=int)
    players = forms.CharField(
        label="Players, in seat order",
        max_length=400,
        help_text="Separated by commas, seat 1 (the first dealer) first: Ann, Ben, Cat, Dan.",
    )

    def __init__(self, *args: Any, versions: Sequence[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["version"].choices = versions

    def clean_players(self) -> list[str]:
        names = [name.strip() for name in self.cleaned_data["players"].split(",")]
        if not all(names):
            raise forms.ValidationError("Write a name for every seat, separated by commas.")
        return names


class _SheetHandForm(forms.Form):
    """What every game's hand form has: the players, the renege calls and the dealer, and
    the engine's refusals put on their fields. `GROUPS` are the fields whose refusals are
    shown above their group of inputs."""

    game = ""
    GROUPS: tuple[str, ...] = ()

    def __init__(self, *args: Any, players: Sequence[str], tricks: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.players, self.size = list(players), tricks
        self.group_errors: dict[str, list[str]] = {name: [] for name in (*self.GROUPS, "reneges")}

    def _dealer_field(self) -> None:
        seats = [("", "follows the rotation")] + self.seat_choices
        self.fields["dealer"] = forms.TypedChoiceField(
            label="Dealer", choices=seats, coerce=int, required=False, empty_value=None
        )

    @property
    def seat_choices(self) -> list[tuple[Any, str]]:
        return [(seat, f"seat {seat}: {name}") for seat, name in enumerate(self.players, 1)]

    def _renege_fields(self, row: int) -> None:
        seats = [("", "—")] + self.seat_choices
        coerce: dict[str, Any] = {"coerce": int, "required": False, "empty_value": None}
        self.fields[f"renege{row}_offender"] = forms.TypedChoiceField(
            label=f"Call {row}: who reneged", choices=seats, **coerce
        )
        self.fields[f"renege{row}_claimant"] = forms.TypedChoiceField(
            label="Called by", choices=seats, **coerce
        )
        self.fields[f"renege{row}_caught"] = forms.ChoiceField(
            label="Caught",
            choices=[("after_gathered", "after the trick was gathered"),
                     ("before_gathered", "before the trick was gathered")],
            required=False,
        )  # fmt: skip
        self.fields[f"renege{row}_trick"] = forms.IntegerField(
            label="In trick", min_value=1, max_value=self.size, required=False,
            widget=forms.NumberInput(attrs=NUMERIC),
        )  # fmt: skip

    def renege_fields(self) -> list[dict[str, Any]]:
        """Per renege row, its bound fields (for the template)."""
        parts = ("offender", "claimant", "caught", "trick")
        return [
            {"row": row, **{part: self[f"renege{row}_{part}"] for part in parts}}
            for row in range(1, RENEGE_ROWS + 1)
        ]

    # -- reading it ------------------------------------------------------------------------

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        for row in range(1, RENEGE_ROWS + 1):
            self._check_renege(row, data)
        return data

    def _check_renege(self, row: int, data: dict[str, Any]) -> None:
        offender, claimant = data.get(f"renege{row}_offender"), data.get(f"renege{row}_claimant")
        if offender is None and claimant is None:
            return
        if offender is None:
            self.add_error(f"renege{row}_offender", "Who reneged?")
        if claimant is None:
            self.add_error(f"renege{row}_claimant", "Who called the renege?")

    def _common(self, hand: dict[str, Any]) -> dict[str, Any]:
        """`hand` with the dealer first and the renege calls last, where given."""
        data = self.cleaned_data
        dealt = {"dealer": data["dealer"]} if data.get("dealer") is not None else {}
        reneges = [self._renege(row) for row in self.renege_rows()]
        return {**dealt, **hand, **({"reneges": reneges} if reneges else {})}

    def renege_rows(self) -> list[int]:
        """The renege rows filled in, in order (the engine numbers them 1, 2, …)."""
        return [
            row
            for row in range(1, RENEGE_ROWS + 1)
            if self.cleaned_data.get(f"renege{row}_offender") is not None
        ]

    def _renege(self, row: int) -> dict[str, Any]:
        data = self.cleaned_data
        call = {
            "offender": data[f"renege{row}_offender"],
            "claimant": data[f"renege{row}_claimant"],
            "caught": data.get(f"renege{row}_caught") or "after_gathered",
        }
        if data.get(f"renege{row}_trick"):
            call["trick"] = data[f"renege{row}_trick"]
        return call

    # -- the engine's refusals, on their fields ---------------------------------------------

    def refuse(self, problems: Sequence[SheetProblem]) -> None:
        """Show each problem the engine found next to the field it is about."""
        rows = self.renege_rows()
        for problem in problems:
            self._place(problem.field, problem.message, rows)

    def refuse_text(self, problems: Sequence[object]) -> None:
        """Problems that name no field: shown above the form."""
        for problem in problems:
            self.add_error(None, str(problem))

    def _place(self, where: str, message: str, rows: list[int]) -> None:
        message = message[:1].upper() + message[1:]
        renege = re.match(r"reneges\[(\d+)\](?:\.(\w+))?", where)
        if self._place_own(where, message):
            return
        if renege and int(renege[1]) <= len(rows):
            part = renege[2] if renege[2] in ("offender", "claimant", "caught", "trick") else None
            row = rows[int(renege[1]) - 1]
            if part:
                self.add_error(f"renege{row}_{part}", message)
            else:
                self.group_errors["reneges"].append(f"Call {row}: {message}")
        elif where.split("[")[0] in self.group_errors:
            self.group_errors[where.split("[")[0]].append(message)
        elif where == "dealer":
            self.add_error("dealer", message)
        else:
            self.add_error(None, message)

    def _place_own(self, where: str, message: str) -> bool:
        """Put a refusal about one of this game's fields on it; False when it is not one."""
        return False

    @property
    def renege_open(self) -> bool:
        """Whether the renege calls are shown open: something was written in them."""
        names = [name for name in self.fields if name.startswith("renege")]
        filled = self.is_bound and any(
            self.data.get(self.add_prefix(name)) for name in names if not name.endswith("caught")
        )
        return bool(filled or self.group_errors["reneges"] or any(n in self.errors for n in names))

    @property
    def refused(self) -> bool:
        return bool(self.errors or any(self.group_errors.values()))


class HandForm(_SheetHandForm):
    """The next hand of a Spades-family score sheet."""

    game = "spades"
    part_template = "clubsite/includes/sheet_hand_spades.html"
    GROUPS = ("bids", "tricks")

    @classmethod
    def for_hand(
        cls, data: Any, *, players: Sequence[str], rules: Ruleset, number: int
    ) -> HandForm:
        """The form of hand `number` (1-based) of a sheet under `rules`."""
        spades = rules_as(SpadesRules, rules)
        return cls(
            data,
            players=players,
            tricks=spades.tricks_per_hand,
            bids_itself=bids_itself(spades, number),
        )

    def __init__(
        self,
        *args: Any,
        players: Sequence[str],
        tricks: int,
        bids_itself: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, players=players, tricks=tricks, **kwargs)
        self.bids_itself = bids_itself
        self._dealer_field()
        for seat, name in enumerate(self.players, start=1):
            if not bids_itself:
                self._bid_fields(seat, name)
            self.fields[f"tricks_{seat}"] = forms.IntegerField(
                label=f"Tricks taken by {name}", min_value=0, max_value=tricks,
                widget=forms.NumberInput(attrs=NUMERIC),
            )  # fmt: skip
        for row in range(1, RENEGE_ROWS + 1):
            self._renege_fields(row)

    def _bid_fields(self, seat: int, name: str) -> None:
        self.fields[f"bid_{seat}"] = forms.IntegerField(
            label=f"{name} bid",
            min_value=0,
            max_value=self.size,
            required=False,
            widget=forms.NumberInput(attrs=NUMERIC),
        )
        self.fields[f"mark_{seat}"] = forms.ChoiceField(
            label=f"Kind of bid, {name}", choices=MARKS, required=False
        )

    def seats(self) -> list[dict[str, Any]]:
        """Per seat, its number, player and bound fields (for the template)."""
        return [
            {
                "seat": seat,
                "name": name,
                "bid": None if self.bids_itself else self[f"bid_{seat}"],
                "mark": None if self.bids_itself else self[f"mark_{seat}"],
                "tricks": self[f"tricks_{seat}"],
            }
            for seat, name in enumerate(self.players, start=1)
        ]

    # -- reading it ------------------------------------------------------------------------

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if not self.bids_itself:
            for seat in range(1, len(self.players) + 1):
                self._check_bid(seat, data)
        return data

    def _check_bid(self, seat: int, data: dict[str, Any]) -> None:
        number, mark = data.get(f"bid_{seat}"), data.get(f"mark_{seat}", "")
        if f"bid_{seat}" in self.errors:
            return
        if mark in NUMBERLESS and number is not None:
            self.add_error(f"bid_{seat}", f"Leave the number empty for {dict(MARKS)[mark]}.")
        elif mark not in NUMBERLESS and number is None:
            what = dict(MARKS)[mark or ""]
            self.add_error(f"bid_{seat}", f"Write the number of this bid ({what}).")

    def hand(self) -> dict[str, Any]:
        """The hand in the score-sheet format (docs/score-sheets.md)."""
        data, count = self.cleaned_data, len(self.players)
        hand: dict[str, Any] = {}
        if not self.bids_itself:
            hand["bids"] = [self._bid(seat) for seat in range(1, count + 1)]
        hand["tricks"] = [data[f"tricks_{seat}"] for seat in range(1, count + 1)]
        return self._common(hand)

    def _bid(self, seat: int) -> str | None:
        number, mark = self.cleaned_data.get(f"bid_{seat}"), self.cleaned_data.get(f"mark_{seat}")
        if mark == "none":
            return None
        if mark in ("nil", "blind nil"):
            return mark
        return f"{mark} {number}" if mark else str(number)

    def _place_own(self, where: str, message: str) -> bool:
        seat = re.fullmatch(r"bids\[(\d+)\]", where)
        if seat and f"bid_{seat[1]}" in self.fields:
            self.add_error(f"bid_{seat[1]}", message)
            return True
        return False


class RookHandForm(_SheetHandForm):
    """The next hand of a Rook score sheet: who won the auction and with what bid, the trump
    named, and the points each side took. The last trick is asked for only when it earns a
    bonus, the discards only when they are out of play."""

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
        if self.in_play.last_trick_bonus:
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


class SimulationForm(forms.Form):
    """ "What would this change do?": version A against version B, or against a draft."""

    base = forms.TypedChoiceField(label="The rules as they are (A)", coerce=int)
    against = forms.ChoiceField(
        label="Compare with",
        choices=[("version", "another version"), ("draft", "a draft (edited YAML)")],
        widget=forms.RadioSelect,
        initial="version",
    )
    other = forms.TypedChoiceField(
        label="The rules as they would be (B)", coerce=int, required=False, empty_value=None
    )
    draft = forms.CharField(
        label="Draft YAML (B)",
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "class": "yaml"}),
        help_text="Used when comparing with a draft: the head's YAML, to change as you are "
        "considering.",
    )
    matches = forms.IntegerField(
        label="Matches per ruleset",
        min_value=10,
        max_value=MAX_MATCHES,
        initial=DEFAULT_MATCHES,
        help_text=f"Both play the same deals. More matches, steadier figures "
        f"(10 to {MAX_MATCHES}).",
    )
    seed = forms.IntegerField(
        label="Seed",
        min_value=0,
        # Match i is dealt from seed + i, stored in a 64-bit column.
        max_value=2**63 - 1 - MAX_MATCHES,
        initial=1,
        help_text="The same seed deals the same cards.",
    )

    def __init__(self, *args: Any, versions: Sequence[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["base"].choices = versions
        self.fields["other"].choices = [("", "—"), *versions]

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("against") == "draft":
            if not str(data.get("draft") or "").strip():
                self.add_error("draft", "Write the draft's YAML, or compare with a version.")
        elif data.get("other") is None:
            self.add_error("other", "Pick the version to compare with.")
        elif data.get("other") == data.get("base"):
            self.add_error("other", "Pick a version other than A.")
        return data


# The score-sheet form of each game, by its family's key (engine.games): a game whose sheet
# is scored on the club pages registers its form here, and the pages ask `sheet_hand_form`.
SHEET_FORMS: dict[str, type[HandForm] | type[RookHandForm]] = {
    HandForm.game: HandForm,
    RookHandForm.game: RookHandForm,
}


def sheet_form_refusal(rules: Ruleset) -> str | None:
    """Why the club pages cannot keep a score sheet under `rules` (its game has no hand form
    here yet), or None when they can. The sheet itself is the engine's: the API and
    `python -m engine score` keep it for every game."""
    if family_for(rules).game in SHEET_FORMS:
        return None
    return (
        f"{rules_family(rules).title} score sheets are not kept on these pages yet: send each"
        " hand to the API (POST /api/v1/matches/{id}/hands) or score the sheet with"
        " `python -m engine score` (docs/score-sheets.md)."
    )


def sheet_hand_form(
    rules: Ruleset, data: Any, *, players: Sequence[str], number: int
) -> HandForm | RookHandForm | None:
    """The form of hand `number` of a score sheet under `rules`, for its game; None for a game
    without one (`sheet_form_refusal` says why)."""
    form = SHEET_FORMS.get(family_for(rules).game)
    if form is None:
        return None
    return form.for_hand(data, players=players, rules=rules, number=number)
