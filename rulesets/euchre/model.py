"""Euchre (`game: euchre`): make trump from the turned-up card, take three tricks of five.

The family covers standard Euchre as Bicycle's rules give it (24 cards, 10 points, a redeal
when all pass twice), the World Euchre Championship's tournament game (stick the dealer, 12
hands), the house rules the World Euchre Federation and euchrelinks list (no trump, defend
alone, partner's best, throw-in hands, the farmer's hand, a joker as the best bower) and
three-handed Euchre, each player for themselves.

Scoring is data: `scoring.cases` lists each way a hand can end (a march, a loner's march,
the makers euchred, a lone defender's euchre, a super-euchre, a renege) with its points and
the side that scores them. A ruleset that leaves a case its other options make possible
unscored is refused. `scoring.events` (the shared construct of hand events) adds bonuses and
penalties on top: a loner who takes all five, a loner who does not, a super-euchre's extra.
"""

from __future__ import annotations

from collections import Counter
from enum import StrEnum
from typing import Annotated, Final, Literal, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import (
    IN_ORDER,
    SUITS,
    AddedLater,
    Flag,
    RuleConflict,
    RuleModel,
    RulePath,
    Text,
)
from rulesets.common import FirstDealer, MatchEnd, Players, Reneges, TeamFormat
from rulesets.constructs.events import HandEvent, event_problems

__all__ = [
    "EuchrePlayers",
    "EuchreDeck",
    "ThrowIn",
    "EuchreDeal",
    "AllPass",
    "DealersPartner",
    "MakingTrump",
    "LonerLead",
    "GoingAlone",
    "EuchrePlay",
    "Case",
    "Scorer",
    "ScoringCase",
    "STANDARD_CASES",
    "EuchreScoring",
    "EuchreMatchEnd",
    "EuchreRules",
    "euchre_ranks",
    "needed_cases",
]

_RANKS_FROM: Final = {7: ("7", "8", "9", "10"), 9: ("9", "10"), 10: ("10",)}
_HIGH: Final = ("J", "Q", "K", "A")


def euchre_ranks(lowest: int) -> tuple[str, ...]:
    """The ranks of a pack whose lowest card is `lowest`, low to high."""
    return (*_RANKS_FROM[lowest], *_HIGH)


class EuchrePlayers(Players):
    """The seats: four players in two partnerships (partners sit opposite), or three, each
    for themselves."""

    count: Annotated[int, Field(ge=3, le=4, strict=True)] = 4
    """Number of players: 4 (two partnerships, `teams: partnerships`) or 3 (each for
    themselves, `teams: singles`). Seats are numbered 1 to `count` in the direction of play;
    seat 1 deals the first hand unless `first_dealer` says otherwise."""
    first_dealer: FirstDealer = FirstDealer.SEAT_1
    """Who deals the first hand: seat 1, a seat at random, the high card of a draw, or the
    first player dealt a diamond face up (tables often deal until the first black jack)."""


class EuchreDeck(RuleModel):
    """The pack: every suit from its lowest rank up to the ace, and perhaps a joker."""

    lowest_rank: Literal[7, 9, 10] = 9
    """The lowest rank in each suit: 9 for the usual 24 cards (9 to A), 7 for 32 cards, 10
    for 20 cards (sometimes used by three players)."""
    joker: Flag = False
    """Whether the big joker (`BJ`, "Benny", the best bower) is added: it is the highest
    trump, above the right bower. When it is the turned-up card, whoever orders it up in
    round one names the suit (any of the four), and the dealer takes the joker."""


class ThrowIn(StrEnum):
    """A hand that is thrown in and dealt again by the next dealer."""

    NINES_AND_TENS = "nines_and_tens"
    """A hand of nothing higher than a 10 (nines and tens, with 7s and 8s in a 32-card pack)."""
    ACE_NO_FACE = "ace_no_face"
    """A hand with no ace and no face card (no jack, queen, king or joker)."""


