"""A member adds or changes their own e-mail address on their account page: a link is mailed
to the new address (the console backend in development), and the address changes only when
that member, signed in, opens it. The link works once; a forged, altered or another
account's link changes nothing; the new address then receives password resets."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from django.core import mail
from django.core.cache import cache
from django.test import Client

from tests.cast import Cast
from tests.clubsite.conftest import Clients


@pytest.fixture(autouse=True)
def fresh_link_counts() -> Iterator[None]:
    """Each test starts with no links counted this hour (accounts of earlier tests reuse ids)."""
    cache.clear()
    yield
    cache.clear()


def _ask(client: Client, address: str) -> str:
    sent = client.post("/accounts/email/", {"email": address})
    assert sent.status_code == 302 and sent["Location"] == "/accounts/"
    found = re.search(r"http://testserver(/accounts/email/\S+/)", mail.outbox[-1].body)
    assert found is not None and mail.outbox[-1].to == [address]
    return found[1]


def test_a_member_adds_an_address_by_opening_the_link_mailed_to_it(
    cast: Cast, client_as: Clients
) -> None:
    bob = client_as("viewer")
    page = bob.get("/accounts/").content.decode()
    assert "Add an e-mail address" in page and 'name="email"' in page
    link = _ask(bob, "bob@example.org")
    cast.viewer.refresh_from_db()
    assert cast.viewer.email == ""  # nothing changes before the link is opened
    opened = bob.get(link, follow=True)
    assert "Your e-mail address is now bob@example.org" in opened.content.decode()
    cast.viewer.refresh_from_db()
    assert cast.viewer.email == "bob@example.org"
    assert bob.get(link).status_code == 404  # once only
    Client().post("/accounts/password-reset/", {"email": "bob@example.org"})
    assert mail.outbox[-1].to == ["bob@example.org"]


def test_a_member_changes_their_address(cast: Cast, client_as: Clients) -> None:
    cast.viewer.email = "old@example.org"
    cast.viewer.save()
    bob = client_as("viewer")
    assert "Change your e-mail address" in bob.get("/accounts/").content.decode()
    bob.get(_ask(bob, "new@example.org"))
    cast.viewer.refresh_from_db()
    assert cast.viewer.email == "new@example.org"


def test_another_accounts_or_an_altered_link_changes_nothing(
    cast: Cast, client_as: Clients
) -> None:
    link = _ask(client_as("viewer"), "bob@example.org")
    erin = client_as("editor")
    assert "for another account" in erin.get(link).content.decode()
    altered = link[:-3] + ("A" if link[-3] != "A" else "B") + link[-2:]
    assert "not valid" in client_as("viewer").get(altered).content.decode()
    cast.viewer.refresh_from_db()
    cast.editor.refresh_from_db()
    assert cast.viewer.email == "" and cast.editor.email == ""
    assert Client().get(link).status_code == 302  # signed out: to the sign-in page first


def test_a_bad_address_is_refused_at_its_field(cast: Cast, client_as: Clients) -> None:
    refused = client_as("viewer").post("/accounts/email/", {"email": "not an address"})
    assert refused.status_code == 400
    assert "Enter a valid email address" in refused.content.decode()
    assert mail.outbox == []


def test_a_member_gets_at_most_a_few_links_an_hour(cast: Cast, client_as: Clients) -> None:
    bob = client_as("viewer")
    for number in range(5):
        _ask(bob, f"bob{number}@example.org")
    refused = bob.post("/accounts/email/", {"email": "anyone@example.org"})
    assert refused.status_code == 429
    assert "We sent you 5 links this hour" in refused.content.decode()
    assert len(mail.outbox) == 5 and all(m.to != ["anyone@example.org"] for m in mail.outbox)
