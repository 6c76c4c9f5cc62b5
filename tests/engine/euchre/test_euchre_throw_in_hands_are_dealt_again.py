"""`deal.throw_ins`: a hand of nothing above a 10 (newtsgames "nines and tens") or with no
ace and no face card (the World Euchre Federation's "ace no face") is thrown in and dealt
again; with none listed, players play what they are dealt."""

from engine.core.game import Deal
from engine.games.euchre.game import EuchreGame
from tests.engine.euchre.euchre_helpers import cards, euchre_rules

NINES_AND_TENS = ["9C 10C 9S 10S 9D", "JH JD AH KH QH", "QC KC AC QS KS", "10D QD KD AD AS"]
ACE_NO_FACE = ["9C 10C 9S 10S JS", "JH JD AH KH QH", "QC KC AC QS KS", "9D 10D QD KD AD"]


def thrown_in(throw_ins: list[str], hands: list[str]) -> bool:
    game = EuchreGame(euchre_rules(deal={"throw_ins": throw_ins}))
    return game.needs_redeal(Deal(tuple(tuple(cards(hand)) for hand in hands)))


# covers: deal.throw_ins=empty
def test_with_no_throw_ins_every_hand_is_played() -> None:
    assert not thrown_in([], NINES_AND_TENS)


# covers: deal.throw_ins=nines_and_tens
def test_a_hand_of_nines_and_tens_is_thrown_in() -> None:
    assert thrown_in(["nines_and_tens"], NINES_AND_TENS)
    assert not thrown_in(["nines_and_tens"], ACE_NO_FACE)


# covers: deal.throw_ins=ace_no_face
def test_an_ace_no_face_hand_is_thrown_in() -> None:
    assert thrown_in(["ace_no_face"], NINES_AND_TENS)
    assert not thrown_in(["ace_no_face"], ["9C 10C 9S 10S JS", *NINES_AND_TENS[1:]])
