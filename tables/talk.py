"""Talk at a table: its chat and quick reactions, and the hold a renege call in progress puts
on the next hand (docs/tables.md).

- Everyone who may watch the table reads its chat. Members of the club who sit at it write;
  members who watch write too where the table allows it (`Table.spectators_chat`).
- A message is at most `MAX_LENGTH` characters, and each member may send `TABLES_CHAT_RATE`
  messages a second (a burst at once), counted across all their sockets and tables on this
  server. The club's owner and editors remove a message: it is kept, marked, and shown no
  more.
- Chat is kept with the table (`ChatMessage`), never in the match's log or its digest: the
  match records the game, not what was said over it.

Errors: `TalkError` (a user's mistake: a clear sentence, nothing stored).
"""

from __future__ import annotations

import threading
import time
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from registry import permissions
from tables import services
from tables.models import ChatMessage, Table, TableStatus

__all__ = [
    "TalkError",
    "MAX_LENGTH",
    "REACTIONS",
    "may_write",
    "may_remove",
    "post",
    "remove",
    "history",
    "as_json",
    "hold_next_hand",
]

MAX_LENGTH = 300
HISTORY = 50
"""Messages a page is sent when it opens (the newest)."""
REACTIONS = {
    "nice": "Nice!",
    "sorry": "Sorry, partner",
    "thanks": "Thanks, partner",
    "good-game": "Good game",
}
"""The quick reactions, by key: a tap sends the text."""


class TalkError(services.TableError):
    """What a member asked of the chat cannot be done; the message says why."""


def _chat_rate() -> tuple[float, float]:
    rate, burst = getattr(settings, "TABLES_CHAT_RATE", (0.5, 5.0))
    return float(rate), float(burst)


_BUCKETS: dict[int, tuple[float, float]] = {}
"""Each member's chat allowance on this server: (tokens, when counted)."""
_BUCKETS_LOCK = threading.Lock()


def _take_token(user_id: int) -> bool:
    rate, burst = _chat_rate()
    now = time.monotonic()
    with _BUCKETS_LOCK:
        tokens, at = _BUCKETS.get(user_id, (burst, now))
        tokens = min(burst, tokens + (now - at) * rate)
        if tokens < 1:
            _BUCKETS[user_id] = (tokens, now)
            return False
        _BUCKETS[user_id] = (tokens - 1, now)
        return True


def forget_allowances() -> None:
    """Every member's chat allowance full again (tests)."""
    with _BUCKETS_LOCK:
        _BUCKETS.clear()


def may_write(user: Any, table: Table) -> bool:
    """Members of the club (and staff) who sit at the table write in its chat; members who
    watch write where the table allows it."""
    if not user.is_authenticated or not services.may_open_in(user, table.club):
        return False
    return table.spectators_chat or services.seat_of(user, table) is not None


def may_remove(user: Any, table: Table) -> bool:
    """The club's owner and editors (and staff) remove a message."""
    return bool(permissions.can_edit(user, table.club))


def post(table: Table, user: Any, text: Any = "", reaction: Any = "") -> ChatMessage:
    """Store a message (`text`) or a quick reaction (`reaction`, a key of `REACTIONS`) from
    `user` at `table`. Raises `TalkError` saying why when it may not be sent."""
    if not may_write(user, table):
        if services.seat_of(user, table) is None and services.may_open_in(user, table.club):
            raise TalkError("spectators read the chat of this table but do not write in it")
        raise TalkError("only members of the club write in the table's chat")
    if reaction:
        if not isinstance(reaction, str) or reaction not in REACTIONS:
            raise TalkError(f"no quick reaction called {str(reaction)[:20]!r}")
        text = REACTIONS[reaction]
    if not isinstance(text, str) or not text.strip():
        raise TalkError("write a message first")
    text = text.strip()
    if len(text) > MAX_LENGTH:
        raise TalkError(f"a message is at most {MAX_LENGTH} characters; this one has {len(text)}")
    if not _take_token(user.pk):
        raise TalkError("you are sending messages too fast; wait a moment")
    return ChatMessage.objects.create(table=table, author=user, text=text, reaction=reaction or "")


def remove(table: Table, user: Any, message_id: Any) -> ChatMessage:
    """Remove a message of the table's chat (the club's owner and editors). Raises
    `TalkError`."""
    if not may_remove(user, table):
        raise TalkError("only the club's owner and editors remove messages")
    if type(message_id) is not int:
        raise TalkError("say which message to remove")
    found = ChatMessage.objects.filter(table=table, pk=message_id).first()
    if found is None:
        raise TalkError(f"no message {message_id} at this table")
    if found.removed_at is None:
        found.removed_by, found.removed_at = user, timezone.now()
        found.save(update_fields=["removed_by", "removed_at"])
    return found


def as_json(message: ChatMessage) -> dict[str, Any]:
    """A message as the page shows it."""
    return {
        "id": message.pk,
        "author": message.author.get_username(),
        "text": message.text,
        "reaction": message.reaction or None,
        "at": message.sent_at.isoformat(),
    }


def history(table_id: UUID) -> list[dict[str, Any]]:
    """The table's newest messages that stand (not removed), oldest first."""
    shown = (
        ChatMessage.objects.filter(table_id=table_id, removed_at__isnull=True)
        .select_related("author")
        .order_by("-sent_at", "-id")[:HISTORY]
    )
    return [as_json(message) for message in reversed(list(shown))]


# --- Next hand: a renege call in progress holds it ---------------------------------------------


def hold_seconds() -> float:
    """How long a player who has opened the renege call holds the next hand at most
    (`TABLES_CALL_HOLD_SECONDS`)."""
    return float(getattr(settings, "TABLES_CALL_HOLD_SECONDS", 30.0))


def _held_until(table: Table) -> datetime:
    """Now and `hold_seconds` more, but never past the window's end and one hold after it:
    holding again and again does not keep a hand from being scored."""
    until = timezone.now() + timedelta(seconds=hold_seconds())
    if table.last_action_at is None:
        return until
    latest = table.last_action_at + timedelta(seconds=services.review_seconds() + hold_seconds())
    return min(until, latest)


def hold_next_hand(table_id: UUID, seat: int, hold: bool) -> None:
    """`seat` starts (`hold`) or gives up a renege call while a hand waits for Next hand:
    while it is held, the window does not score the hand (for `hold_seconds` at most).
    Raises `TalkError` when no hand waits."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=table_id)
        if table.status != TableStatus.PLAYING:
            raise TalkError("this table takes no calls now")
        live = services.live_for(table)
        if not live.reviewing:
            raise TalkError("no hand waits for Next hand")
        if seat - 1 not in live.reviewing:
            raise TalkError("you have pressed Next hand: the hand is scored when the others have")
        until = _held_until(table) if hold else None
        table.held_until = until
        table.save(update_fields=["held_until"])
    services.note_held(table_id, until)
