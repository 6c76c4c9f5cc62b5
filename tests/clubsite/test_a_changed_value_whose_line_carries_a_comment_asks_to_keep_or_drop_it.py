"""A comment on the line of a value the form changes may describe the old value
(`target: 300  # "The first side to five hundred points wins…"`). Before saving, the
secretary is asked to keep or drop it, in the club's words; nothing is saved until they
answer. Dropped, the published file no longer carries it; kept, it stays as written. A
change to a line without a comment is saved at once."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, head

COMMENT = "The first side to five hundred points wins"


def _url(ruleset: Ruleset) -> str:
    return f"/clubs/{ruleset.club.slug}/rulesets/{ruleset.slug}/edit/"


def _publish(ruleset: Ruleset, **options: str) -> dict[str, str]:
    return {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", **options}  # fmt: skip


def test_the_secretary_is_asked_before_anything_is_saved(
    client_as: Clients, ruleset: Ruleset
) -> None:
    before = head(ruleset).number

    answer = client_as("editor").post(_url(ruleset), _publish(ruleset, **{"match.target": "300"}))

    page = answer.content.decode()
    asked = page.split('id="review-comments"', 1)[1].split("</div>", 1)[0]
    assert answer.status_code == 200 and head(ruleset).number == before
    assert "Keep or drop the file's comments on what you changed" in asked
    assert '<a href="#opt-match-target">Target score</a>' in asked and COMMENT in asked
    assert 'name="comment:match.target" value="drop"' in asked
    assert 'name="comment:match.target" value="keep"' in asked


def test_dropped_the_comment_leaves_the_published_file(
    client_as: Clients, ruleset: Ruleset
) -> None:
    post = _publish(ruleset, **{"match.target": "300", "comment:match.target": "drop"})

    answer = client_as("editor").post(_url(ruleset), post)

    text = head(ruleset).text
    assert answer.status_code == 302
    assert "  target: 300\n" in text and COMMENT not in text


def test_kept_the_comment_stays_as_written(client_as: Clients, ruleset: Ruleset) -> None:
    post = _publish(ruleset, **{"match.target": "300", "comment:match.target": "keep"})

    answer = client_as("editor").post(_url(ruleset), post)

    line = next(line for line in head(ruleset).text.splitlines() if "  target:" in line)
    assert answer.status_code == 302
    assert line.startswith("  target: 300 ") and COMMENT in line


def test_a_line_without_a_comment_is_saved_without_asking(
    client_as: Clients, ruleset: Ruleset
) -> None:
    before = head(ruleset).number

    answer = client_as("editor").post(_url(ruleset), _publish(ruleset, **{"match.hands": "10"}))

    assert answer.status_code == 302 and head(ruleset).number == before + 1
