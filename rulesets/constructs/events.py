"""Hand events that score: bonuses and penalties, each `when` one event of a fixed vocabulary.

    events:
      - {when: took_no_trick, score: -5}                          # a player who takes no trick
      - {when: took_cards, cards: JD, score: -10, absorbed_by_moon: true}
      - {when: made_contract, at_least: 4, per: overtrick, score: -10}

`EVENTS` is the vocabulary, one entry per event: its name, its words, what a game needs for
it to happen at all (tricks, a contract, a nil bid, a moon), the measure its `at_least` /
`at_most` range bounds, and how to tell from a finished hand's facts (`HandFacts`) whether it
happened to a side. The JSON Schema, the checks, the rulebook, the diff, the editor and the
engine all read this one table, so a new event is one entry here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Any, Final

from pydantic import AfterValidator, Field, Strict

from rulesets.base import Count, Flag, Points, RuleModel, RulePath
from rulesets.constructs.card_values import CardPattern, cards_matching, pattern_words

__all__ = [
    "EVENTS",
    "Combine",
    "Event",
    "EventName",
    "HandEvent",
    "HandFacts",
    "Per",
    "Recipient",
    "event_problems",
    "event_words",
    "events_section",
    "events_phrase",
    "short_words",
]


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a finished hand tells the events, per side (0-based; in a game without partners
    each player is a side). A game builds it from its hand or its score sheet."""

    tricks: tuple[int, ...]
    """Tricks each side took."""
    cards: tuple[frozenset[str], ...]
    """The cards in each side's tricks (house-rules notation: `QS`)."""
    points: tuple[int, ...]
    """The card points each side took (its card-value table); 0 in a game without them."""
    last_trick: int | None = None
    """The side that took the last trick."""
    shot: int | None = None
    """The side that shot the moon (or the sun) this hand, if one did."""
    bids: tuple[int | None, ...] = ()
    """Each side's contract in tricks (None: no contract); empty in a game without bids."""
    nils: tuple[bool | None, ...] = ()
    """Per side: True when its nils were made, False when one failed, None without one."""
    counted: tuple[int, ...] = ()
    """Per side, the tricks counted toward its contract when a game counts other than every
    trick it took (a nil bidder's tricks in Spades); empty: `tricks`."""
    made_contracts: tuple[bool | None, ...] = ()
    """Per side, whether it made its contract as the game judged it (a team bid, bemo);
    empty: counted tricks at least the bid."""
    alone: tuple[bool, ...] = ()
    """Per side, whether one of its players played the hand alone, the partner sitting out
    (Euchre's loner or lone defender); empty in a game where nobody does."""

    def over(self, side: int) -> int:
        """Tricks over the side's contract (0 without one, or short of it)."""
        bid = self.bid(side)
        return max(0, self.counted_tricks(side) - bid) if bid is not None else 0

    def under(self, side: int) -> int:
        """Tricks short of the side's contract (0 without one, or when made)."""
        bid = self.bid(side)
        return max(0, bid - self.counted_tricks(side)) if bid is not None else 0

    def counted_tricks(self, side: int) -> int:
        """The tricks counted toward the side's contract."""
        return self.counted[side] if self.counted else self.tricks[side]

    def bid(self, side: int) -> int | None:
        """The side's contract, None without one."""
        return self.bids[side] if self.bids else None

    def made(self, side: int) -> bool | None:
        """Whether the side made its contract; None without one."""
        if self.made_contracts:
            return self.made_contracts[side]
        bid = self.bid(side)
        return None if bid is None else self.counted_tricks(side) >= bid


Happened = Callable[[HandFacts, "HandEvent", int], bool]
Measure = Callable[[HandFacts, int], int]


@dataclass(frozen=True)
class Event:
    """One word of the vocabulary."""

    says: str
    """What happened, after "a player who" / "a side that": `takes no trick`. `{cards}` is
    the event's cards in words."""
    happened: Happened
    """Whether it happened to a side in a finished hand."""
    needs: frozenset[str] = frozenset({"tricks"})
    """What a game must have for it to happen at all: `tricks`, `cards` (who took which
    card), `points` (card points counted per side, as Rook's counters), `contract`, `nil`,
    `moon`, `loner` (a player who plays alone)."""
    measure: Measure | None = None
    """The number its `at_least` / `at_most` bound, if it has one."""
    measured: str = ""
    """That number in words, for a range: `tricks over its contract`."""
    takes_cards: bool = False
    """Whether it names cards (`cards:`)."""
    sheet: frozenset[str] = frozenset({"tricks"})
    """What a score sheet must record to judge it, beyond the points or cards it always
    records: `tricks` (each seat's tricks), `last_trick` (the seat that took it), `cards`
    (the cards each seat took)."""


