"""The houserules game engine: deal, bid, play, score, log and replay trick-taking games
under a ruleset (pure Python; never imports Django).

    >>> import engine, rulesets
    >>> record = engine.play_match(rulesets.library("classic"), ["random"] * 4, seed=1)
    >>> engine.replay(rulesets.library("classic"), record.log).verified
    True

Everything a program needs is exported here (`__all__`); docs/library.md is the tour. Seats:
a hand, its views and its actions count from 0 (`SeatIndex`); the rules, the JSON formats
(match logs, score sheets) and the pages count from 1 (`SeatNumber`).
"""

from engine.bots import BOTS, Bot, make_bot, register_bot
from engine.core.actions import (
    Action,
    Bid,
    BidKind,
    CallMisdeal,
    ClaimRenege,
    Discard,
    Look,
    NameTrump,
    PassCards,
    parse_action,
)
from engine.core.cards import Card, format_cards, parse_cards
from engine.core.errors import ClaimRejected, EngineError, IllegalActionError, IllegalPlayError
from engine.core.protocol import Hand, Phase, PlayedCard, PlayerView
from engine.core.seats import (
    SeatIndex,
    Seating,
    SeatNumber,
    SideIndex,
    seat_index,
    seat_number,
    seating,
)
from engine.core.sheet import SheetError, SheetResult
from engine.core.standing import Outcome, Standing
from engine.games.rook.sheet import RookSheetResult
from engine.hands import new_hand
from engine.log import LogError, dumps_log, log_from_sheet, read_log, validate_log, write_log
from engine.match import Chooser, MatchRecord, play_match, run_match
from engine.replay import Discrepancy, ReplayResult, replay
from engine.sheet import score_sheet
from rulesets import __version__

__all__ = [
    "BOTS",
    "Action",
    "Bid",
    "BidKind",
    "Bot",
    "CallMisdeal",
    "Card",
    "Chooser",
    "ClaimRejected",
    "ClaimRenege",
    "Discard",
    "Discrepancy",
    "EngineError",
    "Hand",
    "IllegalActionError",
    "IllegalPlayError",
    "LogError",
    "Look",
    "MatchRecord",
    "NameTrump",
    "Outcome",
    "PassCards",
    "Phase",
    "PlayedCard",
    "PlayerView",
    "ReplayResult",
    "RookSheetResult",
    "SeatIndex",
    "SeatNumber",
    "Seating",
    "SheetError",
    "SheetResult",
    "SideIndex",
    "Standing",
    "__version__",
    "dumps_log",
    "format_cards",
    "log_from_sheet",
    "make_bot",
    "new_hand",
    "parse_action",
    "parse_cards",
    "play_match",
    "read_log",
    "register_bot",
    "replay",
    "run_match",
    "score_sheet",
    "seat_index",
    "seat_number",
    "seating",
    "validate_log",
    "write_log",
]
