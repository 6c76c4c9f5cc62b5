"""A match log read as a score sheet, hand by hand: each side's bids, tricks, score, bags and
running total, what happened to each nil, penalties and renege calls; and the card-by-card
play when the log has it.

It reads the JSON the engine writes (docs/match-log.md): card-level and score-sheet logs alike,
for every game. Whether the highest or the lowest score wins comes from the game's rules
family (`RulesFamily.lowest_wins`), and words the leader and the result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from engine.games.rook.sheet import TRUMP_NAMES
from rulesets.families import rules_family

__all__ = [
    "SideHeading", "SideLine", "HandLine", "Trick", "Sheet", "read_sheet", "card_text",
    "seat_names",
]  # fmt: skip

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
PLUS = "\u2009+\u2009"


def seat_names(seats: Sequence[Mapping[str, Any]]) -> list[str]:
    """The name at each seat of a match: a person at a table, a user, or a bot."""
    return [str(seat.get("player") or seat.get("user") or seat.get("bot") or "?") for seat in seats]


def card_text(card: str) -> str:
    """A card as players write it: `QS` → `Q♠`; jokers, the Rook and Rook-pack cards as
    they are."""
    if len(card) >= 2 and card[-1] in SUITS and card[:-1] not in {"B", "L"}:
        return card[:-1] + SUITS[card[-1]]
    return card


def signed(points: Any) -> str:
    """Points with their sign: `+72`, `−149` (a true minus sign), `0`."""
    value = float(points)
    text = str(points).lstrip("-")
    return f"+{text}" if value > 0 else f"−{text}" if value < 0 else "0"


def total(points: Any) -> str:
    value = float(points)
    return f"−{str(points).lstrip('-')}" if value < 0 else str(points)


@dataclass(frozen=True)
class SideHeading:
    """A side's column heading: its number, seats and players."""

    number: int
    seats: list[int]
    players: list[str]

    @property
    def title(self) -> str:
        """`Side 1 (seats 1 & 3)`; `Seat 2` in a game where every player is a side."""
        if len(self.seats) == 1:
            return f"Seat {self.seats[0]}"
        seats = " & ".join(str(seat) for seat in self.seats)
        return f"Side {self.number} (seats {seats})"


@dataclass(frozen=True)
class SideLine:
    """One side's part of one hand."""

    bid: str
    took: str
    points: str
    bags: str
    total: str
    made: bool | None


@dataclass(frozen=True)
class Trick:
    """One trick of the card-by-card play: the cards in the order played, from the leader."""

    number: int
    leader: int
    cards: list[str]
    winner: int


@dataclass
class HandLine:
    """One hand of the sheet."""

    number: int
    dealer: int | None
    sides: list[SideLine]
    notes: list[str] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    thrown_in: bool = False


REASONS = {
    "target": "reached the target",
    "losing_score": "the other side fell to the losing score",
    "hands": "most points after the last hand",
    "sets": "set too many times",
    "forfeit": "forfeit",
}
LOWEST_REASONS = {
    **REASONS,
    "target": "the lowest score when a player reached the end score",
    "hands": "the lowest score after the last hand",
}
"""A result's reason in a game where the lowest score wins (Hearts)."""


@dataclass(frozen=True)
class PaperStart:
    """The standing a sheet continued from paper starts from (the log's `start`), in words a
    table reads: each side's score, its bags and sets where the paper counted them, and how
    many hands the paper holds."""

    scores: list[str]
    bags: list[int]
    sets: list[int]
    hands_played: int

    @property
    def sides(self) -> list[str]:
        """`Side 1: 420 (8 bags)`, one entry per side (per seat where every player is one)."""
        words = []
        for side, score in enumerate(self.scores):
            extra = _counted(self.bags, side, "bag") + _counted(self.sets, side, "set")
            words.append(f"Side {side + 1}: {score}" + (f" ({', '.join(extra)})" if extra else ""))
        return words


def _counted(counts: list[int], side: int, noun: str) -> list[str]:
    count = counts[side] if side < len(counts) else 0
    return [f"{count} {noun}{'s' if count != 1 else ''}"] if count else []


