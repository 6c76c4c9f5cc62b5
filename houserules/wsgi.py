"""WSGI entry point of the houserules site: Django behind the front that answers the engine's
hot reads (houserules/front.py)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "houserules.settings")

django_application = get_wsgi_application()

from houserules.front import RulesFront  # noqa: E402  (needs the settings set up)

application = RulesFront(django_application)
