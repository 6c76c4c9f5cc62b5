"""`python -m engine.formats`: write the committed JSON Schema of the match log from the models
(`--check`: exit 1, writing nothing, when the committed file is not the generated one)."""

from __future__ import annotations

import sys

from engine.formats.log import LOG_SCHEMA_PATH, log_schema_text


def main(argv: list[str]) -> int:
    text = log_schema_text()
    current = LOG_SCHEMA_PATH.read_text(encoding="utf-8") if LOG_SCHEMA_PATH.exists() else ""
    if "--check" in argv:
        if current != text:
            print(f"{LOG_SCHEMA_PATH} is not the schema of the models: python -m engine.formats")
            return 1
        return 0
    if current != text:
        LOG_SCHEMA_PATH.write_text(text, encoding="utf-8")
        print(f"wrote {LOG_SCHEMA_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
