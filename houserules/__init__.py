"""The houserules Django project: settings, URLs and the WSGI/ASGI entry points."""
