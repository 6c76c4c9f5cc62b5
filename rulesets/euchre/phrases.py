"""Euchre in words: the phrases its rulebook, summary and diff share, so that a change reads
exactly as the rulebook states the rule."""

from __future__ import annotations

from rulesets.euchre.model import (
    AllPass,
    Case,
    DealersPartner,
    EuchreRules,
    LonerLead,
    Scorer,
    ThrowIn,
)
from rulesets.phrases import join_words, number

__all__ = [
    "ALL_PASS",
    "DEALERS_PARTNER",
    "LONER_LEAD",
    "THROW_IN",
    "CASE",
    "SCORER",
    "deck_phrase",
    "packets_phrase",
    "throw_ins_phrase",
    "farmer_phrase",
    "second_round_phrase",
    "no_trump_phrase",
    "turned_down_phrase",
    "must_hold_phrase",
    "maker_alone_phrase",
    "defender_alone_phrase",
    "partners_best_phrase",
    "left_bower_phrase",
    "cases_phrase",
]

ALL_PASS = {
    AllPass.REDEAL: "when all pass in the last round the hand is thrown in and the next"
    " player deals",
    AllPass.STICK_THE_DEALER: "the dealer may not pass in the last round: they must name a suit"
    " (stick the dealer)",
}
DEALERS_PARTNER = {
    DealersPartner.MAY_ORDER: "the dealer's partner may order the card up like anybody else",
    DealersPartner.ONLY_ALONE: "the dealer's partner may order the card up only to go alone",
}
LONER_LEAD = {
    LonerLead.LEFT_OF_DEALER: "the player after the dealer leads, as always (the next player"
    " if they sit out)",
    LonerLead.LEFT_OF_MAKER: "the player after the lone player leads",
}
THROW_IN = {
    ThrowIn.NINES_AND_TENS: "nothing higher than a 10",
    ThrowIn.ACE_NO_FACE: "no ace and no face card",
}
CASE = {
    Case.MAKERS: "the makers take 3 or 4 tricks",
    Case.MARCH: "the makers take all 5 (a march)",
    Case.LONE: "a lone maker takes 3 or 4",
    Case.LONE_MARCH: "a lone maker takes all 5",
    Case.EUCHRED: "the makers are euchred (fewer than 3)",
    Case.LONE_EUCHRED: "a lone maker is euchred",
    Case.LONE_DEFENDER: "a lone defender euchres the makers",
    Case.SUPER_EUCHRE: "the makers take no trick (a super-euchre)",
    Case.RENEGE: "a renege",
    Case.LONE_RENEGE: "a renege in a lone hand",
}
SCORER = {
    Scorer.MAKERS: "to the makers",
    Scorer.DEFENDERS: "to the defenders",
    Scorer.NOT_OFFENDING: "to the side that did not renege",
}


def deck_phrase(rules: EuchreRules) -> str:
    """The pack in words."""
    lowest = rules.deck.lowest_rank
    pack = f"{len(rules.pack()) - rules.deck.joker} cards, {lowest} to ace in each suit"
    return pack + (", and the big joker as the best bower" if rules.deck.joker else "")


def packets_phrase(rules: EuchreRules) -> str:
    """The deal's packets in words."""
    packets = rules.deal.packets
    if len(packets) == 1:
        return f"{packets[0]} at a time"
    return "in packets of " + " then ".join(str(size) for size in packets)


def throw_ins_phrase(rules: EuchreRules) -> str:
    """The hands thrown in, in words."""
    hands = rules.deal.throw_ins
    if not hands:
        return "no hand is thrown in: play what you are dealt"
    named = join_words([THROW_IN[hand] for hand in hands], "or")
    return f"a player dealt {named} throws the hand in, and the next player deals"


def farmer_phrase(rules: EuchreRules) -> str:
    """The farmer's hand in words."""
    if not rules.deal.farmers_hand:
        return "no farmer's hand"
    return (
        "a player dealt three or more 9s and 10s may, before the bidding, exchange three of"
        " them for the three cards under the turned-up card (a farmer's hand)"
    )


def second_round_phrase(rules: EuchreRules) -> str:
    """Round two in words."""
    if rules.making.second_round:
        return "once all pass, the card is turned down and each in turn may name another suit"
    return "there is no round two: once all pass the card, the last-round rule applies"


def no_trump_phrase(rules: EuchreRules) -> str:
    """No trump in words."""
    if rules.making.no_trump:
        return "no trump may be named in round two"
    return "no trump may not be named"


def turned_down_phrase(rules: EuchreRules) -> str:
    """The turned-down suit in words."""
    if rules.making.turned_down_suit:
        return "the suit turned down may be named again"
    return "the suit turned down may not be named"


def must_hold_phrase(rules: EuchreRules) -> str:
    """The must-hold-trump rule in words."""
    if rules.making.must_hold_trump:
        return (
            "the maker must hold a natural trump (not the left bower; the dealer counts the"
            " turned-up card), except a stuck dealer"
        )
    return "anybody may make trump, holding a trump or not"


def maker_alone_phrase(rules: EuchreRules) -> str:
    """The maker going alone, in words."""
    if rules.alone.maker:
        return "the maker may go alone, their partner sitting out"
    return "nobody plays alone"


def defender_alone_phrase(rules: EuchreRules) -> str:
    """Defending alone, in words."""
    if rules.alone.defender:
        return (
            "against a partnership's call one defender may defend alone, their partner sitting out"
        )
    return "defenders never play alone"


def partners_best_phrase(rules: EuchreRules) -> str:
    """Partner's best, in words."""
    if rules.alone.partners_best:
        return "a lone maker's partner passes them one card face down, and the maker discards one"
    return "a lone maker plays with the cards they were dealt"


def left_bower_phrase(rules: EuchreRules) -> str:
    """The bowers, in words."""
    top = "the big joker, then " if rules.deck.joker else ""
    if rules.play.left_bower:
        return (
            f"trumps rank {top}the jack of trump (right bower), the other jack of the same"
            " colour (left bower, a trump for every purpose), then A K Q 10 9 down"
        )
    return f"trumps rank {top}the jack of trump (right bower), then A K Q 10 9 down; no left bower"


def cases_phrase(rules: EuchreRules) -> str:
    """The scoring table in words."""
    lines = [
        f"{CASE[line.case]}: {number(line.points)} {SCORER[line.to]}"
        for line in rules.scoring.cases
    ]
    return "; ".join(lines)
