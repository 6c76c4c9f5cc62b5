"""The registry in a process of its own, for tests that kill a process mid-publish or need a
database the test process does not hold (a fresh SQLite file).

    DATABASE_URL=... python tests/reliability/faults_child.py setup
    DATABASE_URL=... python tests/reliability/faults_child.py publish TARGET BASE [--hang STEP]
    DATABASE_URL=... python tests/reliability/faults_child.py inspect [CLUB]
    DATABASE_URL=... python tests/reliability/faults_child.py counts

`setup` makes riverside's house rules (alice owns, erin edits) with version 1, classic Spades,
then inspects. `publish` publishes classic Spades played to TARGET points as erin on revision
BASE, prints `created N` or `unchanged N`, then inspects. With `--hang STEP` it stops at that
step instead, holding its transaction open, prints `hanging at STEP` and waits to be killed.
STEP is `before:VERB:TABLE` or `after:VERB:TABLE` (the first statement of that verb on that
table, e.g. `before:INSERT:registry_version`), `commit` (the COMMIT is about to be sent) or
`after-commit`. `inspect` prints JSON: the club's record, the house ruleset as `Stored`, and
every problem `verify_registry` finds. `counts` prints the number of rows of every registry
model and of users, as JSON.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HANG_SECONDS = 120
"""A hanging child gives up (exit 3) after this long, so an abandoned one frees its locks."""


def _hang(step: str) -> None:
    print(f"hanging at {step}", flush=True)
    time.sleep(HANG_SECONDS)
    os._exit(3)


def setup() -> None:
    from django.contrib.auth.models import User

    from registry.models import Role
    from registry.services import create_club, create_ruleset, publish, set_membership
    from tests.cast import CLASSIC

    alice, erin = User.objects.create_user("alice"), User.objects.create_user("erin")
    club = create_club(slug="riverside", name="Riverside card club", owner=alice)
    set_membership(club, erin, Role.EDITOR, actor=alice)
    house = create_ruleset(club, slug="house", title="House rules", actor=alice)
    publish(
        house, CLASSIC, author=alice, message="Start from classic", base_revision=house.revision
    )
    inspect("riverside")


def publish(target: int, base: str, hang: str | None) -> None:
    from django.contrib.auth.models import User
    from django.db import connection, connections

    from registry.models import Ruleset
    from registry.services import publish
    from tests.cast import with_target
    from tests.reliability.faults_injection import Step

    wrapper = connections["default"]
    if hang in ("commit", "after-commit"):
        real_commit = wrapper._commit

        def commit() -> None:
            if hang == "commit":
                _hang(hang)
            real_commit()
            _hang(hang)

        wrapper._commit = commit  # type: ignore[method-assign]

    def watch(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        step = Step(0, sql)
        if hang is None or hang in ("commit", "after-commit"):
            return execute(sql, params, many, context)
        when, verb, table = hang.split(":")
        if (step.verb, step.table) != (verb, table):
            return execute(sql, params, many, context)
        if when == "before":
            _hang(hang)
        result = execute(sql, params, many, context)
        _hang(hang)
        return result

    ruleset = Ruleset.objects.get(club__slug="riverside", slug="house")
    erin = User.objects.get(username="erin")
    with connection.execute_wrapper(watch):
        done = publish(
            ruleset, with_target(target), author=erin, message=f"To {target}", base_revision=base
        )
    print(f"{'created' if done.created else 'unchanged'} {done.version.number}")
    if hang is None:
        inspect("riverside")


def inspect(club: str) -> None:
    from dataclasses import asdict

    from registry.models import Ruleset
    from registry.services import verify_registry
    from tests.reliability.faults_registry import club_record, stored

    house = Ruleset.objects.get(club__slug=club, slug="house")
    state = asdict(stored(house.pk))
    state["documents"] = sorted(state["documents"])
    report = {
        "record": club_record(club),
        "stored": state,
        "problems": [str(p) for p in verify_registry()],
    }
    print(json.dumps(report))


def counts() -> None:
    from django.apps import apps
    from django.contrib.auth.models import User

    models = apps.get_app_config("registry").get_models()
    found = {model.__name__: model._default_manager.count() for model in models}
    print(json.dumps({**found, "User": User.objects.count()}))


def main(argv: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "houserules.settings")
    import django

    django.setup()
    command, *rest = argv
    if command == "setup":
        setup()
    elif command == "publish":
        hang = rest[rest.index("--hang") + 1] if "--hang" in rest else None
        publish(int(rest[0]), rest[1], hang)
    elif command == "counts":
        counts()
    elif command == "inspect":
        inspect(rest[0] if rest else "riverside")
    else:
        raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
