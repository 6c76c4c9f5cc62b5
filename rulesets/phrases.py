"""The rulebook's wording: one phrase table or helper per option, and the small helpers that
write numbers, cards and seats as players say them.

They are shared: `rulesets.rulebook` states each rule with them, and `rulesets.diff` words
its changes with them, so a change reads exactly as the rulebook states the rule. Each game's
own wording is in its package (`rulesets.spades.phrases`, `rulesets.rook.phrases`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rulesets.common import (
    BothPastTarget,
    DealerRotation,
    Direction,
    Enforcement,
    FirstDealer,
    Players,
    RenegeCaughtAfter,
    RenegeCaughtBefore,
    Reneges,
    TeamFormat,
    Ties,
    TricksTo,
    When,
)

Section = tuple[str, list[str]]
"""A rulebook section: its heading and its paragraphs."""

MINUS = "\u2212"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
JOKER_NAMES = {"BJ": "big joker", "LJ": "little joker"}
RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")

# --- Shared wording -------------------------------------------------------------------------
# Clauses that read both as a sentence (capitalised) and after a diff label ("Label: a → b").

DIRECTION = {
    Direction.CLOCKWISE: "clockwise (to the left)",
    Direction.COUNTERCLOCKWISE: "counterclockwise (to the right)",
}
DEALER_ROTATION = {
    DealerRotation.NEXT_SEAT: "the deal passes to the next player every hand",
    DealerRotation.SAME_DEALER: "the same seat deals every hand",
}
FIRST_DEALER = {
    FirstDealer.SEAT_1: "Seat 1 deals the first hand",
    FirstDealer.RANDOM: "A seat chosen at random deals the first hand",
    FirstDealer.HIGH_CARD: "Each player draws a card from a shuffled pack of 52, seat 1 first,"
    " and the highest card deals the first hand (aces high, suits equal; players tied for the"
    " highest draw again)",
    FirstDealer.FIRST_DIAMOND: "Cards from a shuffled pack of 52 are dealt face up, one to"
    " each player in turn from seat 1, and the first player dealt a diamond deals the first"
    " hand",
}
"""Who deals first, as the opening of a sentence (`players.first_dealer`)."""
ON_OFF = {True: "on", False: "off"}
BOTH_PAST_TARGET = {
    BothPastTarget.HIGHER_SCORE_WINS: "the higher score wins",
    BothPastTarget.BIDDERS_WIN: "the side that won the auction in that hand wins",
}
TIES = {
    Ties.PLAY_ANOTHER_HAND: "another hand is played, and another, until the tie is broken",
    Ties.SHARED: "the match is shared",
}
ENFORCEMENT = {
    Enforcement.PREVENT: "an illegal card is refused and the player must choose another",
    Enforcement.HONOUR: "an illegal card stands until someone calls the renege",
}
TRICKS_TO = {
    TricksTo.CLAIMANT: "the side that called the renege",
    TricksTo.NOBODY: "nobody: they are taken from the offender only",
}

CAUGHT_BEFORE = {
    RenegeCaughtBefore.CORRECTED: "the card is taken back and a legal card played, with no"
    " other penalty",
    RenegeCaughtBefore.SAME_AS_AFTER: "the same penalty as a renege caught after the trick"
    " is gathered",
}


def cap(text: str) -> str:
    """`text` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def sentence(clause: str) -> str:
    """A clause as a sentence: capitalised, with a full stop."""
    return cap(clause) + "."


def join_words(items: Sequence[str], conjunction: str = "and") -> str:
    """`a`, `a and b`, `a, b and c`."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def number(value: int) -> str:
    """A number with a real minus sign: `500`, `−200`."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def points(value: int) -> str:
    """A gain or loss: `+100`, `−100`, `0`."""
    return f"+{value}" if value > 0 else number(value)


def plus_minus(success: int, failure: int) -> str:
    """A bid's worth: `±100` when symmetric, else `+100/−50`."""
    return f"±{success}" if success == -failure else f"{points(success)}/{points(failure)}"


def tenths(value: int) -> str:
    """A score counted in tenths of a point (Call Break overtricks): 52 reads `5.2`."""
    whole, tenth = divmod(abs(value), 10)
    sign = MINUS if value < 0 else ""
    return f"{sign}{whole}.{tenth}" if tenth else f"{sign}{whole}"


def points_word(count: int) -> str:
    """`1 point`, `10 points`."""
    return f"{count} point{'s' if count != 1 else ''}"


def count_word(count: int) -> str:
    """Small counts in words, as players say them."""
    return _NUMBER_WORDS[count] if 0 < count < len(_NUMBER_WORDS) else str(count)


def card_name(card: str) -> str:
    """`2D` reads `2♦`, `BJ` reads `big joker`."""
    return JOKER_NAMES.get(card) or card[:-1] + SUIT_SYMBOLS[card[-1]]


