"""What other apps hear when a live table's match finishes.

An app built beside the tables (club events) opens tables through `tables.services` and
needs to hear when their matches finish; the tables app may not import it back (that would
be a cycle, and the tables would then know every app that uses them). So such an app adds a
function to `TABLE_FINISHED` when it starts, as `clubevents` does in its `ready()`.

Each hook runs inside the transaction that records the table as finished, under its row lock,
in a savepoint of its own: what a hook writes commits with the table's end or not at all, and
the lock makes the table end once, so a hook hears of each finished table exactly once. A
hook that refuses (a `ValueError`: the event no longer runs, say) or fails undoes only its own
writes, never the table's end or its recorded match; the refusal or failure is logged.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from django.db import transaction

if TYPE_CHECKING:
    from tables.models import Table

__all__ = ["TABLE_FINISHED", "tell_table_finished"]

log = logging.getLogger(__name__)

TABLE_FINISHED: list[Callable[[Table], None]] = []
"""Called with a table whose match has just been recorded as finished (`table.match` set)."""


def tell_table_finished(table: Table) -> None:
    """Run every hook on the finished table, each in its own savepoint."""
    for hook in list(TABLE_FINISHED):
        try:
            with transaction.atomic():
                hook(table)
        except ValueError as refusal:
            log.warning("table %s finished; %s refused it: %s", table.pk, hook.__name__, refusal)
        except Exception:
            # A broken hook must not keep a played match from being recorded: it is logged
            # with its traceback, and the table ends as it would without it.
            log.exception("table %s finished; %s failed", table.pk, hook.__name__)
