"""The registry's HTTP API from a program: pull a version's YAML, publish a new version, and
dry-run a publish (docs/api.md). Standard library only (urllib), so the package needs nothing
more to talk to a server.

    >>> api = Registry("http://127.0.0.1:8000", token=None)   # doctest: +SKIP
    >>> pulled = api.pull("library", "classic")                 # doctest: +SKIP
    >>> pulled.number, pulled.revision                          # doctest: +SKIP
    (1, '3f2a...')

Every failure is a `RemoteError` with a sentence fit to show a user: the server's problem
document (RFC 9457) when it sent one, or why the server could not be reached.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any

__all__ = ["API_PATH", "Pulled", "Answer", "RemoteError", "Registry", "parse_ref"]

API_PATH = "/api/v1/"
"""Where the API lives on a server."""
_TIMEOUT = 30.0


@dataclass(frozen=True)
class Pulled:
    """A version's exact YAML bytes, its number, and the ruleset revision it was published at
    (the `If-Match` to publish an edit of it with)."""

    source: bytes
    number: int
    revision: str
    rules_digest: str


@dataclass(frozen=True)
class Answer:
    """A JSON answer: its HTTP status, headers (names lower-cased) and body."""

    status: int
    headers: dict[str, str]
    body: Any


@dataclass
class RemoteError(Exception):
    """A request that failed: `status` (None when the server was not reached), a message,
    and the problem document's members when the server sent one."""

    status: int | None
    message: str
    problem: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.message


def parse_ref(ref: str) -> tuple[str, str, int | None]:
    """`club/ruleset` or `club/ruleset@N` as (club, ruleset, N or None); ValueError else."""
    name, _, number = ref.partition("@")
    club, slash, ruleset = name.partition("/")
    if not (club and slash and ruleset and "/" not in ruleset) or (number and not number.isdigit()):
        raise ValueError(f"{ref!r} is not CLUB/RULESET or CLUB/RULESET@NUMBER")
    return club, ruleset, int(number) if number else None


class Registry:
    """A houserules server, reached at `server` (`http://host:port`), with an API token
    (`Authorization: Token ...`) or anonymously (public clubs only)."""

    def __init__(self, server: str, token: str | None = None) -> None:
        self.base = server.rstrip("/") + API_PATH
        self.token = token

    def ruleset_path(self, club: str, ruleset: str) -> str:
        """The API path of a ruleset, relative to the API's root."""
        return f"clubs/{urllib.parse.quote(club)}/rulesets/{urllib.parse.quote(ruleset)}/"

    def pull(self, club: str, ruleset: str, number: int | None = None) -> Pulled:
        """Version `number` of the ruleset (None: the newest active one, as `latest`)."""
        path = self.ruleset_path(club, ruleset) + "versions/"
        version = self.json("GET", path + (f"{number}/" if number else "latest")).body
        request = self._request("GET", path + f"{version['number']}/source", None, {})
        with self._open(request) as response:
            source = response.read()
        return Pulled(source, version["number"], version["revision"], version["rules_digest"])

    def revision(self, club: str, ruleset: str) -> str:
        """The ruleset's current revision (its ETag)."""
        return str(self.json("GET", self.ruleset_path(club, ruleset)).body["revision"])

    def publish(
        self, club: str, ruleset: str, source: bytes, message: str, revision: str
    ) -> Answer:
        """Publish `source` as the next version, if the ruleset is still at `revision`: 201
        (published) or 200 (the head already has these bytes). A 412 (someone published
        since), 422 (invalid YAML) and every other refusal raise `RemoteError`."""
        body = {"source": _text(source), "message": message}
        headers = {"If-Match": f'"{revision}"'}
        return self.json("POST", self.ruleset_path(club, ruleset) + "versions/", body, headers)

    def check(
        self, club: str, ruleset: str, source: bytes, message: str, revision: str | None
    ) -> Answer:
        """What publishing `source` would do, storing nothing (`versions/check`): the body
        has `diagnostics`, `digest`, `no_op`, `changes` and `locked`."""
        body = {"source": _text(source), "message": message}
        headers = {"If-Match": f'"{revision}"'} if revision else {}
        path = self.ruleset_path(club, ruleset) + "versions/check"
        return self.json("POST", path, body, headers)

    def json(
        self,
        method: str,
        path: str,
        body: Any = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        """Send a request (a JSON body when `body` is not None) and read a JSON answer."""
        request = self._request(method, path, body, headers or {})
        with self._open(request) as response:
            data = json.loads(response.read() or b"null")
            return Answer(response.status, _lower(response.headers.items()), data)

    def _request(
        self, method: str, path: str, body: Any, headers: dict[str, str]
    ) -> urllib.request.Request:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", f"Token {self.token}")
        for name, value in headers.items():
            request.add_header(name, value)
        return request

    def _open(self, request: urllib.request.Request) -> Any:
        try:
            return urllib.request.urlopen(request, timeout=_TIMEOUT)
        except urllib.error.HTTPError as error:
            raise _refusal(error) from None
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", error)
            raise RemoteError(None, f"cannot reach {request.full_url}: {reason}") from None


def _text(source: bytes) -> str:
    try:
        return source.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RemoteError(None, f"the file is not UTF-8 text (byte {error.start + 1})") from None


def _lower(items: Any) -> dict[str, str]:
    return {str(name).lower(): str(value) for name, value in items}


def _refusal(error: urllib.error.HTTPError) -> RemoteError:
    """The server's problem document as a `RemoteError` (its detail, else its title)."""
    try:
        problem = json.loads(error.read())
    except ValueError:
        problem = None
    if not isinstance(problem, dict):
        return RemoteError(error.code, f"the server answered {error.code} {error.reason}")
    text = problem.get("detail") or problem.get("title") or f"{error.code} {error.reason}"
    return RemoteError(error.code, f"{error.code}: {text}", problem)
