"""The rulebook: Markdown prose for players, generated from a ruleset.

Every option is stated with its actual value, in the order a player needs it. The wording is
in `rulesets.phrases`, shared with `rulesets.diff` so that a change reads exactly as the
rulebook states the rule; each game's own sections come from its family
(`RulesFamily.sections`, in `rulesets/<game>/rulebook.py`), and the sections every game shares
are here.
"""

from __future__ import annotations

from rulesets.common import Enforcement, MatchEnd, Players, Reneges
from rulesets.families import rules_family
from rulesets.formats import Ruleset as Rules
from rulesets.phrases import (
    BOTH_PAST_TARGET,
    CAUGHT_BEFORE,
    DIRECTION,
    ENFORCEMENT,
    TIES,
    Section,
    cap,
    caught_after_phrase,
    count_word,
    number,
    sentence,
    side_noun,
    team_format_phrase,
)

__all__ = ["Rules", "render_rulebook"]


def render_rulebook(rules: Rules) -> str:
    """The complete rulebook in Markdown: the name as title, the description, one `##`
    section per part of the game in the order players need them, then the club's notes
    verbatim under `## Club notes`."""
    family = rules_family(rules)
    parts = [f"# {rules.name or family.title}"]
    if rules.description:
        parts.append(rules.description)
    for title, paragraphs in _sections(rules, family.sections(rules)):
        parts.append(f"## {title}\n\n" + "\n\n".join(p for p in paragraphs if p))
    if rules.notes:
        parts.append(f"## Club notes\n\n{rules.notes}")
    return "\n\n".join(parts) + "\n"


def _sections(rules: Rules, game: list[Section]) -> list[Section]:
    """The game's own sections, between the players and the match and reneges every game
    shares."""
    players, match = rules.players, rules.match
    if not isinstance(players, Players) or not isinstance(match, MatchEnd):
        # A game with players and a match end of its own (every player for themselves, the
        # lowest score wins) states them among its own sections.
        return game
    return [_players(players), *game, _match(match, players), _reneges(rules.reneges)]


# Sections every game shares.


def _players(players: Players) -> Section:
    who = f"{cap(count_word(players.count))} players: {team_format_phrase(players)}."
    seats = (
        f"Seats are numbered 1 to {players.count} in the direction of play, which is"
        f" {DIRECTION[players.direction]}; the deal, the bidding and the play all go that way."
    )
    return ("Players and seats", [f"{who} {seats}"])


def _match(match: MatchEnd, players: Players) -> Section:
    side = side_noun(players)
    lines = [_match_length(match, side), _losing(match, side)]
    if match.target is not None:
        lines.append(
            f"If more than one {side} reaches {number(match.target)} in the same hand,"
            f" {BOTH_PAST_TARGET[match.both_past_target]}."
        )
    if match.winning_margin is not None:
        lines.append(
            f"A {side} {number(match.winning_margin)} points or more ahead of every other"
            f" {side} at the end of a hand wins the match at once, whatever the target."
        )
    lines.append(f"If the winning {side}s are level, {TIES[match.ties]}.")
    return ("Winning the match", [" ".join(lines)])


def _match_length(match: MatchEnd, side: str) -> str:
    target, hands = match.target, match.hands
    checked = "The match is decided only at the end of a hand, never in the middle of one."
    if target is None:
        return f"The match lasts {hands} hands; then the highest score wins."
    if hands is None:
        return f"The first {side} to reach {number(target)} points wins. {checked}"
    return (
        f"The match ends when a {side} reaches {number(target)} points, or after {hands} hands,"
        f" whichever comes first; the highest score then wins. {checked}"
    )


def _losing(match: MatchEnd, side: str) -> str:
    lose = "There is no losing score."
    if match.losing_score is not None:
        lose = f"A {side} whose score falls to {number(match.losing_score)} or below loses at once."
    sets = "Being set, however often, never loses the match by itself."
    if match.sets_to_lose is not None:
        sets = f"A {side} that has been set {match.sets_to_lose} times in the match loses."
    return f"{lose} {sets}"


def _reneges(reneges: Reneges) -> Section:
    what = "A renege is failing to follow suit, or to play as a duty requires, while able to."
    if reneges.enforcement is Enforcement.PREVENT:
        prevented = f"Here {ENFORCEMENT[Enforcement.PREVENT]}, so a renege cannot happen."
        return ("Reneges", [f"{what} {prevented}"])
    before = CAUGHT_BEFORE[reneges.caught_before_gathered]
    before = f"Caught before the trick is gathered: {before}."
    after = f"Caught after the trick is gathered: {caught_after_phrase(reneges)}."
    return ("Reneges", [f"{what} {sentence(ENFORCEMENT[Enforcement.HONOUR])} {before} {after}"])
