"""Hearts' rulebook: every section between the title and the club's notes.

Hearts states its own players and match sections (every player for themselves; the lowest
score wins), and has no renege section: an illegal card is refused, or taken back at a table.
"""

from __future__ import annotations

from rulesets.constructs.card_values import table_sentence
from rulesets.constructs.events import events_section
from rulesets.hearts.model import HeartsRules, MoonShot, TenOfHearts
from rulesets.hearts.phrases import (
    HEARTS_LED,
    MOON,
    ONLY_POINT_CARDS,
    POINTS_ON_FIRST_TRICK,
    QUEEN_BREAKS,
    directions_phrase,
    first_lead_phrase,
    pass_cards_phrase,
    penalty_cards_phrase,
    players_phrase,
    removed_phrase,
)
from rulesets.phrases import (
    DEALER_ROTATION,
    DIRECTION,
    FIRST_DEALER,
    TIES,
    Section,
    cap,
    number,
    sentence,
)

__all__ = ["hearts_sections"]


def hearts_sections(rules: HeartsRules) -> list[Section]:
    """The Hearts sections, in the order players need them."""
    return [
        _players(rules),
        _cards(rules),
        _passing(rules),
        _play(rules),
        _scoring(rules),
        _moon(rules),
        *_events(rules),
        _match(rules),
    ]


def _events(rules: HeartsRules) -> list[Section]:
    section = events_section(rules.scoring.events, "player")
    return [] if section is None else [section]


def _players(rules: HeartsRules) -> Section:
    players = rules.players
    seats = (
        f"Seats are numbered 1 to {players.count} in the direction of play, which is"
        f" {DIRECTION[players.direction]}; the deal, the passing and the play all go that way."
    )
    return ("Players and seats", [f"{sentence(cap(players_phrase(players.count)))} {seats}"])


def _cards(rules: HeartsRules) -> Section:
    size = len(rules.pack())
    out = removed_phrase(rules)
    pack = f"A standard 52-card pack, aces high, with these cards taken out: {out}."
    pack += f" That leaves {size} cards."
    if size == 52:
        pack = "A standard 52-card pack, aces high; every card is used."
    usual = (
        "The usual cards taken out to deal evenly are: three players, the 2♦; four, none;"
        " five, the 2♦ and 2♣; six, the 2♦, 3♦, 2♣ and 3♣."
    )
    rotation = DEALER_ROTATION[rules.players.dealer_rotation]
    dealt = f"Each player is dealt {rules.hand_size} cards."
    deal = f"{FIRST_DEALER[rules.players.first_dealer]}, and {rotation}. {dealt}"
    return ("The cards and the deal", [f"{pack} {deal}", usual])


def _passing(rules: HeartsRules) -> Section:
    passing = rules.passing
    if not passing.directions:
        never = "Cards are never passed: play starts as soon as the cards are dealt."
        return ("Passing cards", [never])
    cycle = directions_phrase(passing.directions)
    how = (
        f"Before the play each player passes {pass_cards_phrase(passing.cards)} face down, the"
        f" direction going by hand: {cycle}. Players pick up the cards passed to them only after"
        " passing their own."
    )
    return ("Passing cards", [how])


def _play(rules: HeartsRules) -> Section:
    play = rules.play
    lead = sentence(cap(first_lead_phrase(rules)) + " to the first trick")
    follow = (
        "Each player in turn must follow the suit led if they can; otherwise they may play any"
        " card. There are no trumps: the highest card of the suit led wins the trick, and its"
        " winner leads next."
    )
    first = [POINTS_ON_FIRST_TRICK[play.points_on_first_trick]]
    if not play.points_on_first_trick:
        first.append(ONLY_POINT_CARDS[play.only_point_cards])
    hearts = [HEARTS_LED[play.hearts_led], QUEEN_BREAKS[play.queen_breaks_hearts]]
    return ("Play", [f"{lead} {follow}", " ".join(map(sentence, [*first, *hearts]))])


def _scoring(rules: HeartsRules) -> Section:
    scoring = rules.scoring
    penalty = (
        "At the end of each hand each player scores the penalty cards in the tricks they"
        f" took: {penalty_cards_phrase(rules)}."
    )
    total = f"They add up to {_moon_total(rules)} points a hand."
    table = table_sentence(scoring.card_values)
    lines = [f"{penalty} {table} {total}" if table else f"{penalty} {total}"]
    if scoring.jack_of_diamonds is not None:
        lines.append(
            f"The J♦ scores {number(scoring.jack_of_diamonds)} points for whoever takes it,"
            " whatever else happens in the hand."
        )
    if scoring.ten_of_hearts is TenOfHearts.DOUBLES:
        lines.append(
            "Whoever takes the 10♥ scores double their points for the hand (not when they"
            " shoot the moon)."
        )
    lines.append("Points are bad: every player wants the lowest score.")
    return ("Scoring", [" ".join(lines)])


def _moon_total(rules: HeartsRules) -> int:
    return sum(value for value in rules.card_points().values() if value > 0)


def _moon(rules: HeartsRules) -> Section:
    scoring, total = rules.scoring, _moon_total(rules)
    if scoring.moon is MoonShot.NOT_PLAYED:
        return (
            "Shooting the moon",
            ["There is no moon: a player who takes every penalty card scores them all."],
        )
    moon = (
        f"A player who takes every penalty card shoots the moon: worth {total} points, and"
        f" {MOON[scoring.moon]}."
    )
    if scoring.moon is MoonShot.SHOOTERS_CHOICE:
        moon += (
            " Online, the engine adds them to the others unless that would end the match"
            " without the shooter winning it."
        )
    sun = " Taking every trick counts as a moon."
    if scoring.sun is not None:
        sun = (
            f" A player who takes every trick shoots the sun instead: worth {scoring.sun}"
            " points, scored the same way."
        )
    return ("Shooting the moon", [moon + sun])


def _match(rules: HeartsRules) -> Section:
    match = rules.match
    checked = "The match is decided only at the end of a hand."
    if match.end_score is None:
        length = f"The match lasts {match.hands} hands."
    elif match.hands is None:
        end = number(match.end_score)
        length = f"The match ends after the hand in which a player reaches {end} points."
    else:
        length = (
            f"The match ends after the hand in which a player reaches {number(match.end_score)}"
            f" points, or after {match.hands} hands, whichever comes first."
        )
    lowest = "The player with the lowest score then wins."
    ties = f"If two or more players are level on the lowest score, {TIES[match.ties]}."
    return ("Winning the match", [f"{length} {lowest} {checked} {ties}"])
