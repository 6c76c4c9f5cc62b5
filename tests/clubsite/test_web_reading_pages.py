"""The reading pages: the clubs, a club's rulesets, a ruleset's rulebook with its facts and
downloads, the history timeline, and the diff of two versions."""

from __future__ import annotations

import json
import re

from django.urls import reverse

from clubsite.diffs import side_by_side
from registry.editor_schema import download_source
from registry.models import Club, Ruleset
from registry.services import change_lifecycle
from tests.clubsite.conftest import (
    CLASSIC,
    Cast,
    Clients,
    bot_match,
    head,
    publish_next,
    with_target,
)


def text(html: str) -> str:
    """The page's text, tags dropped and spaces squeezed."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_home_lists_public_clubs_to_anyone_and_your_clubs_to_you(
    ruleset: Ruleset, parkside: Club, client_as: Clients
) -> None:
    anonymous = text(client_as("anonymous").get("/").content.decode())
    assert "Parkside Spades" in anonymous and "Riverside card club" not in anonymous
    mine = client_as("viewer").get("/").content.decode()
    assert "Your clubs" in mine and "Riverside card club" in mine
    outsider = client_as("outsider").get("/").content.decode()
    assert "Riverside card club" not in outsider and "Elsewhere" in outsider


def test_a_club_lists_its_rulesets_with_summary_head_and_last_change(
    house: Ruleset, client_as: Clients
) -> None:
    page = text(
        client_as("viewer").get(reverse("clubsite:club", args=["riverside"])).content.decode()
    )
    assert "House rules" in page
    assert "Version 2" in page and "Play to 300" in page and "by erin" in page
    assert "300" in page  # the summary line states the target


def test_the_ruleset_page_reads_the_head_rulebook_then_the_notes(
    ruleset: Ruleset, cast: Cast, client_as: Clients
) -> None:
    noted = CLASSIC.replace(b"notes: |\n", b"notes: |\n  Jokers stay in the box on Tuesdays.\n")
    publish_next(ruleset, noted, cast.editor, "A note for Tuesdays")
    version = head(ruleset)
    html = client_as("viewer").get(reverse("clubsite:ruleset", args=["riverside", "house"])).content
    page = text(html.decode())
    assert "<h1>Classic Spades</h1>" in html.decode()  # the rulebook's own title
    assert page.index("Bidding") < page.index("Club notes") < page.index("Jokers stay")
    assert version.rules_digest in page and version.source_digest in page
    assert "Version 2 (current)" in page
    assert reverse("clubsite:source", args=["riverside", "house", 2]) in html.decode()
    assert reverse("rules-language-schema") in html.decode()


def test_the_yaml_downloads_as_published_pointed_at_the_sites_schema(
    house: Ruleset, client_as: Clients
) -> None:
    response = client_as("viewer").get(reverse("clubsite:source", args=["riverside", "house", 2]))
    assert response.content == download_source(with_target(300))
    assert response["Content-Type"].startswith("application/yaml")
    assert "attachment" in response["Content-Disposition"]


def test_the_json_schema_is_served_for_editors(client_as: Clients) -> None:
    response = client_as("anonymous").get(reverse("clubsite:schema"))
    schema = json.loads(response.content)
    assert response["Content-Type"] == "application/schema+json"
    assert "properties" in schema or "$defs" in schema


def test_recent_matches_link_to_their_audit(house: Ruleset, cast: Cast, client_as: Clients) -> None:
    match = bot_match(head(house), cast.owner)
    html = client_as("viewer").get(reverse("clubsite:ruleset", args=["riverside", "house"]))
    assert reverse("clubsite:match", args=["riverside", match.pk]) in html.content.decode()


def test_an_old_version_says_it_is_old_and_a_deprecated_one_warns(
    house: Ruleset, cast: Cast, client_as: Clients
) -> None:
    change_lifecycle(house.versions.get(number=1), "deprecated", actor=cast.editor, reason="old")
    page = text(
        client_as("viewer")
        .get(reverse("clubsite:version", args=["riverside", "house", 1]))
        .content.decode()
    )
    assert "You are reading version 1" in page
    assert "Version 1 is deprecated" in page


def test_history_is_a_timeline_with_compare_links(house: Ruleset, client_as: Clients) -> None:
    html = client_as("viewer").get(reverse("clubsite:history", args=["riverside", "house"]))
    page = html.content.decode()
    assert page.index('id="v2"') < page.index('id="v1"')
    assert "Play to 300" in page and "Start from classic" in page and "by erin" in page
    assert reverse("clubsite:compare", args=["riverside", "house", 1, 2]) in page
    assert 'name="a"' in page and 'name="b"' in page and page.count("compare-pick") == 1


def test_compare_with_picks_the_diff_in_order(house: Ruleset, client_as: Clients) -> None:
    url = reverse("clubsite:compare_pick", args=["riverside", "house"])
    response = client_as("viewer").get(url, {"a": 2, "b": 1})
    assert response.url == reverse("clubsite:compare", args=["riverside", "house", 1, 2])


def test_the_diff_words_the_change_by_topic_then_shows_the_yaml(
    house: Ruleset, client_as: Clients
) -> None:
    url = reverse("clubsite:compare", args=["riverside", "house", 1, 2])
    html = client_as("viewer").get(url).content.decode()
    page = text(html)
    assert "Winning the match" in page and "Target score: 500 points → 300 points" in page
    assert page.index("What changed in the rules") < page.index("What changed in the YAML")
    assert "<del>" in html and "target: 500" in html and "<ins>" in html and "target: 300" in html


def test_the_diff_says_when_only_prose_changed(
    ruleset: Ruleset, cast: Cast, client_as: Clients
) -> None:
    publish_next(ruleset, CLASSIC.replace(b"name: Classic Spades", b"name: Ours"), cast.editor)
    page = text(
        client_as("viewer")
        .get(reverse("clubsite:compare", args=["riverside", "house", 1, 2]))
        .content.decode()
    )
    assert "Name:" in page or "only prose" in page


def test_side_by_side_folds_long_unchanged_runs() -> None:
    old = "\n".join(f"line {n}" for n in range(1, 21))
    new = old.replace("line 10", "line ten")
    rows = side_by_side(old, new)
    assert [row.kind for row in rows] == ["skip", *["same"] * 3, "change", *["same"] * 3, "skip"]
    assert rows[0].skipped == 6 and rows[-1].skipped == 7
    assert (rows[4].left, rows[4].right) == ("line 10", "line ten")
    assert side_by_side(old, old) == []
