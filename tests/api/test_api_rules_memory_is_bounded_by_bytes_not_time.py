"""The memory of public rules (registry/api/rulecache.py): nothing expires by time, the bytes
held are bounded and the least recently used go first, and a club that stops being public is
noticed by the next look at the public clubs, even when it changed in another process."""

from __future__ import annotations

import time
from typing import Any

import pytest

from registry.api.rulecache import PublicRules, public_rules
from registry.models import Club, Ruleset
from tests.api.conftest import Cast, Clients


def test_remembered_rules_do_not_expire_however_long_they_are_kept(
    monkeypatch: pytest.MonkeyPatch, db: Any
) -> None:
    memory = PublicRules(max_bytes=1000)
    memory.put("sha256:a", b"x" * 10)
    later = time.monotonic() + 365 * 24 * 3600
    monkeypatch.setattr(time, "monotonic", lambda: later)
    assert memory.peek("sha256:a") == b"x" * 10


def test_the_least_recently_used_rules_are_forgotten_past_the_byte_bound() -> None:
    memory = PublicRules(max_bytes=25)
    memory.put("sha256:a", b"a" * 10)
    memory.put("sha256:b", b"b" * 10)
    assert memory.peek("sha256:a") is not None  # a is now the most recently used
    memory.put("sha256:c", b"c" * 10)
    assert (memory.peek("sha256:a"), memory.peek("sha256:b")) == (b"a" * 10, None)
    assert memory.peek("sha256:c") == b"c" * 10
    assert memory.size == 20


def test_rules_larger_than_the_whole_memory_are_not_kept() -> None:
    memory = PublicRules(max_bytes=5)
    memory.put("sha256:a", b"a" * 10)
    assert (memory.peek("sha256:a"), memory.size) == (None, 0)


def test_a_club_made_private_elsewhere_is_noticed_at_the_next_look(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any
) -> None:
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 3600
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    public_rules.clear()
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    anonymous = client_as("anonymous")
    assert anonymous.get(url).status_code == 200
    # Another process's change: no signal here; this process trusts its look for an hour.
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    assert anonymous.get(url).status_code == 200
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 0  # the look is due
    assert anonymous.get(url).status_code == 404
    assert len(public_rules) == 0


def test_rules_found_public_before_a_look_that_forgot_everything_are_not_kept(
    ruleset: Ruleset, cast: Cast
) -> None:
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    memory = PublicRules()
    memory.revalidate()  # the club is public
    generation = memory.generation  # a view reads it, then its query finds the rules public
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    memory.revalidate()  # another thread's look: the club is no longer public
    memory.put(ruleset.head.rules_digest, b"{}", generation)  # the view's answer comes last
    assert memory.peek(ruleset.head.rules_digest) is None
    memory.put(ruleset.head.rules_digest, b"{}", memory.generation)
    assert memory.peek(ruleset.head.rules_digest) == b"{}"


def test_a_club_made_public_and_private_again_between_two_looks_is_noticed(
    ruleset: Ruleset, client_as: Clients, cast: Cast, settings: Any
) -> None:
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 3600
    public_rules.clear()
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    public_rules.revalidate()  # a look: the club is private
    url = f"/api/v1/rules/{ruleset.head.rules_digest}"
    anonymous = client_as("anonymous")
    # Another process makes the club public, its rules are read here, and it is made
    # private again, all before this process looks again: no look saw it public.
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    assert anonymous.get(url).status_code == 200
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    settings.API_PUBLIC_RULES_CHECK_SECONDS = 0  # the next look
    assert anonymous.get(url).status_code == 404
    assert len(public_rules) == 0


def test_rules_found_public_before_a_look_that_forgot_nothing_are_not_kept(
    ruleset: Ruleset, cast: Cast
) -> None:
    digest = ruleset.head.rules_digest
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    memory = PublicRules()
    memory.revalidate()  # a look: the club is private, so not watched
    Club.objects.filter(pk=cast.club.pk).update(is_public=True)
    generation = memory.generation  # a view reads it, then its query finds the club public
    Club.objects.filter(pk=cast.club.pk).update(is_public=False)
    memory.revalidate()  # another thread's look (due at once after a save): nothing to forget
    memory.put(digest, b"{}", generation, cast.club.pk)  # the view's answer comes last
    assert memory.peek(digest) is None


def test_rules_of_a_club_are_not_kept_before_any_look(ruleset: Ruleset, cast: Cast) -> None:
    memory = PublicRules()
    memory.put(ruleset.head.rules_digest, b"{}", memory.generation, cast.club.pk)
    assert memory.peek(ruleset.head.rules_digest) is None
