"""The one guard on every body the site reads: API bodies (JSON and YAML), bundles, score
sheets and match logs.

A hostile body can break a server after it was parsed "successfully": 1,000 nested brackets
exhaust Python's recursion limit, a lone surrogate (`"\\ud800"`) is a `str` that cannot be
encoded when an error message echoes it, and a 20-digit integer overflows the database. So a
body is parsed by `loads` (or checked by `check` when another parser read it) and refused
with `UnsafeInput`, a `ValueError` that names where and why, when it is

- nested deeper than `MAX_DEPTH`,
- holding a string (key or value) that is not encodable Unicode (a lone surrogate), except
  at the paths a caller names as raw text: a ruleset's `source` sent as a JSON string may
  carry undecodable bytes as surrogate escapes, which the rules loader refuses at their line,
- holding an integer outside a signed 64-bit column, or a float that is not finite.

Pure Python: the engine and the rules language use it as well as the registry.
"""

from __future__ import annotations

import json
from typing import Any, Final

from pydantic_core import from_json

__all__ = ["MAX_DEPTH", "MAX_INT", "UnsafeInput", "check", "loads"]

MAX_DEPTH: Final = 32
"""Nesting of arrays and objects any body may have; real ones have at most 6."""

MAX_INT: Final = 2**63 - 1
"""The largest integer any body may hold: a signed 64-bit database column's."""

_MAX_DIGITS: Final = len(str(MAX_INT)) + 1
"""Digits an integer literal may have before it is refused unread (one for a sign)."""


class UnsafeInput(ValueError):
    """A body refused by the guard; the message says where (`$.a[0]`) and why."""


def loads(text: str | bytes, raw: frozenset[str] = frozenset()) -> Any:
    """JSON text parsed and checked; `UnsafeInput` (or json's own `ValueError`) if refused.
    Strings at the paths in `raw` (`$.source`) may hold lone surrogates."""
    plain = _utf8(text) if isinstance(text, bytes) else text
    marks = None if raw or plain is None else _plain_marks(plain)
    if plain is not None and marks is not None:
        # Every integer is shorter than any out of range, and the nesting is shallow: only a
        # float (rare) needs a look as it is read. With none, pydantic's parser (Rust, about
        # 1.4x json's speed on a match log) reads it as json does; text either refuses is
        # refused by json, in its words.
        if _float_free(plain, marks):
            try:
                return from_json(plain, allow_inf_nan=False)
            except ValueError:
                pass
        return json.loads(plain, parse_float=_parse_float, parse_constant=_refuse_constant)
    try:
        data = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant
        )
    except RecursionError:
        raise UnsafeInput(f"nested deeper than {MAX_DEPTH} levels") from None
    check(data, raw)
    return data