def _took(facts: HandFacts, event: HandEvent, side: int) -> bool:
    # The cards of the hand are every card taken: a pattern names those of this pack only.
    wanted = set(cards_matching(event.cards or "", sorted(set().union(*facts.cards))))
    return bool(wanted) and wanted <= facts.cards[side]


EVENTS: Final[dict[str, Event]] = {
    "took_no_trick": Event("takes no trick", lambda f, e, s: f.tricks[s] == 0),
    "took_every_trick": Event(
        "takes every trick", lambda f, e, s: f.tricks[s] == sum(f.tricks) > 0
    ),
    "took_last_trick": Event(
        "takes the last trick",
        lambda f, e, s: f.last_trick == s,
        needs=frozenset({"tricks", "cards"}),
        sheet=frozenset({"last_trick"}),
    ),
    "took_tricks": Event(
        "takes tricks",
        lambda f, e, s: True,
        measure=lambda f, s: f.tricks[s],
        measured="tricks taken",
    ),
    "took_every_point": Event(
        "takes every point",
        lambda f, e, s: f.points[s] > 0 and not any(f.points[:s] + f.points[s + 1 :]),
        needs=frozenset({"points"}),
        sheet=frozenset(),
    ),
    "took_cards": Event(
        "takes {cards}",
        _took,
        needs=frozenset({"cards"}),
        takes_cards=True,
        sheet=frozenset({"cards"}),
    ),
    "made_contract": Event(
        "makes its contract",
        lambda f, e, s: f.made(s) is True,
        needs=frozenset({"contract"}),
        sheet=frozenset(),
        measure=lambda f, s: f.over(s),
        measured="tricks over its contract",
    ),
    "failed_contract": Event(
        "fails its contract",
        lambda f, e, s: f.made(s) is False,
        needs=frozenset({"contract"}),
        sheet=frozenset(),
        measure=lambda f, s: f.under(s),
        measured="tricks short of its contract",
    ),
    "made_contract_of": Event(
        "makes a contract",
        lambda f, e, s: f.made(s) is True,
        needs=frozenset({"contract"}),
        sheet=frozenset(),
        measure=lambda f, s: f.bid(s) or 0,
        measured="tricks bid",
    ),
    "failed_contract_of": Event(
        "fails a contract",
        lambda f, e, s: f.made(s) is False,
        needs=frozenset({"contract"}),
        sheet=frozenset(),
        measure=lambda f, s: f.bid(s) or 0,
        measured="tricks bid",
    ),
    "took_times_contract": Event(
        "takes a multiple of its contract",
        lambda f, e, s: bool(f.bid(s)),
        needs=frozenset({"contract"}),
        sheet=frozenset(),
        measure=lambda f, s: f.counted_tricks(s) // (f.bid(s) or 1),
        measured="times its contract in tricks",
    ),
    "made_nil": Event(
        "makes a nil",
        lambda f, e, s: bool(f.nils) and f.nils[s] is True,
        needs=frozenset({"nil"}),
        sheet=frozenset(),
    ),
    "failed_nil": Event(
        "fails a nil",
        lambda f, e, s: bool(f.nils) and f.nils[s] is False,
        needs=frozenset({"nil"}),
        sheet=frozenset(),
    ),
    "shot_the_moon": Event(
        "shoots the moon", lambda f, e, s: f.shot == s, needs=frozenset({"moon"}), sheet=frozenset()
    ),
    "played_alone": Event(
        "plays the hand alone",
        lambda f, e, s: bool(f.alone) and f.alone[s],
        needs=frozenset({"tricks", "loner"}),
        measure=lambda f, s: f.tricks[s],
        measured="tricks taken",
    ),
}
"""The vocabulary of hand events, by name (see the module docstring)."""


def _check_event(name: str) -> str:
    if name not in EVENTS:
        raise ValueError(f"{name!r} is not an event; the events are: {', '.join(EVENTS)}")
    return name


def _event_enum(schema: dict[str, Any]) -> None:
    # Read when the schema is made, not when this module is imported: a new entry in
    # EVENTS is in the schema without another edit.
    schema["enum"] = list(EVENTS)


EventName = Annotated[
    str,
    Strict(),
    Field(max_length=40, json_schema_extra=_event_enum),
    AfterValidator(_check_event),
]
"""The name of an event of the vocabulary (`EVENTS`)."""


