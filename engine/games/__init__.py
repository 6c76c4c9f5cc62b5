"""TEMPORARY (helper HE, until EN's engine/games package lands on main): the old
engine/games.py module's names, so that engine/games/hearts/ can be imported and tested.
EN's own engine/games/__init__.py replaces this file on merge."""

import importlib.util
import sys
from pathlib import Path

_path = Path(__file__).resolve().parent.parent / "games.py"
_spec = importlib.util.spec_from_file_location("engine._games_module", _path)
assert _spec is not None and _spec.loader is not None
_module = importlib.util.module_from_spec(_spec)
sys.modules["engine._games_module"] = _module
_spec.loader.exec_module(_module)
globals().update(
    {name: getattr(_module, name) for name in dir(_module) if not name.startswith("__")}
)
