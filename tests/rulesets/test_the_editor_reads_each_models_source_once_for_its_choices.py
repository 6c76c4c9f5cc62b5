"""The guided editor's choices take their help from the docstrings under enum members,
read from the models' source. Each module's source is parsed once for all its enums (not
once per enum: that took seconds on a secretary's first visit to the editor)."""

from __future__ import annotations

import ast
import enum
from unittest import mock

from rulesets import reference
from rulesets.spades import model


def test_every_enum_of_a_module_is_documented_from_one_parse() -> None:
    enums = [
        value
        for value in vars(model).values()
        if isinstance(value, type) and issubclass(value, enum.Enum)
        and value.__module__ == model.__name__
    ]  # fmt: skip
    assert len(enums) > 10
    reference._module_docs.cache_clear()
    with mock.patch.object(ast, "parse", wraps=ast.parse) as parse:
        docs = [reference.member_docs(each) for each in enums]
    assert parse.call_count == 1
    assert docs[enums.index(model.NilMode)]["NOT_ALLOWED"].startswith("No nil and no zero")