class Per(StrEnum):
    """What the score is multiplied by."""

    HAND = "hand"
    """Nothing: the score once."""
    TRICK = "trick"
    """The tricks the side took in the hand."""
    POINT = "point"
    """The card points the side took in the hand."""
    OVERTRICK = "overtrick"
    """The tricks it took over its contract (its bags)."""
    UNDERTRICK = "undertrick"
    """The tricks it fell short of its contract."""
    BID = "bid"
    """The tricks of its contract."""
    CARD_DEALT = "card_dealt"
    """The cards dealt to each player: the tricks of the hand, whoever took them (Oh Hell's
    "adjusted zero bid" scores 5 and a point a card)."""

    @property
    def counts_tricks(self) -> bool:
        """Whether it counts tricks taken, which a score sheet must then record."""
        return self in (Per.TRICK, Per.CARD_DEALT)


class Recipient(StrEnum):
    """Who scores it."""

    SIDE = "side"
    """The player (or side) it happened to."""
    OTHERS = "others"
    """Every other player (or side)."""


class Combine(StrEnum):
    """How it goes with the hand's other scoring."""

    ADD = "add"
    """In addition to what the hand scores otherwise."""
    INSTEAD = "instead"
    """Instead of it: the player (or side) it happened to scores nothing else for the hand."""


_NEEDS_CONTRACT: Final = frozenset({Per.OVERTRICK, Per.UNDERTRICK, Per.BID})


class HandEvent(RuleModel):
    """A bonus or a penalty: when an event happens in a hand, someone scores."""

    when: EventName
    """The event: one name of the vocabulary of events (the schema lists them; an error
    names them all)."""
    cards: CardPattern | None = None
    """With `when: took_cards` only: the cards to take, all of them (one card `QH`, a suit
    `hearts`, a rank `queens`)."""
    at_least: Count | None = None
    """Only when the event's number (tricks over or short of the contract, the contract's
    size, tricks taken) is at least this. `null`: no lower bound."""
    at_most: Count | None = None
    """Only when the event's number is at most this. `null`: no upper bound."""
    score: Points
    """The points scored (a penalty is negative)."""
    per: Per = Per.HAND
    """What the score is multiplied by."""
    to: Recipient = Recipient.SIDE
    """Who scores it."""
    combine: Combine = Combine.ADD
    """How it goes with the hand's other scoring."""
    absorbed_by_moon: Flag = False
    """Whether it scores nothing in a hand where someone shoots the moon (or the sun)."""

    def happened(self, facts: HandFacts, side: int) -> bool:
        """Whether the event happened to `side` (in its range, if it has one)."""
        event = EVENTS[self.when]
        if not event.happened(facts, self, side):
            return False
        if event.measure is None:
            return True
        number = event.measure(facts, side)
        low_ok = self.at_least is None or number >= self.at_least
        return low_ok and (self.at_most is None or number <= self.at_most)


def event_problems(
    events: Sequence[HandEvent],
    features: frozenset[str],
    pack: Sequence[str],
    path: RulePath,
    off: Mapping[str, str] | None = None,
) -> list[tuple[RulePath, str]]:
    """Events a game of these `features` and this pack can never score, with their paths.
    `off` names, for a feature the rules switched off, the option that did (`moon`:
    `scoring.moon`), so the problem names both options."""
    problems: list[tuple[RulePath, str]] = []
    switched = dict(off or {})
    for index, item in enumerate(events):
        problems.extend(
            ((*path, index, key), _naming(text, switched))
            for key, text in _problems(item, features, pack)
        )
    return problems


def _naming(text: str, off: dict[str, str]) -> str:
    for feature, option in off.items():
        if text.endswith(f"no {feature}") or text.endswith(f"shoots the {feature} in this game"):
            return f"{text} ({option})"
    return text


def _problems(
    item: HandEvent, features: frozenset[str], pack: Sequence[str]
) -> list[tuple[str, str]]:
    event, found = EVENTS[item.when], []
    missing = sorted(event.needs - features)
    if missing:
        found.append(("when", f"{item.when} can never happen in this game: it has no {missing[0]}"))
    if event.takes_cards and item.cards is None:
        found.append(("cards", f"{item.when} needs the cards to take (cards)"))
    if not event.takes_cards and item.cards is not None:
        found.append(("cards", f"{item.when} takes no cards: leave cards out"))
    if item.cards is not None and not cards_matching(item.cards, pack):
        found.append(("cards", f"{item.cards!r} names no card in this pack (deck options)"))
    found.extend(_range_problems(item, event))
    if item.per in _NEEDS_CONTRACT and "contract" not in features:
        found.append(("per", f"per {item.per.value}: this game has no contract"))
    if item.absorbed_by_moon and "moon" not in features:
        found.append(("absorbed_by_moon", "nobody shoots the moon in this game"))
    return found


