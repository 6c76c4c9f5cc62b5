"""A play takes what it reads of its ruleset in one statement, from a plan worked out once per
pack, play rules and table (`play_plan`). Plays that share a pack object under other
play rules or another table each keep their own duties, seats and kernel tables."""

from engine.core.reneges import RenegeWatch
from engine.core.seats import Seating, seating
from engine.games.spades.deal import Pack, pack
from engine.games.spades.play import _INTERPRETED, PlayRules, TrickPlay, play_rules
from rulesets import SpadesRules
from tests.factories import spades_rules


def play_of(
    rules: PlayRules, table_rules: SpadesRules, the_pack: Pack, table: Seating | None = None
) -> TrickPlay:
    """A play under `rules` and `table_rules`' seats (`table`, else read from the rules),
    from `the_pack`, each of four seats holding every fourth card."""
    hands = [sum(1 << index for index in range(seat, 52, 4)) for seat in range(4)]
    seats = table or seating(table_rules)
    return TrickPlay(rules, the_pack, seats, hands, 0, RenegeWatch(table_rules))


def test_plays_sharing_a_pack_keep_their_own_play_rules_and_table() -> None:
    plain = spades_rules()
    beating = spades_rules(play={"must_beat": True})
    backwards = spades_rules(players={"direction": "counterclockwise"})
    shared = pack(plain)

    first = play_of(play_rules(plain), plain, shared)
    must_beat = play_of(play_rules(beating), plain, shared)
    counterclockwise = play_of(play_rules(plain), backwards, shared)

    assert first._follow_plain and not first._follow_duties
    assert not must_beat._follow_plain and must_beat._follow_duties
    assert first._next == (1, 2, 3, 0)
    assert counterclockwise._next == (3, 0, 1, 2)
    assert first.to_act == 1 and counterclockwise.to_act == 3


def test_the_kernel_tables_follow_the_table_and_are_made_once() -> None:
    plain = spades_rules()
    backwards = spades_rules(players={"direction": "counterclockwise"})
    shared = pack(plain)

    read_once = play_rules(plain)  # as a hand reads them, once per ruleset
    # Held here as a hand holds its table: the memo of seatings may be emptied between two
    # reads when a worker has met many rulesets, and the plan is kept per table object.
    table = seating(plain)
    first = play_of(read_once, plain, shared, table)
    counterclockwise = play_of(read_once, backwards, shared)
    again = play_of(read_once, plain, shared, table)

    if not _INTERPRETED:  # compiled, the play has no listed kernel
        assert first._kernel is None
        return
    assert first._kernel is not None and counterclockwise._kernel is not None
    followers = first._kernel[2]
    assert [[seat for seat, _ in after] for after in followers][0] == [1, 2, 3]
    assert [[seat for seat, _ in after] for after in counterclockwise._kernel[2]][0] == [3, 2, 1]
    assert again._kernel is first._kernel
