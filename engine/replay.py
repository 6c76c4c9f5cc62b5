"""Replay a match log: re-derive every fact from the recorded inputs and compare.

    result = replay(rules, log)
    print(result)            # "verified", or the first discrepancy on one line
    result.verified, result.discrepancy, result.log   # result.log: every fact re-derived

A log is refused (a discrepancy on `game`, `rules_digest` or `seats`) unless it was played
under exactly these rules. A card-level log is then played again from its inputs alone (the
dealer, the dealt cards and every action of each hand, under the pinned rules; never a
random-number generator), and each derived fact the log records is compared with the one the
engine derives, in the order the log writes them (docs/match-log.md). The answer is the first
of:

- an input that does not stand: an illegal action with the rule it breaks
  (`IllegalActionError.rule`), a renege claim rejected, an action out of turn, a deal that is
  not the pack or that a redeal trigger throws in, a dealer out of rotation, a hand that is
  not finished, a hand after the match ended;
- a derived fact that differs: hand, trick (when the fact belongs to one), field, expected
  (re-derived) and found (recorded).

Under `reneges.enforcement: honour` an illegal card stands until called, so it replays as it
was played. A score-sheet log (`kind: sheet`) replays by scoring its bids and tricks (Rook:
its bids and points) again, from the standing its `start` gives (checked against the rules
as a sheet's is) or from 0.
A malformed log raises `engine.log.LogError` listing every problem.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from engine.core.actions import OUT_OF_TURN, Action
from engine.core.cards import Card
from engine.core.errors import ClaimRejected, EngineError, IllegalActionError
from engine.core.game import Deal, Game, deal_from_json
from engine.core.protocol import Hand
from engine.core.sheet import SHEET_FORMAT, SheetError
from engine.core.standing import Outcome, Standing
from engine.games import GameFamily, family_for, game_family, game_for
from engine.log import (
    DERIVED_KEYS,
    CheckedLog,
    hand_entry,
    new_log,
    parse_log,
    read_log_inputs,
    read_written_action,
    sheet_log_hands,
    sheet_log_start,
    with_sheet_start,
)
from engine.match import first_dealer_problem
from engine.sheet import score_sheet
from rulesets.formats import Ruleset

__all__ = ["Discrepancy", "ReplayResult", "replay", "first_difference"]


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """Where a log and the engine part: the hand (1-based; None for the log as a whole), the
    trick (1-based, when the fact belongs to one), the field (`tricks[5].winner`,
    `actions[12]`; indexes 1-based), what the engine derives (`expected`) and what the log
    records (`found`). For an input that does not stand, `reason` says why and `rule` names
    the rule it breaks (empty when no single option does)."""

    hand: int | None
    trick: int | None
    field: str
    expected: Any = None
    found: Any = None
    reason: str = ""
    rule: str = ""

    def __str__(self) -> str:
        where = [f"hand {self.hand}"] if self.hand is not None else []
        where += [f"trick {self.trick}"] if self.trick is not None else []
        place = ", ".join([*where, self.field])
        if self.reason:
            return f"{place}: {self.reason}"
        return f"{place}: expected {_show(self.expected)}, found {_show(self.found)}"


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


@dataclass(frozen=True)
class ReplayResult:
    """The answer of a replay. `log` is the log as the engine re-derives it (every derived
    fact filled in), up to the hand of the discrepancy; `standing` and `outcome` are those
    after the last hand re-derived."""

    discrepancy: Discrepancy | None
    log: dict[str, Any]
    standing: Standing | None = None
    outcome: Outcome | None = None

    @property
    def verified(self) -> bool:
        """Whether every input stands and every recorded fact is the one the engine derives."""
        return self.discrepancy is None

    def __str__(self) -> str:
        return "verified" if self.discrepancy is None else str(self.discrepancy)


class _Stop(Exception):
    """Unwinds a replay at its first discrepancy."""

    def __init__(self, discrepancy: Discrepancy) -> None:
        super().__init__(str(discrepancy))
        self.discrepancy = discrepancy


def replay(rules: Ruleset, log: Mapping[str, Any] | str | bytes) -> ReplayResult:
    """Replay `log` (parsed JSON or JSON text) under `rules`; see the module docstring.
    Raises `engine.log.LogError` for a malformed log."""
    if not isinstance(log, CheckedLog):
        # Most logs verify: their largest derived facts are compared with the engine's type
        # for type instead of checked by the models first. Any other is checked whole and
        # replayed again, so that a malformed log is refused as ever.
        lean = read_log_inputs(log)
        if lean is not None:
            result = _replay(rules, lean, exact=True, owned=isinstance(log, str | bytes))
            if result.verified:
                return result
    return _replay(rules, parse_log(log), exact=False)


def _replay(
    rules: Ruleset, data: Mapping[str, Any], exact: bool, owned: bool = False
) -> ReplayResult:
    """Replay checked `data`. `exact`: read by `read_log_inputs`, which leaves the facts of
    `engine.formats.log.LEAN_FIELDS` unchecked, so those are compared type for type (the
    models make `==` exact for the others). `owned`: read from text here, so the log
    re-derived may hold the lists of `data` that it writes unchanged instead of copies."""
    game = game_for(rules)
    derived = new_log(rules, [seat["player"] for seat in data["seats"]], data.get("seed"))
    derived["kind"] = data.get("kind", "cards")
    run = _Run(rules, game, derived, exact, owned)
    try:
        _check_head(derived["rules_digest"], game, data)
        if derived["kind"] == "sheet":
            run.sheet(data)
        else:
            run.cards(data)
    except _Stop as stop:
        return ReplayResult(stop.discrepancy, derived, run.standing, run.outcome)
    return ReplayResult(None, derived, run.standing, run.outcome)


def _check_head(digest: str, game: Game, log: Mapping[str, Any]) -> None:
    if log["game"] != game.name:
        raise _Stop(Discrepancy(None, None, "game", game.name, log["game"]))
    if log["rules_digest"] != digest:
        reason = f"the log was played under other rules ({log['rules_digest']}), not {digest}"
        raise _Stop(Discrepancy(None, None, "rules_digest", digest, log["rules_digest"], reason))
    if len(log["seats"]) != game.table.count:
        raise _Stop(Discrepancy(None, None, "seats", game.table.count, len(log["seats"])))


class _Run:
    """One replay: the standing so far and the log re-derived so far."""

    def __init__(
        self, rules: Ruleset, game: Game, derived: dict[str, Any], exact: bool, owned: bool
    ) -> None:
        self.rules, self.game, self.derived = rules, game, derived
        self.exact, self.owned = exact, owned
        self.nest = game_family(game.name).has_nest
        self.standing = Standing.start(len(game.table.sides))
        self.outcome: Outcome | None = None

    # -- card-level logs -----------------------------------------------------------------

    def cards(self, log: Mapping[str, Any]) -> None:
        wrong = first_dealer_problem(self.rules, self.game, log)
        if wrong is not None:
            raise _Stop(Discrepancy(None, None, *wrong, rule="players.first_dealer"))
        if "first_dealer" in log:
            self.derived["first_dealer"] = log["first_dealer"]
        dealer: int | None = None
        for number, recorded in enumerate(log["hands"], start=1):
            self._not_over(number)
            dealer = self._dealer(number, recorded, dealer)
            entry = self._hand(number, dealer, recorded)
            self.derived["hands"].append(entry)
            _compare(number, recorded, entry, DERIVED_KEYS, self.exact)
        self._result(log)

    def _not_over(self, number: int) -> None:
        if self.outcome is not None:
            reason = f"the match was over after hand {number - 1}: no hand follows the result"
            raise _Stop(Discrepancy(number, None, "hands", reason=reason))

    def _dealer(self, number: int, recorded: Mapping[str, Any], previous: int | None) -> int:
        dealer: int = recorded["dealer"] - 1
        if previous is None:
            return dealer
        finished = self.derived["hands"][-1]  # the hand `previous` dealt, re-derived
        expected = self.game.next_dealer(previous, finished)
        if dealer != expected:
            rule = self.game.keeps_the_deal(finished) or "players"
            raise _Stop(Discrepancy(number, None, "dealer", expected + 1, dealer + 1, rule=rule))
        return dealer

    def _hand(self, number: int, dealer: int, recorded: Mapping[str, Any]) -> dict[str, Any]:
        redeals = [
            self._thrown_in(number, dealer, f"redeals[{index}]", entry)
            for index, entry in enumerate(recorded.get("redeals", []), start=1)
        ]
        deal, dealt = self._deal(recorded)
        hand = self._start(number, dealer, deal, "dealt")
        if self.game.needs_redeal(deal):
            reason = "a redeal trigger throws this deal in: it cannot be played"
            raise _Stop(Discrepancy(number, None, "dealt", reason=reason, rule="redeal.triggers"))
        written = _quickly(hand, recorded["actions"], self.owned)
        if written is None:
            # Something does not stand, or the hand does not say who took each action: again,
            # action by action, to say where (a refused action may have left the hand half
            # applied, so it starts over).
            hand = self._start(number, dealer, deal, "dealt")
            written = self._act(number, hand, recorded["actions"])
        scored = self.game.score(hand, self.standing)
        entry = hand_entry(
            self.game, number, dealer, redeals, deal, [], hand, scored, written=written, dealt=dealt
        )
        self.standing, self.outcome = scored.standing, scored.outcome
        return entry

    def _deal(self, recorded: Mapping[str, Any]) -> tuple[Deal, dict[str, Any]]:
        """The deal a log hand records, and as `deal_json` writes it: a card's notation is the
        one its name gives (`str(Card.parse(text)) == text`), so the log's own lists."""
        hands = tuple([tuple([_card(text) for text in cards]) for cards in recorded["dealt"]])
        dealt = recorded["dealt"]
        written: dict[str, Any] = {"dealt": dealt if self.owned else [list(c) for c in dealt]}
        nest = recorded.get("nest", ())
        if self.nest:
            written["nest"] = list(nest)
        return Deal(hands, tuple([_card(text) for text in nest])), written

    def _start(self, number: int, dealer: int, deal: Deal, field: str) -> Hand:
        try:
            return self.game.start(deal, dealer, self.standing, number)
        except EngineError as error:
            raise _Stop(Discrepancy(number, None, field, reason=str(error))) from None

    def _thrown_in(self, number: int, dealer: int, field: str, entry: Mapping[str, Any]) -> Deal:
        deal = deal_from_json(entry)
        self._start(number, dealer, deal, field)
        if not self.game.needs_redeal(deal):
            reason = "no redeal trigger throws this deal in: it had to be played"
            raise _Stop(Discrepancy(number, None, field, reason=reason, rule="redeal.triggers"))
        return deal

    def _act(self, number: int, hand: Hand, recorded: Sequence[Any]) -> list[list[Any]]:
        """Every recorded action taken in turn, each checked before it is taken: the actions
        as the log writes them. Stops at the first that does not stand."""
        written: list[list[Any]] = []
        for seat_number, text in recorded:
            seat, (action, notation) = seat_number - 1, _action(text)
            if seat != hand.to_act or isinstance(action, OUT_OF_TURN):
                self._take(number, len(written) + 1, hand, seat, action)
            else:
                try:
                    hand.apply(action)
                except (IllegalActionError, ClaimRejected) as error:
                    self._refused(number, len(written) + 1, hand, action, error)
            written.append([seat_number, notation])
        if hand.to_act is not None:
            reason = f"the hand is not over: seat {hand.to_act + 1} is to act ({hand.phase})"
            trick = self.game.trick_number(hand)
            raise _Stop(Discrepancy(number, trick, "actions", reason=reason))
        return written

    def _take(self, number: int, index: int, hand: Hand, seat: int, action: Action) -> None:
        trick = self.game.trick_number(hand)
        if not isinstance(action, OUT_OF_TURN) and seat != hand.to_act:
            reason = f"seat {seat + 1} cannot {action}: " + (
                "the hand is over" if hand.to_act is None else f"seat {hand.to_act + 1} is to act"
            )
            raise _Stop(Discrepancy(number, trick, f"actions[{index}]", reason=reason))
        try:
            hand.apply(action)
        except (IllegalActionError, ClaimRejected) as error:
            self._refused(number, index, hand, action, error, trick)

    def _refused(
        self,
        number: int,
        index: int,
        hand: Hand,
        action: Action,
        error: IllegalActionError | ClaimRejected,
        trick: int | None = None,
    ) -> NoReturn:
        """Stop at an action the hand refused. `trick`: the trick it was taken in, when known
        before (a refused action leaves the hand as it was, so it is the trick now)."""
        if trick is None:
            trick = self.game.trick_number(hand)
        field = f"actions[{index}]"
        if isinstance(error, IllegalActionError):
            reason = f"illegal action: {error}"
            raise _Stop(Discrepancy(number, trick, field, reason=reason, rule=error.rule)) from None
        reason = f"renege claim rejected ({action}): {error}"
        raise _Stop(Discrepancy(number, trick, field, reason=reason, rule="reneges")) from None

    def _result(self, log: Mapping[str, Any]) -> None:
        result = None if self.outcome is None else self.outcome.to_json()
        self.derived["result"] = result
        # The strict models make `==` exact for a result (an integer is never true there).
        if "result" in log and result != log["result"]:
            difference = first_difference(result, log["result"], "result")
            if difference is not None:
                raise _Stop(Discrepancy(None, None, *difference))

    # -- score-sheet logs ----------------------------------------------------------------

    def sheet(self, log: Mapping[str, Any]) -> None:
        family = family_for(self.rules)
        try:
            result = score_sheet(self.rules, _sheet_of(family, log))
        except SheetError as error:
            problem = error.problems[0]
            field = family.log_field(problem.field)
            raise _Stop(Discrepancy(problem.hand, None, field, reason=problem.message)) from None
        start = sheet_log_start(result)
        if start is not None:
            reordered = with_sheet_start(self.derived, start)  # the log as written: start first
            self.derived.clear()
            self.derived.update(reordered)
        for number, (recorded, entry) in enumerate(
            zip(log["hands"], sheet_log_hands(result), strict=True), start=1
        ):
            self.derived["hands"].append(entry)
            self.standing = result.hands[number - 1].standing
            _compare(number, recorded, entry, ("score", "standing"), self.exact)
        self.outcome = result.outcome
        self._result(log)


