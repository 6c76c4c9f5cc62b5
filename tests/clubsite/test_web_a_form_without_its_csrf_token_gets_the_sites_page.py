"""A form sent without its CSRF token (a page left open across a sign-out) is refused with the
site's own page, which says what happened and that nothing changed."""

from __future__ import annotations

from django.test import Client

from tests.cast import Cast


def test_a_sign_in_without_the_csrf_token_is_the_sites_form_expired_page(cast: Cast) -> None:
    response = Client(enforce_csrf_checks=True).post("/accounts/login/", {"username": "bob"})
    html = response.content.decode()
    assert response.status_code == 403
    assert "<h1>Form expired</h1>" in html and "/static/clubsite/site.css" in html
    assert "Nothing was changed." in html
