"""Oh Hell's rulebook: every section between the title and the club's notes.

Oh Hell states its own players and match sections (every player for themselves; the match
follows the hand-size schedule), and has no renege section: an illegal card is refused, or
taken back at a table.
"""

from __future__ import annotations

from rulesets.constructs.events import event_words
from rulesets.oh_hell.model import OhHellRules, OhHellScoring, Schedule
from rulesets.oh_hell.phrases import (
    TIES,
    bid_range_phrase,
    by_bid_phrase,
    hook_phrase,
    made_phrase,
    missed_phrase,
    must_trump_phrase,
    schedule_phrase,
    total_sentence,
    trump_phrase,
)
from rulesets.phrases import (
    DEALER_ROTATION,
    DIRECTION,
    FIRST_DEALER,
    Section,
    cap,
    count_word,
    number,
    sentence,
)

__all__ = ["oh_hell_sections"]


def oh_hell_sections(rules: OhHellRules) -> list[Section]:
    """The Oh Hell sections, in the order players need them."""
    return [
        _players(rules),
        _deal(rules),
        _trump(rules),
        _bidding(rules),
        _play(rules),
        _scoring(rules),
        _match(rules),
    ]


def _players(rules: OhHellRules) -> Section:
    players = rules.players
    text = (
        f"{cap(count_word(players.count))} players, every player for themselves. Seats are"
        f" numbered 1 to {players.count} in the direction of play, which is"
        f" {DIRECTION[players.direction]}; the deal, the bidding and the play all go that way."
    )
    return ("Players and seats", [text])


def _deal(rules: OhHellRules) -> Section:
    rotation = DEALER_ROTATION[rules.players.dealer_rotation]
    deal = f"{FIRST_DEALER[rules.players.first_dealer]}, and {rotation}."
    pack = "A standard 52-card pack, aces high."
    sizes = sentence(f"The cards dealt to each player go {schedule_phrase(rules)}")
    if rules.hands.schedule is Schedule.FIXED:
        each, hands = rules.most_cards, rules.hands.fixed_hands
        sizes = f"Every hand deals {each} cards to each player, {hands} hands."
    return ("The cards and the deal", [f"{pack} {deal} {sizes}"])


def _trump(rules: OhHellRules) -> Section:
    return ("Trump", [sentence(cap(trump_phrase(rules)))])


def _bidding(rules: OhHellRules) -> Section:
    order = (
        "Each player in turn, starting after the dealer, bids once the number of tricks they"
        f" expect to take, from {bid_range_phrase(rules.bidding.limits)}; the dealer bids last."
    )
    hook = sentence(cap(hook_phrase(rules)))
    total = total_sentence(rules.bidding.limits)
    return ("Bidding", [" ".join(part for part in (order, hook, total) if part)])


def _play(rules: OhHellRules) -> Section:
    play = (
        "The player after the dealer leads to the first trick. Each player in turn must follow"
        " the suit led if they can; the highest trump, or else the highest card of the suit"
        " led, wins the trick, and its winner leads next."
    )
    return ("Play", [f"{play} {sentence(cap(must_trump_phrase(rules.play.must_trump)))}"])


def _scoring(rules: OhHellRules) -> Section:
    scoring = rules.scoring
    made = f"A player who takes exactly the tricks they bid scores {made_phrase(scoring)}."
    if scoring.made_by_bid:
        made += f" Instead, {by_bid_phrase(scoring)}."
    missed = f"A player who takes more or fewer scores {missed_phrase(scoring)}."
    example = _example(rules)
    paragraphs = [f"{made} {missed} {example}"]
    if scoring.events:
        said = " ".join(event_words(item, "player") for item in scoring.events)
        paragraphs.append(
            "Then these bonuses and penalties apply, a player's contract being their bid,"
            f" made only when exact: {said}"
        )
    return ("Scoring", paragraphs)


def _example(rules: OhHellRules) -> str:
    def score(scoring: OhHellScoring, bid: int, took: int) -> int:
        if bid == took:
            by_bid = scoring.made_by_bid.get(bid)
            return by_bid if by_bid is not None else scoring.made + scoring.made_per_trick * took
        return (
            scoring.missed
            + scoring.missed_per_trick * took
            + scoring.missed_per_bid_trick * bid
            + scoring.missed_per_trick_off * abs(took - bid)
        )

    made, missed = score(rules.scoring, 3, 3), score(rules.scoring, 3, 1)
    before = " before the bonuses and penalties below" if rules.scoring.events else ""
    return (
        f"For example, a bid of 3 taking 3 scores {number(made)}; taking 1,"
        f" {number(missed)}{before}."
    )


def _match(rules: OhHellRules) -> Section:
    match = rules.match
    if match.target is None:
        length = "The match ends after the last hand of the schedule."
    else:
        length = (
            f"The match ends after the hand in which a player reaches {number(match.target)}"
            " points; the schedule starts again if it runs out first."
        )
    win = "The highest score wins; the match is decided only at the end of a hand."
    ties = f"If two or more players are level on the highest score, {TIES[match.ties]}."
    return ("Winning the match", [f"{length} {win} {ties}"])
