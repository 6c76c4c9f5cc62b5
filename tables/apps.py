"""App configuration of live tables."""

from django.apps import AppConfig


class TablesConfig(AppConfig):
    """Live tables: members play a match together in the browser (docs/tables.md)."""

    default = True
    name = "tables"
    verbose_name = "Live tables"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from tables import signals  # noqa: F401  (a membership that ends closes its sockets)
