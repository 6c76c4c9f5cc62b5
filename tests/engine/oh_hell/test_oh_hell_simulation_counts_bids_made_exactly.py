"""A simulation of Oh Hell reports the family's own figures: the share of bids made exactly,
and of hands whose bids add up to more than the tricks."""

from engine.games.oh_hell.figures import OH_HELL_FIGURES


def test_a_hands_counts_come_from_its_score() -> None:
    hand = {
        "score": {
            "sides": [
                {"bid": 2, "tricks": 2, "made": True},
                {"bid": 1, "tricks": 0, "made": False},
                {"bid": 1, "tricks": 1, "made": True},
            ]
        }
    }
    assert OH_HELL_FIGURES.count(hand) == {"bids": 3, "exact": 2, "overbid": 1}
    labels = [row.label for row in OH_HELL_FIGURES.rows]
    assert labels == ["bids made exactly (of bids)", "bids over the tricks (of hands)"]
