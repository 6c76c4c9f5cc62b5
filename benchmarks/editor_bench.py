"""The guided editor's answers, timed, run by hand: `.venv/bin/python benchmarks/editor_bench.py`.

What a secretary waits for, through Django's test client in one process, on SQLite and on
PostgreSQL (each in a fresh database and a fresh process):

1. **create**: the new-ruleset form posted (standard Spades, a title and a short name), and
   the editor it redirects to;
2. **draft**: the editor's whole form posted with the target changed, *Save as draft*, and
   the editor reopening the draft;
3. **publish**: the whole form posted with a change, *Save as version N*, and the version
   page it lands on.

Each round does the three in order on a ruleset of its own; the first round is reported on
its own (cold: the process's first page of each kind builds its caches), then the median and
the slowest of the others (warm), in seconds of the wall clock, and the median of the CPU
seconds of this process (the Django side; the database server's are not counted), which a
loaded machine inflates much less. The load average (`uptime`) is printed before and after:
the wall-clock figures mean something only on a quiet machine.

`--tree PATH` times another checkout (a worktree of the tree before a change) with this same
script, for a side-by-side comparison. `--database sqlite|postgres|both` (default both);
PostgreSQL's database is EDITOR_BENCH_DATABASE_URL (default
postgres://postgres@127.0.0.1:5432/houserules_editor_bench), dropped and re-created.
`--rounds R` (default 8). Only 127.0.0.1 is contacted.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/houserules_editor_bench"
STEPS = ("create", "draft", "publish")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", default=str(HERE.parent), help="the checkout to time")
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--json", action="store_true", help="print one JSON line per database")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(_measure(Path(args.tree), args.database, args.rounds)))
        return
    print(f"tree {args.tree}; load before: {_uptime()}")
    kinds = ("sqlite", "postgres") if args.database == "both" else (args.database,)
    for kind in kinds:
        command = [sys.executable, __file__, "--worker", "--tree", args.tree,
                   "--database", kind, "--rounds", str(args.rounds)]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode:
            raise SystemExit(f"{kind}: the worker failed:\n{done.stderr[-4000:]}")
        found = json.loads(done.stdout.strip().splitlines()[-1])
        print(json.dumps(found) if args.json else _table(kind, found))
    print(f"load after: {_uptime()}")


def _uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()


def _table(kind: str, found: dict[str, Any]) -> str:
    lines = [f"{kind}: {found['rounds']} rounds (seconds)"]
    for step in STEPS:
        times = found[step]
        warm = times[1:] or times
        cpu = found[f"{step}_cpu"][1:] or found[f"{step}_cpu"]
        lines.append(
            f"  {step:8} cold {times[0]:.3f}  warm median {statistics.median(warm):.3f}"
            f"  slowest {max(warm):.3f}  CPU median {statistics.median(cpu):.3f}"
        )
    return "\n".join(lines)


def _measure(tree: Path, kind: str, rounds: int) -> dict[str, Any]:
    """In this (fresh) process: set up Django on `tree` and a fresh database, then time."""
    sys.path.insert(0, str(tree))
    os.chdir(tree)
    folder = tempfile.mkdtemp(prefix="editor-bench-")
    if kind == "postgres":
        sys.path.insert(0, str(HERE))
        from _server import recreate_database

        url = os.environ.get("EDITOR_BENCH_DATABASE_URL", DEFAULT_URL)
        recreate_database(url)
    else:
        url = f"sqlite:///{folder}/bench.sqlite3"
    os.environ.update({"DATABASE_URL": url, "DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": "x" * 50,
                       "DJANGO_SECURE_SSL_REDIRECT": "0", "DATABASE_CONN_MAX_AGE": "600",
                       "DJANGO_ALLOWED_HOSTS": "testserver,localhost",
                       "DJANGO_SETTINGS_MODULE": "houserules.settings"})  # fmt: skip
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    client, club = _club()
    times: dict[str, list[float]] = {f"{step}{cpu}": [] for step in STEPS for cpu in ("", "_cpu")}
    for round_ in range(rounds):
        for step, seconds in _round(client, club, round_).items():
            times[step].append(seconds)
    return {"rounds": rounds, **times}


def _club() -> tuple[Any, str]:
    from django.contrib.auth import get_user_model
    from django.test import Client

    from registry.services import create_club

    secretary = get_user_model().objects.create_user("secretary", password="a-long-password")
    club = create_club(slug="bench", name="Bench club", public=False, owner=secretary)
    client = Client()
    client.force_login(secretary)
    return client, club.slug


def _round(client: Any, club: str, round_: int) -> dict[str, float]:
    from registry.models import Ruleset

    slug = f"friday-{round_}"
    start = {"title": f"Friday {round_}", "slug": slug, "start": "library:classic"}
    created = _timed(client, f"/clubs/{club}/new-ruleset/", start)
    ruleset = Ruleset.objects.get(club__slug=club, slug=slug)
    edit = f"/clubs/{club}/rulesets/{slug}/edit/"
    form = _whole_form(ruleset)
    draft = _timed(client, edit, {**form, "match.target": "300", "action": "draft"})
    ruleset.refresh_from_db()
    publish = {**form, "match.hands": "12", "action": "publish", "description_reviewed": "yes",
               "message": "Twelve hands"}  # fmt: skip
    published = _timed(client, edit, publish)
    ruleset.refresh_from_db()
    assert ruleset.head is not None and ruleset.head.number == 2, "the publish was refused"
    timed = {"create": created, "draft": draft, "publish": published}
    return {
        **{step: took[0] for step, took in timed.items()},
        **{f"{step}_cpu": took[1] for step, took in timed.items()},
    }


def _timed(client: Any, url: str, post: dict[str, Any]) -> tuple[float, float]:
    """Seconds from the post to the page its redirect lands on: wall clock, and CPU."""
    began, cpu = time.perf_counter(), time.process_time()
    answer = client.post(url, post, follow=True)
    took = time.perf_counter() - began, time.process_time() - cpu
    if answer.status_code != 200 or not answer.redirect_chain:
        shown = re.findall(r'<ul class="problems"[^>]*>(.*?)</ul>', answer.content.decode(), re.S)
        said = [found for found in shown if found.strip()]
        raise SystemExit(f"{url}: answered {answer.status_code} without a redirect: {said}")
    return took


def _whole_form(ruleset: Any) -> dict[str, Any]:
    """Every control of the editor with the head's value, as a browser posts the form: less
    those a setting switches off, which are disabled."""
    from clubsite.editing import display_value
    from rulesets.form import build_form, controls_of, switched_off
    from rulesets.merge import option_values

    rules = ruleset.head.load_rules()
    values = option_values(rules)
    off = switched_off(build_form(type(rules)), values)
    post: dict[str, Any] = {"base_revision": ruleset.head.revision}
    for path, control in controls_of(type(rules)).items():
        if path in off:
            continue
        value = values.get(path)
        if control.kind in ("choices", "sequence"):
            post[path] = [str(item) for item in value or []] or [""]
        else:
            post[path] = display_value(control, value)
    return post


if __name__ == "__main__":
    main()
