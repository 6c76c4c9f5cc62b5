"""The pure layers (rulesets, engine, events) never depend on the Django site."""

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE_PACKAGES = ("rulesets", "engine", "events")
FORBIDDEN = frozenset({"django", "rest_framework", "registry"})


def imported_names(tree: ast.AST) -> Iterator[tuple[str, int]]:
    """Yield (absolute module name, line) for every import statement in `tree`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module, node.lineno


def test_pure_packages_never_import_django_or_the_registry() -> None:
    sources = [path for package in PURE_PACKAGES for path in (ROOT / package).rglob("*.py")]
    assert sources, "found no Python files under rulesets/ or engine/"
    offences = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in sources
        for name, line in imported_names(ast.parse(path.read_text(), filename=str(path)))
        if name.split(".")[0] in FORBIDDEN
    ]
    assert not offences, "pure layers import the Django side:\n" + "\n".join(offences)


def test_importing_pure_packages_loads_no_django_module() -> None:
    script = (
        "import sys, rulesets, engine, events\n"
        f"leaked = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r})\n"
        "print(*leaked, sep='\\n')\n"
        "sys.exit(1 if leaked else 0)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, (
        f"importing rulesets and engine loaded:\n{result.stdout}{result.stderr}"
    )
