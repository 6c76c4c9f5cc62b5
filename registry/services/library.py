"""The standard library club and the demo club, both safe to set up again and again."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractUser
from django.db import transaction

import rulesets
from registry.models import Club, Role, Ruleset
from registry.services.clubs import create_club, create_ruleset, set_membership
from registry.services.publishing import publish
from rulesets.yamlwrite import apply_changes

__all__ = [
    "LIBRARY_DIR",
    "LIBRARY_CLUB",
    "DEMO_CLUB",
    "DEMO_USERS",
    "LibraryLoad",
    "load_library",
    "create_demo",
]

LIBRARY_DIR = Path(rulesets.__file__).resolve().parent / "library"
"""Where the standard rulesets ship: `rulesets/library/*.yaml`."""
LIBRARY_CLUB = "library"
DEMO_CLUB = "demo"
DEMO_USERS = (
    ("demo-owner", Role.OWNER),
    ("demo-editor", Role.EDITOR),
    ("demo-viewer", Role.VIEWER),
)
"""The demo club's members: (username, role)."""
DEMO_TITLE = "Friday night Spades"
DEMO_DESCRIPTION = (
    "Partnership Spades to 300, so that a match fits in an evening: nil for 100, no blind nil,"
    " bags at ten for minus 100."
)
"""What the demo ruleset's second version is, in its title, its description and its rules
alike: the club's words agree with the one-line summary."""
DEMO_TARGET = (
    re.compile(rb"^  target: 500 .*$", re.M),
    b"  target: 300                # to 300, not the rulebook's 500: matches ran too late",
)
"""The demo's second version plays to 300 instead of 500 (a line of classic.yaml, whose
comment would otherwise still quote the rulebook's five hundred)."""


@dataclass
class LibraryLoad:
    """What `load_library` did: the versions it published and the files already current."""

    published: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)


def load_library(directory: Path = LIBRARY_DIR, *, club_slug: str = LIBRARY_CLUB) -> LibraryLoad:
    """Publish every `*.yaml` in `directory` as a ruleset of the public `library` club, named
    after the file. A file whose bytes are already its ruleset's head stores nothing, so
    loading twice changes nothing; an edited file becomes the next version."""
    report = LibraryLoad()
    club = Club.objects.filter(slug=club_slug).first() or create_club(
        slug=club_slug, name="Standard library", public=True
    )
    for path in sorted(directory.glob("*.yaml")):
        source = path.read_bytes()
        rules = rulesets.load(source, str(path))
        with transaction.atomic():
            ruleset = Ruleset.objects.filter(club=club, slug=path.stem).first()
            if ruleset is None:
                ruleset = create_ruleset(
                    club,
                    slug=path.stem,
                    title=rules.name or path.stem,
                    description=rules.description,
                    actor=None,
                )
            publication = publish(
                ruleset,
                source,
                author=None,
                message=f"Loaded from library/{path.name}",
                base_revision=ruleset.revision,
            )
        ref = publication.version.ref
        (report.published if publication.created else report.unchanged).append(ref)
    return report


def create_demo(password: str) -> list[tuple[str, str]]:
    """Create (or bring back) the private demo club: an owner, an editor and a viewer, all with
    `password`, and a `friday-night` ruleset with two versions. Returns (username, role)."""
    with transaction.atomic():
        users = {username: _demo_user(username, password) for username, _ in DEMO_USERS}
        owner = users[DEMO_USERS[0][0]]
        club = Club.objects.filter(slug=DEMO_CLUB).first() or create_club(
            slug=DEMO_CLUB, name="Demo club", owner=owner
        )
        for username, role in DEMO_USERS:
            set_membership(club, users[username], role, actor=owner)
        _demo_ruleset(club, owner)
    return [(username, str(role)) for username, role in DEMO_USERS]


def _demo_user(username: str, password: str) -> AbstractUser:
    user, _ = get_user_model()._default_manager.get_or_create(username=username)
    # The printed login must work, so the password is set on every run.
    user.set_password(password)
    user.is_active = True
    user.save()
    return user


def _demo_ruleset(club: Club, owner: AbstractUser) -> None:
    ruleset = Ruleset.objects.filter(club=club, slug="friday-night").first()
    if ruleset is None:
        ruleset = create_ruleset(
            club,
            slug="friday-night",
            title=DEMO_TITLE,
            description=DEMO_DESCRIPTION,
            actor=owner,
        )
    if ruleset.head_id is not None:
        return
    library = (LIBRARY_DIR / "classic.yaml").read_text()
    model = type(rulesets.load(library))
    classic = apply_changes(library, {"name": DEMO_TITLE}, model).encode()
    first = publish(
        ruleset,
        classic,
        author=owner,
        message="Start from the library's classic",
        base_revision=ruleset.revision,
    ).version
    pattern, line = DEMO_TARGET
    shorter = pattern.sub(line, classic, count=1)
    shorter = apply_changes(shorter.decode(), {"description": DEMO_DESCRIPTION}, model).encode()
    if shorter != classic:
        publish(
            ruleset,
            shorter,
            author=owner,
            message="Play to 300: matches ran too late",
            base_revision=first.revision,
        )
