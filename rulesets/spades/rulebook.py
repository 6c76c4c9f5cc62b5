"""The Spades family's part of the rulebook: from the cards to the scoring.

The sections every game shares (players, winning the match, reneges) are in
`rulesets.rulebook`, which puts these between them.
"""

from __future__ import annotations

from rulesets.base import STANDARD_RANKS
from rulesets.common import Enforcement, Players, TeamFormat, When
from rulesets.constructs.bids import TotalRule
from rulesets.constructs.events import event_words
from rulesets.phrases import (
    DIRECTION,
    Section,
    cap,
    card_name,
    cards_phrase,
    dealer_sentence,
    number,
    points,
    points_word,
    promoted_phrase,
    sentence,
    side_noun,
    tenths,
    when_phrase,
)
from rulesets.spades.model import (
    BagCharge,
    BagMode,
    BagRemainder,
    BagsKept,
    BidLimits,
    BidVariant,
    BothNil,
    CardPassing,
    ExposedCard,
    FailedNilTricks,
    FirstHand,
    FirstTrickLowest,
    Jokers,
    MisdealCaller,
    NilMode,
    Overtricks,
    PartnershipBidding,
    PassBack,
    PassFirst,
    Redealer,
    SetPenalty,
    SpadesDeck,
    SpadesLed,
    SpadesRules,
    SpadesScoring,
    TeamBid,
    TotalBids,
    TrumpChoice,
)
from rulesets.spades.phrases import (
    BAG_REMAINDER,
    BID_ORDER,
    BID_VARIANT,
    BOTH_NIL,
    BROKEN_BY,
    DUTIES,
    EXPOSED_CARD,
    FAILED_NIL_TRICKS,
    FIRST_HAND,
    FIRST_TRICK_LOWEST,
    FIRST_TRICK_SPADES,
    JOKERS,
    MUST_TAKE,
    NIL_MODE,
    SPADES_LED,
    TEAM_BID_BLIND,
    bid_range_phrase,
    first_lead_phrase,
    near_target_phrase,
    numbers_or,
    overtricks_phrase,
    partner_nil_phrase,
    redeal_phrase,
    set_penalty_phrase,
    spades_flat_transfer_phrase,
    team_bid_name,
    total_limit_phrase,
)

__all__ = ["spades_sections", "trump_order_phrase"]


