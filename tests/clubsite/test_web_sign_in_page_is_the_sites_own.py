"""Members sign in on the site's own page, /accounts/login/, in its layout (Django's LoginView
and AuthenticationForm); pages that need an account send them there and back. Signing out is
a POST from every page. The admin keeps its own sign-in page, for staff."""

from __future__ import annotations

from django.conf import settings
from django.test import Client
from django.urls import reverse

from registry.models import Ruleset
from tests.cast import PASSWORD, Cast
from tests.clubsite.conftest import Clients


def test_the_sign_in_page_is_in_the_sites_layout(db: None) -> None:
    html = Client().get("/accounts/login/").content.decode()
    assert reverse("login") == "/accounts/login/" and settings.LOGIN_URL == "login"
    assert "<h1>Sign in</h1>" in html and "/static/clubsite/site.css" in html
    assert 'id="id_username"' in html and 'id="id_password"' in html
    assert 'href="/accounts/password-reset/"' in html


def test_a_page_that_needs_an_account_sends_a_visitor_to_sign_in_and_back(
    open_house: Ruleset, cast: Cast
) -> None:
    client = Client()
    score = "/clubs/parkside/rulesets/open/score/"
    asked = client.get(score)
    assert asked.status_code == 302 and asked["Location"] == f"/accounts/login/?next={score}"
    signed = client.post(
        "/accounts/login/", {"username": "erin", "password": PASSWORD, "next": score}
    )
    assert signed.status_code == 302 and signed["Location"] == score
    assert client.get(signed["Location"]).status_code == 200


def test_a_wrong_password_is_told_on_the_page_and_no_one_is_signed_in(cast: Cast) -> None:
    client = Client()
    response = client.post("/accounts/login/", {"username": "erin", "password": "wrong"})
    assert response.status_code == 200
    assert "Please enter a correct username and password" in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_every_page_links_to_sign_in_and_a_signed_in_member_to_the_account_and_sign_out(
    cast: Cast, client_as: Clients
) -> None:
    anonymous = client_as("anonymous").get("/").content.decode()
    assert 'href="/accounts/login/?next=/"' in anonymous and "/admin/login/" not in anonymous
    member = client_as("viewer")
    html = member.get("/").content.decode()
    assert 'href="/accounts/"' in html and 'action="/accounts/logout/"' in html
    out = member.post("/accounts/logout/")
    assert out.status_code == 302 and out["Location"] == "/"
    assert "_auth_user_id" not in member.session


def test_the_admin_keeps_its_own_sign_in_for_staff(cast: Cast) -> None:
    client = Client()
    response = client.post(
        "/admin/login/?next=/admin/", {"username": "stan", "password": PASSWORD, "next": "/admin/"}
    )
    assert response.status_code == 302 and response["Location"] == "/admin/"
    assert client.get("/admin/").status_code == 200
