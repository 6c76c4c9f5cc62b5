"""The worked scoring examples are computed from the ruleset's own numbers."""

from rulesets.rulebook import render_rulebook
from rulesets.spades import SpadesRules


def rulebook(**sections: object) -> str:
    document = {"format": "houserules/1", "game": "spades", "name": "T", **sections}
    return render_rulebook(SpadesRules.model_validate(document))


def test_rulebook_works_the_classic_contract_and_nil_examples() -> None:
    text = rulebook()
    assert "Bid 5 and take 7: 50 + 2 = 52." in text
    assert "Bid 5 and take 3: −50." in text
    assert "Your side scores −100 + 40 + 2 = −58 and adds 2 bags." in text


def test_rulebook_works_call_break_tenths_exactly() -> None:
    text = rulebook(scoring={"points_per_trick": 1, "overtricks": "tenth"})
    assert "Bid 5 and take 7: 5 + 0.2 = 5.2." in text


def test_rulebook_works_a_shortfall_penalty() -> None:
    text = rulebook(scoring={"set_penalty": "lose_shortfall"})
    assert "is set and loses 10 points for every trick short of the contract." in text
    assert "Bid 5 and take 3: −20." in text


def test_rulebook_counts_one_bag_when_a_failed_nils_tricks_are_ignored() -> None:
    text = rulebook(scoring={"failed_nil_tricks": "ignored"})
    assert "Your side scores −100 + 40 + 1 = −59 and adds 1 bag." in text


def test_rulebook_explains_carried_bags() -> None:
    text = rulebook(scoring={"bags": {"threshold": 5, "penalty": -50}})
    assert "each time a side reaches 5 bags it scores −50." in text
    assert "7 bags leave 2." in text
