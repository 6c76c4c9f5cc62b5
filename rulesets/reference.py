"""The option reference of the rules language, generated from the models.

For each game and section, every option: its dotted path, what it takes (with each choice's
own docstring), its default and its description. Nothing is written by hand, so the
reference cannot drift from the models; docs/rules-language.md embeds it between markers.

    python -m rulesets.reference                                # print the reference
    python -m rulesets.reference --write docs/rules-language.md  # refresh the embedded copy
"""

from __future__ import annotations

import argparse
import ast
import functools
import inspect
import sys
import types
import typing
from collections.abc import Iterator, Sequence
from enum import Enum
from pathlib import Path
from typing import Any, Final

import annotated_types
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from rulesets.base import CardName
from rulesets.common import Seat
from rulesets.families import rules_families
from rulesets.formats import CURRENT_FORMAT, FORMATS

__all__ = ["START", "END", "reference_markdown", "member_docs", "replace_reference", "main"]

START: Final = "<!-- reference:start -->"
"""The line before the generated reference in a Markdown file."""
END: Final = "<!-- reference:end -->"
"""The line after it."""

_NAMED: Final[list[tuple[Any, str, str]]] = [
    (CardName, "a card", "cards (like `2C`, `10H`, `BJ`)"),
    (Seat, "a seat number", "seat numbers"),
]
"""Named types every game shares, and how the reference calls one of them and several of them;
each family adds its own (`RulesFamily.named_types`)."""


def _named() -> list[tuple[Any, str, str]]:
    return [*_NAMED, *(named for f in rules_families() for named in f.named_types)]


def reference_markdown() -> str:
    """The whole option reference, as Markdown, for every game of the current format."""
    parts = [f"Every option of `format: {CURRENT_FORMAT}`, generated from the models."]
    for game, model in FORMATS[CURRENT_FORMAT].items():
        parts += _game(game, model)
    return "\n\n".join(parts) + "\n"


def _game(game: str, model: type[BaseModel]) -> list[str]:
    default = model.model_validate({"format": CURRENT_FORMAT, "game": game})
    parts = [f"### `game: {game}`", _prose(model.__doc__)]
    top = [name for name, info in model.model_fields.items() if not _section(info)]
    parts.append("#### The document")
    parts += [_option(name, model.model_fields[name], getattr(default, name)) for name in top]
    for name, info in model.model_fields.items():
        if _section(info):
            parts += _section_parts((name,), info, getattr(default, name))
    return parts


def _section(info: FieldInfo) -> bool:
    annotation = info.annotation
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _section_parts(path: tuple[str, ...], info: FieldInfo, default: BaseModel) -> list[str]:
    heading = "#" * (3 + len(path))
    parts = [f"{heading} `{'.'.join(path)}`", _prose(info.description)]
    model = type(default)
    class_doc = _prose(model.__doc__)
    if class_doc.startswith(parts[-1]):
        parts[-1] = class_doc
    elif class_doc:
        parts.append(class_doc)
    nested = []
    for name, field in model.model_fields.items():
        if _section(field):
            nested.append((name, field))
        else:
            parts.append(_option(".".join((*path, name)), field, getattr(default, name)))
    for name, field in nested:
        parts += _section_parts((*path, name), field, getattr(default, name))
    return parts


def _option(path: str, info: FieldInfo, default: Any) -> str:
    given = "Required" if info.is_required() else f"Default: {_show(default)}"
    lines = [f"- **`{path}`**: {_kind(info)}. {given}."]
    lines.append(f"  {_prose(info.description)}")
    for member, doc in _choices(info.annotation):
        lines.append(f"  - `{member}`: {doc}")
    return "\n".join(lines)


def _prose(text: str | None) -> str:
    return " ".join(inspect.cleandoc(text).split()) if text else ""


def _kind(info: FieldInfo) -> str:
    annotation, optional = _without_none(info.annotation)
    text = _describe(annotation, list(info.metadata))
    return f"{text}, or `null`" if optional else text


def _without_none(annotation: Any) -> tuple[Any, bool]:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        if len(args) == 1:
            return args[0], True
    return annotation, False


def _describe(annotation: Any, metadata: list[Any]) -> str:
    for named, one, _ in _named():
        if annotation == named:
            return one
    if typing.get_origin(annotation) is typing.Annotated:
        base, *extra = typing.get_args(annotation)
        return _describe(base, metadata + extra)
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return "always " + " or ".join(f"`{arg}`" for arg in typing.get_args(annotation))
    if origin is list:
        (item,) = typing.get_args(annotation)
        return f"a list of {_plural(item)}"
    if origin is dict:
        key, value = typing.get_args(annotation)
        return f"a table; each key {_describe(key, [])}, each value {_describe(value, [])}"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return "one of " + ", ".join(f"`{member.value}`" for member in annotation)
    return _scalar(annotation, _bounds(metadata))


