"""The production settings pass `manage.py check --deploy` without a single warning: the secret
key and allowed hosts come from the environment, DEBUG is off, and the site insists on HTTPS
(redirect, secure cookies, a year of HSTS). Development (`make run`, the suite:
HOUSERULES_DEVELOPMENT=1) keeps plain HTTP, with DEBUG off all the same. Each run is a fresh
process with the environment a deployment would give it, as settings are read only once."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
YEAR = 365 * 24 * 3600

SECURITY = [
    "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE", "SECURE_HSTS_SECONDS", "SECURE_HSTS_INCLUDE_SUBDOMAINS",
    "SECURE_HSTS_PRELOAD", "SECURE_PROXY_SSL_HEADER", "CSRF_TRUSTED_ORIGINS",
    "SESSION_COOKIE_HTTPONLY", "SECURE_CONTENT_TYPE_NOSNIFF", "X_FRAME_OPTIONS",
    "SILENCED_SYSTEM_CHECKS",
]  # fmt: skip


def production(**changes: str | None) -> dict[str, str]:
    """A deployment's environment: DEBUG off, a long random key, its host name; an in-memory
    database, so nothing here touches one. `None` removes a variable."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "HOUSERULES_", "DATABASE_"))
    }
    env |= {
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(64),
        "DJANGO_ALLOWED_HOSTS": "rules.example.org",
        "DATABASE_URL": "sqlite:///:memory:",
        "PYTHONPATH": str(ROOT),
    }
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def settings_under(env: dict[str, str]) -> dict[str, Any]:
    script = (
        "import json; from django.conf import settings as s; "
        f"print(json.dumps({{n: getattr(s, n) for n in {SECURITY!r}}}))"
    )
    done = run({**env, "DJANGO_SETTINGS_MODULE": "houserules.settings"}, "-c", script)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_production_settings_pass_check_deploy_without_a_warning() -> None:
    done = run(production(), "manage.py", "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "System check identified no issues (0 silenced)." in done.stdout
    assert "WARNING" not in done.stdout + done.stderr


def test_with_debug_off_the_site_insists_on_https() -> None:
    env = production()
    found = settings_under(env)
    assert found["DEBUG"] is False
    assert found["SECRET_KEY"] == env["DJANGO_SECRET_KEY"]
    assert found["ALLOWED_HOSTS"] == ["rules.example.org"]
    assert found["SECURE_SSL_REDIRECT"] is True
    assert found["SESSION_COOKIE_SECURE"] is True and found["CSRF_COOKIE_SECURE"] is True
    assert found["SESSION_COOKIE_HTTPONLY"] is True
    assert found["SECURE_HSTS_SECONDS"] >= YEAR
    assert found["SECURE_HSTS_INCLUDE_SUBDOMAINS"] is True
    assert found["SECURE_HSTS_PRELOAD"] is True
    assert found["SECURE_CONTENT_TYPE_NOSNIFF"] is True and found["X_FRAME_OPTIONS"] == "DENY"
    assert found["SILENCED_SYSTEM_CHECKS"] == []
    # A forwarded protocol is a client-controlled header unless a proxy is said to set it.
    assert found["SECURE_PROXY_SSL_HEADER"] is None
    assert found["CSRF_TRUSTED_ORIGINS"] == []


def test_a_production_request_is_redirected_to_https_then_gets_hsts_and_secure_cookies() -> None:
    script = """
import django
django.setup()
from django.test import Client
from django.test.utils import setup_test_environment
setup_test_environment()
client = Client(HTTP_HOST="rules.example.org")
plain = client.get("/rules-language/schema.json")
print(plain.status_code, plain["Location"])
secure = client.get("/admin/login/", secure=True)
print(secure.status_code, secure["Strict-Transport-Security"])
cookie = secure.cookies["csrftoken"]
print("secure" if cookie["secure"] else "plain", "httponly" if cookie["httponly"] else "-")
"""
    done = run(production(DJANGO_SETTINGS_MODULE="houserules.settings"), "-c", script)
    assert done.returncode == 0, done.stderr
    redirect, hsts, cookie = done.stdout.splitlines()[-3:]
    assert redirect == "301 https://rules.example.org/rules-language/schema.json"
    assert hsts == f"200 max-age={YEAR}; includeSubDomains; preload"
    assert cookie.startswith("secure")


def test_without_a_secret_key_debug_off_is_refused_with_a_clear_message() -> None:
    done = run(production(DJANGO_SECRET_KEY=None), "manage.py", "check")
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last == (
        "django.core.exceptions.ImproperlyConfigured: "
        "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off. (On a developer's own "
        "machine, HOUSERULES_DEVELOPMENT=1 allows a development key, as `make run` does.)"
    )


def test_behind_a_tls_proxy_its_forwarded_protocol_is_trusted_and_checks_still_pass() -> None:
    env = production(HOUSERULES_BEHIND_TLS_PROXY="1")
    assert settings_under(env)["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    done = run(env, "manage.py", "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stdout + done.stderr


OVERRIDES = [
    ("DJANGO_SECURE_SSL_REDIRECT", "0", "SECURE_SSL_REDIRECT", False),
    ("DJANGO_SESSION_COOKIE_SECURE", "false", "SESSION_COOKIE_SECURE", False),
    ("DJANGO_CSRF_COOKIE_SECURE", "no", "CSRF_COOKIE_SECURE", False),
    ("DJANGO_SECURE_HSTS_SECONDS", "3600", "SECURE_HSTS_SECONDS", 3600),
    ("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", "off", "SECURE_HSTS_INCLUDE_SUBDOMAINS", False),
    ("DJANGO_SECURE_HSTS_PRELOAD", "0", "SECURE_HSTS_PRELOAD", False),
    (
        "DJANGO_CSRF_TRUSTED_ORIGINS",
        "https://rules.example.org, https://cards.example.net",
        "CSRF_TRUSTED_ORIGINS",
        ["https://rules.example.org", "https://cards.example.net"],
    ),
]


def test_each_security_setting_can_be_changed_from_the_environment() -> None:
    env = production(**{variable: value for variable, value, _, _ in OVERRIDES})
    found = settings_under(env)
    for variable, _, setting, expected in OVERRIDES:
        assert found[setting] == expected, variable


@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("DJANGO_SECURE_SSL_REDIRECT", "maybe", "must be 1 or 0"),
        ("DJANGO_SECURE_HSTS_SECONDS", "a year", "must be a whole number of seconds"),
        ("HOUSERULES_BEHIND_TLS_PROXY", "nginx", "must be 1 or 0"),
    ],
)
def test_a_malformed_security_variable_is_refused_naming_it(
    variable: str, value: str, says: str
) -> None:
    done = run(production(**{variable: value}), "manage.py", "check")
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("django.core.exceptions.ImproperlyConfigured: ")
    assert variable in last and says in last and repr(value) in last


