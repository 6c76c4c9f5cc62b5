"""The Spades family's score-sheet hand form: per seat a bid (a number and its mark: nil,
blind nil, blind, Blind 6, 10-for-200, moon, Bemo or no bid) and the tricks taken, up to two
renege calls, the dealer, and (under rules with a first-tricks bonus or Bemo) the side that won
the first tricks and how many in a row."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from django import forms

from clubsite.sheet_forms.base import NUMERIC, RENEGE_ROWS, SheetHandForm
from engine.core.actions import BidKind
from engine.core.game import rules_as
from engine.core.seats import seating
from engine.games.spades.bidding import bid_rules
from engine.games.spades.hand import bids_itself
from engine.games.spades.scoring import has_first_tricks_bonus
from rulesets.common import When
from rulesets.formats import Ruleset
from rulesets.spades import SpadesRules
from rulesets.spades.model import NilMode

__all__ = ["HandForm", "MARKS", "FORM", "allowed_marks"]

MARKS = [
    ("", "tricks"),
    ("nil", "nil"),
    ("blind nil", "blind nil"),
    ("blind", "blind"),
    ("team blind", "Blind 6 (team)"),
    ("team", "10 for 200"),
    ("moon", "moon"),
    ("bemo", "Bemo (first tricks)"),
    ("none", "no bid"),
]
"""A bid's mark: what kind of bid the number is (nil, blind nil and the moon take no
number; a Bemo's number is its opening tricks, 9 or 6)."""
NUMBERLESS = {"nil", "blind nil", "moon", "none"}


def allowed_marks(spades: SpadesRules) -> list[tuple[str, str]]:
    """The kinds of bid the rules allow at some point of a match, in the order of `MARKS`:
    a plain number always; nil, blind nil, blind bids and each team bid when the rules have
    them; "no bid" only beside a team bid (the partner's team bid stands for the seat)."""
    rules = bid_rules(spades)
    teams = {team.bid.kind.value for team in rules.team_bids}
    allowed = {
        "": True,
        "nil": rules.nil_mode is NilMode.NIL,
        "blind nil": rules.blind_nil is not When.NEVER,
        "blind": rules.blind_bids is not When.NEVER,
        "none": bool(teams),
    }
    return [(mark, words) for mark, words in MARKS if allowed.get(mark, mark in teams)]


class HandForm(SheetHandForm):
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
        bemo = any(team.bid.kind is BidKind.BEMO for team in bid_rules(spades).team_bids)
        opening = has_first_tricks_bonus(spades) or bemo
        return cls(
            data,
            players=players,
            tricks=spades.tricks_per_hand,
            bids_itself=bids_itself(spades, number),
            sides=seating(spades).sides if opening else (),
            marks=allowed_marks(spades),
        )

    def __init__(
        self,
        *args: Any,
        players: Sequence[str],
        tricks: int,
        bids_itself: bool = False,
        sides: Sequence[Sequence[int]] = (),
        marks: Sequence[tuple[str, str]] = tuple(MARKS),
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, players=players, tricks=tricks, **kwargs)
        self.bids_itself = bids_itself
        self.marks = list(marks)
        """The kinds of bid offered: those the rules allow (`allowed_marks`)."""
        self.opening = bool(sides)
        """Whether the form asks for the first tricks (a first-tricks bonus or Bemo)."""
        if sides:
            self._opening_fields(sides, tricks)
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
        # Every kind is accepted, so that a kind the rules refuse (a forged post, or rules
        # that open it only when trailing) gets the engine's reason at its seat; only the
        # kinds the rules allow are offered.
        mark = forms.ChoiceField(label=f"Kind of bid, {name}", choices=MARKS, required=False)
        mark.widget.choices = self.marks
        self.fields[f"mark_{seat}"] = mark

    def _opening_fields(self, sides: Sequence[Sequence[int]], tricks: int) -> None:
        names = [
            (index, f"side {index}: " + " and ".join(self.players[seat] for seat in side))
            for index, side in enumerate(sides, start=1)
        ]
        self.fields["first_side"] = forms.TypedChoiceField(
            label="Side that won the first trick",
            choices=[("", "—"), *names],
            coerce=int,
            required=False,
            empty_value=None,
        )
        self.fields["first_run"] = forms.IntegerField(
            label="Tricks it won in a row from trick 1",
            min_value=1,
            max_value=tricks,
            required=False,
            widget=forms.NumberInput(attrs=NUMERIC),
        )

    @property
    def kinds_help(self) -> str:
        """The line under the seats on the kinds of bid offered, in the rules' own terms."""
        offered = [words for mark, words in self.marks if mark not in ("", "none")]
        numberless = [words for mark, words in self.marks if mark in NUMBERLESS - {"none"}]
        text = "A bid is a number of tricks"
        if offered:
            text += ", or a kind of bid: " + ", ".join(offered)
        text += "."
        if numberless:
            verb = "takes" if len(numberless) == 1 else "take"
            text += f" {_joined(numberless).capitalize()} {verb} no number."
        if any(mark == "none" for mark, _ in self.marks):
            text += " “No bid” is for a seat whose partner’s team bid stood for it."
        return text

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
        if self.opening and (data.get("first_side") is None) != (data.get("first_run") is None):
            self.add_error("first_run", "Give both the side and how many tricks it won in a row.")
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
        if self.opening and data.get("first_side") is not None:
            hand["first_tricks"] = {"side": data["first_side"], "tricks": data["first_run"]}
        return self._common(hand)

    def _bid(self, seat: int) -> str | None:
        number, mark = self.cleaned_data.get(f"bid_{seat}"), self.cleaned_data.get(f"mark_{seat}")
        if mark == "none":
            return None
        if mark in ("nil", "blind nil", "moon"):
            return mark
        return f"{mark} {number}" if mark else str(number)

    def _place_own(self, where: str, message: str) -> bool:
        seat = re.fullmatch(r"bids\[(\d+)\]", where)
        if seat and f"bid_{seat[1]}" in self.fields:
            self.add_error(f"bid_{seat[1]}", message)
            return True
        if where.startswith("first_tricks") and "first_run" in self.fields:
            self.add_error("first_side" if where.endswith(".side") else "first_run", message)
            return True
        return False


def _joined(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


FORM = HandForm
"""The form the club pages use for this family's sheets (clubsite.sheet_forms)."""
