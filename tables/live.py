"""A match in progress at a live table, one accepted action at a time.

The loop is `engine.run_match`'s, turned inside out: the match waits between actions for
a player instead of asking a chooser. The deal comes from `random.Random(seed)` alone, so
the seed and the list of accepted actions rebuild the table exactly (after a restart, or on
another app server), and the finished log is the one `run_match` would write for the same
choices, which `engine.replay` verifies.

Nothing here knows which game is played: the adapter (`engine.games.game_for`), the hand
(`engine.Hand`) and its views (`engine.PlayerView`) do. Pure Python; no Django.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from copy import copy
from dataclasses import dataclass
from typing import Any

import engine
from engine.core.reneges import RenegeWatch
from engine.core.worlds import seat_worlds
from engine.games import game_for
from engine.log import hand_entry, new_log
from engine.match import deal_hand, draw_first_dealer
from rulesets.formats import Ruleset

__all__ = ["NotYourTurn", "LiveMatch", "MAX_HANDS", "SCORE", "SCORE_ALL"]

SCORE = "score"
"""A seat's word that its hand, played to its last card, may be scored: no more renege calls
from it. Not an engine action: the table's own, kept with the table's actions and never in the
match's log."""
SCORE_ALL = "score all"
"""The hand is scored whoever has not said so (the table's time to call a renege ran out)."""

MAX_HANDS = 500
"""Hands before a table gives up, as `engine.run_match`'s default."""


class NotYourTurn(engine.EngineError):
    """An action from a seat that is not the one to act (or after the match is over)."""


@dataclass(frozen=True)
class LastTrick:
    """The last trick gathered: (seat 0-based, card) in the order played, and the winner."""

    plays: tuple[engine.PlayedCard, ...]
    winner: int | None


