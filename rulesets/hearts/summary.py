"""Hearts in one line, for lists and pickers: only the facts that tell Hearts rulesets apart.

    Hearts 4 players to 100 · pass L R A hold ×3 · moon: others +26
    Hearts 4 players to 100 · pass L R A hold ×3 · J♦ −10 · moon: others +26
    Hearts 3 players to 100 · pass R ×3 · A♠ 7 K♠ 10 · no moon

Options at their usual value (the Q♠ at 13, hearts broken before they are led) are left out.
"""

from __future__ import annotations

from rulesets.constructs.card_values import value_words
from rulesets.constructs.events import short_words
from rulesets.hearts.model import HeartsRules, MoonShot, PassDirection, TenOfHearts
from rulesets.phrases import number

__all__ = ["hearts_parts"]

_SHORT = {
    PassDirection.LEFT: "L",
    PassDirection.RIGHT: "R",
    PassDirection.ACROSS: "A",
    PassDirection.HOLD: "hold",
}
_MOON = {
    MoonShot.NOT_PLAYED: "no moon",
    MoonShot.OTHERS_ADD: "moon: others +{total}",
    MoonShot.SHOOTER_SUBTRACTS: "moon: shooter −{total}",
    MoonShot.SHOOTERS_CHOICE: "moon: shooter's choice",
}


def hearts_parts(rules: HeartsRules) -> list[str]:
    """The summary's parts, in rulebook order; empty parts are dropped by the caller."""
    scoring = rules.scoring
    total = sum(value for value in rules.card_points().values() if value > 0)
    return [
        f"Hearts {rules.players.count} players {_length(rules)}",
        _passing(rules),
        "" if scoring.queen_of_spades == 13 else f"Q♠ {number(scoring.queen_of_spades)}",
        _spades(rules),
        "" if scoring.jack_of_diamonds is None else f"J♦ {number(scoring.jack_of_diamonds)}",
        "10♥ doubles" if scoring.ten_of_hearts is TenOfHearts.DOUBLES else "",
        _MOON[scoring.moon].format(total=total),
        "" if scoring.sun is None else f"sun {scoring.sun}",
        "; ".join(value_words(row) for row in scoring.card_values),
        *(short_words(event) for event in scoring.events),
        "points on trick 1" if rules.play.points_on_first_trick else "",
        "" if rules.play.hearts_led.value == "when_broken" else "hearts led any time",
    ]


def _length(rules: HeartsRules) -> str:
    match, ends = rules.match, []
    if match.end_score is not None:
        ends.append(f"to {number(match.end_score)}")
    if match.hands is not None:
        ends.append(f"{match.hands} hands")
    return " or ".join(ends)


def _passing(rules: HeartsRules) -> str:
    directions = rules.passing.directions
    if not directions:
        return "no passing"
    return f"pass {' '.join(_SHORT[d] for d in directions)} ×{rules.passing.cards}"


def _spades(rules: HeartsRules) -> str:
    scoring = rules.scoring
    named = [("A♠", scoring.ace_of_spades), ("K♠", scoring.king_of_spades)]
    return " ".join(f"{card} {number(value)}" for card, value in named if value)
