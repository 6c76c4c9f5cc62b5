"""`versions/check` answers, beside its diagnostics, the warnings of a valid body: options it
writes that a parent setting switches off. They never stop the publish."""

from __future__ import annotations

from django.core.files.uploadedfile import SimpleUploadedFile

from registry.models import Ruleset
from tests.api.conftest import Clients, ruleset_url

NIL_OFF = (
    b"format: houserules/1\ngame: spades\nname: House\n"
    b"bidding:\n  nil:\n    mode: not_allowed\n    success: 50\n"
)


def test_a_switched_off_option_is_a_warning_and_the_body_would_publish(
    ruleset: Ruleset, client_as: Clients
) -> None:
    body = {"source": SimpleUploadedFile("h.yaml", NIL_OFF), "message": "try"}

    check = client_as("editor").post(
        ruleset_url(ruleset, "versions/check"), body, format="multipart"
    )

    assert check.status_code == 200
    answer = check.json()
    assert answer["diagnostics"] == [] and answer["digest"].startswith("sha256:")
    (warning,) = answer["warnings"]
    assert warning["code"] == "switched-off"
    assert (warning["path"], warning["line"]) == ("bidding.nil.success", 7)


def test_a_body_without_such_options_has_no_warnings(ruleset: Ruleset, client_as: Clients) -> None:
    body = {
        "source": SimpleUploadedFile("h.yaml", NIL_OFF[: NIL_OFF.index(b"    success")]),
        "message": "try",
    }

    check = client_as("editor").post(
        ruleset_url(ruleset, "versions/check"), body, format="multipart"
    )

    assert check.json()["warnings"] == []
