"""What a Hearts score sheet records for the rules' hand events (`scoring.events`), and the
facts it gives them.

A sheet records the points (or the counting cards) each seat took. An event may need more:
each event of the vocabulary says what a sheet must record to judge it
(`rulesets.constructs.events.Event.sheet`): the tricks each seat took (a player who takes no
trick), the seat that took the last trick, or the cards each seat took (a player who takes
the J♦). The sheet asks for each only when the rules score such an event, and refuses it
otherwise, so a table writes down nothing it does not need.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.cards import Card
from engine.core.events import sheet_needs
from engine.formats.sheet import HeartsSheetHand as SheetHandForm
from engine.games.hearts.terms import HeartsTerms
from rulesets.constructs.card_values import cards_matching
from rulesets.constructs.events import HandFacts

__all__ = ["event_cards", "events_ask", "read_event_facts"]

_ASKED = {
    "tricks": "the tricks each seat took",
    "last_trick": "the seat that took the last trick",
    "cards": "the cards each seat took",
}


def events_ask(terms: HeartsTerms) -> frozenset[str]:
    """What the sheet must record for the rules' events: `tricks`, `last_trick`, `cards`."""
    return frozenset(asked for event in terms.events for asked in sheet_needs(event))


def event_cards(terms: HeartsTerms) -> set[Card]:
    """The cards the events name (`took_cards`): a sheet of cards lists them too."""
    pack = [str(card) for card in terms.pack]
    named = (cards_matching(event.cards, pack) for event in terms.events if event.cards)
    return {Card.parse(card) for cards in named for card in cards}


def read_event_facts(
    terms: HeartsTerms,
    form: SheetHandForm,
    penalty: Sequence[int],
    taken: Sequence[Sequence[Card]] | None,
    found: list[tuple[str, str]],
) -> HandFacts | None:
    """The hand's facts for its events (None without events); appends a problem for each
    record the events need and the hand lacks, or that it has and no event needs."""
    asked = events_ask(terms)
    _check_asked(asked, form, taken is not None, found)
    if not terms.events:
        return None
    count = terms.table.count
    tricks = tuple(form.tricks) if form.tricks is not None else (0,) * count
    if form.tricks is not None:
        _check_tricks(terms, tricks, found)
    cards = tuple(frozenset(str(card) for card in held) for held in taken or [[]] * count)
    last = None if form.last_trick is None else form.last_trick - 1
    return HandFacts(tricks=tricks, cards=cards, points=tuple(penalty), last_trick=last)


def _check_asked(
    asked: frozenset[str], form: SheetHandForm, has_cards: bool, found: list[tuple[str, str]]
) -> None:
    for name in ("tricks", "last_trick"):
        written = getattr(form, name) is not None
        if name in asked and not written:
            found.append(
                (
                    name,
                    f"these rules score an event on {_ASKED[name]} (scoring.events):"
                    f" write {_ASKED[name]}",
                )
            )
        if written and name not in asked:
            found.append((name, "no event of these rules needs it (scoring.events): leave it out"))
    if "cards" in asked and not has_cards:
        found.append(
            (
                "points",
                "these rules score an event on the cards a seat took (scoring.events): write the"
                " cards each seat took instead of the points",
            )
        )


def _check_tricks(
    terms: HeartsTerms, tricks: tuple[int, ...], found: list[tuple[str, str]]
) -> None:
    count = terms.table.count
    if len(tricks) != count:
        found.append(("tricks", f"one number per seat: {count}, not {len(tricks)}"))
    elif sum(tricks) != terms.hand_size:
        found.append(
            ("tricks", f"the tricks add up to {sum(tricks)}; a hand has {terms.hand_size}")
        )
