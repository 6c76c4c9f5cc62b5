"""The club pages and the admin show tags and season locks: the history marks the version
each tag points at (and which tags are protected), the rulebook page lists the version's
tags, and while a lock holds the club pages and the admin's ruleset pages say so, and a save
in the admin is refused naming the lock."""

from __future__ import annotations

import re

from django.urls import reverse

from registry.models import AuditEvent, Ruleset
from registry.services import lock_ruleset, move_tag
from tests.clubsite.conftest import Cast, Clients, with_target


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_history_marks_the_version_each_tag_points_at(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    first, second = house.versions.get(number=1), house.versions.get(number=2)
    move_tag(house, "stable", first, actor=cast.owner, base_revision=None)
    move_tag(house, "league-2026", second, actor=cast.owner, base_revision=None, protected=True)
    html = client_as("viewer").get(reverse("clubsite:history", args=["riverside", "house"]))
    page = html.content.decode()
    v2, v1 = page.index('id="v2"'), page.index('id="v1"')
    assert v2 < page.index("league-2026") < v1 < page.index(">stable<")
    assert "league-2026 (protected)" in text(page)
    rulebook = client_as("viewer").get(reverse("clubsite:version", args=["riverside", "house", 1]))
    assert "stable" in text(rulebook.content.decode())
    admin = client_as("viewer").get(reverse("admin:registry_ruleset_history", args=[house.pk]))
    assert "tag stable" in text(admin.content.decode())


def test_a_locked_ruleset_says_so_and_the_admin_refuses_to_save_naming_the_lock(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    lock_ruleset(house, reason="Frozen for the 2026 season", actor=cast.owner)
    for name in ("clubsite:ruleset", "clubsite:history"):
        page = text(
            client_as("viewer").get(reverse(name, args=["riverside", "house"])).content.decode()
        )
        assert "Locked: “Frozen for the 2026 season”" in page, name
    admin_url = reverse("admin:registry_ruleset_change", args=[house.pk])
    editor = client_as("editor")
    assert "Frozen for the 2026 season" in editor.get(admin_url).content.decode()
    house.refresh_from_db()
    form = {"source": with_target(250).decode(), "message": "Play to 250",
            "base_revision": house.revision}  # fmt: skip
    refused = text(editor.post(admin_url, form).content.decode())
    assert "is locked" in refused and "Frozen for the 2026 season" in refused
    assert house.versions.count() == 2


def test_an_owner_locks_and_unlocks_in_the_admin_and_an_editor_may_not(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    url = reverse("admin:registry_ruleset_lock", args=[house.pk])
    form = {"reason": "Frozen for the 2026 season", "until": "2026-12-31"}
    assert client_as("editor").post(url, form).status_code == 403
    assert client_as("owner").post(url, form).status_code == 302
    lock = house.season_lock
    assert (lock.reason, str(lock.until), lock.locked_by) == (
        "Frozen for the 2026 season", "2026-12-31", cast.owner,
    )  # fmt: skip
    client_as("owner").post(url, {"unlock": "on"})
    assert not type(lock).objects.filter(ruleset=house).exists()
    actions = AuditEvent.objects.filter(action__in=["ruleset.lock", "ruleset.unlock"]).order_by(
        "sequence"
    )
    assert [e.action for e in actions] == ["ruleset.lock", "ruleset.unlock"]


def test_an_editor_tags_and_moves_a_tag_in_the_admin_and_a_stale_move_is_refused(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    editor = client_as("editor")
    v1, v2 = (reverse("admin:registry_ruleset_tag", args=[house.pk, n]) for n in (1, 2))
    assert editor.post(v1, {"name": "stable"}).status_code == 302
    tag = house.tags.get()
    page = editor.get(reverse("admin:registry_ruleset_version", args=[house.pk, 2]))
    assert "Move stable to version 2" in page.content.decode()
    editor.post(v2, {"name": "stable", "revision": tag.revision})
    assert house.tags.get().version.number == 2
    stale = editor.post(v1, {"name": "stable", "revision": tag.revision}, follow=True)
    assert "Tag not moved" in text(stale.content.decode()) and house.tags.get().version.number == 2
    assert client_as("viewer").post(v1, {"name": "other"}).status_code == 403
    moves = AuditEvent.objects.filter(action="tag.move").order_by("sequence")
    assert [(e.actor, e.details["to"]) for e in moves] == [("erin", 1), ("erin", 2)]