def _range_problems(item: HandEvent, event: Event) -> list[tuple[str, str]]:
    bounded = item.at_least is not None or item.at_most is not None
    if bounded and event.measure is None:
        key = "at_least" if item.at_least is not None else "at_most"
        return [(key, f"{item.when} has no number to bound: leave at_least and at_most out")]
    if item.at_least is not None and item.at_most is not None and item.at_least > item.at_most:
        return [("at_most", f"at_most {item.at_most} is below at_least {item.at_least}")]
    return []


def event_words(item: HandEvent, who: str, contract_in: str = "tricks") -> str:
    """The event as a sentence: `A player who takes no trick scores −5.` `who` is `player`
    or `side`; `contract_in` what a contract counts (`points` in Rook)."""
    event = EVENTS[item.when]
    says = event.says.format(cards=_cards_words(item.cards))
    span = _range_words(item, event)
    if "contract" in event.needs:
        span = span.replace("tricks", contract_in)
    subject = f"A {who} {'who' if who == 'player' else 'that'} {says}{span}"
    others = f"every other {who} scores" if item.to is Recipient.OTHERS else "scores"
    score = f"{'+' if item.score > 0 else '−' if item.score < 0 else ''}{abs(item.score)}"
    unit = "" if item.per is Per.HAND else f" per {item.per.value.replace('_', ' ')}"
    if contract_in != "tricks" and item.per in _NEEDS_CONTRACT:
        unit = " per " + _PER_POINT[item.per]
    tail = " instead of its other points" if item.combine is Combine.INSTEAD else ""
    moon = " (nothing when someone shoots the moon)" if item.absorbed_by_moon else ""
    joiner = ", " if item.to is Recipient.OTHERS else " "
    return _possessive(f"{subject}{joiner}{others} {score}{unit}{tail}{moon}.", who)


def _possessive(sentence: str, who: str) -> str:
    # A side is "it", a player a person: "a player who fails their contract".
    return re.sub(r"\bits\b", "their", sentence) if who == "player" else sentence


_PER_POINT: Final = {
    Per.OVERTRICK: "point over its bid",
    Per.UNDERTRICK: "point short of its bid",
    Per.BID: "point of its bid",
}
"""A per-contract unit where a contract counts points (Rook)."""


def _cards_words(pattern: str | None) -> str:
    if pattern is None:
        return "the cards"
    words = pattern_words(pattern)
    return words if words.startswith(("every", "the ")) else "the " + words


def _range_words(item: HandEvent, event: Event) -> str:
    low, high = item.at_least, item.at_most
    if low is None and high is None:
        return ""
    if high == 0 or (low is not None and low == high):
        # Every measure counts from 0, so "0 or fewer" is exactly 0.
        span = str(high)
    elif low is not None and high is not None:
        span = f"{low} to {high}"
    else:
        span = f"{low} or more" if low is not None else f"{high} or fewer"
    return f" with {span} {event.measured}"


def events_section(
    events: Sequence[HandEvent], who: str, contract_in: str = "tricks"
) -> tuple[str, list[str]] | None:
    """The rulebook's "Bonuses and penalties" section, or None without events."""
    if not events:
        return None
    lines = [event_words(item, who, contract_in) for item in events]
    return ("Bonuses and penalties", [" ".join(["After the cards are scored:", *lines])])


def events_phrase(events: Sequence[HandEvent], who: str, contract_in: str = "tricks") -> str:
    """The events as a diff's value, one sentence each, or `none`."""
    return " ".join(event_words(item, who, contract_in) for item in events) or "none"


def short_words(item: HandEvent) -> str:
    """The event for a one-line summary: `took no trick −5`, `took Q♥ +10 others`."""
    says = item.when.replace("_", " ")
    if item.cards is not None:
        says = f"{says} {_cards_words(item.cards).removeprefix('the ')}"
    score = f"{'+' if item.score > 0 else '−' if item.score < 0 else ''}{abs(item.score)}"
    unit = "" if item.per is Per.HAND else f"/{item.per.value}"
    return f"{says} {score}{unit}" + (" others" if item.to is Recipient.OTHERS else "")
