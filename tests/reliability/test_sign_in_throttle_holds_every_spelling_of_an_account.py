"""Finding 1 (issue 42): the throttle keyed an account by `username.strip().lower()` while
sign-in normalised the name with NFKC, so after ten wrong passwords a fullwidth `ｓ` in place
of `s` signed in. Sign-in, the throttle, password reset and sign-up now compare accounts by
one key (NFKC, then case-folding: `registry.identifiers.account_key`)."""

from __future__ import annotations

from typing import Any

import pytest
from django.core import mail
from django.test import Client

from registry.identifiers import account_key
from registry.models import Role
from registry.services.accounts import invite
from tests.cast import PASSWORD, Cast

# Look-alikes of "stan" (staff) and "erin": fullwidth letters, a long s, capitals, a ligature-free
# compatibility form, each NFKC-equal or case-equal to the real name.
STAN = ["ｓtan", "ＳＴＡＮ", "ſtan", "sTaN", "ｓｔａｎ"]
ERIN = ["ｅrin", "ＥＲＩＮ", "eｒin", "Erin"]


def _lock(url: str, username: str, settings: Any) -> None:
    settings.SIGN_IN_THROTTLE = {"account": (3, 900), "address": (1000, 900)}
    for n in range(3):
        wrong = {"username": username, "password": "wrong"}
        assert Client().post(url, wrong, REMOTE_ADDR=f"10.0.0.{n}").status_code == 200


@pytest.mark.parametrize("spelling", STAN)
def test_a_locked_staff_account_stays_locked_in_the_admin_in_every_spelling(
    cast: Cast, settings: Any, spelling: str
) -> None:
    _lock("/admin/login/", "stan", settings)
    data = {"username": spelling, "password": PASSWORD, "next": "/admin/"}
    held = Client().post("/admin/login/", data, REMOTE_ADDR="10.9.9.9")
    assert held.status_code == 429


@pytest.mark.parametrize("spelling", ERIN)
def test_a_locked_account_stays_locked_on_the_site_in_every_spelling(
    cast: Cast, settings: Any, spelling: str
) -> None:
    _lock("/accounts/login/", "erin", settings)
    data = {"username": spelling, "password": PASSWORD}
    held = Client().post("/accounts/login/", data, REMOTE_ADDR="10.9.9.9")
    assert held.status_code == 429


@pytest.mark.parametrize("spelling", ERIN)
def test_wrong_passwords_in_look_alike_spellings_count_against_one_account(
    cast: Cast, settings: Any, spelling: str
) -> None:
    _lock("/accounts/login/", spelling, settings)
    data = {"username": "erin", "password": PASSWORD}
    assert Client().post("/accounts/login/", data, REMOTE_ADDR="10.9.9.9").status_code == 429


@pytest.mark.parametrize("spelling", ERIN)
def test_any_spelling_signs_in_to_the_one_account(cast: Cast, spelling: str) -> None:
    client = Client()
    signed = client.post("/accounts/login/", {"username": spelling, "password": PASSWORD})
    assert signed.status_code == 302
    assert client.get("/accounts/").context["user"] == cast.editor


def test_password_reset_requests_count_by_the_same_key(cast: Cast, settings: Any) -> None:
    cast.editor.email = "erin@example.org"
    cast.editor.save()
    settings.SIGN_IN_THROTTLE = {"account": (2, 900), "address": (1000, 900)}
    asked = [
        Client().post("/accounts/password-reset/", {"email": email}).status_code
        for email in ["erin@example.org", "ＥRIN@Example.org", "erin@ｅxample.org"]
    ]
    assert asked == [302, 302, 429]
    assert len(mail.outbox) == 2  # the fullwidth spelling reaches the same account's address


def test_an_invitation_refuses_a_look_alike_of_a_taken_name(cast: Cast) -> None:
    _, secret = invite(cast.club, Role.VIEWER, by=cast.owner)
    for spelling in ["ｅrin", "ERIN"]:
        form = {
            "username": spelling,
            "password1": "a-long-passphrase",
            "password2": "a-long-passphrase",
        }
        answer = Client().post(f"/accounts/invite/{secret}/", form)
        assert answer.status_code == 400
        assert "That name is taken" in answer.content.decode()


def test_the_key_is_nfkc_then_case_folding() -> None:
    assert account_key(" ｓＴａｎ ") == "stan"
    assert account_key("Straße") == account_key("STRASSE") == "strasse"
    assert account_key("ſtan") == "stan"