def spades_sections(rules: SpadesRules) -> list[Section]:
    """The Spades sections, in the order players need them."""
    return [
        _spades_cards(rules),
        _spades_deal(rules),
        _bidding(rules),
        _special_bids(rules),
        _passing(rules),
        _spades_play(rules),
        _spades_scoring(rules),
    ]


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
    if deck.trump is TrumpChoice.LAST_CARD_DEALT:
        ranks = (
            "In every suit the ace ranks high and the 2 low. The trump suit is chosen afresh"
            " each hand: the dealer shows the last card dealt, their own, and its suit is"
            " trumps for the hand, any trump beating every card of the other suits. Where"
            " these rules say spades, they mean that suit."
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
        if rules.redeal.redealer is Redealer.NEXT_DEALER:
            redeal = (
                f"A deal is thrown in before anyone bids {redeal_phrase(triggers)}: the misdeal"
                " counts as a hand, unscored, and the deal passes to the next dealer."
            )
        if rules.redeal.called_by is MisdealCaller.HOLDER:
            then = "the deal passes to the next dealer"
            if rules.redeal.redealer is Redealer.SAME_DEALER:
                then = "the same dealer deals again"
            redeal = (
                f"Before anyone bids, a player may call a misdeal {redeal_phrase(triggers)}:"
                " only that player may call it, showing the hand, and they may keep it and bid"
                f" it instead. A misdeal counts as a hand, unscored, and {then}."
            )
    return ("The deal", [dealer_sentence(rules.players), redeal])


def _bidding(rules: SpadesRules) -> Section:
    bidding, players = rules.bidding, rules.players
    lowest = 0 if bidding.nil.mode is NilMode.ZERO_MEANS_ZERO else 1
    order = (
        f"{sentence(BID_ORDER[bidding.order])} Each player bids once, going round the table"
        f" {DIRECTION[players.direction]}."
    )
    bids = f"A bid is a number of tricks from {bid_range_phrase(bidding, rules.tricks_per_hand)}."
    if lowest != 1 and bidding.limits == BidLimits():
        bids = f"A bid is a number of tricks from {lowest} to {rules.tricks_per_hand}."
    contract = "The bids of a side's players add up to its contract."
    if players.teams is TeamFormat.SINGLES:
        contract = "Each player's bid is their own contract."
    paragraphs = [f"{order} {bids} {contract}", _bid_limits(rules), _first_hand(rules)]
    if bidding.partnership is PartnershipBidding.HINT:
        paragraphs.insert(
            1,
            "Each side makes one binding bid after a hint. Every player of a side but the last"
            " to bid gives a hint instead of a bid: a number from 0 to"
            f" {rules.tricks_per_hand} that binds nobody. The last player of the side then"
            " names the side's contract, a number or a team bid; it may not bid nil after a"
            " hint. A nil, a blind bid or a team bid is a bid of its own, not a hint.",
        )
    if bidding.raise_round:
        paragraphs.insert(
            len(paragraphs) - 1,
            "Once everyone has bid, there is a raise round: each side in bidding order, the"
            " side of the first bidder first, may raise its contract once or pass. The side's"
            " last player to bid a number (not a blind number) raises their own bid, keeping"
            " to the limits above; a side with only nils, blind numbers or a team bid has no"
            " turn.",
        )
    if bidding.variant is not BidVariant.STANDARD:
        paragraphs.insert(1, f"The bidding is {BID_VARIANT[bidding.variant]}.")
    return ("Bidding", paragraphs)


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
    if bidding.limits.total is not TotalRule.ANY:  # the limit's own sentence says it
        total[TotalBids.ANY] = ""
    return f"{floor} {_side_limits(rules)}{total[bidding.total_bids]}".rstrip()


def _side_limits(rules: SpadesRules) -> str:
    limits = rules.bidding.limits
    who = "A player's" if rules.players.teams is TeamFormat.SINGLES else "A side's"
    said = []
    if limits.side_maximum is not None:
        said.append(
            f"{who} numeric bids may add up to at most {limits.side_maximum}; a bid that would"
            " take them past it is refused."
        )
    if limits.side_forbidden:
        said.append(
            f"{who} numeric bids, once all have bid, may not add up to"
            f" {numbers_or(limits.side_forbidden)}."
        )
    said += _construct_limits(rules)
    return "".join(sentence + " " for sentence in said)


def _construct_limits(rules: SpadesRules) -> list[str]:
    """The partner-of-a-nil limits and the total of all bids, each only where played."""
    limits, said = rules.bidding.limits, []
    if limits.partner_nil_minimum is not None or limits.partner_nil_maximum is not None:
        said.append(
            f"Beside a partner's nil, a player bids {partner_nil_phrase(limits)}, whichever"
            " of the two bids first: a nil beside a number out of that range is refused too."
        )
    if limits.total is not TotalRule.ANY:
        held = {
            TotalRule.AT_MOST: "a bid that would take it past that (counting the least the"
            " players still to bid must add) is refused",
            TotalRule.AT_LEAST: "the last bid must bring it up to that",
            TotalRule.NOT_EQUAL: "the last bid may not make it come to that",
        }[limits.total]
        said.append(
            "The total of every player's numeric bids (a team bid counts its tricks) is"
            f" {total_limit_phrase(limits, rules.tricks_per_hand)}: {held}."
        )
    return said


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
            _moon(rules),
            *_bemo(rules),
        ],
    )


def _bemo(rules: SpadesRules) -> list[str]:
    """Bemo, only where the rules play it (a rulebook without it reads as before it came)."""
    bemo = rules.bidding.bemo
    if bemo.allowed is When.NEVER:
        return []
    solo = all(len(side) == 1 for side in rules.players.sides())
    who = "the player" if solo else "the side's players"
    each = [
        f"`bemo {tricks}` (the first {tricks} tricks, {points(tricks * bemo.points_per_trick)}"
        f" made, {points(-tricks * bemo.points_per_trick)} failed)"
        for tricks in bemo.tricks
    ]
    bid_by = (
        "A player bids it after looking, alone."
        if solo
        else "Either partner may bid it after looking, replacing the other's bid."
    )
    when = _allowed_clause(bemo.allowed, bemo.trailing_by, rules.players)
    return [
        f"Bemo is a bid to win the opening tricks: {' or '.join(each)}. It is made only if"
        f" {who} win each of those tricks, one after another from trick 1; tricks taken"
        f" after them are bags worth no points. {bid_by} It may be bid {when}."
    ]


