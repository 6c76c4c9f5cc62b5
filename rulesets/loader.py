"""Loading a ruleset: YAML text in, a validated ruleset or every diagnostic out."""

from __future__ import annotations

import dataclasses
import difflib
import enum
import types
import typing
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from rulesets.base import RuleConflict
from rulesets.canonical import source_digest
from rulesets.diagnostics import Diagnostic, RulesetError, format_path
from rulesets.formats import CURRENT_FORMAT, FORMATS, Ruleset, ruleset_class
from rulesets.yamlsource import SourceMap, read_yaml

__all__ = ["ParseResult", "parse", "load", "load_file", "from_data"]

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class ParseResult:
    """The outcome of parsing one document: the rules when valid, and every problem."""

    rules: Ruleset | None
    diagnostics: list[Diagnostic]
    source_digest: str
    source_map: SourceMap | None = dataclasses.field(default=None, repr=False, compare=False)
    """Where each option is written (for `warnings`)."""

    @property
    def ok(self) -> bool:
        """Whether the document is a valid ruleset."""
        return self.rules is not None and not self.diagnostics

    @property
    def warnings(self) -> list[Diagnostic]:
        """What is valid but probably not meant: options written that a parent setting
        switches off (`rulesets.switched_off`). Empty for a document that is not valid."""
        if not self.ok or self.rules is None or self.source_map is None:
            return []
        from rulesets.switched_off import switched_off_warnings

        return switched_off_warnings(self.rules, self.source_map)


def parse(source: bytes | str) -> ParseResult:
    """Parse and validate a YAML document, collecting every problem instead of stopping at
    the first."""
    digest = source_digest(source)
    data, source_map, diagnostics = read_yaml(source)
    diagnostics = _reword_booleans(diagnostics, data)
    if data is None and diagnostics:
        return ParseResult(None, diagnostics, digest)
    rules, problems = _validate(data, source_map)
    # A value the YAML layer already refused reaches validation as null: report it once, and
    # drop the conflicts its section reports because of that null.
    refused = {d.path for d in diagnostics}
    sections = {path.rpartition(".")[0] for path in refused} - {""}
    problems = [d for d in problems if not _caused_by(d, refused, sections)]
    everything = sorted(diagnostics + problems, key=lambda d: (d.line, d.column, d.path))
    return ParseResult(rules if not everything else None, everything, digest, source_map)


def _reword_booleans(diagnostics: list[Diagnostic], data: Any) -> list[Diagnostic]:
    """YAML 1.1 reads an unquoted `off` or `yes` as a boolean. The advice "write true or
    false" is right only where a boolean is expected: where a choice is, name the choices."""
    if not isinstance(data, dict) or not any(d.code == "yaml11-boolean" for d in diagnostics):
        return diagnostics
    model = ruleset_class(str(data.get("format")), str(data.get("game")))
    if model is None:
        return diagnostics
    return [_reworded(d, model) if d.code == "yaml11-boolean" else d for d in diagnostics]


def _reworded(diagnostic: Diagnostic, model: type[BaseModel]) -> Diagnostic:
    expected = _annotation_at(model, diagnostic.path)
    word = diagnostic.message.split("'")[1] if diagnostic.message.count("'") >= 2 else "it"
    choices = _enum_values(expected)
    if choices:
        message = (
            f"'{word}' is not one of: {', '.join(choices)}"
            f" (unquoted, YAML reads {word} as true or false)"
        )
    elif _base_type(expected) in (int, str):
        wanted = "a whole number" if _base_type(expected) is int else "text: quote it"
        message = f"'{word}' reads as true or false in YAML; expected {wanted}"
    else:
        return diagnostic
    return dataclasses.replace(diagnostic, message=message)


def _annotation_at(model: type[BaseModel], path: str) -> Any:
    current: Any = model
    annotation: Any = None
    for part in path.replace("[", ".[").split("."):
        if not part or part.startswith("["):
            annotation = _item_of(annotation)
            continue
        fields = getattr(current, "model_fields", None)
        if not fields or part not in fields:
            return None
        annotation = fields[part].annotation
        current = _model_in(annotation)
    return annotation


