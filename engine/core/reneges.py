"""Reneges, for every game: an illegal card refused, or recorded and judged when called.

A game works out which rule a card breaks (or None); this module decides what follows, and is
the only reader of the `reneges` options that shape play (`enforcement`,
`caught_before_gathered`, and `caught_after_gathered` as far as whether a call ends the hand).

    watch = RenegeWatch(rules)
    watch.check(seat, trick_no, card, "play.spades_led", "spades are not broken")
        # prevent: raises IllegalPlayError naming the rule; honour: records a `Renege`
    verdict = watch.judge(ClaimRenege(claimant, offender, trick), current_trick_no, gathered)
        # raises ClaimRejected with the reason, or returns a `Verdict`:
        #   take_back -> the game takes back the offender's card and every later card of that
        #                trick, and the offender plays again (corrected before gathered)
        #   call      -> a `RenegeCall` that stands for scoring
        #   ends_hand -> the game ends the hand at once (its penalty needs no more play)

Tricks are numbered from 1. A trick is *gathered* once its last card is played: a game asks
`judge` with `gathered=False` only for the trick in progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine.core.actions import ClaimRenege
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, IllegalPlayError
from engine.core.memo import PerRuleset
from engine.core.seats import SeatIndex, Seating, seating
from rulesets.common import Enforcement, RenegeCaughtAfter, RenegeCaughtBefore
from rulesets.formats import Ruleset

__all__ = [
    "Caught",
    "RenegeCall",
    "FOLLOW_SUIT",
    "Renege",
    "Verdict",
    "RenegeWatch",
    "penalty_after_gathered",
    "penalised",
    "hand_played_on",
    "WatchRules",
    "watch_rules",
]

# Any game's rules: the one union, defined in rulesets.formats.
Rules = Ruleset


class Caught(StrEnum):
    """When a renege was called."""

    BEFORE_GATHERED = "before_gathered"
    """Before the trick was gathered."""
    AFTER_GATHERED = "after_gathered"
    """After the trick was gathered (or at the end of the hand)."""


@dataclass(frozen=True, slots=True)
class RenegeCall:
    """A renege that stands: `offender` failed to play as the rules require, called by
    `claimant` (0-based seats). `trick` is 1-based, or 0 when a score sheet does not say."""

    offender: SeatIndex
    claimant: SeatIndex
    caught: Caught
    trick: int = 0


FOLLOW_SUIT: Final = "follow suit"
"""The rule name of the duty to follow suit, which every trick-taking game has and no option
switches off."""


@dataclass(frozen=True, slots=True)
class Renege:
    """An illegal card that stood (under `enforcement: honour`)."""

    seat: int
    trick: int
    """1-based trick number."""
    card: Card
    rule: str
    """The rule it broke: an option path (`play.spades_led`) or `follow suit`."""
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What an accepted renege claim does."""

    renege: Renege
    call: RenegeCall | None
    """The call that stands for scoring; None when the play is simply corrected."""
    take_back: bool
    """Corrected: take back the offender's card and every later card of the trick."""
    ends_hand: bool
    """The penalty ends the hand at once."""


def penalty_after_gathered(rules: Rules) -> RenegeCaughtAfter:
    """The penalty for a renege called after its trick was gathered (or, with
    `caught_before_gathered: same_as_after`, before). Scoring asks this function rather than
    reading the option itself, so the option has one reader."""
    return rules.reneges.caught_after_gathered


def hand_played_on(rules: Rules) -> bool:
    """Whether a renege that stands lets the hand be played to its end (`transfer_tricks`,
    `points_to_opponents`); under every other penalty a call ends it at once."""
    return not watch_rules(rules)[2]


def penalised(rules: Rules, calls: tuple[RenegeCall, ...]) -> tuple[RenegeCall, ...]:
    """The calls of a record (a score sheet) that take a penalty: under
    `caught_before_gathered: corrected` a renege caught before its trick was gathered was
    taken back, and play went on, so its call takes none."""
    corrects = watch_rules(rules)[1]
    return tuple(call for call in calls if not (corrects and call.caught is Caught.BEFORE_GATHERED))


WatchRules = tuple[bool, bool, bool, Seating]
_WATCH_RULES: Final[PerRuleset[Rules, WatchRules]] = PerRuleset()