def _moon(rules: SpadesRules) -> str:
    moon = rules.bidding.moon
    if moon.allowed is When.NEVER:
        return "The moon is not played."
    solo = all(len(side) == 1 for side in rules.players.sides())
    who = "the player" if solo else "the side"
    bid_by = (
        "A player bids it after looking, alone."
        if solo
        else "Either partner may bid it after looking, replacing the other's bid."
    )
    made = f"{points(moon.success)}"
    if moon.wins_match:
        made += " and the match, whatever the scores"
    when = _allowed_clause(moon.allowed, moon.trailing_by, rules.players)
    return (
        f"The moon (Boston) is a bid of all {rules.tricks_per_hand} tricks: {who} scores"
        f" {made} if it takes every one, {points(moon.failure)} if not. {bid_by} It may be bid"
        f" {when}."
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
    if nil.near_target is not None:
        made += f" {cap(near_target_phrase(nil.near_target, rules.players))}."
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
    terms = (
        f" {MUST_TAKE[bid.must_take]} {bid.tricks} tricks, for {points(bid.success)} if"
        f" {{who}} {{does}} and {points(bid.failure)} if not."
    )
    when = _allowed_clause(bid.allowed, bid.trailing_by, players)
    if all(len(side) == 1 for side in players.sides()):
        # Every player for themselves: the team bid is a solo bid (10-for-200 in cutthroat).
        looks = "before looking at their cards" if bid.blind else "after looking"
        promise = f"{name} is a solo bid: the player promises to take" + terms.format(
            who="they", does="do"
        )
        return f"{promise} It is bid {looks}. It may be bid {when}.{_team_over(bid)}"
    promise = f"{name} is a team bid: the side promises to take" + terms.format(
        who="it", does="does"
    )
    return f"{promise} It is {TEAM_BID_BLIND[bid.blind]}. It may be bid {when}.{_team_over(bid)}"


def _team_over(bid: TeamBid) -> str:
    if not bid.overtricks:
        return ""
    return " Made, it also scores each trick beyond its number at the overtrick value."


def _passing(rules: SpadesRules) -> Section:
    passing = rules.bidding.passing
    if not passing.after_nil and not passing.after_blind_nil and not passing.every_hand:
        return ("Passing cards", ["Cards are never passed."])
    nil = _pass_after("nil", passing.after_nil, passing.first)
    blind = _pass_after("blind nil", passing.after_blind_nil, passing.first)
    paragraphs = [f"{nil} {blind}"]
    if passing.every_hand:
        paragraphs.append(_every_hand(passing))
    if passing.pass_back is PassBack.BEFORE_SEEING:
        paragraphs.append(
            "The partner who passes second chooses before seeing the cards passed to them:"
            " both choose from the cards they were dealt, and the cards change hands together."
        )
    if any(len(side) > 2 for side in rules.players.sides()):
        paragraphs.append(
            "On a side of more than two players, the nil bidder's partner for the exchange is"
            " the next teammate in the direction of play who did not bid nil (the next"
            " teammate, if all did). Only one exchange is made per side."
        )
    return ("Passing cards", paragraphs)


def _pass_after(bid: str, cards: int, first: PassFirst = PassFirst.NIL_BIDDER) -> str:
    if not cards:
        return f"There is no pass after a {bid}."
    order = f"the {bid} bidder passes first, then receives."
    if first is PassFirst.PARTNER:
        order = f"the partner passes first, then the {bid} bidder passes back."
    return (
        f"After the bidding, a player who bid {bid} and their partner each pass"
        f" {cards} card{'s' if cards != 1 else ''} to the other: {order}"
    )


def _every_hand(passing: CardPassing) -> str:
    cards = passing.every_hand
    first = "the nil bidder, else the first of the side to bid"
    if passing.first is PassFirst.PARTNER:
        first = "the nil bidder's partner, else the second of the side to bid"
    instead = (
        ""
        if not (passing.after_nil or passing.after_blind_nil)
        else (" A side that passes after a nil makes that exchange instead.")
    )
    return (
        f"On every hand, as agreed before the match, partners each pass {cards}"
        f" card{'s' if cards != 1 else ''} to the other after the bidding, whatever they bid:"
        f" {first} passes first.{instead}"
    )


def _spades_play(rules: SpadesRules) -> Section:
    play = rules.play
    follow = (
        "Each player in turn must follow the suit led if they can; otherwise they may play any"
        " card. All trumps count as one suit for following. A trick is won by the highest trump"
        " in it or, with no trump, by the highest card of the suit led; its winner leads next."
    )
    lead = sentence(first_lead_phrase(rules.deck, play.first_lead, play.first_lead_seat))
    trumps = [FIRST_TRICK_SPADES[play.first_trick_spades], SPADES_LED[play.spades_led]]
    if play.first_trick_lowest is not FirstTrickLowest.NONE:
        trumps.insert(0, FIRST_TRICK_LOWEST[play.first_trick_lowest])
    if play.spades_led is SpadesLed.AFTER_BROKEN:
        trumps.append(BROKEN_BY[play.broken_by])
    duties = {"must_beat": play.must_beat, "must_trump": play.must_trump}
    duties["must_overtrump"] = play.must_overtrump
    paragraphs = [f"{lead} {follow}", " ".join(map(sentence, trumps)), _duties(duties)]
    if play.exposed_card is ExposedCard.PLAYED_WHEN_LEGAL:
        paragraphs.append(sentence(EXPOSED_CARD[play.exposed_card]))
    return ("Play", paragraphs)


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
            _bonus_call(rules),
            *_contract_values(rules),
            *_first_tricks_and_renege(rules),
        ],
    )


