"""The rulebook: Markdown prose for players, generated from a ruleset.

Every option is stated with its actual value, in the order a player needs it. The phrase
tables and helpers at the top (one per option) are public because `rulesets.diff` words its
changes with them: a change then reads exactly as the rulebook states the rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulesets.base import STANDARD_RANKS
from rulesets.common import (
    BothPastTarget,
    DealerRotation,
    Direction,
    Enforcement,
    MatchEnd,
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
    RookDeck,
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
    SpadesRules,
    SpadesScoring,
    TeamBid,
    TotalBids,
)

__all__ = ["Rules", "render_rulebook"]

Rules = SpadesRules | RookRules
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


# --- The rulebook ---------------------------------------------------------------------------


def render_rulebook(rules: Rules) -> str:
    """The complete rulebook in Markdown: the name as title, the description, one `##`
    section per part of the game in the order players need them, then the club's notes
    verbatim under `## Club notes`."""
    parts = [f"# {rules.name or GAME_NAMES[rules.game]}"]
    if rules.description:
        parts.append(rules.description)
    sections = _spades_sections(rules) if isinstance(rules, SpadesRules) else _rook_sections(rules)
    for title, paragraphs in sections:
        parts.append(f"## {title}\n\n" + "\n\n".join(p for p in paragraphs if p))
    if rules.notes:
        parts.append(f"## Club notes\n\n{rules.notes}")
    return "\n\n".join(parts) + "\n"


def _spades_sections(rules: SpadesRules) -> list[Section]:
    return [
        _players(rules.players),
        _spades_cards(rules),
        _spades_deal(rules),
        _bidding(rules),
        _special_bids(rules),
        _passing(rules),
        _spades_play(rules),
        _spades_scoring(rules),
        _match(rules.match, rules.players),
        _reneges(rules.reneges),
    ]


def _rook_sections(rules: RookRules) -> list[Section]:
    return [
        _players(rules.players),
        _rook_cards(rules.deck),
        _rook_deal(rules),
        _auction(rules),
        _nest_and_trump(rules),
        _rook_card(rules),
        _rook_play(),
        _rook_scoring(rules),
        _match(rules.match, rules.players),
        _reneges(rules.reneges),
    ]


# Sections every game shares.


def _players(players: Players) -> Section:
    who = f"{cap(count_word(players.count))} players: {team_format_phrase(players)}."
    seats = (
        f"Seats are numbered 1 to {players.count} in the direction of play, which is"
        f" {DIRECTION[players.direction]}; the deal, the bidding and the play all go that way."
    )
    return ("Players and seats", [f"{who} {seats}"])


def _dealer(players: Players) -> str:
    return f"Seat 1 deals the first hand, and {DEALER_ROTATION[players.dealer_rotation]}."


def _match(match: MatchEnd, players: Players) -> Section:
    side = side_noun(players)
    lines = [_match_length(match, side), _losing(match, side)]
    if match.target is not None:
        lines.append(
            f"If more than one {side} reaches {number(match.target)} in the same hand,"
            f" {BOTH_PAST_TARGET[match.both_past_target]}."
        )
    lines.append(f"If the winning {side}s are level, {TIES[match.ties]}.")
    return ("Winning the match", [" ".join(lines)])


def _match_length(match: MatchEnd, side: str) -> str:
    target, hands = match.target, match.hands
    checked = "The match is decided only at the end of a hand, never in the middle of one."
    if target is None:
        return f"The match lasts {hands} hands; then the highest score wins."
    if hands is None:
        return f"The first {side} to reach {number(target)} points wins. {checked}"
    return (
        f"The match ends when a {side} reaches {number(target)} points, or after {hands} hands,"
        f" whichever comes first; the highest score then wins. {checked}"
    )


def _losing(match: MatchEnd, side: str) -> str:
    lose = "There is no losing score."
    if match.losing_score is not None:
        lose = f"A {side} whose score falls to {number(match.losing_score)} or below loses at once."
    sets = "Being set, however often, never loses the match by itself."
    if match.sets_to_lose is not None:
        sets = f"A {side} that has been set {match.sets_to_lose} times in the match loses."
    return f"{lose} {sets}"


def _reneges(reneges: Reneges) -> Section:
    what = "A renege is failing to follow suit, or to play as a duty requires, while able to."
    if reneges.enforcement is Enforcement.PREVENT:
        prevented = f"Here {ENFORCEMENT[Enforcement.PREVENT]}, so a renege cannot happen."
        return ("Reneges", [f"{what} {prevented}"])
    before = CAUGHT_BEFORE[reneges.caught_before_gathered]
    before = f"Caught before the trick is gathered: {before}."
    after = f"Caught after the trick is gathered: {caught_after_phrase(reneges)}."
    return ("Reneges", [f"{what} {sentence(ENFORCEMENT[Enforcement.HONOUR])} {before} {after}"])


# Spades.


def _spades_cards(rules: SpadesRules) -> Section:
    deck = rules.deck
    pack = f"A standard 52-card pack is used, with {JOKERS[deck.jokers]}."
    removed = "No cards are taken out of the pack."
    if deck.removed_cards:
        verb = "is" if len(deck.removed_cards) == 1 else "are"
        removed = f"Before the deal, {cards_phrase(deck.removed_cards)} {verb} taken out."
    size = rules.hand_size
    dealt = (
        f"The {len(deck.cards())} cards are all dealt, {size} to each player, so every hand"
        f" has {size} tricks."
    )
    return ("The cards", [f"{pack} {removed} {dealt}", _ranking(deck)])


def _ranking(deck: SpadesDeck) -> str:
    ranks = (
        "In every suit the ace ranks high and the 2 low. Spades are trumps: any trump beats"
        " every card of the other suits."
    )
    promoted = "No cards are promoted to trumps."
    if deck.promoted_cards:
        promoted = (
            "Promoted to trumps, counting as spades and ranking above the A♠:"
            f" {promoted_phrase(deck.promoted_cards)}."
        )
    if not deck.promoted_cards and deck.jokers is Jokers.NONE:
        return f"{ranks} {promoted}"
    return f"{ranks} {promoted} The trumps, highest first: {trump_order_phrase(deck)}."


def trump_order_phrase(deck: SpadesDeck) -> str:
    """Every trump from the top: jokers, promoted cards, then the remaining spades."""
    pack = deck.cards()
    top = [card for card in ("BJ", "LJ") if card in pack] + list(deck.promoted_cards)
    spades = [
        rank + "S"
        for rank in reversed(STANDARD_RANKS)
        if rank + "S" in pack and rank + "S" not in deck.promoted_cards
    ]
    names = [card_name(card) for card in top]
    if spades:
        names.append(("then " if names else "") + _spade_run(spades))
    return ", ".join(names)


def _spade_run(spades: list[str]) -> str:
    # An unbroken run reads better as "A♠ down to 3♠"; a gap (a removed spade) must show.
    indexes = [STANDARD_RANKS.index(card[:-1]) for card in spades]
    unbroken = indexes == list(range(indexes[0], indexes[0] - len(indexes), -1))
    if unbroken and len(spades) > 2:
        return f"{card_name(spades[0])} down to {card_name(spades[-1])}"
    return ", ".join(card_name(card) for card in spades)


def _spades_deal(rules: SpadesRules) -> Section:
    triggers = rules.redeal.triggers
    redeal = "There are no redeals: every deal is bid and played."
    if triggers:
        redeal = f"The same dealer deals again, before anyone bids, {redeal_phrase(triggers)}."
    return ("The deal", [_dealer(rules.players), redeal])


def _bidding(rules: SpadesRules) -> Section:
    bidding, players = rules.bidding, rules.players
    lowest = 0 if bidding.nil.mode is NilMode.ZERO_MEANS_ZERO else 1
    order = (
        f"{sentence(BID_ORDER[bidding.order])} Each player bids once, going round the table"
        f" {DIRECTION[players.direction]}."
    )
    bids = f"A bid is a number of tricks from {lowest} to {rules.tricks_per_hand}."
    contract = "The bids of a side's players add up to its contract."
    if players.teams is TeamFormat.SINGLES:
        contract = "Each player's bid is their own contract."
    return ("Bidding", [f"{order} {bids} {contract}", _bid_limits(rules), _first_hand(rules)])


def _bid_limits(rules: SpadesRules) -> str:
    bidding, minimum = rules.bidding, rules.bidding.minimum_team_bid
    floor = "There is no minimum team bid."
    if minimum and rules.players.teams is TeamFormat.SINGLES:
        floor = f"Every numeric bid must be at least {minimum}."
    elif minimum:
        floor = (
            f"A side's numeric bids must add up to at least {minimum} tricks; a side with a nil"
            " is bound only through the partner's bid."
        )
    total = {
        TotalBids.ANY: "The bids may add up to any total.",
        TotalBids.NOT_EQUAL_TO_TRICKS: "The last bidder may not make the bids add up to"
        f" {rules.tricks_per_hand}, the number of tricks in a hand.",
        TotalBids.AT_LEAST: f"If the bids add up to fewer than {bidding.total_minimum}, the"
        " hand is thrown in and dealt again.",
    }
    return f"{floor} {total[bidding.total_bids]}"


def _first_hand(rules: SpadesRules) -> str:
    first = rules.bidding.first_hand
    if first is FirstHand.BID:
        return sentence(FIRST_HAND[first])
    return (
        f"{sentence(FIRST_HAND[first])} Each {side_noun(rules.players)}'s bid is the number of"
        f" tricks taken, scoring {points_word(rules.scoring.points_per_trick)} per trick and no"
        " bags."
    )


def _special_bids(rules: SpadesRules) -> Section:
    bidding, players = rules.bidding, rules.players
    return (
        "Special bids",
        [
            _nil(rules),
            _blind_nil(rules),
            _blind_bids(rules),
            _team_bid(bidding.blind_six, players),
            _team_bid(bidding.ten_for_two_hundred, players),
        ],
    )


def _nil(rules: SpadesRules) -> str:
    nil = rules.bidding.nil
    if nil.mode is NilMode.NOT_ALLOWED:
        return "There is no nil: every player bids at least 1."
    if nil.mode is NilMode.ZERO_MEANS_ZERO:
        return f"There is no nil: a bid of zero is {NIL_MODE[nil.mode]}."
    made = (
        "Nil is a bid of no tricks, a promise to take none. It is scored on its own:"
        f" {points(nil.success)} if the bidder takes no trick, {points(nil.failure)} if they"
        " take any."
    )
    if rules.players.teams is TeamFormat.SINGLES:
        return made
    both = sentence(BOTH_NIL[nil.both_partners])
    if nil.both_partners is BothNil.TOGETHER:
        both = (
            "Both partners may bid nil in the same hand, scored as one bid:"
            f" {points(2 * nil.success)} if neither takes a trick, {points(2 * nil.failure)}"
            " otherwise."
        )
    return f"{made} {both}"


def _allowed_clause(allowed: When, trailing_by: int | None, players: Players) -> str:
    if allowed is When.ANY_HAND:
        return "in any hand, whatever the score"
    return f"{when_phrase(allowed, trailing_by, players)}, counting the score when the hand starts"


def _blind_nil(rules: SpadesRules) -> str:
    blind = rules.bidding.blind_nil
    if blind.allowed is When.NEVER:
        return "Blind nil is not played."
    when = _allowed_clause(blind.allowed, blind.trailing_by, rules.players)
    return (
        "Blind nil is nil declared before you look at your cards:"
        f" {points(blind.success)} if made, {points(blind.failure)} if not. It may be bid {when}."
    )


def _blind_bids(rules: SpadesRules) -> str:
    blind = rules.bidding.blind_bids
    if blind.allowed is When.NEVER:
        return "Blind numeric bids are not played."
    when = _allowed_clause(blind.allowed, blind.trailing_by, rules.players)
    return (
        f"A player may bid {blind.minimum} or more tricks blind, before looking at their cards;"
        f" the contract's value, made or set, is then multiplied by {blind.multiplier}. Blind"
        f" bids may be made {when}."
    )


def _team_bid(bid: TeamBid, players: Players) -> str:
    name = team_bid_name(bid)
    if bid.allowed is When.NEVER:
        return f"{name} is not played."
    promise = (
        f"{name} is a team bid: the side promises to take {MUST_TAKE[bid.must_take]}"
        f" {bid.tricks} tricks, for {points(bid.success)} if it does and"
        f" {points(bid.failure)} if not."
    )
    when = _allowed_clause(bid.allowed, bid.trailing_by, players)
    return f"{promise} It is {TEAM_BID_BLIND[bid.blind]}. It may be bid {when}."


def _passing(rules: SpadesRules) -> Section:
    passing = rules.bidding.passing
    if not passing.after_nil and not passing.after_blind_nil:
        return ("Passing cards", ["Cards are never passed."])
    nil = _pass_after("nil", passing.after_nil)
    blind = _pass_after("blind nil", passing.after_blind_nil)
    return ("Passing cards", [f"{nil} {blind}"])


def _pass_after(bid: str, cards: int) -> str:
    if not cards:
        return f"There is no pass after a {bid}."
    return (
        f"After the bidding, a player who bid {bid} and their partner each pass"
        f" {cards} card{'s' if cards != 1 else ''} to the other: the {bid} bidder passes first,"
        " then receives."
    )


def _spades_play(rules: SpadesRules) -> Section:
    play = rules.play
    follow = (
        "Each player in turn must follow the suit led if they can; otherwise they may play any"
        " card. All trumps count as one suit for following. A trick is won by the highest trump"
        " in it or, with no trump, by the highest card of the suit led; its winner leads next."
    )
    lead = sentence(first_lead_phrase(rules.deck, play.first_lead))
    trumps = [FIRST_TRICK_SPADES[play.first_trick_spades], SPADES_LED[play.spades_led]]
    if play.spades_led is SpadesLed.AFTER_BROKEN:
        trumps.append(BROKEN_BY[play.broken_by])
    duties = {"must_beat": play.must_beat, "must_trump": play.must_trump}
    duties["must_overtrump"] = play.must_overtrump
    return ("Play", [f"{lead} {follow}", " ".join(map(sentence, trumps)), _duties(duties)])


def _duties(duties: dict[str, bool]) -> str:
    owed = [sentence(DUTIES[name]) for name, on in duties.items() if on]
    if not owed:
        return (
            "Nobody is forced to beat the trick, to trump or to overtrump: follow suit if you"
            " can, otherwise play any card."
        )
    return "Call Break duties apply. " + " ".join(owed)


def _spades_scoring(rules: SpadesRules) -> Section:
    return (
        "Scoring",
        [
            _contract_made(rules),
            _contract_set(rules),
            _bags(rules),
            _nil_scoring(rules),
            _set_bonus(rules),
        ],
    )


def _whoever(players: Players) -> str:
    return "A player who takes" if players.teams is TeamFormat.SINGLES else "A side that takes"


def _its(players: Players) -> str:
    return "their" if players.teams is TeamFormat.SINGLES else "its"


def _example_bid(tricks: int) -> tuple[int, int]:
    """A bid and a number of tricks taken over it, for worked examples (5 and 7 in 13)."""
    bid = max(1, min(5, tricks // 2 - 1))
    return bid, min(tricks, bid + 2)


def _overtrick_tenths(scoring: SpadesScoring) -> int:
    # Counted in tenths so that Call Break's 0.1 per overtrick stays exact.
    return {
        Overtricks.ONE_POINT: 10,
        Overtricks.NOTHING: 0,
        Overtricks.TENTH: scoring.points_per_trick,
    }[scoring.overtricks]


def _sum(terms: list[int]) -> str:
    """A worked sum of scores given in tenths: `−100 + 40 + 2 = −58`."""
    shown = [tenths(term) for term in terms if term]
    total = tenths(sum(terms))
    return total if len(shown) <= 1 else f"{' + '.join(shown)} = {total}"


def _contract_made(rules: SpadesRules) -> str:
    scoring = rules.scoring
    bid, took = _example_bid(rules.tricks_per_hand)
    made = (
        f"{_whoever(rules.players)} at least {_its(rules.players)} contract scores"
        f" {points_word(scoring.points_per_trick)} per trick bid; tricks over the contract"
        f" (overtricks) score {overtricks_phrase(scoring)}."
    )
    extra = _overtrick_tenths(scoring) * (took - bid)
    worked = _sum([scoring.points_per_trick * bid * 10, extra])
    return f"{made} Bid {bid} and take {took}: {worked}."


def _contract_set(rules: SpadesRules) -> str:
    scoring, players = rules.scoring, rules.players
    bid = _example_bid(rules.tricks_per_hand)[0]
    took = max(0, bid - 2)
    lost = {
        SetPenalty.LOSE_BID: -scoring.points_per_trick * bid,
        SetPenalty.NOTHING: 0,
        SetPenalty.LOSE_SHORTFALL: -scoring.points_per_trick * (bid - took),
    }[scoring.set_penalty]
    return (
        f"{_whoever(players)} fewer tricks than {_its(players)} contract is set and"
        f" {set_penalty_phrase(scoring)}."
        f" Bid {bid} and take {took}: {number(lost)}."
    )


def _bags(rules: SpadesRules) -> str:
    bags = rules.scoring.bags
    if bags.mode is BagMode.NOT_COUNTED:
        return "Bags are not counted: overtricks carry no penalty."
    counted = (
        "Every overtrick is also a bag. Bags are counted from hand to hand, and each time a"
        f" {side_noun(rules.players)} reaches {bags.threshold} bags it scores"
        f" {points(bags.penalty)}."
    )
    left = "2" if bags.remainder is BagRemainder.CARRY else "none"
    over = f"{bags.threshold + 2} bags leave {left}"
    return f"{counted} {cap(BAG_REMAINDER[bags.remainder])}: {over}."


def _nil_scoring(rules: SpadesRules) -> str:
    bidding = rules.bidding
    if bidding.nil.mode is not NilMode.NIL and bidding.blind_nil.allowed is When.NEVER:
        return ""
    tricks = f"A failed nil bidder's tricks: {FAILED_NIL_TRICKS[rules.scoring.failed_nil_tricks]}."
    partner_bid = max(4, bidding.minimum_team_bid)
    if (
        rules.players.teams is TeamFormat.SINGLES
        or bidding.nil.mode is not NilMode.NIL
        or partner_bid + 2 > rules.tricks_per_hand
    ):
        return tricks
    return f"{tricks} {_nil_example(rules, partner_bid)}"


def _nil_example(rules: SpadesRules, partner_bid: int) -> str:
    scoring = rules.scoring
    # The failed nil's one trick is an overtrick unless it counts for nothing.
    over = 1 if scoring.failed_nil_tricks is FailedNilTricks.IGNORED else 2
    terms = [
        rules.bidding.nil.failure * 10,
        partner_bid * scoring.points_per_trick * 10,
        _overtrick_tenths(scoring) * over,
    ]
    bags = ""
    if scoring.bags.mode is BagMode.PENALTY:
        bags = f" and adds {over} bag{'s' if over > 1 else ''}"
    return (
        f"For example, you bid nil and your partner bids {partner_bid}; you take one trick and"
        f" your partner takes {partner_bid + 1}. Your side scores {_sum(terms)}{bags}."
    )


def _set_bonus(rules: SpadesRules) -> str:
    bonus = rules.scoring.set_bonus
    if not bonus:
        return "There is no bonus for setting an opponent."
    side = side_noun(rules.players)
    return f"A {side} that sets an opponent's contract scores {points(bonus)} for it."


# Rook.


def _rook_cards(deck: RookDeck) -> Section:
    pack = (
        f"The game uses {PACK_KIND[deck.pack]}, with only these ranks in each suit, highest"
        f" first: {ranks_phrase(deck.ranks)}."
    )
    rook = "There is no Rook card."
    if deck.rook_card:
        rook = "A lone joker is added as the Rook card." if deck.pack is PackKind.STANDARD else (
            "The Rook card is in."
        )
    return ("The cards", [f"{pack} {rook} That makes {deck.size()} cards."])


def _rook_deal(rules: RookRules) -> Section:
    nest = rules.nest.size
    dealt = f"Each player is dealt {rules.hand_size} cards"
    dealt += f", and the remaining {nest} go face down to form the nest." if nest else (
        "; there is no nest."
    )
    return ("The deal", [f"{_dealer(rules.players)} {dealt}"])


def _auction(rules: RookRules) -> Section:
    auction = rules.auction
    opening = (
        f"Starting with the player after the dealer and going {DIRECTION[rules.players.direction]},"
        " each player in turn bids for the right to name trump, or passes. Every bid must be"
        " higher than the last."
    )
    limits = f"Bids go up in steps of {auction.step}, from {auction.minimum} to"
    limits += f" {maximum_bid_phrase(rules)}."
    nobody = ALL_PASS[auction.all_pass]
    if auction.all_pass is AllPass.DEALER_BIDS_MINIMUM:
        nobody += f" of {auction.minimum}"
    won = "The last player to bid, once all the others have passed, becomes the declarer."
    rest = f"{sentence(PASS_IS_FINAL[auction.pass_is_final])} If nobody bids, {nobody}. {won}"
    return ("The auction", [f"{opening} {limits} {rest}"])


def _nest_and_trump(rules: RookRules) -> Section:
    nest = rules.nest
    if not nest.size:
        return ("The nest and trump", ["There is no nest to take: the declarer names trump."])
    take = f"The declarer adds the nest to their hand, then discards any {nest.size} cards"
    take += " face down."
    return ("The nest and trump", [f"{take} {sentence(TRUMP_NAMED[nest.trump_named])}"])


def _rook_card(rules: RookRules) -> Section:
    if not rules.deck.rook_card:
        return ("The Rook card", ["There is no Rook card in this game."])
    card = rules.rook_card
    rank = f"The Rook card always belongs to the trump suit: {ROOK_RANK[card.rank]}."
    return ("The Rook card", [f"{rank} {sentence(ROOK_PLAY[card.play])}"])


def _rook_play() -> Section:
    # The rules language has no option for the first lead in Rook; this is seed 004's rule.
    return (
        "Play",
        [
            "The player after the declarer leads the first trick. Each player in turn must"
            " follow the suit led if they can; otherwise they may play any card. A trick is won"
            " by the highest trump in it or, with no trump, by the highest card of the suit"
            " led; its winner leads next."
        ],
    )


def _rook_scoring(rules: RookRules) -> Section:
    return ("Scoring", [_counters_table(rules), _rook_points(rules), _bid_outcome(rules)])


def _counters_table(rules: RookRules) -> str:
    counters = rules.scoring.counters
    keys = [key for key in [*rules.deck.ranks, ROOK] if key in counters]
    if not keys:
        return "No card counts for points."
    rows = [f"| {cap(counter_name(key))} | {number(counters[key])} |" for key in keys]
    intro = "At the end of the hand each side counts the counters in the tricks it took:"
    return "\n".join([intro, "", "| Card | Points |", "| --- | --- |", *rows])


def _rook_points(rules: RookRules) -> str:
    scoring = rules.scoring
    bonus = "There is no bonus for the last trick."
    if scoring.last_trick_bonus:
        extra = points(scoring.last_trick_bonus)
        bonus = f"The side that takes the last trick scores {extra} more."
    discards = sentence(DISCARDED_COUNTERS[scoring.discarded_counters])
    return f"{discards} {bonus} A hand holds {rules.points_available()} points in all."


def _bid_outcome(rules: RookRules) -> str:
    auction, available = rules.auction, rules.points_available()
    bid = min(auction.minimum + 2 * auction.step, auction.maximum or available)
    took, short = min(bid + auction.step, available), max(0, bid - 2 * auction.step)
    made = (
        "If the declarer's side takes at least its bid in points, it scores every point it"
        f" took: bid {bid} and take {took}: {points(took)}."
    )
    failed = number(-bid)
    if rules.scoring.failed_bid is FailedBid.LOSE_BID_KEEP_COUNTERS:
        failed = f"{number(-bid)} + {short} = {number(short - bid)}"
    return (
        f"{made} If it takes fewer, it scores {FAILED_BID[rules.scoring.failed_bid]}: bid"
        f" {bid} and take {short}: {failed}. The defenders always score the counters they take."
    )
