"""Password-reset mail is printed on the console unless the environment names an SMTP server;
then the host, port, login and TLS come from the environment too. Each case is a fresh
process, as settings are read once."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.ops.server import ROOT, clean_environment

MAIL = [
    "EMAIL_BACKEND", "EMAIL_HOST", "EMAIL_PORT", "EMAIL_HOST_USER", "EMAIL_HOST_PASSWORD",
    "EMAIL_USE_TLS", "EMAIL_USE_SSL", "DEFAULT_FROM_EMAIL",
]  # fmt: skip


def mail_settings(**env: str) -> dict[str, object]:
    script = (
        "import json; from django.conf import settings as s; "
        f"print(json.dumps({{n: getattr(s, n) for n in {MAIL!r}}}))"
    )
    environment = clean_environment(
        DJANGO_SETTINGS_MODULE="houserules.settings", HOUSERULES_DEVELOPMENT="1", **env
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=environment, capture_output=True,
        text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_without_settings_mail_is_printed_on_the_console() -> None:
    found = mail_settings()
    assert found["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend"


def test_an_smtp_server_named_in_the_environment_is_used_with_its_login() -> None:
    found = mail_settings(
        DJANGO_EMAIL_HOST="smtp.example.org",
        DJANGO_EMAIL_PORT="465",
        DJANGO_EMAIL_HOST_USER="rules@example.org",
        DJANGO_EMAIL_HOST_PASSWORD="s3cret",
        DJANGO_EMAIL_USE_SSL="1",
        DJANGO_DEFAULT_FROM_EMAIL="rules@example.org",
    )
    assert found == {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": "smtp.example.org",
        "EMAIL_PORT": 465,
        "EMAIL_HOST_USER": "rules@example.org",
        "EMAIL_HOST_PASSWORD": "s3cret",
        "EMAIL_USE_TLS": False,
        "EMAIL_USE_SSL": True,
        "DEFAULT_FROM_EMAIL": "rules@example.org",
    }


def test_smtp_uses_starttls_on_587_by_default() -> None:
    found = mail_settings(DJANGO_EMAIL_HOST="smtp.example.org")
    assert found["EMAIL_PORT"] == 587 and found["EMAIL_USE_TLS"] is True
