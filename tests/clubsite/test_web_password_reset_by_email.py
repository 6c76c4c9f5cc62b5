"""A member who forgot their password asks for a link by e-mail on the site (console backend
by default, SMTP from the environment: tests/ops), opens it, sets a new password and signs in
with it. The page never says whether an address has an account."""

from __future__ import annotations

import re

from django.core import mail
from django.test import Client

from tests.cast import Cast

NEW_PASSWORD = "a-brand-new-passphrase"


def test_a_member_resets_their_password_from_the_link_mailed_to_them(cast: Cast) -> None:
    cast.viewer.email = "bob@example.org"
    cast.viewer.save()
    client = Client()
    form = client.get("/accounts/password-reset/").content.decode()
    assert "<h1>Reset your password</h1>" in form
    sent = client.post("/accounts/password-reset/", {"email": "bob@example.org"})
    assert sent.status_code == 302 and sent["Location"] == "/accounts/password-reset/sent/"
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["bob@example.org"]
    assert mail.outbox[0].subject == "Your houserules password"
    link = re.search(r"http://testserver(/accounts/password-reset/\S+/)", mail.outbox[0].body)
    assert link is not None and '"bob"' in mail.outbox[0].body
    opened = client.get(link[1], follow=True)
    assert "<h1>Choose a new password</h1>" in opened.content.decode()
    done = client.post(
        opened.redirect_chain[-1][0],
        {"new_password1": NEW_PASSWORD, "new_password2": NEW_PASSWORD},
    )
    assert done.status_code == 302 and done["Location"] == "/accounts/password-reset/done/"
    signed = Client().post("/accounts/login/", {"username": "bob", "password": NEW_PASSWORD})
    assert signed.status_code == 302


def test_an_unknown_address_gets_the_same_answer_and_no_mail(cast: Cast) -> None:
    sent = Client().post("/accounts/password-reset/", {"email": "nobody@example.org"})
    assert sent.status_code == 302 and sent["Location"] == "/accounts/password-reset/sent/"
    assert mail.outbox == []


def test_a_used_link_says_so(cast: Cast) -> None:
    page = Client().get("/accounts/password-reset/MQ/bad-token/").content.decode()
    assert "has been used already or has expired" in page