def paper_start(log: Mapping[str, Any] | None) -> PaperStart | None:
    """The log's `start` (a match continued from paper), or None when it starts from 0."""
    start = (log or {}).get("start")
    if not start:
        return None
    return PaperStart(
        [total(score) for score in start["scores"]],
        list(start.get("bags") or []),
        list(start.get("sets") or []),
        int(start.get("hands_played") or 0),
    )


@dataclass(frozen=True)
class Sheet:
    """The whole sheet: the sides, every hand, and the totals after the last one."""

    sides: list[SideHeading]
    hands: list[HandLine]
    totals: list[str]
    seats: list[str]
    scores: list[float] = field(default_factory=list)
    """The totals after the last hand, as numbers."""
    lowest_wins: bool = False
    """Whether the lowest score wins (the game's rules family says)."""
    start: PaperStart | None = None
    """The paper standing the sheet continues from, shown above hand 1."""
    bags_counted: bool | None = None
    """Whether the match's rules count bags (its game's `RulesFamily.counts_bags`); None:
    not known, read from the log."""

    @property
    def has_play(self) -> bool:
        return any(hand.tricks for hand in self.hands)

    @property
    def has_bags(self) -> bool:
        """Whether the rules count bags (Spades' usually do, Rook's never): the column is
        shown. Without the rules, whether the log has bags at all."""
        if self.bags_counted is not None:
            return self.bags_counted
        return any(line.bags for hand in self.hands for line in hand.sides)

    @property
    def has_bids(self) -> bool:
        """Whether any hand has a bid (Hearts has none): the column is shown."""
        return any(line.bid for hand in self.hands for line in hand.sides)

    @property
    def columns(self) -> int:
        """Columns per side: (bid,) took, score, (bags,) total."""
        return 3 + self.has_bids + self.has_bags

    @property
    def width(self) -> int:
        """Columns of all the sides together."""
        return self.columns * len(self.sides)

    @property
    def standing(self) -> list[tuple[str, str]]:
        """Each side's players and total after the last hand."""
        return [
            (" & ".join(side.players) or f"Side {side.number}", total)
            for side, total in zip(self.sides, self.totals, strict=False)
        ]

    @property
    def leading(self) -> str:
        """Who leads after the last hand, by the game's way of winning: `Cat leads (the
        lowest score wins)`; empty before the first hand or while everyone is level."""
        if not self.scores or len(set(self.scores)) == 1:
            return ""
        best = min(self.scores) if self.lowest_wins else max(self.scores)
        shown = [name for name, _ in self.standing]
        by_side = len(set(shown)) < len(shown)  # bots of one kind: name the sides
        if by_side:
            titles = [side.title for side in self.sides]
            shown = [f"{title} ({name})" for title, name in zip(titles, shown, strict=False)]
        names = [name for name, score in zip(shown, self.scores, strict=False) if score == best]
        plural = len(names) > 1 or (" & " in names[0] and not by_side)
        verb = "lead" if plural else "leads"
        way = "the lowest score wins" if self.lowest_wins else "the highest score wins"
        return f"{' and '.join(names)} {verb} ({way})"

    def result_text(self, result: Mapping[str, Any] | None) -> str:
        """The outcome in words: `Won by side 2 (Ben & Dan): reached the target.`"""
        if not result or not result.get("winners"):
            return ""
        headings = {side.number: side for side in self.sides}
        winners = " and ".join(_winner(n, headings.get(n)) for n in result["winners"])
        reasons = LOWEST_REASONS if self.lowest_wins else REASONS
        reason = reasons.get(str(result.get("reason")), str(result.get("reason", "")))
        return f"Won by {winners}: {reason}."


def _winner(number: int, side: SideHeading | None) -> str:
    """`side 2 (Ben & Dan)`; `seat 3 (Cat)` where every player is a side."""
    if side is not None and len(side.seats) == 1:
        name = f" ({side.players[0]})" if side.players and side.players[0] else ""
        return f"seat {side.seats[0]}{name}"
    players = " & ".join(side.players) if side else ""
    return f"side {number} ({players})" if players else f"side {number}"