def _first_tricks_and_renege(rules: SpadesRules) -> list[str]:
    """The first-tricks bonus, the hand events and the flat renege transfer, each only where
    the rules have it (a rulebook without them reads as before they came)."""
    said = []
    opening = rules.scoring.first_tricks_bonus
    if opening.tricks is not None:
        side = side_noun(rules.players)
        said.append(
            f"A {side} whose players win each of the first {opening.tricks} tricks of a hand"
            f" scores {points(opening.points)} on top of its score for the hand, made or set."
        )
    if rules.scoring.events:
        who = "player" if rules.players.teams is TeamFormat.SINGLES else "side"
        said.extend(event_words(item, who) for item in rules.scoring.events)
    flat = rules.reneges.flat_transfer
    if flat is not None and rules.reneges.enforcement is Enforcement.HONOUR:
        said.append(
            sentence(f"A renege that stands ends the hand: {spades_flat_transfer_phrase(flat)}")
        )
    return said


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
    once = ""
    if bags.charged is BagCharge.ONCE_ON_MADE_CONTRACT:
        once = (
            " The penalty is charged at most once a hand, and only in a hand in which the"
            f" {side_noun(rules.players)} made its contract; until then the bags wait."
        )
    kept = ""
    if bags.kept is BagsKept.WHEN_MADE:
        kept = (
            f" A {side_noun(rules.players)} whose contract is set gains no bags that hand, a"
            " failed nil's tricks included."
        )
    return f"{counted} {cap(BAG_REMAINDER[bags.remainder])}: {over}.{once}{kept}"


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
    # Under bags_without_points the nil's trick is a bag that scores nothing.
    worthless = scoring.failed_nil_tricks is FailedNilTricks.BAGS_WITHOUT_POINTS
    terms = [
        rules.bidding.nil.failure * 10,
        partner_bid * scoring.points_per_trick * 10,
        _overtrick_tenths(scoring) * (1 if worthless else over),
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


def _contract_values(rules: SpadesRules) -> list[str]:
    """The contract table and the limit on tricks over a contract, each only where played."""
    contracts, said = rules.scoring.contracts, []
    for row in contracts.values:
        size = f"{row.tricks}" if row.up_to is None else f"{row.tricks} to {row.up_to}"
        over = (
            "plus its overtricks as usual" if row.overtricks else "flat, with no overtrick points"
        )
        lost = "loses as any contract" if row.when_set is None else f"scores {points(row.when_set)}"
        said.append(
            f"A contract of {size} tricks, made, scores {points(row.when_made)} in place of"
            f" the points per trick, {over}; set, it {lost}."
        )
    over_by = contracts.set_when_over
    if over_by is not None:
        said.append(
            f"A {side_noun(rules.players)} that takes {over_by} or more tricks beyond its"
            " contract is set, as if it had taken none of it."
        )
    return said


def _bonus_call(rules: SpadesRules) -> str:
    bonus = rules.scoring.bonus_call
    said = []
    if bonus.from_call is not None:
        said.append(
            f"A contract of {bonus.from_call} tricks or more is a bonus call: made, it scores"
            f" {points(bonus.points)} flat, whatever the tricks; set, it loses as any contract."
        )
    if bonus.wins_match_at is not None:
        said.append(f"A contract of {bonus.wins_match_at} tricks, made, wins the match at once.")
    return " ".join(said) or "There is no bonus call."
