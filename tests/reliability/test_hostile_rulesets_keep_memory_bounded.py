"""Refusing the biggest hostile rulesets (alias bombs, 10 MB documents, 10,000-deep nesting,
and documents built to make the check slow) takes bounded memory and bounded work.

Each case is loaded in a fresh Python, as `python -m rulesets validate` loads a file
(`hostile_corpus.measure`). The bound on memory allocated while parsing is

    256 bytes per byte of the document (of at most its first 64 KiB) + 1 MiB

because the loader refuses a document over 64 KiB by its length alone, before decoding it,
and below that builds PyYAML's node tree before it checks anything: a node keeps its tag,
value and two marks (about 600 bytes), and the densest document, a flow list of two-letter
items, has one node per 3 bytes. So no input of any size makes parsing allocate more than
17 MiB. Measured, the worst is 197 bytes per byte (12.1 MiB, `twenty-thousand-repeated-
cards`). The process's peak RSS must stay within that much (and the file's own bytes) of
the peak RSS of loading classic Spades; measured, it is the same, the peak of importing the
rules language.

The work is counted, not timed: the function calls parse makes (Python's and C's) are at most

    64 per byte of the document (of at most its first 64 KiB) + 100,000

Measured, the most is 22 per byte (`four-thousand-unknown-options`); a check that compared every
pair of those 4,000 options would make 16 million, four times the bound. How long each case
takes is benchmarks/hostile_memory.py's to report."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from rulesets.yamlsource import MAX_BYTES
from tests.reliability.hostile_corpus import BIGGEST, BY_NAME, CLASSIC, measure

PER_BYTE = 256
ALLOWANCE = 1024 * 1024
CALLS_PER_BYTE = 64
CALLS_ALLOWANCE = 100_000


def bound(size: int) -> int:
    return PER_BYTE * min(size, MAX_BYTES) + ALLOWANCE


def work_bound(size: int) -> int:
    return CALLS_PER_BYTE * min(size, MAX_BYTES) + CALLS_ALLOWANCE


@pytest.fixture(scope="module")
def classic(tmp_path_factory: pytest.TempPathFactory) -> dict[str, float]:
    return measure("classic", CLASSIC, tmp_path_factory.mktemp("classic"))


@pytest.mark.parametrize("name", BIGGEST)
def test_refusing_a_hostile_ruleset_allocates_a_bounded_amount_of_memory(
    name: str, classic: dict[str, float], tmp_path: Path
) -> None:
    case = BY_NAME[name]
    size = len(case.data)
    figures = measure(name, case.data, tmp_path, calls=True)
    assert not figures["ok"] and figures["diagnostics"] == len(case.expected())
    assert figures["traced_peak"] <= bound(size), f"{figures['traced_peak']:,} bytes"
    assert figures["peak_rss"] <= classic["peak_rss"] + size + bound(size)
    assert figures["calls"] <= work_bound(size), f"{figures['calls']:,} calls"


def test_a_document_of_any_size_is_refused_by_its_length_alone(tmp_path: Path) -> None:
    over = measure("one-byte-over", b"#" * (MAX_BYTES + 1), tmp_path, calls=True)
    figures = measure("hundred-mb", b"#" * (100 * 1024 * 1024), tmp_path, calls=True)
    assert figures["traced_peak"] <= ALLOWANCE
    # No more work than refusing a document one byte over the limit, and none of it per byte.
    assert figures["calls"] == over["calls"] < 1_000


def test_a_raw_yaml_request_body_is_read_no_further_than_the_size_limit() -> None:
    from rest_framework.exceptions import ParseError

    from registry.api.renderers import YAMLParser

    body = io.BytesIO(b"#" * (10 * 1024 * 1024))
    with pytest.raises(ParseError):
        YAMLParser().parse(body)
    assert body.tell() <= MAX_BYTES + 1
