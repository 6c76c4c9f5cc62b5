"""The Django project is configured correctly."""

from django.core.management import call_command


def test_django_system_checks_pass() -> None:
    call_command("check")
