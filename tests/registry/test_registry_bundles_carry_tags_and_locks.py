"""A club's tags and season lock travel in its bundle through its audit chain: imported under
another slug, the tags point at the same versions (protected ones stay protected), the lock
holds with its reason and last day, and the club verifies."""

from __future__ import annotations

import io
from datetime import date

from registry.models import Ruleset, SeasonLock, Tag
from registry.services import export_club, import_club, lock_ruleset, move_tag, verify_club
from tests.cast import Cast, publish_next, with_target


def test_tags_and_the_lock_are_rebuilt_from_the_imported_chain(
    cast: Cast, ruleset: Ruleset
) -> None:
    second = publish_next(ruleset, with_target(300), cast.editor, "Play to 300")
    first = ruleset.versions.get(number=1)
    made = move_tag(ruleset, "stable", first, actor=cast.owner, base_revision=None)
    move_tag(ruleset, "stable", second, actor=cast.editor, base_revision=made.tag.revision)
    move_tag(ruleset, "final", second, actor=cast.owner, base_revision=None, protected=True)
    lock_ruleset(ruleset, reason="Frozen for 2026", until=date(2026, 12, 31), actor=cast.owner)
    bundle = io.StringIO()
    export_club(cast.club, bundle)
    report = import_club(io.StringIO(bundle.getvalue()).readlines(), slug="copy")
    tags = Tag.objects.filter(ruleset__club=report.club).order_by("name")
    assert [(t.name, t.version.number, t.protected) for t in tags] == [
        ("final", 2, True),
        ("stable", 2, False),
    ]
    lock = SeasonLock.objects.get(ruleset__club=report.club)
    assert (lock.reason, lock.until) == ("Frozen for 2026", date(2026, 12, 31))
    assert lock.locked_by == cast.owner
    assert verify_club(report.club) == []