class EuchreDeal(RuleModel):
    """The deal: each player gets `cards_each` cards in packets; the rest is the kitty, whose
    top card is turned face up."""

    cards_each: Annotated[int, Field(ge=1, le=8, strict=True)] = 5
    """Cards dealt to each player."""
    packets: Annotated[list[Annotated[int, Field(ge=1, le=8, strict=True)]], IN_ORDER] = [3, 2]
    """The packets each player receives, in order (3 then 2: every player gets 3 cards, then
    every player 2). They add up to `cards_each`."""
    throw_ins: list[ThrowIn] = []
    """Hands that are thrown in before the bidding: the deal passes to the next dealer. `[]`:
    play whatever you are dealt."""
    farmers_hand: Flag = False
    """Whether a player dealt three or more 9s and 10s may, before the bidding, exchange
    three of them for the three cards under the turned-up card ("going under")."""

    @field_validator("throw_ins")
    @classmethod
    def _sort_throw_ins(cls, hands: list[ThrowIn]) -> list[ThrowIn]:
        # A set: the order a club wrote them in must not change the digest.
        repeated = [hand for hand, times in Counter(hands).items() if times > 1]
        if repeated:
            raise ValueError(f"throw_ins lists {repeated[0].value} more than once")
        return sorted(hands, key=list(ThrowIn).index)


class AllPass(StrEnum):
    """What happens when every player passes in the last round of making trump."""

    REDEAL = "redeal"
    """The hand is thrown in and the next dealer deals."""
    STICK_THE_DEALER = "stick_the_dealer"
    """The dealer may not pass the last time: they must name a suit ("screw the dealer")."""


class DealersPartner(StrEnum):
    """What the dealer's partner may do while the card is turned up."""

    MAY_ORDER = "may_order"
    """Order it up like anybody else ("I assist")."""
    ONLY_ALONE = "only_alone"
    """Only pass or order it up to go alone (ordering one's partner up is a loner)."""


class MakingTrump(RuleModel):
    """Making trump: round one, each player from the dealer's left may order up the turned
    card (the dealer takes it and discards one); round two, each may name another suit."""

    second_round: Flag = True
    """Whether round two is played, naming a suit, once all pass the turned-up card."""
    all_pass: AllPass = AllPass.REDEAL
    """What happens when all pass in the last round."""
    no_trump: Flag = False
    """Whether a player may name no trump in round two (no bowers; the highest card
    of the suit led wins)."""
    turned_down_suit: Flag = False
    """Whether the suit of the turned-down card may be named in round two."""
    must_hold_trump: Flag = False
    """Whether the maker must hold a natural trump (a card of the suit, the left bower not
    counting; the dealer's turned-up card counts for them). A stuck dealer is excused."""
    dealers_partner: DealersPartner = DealersPartner.MAY_ORDER
    """What the dealer's partner may do while the card is up."""


class LonerLead(StrEnum):
    """Who leads the first trick when somebody plays alone."""

    LEFT_OF_DEALER = "left_of_dealer"
    """The player after the dealer, as in every hand (the next one if they sit out)."""
    LEFT_OF_MAKER = "left_of_maker"
    """The player after the lone maker."""


class GoingAlone(RuleModel):
    """Playing alone: the maker's partner lays their cards down and sits the hand out."""

    maker: Flag = True
    """Whether the maker may go alone."""
    defender: Flag = False
    """Whether one defender may go alone against a partnership's call ("defend alone"),
    their partner sitting out."""
    partners_best: Flag = False
    """Whether a lone maker's partner passes them one card face down, and the maker then
    discards one ("partner's best", "call for best")."""
    lead: LonerLead = LonerLead.LEFT_OF_DEALER
    """Who leads the first trick to a loner."""


class EuchrePlay(RuleModel):
    """Playing the tricks: follow suit if you can; otherwise play any card."""

    left_bower: Flag = True
    """Whether the jack of the other suit of trump's colour (the left bower) is the second
    trump, belonging to trump and not to its own suit. `false`: only the jack of trump (the
    right bower) is raised; the other jack stays in its suit."""


class Case(StrEnum):
    """A way a hand of Euchre can end."""

    MAKERS = "makers"
    """The makers, playing together, take 3 or 4 tricks."""
    MARCH = "march"
    """The makers, playing together, take all 5 tricks."""
    LONE = "lone"
    """A lone maker takes 3 or 4 tricks."""
    LONE_MARCH = "lone_march"
    """A lone maker takes all 5 tricks."""
    EUCHRED = "euchred"
    """The makers take fewer than 3 tricks."""
    LONE_EUCHRED = "lone_euchred"
    """A lone maker takes fewer than 3 tricks."""
    LONE_DEFENDER = "lone_defender"
    """A lone defender holds the makers to fewer than 3 tricks."""
    SUPER_EUCHRE = "super_euchre"
    """The makers take no trick at all (when listed; otherwise `euchred` or `lone_euchred`)."""
    RENEGE = "renege"
    """A renege called at a physical table (a score sheet): instead of the hand's score."""
    LONE_RENEGE = "lone_renege"
    """A renege in a hand played alone (a score sheet): instead of the hand's score."""


