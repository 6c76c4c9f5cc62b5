"""The Rook pack is built from `deck.*`: which suits, which ranks in which order, the Rook."""

from engine.core.cards import Card, parse_cards
from engine.core.protocol import PlayedCard
from engine.games.rook.pack import RookTricks, rook_pack
from tests.engine.rook_helpers import NO_ROOK, ROOK_PACK, rook_rules


# covers: deck.pack=standard
# covers: deck.ranks=default
# covers: deck.rook_card=true
def test_the_default_pack_is_aces_down_to_fives_in_four_suits_and_the_rook() -> None:
    pack = rook_pack(rook_rules())
    assert len(pack.cards) == 41
    assert pack.suits == ("C", "D", "H", "S")
    assert pack.cards[:10] == tuple(parse_cards("AC KC QC JC 10C 9C 8C 7C 6C 5C"))
    assert pack.cards[-1] is Card.parse("ROOK")


# covers: deck.pack=rook
# covers: deck.ranks=other
def test_a_rook_pack_uses_the_four_colours_and_the_listed_numbers() -> None:
    rules = rook_rules(ROOK_PACK)
    pack = rook_pack(rules)
    assert pack.suits == ("B", "G", "R", "Y")
    assert len(pack.cards) == 45
    assert Card.parse("1R") in pack.cards and Card.parse("4R") not in pack.cards


# covers: deck.ranks=other
def test_the_rank_order_is_the_order_listed_so_ones_can_play_high() -> None:
    rules = rook_rules(ROOK_PACK)
    trick = [PlayedCard(0, Card.parse("14R")), PlayedCard(1, Card.parse("1R"))]
    assert RookTricks(rules).trick_winner(trick, "B") == 1


# covers: deck.rook_card=false
def test_without_the_rook_card_the_pack_is_only_the_suits() -> None:
    rules = rook_rules(NO_ROOK)
    pack = rook_pack(rules)
    assert len(pack.cards) == 40
    assert Card.parse("ROOK") not in pack.cards
