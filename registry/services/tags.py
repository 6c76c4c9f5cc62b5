"""Tags: named pointers (`league-2026`, `stable`) from a ruleset to one of its versions.

Every creation and move is one transaction: compare-and-swap on the tag's revision, move the
pointer, append a `tag.move` event to the club's chain. A protected tag never moves again; a
tag points at a withdrawn version only when the move says it means it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from registry.errors import StaleTag, TagError
from registry.models import TAG_NAME, Lifecycle, Ruleset, Tag, Version, new_revision
from registry.services.audit import Actor, append_event, lock_club

__all__ = ["TagMove", "move_tag", "find_tag", "check_tag_name"]

_NAME = re.compile(f"^{TAG_NAME}$")


@dataclass(frozen=True)
class TagMove:
    """The outcome of a move: the tag as it is now, and whether anything changed (False when
    the tag already pointed there as asked, so nothing was recorded)."""

    tag: Tag
    changed: bool
    created: bool = False


def check_tag_name(name: str) -> str:
    """The name, or `TagError` saying what a tag's name may be."""
    if not _NAME.match(name):
        raise TagError(
            f"{name!r} is not a tag name: lower-case letters, digits, '.', '_' and '-', "
            "starting with a letter or digit, at most 63 characters"
        )
    return name


def find_tag(ruleset: Ruleset, name: str) -> Tag | None:
    """The ruleset's tag called `name`, with its version, or None."""
    return ruleset.tags.select_related("version__ruleset__club").filter(name=name).first()


def move_tag(
    ruleset: Ruleset,
    name: str,
    version: Version,
    *,
    actor: Actor,
    base_revision: str | None,
    protected: bool = False,
    allow_withdrawn: bool = False,
    message: str = "",
) -> TagMove:
    """Point tag `name` at `version`, creating it when `base_revision` is None.

    `base_revision` is the tag's revision the move started from (None: the tag should not
    exist yet); when it is no longer the tag's, `StaleTag` is raised, so of two moves from
    the same revision exactly one wins. `TagError` refuses moving a protected tag (or
    unprotecting it), pointing at a withdrawn version without `allow_withdrawn`, and a
    version of another ruleset. Asking for what the tag already is changes nothing.
    """
    check_tag_name(name)
    if version.ruleset_id != ruleset.pk:
        raise TagError(f"version {version.ref} is not a version of {ruleset}")
    with transaction.atomic():
        # Club first (its chain), then the tag row: the revision check and the move are one
        # compare-and-swap, and the withdrawn check cannot race a withdrawal.
        club = lock_club(ruleset.club_id)
        tag = Tag.objects.select_for_update().filter(ruleset=ruleset, name=name).first()
        if tag is not None and tag.version_id == version.pk and tag.protected == protected:
            return TagMove(_fresh(tag), changed=False)
        if tag is None and base_revision is not None:
            raise TagError(f"{ruleset} has no tag {name} (it may not be moved, only created)")
        if tag is not None and tag.revision != base_revision:
            raise StaleTag(_fresh(tag))
        _refuse(tag, version, protected, allow_withdrawn)
        old = tag.version.number if tag is not None else None
        created = tag is None
        tag = _save(tag or Tag(ruleset=ruleset, name=name), version, protected)
        append_event(
            club,
            "tag.move",
            actor=actor,
            object_type="tag",
            object_ref=tag.chain_ref,
            digests={"rules": version.rules_digest},
            details={
                "tag": name,
                "from": old,
                "to": version.number,
                "protected": protected,
                "withdrawn": version.current_lifecycle() == Lifecycle.WITHDRAWN,
                "message": message.strip(),
            },
        )
        return TagMove(_fresh(tag), changed=True, created=created)


def _refuse(tag: Tag | None, version: Version, protected: bool, allow_withdrawn: bool) -> None:
    if tag is not None and tag.protected:
        raise TagError(
            f"tag {tag.name} is protected: it points at version {tag.version.number} for good"
        )
    if version.current_lifecycle() == Lifecycle.WITHDRAWN and not allow_withdrawn:
        raise TagError(
            f"version {version.number} is withdrawn; say allow_withdrawn if the tag should "
            "point at it anyway"
        )


def _save(tag: Tag, version: Version, protected: bool) -> Tag:
    tag.version, tag.protected = version, protected
    tag.revision, tag.moved_at = new_revision(), timezone.now()
    tag.save()
    return tag


def _fresh(tag: Tag) -> Tag:
    return Tag.objects.select_related("version__ruleset__club", "ruleset__club").get(pk=tag.pk)
