"""Finding 5 (issue 16): 40 wrong passwords for one account at /admin/login/ all answered
200, and the right one then worked. POSTs to every URL named in SIGN_IN_THROTTLED_URLS are
now counted per account and per address; past the limit the answer is 429 with Retry-After
and a page that says why, whatever the password."""

from __future__ import annotations

from typing import Any

from django.test import Client

from tests.cast import PASSWORD, Cast

LOGIN = "/admin/login/"


def _try(client: Client, username: str, password: str, address: str = "10.0.0.1") -> Any:
    data = {"username": username, "password": password, "next": "/admin/"}
    return client.post(LOGIN, data, REMOTE_ADDR=address)


def test_wrong_passwords_for_one_account_are_throttled_with_retry_after(
    cast: Cast, settings: Any
) -> None:
    settings.SIGN_IN_THROTTLE = {"account": (5, 900), "address": (1000, 900)}
    client = Client()
    answers = [_try(client, "erin", "wrong", f"10.0.0.{n}").status_code for n in range(8)]
    assert answers == [200] * 5 + [429] * 3  # from eight addresses: counted per account
    held = _try(client, "erin", PASSWORD)
    assert held.status_code == 429  # the right password too, until the window ends
    assert 0 < int(held["Retry-After"]) <= 900
    assert b"Too many attempts" in held.content and b"Try again in" in held.content
    assert _try(Client(), "bob", PASSWORD).status_code == 302  # another account is not held


def test_one_address_trying_many_accounts_is_throttled(cast: Cast, settings: Any) -> None:
    settings.SIGN_IN_THROTTLE = {"account": (1000, 900), "address": (4, 900)}
    client = Client()
    answers = [_try(client, f"user{n}", "wrong").status_code for n in range(6)]
    assert answers == [200] * 4 + [429] * 2
    assert _try(client, "erin", PASSWORD, address="10.9.9.9").status_code == 302


def test_signing_in_right_is_never_counted(cast: Cast, settings: Any) -> None:
    settings.SIGN_IN_THROTTLE = {"account": (2, 900), "address": (2, 900)}
    for _ in range(5):
        assert _try(Client(), "erin", PASSWORD).status_code == 302


def test_the_account_is_the_same_whatever_its_case_or_spaces(cast: Cast, settings: Any) -> None:
    settings.SIGN_IN_THROTTLE = {"account": (2, 900), "address": (1000, 900)}
    client = Client()
    assert _try(client, "erin", "x", "10.0.0.1").status_code == 200
    assert _try(client, " ERIN ", "x", "10.0.0.2").status_code == 200
    assert _try(client, "Erin", "x", "10.0.0.3").status_code == 429


def test_every_named_url_is_throttled_and_unknown_names_are_skipped(
    cast: Cast, settings: Any
) -> None:
    from django.urls import reverse

    settings.SIGN_IN_THROTTLED_URLS = ["no-such-page", "admin:login", "login", "password_reset"]
    settings.SIGN_IN_THROTTLE = {"account": (1, 900), "address": (1000, 900)}
    client = Client()
    assert _try(client, "erin", "x").status_code == 200
    assert _try(client, "erin", "x").status_code == 429
    assert client.get(LOGIN).status_code == 200  # only POSTs are counted
    assert client.post(reverse("clubsite:home")).status_code != 429  # nor other pages