class Scorer(StrEnum):
    """Who scores a case's points."""

    MAKERS = "makers"
    """The side that made trump."""
    DEFENDERS = "defenders"
    """The other side (in three-handed Euchre: each other player)."""
    NOT_OFFENDING = "not_offending"
    """For a renege: every side but the one that reneged."""


class ScoringCase(RuleModel):
    """One line of the scoring table: the case, its points and who scores them."""

    case: Case
    """The way the hand ended."""
    points: Annotated[int, Field(ge=0, le=100, strict=True)]
    """The points scored."""
    to: Scorer
    """Who scores them."""


STANDARD_CASES: Final[tuple[tuple[Case, int, Scorer], ...]] = (
    (Case.MAKERS, 1, Scorer.MAKERS),
    (Case.MARCH, 2, Scorer.MAKERS),
    (Case.LONE, 1, Scorer.MAKERS),
    (Case.LONE_MARCH, 4, Scorer.MAKERS),
    (Case.EUCHRED, 2, Scorer.DEFENDERS),
    (Case.LONE_EUCHRED, 2, Scorer.DEFENDERS),
    (Case.LONE_DEFENDER, 4, Scorer.DEFENDERS),
    (Case.RENEGE, 2, Scorer.NOT_OFFENDING),
    (Case.LONE_RENEGE, 4, Scorer.NOT_OFFENDING),
)
"""Bicycle's scoring table (the usual one): 1 for 3 or 4 tricks, 2 for a march, 4 for a
loner's march, 2 to the defenders for a euchre, 4 for a lone defender's euchre, and a renege
costs 2 (4 against a loner)."""


def _standard_cases() -> list[ScoringCase]:
    return [ScoringCase(case=case, points=points, to=to) for case, points, to in STANDARD_CASES]


class EuchreScoring(RuleModel):
    """The points of a hand, case by case."""

    cases: list[ScoringCase] = Field(default_factory=_standard_cases)
    """The scoring table: each case once, with its points and who scores them. Every case
    the other options make possible must be listed (`lone_*` when players may go alone,
    `lone_defender` when defenders may, the renege cases); `super_euchre` is optional."""

    @field_validator("cases")
    @classmethod
    def _sort_cases(cls, cases: list[ScoringCase]) -> list[ScoringCase]:
        # A table keyed by case: the order a club wrote it in must not change the digest.
        repeated = [case for case, times in Counter(c.case for c in cases).items() if times > 1]
        if repeated:
            raise ValueError(f"cases lists {repeated[0].value} more than once")
        return sorted(cases, key=lambda line: list(Case).index(line.case))

    events: Annotated[list[HandEvent], AddedLater()] = []
    """Bonuses and penalties for events of the hand, scored after its case (not in a hand a
    renege ends): a side that plays the hand alone, with a number of tricks taken; the makers
    who make or fail their contract (3 tricks, a majority); a side that takes every trick or
    none. A score sheet records what they need: the maker, who played alone, the tricks."""

    def line(self, case: Case) -> ScoringCase | None:
        """The line of `case`, or None when the table leaves it out."""
        return next((line for line in self.cases if line.case is case), None)


class EuchreMatchEnd(MatchEnd):
    """The end of a Euchre match: to 10, with no losing score."""

    target: Annotated[int, Field(ge=1, le=1000, strict=True)] | None = 10
    """A side that reaches this score at the end of a hand wins. `null` for no target (play a
    fixed number of hands instead)."""
    losing_score: Annotated[int, Field(ge=-1000, le=0, strict=True)] | None = None
    """A side whose score falls to this or below loses at once. `null` for none (the usual:
    a Euchre score never falls)."""
    winning_margin: Annotated[int, Field(ge=1, le=1000, strict=True)] | None = None
    """A point-spread win: a side ahead of every other side by this many points or more at
    the end of a hand wins the match, whatever the target. `null`: no point-spread win."""


