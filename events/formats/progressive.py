"""Progressive play (euchre nights, whist drives): partners change, each player scores alone.

Every round is a fixed number of hands. Two movements seat the next round:

- `rotation`: fixed in advance so that each pair of players partners about once (the circle
  method: with n players, n - 1 rounds partner every pair exactly once).
- `winners_move_up`: after a round the winners of each table move up one table and the
  losers down one (the head table's winners and the foot table's losers stay); at every table
  the two pairs that meet split, so nobody keeps a partner.

Players beyond a multiple of four sit out a round, in turn, and are credited the round's
average score (rounded down), so sitting out neither helps nor hurts.

A night may also credit a player extra for what their hands recorded (a loner made, a
march): `progressive_credit` adds the points the night gives each fact, for every time the
player's hands credited them with it. Which facts a game records is the game's knowledge;
here a fact is only a name and a count per seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from events.errors import EventError
from events.formats import Player, Table

__all__ = [
    "Round",
    "progressive_credit",
    "progressive_totals",
    "rotation_round",
    "winners_move_up",
]

SEATS = 4


class Round:
    """The seating of one round: its tables and who sits out."""

    __slots__ = ("number", "tables", "sitting_out")

    def __init__(self, number: int, tables: Sequence[Table], sitting_out: Sequence[Player]):
        self.number = number
        self.tables = tuple(tables)
        self.sitting_out = tuple(sitting_out)

    def __repr__(self) -> str:
        return (
            f"Round({self.number}, {list(self.tables)!r}, sitting_out={list(self.sitting_out)!r})"
        )


def _check_players(players: Sequence[Player]) -> None:
    if len(set(players)) != len(players):
        twice = sorted({p for p in players if players.count(p) > 1})
        raise EventError(f"{', '.join(twice)} is checked in twice; check each player in once")
    if len(players) < SEATS:
        raise EventError(
            f"a progressive round needs at least {SEATS} players checked in; "
            f"there are {len(players)}"
        )


def _circle_pairs(
    players: Sequence[Player | None], round_number: int
) -> list[tuple[Player | None, Player | None]]:
    """Round `round_number` (from 1) of the circle method: every pair meets once in n - 1 rounds."""
    count = len(players)
    turn = (round_number - 1) % (count - 1)
    rest = list(players[1:])
    rest = rest[turn:] + rest[:turn]
    ring = [players[0], *rest]
    return [(ring[i], ring[count - 1 - i]) for i in range(count // 2)]


def rotation_round(players: Sequence[Player], round_number: int) -> Round:
    """Seat round `round_number` (from 1) of the fixed rotation.

    Partners come from the circle method, so over n - 1 rounds (n even) each pair of players
    partners exactly once. Consecutive partnerships share a table as opponents. A player
    partnered with the empty place (odd n), and the last partnership when their count is
    odd, sit out; both rotate with the rounds.
    """
    _check_players(players)
    ring: list[Player | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    sitting_out: list[Player] = []
    pairs: list[tuple[Player, Player]] = []
    for first, second in _circle_pairs(ring, round_number):
        if first is None or second is None:
            sitting_out.extend(p for p in (first, second) if p is not None)
        else:
            pairs.append((first, second))
    if len(pairs) % 2:
        spare = pairs.pop((round_number - 1) % len(pairs))
        sitting_out.extend(spare)
    tables = [
        Table(number, (a[0], b[0], a[1], b[1]))
        for number, (a, b) in enumerate(zip(pairs[::2], pairs[1::2], strict=True), start=1)
    ]
    return Round(round_number, tables, sitting_out)


def winners_move_up(
    previous: Round, winners: Mapping[int, tuple[Player, Player]], players: Sequence[Player]
) -> Round:
    """Seat the round after `previous` from each table's winning pair (`winners[table]`).

    `players` are those checked in now, in check-in order; whoever sat out comes back in the
    place of the foot table's losers and the next players in turn sit out.
    """
    _check_players(players)
    tables = previous.tables
    missing = [t.number for t in tables if t.number not in winners]
    if missing:
        raise EventError(
            f"table {missing[0]} has not reported its winners; the next round is seated "
            "once every table of this round has finished",
            where=f"round {previous.number}",
        )
    movers: list[tuple[list[Player], list[Player]]] = []
    for table in tables:
        won = list(winners[table.number])
        if len(won) != 2 or not set(won) <= set(table.seats):
            raise EventError(
                f"the winners {', '.join(won)} did not both play at this table",
                where=f"round {previous.number}, table {table.number}",
            )
        movers.append((won, [p for p in table.seats if p not in won]))
    return _seat_movers(previous.number + 1, movers, previous.sitting_out, players)


def _seat_movers(
    number: int,
    movers: list[tuple[list[Player], list[Player]]],
    sat_out: Sequence[Player],
    players: Sequence[Player],
) -> Round:
    present = set(players)
    count = len(movers)
    waiting = [p for p in sat_out if p in present]
    # Those who sat out come back in the place of the foot table's losers, who sit out next.
    foot_won, foot_lost = movers[-1]
    swap = min(len(waiting), len(foot_lost))
    movers[-1] = (foot_won, waiting[:swap] + foot_lost[swap:])
    waiting = waiting[swap:] + foot_lost[:swap]
    arrivals: list[list[list[Player]]] = [[] for _ in range(count)]
    for index, (won, lost) in enumerate(movers):
        arrivals[max(index - 1, 0)].append(won)
        arrivals[min(index + 1, count - 1)].append(lost)
    seated: list[Table] = []
    for index, (first, second) in enumerate(arrivals):
        first, second = [p for p in first if p in present], [p for p in second if p in present]
        while len(first) + len(second) < SEATS and waiting:
            (first if len(first) < 2 else second).append(waiting.pop(0))
        if len(first) + len(second) == SEATS:
            seated.append(Table(index + 1, (first[0], first[1], second[0], second[1])))
        else:
            waiting.extend(first + second)
    seen = {p for t in seated for p in t.seats}
    newcomers = [p for p in players if p not in seen and p not in waiting]
    waiting.extend(newcomers)
    while len(waiting) >= SEATS:
        group, waiting = waiting[:SEATS], waiting[SEATS:]
        seated.append(Table(len(seated) + 1, (group[0], group[1], group[2], group[3])))
    return Round(number, seated, waiting)


def progressive_totals(
    rounds: Sequence[Round], scores: Mapping[tuple[int, int], Sequence[int]]
) -> dict[Player, int]:
    """Each player's own total: the score of their seat at each round they played.

    `scores[(round, table)]` is the table's score per seat, seat 1 first; in a partnership
    game both partners carry their side's score. A player sitting out a round is credited
    the average seat score of that round, rounded down.
    """
    totals: dict[Player, int] = {}
    for round_ in rounds:
        played: list[int] = []
        for table in round_.tables:
            seat_scores = _table_scores(round_.number, table, scores)
            played.extend(seat_scores)
            for player, score in zip(table.seats, seat_scores, strict=True):
                totals[player] = totals.get(player, 0) + score
        credit = sum(played) // len(played) if played else 0
        for player in round_.sitting_out:
            totals[player] = totals.get(player, 0) + credit
    return totals


def _table_scores(
    number: int, table: Table, scores: Mapping[tuple[int, int], Sequence[int]]
) -> Sequence[int]:
    where = f"round {number}, table {table.number}"
    if (number, table.number) not in scores:
        raise EventError("this table has not entered its score yet", where=where)
    seat_scores = scores[(number, table.number)]
    if len(seat_scores) != len(table.seats):
        raise EventError(
            f"{len(seat_scores)} scores were entered for {len(table.seats)} seats", where=where
        )
    return seat_scores


def progressive_credit(
    rounds: Sequence[Round],
    facts: Mapping[tuple[int, int], Sequence[Mapping[str, int]]],
    credit: Mapping[str, int],
) -> tuple[dict[Player, int], dict[Player, dict[str, int]]]:
    """Each player's extra credit, and how many of each credited fact it counts.

    `facts[(round, table)]` is, seat 1 first, how often each fact credited that seat in the
    table's hands; `credit` the points a night gives each fact. A player sitting out a round
    has no hands, so no credit from it: the average they are given is the seats' scores.
    """
    points: dict[Player, int] = {}
    counts: dict[Player, dict[str, int]] = {}
    for round_ in rounds:
        for table in round_.tables:
            seat_facts = facts.get((round_.number, table.number), ())
            for seat, player in enumerate(table.seats):
                mine = counts.setdefault(player, dict.fromkeys(credit, 0))
                points.setdefault(player, 0)
                happened = seat_facts[seat] if seat < len(seat_facts) else {}
                for fact, worth in credit.items():
                    times = happened.get(fact, 0)
                    mine[fact] += times
                    points[player] += worth * times
    return points, counts
