"""The rulebook's wording: one phrase table or helper per option, and the small helpers that
write numbers, cards and seats as players say them.

They are shared: `rulesets.rulebook` states each rule with them, and `rulesets.diff` words
its changes with them, so a change reads exactly as the rulebook states the rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulesets.common import (
    BothPastTarget,
    DealerRotation,
    Direction,
    Enforcement,
    Players,
    RenegeCaughtAfter,
    RenegeCaughtBefore,
    Reneges,
    TeamFormat,
    Ties,
    When,
)
from rulesets.rook import (
    ROOK,
    AllPass,
    DiscardedCounters,
    FailedBid,
    PackKind,
    RookPlay,
    RookRank,
    RookRules,
    TrumpNamed,
)
from rulesets.spades import (
    BagMode,
    BagRemainder,
    BidOrder,
    BothNil,
    BrokenBy,
    FailedNilTricks,
    FirstHand,
    FirstLead,
    FirstTrickSpades,
    Jokers,
    MustTake,
    NilMode,
    Overtricks,
    RedealTrigger,
    SetPenalty,
    SpadesBidding,
    SpadesDeck,
    SpadesLed,
    SpadesScoring,
    TeamBid,
    TotalBids,
)

Section = tuple[str, list[str]]
"""A rulebook section: its heading and its paragraphs."""

MINUS = "\u2212"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
JOKER_NAMES = {"BJ": "big joker", "LJ": "little joker"}
RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}
GAME_NAMES = {"spades": "Spades", "rook": "Rook"}
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
JOKERS = {
    Jokers.NONE: "no jokers",
    Jokers.BIG_AND_LITTLE: "the big and little joker added as the two highest trumps",
}
REDEAL_TRIGGERS = {
    RedealTrigger.NO_SPADES: "no trumps at all (no spade, joker or promoted card)",
    RedealTrigger.AT_MOST_ONE_SPADE: "one trump or none",
    RedealTrigger.NO_FACE_CARDS: "no jack, queen or king",
    RedealTrigger.NO_FACE_CARDS_OR_ACES: "no jack, queen, king or ace",
    RedealTrigger.SEVEN_OR_MORE_SPADES: "seven trumps or more",
}
BID_ORDER = {
    BidOrder.AFTER_DEALER: "the player after the dealer bids first and the dealer last",
    BidOrder.DEALER_FIRST: "the dealer bids first",
}
NIL_MODE = {
    NilMode.NIL: "a nil bid, a promise to take no tricks",
    NilMode.NOT_ALLOWED: "not allowed: every player bids at least 1",
    NilMode.ZERO_MEANS_ZERO: "an ordinary bid of no tricks, with no nil bonus",
}
BOTH_NIL = {
    BothNil.FORBIDDEN: "if your partner has bid nil (or blind nil), you may not",
    BothNil.SEPARATELY: "both partners may bid nil in the same hand, each nil scored on its own",
    BothNil.TOGETHER: "both partners may bid nil in the same hand, scored as one double nil",
}
MUST_TAKE = {MustTake.EXACTLY: "exactly", MustTake.AT_LEAST: "at least"}
TEAM_BID_BLIND = {
    True: "bid before either partner has seen their cards; the partner then does not bid",
    False: "bid by either partner after looking, replacing the other partner's bid",
}
FIRST_HAND = {
    FirstHand.BID: "the first hand of the match is bid like any other",
    FirstHand.BIDS_ITSELF: "the first hand of the match is not bid: it bids itself",
}
FIRST_TRICK_SPADES = {
    FirstTrickSpades.ALLOWED: "trumps may be played to the first trick like any other",
    FirstTrickSpades.NOT_LED: "no trump may be led to the first trick unless the leader"
    " holds nothing else",
    FirstTrickSpades.NOT_PLAYED: "no trump may be led or played to the first trick unless the"
    " player holds nothing else",
}
SPADES_LED = {
    SpadesLed.ANY_TIME: "trumps may be led at any time",
    SpadesLed.AFTER_FIRST_TRICK: "trumps may be led from the second trick on",
    SpadesLed.AFTER_BROKEN: "trumps may not be led until spades are broken, unless the leader"
    " holds nothing but trumps",
}
BROKEN_BY = {
    BrokenBy.SPADE_DISCARDED: "spades are broken when a player who cannot follow suit plays"
    " a trump",
    BrokenBy.ANY_SPADE: "spades are broken by any trump played, even one led by a player"
    " holding nothing but trumps",
}
DUTIES = {
    "must_beat": "a player following suit must beat the best card of the led suit in the"
    " trick when able, unless the trick is already trumped",
    "must_trump": "a player void in the led suit must play a trump when holding one",
    "must_overtrump": "a player who trumps, or follows a trump lead, must beat the highest"
    " trump in the trick when able",
}
ON_OFF = {True: "on", False: "off"}
BAG_REMAINDER = {
    BagRemainder.CARRY: "bags beyond the threshold carry over toward the next penalty",
    BagRemainder.RESET: "the bag count goes back to zero, even past the threshold",
}
FAILED_NIL_TRICKS = {
    FailedNilTricks.BAGS: "each is a bag, worth the overtrick value, and none helps the"
    " partner's contract",
    FailedNilTricks.PARTNER_CONTRACT: "they count toward the partner's contract, and any"
    " beyond it are bags",
    FailedNilTricks.IGNORED: "they count for nothing: no contract help, no bags, no points",
}
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
CAUGHT_BEFORE = {
    RenegeCaughtBefore.CORRECTED: "the card is taken back and a legal card played, with no"
    " other penalty",
    RenegeCaughtBefore.SAME_AS_AFTER: "the same penalty as a renege caught after the trick"
    " is gathered",
}
PACK_KIND = {
    PackKind.STANDARD: "a standard pack (suits ♠ ♥ ♦ ♣)",
    PackKind.ROOK: "a Rook pack (black, green, red and yellow, numbered 1 to 14)",
}
ROOK_CARD_IN = {True: "in", False: "out"}
PASS_IS_FINAL = {
    True: "a player who passes is out of the auction for the hand",
    False: "a player who passes may bid again later in the auction",
}
ALL_PASS = {
    AllPass.REDEAL: "the hand is thrown in and the next dealer deals",
    AllPass.DEALER_BIDS_MINIMUM: "the dealer is stuck with the minimum bid",
}
TRUMP_NAMED = {
    TrumpNamed.AFTER_NEST: "the declarer names trump after taking the nest and discarding",
    TrumpNamed.BEFORE_NEST: "the declarer names trump before seeing the nest",
}
ROOK_RANK = {
    RookRank.WINS_ANY_TRICK: "it wins any trick it is played to, above every trump",
    RookRank.HIGHEST_TRUMP: "it is the highest trump",
    RookRank.LOWEST_TRUMP: "it is the lowest trump",
    RookRank.TEN_AND_A_HALF: "it is a trump ranking just above the 10 of trumps",
}
ROOK_PLAY = {
    RookPlay.ANY_TIME: "it may be played at any time, even when its holder could follow suit;"
    " when trump is led and the Rook is its holder's only trump, it must be played",
    RookPlay.FOLLOWS_SUIT: "it is played like any trump: only to follow a trump lead, or when"
    " void in the suit led",
}
DISCARDED_COUNTERS = {
    DiscardedCounters.NOBODY: "counters in the declarer's discards score for nobody",
    DiscardedCounters.DECLARER: "counters in the declarer's discards score for the declarer's"
    " side",
    DiscardedCounters.LAST_TRICK: "counters in the declarer's discards go to the side that"
    " takes the last trick",
}
FAILED_BID = {
    FailedBid.LOSE_BID: "minus the bid, and nothing for its counters",
    FailedBid.LOSE_BID_KEEP_COUNTERS: "minus the bid, plus the counters it took",
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


def team_bid_name(bid: TeamBid) -> str:
    """The name players use for a team bid, from its actual terms: `Blind 6`, `10 for 200`."""
    return f"Blind {bid.tricks}" if bid.blind else f"{bid.tricks} for {bid.success}"


def redeal_phrase(triggers: Sequence[RedealTrigger]) -> str:
    """When the same dealer deals again."""
    if not triggers:
        return "never"
    # Triggers contain "or" themselves, so a comma sets each apart.
    dealt = ", or ".join(REDEAL_TRIGGERS[trigger] for trigger in triggers)
    return f"when a player is dealt {dealt}"


def minimum_team_bid_phrase(minimum: int) -> str:
    """The smallest contract a side may bid."""
    return f"at least {minimum} tricks" if minimum else "no minimum"


def total_bids_phrase(bidding: SpadesBidding, tricks: int) -> str:
    """The restriction on the total of all bids in a hand."""
    if bidding.total_bids is TotalBids.AT_LEAST:
        return f"at least {bidding.total_minimum}, or the hand is thrown in and redealt"
    if bidding.total_bids is TotalBids.NOT_EQUAL_TO_TRICKS:
        return f"anything but {tricks}, the number of tricks: the last bidder may not make it so"
    return "any total"


def passing_phrase(cards: int) -> str:
    """Cards passed each way between partners."""
    return f"{cards} card{'s' if cards != 1 else ''} each way" if cards else "no pass"


def overtricks_phrase(scoring: SpadesScoring) -> str:
    """What a trick beyond the contract is worth."""
    if scoring.overtricks is Overtricks.ONE_POINT:
        return "1 point each"
    if scoring.overtricks is Overtricks.NOTHING:
        return "nothing"
    return f"{tenths(scoring.points_per_trick)} each, a tenth of a trick's value"


def set_penalty_phrase(scoring: SpadesScoring) -> str:
    """What a side that is set scores."""
    per_trick = scoring.points_per_trick
    if scoring.set_penalty is SetPenalty.LOSE_BID:
        return f"loses {points_word(per_trick)} per trick bid"
    if scoring.set_penalty is SetPenalty.NOTHING:
        return "scores nothing for the hand"
    return f"loses {points_word(per_trick)} for every trick short of the contract"


def bags_phrase(scoring: SpadesScoring) -> str:
    """Whether bags count, and their penalty."""
    bags = scoring.bags
    if bags.mode is BagMode.NOT_COUNTED:
        return "not counted"
    return f"every {bags.threshold} bags score {points(bags.penalty)}"


def first_lead_phrase(deck: SpadesDeck, first_lead: FirstLead) -> str:
    """Who leads the first trick of a hand."""
    if first_lead is FirstLead.AFTER_DEALER:
        return "the player after the dealer leads the first trick"
    return f"the holder of the {lowest_club(deck)} must lead it to the first trick"


def lowest_club(deck: SpadesDeck) -> str:
    """The lowest club in the pack; a promoted club is a trump, so it is not counted."""
    clubs = [c for c in deck.cards() if c.endswith("C") and c not in deck.promoted_cards]
    return card_name(clubs[0]) if clubs else "lowest club"


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
    moved = reneges.tricks_transferred
    return (
        f"play goes on, and at the end of the hand {moved}"
        f" {'trick passes' if moved == 1 else 'tricks pass'} from the offender to the side"
        " that called it (no more than the offender took)"
    )


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


def nest_phrase(size: int) -> str:
    return f"{size} cards" if size else "no nest"


def maximum_bid_phrase(rules: RookRules) -> str:
    """The highest bid allowed in the auction."""
    if rules.auction.maximum is not None:
        return str(rules.auction.maximum)
    return f"every point in the hand ({rules.points_available()})"


def counter_name(key: str) -> str:
    """`the Rook`, `each ace`, `each 5`."""
    return "the Rook" if key == ROOK else f"each {rank_word(key)}"


def counter_phrase(value: int | None) -> str:
    return "not a counter" if value is None else f"{number(value)} points"


def text_phrase(text: str) -> str:
    """Free text, quoted, and shortened when long: `“Our house game”`."""
    if not text:
        return "none"
    short = text if len(text) <= 80 else text[:79] + "…"
    return f"“{short}”"


def dealer_sentence(players: Players) -> str:
    """Who deals first, and how the deal moves on: a sentence both games' deals open with."""
    return f"Seat 1 deals the first hand, and {DEALER_ROTATION[players.dealer_rotation]}."
