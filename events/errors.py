"""The one error of the events layer: a refusal a club director can read and act on."""

from __future__ import annotations

__all__ = ["EventError"]


class EventError(ValueError):
    """A refusal in the director's words: what cannot be done, where, and why.

    `where` names the round, table, board or player concerned ("round 2, table 3"), so a page
    or the API can point at it; the message always says it too.
    """

    def __init__(self, message: str, *, where: str = "") -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.message = message
        self.where = where
