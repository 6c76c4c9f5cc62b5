"""A new ruleset starts from any ruleset of the library, or from any version of the club's
own: its version 1 is that file, comments and all, named as the new ruleset."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head

NEW = "/clubs/riverside/new-ruleset/"


def test_the_page_offers_every_library_ruleset_and_every_club_version(
    client_as: Clients, house: Ruleset
) -> None:
    html = client_as("editor").get(NEW).content.decode()
    assert 'value="library:classic"' in html and 'value="library:rook"' in html
    for version in house.versions.all():
        assert f'value="version:{version.pk}"' in html


def test_starting_from_the_library_keeps_its_comments_and_takes_the_new_name(
    client_as: Clients, house: Ruleset
) -> None:
    post = {"title": "Friday Rook", "slug": "friday", "start": "library:rook"}
    answer = client_as("editor").post(NEW, post)
    assert answer.status_code == 302
    assert answer["Location"] == "/clubs/riverside/rulesets/friday/edit/"
    created = head(Ruleset.objects.get(slug="friday"))
    assert created.number == 1
    assert created.load_rules().name == "Friday Rook"
    assert created.load_rules().game == "rook"
    assert created.text.count("#") > 10
    assert created.message == "Started from Rook"


def test_starting_from_a_club_version_copies_that_version(
    client_as: Clients, house: Ruleset
) -> None:
    first = house.versions.get(number=1)
    post = {"title": "Long game", "slug": "long", "start": f"version:{first.pk}"}
    assert client_as("owner").post(NEW, post).status_code == 302
    rules = head(Ruleset.objects.get(slug="long")).load_rules()
    assert rules.match.target == 500 and rules.name == "Long game"


def test_a_short_name_in_use_is_refused_at_its_field(client_as: Clients, house: Ruleset) -> None:
    post = {"title": "Again", "slug": "house", "start": "library:classic"}
    answer = client_as("editor").post(NEW, post)
    assert answer.status_code == 200
    assert "already has a ruleset of that short name" in answer.content.decode()


def test_viewers_may_not_start_a_ruleset(client_as: Clients, house: Ruleset) -> None:
    assert client_as("viewer").get(NEW).status_code == 403


def test_the_club_page_offers_editors_a_new_ruleset(client_as: Clients, house: Ruleset) -> None:
    assert NEW in client_as("editor").get("/clubs/riverside/").content.decode()
    assert NEW not in client_as("viewer").get("/clubs/riverside/").content.decode()
