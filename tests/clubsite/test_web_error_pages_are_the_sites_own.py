"""Errors on the club pages are the site's own pages, in its layout and with a way on: a page
that is not there (or a private club's, to someone outside it) says so and offers sign-in; a
server error says nothing was half-stored. Under /api/ they stay problem documents."""

from __future__ import annotations

from django.test import Client, override_settings

from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def test_an_unknown_page_is_the_sites_not_found_page(db: None) -> None:
    response = Client().get("/clubs/no-such-club/")
    html = response.content.decode()
    assert response.status_code == 404
    assert "<h1>Page not found</h1>" in html and "/static/clubsite/site.css" in html
    assert "sign in</a>" in html and 'href="/"' in html


def test_a_private_club_looks_absent_to_an_outsider_who_is_told_to_sign_in(
    house: Ruleset, client_as: Clients
) -> None:
    anonymous = client_as("anonymous").get("/clubs/riverside/rulesets/house/")
    assert anonymous.status_code == 404 and "private club" in anonymous.content.decode()
    assert "?next=/clubs/riverside/rulesets/house/" in anonymous.content.decode()
    outsider = client_as("outsider").get("/clubs/riverside/rulesets/house/")
    assert outsider.status_code == 404 and "sign in</a>" not in outsider.content.decode()


def test_the_api_still_answers_not_found_with_a_problem_document(db: None) -> None:
    response = Client().get("/api/v1/no-such-thing")
    assert response.status_code == 404
    assert response["Content-Type"] == "application/problem+json"


@override_settings(ROOT_URLCONF="tests.clubsite.error_urls")
def test_a_server_error_is_the_sites_page_without_details(db: None) -> None:
    response = Client(raise_request_exception=False).get("/broken/")
    html = response.content.decode()
    assert response.status_code == 500 and "<h1>Server error</h1>" in html
    assert "a bug" not in html and "Traceback" not in html