def cards_phrase(cards: Sequence[str]) -> str:
    """A set of cards: `the 2♣ and the 2♦`, or `none`."""
    return join_words([f"the {card_name(card)}" for card in cards]) or "none"


def promoted_phrase(cards: Sequence[str]) -> str:
    """Promoted cards in their order, which is their rank: `2♦, 2♠ (highest first)`."""
    if not cards:
        return "none"
    names = ", ".join(card_name(card) for card in cards)
    return f"{names} (highest first)" if len(cards) > 1 else names


def rank_word(rank: str) -> str:
    """`A` reads `ace`; numbers stay numbers."""
    return RANK_WORDS.get(rank, rank)


def ranks_phrase(ranks: Sequence[str]) -> str:
    """The ranks in play, highest first."""
    return ", ".join(rank_word(rank) for rank in ranks)


def seats_phrase(side: Sequence[int]) -> str:
    """`seat 5`, `seats 1 and 3`."""
    return ("seats " if len(side) > 1 else "seat ") + join_words([str(seat) for seat in side])


def team_format_phrase(players: Players) -> str:
    """How the players form sides, including a custom team map."""
    if players.teams is TeamFormat.PARTNERSHIPS:
        pairs = players.count // 2
        teams = f"{count_word(pairs)} partnership{'s' if pairs > 1 else ''}"
        return f"{teams}, partners sitting opposite each other"
    if players.teams is TeamFormat.SINGLES:
        return "every player for themselves (cutthroat)"
    sides = " against ".join(seats_phrase(side) for side in players.team_map or [])
    return f"sides set by the club, {sides}"


def side_noun(players: Players) -> str:
    """What scores: a side, or in singles a player."""
    return "player" if players.teams is TeamFormat.SINGLES else "side"


def when_phrase(allowed: When, trailing_by: int | None, players: Players) -> str:
    """When a special bid may be made: `any hand`, `only when your team trails by 100 or
    more`, or `not played`."""
    if allowed is When.NEVER:
        return "not played"
    if allowed is When.ANY_HAND:
        return "any hand"
    who = "you trail" if players.teams is TeamFormat.SINGLES else "your team trails"
    return f"only when {who} by {trailing_by} or more"


def caught_after_phrase(reneges: Reneges) -> str:
    """The penalty for a renege called after the trick is gathered, with its numbers."""
    set_ = "the hand ends, the offending side scored as set and the other side as having made"
    caught = reneges.caught_after_gathered
    if caught is RenegeCaughtAfter.OFFENDER_SET:
        return f"{set_} its contract"
    if caught is RenegeCaughtAfter.SET_PLUS_PENALTY:
        extra = points(reneges.extra_penalty)
        return f"{set_} its contract; the offending side also scores {extra}"
    if caught is RenegeCaughtAfter.LOSE_GAME:
        return "the offending side loses the match"
    if caught is RenegeCaughtAfter.POINTS_TO_OPPONENTS:
        return (
            "play goes on and the hand is scored as played; then whatever the offending side"
            " scored for it, when more than zero, goes to the side that called the renege, and"
            " the offender scores 0 for the hand (a loss it made stands)"
        )
    moved = reneges.tricks_transferred
    if reneges.tricks_to is TricksTo.NOBODY:
        return (
            f"play goes on, and at the end of the hand {moved}"
            f" {'trick is' if moved == 1 else 'tricks are'} taken from the offender and"
            " counted for nobody (no more than the offender took)"
        )
    return (
        f"play goes on, and at the end of the hand {moved}"
        f" {'trick passes' if moved == 1 else 'tricks pass'} from the offender to the side"
        " that called it (no more than the offender took)"
    )


def margin_phrase(margin: int | None) -> str:
    """`match.winning_margin`: `none`, `ahead by 300 points or more`."""
    return "none" if margin is None else f"ahead of every other side by {number(margin)} or more"


def target_phrase(target: int | None) -> str:
    return f"{number(target)} points" if target is not None else "none"


def hands_phrase(hands: int | None) -> str:
    return f"{hands} hands" if hands is not None else "no limit"


def losing_score_phrase(losing: int | None) -> str:
    return number(losing) if losing is not None else "none"


def sets_to_lose_phrase(sets: int | None) -> str:
    return f"{sets} sets" if sets is not None else "never"


def bonus_phrase(bonus: int) -> str:
    """A bonus that 0 switches off: `+50`, or `none`."""
    return points(bonus) if bonus else "none"


def text_phrase(text: str) -> str:
    """Free text, quoted, and shortened when long: `“Our house game”`."""
    if not text:
        return "none"
    short = text if len(text) <= 80 else text[:79] + "…"
    return f"“{short}”"


def dealer_sentence(players: Players) -> str:
    """Who deals first, and how the deal moves on: a sentence both games' deals open with."""
    first = FIRST_DEALER[players.first_dealer]
    return f"{first}, and {DEALER_ROTATION[players.dealer_rotation]}."
