"""Oh Hell (`game: oh_hell`): the rules model, its rulebook sections, summary, diff phrases
and its family entry. `from rulesets.oh_hell import OhHellRules` is the model."""

from rulesets.oh_hell.model import (
    PACK_SIZE,
    OhHellBidding,
    OhHellHands,
    OhHellMatchEnd,
    OhHellPlay,
    OhHellPlayers,
    OhHellRules,
    OhHellScoring,
    OhHellTies,
    OhHellTrump,
    Schedule,
    TrumpMethod,
    TrumpSuit,
)

__all__ = [
    "PACK_SIZE",
    "OhHellBidding",
    "OhHellHands",
    "OhHellMatchEnd",
    "OhHellPlay",
    "OhHellPlayers",
    "OhHellRules",
    "OhHellScoring",
    "OhHellTies",
    "OhHellTrump",
    "Schedule",
    "TrumpMethod",
    "TrumpSuit",
]
