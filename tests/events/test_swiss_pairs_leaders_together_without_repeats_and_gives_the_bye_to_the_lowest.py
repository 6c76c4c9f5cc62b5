"""Swiss: round 2 pairs winners with winners, nobody meets an opponent twice while another
pairing exists, and with an odd count the lowest-placed entrant without a bye has it."""

from events.formats.swiss import MatchResult, swiss_pairing

TEAMS = ["A", "B", "C", "D", "E"]


def test_round_two_after_round_one() -> None:
    first = swiss_pairing(1, TEAMS, [])
    assert first.matches == (("A", "B"), ("C", "D")) and first.byes == ("E",)
    results = [MatchResult("A", "B", 300, 120), MatchResult("C", "D", 150, 210)]
    second = swiss_pairing(2, TEAMS, results, first.byes)
    # Points: A 1, D 1, E 1 (bye); B 0, C 0. Buchholz ties B and C at 1; C's difference (-60)
    # beats B's (-180), so B is the lowest placed and, never having had one, has the bye.
    assert second.byes == ("B",)
    assert second.matches == (("A", "D"), ("E", "C"))
    met = {frozenset(m) for m in second.matches}
    assert frozenset(("A", "B")) not in met and frozenset(("C", "D")) not in met
    assert len(second.matches) == 2


def test_repeats_only_when_unavoidable() -> None:
    results = [MatchResult("A", "B", 1, 0)]
    pairing = swiss_pairing(2, ["A", "B"], results)
    assert pairing.matches == (("A", "B"),)
