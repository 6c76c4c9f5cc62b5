"""The suite's one cast, for every test of the registry, the club pages, the API and the
reliability suite: one private club and everyone who might look at it.

- alice owns the club "riverside", erin edits it, bob is a member who views it;
- charlie is an outsider (he owns his own club, "elsewhere", so he can sign in);
- stan is staff.

The `cast` and `ruleset` fixtures in tests/conftest.py build it for a test; `build_cast` builds
it for a fixture of a wider scope (the authorization matrix's world). Rules as Python objects
come from tests/factories.py; this module holds what needs the database.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import User

from registry.models import Club, Role, Ruleset, Version
from registry.services import create_club, create_ruleset, publish, set_membership
from registry.services.library import LIBRARY_DIR

CLASSIC = (LIBRARY_DIR / "classic.yaml").read_bytes()
"""The library's classic Spades, as the first version of the cast's ruleset."""
PASSWORD = "a-long-test-password"


def with_target(points: int) -> bytes:
    """Classic Spades played to `points` instead of 500."""
    changed = CLASSIC.replace(b"  target: 500 ", f"  target: {points} ".encode(), 1)
    assert changed != CLASSIC
    return changed


def with_name(name: str) -> bytes:
    """Classic Spades under another name: the same rules, other bytes."""
    changed = CLASSIC.replace(b"name: Classic Spades", f"name: {name}".encode(), 1)
    assert changed != CLASSIC
    return changed


def publish_next(
    ruleset: Ruleset, source: bytes, author: User | None = None, message: str = "edit"
) -> Version:
    """Publish on top of the current head, as a client that just read the ruleset would."""
    ruleset.refresh_from_db()
    return publish(
        ruleset, source, author=author, message=message, base_revision=ruleset.revision
    ).version


@dataclass
class Cast:
    club: Club
    owner: User
    editor: User
    viewer: User
    outsider: User
    staff: User
    elsewhere: Club

    @property
    def everyone(self) -> dict[str, User]:
        return {
            "owner": self.owner,
            "editor": self.editor,
            "viewer": self.viewer,
            "outsider": self.outsider,
            "staff": self.staff,
        }


def make_user(username: str, **extra: object) -> User:
    return User.objects.create_user(username, password=PASSWORD, **extra)


def build_cast() -> Cast:
    owner, editor, viewer = make_user("alice"), make_user("erin"), make_user("bob")
    outsider, staff = make_user("charlie"), make_user("stan", is_staff=True)
    club = create_club(slug="riverside", name="Riverside card club", owner=owner)
    set_membership(club, editor, Role.EDITOR, actor=owner)
    set_membership(club, viewer, Role.VIEWER, actor=owner)
    elsewhere = create_club(slug="elsewhere", name="Elsewhere", owner=outsider)
    return Cast(club, owner, editor, viewer, outsider, staff, elsewhere)


def start_house(cast: Cast) -> Ruleset:
    """The riverside club's `house` rules, with version 1 (classic Spades) by alice."""
    house = create_ruleset(cast.club, slug="house", title="House rules", actor=cast.owner)
    publish_next(house, CLASSIC, cast.owner, "Start from classic")
    house.refresh_from_db()
    return house
