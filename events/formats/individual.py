"""Round robin and Swiss for individuals: games where each seat plays for itself (Oh Hell,
cutthroat Spades, Call Break, Hearts), at tables of 3 to 7 seats, with no fixed partners.

Each round seats the players at tables of the rules' seat count. Players beyond a multiple of
it sit out, in turn: whoever has sat out least sits out next (in Swiss, the lowest placed of
those), so nobody sits out twice before everyone has once.

- **Round robin**: over the rounds every player meets every other as evenly as possible. A
  table is filled with the players who have met its members the fewest times, then players
  are swapped between tables while a swap lowers the number of repeat meetings; when repeats
  are left, other orders of the players are tried (a fixed number, from a seed that is the
  round's number, so the seating is the same whenever it is worked out) and the seating
  with the fewest repeats is kept.
- **Swiss**: tables are filled from the top of the standings, each with the next players in
  order who have not met its members, then the same swaps remove the repeats they can; when
  repeats are left, orders with a few neighbours in the standings swapped are tried.

A table's game gives each player a point for every player they finished ahead of and half a
point for each they tied with. A player sitting out is credited half the points of a table
(as if they had finished in the middle of it), so sitting out neither helps nor hurts.

The stated tie-breaks, in order: points; then opposition, the sum of the points of everyone
met (each time they were met); then the total score of the games played (lower first when
the lowest score wins); then the player's name, so the order is never left to chance.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from events.errors import EventError
from events.formats import Player, Table

__all__ = [
    "IndividualGame",
    "IndividualRound",
    "IndividualRow",
    "individual_round_robin",
    "individual_standings",
    "individual_swiss",
    "table_points",
]


@dataclass(frozen=True, slots=True)
class IndividualGame:
    """A finished table: who sat there and each seat's score (seat 1 first)."""

    players: tuple[Player, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class IndividualRound:
    """The seating of one round: its tables and who sits out."""

    number: int
    tables: tuple[Table, ...]
    sitting_out: tuple[Player, ...]


@dataclass(frozen=True, slots=True)
class IndividualRow:
    """One player's line of the standings, tie-breaks included."""

    place: int
    player: Player
    points: Fraction
    opposition: Fraction
    score: int
    games: int


def table_points(scores: Sequence[int], *, lowest_wins: bool = False) -> tuple[Fraction, ...]:
    """Each seat's points: 1 for each other seat it beat, ½ for each it tied with."""
    sign = -1 if lowest_wins else 1
    return tuple(
        sum(
            (
                Fraction(1) if sign * mine > sign * other else Fraction(1, 2)
                for index, other in enumerate(scores)
                if index != seat and sign * mine >= sign * other
            ),
            Fraction(0),
        )
        for seat, mine in enumerate(scores)
    )


def _check(players: Sequence[Player], seats: int) -> None:
    if seats < 2:
        raise EventError(f"a table has at least 2 seats, not {seats}")
    if len(set(players)) != len(players):
        twice = sorted({p for p in players if players.count(p) > 1})
        raise EventError(f"{', '.join(twice)} is checked in twice; check each player in once")
    if len(players) < seats:
        raise EventError(
            f"a table of these rules seats {seats}; there are {len(players)} players checked in"
        )


def _met(history: Sequence[IndividualRound]) -> Counter[frozenset[Player]]:
    met: Counter[frozenset[Player]] = Counter()
    for round_ in history:
        for table in round_.tables:
            met.update(frozenset(pair) for pair in combinations(table.seats, 2))
    return met


def _sitters(
    order: Sequence[Player], seats: int, history: Sequence[IndividualRound]
) -> list[Player]:
    """The players who sit out: those who sat out least, taken from the end of `order`."""
    extra = len(order) % seats
    if not extra:
        return []
    sat = Counter(p for round_ in history for p in round_.sitting_out)
    # From the end of the order: the lowest placed (Swiss) or next in turn (round robin).
    candidates = sorted(reversed(order), key=lambda p: sat[p])
    return candidates[:extra]


def _repeats(group: Sequence[Player], met: Counter[frozenset[Player]]) -> int:
    return sum(met[frozenset(pair)] for pair in combinations(group, 2))


def _fill(order: list[Player], seats: int, met: Counter[frozenset[Player]]) -> list[list[Player]]:
    """Tables filled top-down: each takes the first unseated player, then the next ones in
    order who add the fewest repeat meetings."""
    waiting = list(order)
    groups: list[list[Player]] = []
    while waiting:
        group = [waiting.pop(0)]
        while len(group) < seats:
            pick = min(waiting, key=lambda p: sum(met[frozenset((p, q))] for q in group))
            waiting.remove(pick)
            group.append(pick)
        groups.append(group)
    return groups


def _swap_repeats_away(groups: list[list[Player]], met: Counter[frozenset[Player]]) -> None:
    """Swap players between tables while a swap lowers the repeat meetings of the two."""
    improved = True
    while improved:
        improved = False
        for a, b in combinations(range(len(groups)), 2):
            before = _repeats(groups[a], met) + _repeats(groups[b], met)
            if before == 0:
                continue
            for i in range(len(groups[a])):
                for j in range(len(groups[b])):
                    first, second = list(groups[a]), list(groups[b])
                    first[i], second[j] = second[j], first[i]
                    if _repeats(first, met) + _repeats(second, met) < before:
                        groups[a], groups[b] = first, second
                        improved = True
                        break
                if improved:
                    break
            if improved:
                break


ATTEMPTS = 60
"""Orders tried for a seating with fewer repeat meetings; a fixed count, so a round's
seating is the same whenever it is worked out."""


def _seating(
    order: list[Player], seats: int, met: Counter[frozenset[Player]]
) -> list[list[Player]]:
    groups = _fill(order, seats, met)
    _swap_repeats_away(groups, met)
    return groups


def _nearby(order: list[Player], attempt: int, rng: random.Random, shuffle: bool) -> list[Player]:
    """Another order to try: shuffled (round robin), or with a few neighbours swapped so
    the tables stay near the standings (Swiss)."""
    other = list(order)
    if shuffle:
        rng.shuffle(other)
        return other
    for _ in range(1 + attempt // 10):
        i = rng.randrange(len(other) - 1) if len(other) > 1 else 0
        other[i : i + 2] = other[i : i + 2][::-1]
    return other


def _seat(
    number: int, order: list[Player], seats: int, history: Sequence[IndividualRound],
    *, shuffle: bool,
) -> IndividualRound:  # fmt: skip
    out = _sitters(order, seats, history)
    playing = [p for p in order if p not in out]
    met = _met(history)
    best = _seating(playing, seats, met)
    fewest = sum(_repeats(group, met) for group in best)
    rng = random.Random(number)  # the round's number: the same seating every time
    for attempt in range(ATTEMPTS):
        if fewest == 0:
            break
        groups = _seating(_nearby(playing, attempt, rng, shuffle), seats, met)
        repeats = sum(_repeats(group, met) for group in groups)
        if repeats < fewest:
            best, fewest = groups, repeats
    tables = tuple(Table(i, tuple(group)) for i, group in enumerate(best, start=1))
    return IndividualRound(number, tables, tuple(p for p in order if p in out))


def individual_round_robin(
    players: Sequence[Player], seats: int, history: Sequence[IndividualRound]
) -> IndividualRound:
    """The next round of an individual round robin, after the rounds in `history`.

    The players are taken in a turning order (one place further each round) so the
    sit-outs and the first seats go round the room.
    """
    _check(players, seats)
    turn = len(history) % len(players)
    order = list(players[turn:]) + list(players[:turn])
    return _seat(len(history) + 1, order, seats, history, shuffle=True)


def individual_swiss(
    players: Sequence[Player],
    seats: int,
    history: Sequence[IndividualRound],
    games: Sequence[IndividualGame],
    *,
    lowest_wins: bool = False,
) -> IndividualRound:
    """The next Swiss round: tables filled from the top of the standings so far (the first
    round seats the players in the order listed)."""
    _check(players, seats)
    if games:
        # Those who have left still count in the standings their opponents are ranked by.
        everyone = list(dict.fromkeys([*players, *(p for game in games for p in game.players)]))
        rows = individual_standings(everyone, games, history, seats, lowest_wins=lowest_wins)
        here = set(players)
        order = [row.player for row in rows if row.player in here]
    else:
        order = list(players)
    return _seat(len(history) + 1, order, seats, history, shuffle=False)


def individual_standings(
    players: Sequence[Player],
    games: Sequence[IndividualGame],
    history: Sequence[IndividualRound],
    seats: int,
    *,
    lowest_wins: bool = False,
) -> list[IndividualRow]:
    """Every player's line, best first, by points and the stated tie-breaks (see the module)."""
    if not games:
        raise EventError("there are no results yet: standings appear once a table has finished")
    points: dict[Player, Fraction] = {p: Fraction(0) for p in players}
    score = dict.fromkeys(players, 0)
    count = dict.fromkeys(players, 0)
    opponents: dict[Player, list[Player]] = {p: [] for p in players}
    for number, game in enumerate(games, start=1):
        unknown = [p for p in game.players if p not in points]
        if unknown:
            raise EventError(f"{unknown[0]} has a result but is not a player of this event",
                             where=f"game {number}")  # fmt: skip
        if len(game.scores) != len(game.players):
            raise EventError(
                f"{len(game.scores)} scores for {len(game.players)} seats", where=f"game {number}"
            )
        for player, won, own in zip(
            game.players, table_points(game.scores, lowest_wins=lowest_wins), game.scores,
            strict=True,
        ):  # fmt: skip
            points[player] += won
            score[player] += own
            count[player] += 1
            opponents[player].extend(p for p in game.players if p != player)
    credit = Fraction(seats - 1, 2)
    for round_ in history:
        for player in round_.sitting_out:
            if player in points:
                points[player] += credit
    sign = 1 if lowest_wins else -1

    def key(p: Player) -> tuple[Fraction, Fraction, int]:
        return (-points[p], -sum((points[o] for o in opponents[p]), Fraction(0)), sign * score[p])

    ordered = sorted(players, key=lambda p: (key(p), p))
    rows: list[IndividualRow] = []
    for index, player in enumerate(ordered):
        shared = rows and key(ordered[index - 1]) == key(player)
        place = rows[-1].place if shared else index + 1
        opposition = sum((points[o] for o in opponents[player]), Fraction(0))
        rows.append(
            IndividualRow(place, player, points[player], opposition, score[player], count[player])
        )
    return rows
