"""App configuration of the club pages."""

from django.apps import AppConfig


class ClubsiteConfig(AppConfig):
    """The club pages app."""

    default = True
    name = "clubsite"
    verbose_name = "Club pages"
