"""Under rules that take renege calls (classic.yaml: `reneges.enforcement: honour`), a hand
played to its last card is not scored at once: a renege the last trick reveals (the offender
plays, in trick 13, the suit it failed to follow in trick 12) may still be called, as at a
table where the cards are gathered for scoring only once everyone has looked. The hand is
scored when every seated player has let it be, or when the time to call runs out
(`TABLES_REVIEW_SECONDS`); bots never hold it up. The finished match's log, with the call
after the last card, verifies by replay."""

from __future__ import annotations

import random
from typing import Any

import rulesets
from registry.services.matches import verify_match
from tables import services
from tables.live import SCORE, LiveMatch
from tables.models import Table, TableAction
from tests.tables.conftest import seated_table


def _live(table: Table) -> Any:
    return services.live_for(Table.objects.get(pk=table.pk))


def _renege_in_trick_12_then_play_out(table: Table) -> int | None:
    """Play random legal moves; in the 12th trick of the first hand, a seat holding the suit
    led plays another (its renege). Then play out the hand: the offending seat (1-based), or
    None when no seat could renege there."""
    rng = random.Random(2)
    offender = None
    while _live(table).number == 1 and not _live(table).reviewing:
        live = _live(table)
        seat = live.to_act
        view = live.view(seat)
        trick = len(view.played) // live.count + 1
        move = rng.choice(live.legal())
        if view.phase.value == "play" and trick == 12 and view.trick and offender is None:
            led = view.trick[0].card.suit
            off = [card for card in view.hand if card.suit != led]
            if off and any(card.suit == led for card in view.hand):
                move, offender = off[0], seat + 1
        services.accept(table.id, seat + 1, str(move))
    return offender


def _a_table_whose_hand_reaches_its_end_with_a_renege(
    library_version: Any, players: list[Any]
) -> tuple[Table, int]:
    version = library_version("classic")
    for _ in range(30):
        table = seated_table(version, players)
        offender = _renege_in_trick_12_then_play_out(table)
        if offender is not None and _live(table).reviewing:
            return table, offender
        services.abort_table(table.id, "no renege in trick 12")
    raise AssertionError("no deal let a seat renege in trick 12")


def test_a_renege_in_the_hand_is_called_after_the_last_card_and_scored(
    library_version: Any, players: list[Any]
) -> None:
    table, offender = _a_table_whose_hand_reaches_its_end_with_a_renege(library_version, players)
    claimant = offender % 4 + 1  # the next seat: the other side
    state = services.state_for(Table.objects.get(pk=table.pk), claimant)
    assert state["to_act"] is None and state["review"] == [1, 2, 3, 4]
    assert state["legal"] == [SCORE]
    call = f"claim {claimant} {offender} 12"
    assert call in state["claims"]

    services.accept(table.id, claimant, call)
    assert _live(table).number == 1  # still not scored: every seat lets it be
    for seat in (1, 2, 3, 4):
        services.accept(table.id, seat, SCORE)

    live = _live(table)
    assert live.number == 2 and not live.reviewing
    scored = live.last_hand
    assert scored is not None
    offending = next(side for side in scored["score"]["sides"] if offender in side["seats"])
    assert offending["made"] is False  # classic: a renege called after its trick sets the side
    assert [claimant, call] in scored["actions"]  # the log keeps the call, after the last card


def test_a_hand_waits_for_every_player_then_the_clock_scores_it(
    library_version: Any, players: list[Any], settings: Any
) -> None:
    table, _ = _a_table_whose_hand_reaches_its_end_with_a_renege(library_version, players)
    services.accept(table.id, 1, SCORE)
    assert _live(table).reviewing == frozenset({1, 2, 3})
    # Nothing is due before the time to call runs out; then the driver scores the hand.
    settings.TABLES_REVIEW_SECONDS = 3600
    assert services.do_duty(table.id) is None
    settings.TABLES_REVIEW_SECONDS = 0
    assert services.seconds_to_next_duty(table.id) == 0
    assert services.do_duty(table.id) is not None
    assert _live(table).number == 2
    last = TableAction.objects.filter(table=table).order_by("-sequence").first()
    assert last is not None and (last.notation, last.by) == ("score all", "clock")


def test_the_last_call_is_kept_in_a_log_that_verifies(
    library_version: Any, players: list[Any]
) -> None:
    table, offender = _a_table_whose_hand_reaches_its_end_with_a_renege(library_version, players)
    claimant = offender % 4 + 1
    services.accept(table.id, claimant, f"claim {claimant} {offender} 12")
    for seat in (1, 2, 3, 4):
        services.accept(table.id, seat, SCORE)
    services.abort_table(table.id, "enough")  # records the match with the scored hand
    table = Table.objects.get(pk=table.pk)
    assert table.match is not None
    assert verify_match(table.match).verified


def _play_out_first_hand(live: LiveMatch, rng: random.Random) -> None:
    while live.number == 1 and not live.reviewing and not live.finished:
        seat = live.to_act
        assert seat is not None
        live.apply(seat, rng.choice(live.legal()))


def test_bots_never_hold_up_the_scoring_and_prevent_rules_score_at_once() -> None:
    classic = rulesets.load_file(rulesets.library_path("classic"))
    live = LiveMatch(classic, ["a", "bot:random", "c", "bot:random"], seed=5, bots=[1, 3])
    _play_out_first_hand(live, random.Random(5))
    assert live.reviewing == frozenset({0, 2}) and live.to_act is None
    live.apply_notation(0, SCORE)
    assert live.last_hand is None  # seat 3 has not let it be scored yet
    live.apply_notation(2, SCORE)
    assert not live.reviewing and live.last_hand is not None and live.last_hand["number"] == 1

    # Under `prevent` there is nothing to call: the hand is scored with its last card.
    tournament = rulesets.load_file(rulesets.library_path("tournament"))
    strict = LiveMatch(tournament, ["a", "b", "c", "d"], seed=5)
    _play_out_first_hand(strict, random.Random(5))
    assert not strict.reviewing
    assert strict.last_hand is not None and strict.last_hand["number"] == 1
