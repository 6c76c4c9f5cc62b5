"""Euchre's rulebook: the sections between the players and the match, which every game's
rulebook shares (Euchre uses the shared players, match and renege sections)."""

from __future__ import annotations

from rulesets.constructs.events import event_words
from rulesets.euchre.model import EuchreRules
from rulesets.euchre.phrases import (
    ALL_PASS,
    DEALERS_PARTNER,
    LONER_LEAD,
    cases_phrase,
    deck_phrase,
    defender_alone_phrase,
    farmer_phrase,
    left_bower_phrase,
    maker_alone_phrase,
    must_hold_phrase,
    no_trump_phrase,
    packets_phrase,
    partners_best_phrase,
    second_round_phrase,
    throw_ins_phrase,
    turned_down_phrase,
)
from rulesets.phrases import Section, cap, sentence

__all__ = ["euchre_sections"]


def euchre_sections(rules: EuchreRules) -> list[Section]:
    """The Euchre sections, in the order players need them."""
    return [_cards(rules), _making(rules), _alone(rules), _play(rules), _scoring(rules)]


def _cards(rules: EuchreRules) -> Section:
    deal = rules.deal
    pack = sentence(cap(f"the pack: {deck_phrase(rules)}"))
    dealt = (
        f"Each player is dealt {deal.cards_each} cards {packets_phrase(rules)}; the other"
        f" {rules.kitty_size} are the kitty, and its top card is turned face up."
    )
    extra = " ".join(
        sentence(cap(text)) for text in (throw_ins_phrase(rules), farmer_phrase(rules))
    )
    return ("The cards and the deal", [f"{pack} {dealt}", extra])


def _making(rules: EuchreRules) -> Section:
    making = rules.making
    first = (
        "Starting after the dealer, each player in turn may pass or order up the turned-up"
        " card: its suit becomes trump, and the dealer picks it up and discards a card."
    )
    if rules.deck.joker:
        first += (
            " When the joker is turned up, whoever orders it up names the suit, and the dealer"
            " takes the joker."
        )
    partner = sentence(cap(DEALERS_PARTNER[making.dealers_partner])) if rules.partnerships else ""
    second = [second_round_phrase(rules)]
    if making.second_round:
        second += [turned_down_phrase(rules), no_trump_phrase(rules)]
    rest = [must_hold_phrase(rules), ALL_PASS[making.all_pass]]
    words = " ".join(sentence(cap(text)) for text in [*second, *rest])
    return ("Making trump", [f"{first} {partner}".strip(), words])


def _alone(rules: EuchreRules) -> Section:
    if not rules.partnerships:
        return ("Going alone", ["Every player plays for themselves: nobody goes alone."])
    alone = rules.alone
    parts = [maker_alone_phrase(rules), defender_alone_phrase(rules)]
    if alone.maker:
        parts.append(partners_best_phrase(rules))
    if alone.maker or alone.defender:
        parts.append(f"to a loner {LONER_LEAD[alone.lead]}")
    return ("Going alone", [" ".join(sentence(cap(text)) for text in parts)])


def _play(rules: EuchreRules) -> Section:
    follow = (
        "Each player must follow the suit led if they can; otherwise they may play any card."
        " The highest trump wins the trick, or the highest card of the suit led; its winner"
        " leads next."
    )
    return ("Play", [f"{sentence(cap(left_bower_phrase(rules)))} {follow}"])


def _scoring(rules: EuchreRules) -> Section:
    table = sentence(cap(cases_phrase(rules)))
    how = (
        "Each player of the side scores its points. A renege is refused when playing online;"
        " on a score sheet it replaces the hand's score."
    )
    paragraphs = [f"{table} {how}"]
    if rules.scoring.events:
        who = "side" if rules.partnerships else "player"
        said = " ".join(event_words(item, who) for item in rules.scoring.events)
        paragraphs.append(
            "Then these bonuses and penalties apply (not in a hand a renege ends); the makers'"
            f" contract is a majority of the tricks: {said}"
        )
    return ("Scoring", paragraphs)
