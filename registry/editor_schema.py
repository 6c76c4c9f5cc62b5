"""The rules language's JSON Schema at the site's stable address, and the modeline that points
downloaded YAML at it (docs/rules-language.md, "Help from your editor").

The schema is served at `/schema/houserules-1.json` with `settings.SITE_URL` + that path as
its `$id`, to anyone (editors fetch it without credentials), cached by clients for a day and
revalidated by its ETag. Downloads of a version's YAML (the API's `source` and the club
pages' download) and the API's YAML form of `rules/{digest}` carry
`# yaml-language-server: $schema=<that address>`; the stored bytes are never changed.
"""

from __future__ import annotations

import hashlib
from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

from rulesets.schema import modeline, schema_text, schema_url, with_modeline

__all__ = ["MEDIA_TYPE", "site_schema_url", "served_schema", "download_source", "yaml_modeline"]

MEDIA_TYPE = "application/schema+json"
_MAX_AGE = 24 * 3600
"""How long a client may use its copy before revalidating: the schema changes only with a
release of the site."""


def site_schema_url() -> str:
    """The schema's address on this site."""
    return schema_url(settings.SITE_URL)


@cache
def _schema(url: str) -> tuple[bytes, str]:
    body = schema_text(url).encode("utf-8")
    return body, f'"s:{hashlib.sha256(body).hexdigest()[:40]}"'


def served_schema() -> tuple[bytes, str]:
    """The schema document with this site's `$id`, and its strong ETag (built once)."""
    return _schema(site_schema_url())


def download_source(source: bytes) -> bytes:
    """A version's stored YAML as the site hands it out: with the modeline pointing at the
    site's schema (`rulesets.schema.with_modeline`; the rules are unchanged)."""
    return with_modeline(source, site_schema_url())


def yaml_modeline() -> bytes:
    """The modeline as the first line of a YAML body the site writes itself."""
    return modeline(site_schema_url()).encode("utf-8") + b"\n"


@require_safe
def rules_language_schema(request: HttpRequest) -> HttpResponse:
    """`GET /schema/houserules-1.json`: the JSON Schema of `format: houserules/1`."""
    body, tag = served_schema()
    if tag in {part.strip() for part in request.headers.get("If-None-Match", "").split(",")}:
        response = HttpResponse(status=304)
    else:
        response = HttpResponse(body, content_type=MEDIA_TYPE)
    response["ETag"] = tag
    # Browser-based editors (vscode.dev, Monaco) fetch it from another origin; it is public.
    response["Access-Control-Allow-Origin"] = "*"
    patch_cache_control(response, public=True, max_age=_MAX_AGE)
    return response
