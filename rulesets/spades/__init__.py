"""Spades and its family (Call Break and the other Spades-family options): the rules model,
its part of the rulebook, its summary and diff phrases, and its `RulesFamily` (`family.py`).

Everything the old `rulesets.spades` module exported is re-exported here, so
`from rulesets.spades import SpadesRules` keeps working.
"""

from __future__ import annotations

from rulesets.spades.model import *  # noqa: F403
from rulesets.spades.model import __all__ as __all__
