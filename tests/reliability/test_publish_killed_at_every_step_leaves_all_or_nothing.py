"""A publish that dies at any step leaves the whole new version or nothing, and verifies.

A publish writes several rows in one transaction: the rules document (when its rules are new),
the version, the ruleset's head and revision, and the club's audit event. A probe publish
lists every statement it sends; the publish is then repeated with the connection failing
just before each of those statements in turn, at the COMMIT, and just after it. So a step
added to `publish` later is killed too, without editing this file. After every failure the
registry holds all of the version (document, version, head, audit event) or none of it,
`verify_registry` is clean, and the client's retry (same YAML, same If-Match revision)
succeeds without a duplicate.

The failures: the statement fails and the connection survives (`raise`, both databases), and
on PostgreSQL the connection's server process is terminated from another connection
(`terminate`), as a restart would. The last test SIGKILLs a publishing process (on the
PostgreSQL test database, or on an SQLite file) at the named steps.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.db import DatabaseError, connection

from registry.models import Ruleset
from registry.services import Publication, create_ruleset, publish, verify_registry
from tests.cast import Cast, with_name, with_target
from tests.reliability.faults_injection import (
    AFTER_COMMIT,
    COMMIT,
    RAISE,
    TERMINATE,
    Fault,
    Step,
    record_steps,
    run_with_fault,
)
from tests.reliability.faults_registry import outcome, stored, stored_from_json
from tests.reliability.faults_subprocess import child as run_child
from tests.reliability.faults_subprocess import (
    fresh_sqlite,
    inspect,
    session_database_url,
    start_child,
    wait_for_line,
)
from tests.reliability.faults_transactions import emptied_despite_triggers

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures(emptied_despite_triggers.__name__),
]

POSTGRES = connection.vendor == "postgresql"
HOWS = [RAISE, TERMINATE] if POSTGRES else [RAISE]


@dataclass(frozen=True)
class Scenario:
    """A kind of publish: where it lands, what it publishes, which tables it must write."""

    name: str
    make: Callable[[Ruleset, Cast, int], tuple[Ruleset, bytes]]
    writes: frozenset[str]


def _new_ruleset(house: Ruleset, cast: Cast, n: int) -> tuple[Ruleset, bytes]:
    fresh = create_ruleset(cast.club, slug=f"fresh-{n}", title=f"Fresh {n}", actor=cast.owner)
    return fresh, with_target(1000 + n)


def _new_rules(house: Ruleset, cast: Cast, n: int) -> tuple[Ruleset, bytes]:
    return house, with_target(2000 + n)


def _known_rules(house: Ruleset, cast: Cast, n: int) -> tuple[Ruleset, bytes]:
    # Classic Spades under another name: the rules document of version 1 is reused.
    return house, with_name(f"Classic, take {n}")


ALL_ROWS = frozenset(
    {"registry_rulesdocument", "registry_version", "registry_ruleset", "registry_auditevent"}
)
SCENARIOS = [
    Scenario("the first version of a new ruleset", _new_ruleset, ALL_ROWS),
    Scenario("a version with new rules", _new_rules, ALL_ROWS),
    Scenario(
        "a version whose rules are already stored",
        _known_rules,
        ALL_ROWS - {"registry_rulesdocument"},
    ),
]


def _publish(ruleset: Ruleset, source: bytes, cast: Cast, base: str) -> Publication:
    return publish(ruleset, source, author=cast.editor, message="edit", base_revision=base)


def _kill_everywhere(scenario: Scenario, how: str, house: Ruleset, cast: Cast) -> list[str]:
    """Kill the scenario's publish at each of its steps; every way it went wrong."""
    probe, source = scenario.make(house, cast, 0)
    _, steps = record_steps(lambda: _publish(probe, source, cast, probe.revision))
    written = {step.table for step in steps if step.writes}
    assert written == scenario.writes, [str(s) for s in steps]
    points: list[int | str] = [*range(len(steps)), COMMIT, AFTER_COMMIT]
    failures = []
    for n, at in enumerate(points, start=1):
        ruleset, source = scenario.make(house, cast, n)
        ruleset.refresh_from_db()
        base = ruleset.revision
        where = str(steps[at]) if isinstance(at, int) else at
        before = stored(ruleset.pk)
        fault = Fault(at, how)
        result = run_with_fault(lambda: _publish(ruleset, source, cast, base), fault)  # noqa: B023
        if not fault.fired:
            failures.append(f"{where}: the publish never got there")
            continue
        if isinstance(at, int) and str(Step(at, fault.sql)) != where:
            failures.append(f"{where}: this publish sent {Step(at, fault.sql)} there instead")
        if not isinstance(result, DatabaseError):
            failures.append(f"{where}: the publish did not report the failure ({result})")
        verdict = outcome(before, stored(ruleset.pk), source)
        expected = "whole" if at == AFTER_COMMIT else "nothing"
        if verdict != expected:
            failures.append(f"{where}: {verdict}, expected {expected}")
        problems = [str(p) for p in verify_registry()]
        if problems:
            failures.append(f"{where}: verify_registry found {problems}")
        # The client retries exactly what it sent: same YAML, same If-Match revision.
        retry = _publish(Ruleset.objects.get(pk=ruleset.pk), source, cast, base)
        if retry.created != (verdict == "nothing"):
            failures.append(f"{where}: the retry created={retry.created}")
        if outcome(before, stored(ruleset.pk), source) != "whole":
            failures.append(
                f"{where}: after the retry, {outcome(before, stored(ruleset.pk), source)}"
            )
    problems = [str(p) for p in verify_registry()]
    if problems:
        failures.append(f"at the end, verify_registry found {problems}")
    return failures