class EuchreRules(RuleModel):
    """A complete Euchre ruleset. Every option has a default: a file with only `format`,
    `game` and `name` is four-handed Euchre as Bicycle's rules give it, to 10."""

    format: Literal["houserules/1"]
    """The version of the rules language this document is written in."""
    game: Literal["euchre"]
    """The game."""
    name: Annotated[str, Field(max_length=200, strict=True)] = ""
    """The ruleset's name, as players know it. Not part of the digest."""
    description: Text = ""
    """One or two sentences on what this ruleset is for. Not part of the digest."""
    notes: Text = ""
    """The club's own prose, printed after the generated rulebook. Not part of the digest."""
    players: EuchrePlayers = EuchrePlayers()
    """Seats, sides and the direction of play."""
    deck: EuchreDeck = EuchreDeck()
    """The pack."""
    deal: EuchreDeal = EuchreDeal()
    """The deal, throw-in hands and the farmer's hand."""
    making: MakingTrump = MakingTrump()
    """Making trump."""
    alone: GoingAlone = GoingAlone()
    """Going alone."""
    play: EuchrePlay = EuchrePlay()
    """Playing the tricks."""
    scoring: EuchreScoring = EuchreScoring()
    """The scoring table."""
    match: EuchreMatchEnd = EuchreMatchEnd()
    """The end of the match."""

    @property
    def reneges(self) -> Reneges:
        """An illegal card is refused online; at a physical table a renege is scored by the
        `renege` and `lone_renege` cases of the scoring table, so the shared renege rules
        are their defaults, `enforcement: prevent`."""
        return _NO_RENEGES

    def pack(self) -> list[str]:
        """Every card in the pack, in canonical order (the joker first)."""
        ranks = euchre_ranks(self.deck.lowest_rank)
        cards = [f"{rank}{suit}" for suit in SUITS for rank in reversed(ranks)]
        return ["BJ", *cards] if self.deck.joker else cards

    @property
    def kitty_size(self) -> int:
        """The cards left after the deal (the top one is turned up)."""
        return len(self.pack()) - self.players.count * self.deal.cards_each

    @property
    def partnerships(self) -> bool:
        """Whether the players play in partnerships (four players)."""
        return self.players.teams is TeamFormat.PARTNERSHIPS

    def event_features(self) -> frozenset[str]:
        """What a Euchre hand has for the events (`rulesets.constructs.events`): tricks, the
        makers' contract of a majority of the tricks, and a player alone when the rules let
        one go alone; not who took which card, which a score sheet does not record."""
        alone = self.partnerships and (self.alone.maker or self.alone.defender)
        return EUCHRE_EVENT_FEATURES | ({"loner"} if alone else set())

    @model_validator(mode="after")
    def _check_fit(self) -> Self:
        problems = _cross_problems(self)
        if problems:
            raise RuleConflict(problems)
        return self


_NO_RENEGES: Final = Reneges()
EUCHRE_EVENT_FEATURES: Final = frozenset({"tricks", "contract"})


def _cross_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    return [
        *_seat_problems(rules),
        *_deal_problems(rules),
        *_making_problems(rules),
        *_alone_problems(rules),
        *_scoring_problems(rules),
        *event_problems(
            rules.scoring.events,
            rules.event_features(),
            rules.pack(),
            ("scoring", "events"),
            {"loner": "alone.maker, alone.defender, players.teams"},
        ),
    ]


def _seat_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    players = rules.players
    if players.teams is TeamFormat.CUSTOM or (
        players.count == 4 and players.teams is not TeamFormat.PARTNERSHIPS
    ):
        return [
            (
                ("players", "teams"),
                f"four-handed Euchre is played in partnerships, partners opposite"
                f" (players.count {players.count}): use teams: partnerships",
            )
        ]
    return []


def _deal_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    problems: list[tuple[RulePath, str]] = []
    deal, size = rules.deal, len(rules.pack())
    if rules.kitty_size < 1:
        problems.append(
            (
                ("deal", "cards_each"),
                f"{size} cards (deck.lowest_rank {rules.deck.lowest_rank}) cannot deal"
                f" {deal.cards_each} each to {rules.players.count} players (players.count) and"
                " leave a card to turn up",
            )
        )
    if sum(deal.packets) != deal.cards_each:
        problems.append(
            (
                ("deal", "packets"),
                f"the packets add up to {sum(deal.packets)}, not the {deal.cards_each} cards each"
                " player is dealt (deal.cards_each)",
            )
        )
    if deal.farmers_hand and rules.kitty_size < 4:
        problems.append(
            (
                ("deal", "farmers_hand"),
                f"the kitty holds {max(rules.kitty_size, 0)} cards (deal.cards_each,"
                " players.count): the farmer's hand needs three under the turned-up card",
            )
        )
    if deal.farmers_hand and deal.cards_each < 3:
        problems.append(
            (
                ("deal", "farmers_hand"),
                "a hand of fewer than 3 cards (deal.cards_each) has no farmer's hand",
            )
        )
    return problems


