"""App configuration of the registry, and of the admin site it installs."""

from django.apps import AppConfig
from django.contrib.admin.apps import AdminConfig


class RegistryConfig(AppConfig):
    """The registry app."""

    default = True
    name = "registry"
    verbose_name = "Registry"


class RegistryAdminConfig(AdminConfig):
    """`django.contrib.admin` with the registry's site as the default `admin.site`."""

    default = False
    default_site = "registry.sites.RegistryAdminSite"