@pytest.mark.parametrize("how", HOWS)
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name.replace(" ", "-"))
def test_a_publish_killed_at_any_step_stores_all_of_the_version_or_none_of_it(
    scenario: Scenario, how: str, ruleset: Ruleset, cast: Cast
) -> None:
    assert _kill_everywhere(scenario, how, ruleset, cast) == []


# --- a SIGKILLed process --------------------------------------------------------------------

KILL_STEPS = {
    "before:INSERT:registry_version": "nothing",
    "after:INSERT:registry_version": "nothing",
    "before:INSERT:registry_auditevent": "nothing",
    "commit": "nothing",
    "after-commit": "whole",
}
"""Where the publishing process is killed, and what it must leave."""


@pytest.fixture
def publisher_database(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, Any]:
    """A database with riverside/house@1 that another process can open (the session's
    PostgreSQL test database, emptied after the test, or a fresh SQLite file), and what
    `faults_child.py inspect` says of it."""
    if POSTGRES:
        url = session_database_url()
    else:
        url = fresh_sqlite(request.getfixturevalue("migrated_sqlite"), tmp_path)
    return url, json.loads(run_child(url, "setup"))


@pytest.mark.parametrize("step", list(KILL_STEPS))
def test_a_publishing_process_killed_mid_transaction_leaves_all_or_nothing(
    step: str, publisher_database: tuple[str, Any]
) -> None:
    url, before = publisher_database
    base = before["stored"]["revision"]
    process = start_child(url, "publish", "300", base, "--hang", step)
    assert wait_for_line(process) == f"hanging at {step}"
    os.kill(process.pid, signal.SIGKILL)
    assert process.wait(timeout=30) == -signal.SIGKILL
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()
    process.stderr.close()

    after = inspect(url)
    assert after["problems"] == []
    source, was = with_target(300), stored_from_json(before["stored"])
    verdict = outcome(was, stored_from_json(after["stored"]), source)
    assert verdict == KILL_STEPS[step]
    # The retry, as the client would send it again: same YAML, same base revision.
    said, final = run_child(url, "publish", "300", base).splitlines()
    assert said == ("created 2" if verdict == "nothing" else "unchanged 2")
    assert json.loads(final)["problems"] == []
    assert outcome(was, stored_from_json(json.loads(final)["stored"]), source) == "whole"


def test_the_steps_named_by_the_kill_tests_are_steps_of_a_publish(
    ruleset: Ruleset, cast: Cast
) -> None:
    _, steps = record_steps(lambda: _publish(ruleset, with_target(300), cast, ruleset.revision))
    named = {(s.verb, s.table) for s in steps}
    for step in KILL_STEPS:
        if step.count(":") == 2:
            _, verb, table = step.split(":")
            assert (verb, table) in named, [str(s) for s in steps]
