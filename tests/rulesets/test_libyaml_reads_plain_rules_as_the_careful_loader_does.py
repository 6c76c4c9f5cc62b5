"""A rules file is composed by libyaml when it plainly needs none of the careful loader's
checks, and by the careful pure-Python loader otherwise. The two must agree exactly on every
plain file (node kinds, tags, values, and every line and column a diagnostic could name), and
anything the careful loader refuses or words (anchors, aliases, deep nesting, syntax errors,
characters the reader refuses) must go the careful way, so users see the same messages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulesets import yamlsource

ROOT = Path(__file__).resolve().parents[2]
PLAIN = sorted(
    [
        *(ROOT / "rulesets" / "library").glob("*.yaml"),
        *(ROOT / "tests" / "rulesets" / "bad").glob("*.yaml"),
    ]
)


def _tree(node: Any) -> Any:
    if node is None:
        return None
    start, end = node.start_mark, node.end_mark
    head = (type(node).__name__, node.tag, start.line, start.column, end.line, end.column)
    if isinstance(node, yaml.MappingNode):
        return (*head, tuple((_tree(key), _tree(value)) for key, value in node.value))
    if isinstance(node, yaml.SequenceNode):
        return (*head, tuple(_tree(item) for item in node.value))
    return (*head, node.value)


@pytest.mark.skipif(not yamlsource._LIBYAML, reason="PyYAML built without libyaml")
@pytest.mark.parametrize("path", PLAIN, ids=lambda path: path.name)
def test_libyaml_composes_the_same_tree_as_the_careful_loader(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    fast = yamlsource._compose_in_c(text)
    if fast is yamlsource._NOT_PLAIN:
        pytest.skip("not plain: read carefully")
    assert _tree(fast) == _tree(yamlsource._compose_carefully(text))


@pytest.mark.parametrize(
    "text",
    [
        "a: &x 1\nb: *x\n",
        "a: &x 1\n",
        "a: [1\n",
        "a: 1\n---\nb: 2\n",
        "a: \x07\n",
        "a: " + "[" * (yamlsource.MAX_DEPTH - 2) + "]" * (yamlsource.MAX_DEPTH - 2) + "\n",
    ],
    ids=["alias", "anchor", "unclosed", "two-documents", "control-character", "deep"],
)
def test_what_the_careful_loader_refuses_or_words_is_read_carefully(text: str) -> None:
    assert yamlsource._compose_in_c(text) is yamlsource._NOT_PLAIN


def test_the_library_is_read_by_libyaml() -> None:
    classic = (ROOT / "rulesets" / "library" / "classic.yaml").read_text(encoding="utf-8")
    if yamlsource._LIBYAML:
        assert yamlsource._compose_in_c(classic) is not yamlsource._NOT_PLAIN
