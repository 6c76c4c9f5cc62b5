"""The play kernel of the interpreted engine: a random playout on sorted lists of cards.

`TrickPlay.play_out`'s kernel works on bitmasks: compiled (mypyc), each bit operation is a
machine instruction. Interpreted, counting and dropping bits is a Python step apiece, and a
card took about 1 µs. This kernel keeps each seat's cards as a sorted list of pack indexes
instead, as the bench anchors' reference simulator does: the cards of one suit are a slice
found by `bisect` (C code), and every duty of the play rules narrows a choice to at most two
slices of that list (the pack orders each suit low to high and every trump above every other
card, `engine.games.spades.deal`). The k-th card of the choice, lowest first, is then one
index: the card the mask kernel and a caller indexing `choices` play with the same pick.

It plays from the state a `TrickPlay` is in and writes the state back once, at the end or
where a pick fails, as the same cards played one by one leave it; the caller then lists the
choices. Exposed cards (`play.exposed_card: played_when_legal`) stay with the mask kernel.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from itertools import chain
from math import floor
from operator import itemgetter
from random import Random
from types import BuiltinMethodType
from typing import TYPE_CHECKING, Final, NamedTuple

from engine.core.cards import Card
from engine.core.protocol import PlayedCard
from engine.core.seats import Seating
from engine.games.spades.deal import TRUMPS, Pack

if TYPE_CHECKING:
    from engine.games.spades.play import TrickPlay

__all__ = ["in_unit", "play_out_listed"]

_EAGER_BITS: Final = 13
"""Suits of at most this many cards are listed whole when first met (8,192 entries for 13)."""

_Lists = tuple[list[tuple[int, ...] | None], ...]
_LISTS: Final[dict[tuple[int, ...], _Lists]] = {}
"""Each suit's pack indexes by the suit's bits, shared by the packs of the same suit sizes."""


class KernelTables(NamedTuple):
    """What the kernel reads of a pack and a table, worked out once (`kernel_tables`) and
    taken in one statement, in this order."""

    starts: tuple[int, ...]
    """Each suit's first index."""
    ends: tuple[int, ...]
    """Each suit's end: the next suit's first index."""
    followers: tuple[tuple[tuple[int, int], ...], ...]
    """For each leader, the seats that follow it in a trick, each with its base."""
    bases: tuple[int, ...]
    """Each seat's base in the flat tables: its number times the cards in the pack."""
    played: tuple[PlayedCard, ...]
    """`TrickPlay`'s `played_as`, by seat then pack index, end to end: a card played is one
    slot, its index plus its seat's base."""
    acted: tuple[tuple[int, Card], ...]
    """`TrickPlay`'s `acted`, end to end in the same way."""


def kernel_tables(
    the_pack: Pack,
    table: Seating,
    played_as: tuple[tuple[PlayedCard, ...], ...],
    acted: tuple[tuple[tuple[int, Card], ...], ...],
) -> KernelTables:
    """The kernel's tables (`KernelTables`), made once per ruleset with the rest of the
    play's plan (`TrickPlay.__init__`)."""
    starts = the_pack.shifts
    size = len(the_pack.cards)
    seats = range(table.count)
    return KernelTables(
        starts=starts,
        ends=(*starts[1:], size),
        followers=tuple(
            tuple((seat, seat * size) for seat in table.order_from(leader)[1:]) for leader in seats
        ),
        bases=tuple(seat * size for seat in seats),
        played=tuple(chain.from_iterable(played_as)),
        acted=tuple(chain.from_iterable(acted)),
    )


def _suit_lists(the_pack: Pack) -> _Lists:
    """Each suit's indexes by its bits (`mask >> shifts[s]`), made when a playout first
    starts from hands that are not the deal just made (a few megabytes for 13-card suits)."""
    starts = the_pack.shifts
    ends = (*starts[1:], len(the_pack.cards))
    sizes = tuple(end - start for start, end in zip(starts, ends, strict=True))
    lists = _LISTS.get(sizes)
    if lists is None:
        if len(_LISTS) >= 32:
            _LISTS.clear()
        lists = _LISTS[sizes] = tuple(
            _listed(start, size) for start, size in zip(starts, sizes, strict=True)
        )
    return lists


def _listed(start: int, size: int) -> list[tuple[int, ...] | None]:
    if size > _EAGER_BITS:
        empty: tuple[int, ...] = ()
        return [empty, *[None] * ((1 << size) - 1)]
    full: list[tuple[int, ...] | None] = [()]
    for bits in range(1, 1 << size):
        low = bits & -bits
        rest = full[bits ^ low]
        assert rest is not None
        full.append((start + low.bit_length() - 1, *rest))
    return full


