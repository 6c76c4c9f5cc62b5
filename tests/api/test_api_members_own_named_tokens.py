"""Members make their own API tokens on their account page: several, each named, its secret
shown once and stored only as a digest, each revocable. A token authenticates the API as
`Authorization: Token <secret>` does with DRF's tokens, which keep working beside them."""

from __future__ import annotations

import re

from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from registry.models import ApiToken
from tests.cast import Cast


def make_token(member: Client, name: str) -> str:
    response = member.post("/accounts/tokens/", {"name": name})
    assert response.status_code == 201, response.content
    assert "no-store" in response["Cache-Control"]
    found = re.search(r'id="new-token">([\w-]+)<', response.content.decode())
    assert found is not None
    return found[1]


def api_as(secret: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {secret}")
    return client


def signed_in(cast: Cast) -> Client:
    member = Client()
    member.force_login(cast.viewer)
    return member


def test_a_token_made_on_the_account_page_reads_the_members_private_club(cast: Cast) -> None:
    secret = make_token(signed_in(cast), "league scoreboard")
    assert api_as(secret).get("/api/v1/clubs/riverside/").status_code == 200
    assert APIClient().get("/api/v1/clubs/riverside/").status_code in (401, 404)
    assert ApiToken.objects.get(name="league scoreboard").last_used_at is not None


def test_the_secret_is_shown_once_and_stored_only_as_a_digest(cast: Cast) -> None:
    member = signed_in(cast)
    secret = make_token(member, "laptop")
    page = member.get("/accounts/").content.decode()
    assert secret not in page and "laptop" in page and secret[:8] in page
    stored = ApiToken.objects.get()
    assert secret not in stored.secret_digest and len(stored.secret_digest) == 64
    # Recognisable, for secret scanners and for the API (no lookup among DRF's tokens).
    assert secret.startswith("hr_") and stored.prefix == secret[:10]


def test_a_member_holds_several_named_tokens_and_revokes_one(cast: Cast) -> None:
    member = signed_in(cast)
    laptop, phone = make_token(member, "laptop"), make_token(member, "phone")
    token = ApiToken.objects.get(name="laptop")
    revoked = member.post(f"/accounts/tokens/{token.pk}/revoke/")
    assert revoked.status_code == 302 and revoked["Location"] == "/accounts/"
    refused = api_as(laptop).get("/api/v1/clubs/riverside/")
    assert refused.status_code == 401 and refused["WWW-Authenticate"] == "Token"
    assert api_as(phone).get("/api/v1/clubs/riverside/").status_code == 200


def test_a_name_is_needed_and_used_once_per_member(cast: Cast) -> None:
    member = signed_in(cast)
    make_token(member, "laptop")
    again = member.post("/accounts/tokens/", {"name": "laptop"})
    assert again.status_code == 400 and "already have a token named" in again.content.decode()
    assert member.post("/accounts/tokens/", {"name": "  "}).status_code == 400
    assert ApiToken.objects.count() == 1


def test_no_one_revokes_another_members_token(cast: Cast) -> None:
    secret = make_token(signed_in(cast), "laptop")
    other = Client()
    other.force_login(cast.outsider)
    other.post(f"/accounts/tokens/{ApiToken.objects.get().pk}/revoke/")
    assert api_as(secret).get("/api/v1/clubs/riverside/").status_code == 200


def test_a_deactivated_members_token_is_refused(cast: Cast) -> None:
    secret = make_token(signed_in(cast), "laptop")
    cast.viewer.is_active = False
    cast.viewer.save()
    assert api_as(secret).get("/api/v1/clubs/riverside/").status_code == 401


def test_drf_tokens_keep_working_beside_them(cast: Cast) -> None:
    drf = Token.objects.create(user=cast.viewer)
    assert api_as(drf.key).get("/api/v1/clubs/riverside/").status_code == 200
    assert api_as("not-a-token").get("/api/v1/clubs/riverside/").status_code == 401
    assert api_as("hr_made-up").get("/api/v1/clubs/riverside/").status_code == 401


def test_the_account_page_needs_a_sign_in(db: None) -> None:
    response = Client().get("/accounts/")
    assert response.status_code == 302
    assert response["Location"] == "/accounts/login/?next=/accounts/"
