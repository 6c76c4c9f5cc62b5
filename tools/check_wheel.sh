#!/usr/bin/env bash
# What `pip install houserules` gives, checked from outside the checkout: build the sdist and
# the (pure) wheel, install the wheel into a fresh virtualenv in a temporary folder, and there
# import both packages, run docs/library.md's examples and the console script's local commands
# on a library ruleset. `make check-wheel` runs it; .ci/run calls that.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
python="${PYTHON:-$repo/.venv/bin/python}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== building the sdist and the wheel"
"$python" -m build --sdist --wheel --outdir "$work/dist" "$repo" >"$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
ls "$work/dist"
wheel=$(ls "$work"/dist/*.whl)
case "$wheel" in
    *-py3-none-any.whl) ;;
    *) echo "the default wheel should be pure Python, got $wheel" >&2; exit 1 ;;
esac

echo "== installing the wheel into a fresh virtualenv"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel"

echo "== using the installed package from outside the checkout"
cd "$work"
venv_python="$work/venv/bin/python"
"$venv_python" -c 'import engine, rulesets; print("imported engine and rulesets", rulesets.__version__, "from", engine.__file__)'
case "$("$venv_python" -c 'import engine; print(engine.__file__)')" in
    "$repo"*) echo "engine was imported from the checkout, not the wheel" >&2; exit 1 ;;
esac
"$venv_python" -m doctest -o ELLIPSIS -o NORMALIZE_WHITESPACE "$repo/docs/library.md"
echo "docs/library.md: every example passed"
library="$("$venv_python" -c 'import rulesets, pathlib; print(pathlib.Path(rulesets.__file__).parent / "library")')"
for name in classic rook hearts; do
    rules="$library/$name.yaml"
    "$work/venv/bin/houserules" validate "$rules"
    "$work/venv/bin/houserules" play "$rules" --seed 7 --log "$work/$name.json" >/dev/null
    "$work/venv/bin/houserules" replay "$rules" "$work/$name.json"
done
echo "== the installed wheel works"