def _indexes(
    hand: int, the_pack: Pack, lists: tuple[list[tuple[int, ...] | None], ...]
) -> list[int]:
    """The pack indexes of `hand`, lowest first."""
    masks, shifts = the_pack.suit_masks, the_pack.shifts
    clubs = lists[0][(hand & masks[0]) >> shifts[0]]
    diamonds = lists[1][(hand & masks[1]) >> shifts[1]]
    hearts = lists[2][(hand & masks[2]) >> shifts[2]]
    trumps = lists[3][(hand & masks[3]) >> shifts[3]]
    if clubs is None or diamonds is None or hearts is None or trumps is None:
        return _indexes_met(hand, the_pack, lists)
    return [*clubs, *diamonds, *hearts, *trumps]


def _indexes_met(
    hand: int, the_pack: Pack, lists: tuple[list[tuple[int, ...] | None], ...]
) -> list[int]:
    """`_indexes`, listing each suit too large to list whole as its hands are met."""
    out: list[int] = []
    for suit, mask in enumerate(the_pack.suit_masks):
        bits = (hand & mask) >> the_pack.shifts[suit]
        found = lists[suit][bits]
        if found is None:
            start = the_pack.shifts[suit]
            found = lists[suit][bits] = tuple(
                start + place for place in range(bits.bit_length()) if bits >> place & 1
            )
        out += found
    return out


def play_out_listed(play: TrickPlay, pick: Callable[[], float]) -> None:
    """Play the rest of `play`'s tricks at random from a lead (see `TrickPlay.play_out`):
    the card at `int(pick() * n)` of the n cards the seat to act may play, lowest first.
    `pick` is a plain `Random`'s `random` (`in_unit`), so no pick is checked: every other
    pick is played card by card on the masks, each checked."""
    the_pack = play.pack
    tables = play._kernel
    assert tables is not None  # planned whenever the play runs interpreted
    starts, ends, followers, bases, played, acted = tables
    seat = play.to_act
    if seat is None:
        return
    legal = play._legal  # -1: not worked out, by a play made to be played out at once
    stray = legal & ~play.hands[seat] if legal >= 0 else 0
    if stray:
        # A choice with a card the seat does not hold (never the rules' own): refused as
        # `play` refuses it.
        index = (stray & -stray).bit_length() - 1
        play._irregular(seat, play._cards[index], index)
    dealt = play._dealt
    # As dealt: the deal's own lists, taken rather than copied (a playout of another hand of
    # the same deal, should there be one, then lists its cards from its masks).
    held = dealt.take_indexes() if dealt is not None and dealt.masks == play.hands else None
    if held is None:
        lists = _suit_lists(the_pack)
        held = [_indexes(hand, the_pack, lists) for hand in play.hands]
    rules = play.rules
    must_beat, must_trump, must_overtrump = rules.must_beat, rules.must_trump, rules.must_overtrump
    lowest_club, first_lowest = rules.lowest_club_leads, play._first_lowest
    after_broken, first_no_trump_lead = play._after_broken, play._first_no_trump_lead
    void_duties, not_played = play._void_duties, play._not_played
    follow_plain, broken_by_any, suit_of = play._follow_plain, play._broken_by_any, play._suit
    trumps = TRUMPS
    first_trump = starts[trumps]
    lowest_start = starts[first_lowest] if first_lowest >= 0 else 0
    lowest_end = ends[first_lowest] if first_lowest >= 0 else 0
    first_trick, broken, broken_at = play.trick_no, play.broken, play._broken_at
    trick_no = first_trick
    before = len(play.plays)
    slots: list[int] = []  # each card played, as its slot in the flat tables (`kernel_tables`)
    leaders: list[int] = []
    led = best = best_seat = -1
    search = bisect_left
    try:
        for trick_no in range(first_trick, play.tricks_in_hand + 1):
            hand = held[seat]
            low, high = 0, len(hand)
            if trick_no == 1:
                if lowest_club and high and hand[0] == 0:
                    high = 1
                elif first_lowest >= 0 and (
                    (low := search(hand, lowest_start)) < high and hand[low] < lowest_end
                ):
                    high = low + 1
                else:
                    low = 0
                    plain = search(hand, first_trump)
                    if plain and ((after_broken and not broken) or first_no_trump_lead):
                        high = plain
            elif after_broken and not broken:
                plain = search(hand, first_trump)
                if plain:
                    high = plain
            # `floor`: `int` for a pick in [0, 1), at half the cost.
            card = hand.pop(low + floor(pick() * (high - low)))
            slots.append(card + bases[seat])
            leaders.append(seat)
            led, best, best_seat = suit_of[card], card, seat
            if led == trumps and broken_by_any and not broken:
                broken, broken_at = True, before + len(slots) - 1
            suit_start, suit_end = starts[led], ends[led]
            for seat, base in followers[best_seat]:  # noqa: B020 - the leader's followers
                hand = held[seat]
                low = search(hand, suit_start)
                high = search(hand, suit_end, low)
                if low < high:  # the seat follows suit: the common case first
                    if not follow_plain:
                        if first_lowest == led and trick_no == 1:
                            high = low + 1
                        elif (led != trumps and must_beat and suit_of[best] != trumps) or (
                            led == trumps and must_overtrump
                        ):
                            above = search(hand, best + 1, low, high)
                            if above < high:
                                low = above
                    card = hand.pop(low + floor(pick() * (high - low)))
                    slots.append(card + base)
                    if card > best:  # a card of the suit led: it wins if higher
                        best, best_seat = card, seat
                    # (A trump that follows a trump lead breaks nothing the lead did not.)
                    continue
                if void_duties:  # void in the suit led: hand[low:high] + hand[more:most]
                    low, high, more, most = _void_choice(
                        hand, not_played and trick_no == 1, must_trump,
                        must_overtrump and suit_of[best] == trumps, first_trump, best,
                    )  # fmt: skip
                    chosen = floor(pick() * (high - low + most - more))
                    chosen = low + chosen if chosen < high - low else more + chosen - high + low
                else:  # void, and free to play anything
                    chosen = floor(pick() * len(hand))
                card = hand.pop(chosen)
                slots.append(card + base)
                if card >= first_trump:  # a trump
                    if card > best:
                        best, best_seat = card, seat
                    if not broken:
                        broken, broken_at = True, before + len(slots) - 1
            seat = best_seat
        else:
            trick_no += 1
    finally:
        in_trick = len(slots) % play.count  # every trick from a lead has a card from each seat
        # Each trick's winner leads the next; the last one gathered, `seat`, leads now.
        winners = leaders[1:] if in_trick or not leaders else [*leaders[1:], seat]
        _write_back(play, held, slots, winners, in_trick, played, acted)
        play.to_act, play.trick_no, play._in_trick = seat, trick_no, in_trick
        play.broken, play._broken_at = broken, broken_at
        if in_trick:
            play._led, play._best, play._best_seat = led, best, best_seat
        if trick_no > play.tricks_in_hand:
            play.finished, play.to_act = True, None