def _plural(annotation: Any) -> str:
    for named, _, several in _named():
        if annotation == named:
            return several
    if typing.get_origin(annotation) is list:
        (item,) = typing.get_args(annotation)
        return f"lists of {_plural(item)}"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return "choices from " + ", ".join(f"`{member.value}`" for member in annotation)
    return f"items, each {_describe(annotation, [])}"


def _scalar(annotation: Any, bounds: dict[str, int]) -> str:
    if annotation is bool:
        return "`true` or `false`"
    if annotation is int:
        low, high = bounds.get("ge"), bounds.get("le")
        if low is not None and high is not None:
            return f"a whole number from {low:,} to {high:,}"
        return "a whole number"
    if annotation is str:
        longest = bounds.get("max_length")
        return f"text (at most {longest:,} characters)" if longest else "text"
    return f"`{getattr(annotation, '__name__', annotation)}`"


def _bounds(metadata: list[Any]) -> dict[str, int]:
    found: dict[str, int] = {}
    queue = list(metadata)
    while queue:
        item = queue.pop(0)
        if isinstance(item, FieldInfo):
            queue.extend(item.metadata)
        elif isinstance(item, (annotated_types.Ge, annotated_types.Le, annotated_types.MaxLen)):
            for name in ("ge", "le", "max_length"):
                value = getattr(item, name, None)
                if isinstance(value, int):
                    found[name] = value
    return found


def _choices(annotation: Any) -> Iterator[tuple[str, str]]:
    enum = _enum_in(annotation)
    if enum is None:
        return
    docs = member_docs(enum)
    for member in enum:
        yield str(member.value), docs.get(member.name, "")


def _enum_in(annotation: Any) -> type[Enum] | None:
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return annotation
    for arg in typing.get_args(annotation):
        found = _enum_in(arg)
        if found is not None:
            return found
    return None


def member_docs(enum: type[Enum]) -> dict[str, str]:
    """The docstring under each member of an enum class, by member name. Enum members do
    not keep attribute docstrings at run time, so they are read from the class source."""
    found = _module_docs(enum.__module__).get(enum.__qualname__)
    if found is not None:
        return found
    return _class_docs(_one_class(inspect.cleandoc("\n" + inspect.getsource(enum))))


@functools.cache
def _module_docs(module: str) -> dict[str, dict[str, str]]:
    """The member docstrings of every class of a module, by qualified name, from one parse
    of its source: `inspect.getsource` of a class parses the whole module each time, which
    took seconds over a game's enums (the guided editor's first page)."""
    try:
        tree = ast.parse(inspect.getsource(sys.modules[module]))
    except (KeyError, OSError, TypeError):
        return {}
    docs: dict[str, dict[str, str]] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                docs[prefix + node.name] = _class_docs(node)
                visit(node.body, f"{prefix}{node.name}.")

    visit(tree.body, "")
    return docs


def _one_class(source: str) -> ast.ClassDef:
    (cls,) = [node for node in ast.parse(source).body if isinstance(node, ast.ClassDef)]
    return cls


def _class_docs(cls: ast.ClassDef) -> dict[str, str]:
    docs: dict[str, str] = {}
    for first, second in zip(cls.body, cls.body[1:], strict=False):
        if (
            isinstance(first, ast.Assign)
            and len(first.targets) == 1
            and isinstance(first.targets[0], ast.Name)
            and isinstance(second, ast.Expr)
            and isinstance(second.value, ast.Constant)
            and isinstance(second.value.value, str)
        ):
            docs[first.targets[0].id] = _prose(second.value.value)
    return docs


def _show(value: Any) -> str:
    return f"`{_yaml(value)}`"


def _yaml(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, list):
        return "[" + ", ".join(_yaml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {_yaml(item)}" for key, item in value.items()) + "}"
    if value == "":
        return '""'
    return str(value)


def replace_reference(document: str, reference: str) -> str:
    """`document` with the text between the START and END marker lines replaced."""
    head, start, rest = document.partition(START + "\n")
    _, end, tail = rest.partition(END)
    if not start or not end:
        raise ValueError(f"the document needs the lines {START} and {END}")
    return f"{head}{start}\n{reference.strip()}\n\n{end}{tail}"


def main(argv: Sequence[str] | None = None) -> int:
    """Print the reference, or with `--write FILE` refresh the copy between its markers."""
    parser = argparse.ArgumentParser(prog="python -m rulesets.reference", description=__doc__)
    parser.add_argument("--write", metavar="FILE", help="replace the reference in FILE")
    args = parser.parse_args(argv)
    if args.write is None:
        sys.stdout.write(reference_markdown())
        return 0
    path = Path(args.write)
    try:
        text = replace_reference(path.read_text(encoding="utf-8"), reference_markdown())
    except (OSError, ValueError) as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 1
    path.write_text(text, encoding="utf-8")
    print(f"{path}: reference updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
