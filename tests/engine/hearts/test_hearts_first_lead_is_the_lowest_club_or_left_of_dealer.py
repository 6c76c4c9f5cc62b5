"""Who leads the first trick: the holder of the lowest club, who must lead it, or the player
after the dealer with any card (Pagat's Hearts page gives both as common practice)."""

from tests.engine.hearts.hearts_helpers import plays, tiny

SEATS = {1: "AS 5D 6D", 2: "3C 7D 8D", 3: "2C AC KC", 4: "4S 9D 2H"}


# covers: play.first_lead=two_of_clubs
def test_the_holder_of_the_two_of_clubs_must_lead_it() -> None:
    hand = tiny(SEATS, dealer=1)

    assert hand.to_act == 2
    assert plays(hand) == {"2C"}


# covers: deck.removed_cards=other
def test_with_the_two_of_clubs_taken_out_the_lowest_club_leads() -> None:
    hand = tiny({**SEATS, 3: "5C AC KC", 2: "4C 7D 8D"}, dealer=1)

    assert hand.to_act == 1
    assert plays(hand) == {"4C"}


# covers: play.first_lead=left_of_dealer
def test_left_of_dealer_leads_any_card() -> None:
    hand = tiny(SEATS, dealer=4, play={"first_lead": "left_of_dealer"})

    assert hand.to_act == 0
    assert plays(hand) == {"AS", "5D", "6D"}