def _making_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    making = rules.making
    problems: list[tuple[RulePath, str]] = []
    if not making.second_round:
        for name, on in (
            ("no_trump", making.no_trump),
            ("turned_down_suit", making.turned_down_suit),
        ):
            if on:
                problems.append(
                    (
                        ("making", name),
                        "there is no round two (making.second_round: false) in which to name it",
                    )
                )
    if making.no_trump and rules.deck.joker:
        problems.append(
            (
                ("making", "no_trump"),
                "the joker is the highest trump (deck.joker): there is no trump for it to be in a"
                " no-trump hand; drop the joker or no trump",
            )
        )
    if making.dealers_partner is DealersPartner.ONLY_ALONE and not (
        rules.partnerships and rules.alone.maker
    ):
        problems.append(
            (
                ("making", "dealers_partner"),
                "the dealer's partner may order up only to go alone, but nobody may go alone"
                " (alone.maker) or there are no partners (players.count)",
            )
        )
    return problems


def _alone_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    alone = rules.alone
    problems: list[tuple[RulePath, str]] = []
    if not rules.partnerships:
        for name, on in (
            ("maker", alone.maker),
            ("defender", alone.defender),
            ("partners_best", alone.partners_best),
        ):
            if on:
                problems.append(
                    (
                        ("alone", name),
                        f"three players each play for themselves (players.count"
                        f" {rules.players.count}): nobody has a partner to leave out; set"
                        f" alone.{name} to false",
                    )
                )
        return problems
    if alone.partners_best and not alone.maker:
        problems.append(
            (
                ("alone", "partners_best"),
                "only a lone maker gets partner's best, and nobody may go alone (alone.maker)",
            )
        )
    if alone.lead is not LonerLead.LEFT_OF_DEALER and not (alone.maker or alone.defender):
        problems.append(
            (
                ("alone", "lead"),
                "nobody may go alone (alone.maker, alone.defender): there is no lead to a loner",
            )
        )
    return problems


def needed_cases(rules: EuchreRules) -> dict[Case, str]:
    """The cases the other options make possible, which the scoring table must list, each
    with the option that makes it possible."""
    cases = dict.fromkeys((Case.MAKERS, Case.MARCH, Case.EUCHRED, Case.RENEGE), "every hand")
    if rules.alone.maker and rules.partnerships:
        lone = (Case.LONE, Case.LONE_MARCH, Case.LONE_EUCHRED, Case.LONE_RENEGE)
        cases |= dict.fromkeys(lone, "alone.maker")
    if rules.alone.defender and rules.partnerships:
        cases |= dict.fromkeys((Case.LONE_DEFENDER, Case.LONE_RENEGE), "alone.defender")
    return cases


def _scoring_problems(rules: EuchreRules) -> list[tuple[RulePath, str]]:
    listed = {line.case for line in rules.scoring.cases}
    problems: list[tuple[RulePath, str]] = []
    for case, why in needed_cases(rules).items():
        if case not in listed:
            problems.append(
                (
                    ("scoring", "cases"),
                    f"the scoring table leaves the case {case.value} unscored ({why}): add"
                    f" {{case: {case.value}, points: ..., to: ...}}",
                )
            )
    for index, line in enumerate(rules.scoring.cases):
        if line.case in (Case.RENEGE, Case.LONE_RENEGE) and line.to is not Scorer.NOT_OFFENDING:
            problems.append(
                (
                    ("scoring", "cases", index, "to"),
                    "a renege's points go to the side that did not renege: to: not_offending",
                )
            )
        elif line.case not in (Case.RENEGE, Case.LONE_RENEGE) and line.to is Scorer.NOT_OFFENDING:
            problems.append(
                (
                    ("scoring", "cases", index, "to"),
                    f"nobody reneged in the case {line.case.value}: to makers or defenders",
                )
            )
    return problems
