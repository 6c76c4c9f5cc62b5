"""With DEBUG off, as under `make run` and in production, the site still serves its stylesheet,
its favicon and Swagger UI's assets itself (whitenoise): no page loses its style."""

from __future__ import annotations

from django.conf import settings
from django.test import Client


def test_the_suite_runs_with_debug_off_as_make_run_does() -> None:
    assert settings.DEBUG is False


def test_the_stylesheet_linked_from_a_page_is_served(db: None) -> None:
    client = Client()
    page = client.get("/").content.decode()
    assert 'href="/static/clubsite/site.css"' in page
    css = client.get("/static/clubsite/site.css")
    assert css.status_code == 200 and css["Content-Type"].startswith("text/css")
    assert b"--accent" in b"".join(css.streaming_content)


def test_a_page_names_its_icon_and_favicon_ico_leads_to_it(db: None) -> None:
    client = Client()
    assert 'rel="icon" href="/static/clubsite/favicon.svg"' in client.get("/").content.decode()
    asked = client.get("/favicon.ico")
    assert asked.status_code == 302 and asked["Location"] == "/static/clubsite/favicon.svg"
    icon = client.get(asked["Location"])
    assert icon.status_code == 200 and icon["Content-Type"] == "image/svg+xml"


def test_swagger_uis_assets_are_served(db: None) -> None:
    client = Client()
    page = client.get("/api/v1/schema/swagger-ui/").content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in page
    script = client.get("/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js")
    assert script.status_code == 200
