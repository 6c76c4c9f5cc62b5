"""The rulebook's layout: title, description, sections in playing order, club notes last."""

import re

from rulesets.rulebook import render_rulebook
from tests.factories import rook_rules, spades_rules


def headings(markdown: str) -> list[str]:
    return re.findall(r"^##? (.+)$", markdown, flags=re.MULTILINE)


def test_spades_rulebook_runs_from_the_title_through_the_game_in_playing_order() -> None:
    rules = spades_rules(
        name="Thursday Spades",
        description="Our weekly partnership game.",
        notes="Bring snacks.\n\n*Never* sigh at your hand.",
    )
    rulebook = render_rulebook(rules)
    assert rulebook.startswith("# Thursday Spades\n\nOur weekly partnership game.\n\n## ")
    assert headings(rulebook) == [
        "Thursday Spades",
        "Players and seats",
        "The cards",
        "The deal",
        "Bidding",
        "Special bids",
        "Passing cards",
        "Play",
        "Scoring",
        "Winning the match",
        "Reneges",
        "Club notes",
    ]
    assert rulebook.endswith("## Club notes\n\nBring snacks.\n\n*Never* sigh at your hand.\n")


def test_rook_rulebook_covers_auction_nest_and_rook_card_before_play() -> None:
    rules = rook_rules(name="Rook")
    assert headings(render_rulebook(rules)) == [
        "Rook",
        "Players and seats",
        "The cards",
        "The deal",
        "The auction",
        "The nest and trump",
        "The Rook card",
        "Play",
        "Scoring",
        "Winning the match",
        "Reneges",
    ]


def test_rulebook_without_notes_has_no_club_notes_section() -> None:
    rules = spades_rules(name="X")
    assert "Club notes" not in render_rulebook(rules)


def test_rulebook_of_an_unnamed_ruleset_is_titled_by_its_game() -> None:
    rules = spades_rules()
    assert render_rulebook(rules).startswith("# Spades\n")