_KEPT_NOTATIONS = 8192
"""How many notations of each kind are remembered (a hostile log may write bids of every
number)."""
_CARDS: dict[str, Card] = {}
_ACTIONS: dict[str, tuple[Action, str]] = {}
"""Each notation a log writes (a card's; an action's, with its own notation), read once and
remembered: a log writes the same few hundred again and again, and what they read as is
immutable. Only notations that read are kept. Plain dicts, read by `_card` and `_action`:
compiled, a look-up in one is a direct call, where a dict subclass's `__missing__` is not."""


def _card(text: str) -> Card:
    found = _CARDS.get(text)
    if found is None:
        found = Card.parse(text)
        if len(_CARDS) < _KEPT_NOTATIONS:
            _CARDS[text] = found
    return found


def _action(text: str) -> tuple[Action, str]:
    found = _ACTIONS.get(text)
    if found is None:
        found = read_written_action(text)
        if len(_ACTIONS) < _KEPT_NOTATIONS:
            _ACTIONS[text] = found
    return found


def _quickly(hand: Hand, recorded: Sequence[Any], owned: bool) -> list[list[Any]] | None:
    """The recorded actions taken in one sweep, when the hand keeps each action it takes
    with the seat that took it (`actions`, as the Spades family's does): every seat is then
    checked at once, after the hand. The actions as the log writes them (each seat with its
    action's own notation); None when the hand keeps no such list, or anything does not
    stand (the caller then goes action by action, which says where). `owned`: `recorded` was
    read from text by replay, so its pairs may be returned when each writes its action's
    notation."""
    kept = getattr(hand, "actions", None)
    if not isinstance(kept, list) or kept:
        return None
    read = [_action(pair[1]) for pair in recorded]
    # A hand that takes a run of actions at once (the Spades family's `take_all`, the same
    # checks as `apply`) plays the cards without listing each next seat's choices.
    take_all = getattr(hand, "take_all", None)
    try:
        if take_all is not None:
            take_all([action for action, _ in read])
        else:
            apply = hand.apply
            for action, _ in read:
                apply(action)
    except (IllegalActionError, ClaimRejected):
        return None
    # Each action was the seat's whose turn it was (a claim: its claimant's, which the log's
    # check holds to the seat that wrote it), and the hand is over: the hand kept exactly
    # the actions taken (the same objects, so the comparison is one of identities), each
    # with the seat that wrote it.
    if hand.to_act is not None or len(kept) != len(read):
        return None
    canonical = owned  # each pair writes its action's own notation
    for (seat, action), pair, (mine, notation) in zip(kept, recorded, read, strict=True):
        if action is not mine or seat != pair[0] - 1:
            return None
        canonical = canonical and notation == pair[1]
    if canonical:
        return list(recorded)
    return [[pair[0], notation] for pair, (_, notation) in zip(recorded, read, strict=True)]


