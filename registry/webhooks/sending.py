"""Sending one delivery: sign the body, POST it with a timeout, say what came back.

Only http(s) URLs are sent to. The host is resolved once, every address it resolves to is
checked, and the connection goes to the address that was checked (so a name that resolves
to a public address for the check and a private one for the connection cannot slip past).
Private, loopback, link-local and other non-global addresses are refused unless
`HOUSERULES_WEBHOOK_ALLOW_PRIVATE` is set (tests set it for their local receiver).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import http.client
import ipaddress
import socket
import ssl
import threading
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings

__all__ = [
    "SIGNATURE_HEADER",
    "Outcome",
    "RefusedURL",
    "sign",
    "check_url",
    "post",
]

SIGNATURE_HEADER = "X-Houserules-Signature-256"
DELIVERY_HEADER = "X-Houserules-Delivery"
TIMESTAMP_HEADER = "X-Houserules-Timestamp"
EVENT_HEADER = "X-Houserules-Event"


class RefusedURL(ValueError):
    """A URL the registry will not send to (its scheme, or the addresses its host has)."""


@dataclass(frozen=True)
class Outcome:
    """What one attempt got: a status code, or an error; and how long it took."""

    duration_ms: int
    response_code: int | None = None
    error: str = ""

    @property
    def delivered(self) -> bool:
        return self.response_code is not None and 200 <= self.response_code < 300

    @property
    def worth_retrying(self) -> bool:
        """5xx, 429, a timeout or a connection that failed; never a refused URL or a 4xx."""
        if self.response_code is not None:
            return self.response_code >= 500 or self.response_code == 429
        return not self.error.startswith("refused:")


def sign(secret: str, body: bytes) -> str:
    """The signature header's value: `sha256=` and the HMAC-SHA256 of the body, in hex."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def check_url(url: str) -> None:
    """Refuse a URL that is not http(s) or has no host (`RefusedURL`), without resolving."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RefusedURL("only http:// and https:// URLs with a host are delivered to")


def _address(host: str, port: int) -> tuple[str, int]:
    """The address to connect to: the first the host resolves to, if every one is allowed."""
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as error:
        raise RefusedURL(f"the host {host} does not resolve ({error})") from None
    allow_private = getattr(settings, "HOUSERULES_WEBHOOK_ALLOW_PRIVATE", False)
    for *_, sockaddr in found:
        ip = ipaddress.ip_address(sockaddr[0])
        if not allow_private and (not ip.is_global or ip.is_multicast):
            raise RefusedURL(f"{host} resolves to {ip}, a private or local address")
    return str(found[0][4][0]), port


def _connection(url: str, timeout: float) -> tuple[http.client.HTTPConnection, str]:
    check_url(url)
    parts = urlsplit(url)
    https = parts.scheme == "https"
    host, port = parts.hostname or "", parts.port or (443 if https else 80)
    address = _address(host, port)
    connection: http.client.HTTPConnection
    if https:
        context = ssl.create_default_context()
        connection = http.client.HTTPSConnection(host, port, timeout=timeout, context=context)
    else:
        connection = http.client.HTTPConnection(host, port, timeout=timeout)

    def connect(_: Any, timeout: Any = timeout, source: Any = None) -> socket.socket:
        # To the address that was checked; TLS still verifies the certificate for `host`.
        return socket.create_connection(address, timeout, source)

    connection._create_connection = connect  # type: ignore[attr-defined]
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return connection, path


def post(url: str, body: bytes, headers: dict[str, str], timeout: float) -> Outcome:
    """POST `body` to `url`, giving up after `timeout` seconds in all (a receiver that never
    answers, or answers a byte at a time, holds the worker no longer than that)."""
    started = time.monotonic()
    try:
        connection, path = _connection(url, timeout)
    except RefusedURL as refused:
        return Outcome(_ms(started), error=f"refused: {refused}")
    watchdog = threading.Timer(timeout, _cut, args=(connection,))
    watchdog.start()
    try:
        connection.request("POST", path, body=body, headers=headers)
        response = connection.getresponse()
        response.read(65536)  # a little of the body, so the connection closes cleanly
        return Outcome(_ms(started), response_code=response.status)
    except (OSError, http.client.HTTPException) as error:
        late = time.monotonic() - started >= timeout
        reason = (
            f"timed out after {timeout:g} s"
            if late or isinstance(error, TimeoutError)
            else (f"{type(error).__name__}: {error}")
        )
        return Outcome(_ms(started), error=reason)
    finally:
        watchdog.cancel()
        connection.close()


def _cut(connection: http.client.HTTPConnection) -> None:
    """Cut a connection that outlived its deadline: a blocked read returns at once."""
    sock = connection.sock
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def _ms(started: float) -> int:
    return round((time.monotonic() - started) * 1000)