def _item_of(annotation: Any) -> Any:
    args = typing.get_args(_without_optional(annotation))
    return args[0] if args else None


def _without_optional(annotation: Any) -> Any:
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        return args[0] if len(args) == 1 else annotation
    return annotation


def _base_type(annotation: Any) -> Any:
    annotation = _without_optional(annotation)
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation


def _enum_values(annotation: Any) -> list[str]:
    base = _base_type(annotation)
    if isinstance(base, type) and issubclass(base, enum.Enum):
        return [str(member.value) for member in base]
    return []


def _enclosing(path: str) -> set[str]:
    """`path` and every path that contains it: `a.b[2]` gives a, a.b and a.b[2]."""
    return {path, *(path[:end] for end, char in enumerate(path) if char in ".[")}


def _caused_by(problem: Diagnostic, refused: set[str], sections: set[str]) -> bool:
    # Set lookups, not a scan of every refused path per problem: 64 KB of `k: yes` makes
    # 5,000 of each, and the pairwise scan took 10 s (a list of 16,000, a minute).
    enclosing = _enclosing(problem.path)
    return bool(enclosing & refused) or (problem.code == "conflict" and bool(enclosing & sections))


def load(source: bytes | str, filename: str = "<ruleset>") -> Ruleset:
    """Parse a document and return its rules; raise `RulesetError` listing every problem."""
    result = parse(source)
    if not result.ok or result.rules is None:
        raise RulesetError(result.diagnostics, filename)
    return result.rules


def load_file(path: str | FilePath) -> Ruleset:
    """Load a ruleset from a file; `RulesetError` names the file in every diagnostic."""
    return load(FilePath(path).read_bytes(), str(path))


def from_data(data: Any) -> Ruleset:
    """Validate already-parsed data (such as canonical JSON) into a ruleset."""
    rules, problems = _validate(data, SourceMap())
    if problems or rules is None:
        raise RulesetError(problems)
    return rules


def _validate(data: Any, source_map: SourceMap) -> tuple[Ruleset | None, list[Diagnostic]]:
    if not isinstance(data, dict):
        return None, [
            _at(
                source_map,
                "not-a-mapping",
                (),
                "a ruleset is a mapping of options,"
                " starting with 'format: houserules/1' and 'game: ...'",
            )
        ]
    model, problem = _pick_model(data, source_map)
    if model is None:
        return None, [problem] if problem else []
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        found = _diagnostics(exc, model, source_map)
    return None, found + _conflicts_elsewhere(model, data, found, source_map)


def _conflicts_elsewhere(
    model: type[Ruleset], data: dict[str, Any], found: list[Diagnostic], source_map: SourceMap
) -> list[Diagnostic]:
    """Whole-ruleset checks run only once every section is valid. To still report every
    problem, check again with the broken sections left at their defaults, keeping only the
    conflicts outside those sections."""
    broken = {d.path.split(".")[0].split("[")[0] for d in found}
    if not broken or broken & {"", "format", "game"}:
        return []
    trimmed = {key: value for key, value in data.items() if key not in broken}
    try:
        model.model_validate(trimmed)
    except ValidationError as exc:
        again = _diagnostics(exc, model, source_map)
        return [d for d in again if d.code == "conflict" and d.path.split(".")[0] not in broken]
    return []


def _pick_model(
    data: dict[str, Any], source_map: SourceMap
) -> tuple[type[Ruleset] | None, Diagnostic | None]:
    fmt, game = data.get("format"), data.get("game")
    if fmt is not None and not isinstance(fmt, str):
        return None, _at(source_map, "unknown-format", ("format",), "format must be houserules/1")
    if game is not None and not isinstance(game, str):
        games = " or ".join(FORMATS.get(str(fmt), FORMATS[CURRENT_FORMAT]))
        return None, _at(source_map, "unknown-game", ("game",), f"game must be a name: {games}")
    if fmt is None:
        return None, _at(
            source_map, "missing-format", (), "the first line must be 'format: houserules/1'"
        )
    if fmt not in FORMATS:
        known = ", ".join(FORMATS)
        return None, _at(
            source_map,
            "unknown-format",
            ("format",),
            f"unknown format {fmt!r}; this program reads {known}",
        )
    model = ruleset_class(str(fmt), str(game))
    if model is None:
        games = ", ".join(FORMATS[str(fmt)])
        if game is None:
            return None, _at(
                source_map, "missing-game", (), f"say which game: 'game:' one of {games}"
            )
        hint = _did_you_mean(str(game), list(FORMATS[str(fmt)]))
        return None, _at(
            source_map,
            "unknown-game",
            ("game",),
            f"unknown game {game!r}; {fmt} knows {games}{hint}",
        )
    return model, None


