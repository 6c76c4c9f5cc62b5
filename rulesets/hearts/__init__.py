"""Hearts (`game: hearts`): the rules model, its rulebook sections, summary, diff phrases and
its family entry. `from rulesets.hearts import HeartsRules` is the model."""

from rulesets.hearts.model import (
    STANDARD_REMOVALS,
    FirstLead,
    HeartsDeck,
    HeartsLed,
    HeartsMatchEnd,
    HeartsPlay,
    HeartsPlayers,
    HeartsRules,
    HeartsScoring,
    MoonShot,
    OnlyPointCards,
    PassDirection,
    Passing,
    TenOfHearts,
)

__all__ = [
    "STANDARD_REMOVALS",
    "FirstLead",
    "HeartsDeck",
    "HeartsLed",
    "HeartsMatchEnd",
    "HeartsPlay",
    "HeartsPlayers",
    "HeartsRules",
    "HeartsScoring",
    "MoonShot",
    "OnlyPointCards",
    "PassDirection",
    "Passing",
    "TenOfHearts",
]
