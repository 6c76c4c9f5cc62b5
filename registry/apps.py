"""App configuration of the registry."""

from django.apps import AppConfig


class RegistryConfig(AppConfig):
    """The registry app."""

    name = "registry"
    verbose_name = "Registry"