def _sheet_of(family: GameFamily, log: Mapping[str, Any]) -> dict[str, Any]:
    """The score sheet (engine.sheet) a sheet log records."""
    hands = [family.sheet_hand_from_log(recorded) for recorded in log["hands"]]
    sheet: dict[str, Any] = {"format": SHEET_FORMAT, "hands": hands}
    if "start" in log:  # an input: the sheet checks it against the rules and scores from it
        sheet["start"] = log["start"]
    return sheet


def _compare(
    number: int,
    recorded: Mapping[str, Any],
    entry: Mapping[str, Any],
    keys: Sequence[str],
    exact: bool,
) -> None:
    for key in keys:
        if key not in recorded:
            continue
        mine, theirs = entry.get(key), recorded[key]
        if key in _OPEN:
            same = _same_json(mine, theirs)
        elif exact and key == "tricks":
            same = _same_tricks(mine, theirs)
        else:
            same = mine == theirs
        if same:
            continue
        difference = first_difference(entry.get(key), recorded[key], key)
        if difference is not None:
            raise _Stop(Discrepancy(number, _trick_of(difference[0]), *difference))


_OPEN = frozenset({"score"})
"""The fields of a hand where `==` is not enough: the log's models (engine.formats.log) hold
every other field to strict types (an integer is never true or 1.0 there), but a hand's score
carries its game's explanation of each number, of any JSON type."""