def read_sheet(log: Mapping[str, Any], rules: BaseModel | None = None) -> Sheet:
    """The score sheet of a match log (with its derived facts: `score`, `standing`), under
    the match's `rules` when given (whether they count bags)."""
    players = [str(seat.get("player", "")) for seat in log.get("seats", [])]
    hands = [_hand(raw, number, players) for number, raw in enumerate(log["hands"], start=1)]
    sides = _headings(log, players)
    standing = next(
        (raw["standing"] for raw in reversed(log["hands"]) if raw.get("standing")), None
    )
    scores = [float(score) for score in standing["scores"]] if standing else []
    totals = [total(score) for score in standing["scores"]] if standing else ["0"] * len(sides)
    return Sheet(
        sides, hands, totals, players, scores, _lowest_wins(log), paper_start(log),
        _bags_counted(rules),
    )  # fmt: skip


def _bags_counted(rules: BaseModel | None) -> bool | None:
    if rules is None:
        return None
    counts = rules_family(rules).counts_bags
    return counts is not None and counts(rules)


def _lowest_wins(log: Mapping[str, Any]) -> bool:
    """Whether the lowest score wins the log's game (a log without its game: the highest)."""
    game = log.get("game")
    return bool(game) and rules_family(str(game)).lowest_wins


def _headings(log: Mapping[str, Any], players: list[str]) -> list[SideHeading]:
    for raw in log["hands"]:
        if raw.get("score"):
            return [
                SideHeading(side["side"], side["seats"], [players[s - 1] for s in side["seats"]])
                for side in raw["score"]["sides"]
            ]
    return []


def _hand(raw: Mapping[str, Any], number: int, players: list[str]) -> HandLine:
    score, standing = raw.get("score"), raw.get("standing") or {}
    bids = raw.get("bids") or [None] * len(players)
    taken = raw.get("tricks_taken") or []
    line = HandLine(raw.get("number", number), raw.get("dealer"), [])
    if score is None:
        line.thrown_in = True
        line.notes.append("Thrown in and redealt: not scored.")
        return line
    for index, side in enumerate(score["sides"]):
        line.sides.append(_side(side, bids, taken, standing, index, _declared(score, side)))
        line.notes.extend(_side_notes(side, players))
    line.notes.extend(_shot_notes(score, players))
    if "declarer" in score:
        line.notes.append(_rook_note(score, raw.get("trump"), players))
        line.notes.extend(_count_notes(raw, players))
    line.notes.extend(_renege_notes(raw.get("reneges") or [], players))
    line.notes.extend(
        f"{_sentence(_who(shown['seat'], players))} exposed the {shown['card']} face up."
        for shown in raw.get("exposed") or []
    )
    line.notes.extend(f"Side {side} forfeits the match." for side in score.get("forfeits", []))
    # A played hand's tricks are the tricks gathered; a score sheet's, each seat's count.
    tricks = raw.get("tricks") or []
    played = [trick for trick in tricks if isinstance(trick, Mapping)]
    if "declarer" not in score:
        line.notes.extend(_event_notes(raw, [t for t in tricks if isinstance(t, int)], players))
    line.tricks = [_trick(n, trick) for n, trick in enumerate(played, start=1)]
    return line


def _declared(score: Mapping[str, Any], side: Mapping[str, Any]) -> str | None:
    """Rook: the winning bid, on the declarer's side."""
    if score.get("declarer") in side["seats"]:
        return str(score["bid"])
    return None


def _side(
    side: Mapping[str, Any],
    bids: Sequence[Any],
    taken: Sequence[int],
    standing: Any,
    index: int,
    declared: str | None,
) -> SideLine:
    seats = side["seats"]
    # Thin spaces around the plus: the sheet must fit a phone.
    bid = PLUS.join("–" if bids[s - 1] is None else str(bids[s - 1]) for s in seats)
    took = PLUS.join(str(taken[s - 1]) for s in seats) if taken else str(side.get("taken", ""))
    scores = standing.get("scores") or []
    return SideLine(
        # A side with a contract (Spades) or a bid of its own in its score shows its bids.
        bid=bid if "contract" in side or "bid" in side else declared or "",
        took=took,
        points=signed(side["points"]),
        bags=str(side.get("bags_after", "")),
        total=total(scores[index]) if index < len(scores) else "",
        made=side.get("made"),
    )