def test_development_keeps_plain_http_with_debug_off() -> None:
    env = production(
        DJANGO_DEBUG=None, DJANGO_SECRET_KEY=None, DJANGO_ALLOWED_HOSTS=None,
        HOUSERULES_DEVELOPMENT="1",
    )  # fmt: skip
    found = settings_under(env)
    # `make run` shows the site's own pages: DEBUG is off unless DJANGO_DEBUG=1 asks.
    assert found["DEBUG"] is False
    assert found["SECURE_SSL_REDIRECT"] is False
    assert found["SESSION_COOKIE_SECURE"] is False and found["CSRF_COOKIE_SECURE"] is False
    assert found["SECURE_HSTS_SECONDS"] == 0
    # And this suite, which runs with the development settings, talks plain HTTP.
    assert settings.SECURE_SSL_REDIRECT is False and settings.SECURE_HSTS_SECONDS == 0


def test_debug_is_opted_into_and_then_allows_the_development_key() -> None:
    env = production(DJANGO_DEBUG="1", DJANGO_SECRET_KEY=None)
    found = settings_under(env)
    assert found["DEBUG"] is True and found["SECURE_SSL_REDIRECT"] is False


def test_with_nothing_set_debug_is_off_and_a_key_is_required() -> None:
    done = run(production(DJANGO_DEBUG=None, DJANGO_SECRET_KEY=None), "manage.py", "check")
    assert done.returncode != 0
    assert "DJANGO_SECRET_KEY must be set" in done.stderr
