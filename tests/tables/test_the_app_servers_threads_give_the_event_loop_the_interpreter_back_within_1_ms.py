"""The app server (houserules/asgi.py) asks a thread that holds the interpreter (the recorder
of finished matches, a database call off the loop) to let the event loop run again within a
millisecond of it asking, not Python's 5 ms: the loop gives the interpreter up at every frame
it writes and every statement it sends."""

from __future__ import annotations

import sys


def test_serving_the_site_sets_a_switch_interval_of_at_most_1_ms() -> None:
    import houserules.asgi  # noqa: F401  (loading the application sets it)

    assert sys.getswitchinterval() <= 0.001