def _who(seat: int, players: list[str]) -> str:
    name = players[seat - 1] if 0 < seat <= len(players) else ""
    return f"seat {seat} ({name})" if name else f"seat {seat}"


def _side_notes(side: Mapping[str, Any], players: list[str]) -> list[str]:
    notes = []
    for nil in side.get("nils", []):
        result = "made" if nil["made"] else "failed"
        bid = str(nil["bid"]).capitalize()
        notes.append(f"{bid} by {_who(nil['seat'], players)} {result}: {signed(nil['points'])}.")
    if side.get("made") is False and side.get("contract"):
        notes.append(
            f"Side {side['side']} set: bid {side['contract']}, counted {side['tricks']} tricks."
        )
    penalties = int(side.get("bag_penalties", 0))
    if penalties:
        times = "" if penalties == 1 else f" ×{penalties}"
        notes.append(f"Side {side['side']} reached the bag limit: bag penalty{times}.")
    return notes


def _shot_notes(score: Mapping[str, Any], players: list[str]) -> list[str]:
    """A shot moon or sun (every penalty card, or every trick, taken by one player), and the
    points a doubling card doubled, as a hand's score records them."""
    notes = []
    shot = score.get("shot")
    if shot:
        who = _sentence(_who(shot["seat"], players))
        points = {side["seats"][0]: side["points"] for side in score["sides"]}
        if shot.get("scored") == "shooter_subtracts":
            how = f"scored {signed(points.get(shot['seat'], 0))}"
        else:
            others = [p for seat, p in points.items() if seat != shot["seat"]]
            how = f"every other player scored {signed(max(others, default=0))}"
        notes.append(f"{who} shot the {shot['kind']}: {how}.")
    if score.get("doubled"):
        notes.append(f"The points of {_who(score['doubled'], players)} were doubled.")
    return notes


def _sentence(words: str) -> str:
    # Not str.capitalize(): it would lower-case the player's name.
    return words[:1].upper() + words[1:]


def _rook_note(score: Mapping[str, Any], trump: Any, players: list[str]) -> str:
    named = f" in {TRUMP_NAMES.get(str(trump), trump)}" if trump else ""
    outcome = "made it" if score["made"] else "was set"
    who = _sentence(_who(score["declarer"], players))
    return f"{who} declared {score['bid']}{named} and {outcome}."


def _event_notes(raw: Mapping[str, Any], counts: list[int], players: list[str]) -> list[str]:
    """What a score sheet wrote for the rules' hand events beside the points (Hearts): each
    player's tricks and who took the last trick."""
    notes = []
    if counts:
        names = [*players, *[""] * len(counts)]
        each = ", ".join(f"{names[s] or f'seat {s + 1}'} {n}" for s, n in enumerate(counts))
        notes.append(f"Tricks taken: {each}.")
    if raw.get("last_trick") and ("points" in raw or "cards" in raw):
        notes.append(f"{_sentence(_who(raw['last_trick'], players))} took the last trick.")
    return notes


def _count_notes(raw: Mapping[str, Any], players: list[str]) -> list[str]:
    """What a Rook score sheet wrote beside the points: the last trick, the discards."""
    notes = []
    if raw.get("last_trick") and "points" in raw:
        notes.append(f"{_sentence(_who(raw['last_trick'], players))} took the last trick.")
    if raw.get("discarded"):
        notes.append(f"{raw['discarded']} points of counters discarded, out of play.")
    return notes


def _renege_notes(reneges: Sequence[Mapping[str, Any]], players: list[str]) -> list[str]:
    notes = []
    for call in reneges:
        trick = f" in trick {call['trick']}" if call.get("trick") else ""
        caught = str(call.get("caught", "after_gathered")).replace("_", " ")
        notes.append(
            f"Renege by {_who(call['offender'], players)}{trick}, called by "
            f"{_who(call['claimant'], players)} ({caught})."
        )
    return notes


def _trick(number: int, trick: Mapping[str, Any]) -> Trick:
    cards = [card_text(card) for card in trick["cards"]]
    return Trick(number, trick["leader"], cards, trick["winner"])
