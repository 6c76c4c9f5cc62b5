"""App configuration of the registry, and of the admin site it installs."""

from django.apps import AppConfig
from django.contrib.admin.apps import AdminConfig


class RegistryConfig(AppConfig):
    """The registry app."""

    default = True
    name = "registry"
    verbose_name = "Registry"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_save

        from registry.api.rulecache import public_rules
        from registry.models import Club

        # A club made private in this process is noticed by its memory of public rules at
        # once; other processes notice within API_PUBLIC_RULES_CHECK_SECONDS.
        def club_changed(**kwargs: object) -> None:
            public_rules.club_changed()

        post_save.connect(club_changed, sender=Club, weak=False, dispatch_uid="public-rules")
        post_delete.connect(club_changed, sender=Club, weak=False, dispatch_uid="public-rules")

        # Whatever can move a public club's versions/latest bumps the generation the memory
        # of latest versions is kept under (registry/api/latestcache.py).
        from registry.api import latestcache
        from registry.models import LifecycleChange, Ruleset, Version

        for model in (Club, Ruleset, Version, LifecycleChange):
            for signal in (post_save, post_delete):
                signal.connect(latestcache.changed, sender=model, dispatch_uid="latest")


class RegistryAdminConfig(AdminConfig):
    """`django.contrib.admin` with the registry's site as the default `admin.site`."""

    default = False
    default_site = "registry.sites.RegistryAdminSite"
