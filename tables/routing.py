"""The websocket routes of live tables (houserules/asgi.py mounts them)."""

from django.urls import path

from tables.consumers import TableConsumer

websocket_urlpatterns = [
    path("ws/tables/<uuid:table>/", TableConsumer.as_asgi()),
]
