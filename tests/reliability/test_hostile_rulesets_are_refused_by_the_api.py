"""Publishing any case of the hostile corpus through the API is refused and stores nothing.

The editor posts each case to `…/versions/` with the ruleset's revision in `If-Match`, in
every form the API takes a document:

- as an uploaded file (multipart), the exact bytes;
- as a JSON string (bytes that are not UTF-8 travel as lone surrogates, which the API turns
  back into bytes that are not UTF-8 at the same place);
- inside a YAML body (`source: "…"`), for the cases that are text at all;
- and the document itself as the raw `application/yaml` body, which is not the API's format
  (a body is a request object), but must still be refused cleanly.

The answer is a 422 problem whose diagnostics are exactly the corpus's (code, line) pairs,
with the rule path where a rule is at fault. A document over the size limit may instead be a
413, or a 400 naming the limit. Nothing is stored: no version, rules document or audit event,
and the ruleset's revision is unchanged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from registry.models import AuditEvent, RulesDocument, Ruleset, Version
from rulesets.yamlsource import MAX_BYTES
from tests.api.conftest import Clients, ruleset_url
from tests.reliability.hostile_corpus import CASES, PWNED, Case

# Cases whose expectation is right and the API wrong; strict, so a fix turns them into a
# failure that asks for the entry to be deleted.
KNOWN_BUGS: dict[str, str] = {}


def _param(case: Case) -> Any:
    if case.name in KNOWN_BUGS:
        return pytest.param(
            case, id=case.name, marks=pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[case.name])
        )
    return pytest.param(case, id=case.name)


def stored(ruleset: Ruleset) -> tuple[int, int, int, str]:
    ruleset.refresh_from_db()
    counts = (Version.objects.count(), RulesDocument.objects.count(), AuditEvent.objects.count())
    return (*counts, ruleset.revision)


def post(client: APIClient, ruleset: Ruleset, **kwargs: Any) -> Any:
    return client.post(
        ruleset_url(ruleset, "versions/"), HTTP_IF_MATCH=f'"{ruleset.revision}"', **kwargs
    )


def as_file(case: Case) -> dict[str, Any]:
    upload = SimpleUploadedFile("house.yaml", case.data, content_type="application/yaml")
    return {"data": {"source": upload, "message": "hostile"}, "format": "multipart"}


def as_json(case: Case) -> dict[str, Any]:
    source = case.data.decode("utf-8", "surrogateescape")
    body = json.dumps({"source": source, "message": "hostile"})
    return {"data": body, "content_type": "application/json"}


def in_yaml(case: Case) -> dict[str, Any] | None:
    try:
        text = case.data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    body = yaml.safe_dump({"source": text, "message": "hostile"}, allow_unicode=True)
    return {"data": body.encode("utf-8"), "content_type": "application/yaml"}


def assert_refused_naming_the_lines(response: Any, case: Case, how: str) -> None:
    status = response.status_code
    assert response["Content-Type"] == "application/problem+json", (how, status)
    problem = response.json()
    too_large = len(case.data) > MAX_BYTES
    if too_large and status == 413:
        return
    if too_large and status == 400:
        assert "65,536 bytes" in json.dumps(problem), (how, problem)
        return
    assert status == 422, (how, status, problem)
    assert problem["type"].endswith("/invalid-ruleset")
    diagnostics = problem["diagnostics"]
    assert sorted((d["code"], d["line"]) for d in diagnostics) == case.expected(), how
    found = {(d["code"], d["line"], d["path"]) for d in diagnostics}
    for expected in case.expected_paths():
        assert expected in found, (how, expected)
    assert all(d["message"] and d["column"] >= 1 for d in diagnostics)


@pytest.mark.parametrize("case", [_param(case) for case in CASES])
def test_a_hostile_ruleset_is_refused_in_every_form_and_nothing_is_stored(
    case: Case, ruleset: Ruleset, client_as: Clients
) -> None:
    editor = client_as("editor")
    before = stored(ruleset)
    forms = {"an uploaded file": as_file(case), "a JSON string": as_json(case)}
    if (body := in_yaml(case)) is not None:
        forms["a YAML body"] = body
    for how, request in forms.items():
        response = post(editor, ruleset, **request)
        if len(str(request["data"])) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
            # Over the site's limit on any body: refused by its length, before it is read.
            assert response.status_code == 413, how
            assert response.json()["type"].endswith("/payload-too-large")
        elif how == "a YAML body" and len(request["data"]) > MAX_BYTES:
            # The body itself is over the reader's limit: refused before it is a request.
            assert response.status_code == 400, how
            assert f"a ruleset may be at most {MAX_BYTES:,}" in response.json()["detail"]
        else:
            assert_refused_naming_the_lines(response, case, how)
        assert stored(ruleset) == before, how
    assert not PWNED.exists(), "a YAML tag ran a command"


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_hostile_ruleset_as_the_raw_yaml_body_is_a_clean_4xx(
    case: Case, ruleset: Ruleset, client_as: Clients
) -> None:
    before = stored(ruleset)
    response = post(client_as("editor"), ruleset, data=case.data, content_type="application/yaml")
    assert 400 <= response.status_code < 500, response.status_code
    assert response["Content-Type"] == "application/problem+json"
    assert stored(ruleset) == before
    assert not PWNED.exists(), "a YAML tag ran a command"