def _at(source_map: SourceMap, code: str, path: Path, message: str) -> Diagnostic:
    where = source_map.locate(path)
    return Diagnostic(code, format_path(path), where.line, where.column, message)


def _diagnostics(
    exc: ValidationError, model: type[BaseModel], source_map: SourceMap
) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    for error in exc.errors(include_url=False):
        found.extend(_explain(error, model, source_map))
    return sorted(set(found), key=lambda d: (d.line, d.column, d.path, d.message))


def _explain(
    error: ErrorDetails, model: type[BaseModel], source_map: SourceMap
) -> list[Diagnostic]:
    path = tuple(error["loc"])
    kind = error["type"]
    cause = error.get("ctx", {}).get("error")
    if isinstance(cause, RuleConflict):
        return [
            _at(source_map, "conflict", (*path, *sub), message) for sub, message in cause.problems
        ]
    if kind == "extra_forbidden":
        where = source_map.locate(path, prefer_key=True)
        fields = list(_fields_at(model, path[:-1]))
        hint = _did_you_mean(str(path[-1]), fields)
        message = f"unknown option '{path[-1]}'{hint}"
        return [Diagnostic("unknown-key", format_path(path), where.line, where.column, message)]
    if kind == "missing":
        return [_at(source_map, "missing-key", path, f"'{path[-1]}' is required")]
    code, message = _describe(error)
    return [_at(source_map, code, path, message)]


def _describe(error: ErrorDetails) -> tuple[str, str]:
    kind, value, ctx = error["type"], error["input"], error.get("ctx", {})
    shown = _show(value)
    if kind == "enum" or kind == "literal_error":
        return "bad-choice", f"{shown} is not one of: {_choices(ctx.get('expected', ''))}"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return "bad-type", f"expected a whole number, not {shown}"
    if kind == "bool_type":
        return "bad-type", f"expected true or false, not {shown}"
    if kind == "string_type":
        return "bad-type", f"expected text, not {shown}"
    if kind in ("list_type", "dict_type", "model_type", "model_attributes_type"):
        wanted = "a list" if kind == "list_type" else "a mapping of options"
        return "bad-type", f"expected {wanted}, not {shown}"
    if kind in ("greater_than_equal", "greater_than"):
        return (
            "out-of-range",
            f"{shown} is too small: it must be at least {ctx.get('ge', ctx.get('gt'))}",
        )
    if kind in ("less_than_equal", "less_than"):
        return (
            "out-of-range",
            f"{shown} is too large: it must be at most {ctx.get('le', ctx.get('lt'))}",
        )
    if kind == "string_too_long":
        return "out-of-range", f"the text is too long (at most {ctx.get('max_length')} characters)"
    message = str(error["msg"]).removeprefix("Value error, ")
    return "invalid", message


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    return str(value)


def _choices(expected: str) -> str:
    return expected.replace("'", "").replace(" or ", ", ")


def _did_you_mean(word: str, candidates: list[str]) -> str:
    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    if close:
        return f"; did you mean '{close[0]}'?"
    if candidates:
        return f"; the options here are: {', '.join(candidates)}"
    return ""


def _fields_at(model: type[BaseModel], path: Path) -> list[str]:
    """The option names of the model found at `path` (for "did you mean")."""
    current: Any = model
    for part in path:
        if isinstance(part, int):
            continue
        fields = getattr(current, "model_fields", None)
        if not fields or part not in fields:
            return []
        current = _model_in(fields[part].annotation)
        if current is None:
            return []
    return list(getattr(current, "model_fields", {}))


def _model_in(annotation: Any) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        for arg in typing.get_args(annotation):
            found = _model_in(arg)
            if found:
                return found
    return None
