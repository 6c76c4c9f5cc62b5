"""`engine` and `rulesets` export their public API from the package itself (python-chess
style): every name in `__all__` exists, is listed by `dir()`, and each function and class is
typed and has a docstring."""

import importlib
import inspect
import subprocess
import sys
from typing import Any

import pytest

import engine
import rulesets

PACKAGES = [engine, rulesets]
NAMED_IN_THE_ISSUE = {
    engine: ["new_hand", "play_match", "score_sheet", "replay"],
    rulesets: ["library", "load", "load_file", "parse", "rules_digest"],
}


def public(package: Any) -> list[tuple[str, Any]]:
    return [(name, getattr(package, name)) for name in package.__all__]


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_name_in_all_exists_and_dir_lists_it(package: Any) -> None:
    assert set(NAMED_IN_THE_ISSUE[package]) <= set(package.__all__)
    for name, _ in public(package):
        assert name in dir(package)


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_function_and_class_has_a_docstring(package: Any) -> None:
    for name, value in public(package):
        if inspect.isfunction(value) or inspect.isclass(value):
            assert inspect.getdoc(value), f"{package.__name__}.{name} has no docstring"


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_function_is_typed(package: Any) -> None:
    for name, value in public(package):
        if not inspect.isfunction(value):
            continue
        signature = inspect.signature(value)
        assert signature.return_annotation is not inspect.Signature.empty, name
        for parameter in signature.parameters.values():
            assert parameter.annotation is not inspect.Parameter.empty, f"{name}({parameter})"


def test_engine_replay_stays_the_function_once_its_module_is_imported() -> None:
    importlib.import_module("engine.replay")
    assert callable(engine.replay) and engine.replay.__module__ == "engine.replay"


def test_the_prose_and_schema_functions_load_on_first_use() -> None:
    code = (
        "import sys, rulesets; assert 'rulesets.rulebook' not in sys.modules;"
        " rulesets.render_rulebook; assert 'rulesets.rulebook' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_one_version_for_both_packages() -> None:
    assert engine.__version__ == rulesets.__version__
    assert isinstance(rulesets.__version__, str) and rulesets.__version__.count(".") == 2
