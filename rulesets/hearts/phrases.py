"""Hearts in words: the phrases its rulebook, summary and diff share, so that a change reads
exactly as the rulebook states the rule."""

from __future__ import annotations

from collections.abc import Sequence

from rulesets.hearts.model import (
    FirstLead,
    HeartsLed,
    HeartsRules,
    MoonShot,
    OnlyPointCards,
    PassDirection,
    TenOfHearts,
)
from rulesets.phrases import card_name, cards_phrase, count_word, join_words, number

__all__ = [
    "PASS_DIRECTION",
    "FIRST_LEAD",
    "POINTS_ON_FIRST_TRICK",
    "ONLY_POINT_CARDS",
    "HEARTS_LED",
    "QUEEN_BREAKS",
    "TEN_OF_HEARTS",
    "MOON",
    "removed_phrase",
    "directions_phrase",
    "pass_cards_phrase",
    "first_lead_phrase",
    "card_points_phrase",
    "jack_phrase",
    "sun_phrase",
    "end_score_phrase",
    "lowest_club",
]

PASS_DIRECTION = {
    PassDirection.LEFT: "to the left",
    PassDirection.RIGHT: "to the right",
    PassDirection.ACROSS: "across",
    PassDirection.HOLD: "no pass",
}
FIRST_LEAD = {
    FirstLead.TWO_OF_CLUBS: "the holder of the lowest club leads it",
    FirstLead.LEFT_OF_DEALER: "the player after the dealer leads any card",
}
POINTS_ON_FIRST_TRICK = {
    True: "penalty cards may be played to the first trick",
    False: "no penalty card may be played to the first trick",
}
ONLY_POINT_CARDS = {
    OnlyPointCards.ANY_POINT_CARD: "a player with nothing but penalty cards may play any of them",
    OnlyPointCards.HEART_NOT_QUEEN: "a player with nothing but penalty cards plays a heart,"
    " the Q♠ only when they hold no heart",
}
HEARTS_LED = {
    HeartsLed.WHEN_BROKEN: "hearts may be led only once broken, or by a player holding nothing"
    " but hearts",
    HeartsLed.ANY_TIME: "hearts may be led at any time",
}
QUEEN_BREAKS = {
    True: "a heart or the Q♠ played to a trick breaks hearts",
    False: "a heart played to a trick breaks hearts; the Q♠ does not",
}
TEN_OF_HEARTS = {
    TenOfHearts.ORDINARY: "an ordinary heart",
    TenOfHearts.DOUBLES: "doubles its taker's points for the hand",
}
MOON = {
    MoonShot.NOT_PLAYED: "not played: the points count as taken",
    MoonShot.OTHERS_ADD: "every other player scores them, the shooter nothing",
    MoonShot.SHOOTER_SUBTRACTS: "the shooter subtracts them, the others score nothing",
    MoonShot.SHOOTERS_CHOICE: "the shooter chooses: every other player scores them, or the"
    " shooter subtracts them",
}


def removed_phrase(rules: HeartsRules) -> str:
    """The cards taken out, and whether they are the usual ones."""
    removed = rules.deck.removed(rules.players.count)
    usual = " (the usual ones)" if rules.deck.removed_cards is None else ""
    return (cards_phrase(list(removed)) if removed else "none") + usual


def directions_phrase(directions: Sequence[PassDirection]) -> str:
    """The passing cycle: `to the left, to the right, across, no pass, then again`."""
    if not directions:
        return "no passing"
    if len(set(directions)) == 1:
        return f"every hand {PASS_DIRECTION[directions[0]]}"
    return ", ".join(PASS_DIRECTION[direction] for direction in directions) + ", then again"


def pass_cards_phrase(cards: int) -> str:
    return f"{cards} card{'s' if cards != 1 else ''}"


def lowest_club(rules: HeartsRules) -> str:
    """The lowest club in the pack: `2♣`, or `3♣` when the 2♣ is out."""
    clubs = [card for card in rules.pack() if card.endswith("C")]
    return card_name(clubs[0]) if clubs else "lowest club"


def first_lead_phrase(rules: HeartsRules) -> str:
    """Who leads the first trick, naming the club."""
    if rules.play.first_lead is FirstLead.TWO_OF_CLUBS:
        return f"the holder of the {lowest_club(rules)} leads it"
    return FIRST_LEAD[rules.play.first_lead]


def card_points_phrase(value: int, card: str) -> str:
    """A penalty card's points: `13 points`, or `not a penalty card`."""
    return f"{number(value)} points" if value else f"{card_name(card)} is not a penalty card"


def jack_phrase(value: int | None) -> str:
    return "an ordinary card" if value is None else f"{number(value)} points to its taker"


def sun_phrase(value: int | None) -> str:
    return "not played (taking every trick is a moon)" if value is None else f"{value} points"


def end_score_phrase(end: int | None) -> str:
    return "none" if end is None else f"{number(end)} points"


def penalty_cards_phrase(rules: HeartsRules) -> str:
    """`every heart (1 point each) and the Q♠ (13)`."""
    spades = [("QS", rules.scoring.queen_of_spades), ("KS", rules.scoring.king_of_spades)]
    spades.append(("AS", rules.scoring.ace_of_spades))
    named = [f"the {card_name(card)} ({number(value)})" for card, value in spades if value]
    return join_words(["every heart (1 point each)", *named])


def players_phrase(count: int) -> str:
    return f"{count_word(count)} players, every player for themselves"
