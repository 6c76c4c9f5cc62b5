"""The build backend: setuptools', asking for mypyc's tools only when the engine is compiled.

`pip install .` installs pure Python unless HOUSERULES_COMPILE=1 is set (setup.py), so the
compiler's build requirements (mypy, pydantic for its mypy plugin, the type stubs) are asked
for only then: a pure install does not download or unpack them.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403

COMPILE_REQUIRES = [
    "mypy==2.4.1",
    "pydantic==2.14.4",
    "types-PyYAML==6.0.12.20261122",
    "types-jsonschema==4.26.0.20261006",
]


def _compile_requires() -> list[str]:
    return COMPILE_REQUIRES if os.environ.get("HOUSERULES_COMPILE") == "1" else []


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _setuptools.get_requires_for_build_wheel(config_settings) + _compile_requires()


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _setuptools.get_requires_for_build_editable(config_settings) + _compile_requires()
