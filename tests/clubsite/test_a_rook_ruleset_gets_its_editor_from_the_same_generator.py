"""Rook gets its editor from the same generator as Spades: its own sections and options,
its counters as a table, and a save that keeps the file's other lines."""

from __future__ import annotations

from registry.models import Ruleset
from registry.services import create_ruleset
from registry.services.library import LIBRARY_DIR
from rulesets.form import controls_of
from rulesets.options import GAMES
from tests.cast import Cast, publish_next
from tests.clubsite.conftest import Clients, answering_comments, head

ROOK = (LIBRARY_DIR / "rook.yaml").read_bytes()


def test_the_rook_editor_shows_rooks_options_and_saves_a_counter(
    client_as: Clients, cast: Cast, ruleset: Ruleset
) -> None:
    rook = create_ruleset(ruleset.club, slug="rook", title="Rook night", actor=cast.owner)
    publish_next(rook, ROOK, cast.owner, "Start from the library")
    url = f"/clubs/{rook.club.slug}/rulesets/rook/edit/"
    html = client_as("editor").get(url).content.decode()
    for path in controls_of(GAMES["rook"]):
        assert f'name="{path}"' in html, path
    assert "<legend>The nest</legend>" in html and "<legend>The auction</legend>" in html
    old = head(rook)
    assert 'value="5: 5, 10: 10, A: 15, rook: 20"' in html
    counters = "5: 10, 10: 10, A: 15, rook: 20"
    post = {"base_revision": old.revision, "action": "publish", "scoring.counters": counters,
            "description_reviewed": "yes"}  # fmt: skip
    answer = client_as("editor").post(url, answering_comments(post))
    assert answer.status_code == 302, answer.content.decode()[:2000]
    new = head(rook)
    assert new.load_rules().scoring.counters["5"] == 10
    assert old.text.count("#") == new.text.count("#")
    assert new.text.replace('"5": 10', '"5": 5', 1) == old.text
