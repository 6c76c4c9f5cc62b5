"""The engine's errors: a small family of `ValueError` subclasses."""

from __future__ import annotations

__all__ = ["EngineError", "IllegalActionError", "IllegalPlayError", "ClaimRejected"]


class EngineError(ValueError):
    """Base of every error the engine raises for bad input."""


class IllegalActionError(EngineError):
    """An action that is not legal now: out of turn, in the wrong phase, or not allowed."""

    def __init__(self, message: str, rule: str = "") -> None:
        self.rule = rule
        """The rule path that forbids the action (`play.spades_led`), or empty."""
        super().__init__(f"{message} ({rule})" if rule else message)


class IllegalPlayError(IllegalActionError):
    """A card that may not be played, under `enforcement: prevent`; names the rule."""


class ClaimRejected(EngineError):
    """A renege claim that does not stand; the message says why."""
