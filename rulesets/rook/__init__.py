"""Rook: the rules model, its part of the rulebook, its summary and diff phrases, and its
`RulesFamily` (`family.py`).

Everything the old `rulesets.rook` module exported is re-exported here, so
`from rulesets.rook import RookRules` keeps working.
"""

from __future__ import annotations

from rulesets.rook.model import *  # noqa: F403
from rulesets.rook.model import ROOK, RankName
from rulesets.rook.model import __all__ as _MODEL_ALL

__all__ = [*_MODEL_ALL, "ROOK", "RankName"]
