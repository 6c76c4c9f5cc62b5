"""Euchre in one line, for lists and pickers: only the facts that tell Euchre rulesets apart.

    Euchre 4 players to 10 · march 2 · loner 4 · euchre 2
    Euchre 4 players 12 hands or to 10 · stick the dealer · loner 4

Options at their usual value are left out.
"""

from __future__ import annotations

from rulesets.constructs.events import short_words
from rulesets.euchre.model import AllPass, Case, EuchreRules
from rulesets.phrases import number

__all__ = ["euchre_parts"]


def euchre_parts(rules: EuchreRules) -> list[str]:
    """The summary's parts, in rulebook order; empty parts are dropped by the caller."""
    making, alone, deck = rules.making, rules.alone, rules.deck
    return [
        f"Euchre {rules.players.count} players {_length(rules)}",
        "" if deck.lowest_rank == 9 else f"{len(rules.pack()) - deck.joker} cards",
        "joker" if deck.joker else "",
        "stick the dealer" if making.all_pass is AllPass.STICK_THE_DEALER else "",
        "no trump" if making.no_trump else "",
        "defend alone" if alone.defender else "",
        "partner's best" if alone.partners_best else "",
        "farmer's hand" if rules.deal.farmers_hand else "",
        _points(rules, Case.MARCH, "march"),
        _points(rules, Case.LONE_MARCH, "loner") if alone.maker and rules.partnerships else "",
        _points(rules, Case.EUCHRED, "euchre"),
        *(short_words(event) for event in rules.scoring.events),
    ]


def _length(rules: EuchreRules) -> str:
    match, ends = rules.match, []
    if match.hands is not None:
        ends.append(f"{match.hands} hands")
    if match.target is not None:
        ends.append(f"to {number(match.target)}")
    return " or ".join(ends)


def _points(rules: EuchreRules, case: Case, word: str) -> str:
    line = rules.scoring.line(case)
    return "" if line is None else f"{word} {line.points}"
