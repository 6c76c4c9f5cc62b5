"""A real HTTP receiver for the webhook tests: `http.server` in a thread on a free local
port, answering each POST with the next scripted status (the last one repeats), or never
answering at all; it records every request it got (time, headers, body)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from django.core.management import call_command

from registry.webhooks.models import DeliveryStatus, WebhookDelivery

__all__ = ["Received", "Receiver", "receiving", "run_queue", "settled"]


@dataclass(frozen=True)
class Received:
    at: float
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    statuses: list[int] = field(default_factory=lambda: [200])
    hang: float = 0.0
    """Seconds to wait before answering (a receiver that never answers, in practice)."""
    got: list[Received] = field(default_factory=list)
    url: str = ""
    hung_up: int = 0
    """Requests it held for `hang` seconds and then let go without an answer."""


def receiving(receiver: Receiver) -> Iterator[Receiver]:
    """Serve `receiver` on 127.0.0.1 until the generator is closed (a fixture's body)."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            receiver.got.append(Received(time.monotonic(), self.path, dict(self.headers), body))
            if receiver.hang:
                time.sleep(receiver.hang)
                receiver.hung_up += 1
                return
            index = min(len(receiver.got), len(receiver.statuses)) - 1
            self.send_response(receiver.statuses[index])
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    receiver.url = f"http://127.0.0.1:{server.server_address[1]}/hooks/houserules"
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()


def settled() -> bool:
    """Whether every delivery is delivered or has given up."""
    return not WebhookDelivery.objects.exclude(
        status__in=[DeliveryStatus.DELIVERED, DeliveryStatus.FAILED]
    ).exists()


def run_queue(until: Callable[[], bool] = settled, timeout: float = 20.0) -> None:
    """Run the task queue in this process (`db_worker --batch`, again and again, since a
    retry waits for its time) until `until()` holds."""
    deadline = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < deadline, "the queue did not settle in time"
        call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
        time.sleep(0.01)