def _same_json(mine: Any, theirs: Any) -> bool:
    """Whether two JSON values are the same, types included (1 is not 1.0 nor true, which
    == does not tell), as a quick answer for the common case: one walk, without the paths
    `first_difference` names; False sends the caller to it, which also forgives a key left
    out where the other holds null."""
    kind = type(mine)
    if kind is not type(theirs):
        return False
    if kind is dict:
        if len(mine) != len(theirs):
            return False
        for key, value in mine.items():
            if key not in theirs or not _same_json(value, theirs[key]):
                return False
        return True
    if kind is list:
        if len(mine) != len(theirs):
            return False
        # Indexed, not map(): compiled, each comparison is then a direct call.
        return all(_same_json(mine[index], theirs[index]) for index in range(len(mine)))
    return bool(mine == theirs)


def _same_tricks(mine: Any, theirs: Any) -> bool:
    """`_same_json` for a hand's tricks (each a leader, its cards and a winner), a few times
    faster: there `==` tells every difference but a seat's type (written true, or 1.0)."""
    return mine == theirs and all(
        type(trick["leader"]) is int and type(trick["winner"]) is int for trick in theirs
    )


def _trick_of(field: str) -> int | None:
    if not field.startswith("tricks["):
        return None
    return int(field[len("tricks[") : field.index("]")])


def first_difference(expected: Any, found: Any, path: str) -> tuple[str, Any, Any] | None:
    """The first place two JSON values differ, as (path, expected part, found part); list
    indexes in the path count from 1. None when they are equal."""
    if isinstance(expected, Mapping) and isinstance(found, Mapping):
        for key in [*expected, *(key for key in found if key not in expected)]:
            difference = first_difference(expected.get(key), found.get(key), f"{path}.{key}")
            if difference is not None:
                return difference
        return None
    if isinstance(expected, list) and isinstance(found, list):
        for index, (mine, theirs) in enumerate(zip(expected, found, strict=False), start=1):
            difference = first_difference(mine, theirs, f"{path}[{index}]")
            if difference is not None:
                return difference
        return None if len(expected) == len(found) else (path, expected, found)
    same = type(expected) is type(found) and expected == found
    return None if same else (path, expected, found)
