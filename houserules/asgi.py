"""ASGI entry point of the houserules site: the pages over HTTP, and the live tables'
websockets (tables/, docs/tables.md).

A websocket is opened only from a page of the site itself (the Origin header must name one
of ALLOWED_HOSTS: the websocket's CSRF check) and is signed in by the site's own session
cookie.
"""

import gc
import os
import sys

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "houserules.settings")

# Django is set up before the consumers (and the models they import) are.
http_application = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from tables.routing import websocket_urlpatterns  # noqa: E402
from tables.serving import close_oversized_frames, send_frames_at_once  # noqa: E402

close_oversized_frames()
send_frames_at_once()

application = ProtocolTypeRouter(
    {
        "http": http_application,
        "websocket": AllowedHostsOriginValidator(
            AuthMiddlewareStack(URLRouter(websocket_urlpatterns))
        ),
    }
)

# The cyclic collector's full passes stop every table's sockets while they walk each object
# the process holds: at 100 tables about 150,000 objects, 167-248 ms on the idle 2-core
# benchmark machine, more when it is busy (docs/tables.md). What is loaded by now (Django, the
# site's modules) lives as long as the process and is frozen out of them, and they run after
# 1,000 younger passes instead of 10: under 100 tables' play about every quarter of an hour
# (after 100, it was every minute and a half), while the younger passes still free the
# short-lived cycles of each move.
gc.collect()
gc.freeze()
gc.set_threshold(gc.get_threshold()[0], gc.get_threshold()[1], 1000)

# The event loop gives up the interpreter at every socket write and database call; while a
# thread works (the recorder of finished matches, a database call off the loop) the loop then
# waits for the thread's switch interval before it runs again: 5 ms by default, at each of a
# move's four frames, for every table. A thread that runs on is asked to let the loop back
# within a millisecond.
sys.setswitchinterval(0.001)
