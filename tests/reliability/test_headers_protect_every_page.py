"""Finding 14 (issue 16): no page carried a Content-Security-Policy, and public immutable
answers carried `Vary: Accept, Cookie`, which makes a shared cache keep one copy per
visitor. Every answer now carries the agreed policy; a public immutable one varies on
Accept only."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client

from tests.api.conftest import Scene

POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
)


def test_the_policy_is_the_one_agreed() -> None:
    assert settings.CONTENT_SECURITY_POLICY == POLICY


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/clubs/riverside/",
        "/clubs/riverside/rulesets/house/",
        "/clubs/riverside/rulesets/house/history/",
        "/clubs/riverside/rulesets/house/compare/1/2/",
        "/admin/",
        "/admin/login/",
        "/admin/registry/ruleset/",
        "/api/v1/clubs/",
        "/api/v1/schema/swagger-ui/",
        "/no-such-page/",
        "/api/v1/no-such-route",
    ],
)
def test_every_page_carries_the_policy(scene: Scene, path: str) -> None:
    client = Client()
    client.force_login(scene.cast.owner)
    answer = client.get(path)
    assert answer["Content-Security-Policy"] == POLICY, (path, answer.status_code)


def test_no_page_of_the_site_has_inline_script_or_style(scene: Scene) -> None:
    client = Client()
    client.force_login(scene.cast.owner)
    pages = [
        "/",
        "/clubs/riverside/rulesets/house/compare/1/2/",
        "/admin/",
        f"/admin/registry/ruleset/{scene.ruleset.pk}/change/",
        "/api/v1/schema/swagger-ui/",
    ]
    for path in pages:
        html = client.get(path).content.decode()
        assert "<style" not in html and 'style="' not in html, path
        assert "<script>" not in html and " onclick=" not in html, path


def test_a_public_immutable_answer_does_not_vary_on_cookies(scene: Scene) -> None:
    scene.cast.club.is_public = True
    scene.cast.club.save(update_fields=["is_public"])
    client = Client()
    client.force_login(scene.cast.viewer)  # a session: the session middleware ran
    answer = client.get(f"/api/v1/rules/{scene.digest}")
    assert answer.status_code == 200
    assert "immutable" in answer["Cache-Control"] and "public" in answer["Cache-Control"]
    assert "cookie" not in answer.get("Vary", "").lower()
    assert "Accept" in answer["Vary"]
