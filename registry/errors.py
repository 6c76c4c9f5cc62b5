"""The registry's errors: each names what was refused and why, for a club secretary."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from registry.models import Ruleset, SeasonLock, Tag, Version

__all__ = [
    "RegistryError",
    "ImmutableError",
    "StaleBase",
    "LifecycleError",
    "MatchError",
    "BundleError",
    "TagError",
    "StaleTag",
    "LockedRuleset",
]


class RegistryError(Exception):
    """Base of every refusal by the registry's services."""


class ImmutableError(RegistryError):
    """An attempt to change or delete an append-only row (a version, an audit event...)."""


class StaleBase(RegistryError):
    """A publish was based on a revision that is no longer the ruleset's head.

    `since` lists the versions published after the base, oldest first; `base` is the version
    the edit started from (None when it started from an empty ruleset or the base is unknown).
    """

    def __init__(
        self, ruleset: Ruleset, base_revision: str, base: Version | None, since: list[Version]
    ) -> None:
        self.ruleset = ruleset
        self.base_revision = base_revision
        self.base = base
        self.since = since
        numbers = ", ".join(str(v.number) for v in since) or "none"
        super().__init__(
            f"{ruleset.slug} changed since this edit started (versions published since: "
            f"{numbers}); review the changes and re-apply the edit onto the new head"
        )

    @property
    def head(self) -> Version | None:
        """The ruleset's head when the publish was refused."""
        return self.since[-1] if self.since else self.ruleset.head


class LifecycleError(RegistryError):
    """A lifecycle change or a use of a version its lifecycle forbids."""


class MatchError(RegistryError):
    """A match cannot be started or finished as asked."""


class BundleError(RegistryError):
    """An export bundle is refused; `line` is the 1-based line of the first problem."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}")


class TagError(RegistryError):
    """A tag move that is refused: a protected tag, a withdrawn version not said to be meant,
    a version of another ruleset, a bad name."""


class StaleTag(RegistryError):
    """A tag move based on a tag revision that is no longer the tag's (someone moved it
    first), or a creation of a tag that exists by now. `tag` is the tag as it is."""

    def __init__(self, tag: Tag) -> None:
        self.tag = tag
        super().__init__(
            f"tag {tag.name} changed since this move started: it points at version "
            f"{tag.version.number} now (revision {tag.revision})"
        )


class LockedRuleset(RegistryError):
    """A publish refused because the ruleset is under a season lock."""

    def __init__(self, lock: SeasonLock) -> None:
        self.lock = lock
        until = f" until {lock.until.isoformat()}" if lock.until else ""
        super().__init__(
            f"{lock.ruleset} is locked{until}: {lock.reason}; nothing can be published "
            "while the lock holds"
        )