class LiveMatch:
    """A match under `rules` for `players` (one name per seat), dealt from `seed`."""

    def __init__(
        self, rules: Ruleset, players: Sequence[str], seed: int, bots: Collection[int] = ()
    ) -> None:
        """`bots`: the seats (0-based) a bot plays, which never hold up the scoring of a
        hand for a renege call."""
        self.rules = rules
        self.bots = frozenset(bots)
        self.reviewing: frozenset[int] = frozenset()
        """The seats (0-based) yet to let the hand be scored, once its last card is played
        under rules that take renege calls: until then any seat may still call one (the
        last trick's renege too), as at a table where the hand is scored only once everyone
        has looked. Empty: no hand waits."""
        self.game = game_for(rules)
        self.seed = seed
        self.count = self.game.table.count
        self.claims_allowed = not RenegeWatch(rules).prevents
        """Whether an illegal card stands until a renege is called (the engine's reading of
        the rules' `reneges.enforcement`): then any seat may call one during the play."""
        self.log: dict[str, Any] = new_log(rules, list(players), seed)
        self.standing = engine.Standing.start(len(self.game.table.sides))
        self.outcome: engine.Outcome | None = None
        self.applied = 0
        """Accepted actions so far, in the whole match."""
        self.last_trick: LastTrick | None = None
        self._claim_texts: dict[tuple[int, int], list[str]] = {}
        self.last_hand: dict[str, Any] | None = None
        """The log entry of the hand scored last (its score and the standing after it)."""
        self._rng = random.Random(seed)
        # The first dealer is drawn as engine.match draws it, so that the log replays.
        self._dealer, drawn = draw_first_dealer(rules, self.game, seed)
        if drawn is not None:
            self.log["first_dealer"] = drawn
        self.number = 0
        self._deal_next()

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    @property
    def to_act(self) -> int | None:
        """The seat (0-based) whose action is awaited; None once the match is over, and
        while a hand waits to be scored (`reviewing`)."""
        return None if self.finished or self.reviewing else self.hand.to_act

    @property
    def dealt(self) -> tuple[tuple[engine.Card, ...], ...]:
        """The cards dealt to each seat (0-based) in the hand in progress."""
        return self._deal.hands

    @property
    def nest(self) -> tuple[engine.Card, ...]:
        """The cards dealt to the nest (Rook), none in other games."""
        return self._deal.nest

    def legal(self) -> Sequence[engine.Action]:
        return () if self.finished else self.hand.legal_actions()

    def view(self, seat: int) -> engine.PlayerView:
        """The engine's view of `seat` (0-based) now, drawn once per accepted action: every
        socket of the seat, the trick's bookkeeping and the bots ask for the same one."""
        views = self._views
        found = views.get(seat)
        if found is None:
            found = views[seat] = self.hand.view(seat)
        return found

    def claim_notations(self, seat: int, view: engine.PlayerView | None = None) -> list[str]:
        """`claims(seat)` in their notation (`claim 2 3 5`: claimant, offender, trick),
        written once per seat and number of tricks played, not per move (a dozen or more
        per seat and move, the same until a trick is gathered)."""
        tricks = self._claim_tricks(seat, view)
        if tricks == 0:
            return []
        found = self._claim_texts.get((seat, tricks))
        if found is None:
            found = self._claim_texts[(seat, tricks)] = [
                f"claim {claim.claimant + 1} {claim.offender + 1} {claim.trick}"
                for claim in self._claims_up_to(seat, tricks)
            ]
        return list(found)

    def claims(self, seat: int, view: engine.PlayerView | None = None) -> list[engine.ClaimRenege]:
        """The renege calls `seat` (0-based) may make now: against each seat of another
        side, for each trick of the play so far (the engine judges whether one stands).
        `view`: the seat's view, when the caller has it already."""
        return self._claims_up_to(seat, self._claim_tricks(seat, view))

    def _claim_tricks(self, seat: int, view: engine.PlayerView | None) -> int:
        """The tricks `seat` may call a renege in now (the one being played counts)."""
        if not self.claims_allowed or self.finished:
            return 0
        view = view or self.view(seat)
        if view.phase != engine.Phase.PLAY and not self.reviewing:
            return 0
        return len(view.played) // self.count + (1 if view.trick else 0)

    def _claims_up_to(self, seat: int, tricks: int) -> list[engine.ClaimRenege]:
        table = self.game.table
        return [
            engine.ClaimRenege(seat, offender, trick)
            for offender in range(self.count)
            if not table.same_side(seat, offender)
            for trick in range(1, tricks + 1)
        ]

    def apply_notation(self, seat: int, notation: str) -> None:
        """`apply` for an action as the table stores it: an engine action's notation, or
        `SCORE` / `SCORE_ALL`. Raises as `apply`, and `ValueError` for text that is no
        action."""
        if notation == SCORE:
            self.let_score(seat)
        elif notation == SCORE_ALL:
            self.let_score(None)
        else:
            self.apply(seat, engine.parse_action(notation))

    def let_score(self, seat: int | None) -> None:
        """`seat` (0-based; None: every seat, when time ran out) lets the hand that waits
        for renege calls be scored; it is, once no seat is left to say so."""
        if seat is not None and seat not in self.reviewing:
            raise NotYourTurn("no hand waits for you to let it be scored")
        if not self.reviewing:
            raise NotYourTurn("no hand waits to be scored")
        self.reviewing = self.reviewing - {seat} if seat is not None else frozenset()
        self.applied += 1
        if not self.reviewing:
            self._views = {}
            self._score_hand()

    def apply(self, seat: int, action: engine.Action) -> None:
        """Take `action` for `seat` (0-based). Raises `NotYourTurn`, or the engine's
        `EngineError` subclasses naming the rule an illegal action breaks. The match is left
        as it was unless the action is accepted... except by an engine that fails midway,
        so a caller that catches an error should rebuild the match from its log."""
        if self.finished:
            raise NotYourTurn("the match is over")
        if isinstance(action, engine.ClaimRenege):
            # Any seat calls a renege at any moment of the play, in its own name only.
            if action.claimant != seat:
                raise NotYourTurn(f"seat {seat + 1} calls reneges in its own name only")
            if not self.claims_allowed:
                raise engine.EngineError(
                    "these rules refuse an illegal card as it is played: there is no renege to call"
                )
        elif self.to_act != seat:
            raise NotYourTurn("it is not your turn")
        before = self.view(seat)
        self._views = {}
        self.hand.apply(action)
        # The log names a renege claim's claimant, as run_match does.
        actor = action.claimant if isinstance(action, engine.ClaimRenege) else seat
        self._actions.append((actor, action))
        self.applied += 1
        self._note_trick(len(before.played))
        if self.hand.to_act is not None:
            self.reviewing = frozenset()  # a call took a card back: the play goes on
            return
        if self.reviewing:
            return  # a call after the last card: the hand still waits for every seat
        if (
            self.claims_allowed
            and before.phase == engine.Phase.PLAY
            and not isinstance(action, engine.ClaimRenege)
        ):
            # The last card: a renege may still be called until the hand is scored.
            self.reviewing = frozenset(range(self.count)) - self.bots
        if not self.reviewing:
            self._score_hand()

    def bot_action(self, seat: int, bot: engine.Bot) -> engine.Action:
        """What `bot` plays for `seat` now, from a generator of the seed and the action's
        place in the match (so a rebuilt table's bots choose alike)."""
        rng = random.Random(f"{self.seed}:{seat}:{self.applied}")
        view = self.view(seat)
        if getattr(bot, "sees_worlds", False) is True:  # its own copy: the view is shared
            view = copy(view)
            view.worlds = seat_worlds(self.hand, seat)
        return bot.choose(view, self.hand.legal_actions(), rng)

    def _note_trick(self, played_before: int) -> None:
        view = self.view(0)
        played = view.played
        if len(played) > played_before and not view.trick and len(played) >= self.count:
            winner = self.hand.to_act if view.phase == engine.Phase.PLAY else None
            self.last_trick = LastTrick(tuple(played[-self.count :]), winner)

    def _deal_next(self) -> None:
        self.number += 1
        self._redeals, self._deal = deal_hand(self.game, self._rng, self._dealer)
        self.hand = self.game.start(self._deal, self._dealer, self.standing, self.number)
        self._views: dict[int, engine.PlayerView] = {}
        self._actions: list[tuple[int, engine.Action]] = []

    def _score_hand(self) -> None:
        scored = self.game.score(self.hand, self.standing)
        entry = hand_entry(
            self.game,
            self.number,
            self._dealer,
            self._redeals,
            self._deal,
            self._actions,
            self.hand,
            scored,
        )
        if self.last_trick is not None and self.last_trick.winner is None and entry.get("tricks"):
            self.last_trick = LastTrick(self.last_trick.plays, entry["tricks"][-1]["winner"] - 1)
        self.log["hands"].append(entry)
        self.last_hand = entry
        self.standing = scored.standing
        if scored.outcome is not None:
            self.outcome = scored.outcome
            self.log["result"] = scored.outcome.to_json()
            return
        if self.number >= MAX_HANDS:
            raise engine.EngineError(f"the match did not end in {MAX_HANDS} hands")
        self._dealer = self.game.next_dealer(self._dealer, entry)
        self._deal_next()
