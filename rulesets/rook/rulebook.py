"""Rook's part of the rulebook: from the cards to the scoring.

The sections every game shares (players, winning the match, reneges) are in
`rulesets.rulebook`, which puts these between them.
"""

from __future__ import annotations

from rulesets.common import Enforcement
from rulesets.constructs.card_values import table_sentence
from rulesets.constructs.events import events_section
from rulesets.phrases import (
    DIRECTION,
    Section,
    cap,
    dealer_sentence,
    number,
    points,
    ranks_phrase,
    sentence,
)
from rulesets.rook.model import (
    ROOK,
    AllPass,
    FailedBid,
    MoonBid,
    NestDiscards,
    PackKind,
    RookDeck,
    RookRules,
)
from rulesets.rook.phrases import (
    ALL_PASS,
    DISCARDED_COUNTERS,
    FAILED_BID,
    FIRST_LEAD,
    NEST_DEALT,
    NEST_DISCARDS,
    PACK_KIND,
    PASS_IS_FINAL,
    ROOK_PLAY,
    ROOK_RANK,
    TRUMP_NAMED,
    band_phrase,
    counter_name,
    flat_transfer_phrase,
    maximum_bid_phrase,
    moon_phrase,
)

__all__ = ["rook_sections"]


def rook_sections(rules: RookRules) -> list[Section]:
    """The Rook sections, in the order players need them."""
    return [
        _rook_cards(rules.deck),
        _rook_deal(rules),
        _auction(rules),
        _nest_and_trump(rules),
        _rook_card(rules),
        _rook_play(rules),
        _rook_scoring(rules),
        *_events(rules),
    ]


def _events(rules: RookRules) -> list[Section]:
    section = events_section(rules.scoring.events, "side", "points")
    return [] if section is None else [section]


def _rook_cards(deck: RookDeck) -> Section:
    pack = (
        f"The game uses {PACK_KIND[deck.pack]}, with only these ranks in each suit, highest"
        f" first: {ranks_phrase(deck.ranks)}."
    )
    rook = "There is no Rook card."
    if deck.rook_card:
        rook = (
            "A lone joker is added as the Rook card."
            if deck.pack is PackKind.STANDARD
            else ("The Rook card is in.")
        )
    return ("The cards", [f"{pack} {rook} That makes {deck.size()} cards."])


def _rook_deal(rules: RookRules) -> Section:
    nest = rules.nest.size
    dealt = f"Each player is dealt {rules.hand_size} cards"
    dealt += f", and {NEST_DEALT[rules.nest.dealt](nest)}." if nest else "; there is no nest."
    if rules.redeal.hand_without_counters:
        dealt += " A deal that leaves a player without a counter is a misdeal: the same dealer"
        dealt += " deals again."
    if nest and rules.nest.top_card_face_up:
        dealt += " The nest's top card, the last dealt to it, is turned face up for all to see."
    return ("The deal", [f"{dealer_sentence(rules.players)} {dealt}"])


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
    if auction.moon is not MoonBid.NOT_PLAYED:
        rest += f" {sentence(moon_phrase(rules))}"
    return ("The auction", [f"{opening} {limits} {rest}"])


def _nest_and_trump(rules: RookRules) -> Section:
    nest = rules.nest
    if not nest.size:
        return ("The nest and trump", ["There is no nest to take: the declarer names trump."])
    take = f"The declarer adds the nest to their hand, then discards any {nest.size} cards"
    take += " face down."
    rule = "" if nest.discards is NestDiscards.ANY else f" {sentence(NEST_DISCARDS[nest.discards])}"
    return ("The nest and trump", [f"{take}{rule} {sentence(TRUMP_NAMED[nest.trump_named])}"])


def _rook_card(rules: RookRules) -> Section:
    if not rules.deck.rook_card:
        return ("The Rook card", ["There is no Rook card in this game."])
    card = rules.rook_card
    rank = f"The Rook card always belongs to the trump suit: {ROOK_RANK[card.rank]}."
    return ("The Rook card", [f"{rank} {sentence(ROOK_PLAY[card.play])}"])


def _rook_play(rules: RookRules) -> Section:
    return (
        "Play",
        [
            f"{sentence(FIRST_LEAD[rules.play.first_lead])} Each player in turn must"
            " follow the suit led if they can; otherwise they may play any card. A trick is won"
            " by the highest trump in it or, with no trump, by the highest card of the suit"
            " led; its winner leads next."
        ],
    )


def _rook_scoring(rules: RookRules) -> Section:
    paragraphs = [_counters_table(rules), _rook_points(rules), _bid_outcome(rules)]
    table = table_sentence(rules.scoring.card_values)
    if table:
        paragraphs.insert(1, table)
    if rules.scoring.held_at is not None:
        paragraphs.append(sentence(band_phrase(rules)))
    if rules.reneges.flat_transfer is not None and rules.reneges.enforcement is Enforcement.HONOUR:
        renege = f"A renege that stands ends the hand: {flat_transfer_phrase(rules)}"
        paragraphs.append(sentence(renege))
    return ("Scoring", paragraphs)


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