def check(data: Any, raw: frozenset[str] = frozenset()) -> None:
    """Refuse parsed data nested too deeply or holding an unsafe string or number. Iterative,
    so no input can make the check itself recurse."""
    if not raw and _plainly_safe_data(data):
        return
    stack: list[tuple[Any, str, int]] = [(data, "$", 0)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise UnsafeInput(f"{where}: nested deeper than {MAX_DEPTH} levels")
            stack.extend(_children(value, where, depth + 1))
        elif not (where in raw and isinstance(value, str)):
            _check_scalar(value, where)


def _plainly_safe(data: Any) -> bool:
    """Whether `data` is safe, found without naming paths: the quick answer for the bodies
    that are (a match log holds thousands of values). False for any doubt: `check` then
    walks again to say where."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    low, high = -MAX_INT - 1, MAX_INT
    while stack:
        value, depth = stack.pop()
        kind = type(value)
        if kind is str:
            if not value.isascii() and not _encodable(value):
                return False
        elif kind is int:
            if not low <= value <= high:
                return False
        elif kind is list or kind is dict:
            if depth >= MAX_DEPTH:
                return False
            if kind is dict:
                if not all(type(key) is str and key.isascii() for key in value):
                    return False
                value = value.values()
            stack.extend((item, depth + 1) for item in value)
        elif not (kind is bool or value is None or (kind is float and value - value == 0)):
            return False
    return True


def _utf8(text: bytes) -> str | None:
    """JSON bytes as text when they are UTF-8 without a byte-order mark (as json reads them),
    else None."""
    if json.detect_encoding(text) != "utf-8":
        return None
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _plainly_safe_data(data: Any) -> bool:
    """`_plainly_safe`, answered on the JSON text of `data` (written by json's C encoder, a
    few times faster than a walk in Python over a match log's thousands of values); the walk
    when the text cannot say (a value JSON cannot write, or one too deep to write)."""
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, check_circular=False)
    except (TypeError, ValueError, RecursionError):
        return _plainly_safe(data)
    return _plainly_safe_text(text) or _plainly_safe(data)


_BRACKETS = str.maketrans(
    {chr(code): None for code in range(128) if chr(code) not in '[]{}"'} | {"{": "[", "}": "]"}
)
_MARKS = str.maketrans(
    {chr(code): "0" if chr(code).isdigit() else chr(code) if chr(code) in ".eE" else " "
     for code in range(128)}
)  # fmt: skip
_LONG_DIGITS = "0" * len(str(MAX_INT))


def _plainly_safe_text(text: str) -> bool:
    """Whether JSON text `text` is safe, found with a few passes of C over the text: no
    escape (so no escaped lone surrogate and no escaped quote), only encodable characters,
    no run of digits as long as 2^63 (a string holding one is a doubt too), and arrays and
    objects nested at most MAX_DEPTH deep. False for any doubt (a bracket inside a string is
    one), or text that is not JSON: `loads` then reads it the careful way."""
    return _plain_marks(text) is not None


def _plain_marks(text: str) -> str | None:
    """`text` with each digit written 0 and each point and exponent letter kept (every other
    ASCII character a space) when it is plainly safe (`_plainly_safe_text`), else None."""
    if "\\" in text or (not text.isascii() and not _encodable(text)):
        return None
    marks = text.translate(_MARKS)
    if _LONG_DIGITS in marks:
        return None
    # Each string's quotes close up once its characters are gone; a bracket left inside one
    # leaves a quote. Each pass of str.replace takes the innermost pairs away, one level.
    brackets = text.translate(_BRACKETS).replace('""', "")
    if '"' in brackets:
        return None
    for _ in range(MAX_DEPTH):
        if not brackets:
            return marks
        brackets = brackets.replace("[]", "")
    return None if brackets else marks


def _float_free(text: str, marks: str) -> bool:
    """Whether plainly safe JSON text writes no float, from its `_plain_marks`: each digit
    followed by a point or an exponent is inside a string (the text has no escape, so an odd
    number of quotes come before it). Few are, in a log: its version and digest."""
    for mark in ("0.", "0e", "0E"):
        at = marks.find(mark)
        while at >= 0:
            if text.count('"', 0, at) % 2 == 0:
                return False
            at = marks.find(mark, at + 1)
    return True


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _children(value: dict[Any, Any] | list[Any], where: str, depth: int) -> list[Any]:
    if isinstance(value, list):
        return [(item, f"{where}[{index}]", depth) for index, item in enumerate(value)]
    children = []
    for key, item in value.items():
        _check_scalar(key, f"{where} (a key)")
        children.append((item, f"{where}.{_printable(key)}", depth))
    return children


def _check_scalar(value: Any, where: str) -> None:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise UnsafeInput(f"{where}: a string holds a lone surrogate") from None
    elif isinstance(value, bool):
        return
    elif isinstance(value, int) and not -MAX_INT - 1 <= value <= MAX_INT:
        raise UnsafeInput(f"{where}: a number outside -2^63 to 2^63 - 1")
    elif isinstance(value, float) and value - value != 0:  # inf and nan
        raise UnsafeInput(f"{where}: a number that is not finite")


def _printable(key: Any) -> str:
    """A key as a location may show it: with any surrogate escaped, and at most 40 chars."""
    text = str(key).encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= 40 else text[:40] + "…"


def _parse_int(literal: str) -> int:
    if len(literal) > _MAX_DIGITS:  # refused before int() spends time on 4,000 digits
        raise UnsafeInput(f"a number with {len(literal)} digits")
    value = int(literal)
    _check_scalar(value, "$")
    return value


def _parse_float(literal: str) -> float:
    if len(literal) > 40:
        raise UnsafeInput(f"a number with {len(literal)} characters")
    value = float(literal)
    _check_scalar(value, "$")
    return value


def _refuse_constant(name: str) -> Any:
    raise UnsafeInput(f"{name} is not a JSON number")
