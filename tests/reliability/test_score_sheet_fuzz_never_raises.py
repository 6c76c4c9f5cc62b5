"""Fuzzing score-sheet input: whatever a table sends as its hands, the engine answers with a
scored sheet or its documented `SheetError`; the registry with `MatchInputError` (or
`MatchError` once the match is over); the API with a problem document (400, 409 or 422),
never a 500.

The sheets come from three generators: any JSON-like value (and any text or bytes as the
sheet's JSON); sheets of the right shape whose every field is drawn from near-misses of the
score-sheet format (bids in and out of its notation, trick counts around the hand's size,
seats out of range, renege calls with odd fields, Rook bidders, bids, trumps and points,
Hearts penalty points, moon choices and the seats that took the J♦ or every trick, Oh Hell
bids, tricks and hand sizes around the schedule's);
and those hands one at a time against an open sheet in the registry and through
`POST matches/{id}/hands`.

Each engine example picks a ruleset of the library; the registry uses classic Spades.
Each engine test draws 500 examples in the full fuzz (`HYPOTHESIS_PROFILE=fuzz`), a fifth of
that in `make test`, or `HOUSERULES_FUZZ_EXAMPLES` (tests/fuzzing.py); the registry and API
tests take a fifth of that, as each example opens a sheet in the database. The runs are
derandomized.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.seats import seating
from engine.games.spades.sheet import tally_from_sheet_hand
from engine.sheet import SheetError, SheetProblem, score_sheet
from registry.errors import MatchError
from registry.models import Ruleset
from registry.services.library import LIBRARY_DIR
from registry.services.matches import MatchInputError, add_sheet_hand, open_score_sheet
from rulesets import load_file
from rulesets.rook import RookRules
from rulesets.spades import SpadesRules
from tests.api.conftest import Clients
from tests.cast import Cast
from tests.fuzzing import fuzz_examples

EXAMPLES = fuzz_examples(500)
FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
IN_THE_DATABASE = settings(
    FUZZ,
    max_examples=max(1, EXAMPLES // 5),
    suppress_health_check=[*FUZZ.suppress_health_check, HealthCheck.function_scoped_fixture],
)
LIBRARY = {path.stem: load_file(path) for path in sorted(LIBRARY_DIR.glob("*.yaml"))}

KEYS = [
    "format", "hands", "notes", "dealer", "bids", "tricks", "reneges", "offender", "claimant",
    "caught", "trick", "bidder", "bid", "trump", "points", "last_trick", "discarded", "",
]  # fmt: skip
BIDS = [
    "4", "0", "13", "14", "-1", "nil", "NIL", " blind  nil ", "blind nil", "blind 7",
    "blind 0", "blind 99", "team 10", "team blind 6", "team blind 60", "team", "pass", "", "4.5",
    "1e2", "٣", "blind -6", "9" * 30, "nil nil", "\x00", 4, 13, -3, True, None, 4.0, [4], {},
]  # fmt: skip
SMALL = st.one_of(
    st.integers(min_value=-3, max_value=25),
    st.sampled_from([0, 1, 2**31, -(2**63), 10**30, True, False, None, 1.0, "3", [], {}]),
    st.floats(allow_nan=True, allow_infinity=True),
)
JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=10)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=6),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=6)), inner, max_size=6),
    ),
    max_leaves=30,
)


@st.composite
def renege(draw: st.DrawFn) -> Any:
    call: dict[str, Any] = {
        "offender": draw(SMALL),
        "claimant": draw(SMALL),
        "caught": draw(st.sampled_from(["after_gathered", "before_gathered", "later", 1])),
    }
    if draw(st.booleans()):
        call["trick"] = draw(SMALL)
    if draw(st.integers(0, 9)) == 0:
        call[draw(st.sampled_from(KEYS))] = draw(SMALL)
    if draw(st.integers(0, 9)) == 0:
        del call[draw(st.sampled_from(sorted(call)))]
    return call


def _parts(draw: st.DrawFn, total: int, count: int) -> list[int]:
    """`count` whole numbers from 0 that add up to `total`."""
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=count - 1, max_size=count - 1)))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


@st.composite
def hand(draw: st.DrawFn, rules: Any = None) -> Any:
    """A hand that fits `rules` (a Spades hand of four when None), then, one time in four, one
    or two near-misses: a field replaced by anything, dropped, or joined by an unknown one."""
    if isinstance(rules, RookRules):
        sides = len(seating(rules).sides)
        auction = rules.auction
        top = auction.maximum if auction.maximum is not None else rules.points_available()
        bids = range(auction.minimum, top + 1, auction.step or 1) or [auction.minimum]
        chosen: dict[str, Any] = {
            "bidder": draw(st.integers(1, seating(rules).count)),
            "bid": draw(st.sampled_from(bids)),
            "trump": draw(st.sampled_from(["H", "S", "C", "D", "hearts", "red", "Q", 3])),
            "points": _parts(draw, rules.points_available(), sides),
        }
    elif rules is not None and rules.game == "hearts":
        count = rules.players.count
        chosen = {"points": _parts(draw, draw(st.sampled_from([26, 25, 27, 43, 16, 0])), count)}
        for key, value in (
            ("jack_of_diamonds", st.integers(0, count + 1)),
            ("sun", st.integers(0, count + 1)),
            ("moon_choice", st.sampled_from(["others_add", "shooter_subtracts", "both", 1])),
        ):
            if draw(st.integers(0, 3)) == 0:
                chosen[key] = draw(value)
    elif rules is not None and rules.game == "oh_hell":
        count, size = rules.players.count, draw(st.integers(1, 4))
        chosen = {
            "bids": draw(st.lists(st.integers(0, size + 1), min_size=count, max_size=count)),
            "tricks": _parts(draw, draw(st.sampled_from([size, size + 1])), count),
        }
        if draw(st.integers(0, 3)) == 0:
            chosen["cards"] = draw(st.integers(0, size + 1))
    elif rules is not None and rules.game == "euchre":
        count = rules.players.count
        chosen = {"maker": draw(st.integers(1, count)), "won": draw(st.integers(0, 6))}
        for key, value in (
            ("alone", st.sampled_from([True, False, 1, "yes"])),
            ("lone_defender", st.integers(0, count + 1)),
            ("renege", st.integers(0, count + 1)),
            ("trump", st.sampled_from(["C", "D", "H", "S", "N", "hearts", 3])),
        ):
            if draw(st.integers(0, 3)) == 0:
                chosen[key] = draw(value)
    else:
        count = seating(rules).count if rules is not None else 4
        size = rules.tricks_per_hand if rules is not None else 13
        numbers = st.sampled_from([str(n) for n in range(1, size // count + 3)] + ["nil"])
        chosen = {
            "bids": draw(st.lists(numbers, min_size=count, max_size=count)),
            "tricks": _parts(draw, size, count),
        }
    for key, value in (
        ("dealer", st.integers(0, 5)),
        ("reneges", st.lists(renege(), max_size=2)),
        ("last_trick", st.integers(0, 5)),
    ):
        if draw(st.integers(0, 5)) == 0:
            chosen[key] = draw(value)
    for _ in range(draw(st.sampled_from([0, 0, 0, 0, 0, 0, 1, 2]))):
        slip = draw(st.sampled_from(["replace", "drop", "add"]))
        if slip == "drop" and chosen:
            del chosen[draw(st.sampled_from(sorted(chosen)))]
        elif slip == "add":
            chosen[draw(st.sampled_from(KEYS))] = draw(JSON)
        else:
            key = draw(st.sampled_from(sorted(chosen) or KEYS))
            chosen[key] = draw(st.one_of(SMALL, st.sampled_from(BIDS), JSON))
    return chosen


@st.composite
def sheet(draw: st.DrawFn, rules: Any) -> Any:
    data: dict[str, Any] = {"hands": draw(st.lists(hand(rules), min_size=1, max_size=6))}
    if draw(st.integers(0, 4)) == 0:
        data["format"] = draw(st.sampled_from(["houserules-sheet/1", "houserules-sheet/2", 1]))
    if draw(st.integers(0, 9)) == 0:
        data[draw(st.sampled_from(KEYS))] = draw(JSON)
    return data


def check(rules: Any, data: Any) -> None:
    """The property: a scored sheet whose JSON is finite, or a SheetError with its problems."""
    try:
        result = score_sheet(rules, data)
    except SheetError as error:
        assert error.problems
        for problem in error.problems:
            assert isinstance(problem, SheetProblem)
            assert problem.hand is None or problem.hand >= 1
            assert isinstance(problem.field, str) and problem.message.strip()
        return
    json.dumps(result.to_json(), allow_nan=False)


NAMES = st.sampled_from(sorted(LIBRARY))
SPADES = st.sampled_from(sorted(n for n, r in LIBRARY.items() if isinstance(r, SpadesRules)))


@FUZZ
@given(name=NAMES, data=st.one_of(JSON, st.text(max_size=200), st.binary(max_size=200)))
def test_any_json_value_or_text_as_a_sheet_is_answered_never_raised(name: str, data: Any) -> None:
    check(LIBRARY[name], data)


@FUZZ
@given(name=NAMES, data=st.data())
def test_sheets_of_near_misses_are_scored_or_refused_never_raised(
    name: str, data: st.DataObject
) -> None:
    drawn = data.draw(sheet(LIBRARY[name]))
    check(LIBRARY[name], drawn)
    check(LIBRARY[name], json.dumps(drawn, allow_nan=True))


@FUZZ
@given(name=SPADES, data=st.data(), number=st.integers(1, 3))
def test_one_hand_read_alone_is_a_tally_or_a_sheet_error(
    name: str, data: st.DataObject, number: int
) -> None:
    rules = LIBRARY[name]
    assert isinstance(rules, SpadesRules)
    drawn = data.draw(st.one_of(hand(rules), JSON))
    if not isinstance(drawn, dict):
        return  # the function takes a mapping; score_sheet takes anything
    try:
        tally = tally_from_sheet_hand(rules, drawn, number)
    except SheetError as error:
        assert error.problems
    else:
        assert all(isinstance(tricks, int) and tricks >= 0 for tricks in tally.tricks)


FOUR = ["Ann", "Bo", "Cy", "Di"]


@IN_THE_DATABASE
@given(data=st.one_of(hand(), JSON), before=st.integers(0, 2))
def test_a_fuzzed_hand_for_an_open_sheet_stores_it_or_refuses_it(
    cast: Cast, ruleset: Ruleset, data: Any, before: int
) -> None:
    match = open_score_sheet(ruleset.head, seats=FOUR, started_by=cast.editor)
    for _ in range(before):  # a sheet already under way: every side makes its bid
        add_sheet_hand(match, {"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 3]}, actor=None)
    match.refresh_from_db()
    try:
        add_sheet_hand(match, data, actor=cast.editor)
    except MatchInputError as error:
        assert error.problems
    except MatchError:
        match.refresh_from_db()
        assert match.status != "open"
    match.refresh_from_db()
    assert len(match.log["hands"]) in (before, before + 1)


@IN_THE_DATABASE
@given(body=st.one_of(hand().map(json.dumps), JSON.map(json.dumps), st.binary(max_size=100)))
def test_a_fuzzed_hand_posted_to_the_api_is_a_problem_document_never_a_500(
    cast: Cast, ruleset: Ruleset, client_as: Clients, body: str | bytes
) -> None:
    match = open_score_sheet(ruleset.head, seats=FOUR, started_by=cast.editor)
    response = client_as("editor").post(
        f"/api/v1/matches/{match.pk}/hands", data=body, content_type="application/json"
    )
    assert response.status_code in (200, 400, 409, 422), response.content[:300]
    if response.status_code != 200:
        assert response["Content-Type"] == "application/problem+json"
        assert response.json()["detail"]
