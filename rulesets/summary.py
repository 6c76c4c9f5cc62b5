"""A ruleset in one line, for lists and pickers: only the facts that tell rulesets apart.

    2v2 to 500/−200 · nil ±100 · blind nil when trailing by 100 · bags 10/−100
    Rook 2v2 to 300 · bids 70–120 by 5 · nest 5 · Rook wins any trick

Options at their usual value are left out (blind nil's ±200, a game without jokers), so the
line stays short; the rulebook states everything.
"""

from __future__ import annotations

from rulesets.common import Enforcement, MatchEnd, Players, Reneges, TeamFormat, When
from rulesets.phrases import card_name, number, plus_minus
from rulesets.rook import PackKind, RookRank, RookRules
from rulesets.rulebook import Rules
from rulesets.spades import (
    BagMode,
    BagRemainder,
    FirstHand,
    Jokers,
    NilMode,
    SpadesBidding,
    SpadesDeck,
    SpadesPlay,
    SpadesRules,
    SpadesScoring,
    TeamBid,
)

__all__ = ["summarize"]

SEPARATOR = " · "
ROOK_RANK = {
    RookRank.WINS_ANY_TRICK: "Rook wins any trick",
    RookRank.HIGHEST_TRUMP: "Rook highest trump",
    RookRank.LOWEST_TRUMP: "Rook lowest trump",
    RookRank.TEN_AND_A_HALF: "Rook above the 10 of trumps",
}


def summarize(rules: Rules) -> str:
    """The ruleset's most distinguishing facts on one line, separated by ` · `."""
    parts = _rook_parts(rules) if isinstance(rules, RookRules) else _spades_parts(rules)
    return SEPARATOR.join(part for part in parts if part)


def _spades_parts(rules: SpadesRules) -> list[str]:
    bidding = rules.bidding
    return [
        _table(rules.players, rules.match),
        *_deck(rules.deck),
        _nil(bidding),
        _blind_nil(bidding),
        _blind_bids(bidding),
        _team_bid(bidding.blind_six),
        _team_bid(bidding.ten_for_two_hundred),
        f"min team bid {bidding.minimum_team_bid}" if bidding.minimum_team_bid else "",
        "first hand bids itself" if bidding.first_hand is FirstHand.BIDS_ITSELF else "",
        _duties(rules.play),
        _bags(rules.scoring),
        _sets(rules.match),
        _honour(rules.reneges),
    ]


def _rook_parts(rules: RookRules) -> list[str]:
    auction = rules.auction
    top = "" if auction.maximum is None else f"–{auction.maximum}"
    rook = ROOK_RANK[rules.rook_card.rank] if rules.deck.rook_card else "no Rook card"
    return [
        f"Rook {_table(rules.players, rules.match)}",
        "Rook pack" if rules.deck.pack is PackKind.ROOK else "",
        f"bids {auction.minimum}{top or '+'} by {auction.step}",
        f"nest {rules.nest.size}" if rules.nest.size else "no nest",
        rook,
        _sets(rules.match),
        _honour(rules.reneges),
    ]


def _table(players: Players, match: MatchEnd) -> str:
    """Sides and length: `2v2 to 500/−200`, `3 singles 10 hands`."""
    if players.teams is TeamFormat.SINGLES:
        sides = f"{players.count} singles"
    else:
        sides = "v".join(str(len(side)) for side in players.sides())
    return f"{sides} {_length(match)}"


def _length(match: MatchEnd) -> str:
    losing = "" if match.losing_score is None else f"/{number(match.losing_score)}"
    ends = []
    if match.target is not None:
        ends.append(f"to {number(match.target)}{losing}")
    if match.hands is not None:
        ends.append(f"{match.hands} hands" + ("" if match.target is not None else losing))
    return " or ".join(ends)


def _sets(match: MatchEnd) -> str:
    return f"{match.sets_to_lose} sets lose" if match.sets_to_lose is not None else ""


def _deck(deck: SpadesDeck) -> list[str]:
    jokers = "jokers" if deck.jokers is Jokers.BIG_AND_LITTLE else ""
    promoted = " ".join(card_name(card) for card in deck.promoted_cards)
    return [jokers, f"{promoted} promoted" if promoted else ""]


def _nil(bidding: SpadesBidding) -> str:
    nil = bidding.nil
    if nil.mode is NilMode.NOT_ALLOWED:
        return "no nil"
    if nil.mode is NilMode.ZERO_MEANS_ZERO:
        return "zero bids, no nil"
    return f"nil {plus_minus(nil.success, nil.failure)}"


def _when(allowed: When, trailing_by: int | None) -> str:
    return f" when trailing by {trailing_by}" if allowed is When.WHEN_TRAILING else ""


def _blind_nil(bidding: SpadesBidding) -> str:
    blind = bidding.blind_nil
    if blind.allowed is When.NEVER:
        return ""
    # ±200 is what everyone means by blind nil; only a different value is news.
    usual = (blind.success, blind.failure) == (200, -200)
    value = "" if usual else f" {plus_minus(blind.success, blind.failure)}"
    return f"blind nil{value}{_when(blind.allowed, blind.trailing_by)}"


def _blind_bids(bidding: SpadesBidding) -> str:
    blind = bidding.blind_bids
    if blind.allowed is When.NEVER:
        return ""
    when = _when(blind.allowed, blind.trailing_by)
    return f"blind {blind.minimum}+ ×{blind.multiplier}{when}"


def _team_bid(bid: TeamBid) -> str:
    if bid.allowed is When.NEVER:
        return ""
    name = f"Blind {bid.tricks}" if bid.blind else f"{bid.tricks}-for-{bid.success}"
    return name + _when(bid.allowed, bid.trailing_by)


def _duties(play: SpadesPlay) -> str:
    duties = {"beat": play.must_beat, "trump": play.must_trump, "overtrump": play.must_overtrump}
    owed = [name for name, on in duties.items() if on]
    if len(owed) == len(duties):
        return "call break duties"
    return f"must {' & '.join(owed)}" if owed else ""


def _bags(scoring: SpadesScoring) -> str:
    bags = scoring.bags
    if bags.mode is BagMode.NOT_COUNTED:
        return "bags off"
    reset = " reset" if bags.remainder is BagRemainder.RESET else ""
    return f"bags {bags.threshold}/{number(bags.penalty)}{reset}"


def _honour(reneges: Reneges) -> str:
    # Online play refuses illegal cards, so enforcement is news only at a physical table.
    return "reneges on honour" if reneges.enforcement is Enforcement.HONOUR else ""