def in_unit(pick: Callable[[], float]) -> bool:
    """Whether `pick` is the `random` method of a plain `random.Random`, whose answers lie in
    [0, 1): `floor(pick() * n)` is then always one of n indexes (the product of a double
    below 1 and a whole number n rounds below n), and this kernel may play with it,
    checking no pick. Anything else, a subclass of `Random` included, is played card by
    card on the masks (`TrickPlay._play_at_random`), each pick checked."""
    if pick is _unit_pick[0]:  # a simulation passes the same one hand after hand
        return True
    owner = getattr(pick, "__self__", None)
    found = (
        type(pick) is BuiltinMethodType
        and type(owner) is Random
        and getattr(pick, "__name__", None) == "random"
    )
    if found:
        _unit_pick[0] = pick  # kept alive here, so that its identity stands for it
    return found


_unit_pick: Final[list[object]] = [None]
"""The last pick `in_unit` found to be a plain `Random`'s `random`."""


def _void_choice(
    hand: list[int],
    first_trick_plain: bool,
    must_trump: bool,
    overtrump: bool,
    first_trump: int,
    best: int,
) -> tuple[int, int, int, int]:
    """The choice of a seat void in the suit led under some duty, as two slices of its
    cards, `hand[low:high] + hand[more:most]` (`TrickPlay._void_mask`): `first_trick_plain`,
    no trump to the first trick (`first_trick_spades: not_played`); `overtrump`, a trump
    played must beat the trump winning the trick (`must_overtrump`, the trick trumped)."""
    size = len(hand)
    first = bisect_left(hand, first_trump)
    if first == size:  # no trump: anything
        return 0, size, 0, 0
    if first_trick_plain and first:
        return 0, first, 0, 0
    low = first if must_trump else 0
    if overtrump:
        over = bisect_left(hand, best + 1, first)
        if over < size:
            return (over, size, 0, 0) if must_trump else (0, first, over, size)
    return low, size, 0, 0


def _write_back(
    play: TrickPlay,
    held: list[list[int]],
    slots: list[int],
    winners: list[int],
    in_trick: int,
    played: tuple[PlayedCard, ...],
    acted: tuple[tuple[int, Card], ...],
) -> None:
    """The cards played, each seat's cards left and the tricks gathered, as
    `TrickPlay._advance` and `_gather` record them: `slots`, each card played in play order
    as its slot in the flat tables (`kernel_tables`: its seat's base plus its index), and the cards
    of the last trick if it is still in progress; `played` and `acted`, the flat tables."""
    before = len(play.plays)
    # (`itemgetter`: one C call for every card; a bound `__getitem__` is a slot wrapper,
    # called the slow way for each.)
    if len(slots) > 1:
        pick_out = itemgetter(*slots)
        play.plays += pick_out(played)
        play._record += pick_out(acted)
    elif slots:
        play.plays.append(played[slots[0]])
        play._record.append(acted[slots[0]])
    hands = play.hands
    for seat, left in enumerate(held):
        mask = 0
        for card in left:
            mask |= 1 << card
        hands[seat] = mask
    if winners:
        play.winners += winners
        taken = play.taken
        for seat in winners:  # (`list.count` per seat compares every winner each time)
            taken[seat] += 1
        play._trick_start = before + len(slots) - in_trick
        play._must_be_legal = -1
