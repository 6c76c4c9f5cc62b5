"""The rulebook states when blind nil may be bid, with the club's threshold and values."""

from rulesets.rulebook import render_rulebook
from rulesets.spades import SpadesRules
from tests.factories import spades_rules


def spades(blind_nil: dict[str, object], players: dict[str, object] | None = None) -> SpadesRules:
    return spades_rules(name="T", players=players or {}, bidding={"blind_nil": blind_nil})


def test_rulebook_states_blind_nil_only_when_trailing() -> None:
    rulebook = render_rulebook(spades({"allowed": "when_trailing", "trailing_by": 100}))
    assert (
        "Blind nil is nil declared before you look at your cards: +200 if made, −200 if not."
        " It may be bid only when your team trails by 100 or more, counting the score when the"
        " hand starts." in rulebook
    )


def test_rulebook_states_blind_nil_in_any_hand_with_its_own_values() -> None:
    rulebook = render_rulebook(spades({"allowed": "any_hand", "success": 250, "failure": -150}))
    assert "+250 if made, −150 if not. It may be bid in any hand, whatever the score." in rulebook


def test_rulebook_says_you_trail_to_a_singles_player() -> None:
    rules = spades(
        {"allowed": "when_trailing", "trailing_by": 50}, {"count": 4, "teams": "singles"}
    )
    assert "only when you trail by 50 or more" in render_rulebook(rules)
