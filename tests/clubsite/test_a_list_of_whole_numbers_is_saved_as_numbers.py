"""A list of whole numbers (the numbers nobody may bid, the Bemo bids offered) typed into its
control is saved as numbers: a secretary who allows Bemo with its usual 9 and 6, and forbids
a bid of 1, publishes in one step, not a refusal that "9" is not a whole number."""

from __future__ import annotations

from registry.models import Ruleset
from tests.clubsite.conftest import Clients, answering_comments, head


def test_bemo_and_a_forbidden_bid_publish_as_numbers(client_as: Clients, ruleset: Ruleset) -> None:
    post = {"base_revision": head(ruleset).revision, "action": "publish",
            "description_reviewed": "yes", "bidding.bemo.allowed": "any_hand",
            "bidding.bemo.tricks": "9, 6", "bidding.limits.forbidden": "1"}  # fmt: skip

    answer = client_as("editor").post(
        f"/clubs/riverside/rulesets/{ruleset.slug}/edit/", answering_comments(post)
    )

    assert answer.status_code == 302, answer.content.decode()[-3000:]
    rules = head(ruleset).load_rules()
    assert rules.bidding.bemo.tricks == [9, 6] and rules.bidding.limits.forbidden == [1]
