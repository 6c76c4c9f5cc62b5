"""Reading stored JSON and checking its canonical digest, fast, for `verify_registry`.

A million matches mean a million logs to read and hash again, and two million events; most
of that time went to writing canonical JSON with the standard library's `json`. orjson
writes the same sorted, compact text about ten times faster, but it is trusted only where it
provably agrees with `json`:

- `load` reads with `json` itself (exactly as Django's JSONField does) and says whether the
  value is plain: no float and no NaN or Infinity, the only values orjson may write otherwise
  (a float's exponent, NaN as null).
- `digest_is` hashes orjson's text only for plain data, which orjson writes exactly as it is
  (it refuses a lone surrogate and an integer beyond 64 bits: `json` decides those). If that
  text hashes to the expected digest, the data is the data that was hashed (the text reads
  back to both), so the digest holds; if it does not,
  `registry.services.audit.canonical_digest` decides, as it always did. Speed never turns a
  wrong digest into a right one.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import orjson

from registry.services.audit import canonical_digest

__all__ = ["load", "digest_is"]


class _Reader:
    """`json`'s reader, counting the floats (and NaN and Infinity) it reads."""

    def __init__(self) -> None:
        self.floats = 0
        self.decoder = json.JSONDecoder(parse_float=self._float, parse_constant=self._float)

    def _float(self, text: str) -> float:
        self.floats += 1
        return float(text)  # as json's own: float("1.5"), float("NaN"), float("-Infinity")


_READER = _Reader()


def load(text: str | None) -> tuple[Any, bool]:
    """What Django's JSONField reads from the column's text (None for SQL NULL, the text
    itself when it is not JSON), and whether it is plain (holds no float)."""
    if text is None:
        return None, True
    floats = _READER.floats
    try:
        # `decode` without its two whitespace matches when the text has none (PostgreSQL's
        # text of a jsonb value never does): the same reading, a third of the small values'
        # time.
        value, end = _READER.decoder.raw_decode(text)
        if end != len(text):
            value = _READER.decoder.decode(text)
    except json.JSONDecodeError:
        try:
            value = _READER.decoder.decode(text)  # leading whitespace
        except json.JSONDecodeError:
            return text, True
    return value, _READER.floats == floats


def digest_is(data: Any, expected: str, *, plain: bool) -> bool:
    """Whether `canonical_digest(data) == expected`; `plain` as `load` said of every JSON
    value in `data` (the other parts being strings and integers from the database)."""
    if plain:
        try:
            text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
        except TypeError:  # a lone surrogate in a string, an integer beyond 64 bits
            pass
        else:
            if "sha256:" + hashlib.sha256(text).hexdigest() == expected:
                return True
    return canonical_digest(data) == expected