def watch_rules(rules: Rules) -> WatchRules:
    """(illegal cards are refused, a renege caught before its trick is gathered is
    corrected, a call ends the hand, the seating) under `rules`: worked out once per ruleset
    object, as every hand has a watch."""
    return _WATCH_RULES.get(rules, _work_out_watch_rules)


def _work_out_watch_rules(rules: Rules) -> WatchRules:
    return (
        rules.reneges.enforcement is Enforcement.PREVENT,
        rules.reneges.caught_before_gathered is RenegeCaughtBefore.CORRECTED,
        penalty_after_gathered(rules) not in _PLAYED_ON,
        seating(rules),
    )


_PLAYED_ON: Final = (RenegeCaughtAfter.TRANSFER_TRICKS, RenegeCaughtAfter.POINTS_TO_OPPONENTS)
"""The penalties that need the rest of the hand played: every other one ends it at once."""


class RenegeWatch:
    """Enforces or records illegal cards, and judges renege claims, for one hand."""

    def __init__(self, rules: Rules, ruled: WatchRules | None = None) -> None:
        """`ruled`: `watch_rules(rules)`, when the caller holds it already (a hand's set-up)."""
        prevents, self._corrects, self._ends_hand, self._table = ruled or watch_rules(rules)
        self.prevents = prevents
        """Whether an illegal card is refused (else it stands until called)."""
        self._reneges: list[Renege] = []
        self._calls: list[RenegeCall] = []

    @property
    def reneges(self) -> tuple[Renege, ...]:
        """Every illegal card that stands, called or not, in play order."""
        return tuple(self._reneges)

    @property
    def calls(self) -> tuple[RenegeCall, ...]:
        """The renege calls that stand for scoring, in the order they were made."""
        return tuple(self._calls)

    def check(
        self, seat: int, trick_no: int, card: Card, rule: str | None, reason: str = ""
    ) -> None:
        """Judge a card as it is played; `rule` names the rule it breaks, or is None when the
        card is legal. Raises `IllegalPlayError` under `prevent`; records it under `honour`."""
        if rule is None:
            return
        if self.prevents:
            message = f"seat {seat + 1} may not play {card}" + (f": {reason}" if reason else "")
            raise IllegalPlayError(message, rule=rule)
        self._reneges.append(Renege(seat, trick_no, card, rule, reason))

    def forget(self, trick_no: int, seats: set[int]) -> None:
        """Drop the reneges of `seats` in trick `trick_no`: their cards were taken back."""
        self._reneges = [
            renege
            for renege in self._reneges
            if not (renege.trick == trick_no and renege.seat in seats)
        ]

    def judge(self, claim: ClaimRenege, current_trick_no: int, gathered: bool) -> Verdict:
        """Judge `claim`. `current_trick_no` is the trick in progress (or the last one, when
        the hand is over) and `gathered` says whether the claimed trick is gathered. Raises
        `ClaimRejected` with the reason when the claim does not stand."""
        renege = self._find(claim, current_trick_no)
        if not gathered and self._corrects:
            self.forget(renege.trick, {renege.seat})
            return Verdict(renege, None, take_back=True, ends_hand=False)
        caught = Caught.AFTER_GATHERED if gathered else Caught.BEFORE_GATHERED
        call = RenegeCall(renege.seat, claim.claimant, caught, renege.trick)
        self._calls.append(call)
        return Verdict(renege, call, take_back=False, ends_hand=self._ends_hand)

    def _find(self, claim: ClaimRenege, current_trick_no: int) -> Renege:
        table = self._table
        for seat in (claim.claimant, claim.offender):
            if not 0 <= seat < table.count:
                raise ClaimRejected(f"there is no seat {seat + 1}")
        if table.same_side(claim.claimant, claim.offender):
            raise ClaimRejected(
                f"seat {claim.claimant + 1} cannot call a renege on its own side"
                f" (seat {claim.offender + 1})"
            )
        if not 1 <= claim.trick <= current_trick_no:
            raise ClaimRejected(f"trick {claim.trick} has not been played")
        offender, trick = claim.offender, claim.trick
        if any(call.offender == offender and call.trick == trick for call in self._calls):
            raise ClaimRejected(
                f"the renege of seat {claim.offender + 1} in trick {claim.trick} was already called"
            )
        for renege in self._reneges:
            if renege.seat == claim.offender and renege.trick == claim.trick:
                return renege
        raise ClaimRejected(f"seat {claim.offender + 1} did not renege in trick {claim.trick}")
