"""`houserules check FILE CLUB/RULESET` sends the file to the dry-run endpoint
(`POST .../versions/check`, issue 18, the body of a publish) with the token, prints what
the server found, and exits 1 when publishing would be refused. A stub server stands in for
the site here: the endpoint lives on another branch."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from engine.console import main

SOURCE = "format: houserules/1\ngame: spades\nname: Ours\n"
PATH = "/api/v1/clubs/riverside/rulesets/house/versions/check"


class Stub:
    """Answers every POST with `answer` (status, body) and remembers the requests."""

    def __init__(self) -> None:
        self.answer: tuple[int, dict[str, Any]] = (200, {})
        self.requests: list[dict[str, Any]] = []


@pytest.fixture
def stub() -> Iterator[tuple[Stub, str]]:
    state = Stub()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (the stdlib's name)
            length = int(self.headers["Content-Length"])
            state.requests.append(
                {"path": self.path, "headers": dict(self.headers), "body": self.rfile.read(length)}
            )
            status, body = state.answer
            data = json.dumps(body).encode()
            self.send_response(status)
            kind = "application/json" if status < 400 else "application/problem+json"
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield state, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def house(tmp_path: Path) -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(SOURCE)
    return path


def report(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "diagnostics": [], "digest": "sha256:" + "a" * 64, "no_op": False,
        "changes": [{"path": "name", "old": "Classic", "new": "Ours", "topic": "About",
                     "sentence": "Name: “Classic” → “Ours”"}],
        "locked": None,
    }  # fmt: skip
    return {**body, **overrides}


def test_check_sends_the_publish_body_with_the_token_and_revision(
    stub: tuple[Stub, str], house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, server = stub
    state.answer = (200, report())
    args = ["check", str(house), "riverside/house", "-m", "Rename", "--revision", "r1"]
    status = main([*args, "--server", server, "--token", "k3y"])
    (sent,) = state.requests
    assert sent["path"] == PATH
    assert sent["headers"]["Authorization"] == "Token k3y"
    assert sent["headers"]["If-Match"] == '"r1"'
    assert json.loads(sent["body"]) == {"source": SOURCE, "message": "Rename"}
    out = capsys.readouterr().out
    assert status == 0
    assert "change: Name: “Classic” → “Ours”" in out and f"ok sha256:{'a' * 64}" in out


def test_the_server_and_token_come_from_the_environment(
    stub: tuple[Stub, str], house: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state, server = stub
    state.answer = (200, report(no_op=True, changes=[]))
    monkeypatch.setenv("HOUSERULES_SERVER", server)
    monkeypatch.setenv("HOUSERULES_TOKEN", "from-env")
    assert main(["check", str(house), "riverside/house"]) == 0
    (sent,) = state.requests
    assert sent["headers"]["Authorization"] == "Token from-env"
    assert "If-Match" not in sent["headers"]


def test_diagnostics_are_printed_at_their_line_and_the_check_fails(
    stub: tuple[Stub, str], house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, server = stub
    found = {"code": "bad-type", "path": "match.target", "line": 4, "column": 11,
             "message": "expected a whole number"}  # fmt: skip
    state.answer = (200, report(diagnostics=[found], digest=None, changes=[]))
    assert main(["check", str(house), "riverside/house", "--server", server]) == 1
    out = capsys.readouterr().out
    assert f"{house}:4:11: bad-type: expected a whole number" in out
    assert "would be refused" in out


def test_a_locked_ruleset_fails_the_check(
    stub: tuple[Stub, str], house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, server = stub
    locked = {"reason": "the season is on", "until": "2027-03-01T00:00:00Z"}
    state.answer = (200, report(locked=locked))
    assert main(["check", str(house), "riverside/house", "--server", server]) == 1
    assert "locked until 2027-03-01T00:00:00Z: the season is on" in capsys.readouterr().out


def test_a_refusal_is_the_problems_detail_without_a_traceback(
    stub: tuple[Stub, str], house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, server = stub
    state.answer = (403, {"type": "x", "title": "Forbidden", "detail": "You may not edit."})
    assert main(["check", str(house), "riverside/house", "--server", server]) == 1
    err = capsys.readouterr().err
    assert "403: You may not edit." in err and "Traceback" not in err


def test_without_a_message_a_check_says_it_is_one(stub: tuple[Stub, str], house: Path) -> None:
    state, server = stub
    state.answer = (200, report())
    assert main(["check", str(house), "riverside/house", "--server", server]) == 0
    assert json.loads(state.requests[0]["body"])["message"] == "houserules check (a dry run)"


def test_invalid_fields_are_listed(
    stub: tuple[Stub, str], house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state, server = stub
    problem = {"title": "Invalid request", "detail": "Some fields are invalid.",
               "errors": {"message": ["a change message is required"]}}  # fmt: skip
    state.answer = (400, problem)
    assert main(["check", str(house), "riverside/house", "--server", server]) == 1
    err = capsys.readouterr().err
    assert "400: Some fields are invalid." in err and "message: a change message is required" in err


def test_a_server_that_cannot_be_reached_is_said_so(
    house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(house), "riverside/house", "--server", "http://127.0.0.1:9"]) == 1
    assert "cannot reach http://127.0.0.1:9/api/v1/" in capsys.readouterr().err


def test_a_bad_reference_is_refused_before_any_request(
    house: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(house), "riverside"]) == 1
    assert "is not CLUB/RULESET" in capsys.readouterr().err
