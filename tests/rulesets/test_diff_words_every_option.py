"""Every option of both games has a label and phrases in the diff, so no change is ever
reported as a bare path."""

import pytest
from pydantic import BaseModel

from rulesets.diff import COMMON_OPTIONS, TOPIC_TITLES, topic
from rulesets.rook import RookRules
from rulesets.rook.diff import ROOK_OPTIONS
from rulesets.spades import SpadesRules
from rulesets.spades.diff import SPADES_OPTIONS


def leaf_paths(model: type[BaseModel], prefix: str = "") -> list[str]:
    paths = []
    for name, field in model.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            paths += leaf_paths(annotation, f"{prefix}{name}.")
        elif f"{prefix}{name}" not in ("format", "game"):
            paths.append(f"{prefix}{name}")
    return paths


def test_diff_words_every_spades_option() -> None:
    assert set(leaf_paths(SpadesRules)) == set(COMMON_OPTIONS) | set(SPADES_OPTIONS)


def test_diff_words_every_rook_option_and_reads_counters_by_key() -> None:
    expected = set(leaf_paths(RookRules)) - {"scoring.counters"}
    assert expected == set(COMMON_OPTIONS) | set(ROOK_OPTIONS)


@pytest.mark.parametrize("model", [SpadesRules, RookRules])
def test_every_option_belongs_to_a_known_topic(model: type[BaseModel]) -> None:
    assert {topic(path) for path in leaf_paths(model)} <= set(TOPIC_TITLES)
    assert topic("notes") == topic("description") == topic("name") == "about"
