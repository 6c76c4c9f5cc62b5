"""The project's own app: what the whole site needs that no one app owns (health checks, the
task worker's heartbeat)."""

from django.apps import AppConfig


class HouserulesConfig(AppConfig):
    name = "houserules"
    verbose_name = "houserules site"
    default_auto_field = "django.db.models.BigAutoField"
