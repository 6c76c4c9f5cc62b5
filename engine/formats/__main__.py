"""`python -m engine.formats`: write the committed JSON Schemas of the match log and the score
sheet from the models (`--check`: exit 1, writing nothing, when a committed file is not the
generated one)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from engine.formats.log import LOG_SCHEMA_PATH, log_schema_text
from engine.formats.sheet import SHEET_SCHEMA_PATH, sheet_schema_text

SCHEMAS: tuple[tuple[Path, Callable[[], str]], ...] = (
    (LOG_SCHEMA_PATH, log_schema_text),
    (SHEET_SCHEMA_PATH, sheet_schema_text),
)
"""Each committed schema file and the function that generates it."""


def main(argv: list[str]) -> int:
    stale = 0
    for path, generate in SCHEMAS:
        text = generate()
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current == text:
            continue
        stale += 1
        if "--check" in argv:
            print(f"{path} is not the schema of the models: python -m engine.formats")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
