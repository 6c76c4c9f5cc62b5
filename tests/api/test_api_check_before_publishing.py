"""`versions/check` takes the bodies publishing takes and stores nothing: for every bad body
the publish tests use (the two-problem YAML, every case of the hostile corpus, uploaded and
as JSON) it returns the diagnostics the publish refused with; for a good body, the digest
the publish then gets, the changes against the head, whether it is a no-op, and the lock
that would refuse it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from registry.models import AuditEvent, RulesDocument, Ruleset, Version
from registry.services import check_publish, lock_ruleset
from tests.api.conftest import BAD_YAML, Clients, ruleset_url, with_target
from tests.cast import CLASSIC, Cast
from tests.reliability.hostile_corpus import CASES


def stored(ruleset: Ruleset) -> tuple[int, int, int, str]:
    ruleset.refresh_from_db()
    counts = (Version.objects.count(), RulesDocument.objects.count(), AuditEvent.objects.count())
    return (*counts, ruleset.revision)


def upload(data: bytes) -> dict[str, Any]:
    return {
        "data": {"source": SimpleUploadedFile("h.yaml", data), "message": "try"},
        "format": "multipart",
    }


def as_json(data: bytes) -> dict[str, Any]:
    """The YAML as a JSON string (bytes that are not UTF-8 travel as lone surrogates)."""
    source = data.decode("utf-8", "surrogateescape")
    return {"data": json.dumps({"source": source, "message": "try"}), "content_type": JSON}


JSON = "application/json"
FORMS = {"multipart": upload, "json": as_json}


def both(client: Any, ruleset: Ruleset, data: bytes, form: str = "multipart") -> tuple[Any, Any]:
    """The answer to a check, then to a publish, of the same bytes in the same form."""
    headers = {"HTTP_IF_MATCH": f'"{ruleset.revision}"'}
    body = FORMS[form]
    check = client.post(ruleset_url(ruleset, "versions/check"), **body(data), **headers)
    publish = client.post(ruleset_url(ruleset, "versions/"), **body(data), **headers)
    return check, publish


BAD_BODIES = [pytest.param(BAD_YAML, id="two-problems")] + [
    pytest.param(case.data, id=case.name) for case in CASES
]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("data", BAD_BODIES)
def test_a_bad_body_gets_the_diagnostics_the_publish_gets_and_nothing_is_stored(
    ruleset: Ruleset, client_as: Clients, data: bytes, form: str
) -> None:
    before = stored(ruleset)
    check, publish = both(client_as("editor"), ruleset, data, form)
    assert stored(ruleset) == before
    if publish.status_code != 422:  # over the size limit: refused before the YAML is read
        assert check.status_code == publish.status_code, check.content[:300]
        assert check.json()["type"] == publish.json()["type"]
        return
    assert check.status_code == 200, check.content[:300]
    answer = check.json()
    assert answer["diagnostics"] == publish.json()["diagnostics"]
    assert answer["digest"] is None and answer["no_op"] is False and answer["changes"] == []


def test_a_good_body_gets_the_digest_and_changes_the_publish_then_has(
    ruleset: Ruleset, client_as: Clients
) -> None:
    editor = client_as("editor")
    before = stored(ruleset)
    check = editor.post(ruleset_url(ruleset, "versions/check"), **upload(with_target(300)))
    assert stored(ruleset) == before
    answer = check.json()
    assert answer["diagnostics"] == [] and answer["no_op"] is False and answer["locked"] is None
    assert [c["path"] for c in answer["changes"]] == ["match.target"]
    assert answer["changes"][0]["old"] == 500 and answer["changes"][0]["new"] == 300
    _, publish = both(editor, ruleset, with_target(300))
    assert publish.status_code == 201
    assert publish.json()["rules_digest"] == answer["digest"]


def test_the_heads_bytes_are_a_no_op_and_a_stale_if_match_is_said(
    ruleset: Ruleset, client_as: Clients
) -> None:
    url = ruleset_url(ruleset, "versions/check")
    same = client_as("editor").post(url, **upload(CLASSIC)).json()
    assert (
        same["no_op"] is True
        and same["changes"] == []
        and same["digest"] == ruleset.head.rules_digest
    )
    stale = client_as("editor").post(url, **upload(with_target(250)), HTTP_IF_MATCH='"gone"')
    assert stale.json()["stale"] is True
    restore = client_as("editor").post(url, {"restore": 1}, format="json").json()
    assert restore["no_op"] is True


def test_the_lock_that_would_refuse_it_is_named(cast: Cast, ruleset: Ruleset) -> None:
    lock_ruleset(ruleset, reason="Frozen for the 2026 season", actor=cast.owner)
    check = check_publish(ruleset, with_target(300))
    assert check.as_dict()["locked"] == {"reason": "Frozen for the 2026 season", "until": None}
    assert not check.ok
    assert check_publish(ruleset, CLASSIC).locked is None  # a no-op is never refused


def test_a_viewer_may_not_check(ruleset: Ruleset, client_as: Clients) -> None:
    url = ruleset_url(ruleset, "versions/check")
    assert client_as("viewer").post(url, **upload(CLASSIC)).status_code == 403
