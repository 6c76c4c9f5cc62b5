"""What varies by game is reached through the game registries (engine.games,
rulesets.families), never by asking which game a ruleset is for. This scans the source of
rulesets/, engine/, registry/ and clubsite/ and fails on a game switch outside a game's own
package and the two registry modules:

- `isinstance(x, SpadesRules)`, `isinstance(x, RookHand)`: any class named like a game's rules
  or hand (`<Something>Rules`, `<Something>Hand`), alone or in a tuple; `type(x) is ...` too;
- a comparison with a game's name (`rules.game == "rook"`, `"spades" in games`), and a
  `match` case on one.

The game names are the `game:` values of the library rulesets (rulesets/library/*.yaml).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("rulesets", "engine", "registry", "clubsite")
GAME_CLASS = re.compile(r"^[A-Z][A-Za-z0-9]*(Rules|Hand)$")


def _game_names() -> frozenset[str]:
    names = set()
    for path in (ROOT / "rulesets" / "library").glob("*.yaml"):
        game = yaml.safe_load(path.read_text(encoding="utf-8")).get("game")
        if isinstance(game, str):
            names.add(game)
    return frozenset(names)


GAMES = _game_names()


def _allowed(relative: str) -> bool:
    """A game's own package, and the two registries, may name the game."""
    parts = relative.split("/")
    if relative in {"engine/games/__init__.py", "rulesets/families.py"}:
        return True
    if parts[:2] == ["engine", "games"] and len(parts) > 3:
        return parts[2] in GAMES
    return parts[0] == "rulesets" and len(parts) > 2 and parts[1] in GAMES


def _sources() -> list[str]:
    found = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if "/migrations/" in relative or _allowed(relative):
                continue
            found.append(relative)
    return found


def _class_names(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Tuple):
        return [name for element in node.elts for name in _class_names(element)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


def _game_constants(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in GAMES else []
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [name for element in node.elts for name in _game_constants(element)]
    return []


def game_switches(relative: str) -> list[str]:
    """Every game switch in one source file, as `path:line: what`."""
    tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"), relative)
    found = []
    for node in ast.walk(tree):
        what = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in {"isinstance", "issubclass"} and len(node.args) == 2:
                classes = [n for n in _class_names(node.args[1]) if GAME_CLASS.match(n)]
                what = f"{node.func.id}(..., {', '.join(classes)})" if classes else None
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            by_type = any(isinstance(op, ast.Is | ast.IsNot) for op in node.ops)
            names = [name for operand in operands for name in _game_constants(operand)]
            classes = [
                name
                for operand in operands
                for name in _class_names(operand)
                if by_type and GAME_CLASS.match(name)
            ]
            if names:
                what = f"a comparison with the game name {names[0]!r}"
            elif classes:
                what = f"a type comparison with {classes[0]}"
        elif isinstance(node, ast.MatchValue):
            names = _game_constants(node.value)
            what = f"a match case on the game name {names[0]!r}" if names else None
        if what is not None:
            found.append(f"{relative}:{getattr(node, 'lineno', '?')}: {what}")
    return found


def test_the_library_names_the_games_the_scan_looks_for() -> None:
    assert {"spades", "rook"} <= GAMES


def test_no_game_switch_outside_the_game_packages_and_the_registries() -> None:
    switches = [switch for relative in _sources() for switch in game_switches(relative)]
    assert not switches, (
        "reach what varies by game through its family (engine.games / rulesets.families), "
        "not by asking which game it is:\n  " + "\n  ".join(switches)
    )
