"""How the nest is dealt (`nest.dealt`) and whether its top card is shown
(`nest.top_card_face_up`).

The Tournament Rook rules (rookgame.com/official-rules): "After every player has received his
or her first card, the dealer places one card in the center of the table. This is repeated
until there are five cards (the nest)". The Larry Smith Invitational house rules
(davidrwilliams.com/rook/rules): "5 go in the kitty with the top card turned up".
"""

from engine.games.rook.hand import RookHand
from engine.games.rook.pack import deal_rook, rook_pack
from tests.engine.rook_helpers import rook_rules


def deal(extra: str) -> tuple[list[str], list[list[str]], list[str]]:
    """The 41 cards in pack order dealt by seat 0: (the cards, the hands, the nest)."""
    rules = rook_rules(extra)
    cards = list(rook_pack(rules).cards)
    dealt = deal_rook(rules, cards, dealer=0)
    names = [str(card) for card in cards]
    return names, [[str(c) for c in hand] for hand in dealt.hands], [str(c) for c in dealt.nest]


# covers: nest.dealt=at_the_end
def test_by_default_the_nest_is_the_last_five_cards() -> None:
    cards, hands, nest = deal("")
    assert nest == cards[-5:]
    assert hands[1][:2] == [cards[0], cards[4]]


# covers: nest.dealt=one_per_round
def test_one_card_goes_to_the_nest_after_each_round_until_it_holds_five() -> None:
    cards, hands, nest = deal("nest: {dealt: one_per_round}\n")
    # Rounds of four cards to seats 2, 3, 4, 1, each followed by one card to the nest.
    assert nest == [cards[4], cards[9], cards[14], cards[19], cards[24]]
    assert hands[1][:3] == [cards[0], cards[5], cards[10]]
    assert hands[0][-1] == cards[-1]
    assert all(len(hand) == 9 for hand in hands)


def nest_top_card_seen(extra: str) -> list[object]:
    rules = rook_rules(extra)
    dealt = deal_rook(rules, list(rook_pack(rules).cards), dealer=0)
    hand = RookHand(rules, dealt.hands, dealt.nest, dealer=0)
    return [hand.view(seat).extra.get("nest_top_card") for seat in range(4)]


# covers: nest.top_card_face_up=true
def test_every_player_sees_the_nests_top_card() -> None:
    rules = rook_rules()
    top = deal_rook(rules, list(rook_pack(rules).cards), dealer=0).nest[-1]
    assert nest_top_card_seen("nest: {top_card_face_up: true}\n") == [top] * 4


# covers: nest.top_card_face_up=false
def test_by_default_the_nest_is_all_face_down() -> None:
    assert nest_top_card_seen("") == [None] * 4
