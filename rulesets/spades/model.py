"""The Spades family (`game: spades`): Spades, its tournament variants, cutthroat and Call Break."""

from __future__ import annotations

from collections import Counter
from enum import StrEnum
from typing import Annotated, Final, Literal, Self

from pydantic import Field, field_validator, model_validator

from rulesets.base import (
    JOKERS,
    AddedLater,
    CardName,
    Count,
    Flag,
    Points,
    RuleConflict,
    RuleModel,
    RulePath,
    Text,
    card_sort_key,
    conflict,
    standard_deck,
)
from rulesets.common import (
    BothPastTarget,
    MatchEnd,
    Players,
    RenegeCaughtAfter,
    Reneges,
    Seat,
    TeamFormat,
    When,
)
from rulesets.constructs.bids import BidLimits, TotalRule, limit_problems
from rulesets.constructs.contracts import Contracts, contract_problems
from rulesets.constructs.events import HandEvent, event_problems

__all__ = [
    "Jokers",
    "TrumpChoice",
    "SpadesDeck",
    "RedealTrigger",
    "Redealer",
    "MisdealCaller",
    "Redeal",
    "BidOrder",
    "TotalBids",
    "NilMode",
    "BothNil",
    "Nil",
    "BlindNil",
    "BlindBids",
    "MustTake",
    "TeamBid",
    "BlindSix",
    "TenForTwoHundred",
    "Moon",
    "Bemo",
    "FirstHand",
    "PassFirst",
    "PassBack",
    "CardPassing",
    "BidLimits",
    "BidVariant",
    "PartnershipBidding",
    "SpadesBidding",
    "FirstLead",
    "FirstTrickSpades",
    "ExposedCard",
    "FirstTrickLowest",
    "SpadesLed",
    "BrokenBy",
    "SpadesPlay",
    "Overtricks",
    "SetPenalty",
    "BagMode",
    "BagRemainder",
    "BagCharge",
    "BagsKept",
    "Bags",
    "FailedNilTricks",
    "BonusCall",
    "FirstTricksBonus",
    "SpadesScoring",
    "SpadesReneges",
    "SpadesRules",
]

TrailingBy = Annotated[int, Field(ge=1, le=100_000, strict=True)]


class Jokers(StrEnum):
    """Whether jokers are in the pack."""

    NONE = "none"
    """No jokers."""
    BIG_AND_LITTLE = "big_and_little"
    """The big joker (BJ) and little joker (LJ) are in, as the two highest trumps, big above
    little. They count as spades."""


class TrumpChoice(StrEnum):
    """Which suit is trump."""

    SPADES = "spades"
    """Spades, in every hand."""
    LAST_CARD_DEALT = "last_card_dealt"
    """The suit of the last card dealt (the dealer's last card, shown to the table), chosen
    afresh each hand: Call Break's random trump. Logs list that card last in the dealer's
    hand, so the trump is read from the deal."""


class SpadesDeck(RuleModel):
    """The pack. Cards per player are derived from it: every card is dealt, so the pack must
    divide evenly among the players."""

    jokers: Jokers = Jokers.NONE
    """Whether the big and little joker are in the pack as the two highest trumps."""
    promoted_cards: list[CardName] = []
    """Cards promoted to trumps that rank above the ace of spades (and below any jokers),
    highest first. Each counts as a spade. Joker-Joker-Deuce-Deuce: `[2D, 2S]`."""
    removed_cards: list[CardName] = []
    """Cards taken out of the pack before the deal, e.g. `[2C, 2D]` when the jokers are in,
    or `[2C]` for three players."""
    trump: Annotated[TrumpChoice, AddedLater()] = TrumpChoice.SPADES
    """Which suit is trump: spades, or the suit of the last card dealt, hand by hand. Where
    the options say spades, they mean the trump suit."""

    @field_validator("removed_cards")
    @classmethod
    def _sort_removed(cls, cards: list[str]) -> list[str]:
        # A set of cards: the order a club wrote them in must not change the digest.
        _reject_repeats(cards, "removed_cards")
        return sorted(cards, key=card_sort_key)

    @field_validator("promoted_cards")
    @classmethod
    def _check_promoted(cls, cards: list[str]) -> list[str]:
        _reject_repeats(cards, "promoted_cards")
        jokers = [card for card in cards if card in JOKERS]
        if jokers:
            raise ValueError(f"jokers are always the top trumps; do not promote {jokers[0]}")
        return cards

    @model_validator(mode="after")
    def _check_cards(self) -> Self:
        removed_jokers = [card for card in self.removed_cards if card in JOKERS]
        if removed_jokers and self.jokers is Jokers.NONE:
            raise conflict(
                ("removed_cards",),
                f"removed_cards names {removed_jokers[0]}, but deck.jokers: none deals no jokers",
            )
        if self.trump is TrumpChoice.LAST_CARD_DEALT and (
            self.jokers is not Jokers.NONE or self.promoted_cards
        ):
            raise conflict(
                ("trump",),
                "jokers and promoted cards are spades, so deck.trump: last_card_dealt cannot"
                " have deck.jokers or deck.promoted_cards",
            )
        clash = set(self.promoted_cards) & set(self.removed_cards)
        if clash:
            raise conflict(
                ("promoted_cards",),
                f"{sorted(clash)[0]} is in both deck.promoted_cards and deck.removed_cards",
            )
        return self

    def cards(self) -> list[str]:
        """Every card in the pack, in canonical order."""
        pack = standard_deck()
        if self.jokers is Jokers.BIG_AND_LITTLE:
            pack += list(JOKERS)
        removed = set(self.removed_cards)
        return [card for card in pack if card not in removed]


def _reject_repeats(cards: list[str], field: str) -> None:
    repeated = sorted(card for card, times in Counter(cards).items() if times > 1)
    if repeated:
        raise ValueError(f"{field} lists {repeated[0]} more than once")


class RedealTrigger(StrEnum):
    """A dealt hand that entitles its holder to a redeal."""

    NO_SPADES = "no_spades"
    """No trumps at all (no spade, joker or promoted card)."""
    AT_MOST_ONE_SPADE = "at_most_one_spade"
    """One trump or none."""
    NO_FACE_CARDS = "no_face_cards"
    """No jack, queen or king (aces are not face cards)."""
    NO_FACE_CARDS_OR_ACES = "no_face_cards_or_aces"
    """No jack, queen, king or ace."""
    SEVEN_OR_MORE_SPADES = "seven_or_more_spades"
    """Seven trumps or more."""
    FOUR_ACES = "four_aces"
    """All four aces in one hand."""
    NO_ACE_KING_OR_QUEEN = "no_ace_king_or_queen"
    """No ace, king or queen (jacks do not help)."""
    SEVEN_CARD_SUIT = "seven_card_suit"
    """Seven cards or more of one suit, trumps counting as one suit."""


class Redealer(StrEnum):
    """Who deals again after a misdeal by the cards."""

    SAME_DEALER = "same_dealer"
    """The same dealer deals again at once; the thrown-in deal is kept with the hand that is
    played (the log's `redeals`) and the hand keeps its number. A misdeal the holder calls
    (`called_by: holder`) is a hand of its own, unscored, and the same dealer deals the
    next."""
    NEXT_DEALER = "next_dealer"
    """The misdeal is a hand of its own, over before any bid and unscored, and the deal
    passes to the next dealer as after any hand."""


class MisdealCaller(StrEnum):
    """Who may call a misdeal by the cards."""

    ANYONE = "anyone"
    """Any player: a deal a trigger matches is always thrown in, before any bid."""
    HOLDER = "holder"
    """Only the player dealt the hand, before any bid, who may keep it and bid it instead
    (a "deficient hand", shown to the table when called). A called misdeal is a hand
    of its own, over before any bid and unscored; `redealer` says who deals the next."""


class Redeal(RuleModel):
    """Misdeals by the cards: hands so lopsided that the table deals again."""

    triggers: list[RedealTrigger] = []
    """When any player's dealt hand matches one of these, the deal is thrown in before any
    bid and dealt again (by the dealer `redealer` names). Empty: never redeal."""
    redealer: Annotated[Redealer, AddedLater()] = Redealer.SAME_DEALER
    """Who deals again after a misdeal: the same dealer, or the next one."""
    called_by: Annotated[MisdealCaller, AddedLater()] = MisdealCaller.ANYONE
    """Who may call the misdeal: anyone (it is always called), or only the holder of the
    hand, who may keep it."""

    @field_validator("triggers")
    @classmethod
    def _sort_triggers(cls, triggers: list[RedealTrigger]) -> list[RedealTrigger]:
        if len(set(triggers)) != len(triggers):
            raise ValueError("a redeal trigger is listed more than once")
        return sorted(triggers)


class BidOrder(StrEnum):
    """Who bids first."""

    AFTER_DEALER = "after_dealer"
    """The player after the dealer (in the direction of play) bids first; the dealer last."""
    DEALER_FIRST = "dealer_first"
    """The dealer bids first."""


class TotalBids(StrEnum):
    """Restrictions on the total of all bids in a hand."""

    ANY = "any"
    """No restriction."""
    NOT_EQUAL_TO_TRICKS = "not_equal_to_tricks"
    """The last bidder may not make the total equal the number of tricks in the hand."""
    AT_LEAST = "at_least"
    """If the total of all bids is below `total_minimum`, the hand is thrown in and redealt."""


class NilMode(StrEnum):
    """What a bid of zero means."""

    NIL = "nil"
    """A nil bid: the player promises to take no tricks and is scored on their own. Numeric
    bids start at 1."""
    NOT_ALLOWED = "not_allowed"
    """No nil and no zero: every player bids at least 1."""
    ZERO_MEANS_ZERO = "zero_means_zero"
    """Zero is an ordinary number: it adds nothing to the side's contract and earns no nil
    bonus."""


class BothNil(StrEnum):
    """Whether both partners may bid nil in the same hand, and how that scores."""

    FORBIDDEN = "forbidden"
    """If your partner has bid nil (or blind nil), you may not."""
    SEPARATELY = "separately"
    """Allowed; each nil is scored on its own."""
    TOGETHER = "together"
    """Allowed, as one bid: twice the nil success if neither partner takes a trick, otherwise
    twice the nil failure."""


class Nil(RuleModel):
    """The nil bid: a promise to take no tricks."""

    mode: NilMode = NilMode.NIL
    """What a bid of zero means."""
    success: Points = 100
    """Points for a nil made (no tricks taken)."""
    failure: Points = -100
    """Points for a nil failed (one trick or more)."""
    both_partners: BothNil = BothNil.SEPARATELY
    """Whether both partners may bid nil in the same hand, and how that scores."""
    near_target: Annotated[
        Annotated[int, Field(ge=0, le=100_000, strict=True)] | None, AddedLater()
    ] = None
    """A side whose score, when the hand starts, is within this many points of
    `match.target` may not bid nil or blind nil. 0: only once it has reached the target.
    `null`: nil is open whatever the score."""


class BlindNil(RuleModel):
    """Blind nil: nil declared before the bidder has looked at their cards."""

    allowed: When = When.NEVER
    """When blind nil may be bid."""
    trailing_by: TrailingBy | None = None
    """With `allowed: when_trailing` only: how many points the bidder's side must trail by."""
    success: Points = 200
    """Points for a blind nil made."""
    failure: Points = -200
    """Points for a blind nil failed."""

    @model_validator(mode="after")
    def _check_trailing(self) -> Self:
        _check_trailing_by(self.allowed, self.trailing_by)
        return self


class BlindBids(RuleModel):
    """Blind numeric bids: a number of tricks bid before looking, for a multiplied score."""

    allowed: When = When.NEVER
    """When a blind numeric bid may be made."""
    minimum: Annotated[int, Field(ge=1, le=100, strict=True)] = 6
    """The smallest number that may be bid blind."""
    multiplier: Annotated[int, Field(ge=1, le=10, strict=True)] = 2
    """The value of the blind bidder's side's contract, made or set, is multiplied by this
    (the partner's bid is part of that contract)."""
    trailing_by: TrailingBy | None = None
    """With `allowed: when_trailing` only: how many points the bidder's side must trail by."""

    @model_validator(mode="after")
    def _check_trailing(self) -> Self:
        _check_trailing_by(self.allowed, self.trailing_by)
        return self


def _check_trailing_by(allowed: When, trailing_by: int | None) -> None:
    if allowed is When.WHEN_TRAILING and trailing_by is None:
        raise conflict(
            ("allowed",), "allowed: when_trailing needs trailing_by (points behind, e.g. 100)"
        )
    if allowed is not When.WHEN_TRAILING and trailing_by is not None:
        raise conflict(
            ("trailing_by",),
            f"trailing_by applies only with allowed: when_trailing, not {allowed}",
        )


class MustTake(StrEnum):
    """What a team bid promises."""

    EXACTLY = "exactly"
    """Exactly that many tricks: more or fewer is a failure (Blind 6)."""
    AT_LEAST = "at_least"
    """At least that many tricks (10-for-200)."""


class TeamBid(RuleModel):
    """A bid made for the whole partnership by one partner, replacing both partners' bids. A
    player alone on their side (cutthroat) makes it as a solo bid."""

    allowed: When = When.NEVER
    """When the team bid may be made."""
    trailing_by: TrailingBy | None = None
    """With `allowed: when_trailing` only: how many points the side must trail by."""
    blind: Flag = False
    """Whether it must be bid before either partner has seen their cards. A blind team bid
    pre-empts the partner, who then does not bid."""
    tricks: Annotated[int, Field(ge=1, le=100, strict=True)] = 6
    """The number of tricks the team promises."""
    must_take: MustTake = MustTake.AT_LEAST
    """Whether the team must take exactly that many tricks or at least that many."""
    success: Points = 120
    """Points when the team bid is made."""
    failure: Points = -120
    """Points when it fails."""
    overtricks: Annotated[Flag, AddedLater()] = False
    """Whether a made team bid also scores each trick beyond its number at the overtrick
    value (they are bags either way). `false`: its value is fixed."""

    @model_validator(mode="after")
    def _check_trailing(self) -> Self:
        _check_trailing_by(self.allowed, self.trailing_by)
        return self


class BlindSix(TeamBid):
    """Blind 6 (seed 002): a blind team bid of exactly 6 tricks, for plus or minus 120. Its
    own defaults, so that a club that writes only `allowed:` gets the bid as known."""

    blind: Flag = True
    """Whether it must be bid before either partner has seen their cards. A blind team bid
    pre-empts the partner, who then does not bid."""
    must_take: MustTake = MustTake.EXACTLY
    """Whether the team must take exactly that many tricks or at least that many."""


class TenForTwoHundred(TeamBid):
    """10-for-200 (seed 002): a team bid of at least 10 tricks, for plus or minus 200."""

    tricks: Annotated[int, Field(ge=1, le=100, strict=True)] = 10
    """The number of tricks the team promises."""
    success: Points = 200
    """Points when the team bid is made."""
    failure: Points = -200
    """Points when it fails."""


class Moon(RuleModel):
    """Moon (Boston): a team bid of every trick in the hand, its own bid (`moon`), distinct
    from 10-for-200. Either partner may bid it after looking; it replaces the other
    partner's bid, as 10-for-200 does. Alone on a side, a player bids it as a solo bid."""

    allowed: When = When.NEVER
    """When the moon may be bid."""
    trailing_by: TrailingBy | None = None
    """With `allowed: when_trailing` only: how many points the side must trail by."""
    success: Points = 500
    """Points when the side takes every trick."""
    failure: Points = -500
    """Points when it does not."""
    wins_match: Flag = False
    """Whether taking every trick wins the match at once, whatever the scores (the `success`
    points are scored too)."""

    @model_validator(mode="after")
    def _check_trailing(self) -> Self:
        _check_trailing_by(self.allowed, self.trailing_by)
        return self


class Bemo(RuleModel):
    """Bemo (spadesgame.net, "The Language of Spades"): "pick up the first 9 tricks of the
    hand to win 90 extra points. Of course, if you don't, you lose the same amount ... the
    Little Bemo which is only the first six tricks." Here it is a team bid, `bemo 9` or
    `bemo 6`: either partner may bid it after looking, and it replaces the other partner's
    bid, as 10-for-200 does (alone on a side, a solo bid). It is made when the side's
    players win each of the first N tricks; the later tricks count only as bags."""

    allowed: When = When.NEVER
    """When a Bemo may be bid."""
    trailing_by: TrailingBy | None = None
    """With `allowed: when_trailing` only: how many points the side must trail by."""
    tricks: list[Annotated[int, Field(ge=1, le=100, strict=True)]] = [9, 6]
    """The Bemo bids offered, each by its number of opening tricks (Big Bemo 9, Little
    Bemo 6)."""
    points_per_trick: Annotated[int, Field(ge=1, le=1000, strict=True)] = 10
    """A Bemo of N made scores N times this (9: 90, 6: 60); failed, minus as much."""

    @field_validator("tricks")
    @classmethod
    def _sort_tricks(cls, tricks: list[int]) -> list[int]:
        if len(set(tricks)) != len(tricks):
            raise ValueError("a Bemo is listed more than once")
        if not tricks:
            raise ValueError("list at least one Bemo (e.g. [9, 6])")
        return sorted(tricks, reverse=True)

    @model_validator(mode="after")
    def _check_trailing(self) -> Self:
        _check_trailing_by(self.allowed, self.trailing_by)
        return self


class FirstHand(StrEnum):
    """How the first hand of the match is bid."""

    BID = "bid"
    """Bid as usual."""
    BIDS_ITSELF = "bids_itself"
    """No bidding in the first hand: each side's bid is the number of tricks it takes, so it
    scores the trick value for each trick and no bags."""


class PassFirst(StrEnum):
    """Which partner of an exchange passes first."""

    NIL_BIDDER = "nil_bidder"
    """The nil bidder; in an exchange without a nil (`every_hand`), the side's first bidder."""
    PARTNER = "partner"
    """The nil bidder's partner; in an exchange without a nil, the side's second bidder."""


class PassBack(StrEnum):
    """When the second partner of an exchange chooses the cards it passes back."""

    AFTER_SEEING = "after_seeing"
    """After picking up the cards passed to it, so it may pass some of them straight back."""
    BEFORE_SEEING = "before_seeing"
    """Before seeing them: both partners choose from the cards they were dealt, and the
    cards change hands together."""


class CardPassing(RuleModel):
    """Cards exchanged between partners after the bidding: when one of them bid nil, and on
    every hand when the table agreed so before the match."""

    after_nil: Count = 0
    """Cards the nil bidder and partner each pass to the other (on a side of three or more,
    the partner is the next teammate in the direction of play who did not bid nil). 0: no
    pass."""
    after_blind_nil: Count = 0
    """Cards the blind nil bidder and partner each pass to the other. 0: no pass."""
    every_hand: Annotated[Count, AddedLater()] = 0
    """Cards partners exchange on every hand after the bidding, whatever was bid, as agreed
    before the match (sides of two only). A side with a nil passes `after_nil` (or
    `after_blind_nil`) instead when that is not 0. 0: no such exchange."""
    first: Annotated[PassFirst, AddedLater()] = PassFirst.NIL_BIDDER
    """Which partner of an exchange passes first."""
    pass_back: Annotated[PassBack, AddedLater()] = PassBack.AFTER_SEEING
    """Whether the partner who passes second chooses after seeing the cards passed to it."""


class BidVariant(StrEnum):
    """Variants that fix what each player may bid."""

    STANDARD = "standard"
    """Any bid the other options allow."""
    SUICIDE = "suicide"
    """Exactly one player of each side bids nil: once a partner has bid nil the others bid
    numbers, and the last of a side to bid must bid nil if nobody else on it has."""
    WHIZ = "whiz"
    """Each player bids nil or the number of trumps they hold (nil with none)."""
    MIRROR = "mirror"
    """Each player's bid is the number of trumps they hold; with none, nil."""


class PartnershipBidding(StrEnum):
    """How partners arrive at their side's contract."""

    SEPARATE = "separate"
    """Each partner bids their own number; the side's contract is their sum."""
    HINT = "hint"
    """One binding number per side after a hint: each partner but the last of a side to bid
    gives a hint instead of a bid (a number from 0 to the tricks in a hand, binding nobody),
    and the last names the side's contract, a number or a team bid (Playsite's Spades: "The
    first partner to bid in each partnership offers a 'hint' bid, but it is up to the second
    partner to make the binding team bid"). Nil and blind bids stay bids of their own: a
    partner who bids one gives no hint, and after a hint the last partner may not bid nil."""


class SpadesBidding(RuleModel):
    """The bidding: one round, each player once. Numeric bids run from 1 (0 with
    `zero_means_zero`) to the number of cards in a hand."""

    order: BidOrder = BidOrder.AFTER_DEALER
    """Who bids first; the bidding then goes round once in the direction of play."""
    minimum_team_bid: Annotated[int, Field(ge=0, le=100, strict=True)] = 0
    """The smallest contract a partnership may bid between its numeric bids ("board" is
    usually 4). 0: no minimum. A side with a nil is bound only through the partner's bid."""
    total_bids: TotalBids = TotalBids.ANY
    """Restrictions on the total of all bids in a hand."""
    total_minimum: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """With `total_bids: at_least` only: the smallest total of all bids that is played."""
    nil: Nil = Nil()
    """The nil bid."""
    blind_nil: BlindNil = BlindNil()
    """Blind nil."""
    blind_bids: BlindBids = BlindBids()
    """Blind numeric bids."""
    blind_six: BlindSix = BlindSix()
    """Blind 6: a blind team bid of exactly 6 tricks, for plus or minus 120."""
    ten_for_two_hundred: TenForTwoHundred = TenForTwoHundred()
    """10-for-200: a team bid of at least 10 tricks, for plus or minus 200; either partner
    may make it and it replaces the other partner's bid."""
    first_hand: FirstHand = FirstHand.BID
    """How the first hand of the match is bid."""
    passing: CardPassing = CardPassing()
    """Card passing between partners after a nil or blind nil."""
    limits: Annotated[BidLimits, AddedLater()] = BidLimits()
    """Limits on the numbers bid, by a player and by a side."""
    moon: Annotated[Moon, AddedLater()] = Moon()
    """Moon (Boston): a bid of every trick, for its own points or the match."""
    variant: Annotated[BidVariant, AddedLater()] = BidVariant.STANDARD
    """Suicide, Whiz and Mirror: variants that fix what each player may bid. Score sheets
    check Suicide; Whiz and Mirror depend on the cards, which a sheet does not record."""
    partnership: Annotated[PartnershipBidding, AddedLater()] = PartnershipBidding.SEPARATE
    """Whether partners bid their own numbers or one binding number per side after a hint."""
    raise_round: Annotated[Flag, AddedLater()] = False
    """A one-time raise round after every side has bid: each side in bidding order may raise
    its numeric contract once, or pass. The side's last player to bid a number (not a blind
    number) raises their own bid; a side with only nils, blind numbers or a team bid has no
    turn. The raised number keeps to `limits`."""
    bemo: Annotated[Bemo, AddedLater()] = Bemo()
    """Bemo: a bid to win the first tricks of the hand (Big Bemo 9, Little Bemo 6)."""

    @model_validator(mode="after")
    def _check_totals(self) -> Self:
        problems: list[tuple[RulePath, str]] = []
        if self.total_bids is TotalBids.AT_LEAST and self.total_minimum is None:
            problems.append((("total_bids",), "total_bids: at_least needs total_minimum"))
        if self.total_bids is not TotalBids.AT_LEAST and self.total_minimum is not None:
            problems.append(
                (("total_minimum",), "total_minimum applies only with total_bids: at_least")
            )
        if self.nil.near_target is not None and self.nil.mode is not NilMode.NIL:
            problems.append(
                (
                    ("nil", "near_target"),
                    f"near_target bars nil near the target, but under nil.mode: {self.nil.mode}"
                    " there is no nil",
                )
            )
        if self.limits.minimum == 0 and self.nil.mode is not NilMode.ZERO_MEANS_ZERO:
            problems.append(
                (
                    ("limits", "minimum"),
                    f"a minimum of 0 needs nil.mode: zero_means_zero; under {self.nil.mode}"
                    " a bid of 0 is not a number",
                )
            )
        if self.passing.after_nil and self.nil.mode is not NilMode.NIL:
            problems.append((("passing", "after_nil"), "passing after a nil needs nil.mode: nil"))
        if self.passing.after_blind_nil and self.blind_nil.allowed is When.NEVER:
            problems.append(
                (
                    ("passing", "after_blind_nil"),
                    "passing after a blind nil needs blind nil to be allowed (blind_nil.allowed)",
                )
            )
        if problems:
            raise RuleConflict(problems)
        return self


class FirstLead(StrEnum):
    """Who leads the first trick of a hand."""

    AFTER_DEALER = "after_dealer"
    """The player after the dealer, in the direction of play."""
    LOWEST_CLUB = "lowest_club"
    """The holder of the lowest club in the pack, who must lead it (the 2 of clubs, or the 3
    when the 2 is removed; a promoted club is a trump, not a club)."""
    DEALER = "dealer"
    """The dealer."""
    HIGH_BIDDER = "high_bidder"
    """The player who bid the most tricks (a team bid counts its tricks, a moon every trick,
    nil none); of equal bids, the first to bid. In a hand that bids itself, the player
    after the dealer."""
    SEAT = "seat"
    """The player in seat `first_lead_seat`, in every hand, whoever deals (a table whose
    North always leads)."""


class FirstTrickSpades(StrEnum):
    """Restrictions on trumps in the first trick of a hand."""

    ALLOWED = "allowed"
    """No special restriction."""
    NOT_LED = "not_led"
    """No trump may be led to the first trick, unless the leader holds nothing else."""
    NOT_PLAYED = "not_played"
    """No trump may be led or played to the first trick, unless the player holds nothing
    else."""


class ExposedCard(StrEnum):
    """What becomes of a card a player exposes or drops face up during the play."""

    PICKED_UP = "picked_up"
    """Nothing: it is picked up and play goes on as if it had not been seen."""
    PLAYED_WHEN_LEGAL = "played_when_legal"
    """It stays face up on the table for everyone to see, and its holder must play it the
    next time it is legal to (seed 001: "A card exposed or dropped face up stays face up and
    gets played the next time it is legal to"); with several face up, any one of those
    legal. The exposure is recorded as it happens (`expose 2 QH`)."""


class FirstTrickLowest(StrEnum):
    """Which suit every player must play their lowest card of to the first trick."""

    NONE = "none"
    """No such duty: the first trick is played like any other."""
    CLUBS = "clubs"
    """The leader leads their lowest club, and every player following clubs plays their
    lowest club (Britannica: "everyone is required to play the lowest held club first").
    A leader with no club leads any card allowed, and the trick is played as usual."""
    DIAMONDS = "diamonds"
    """The same, with diamonds."""
    HEARTS = "hearts"
    """The same, with hearts."""


class SpadesLed(StrEnum):
    """When a trump may be led."""

    ANY_TIME = "any_time"
    """Trumps may be led at any time (subject to the first-trick rule)."""
    AFTER_FIRST_TRICK = "after_first_trick"
    """From the second trick on."""
    AFTER_BROKEN = "after_broken"
    """Only once spades are broken, or when the leader holds nothing but trumps."""


class BrokenBy(StrEnum):
    """What breaks spades."""

    SPADE_DISCARDED = "spade_discarded"
    """A trump played on a trick led in another suit (by a player void in that suit)."""
    ANY_SPADE = "any_spade"
    """Any trump played, including one led by a player who holds nothing but trumps."""


class SpadesPlay(RuleModel):
    """Playing the tricks. Players must follow the suit led when they can; trumps (spades,
    jokers and promoted cards) are one suit for following."""

    first_lead: FirstLead = FirstLead.AFTER_DEALER
    """Who leads the first trick of a hand."""
    first_lead_seat: Annotated[Seat | None, AddedLater()] = None
    """With `first_lead: seat` only: the seat number (1 to `players.count`) that leads the
    first trick of every hand."""
    first_trick_spades: FirstTrickSpades = FirstTrickSpades.ALLOWED
    """Restrictions on trumps in the first trick."""
    first_trick_lowest: Annotated[FirstTrickLowest, AddedLater()] = FirstTrickLowest.NONE
    """Whether every player must play their lowest card of a suit (usually clubs) to the
    first trick when able."""
    spades_led: SpadesLed = SpadesLed.AFTER_BROKEN
    """When a trump may be led."""
    broken_by: BrokenBy = BrokenBy.SPADE_DISCARDED
    """What breaks spades."""
    must_beat: Flag = False
    """Call Break: a player following suit must beat the best card of the led suit in the
    trick when able (unless the trick is already trumped)."""
    must_trump: Flag = False
    """Call Break: a player void in the led suit must play a trump when holding one."""
    must_overtrump: Flag = False
    """Call Break: a player who trumps (or follows a trump lead) must beat the highest trump
    in the trick when able."""
    exposed_card: Annotated[ExposedCard, AddedLater()] = ExposedCard.PICKED_UP
    """What becomes of a card exposed or dropped face up during the play."""


class Overtricks(StrEnum):
    """What each trick taken beyond the contract is worth."""

    ONE_POINT = "one_point"
    """One point each."""
    NOTHING = "nothing"
    """Nothing."""
    TENTH = "tenth"
    """A tenth of `points_per_trick` each, as in Call Break (bid 3, take 4: 3.1)."""


class SetPenalty(StrEnum):
    """What a side scores when it takes fewer tricks than its contract (is set)."""

    LOSE_BID = "lose_bid"
    """Minus `points_per_trick` for every trick bid."""
    NOTHING = "nothing"
    """Nothing for the hand."""
    LOSE_SHORTFALL = "lose_shortfall"
    """Minus `points_per_trick` for every trick short of the contract."""


class BagMode(StrEnum):
    """Whether overtricks are counted as bags with a penalty."""

    PENALTY = "penalty"
    """Overtricks are bags; every `threshold` bags cost `penalty` points."""
    NOT_COUNTED = "not_counted"
    """Bags are not counted."""


class BagRemainder(StrEnum):
    """What happens to bags beyond the threshold when the penalty is taken."""

    CARRY = "carry"
    """They carry over toward the next penalty (12 bags at a threshold of 10 leave 2)."""
    RESET = "reset"
    """The count goes back to zero."""


class BagCharge(StrEnum):
    """When the bag penalty is charged."""

    EACH_THRESHOLD = "each_threshold"
    """Every time the count reaches the threshold, in any hand."""
    ONCE_ON_MADE_CONTRACT = "once_on_made_contract"
    """At most once a hand, and only in a hand in which the side made its contract; the
    count then drops by the threshold (`remainder` aside) and waits for such a hand."""


class BagsKept(StrEnum):
    """Which hands' bags a side keeps."""

    ALWAYS = "always"
    """Every bag counts, in any hand."""
    WHEN_MADE = "when_made"
    """Only in a hand in which the side made its contract: a set side gains no bags (a
    failed nil's tricks included)."""


class Bags(RuleModel):
    """Bags (sandbags): overtricks counted across hands, penalised in batches."""

    mode: BagMode = BagMode.PENALTY
    """Whether bags are counted and penalised."""
    threshold: Annotated[int, Field(ge=1, le=1000, strict=True)] = 10
    """How many bags trigger the penalty."""
    penalty: Points = -100
    """The points scored each time the threshold is reached."""
    remainder: BagRemainder = BagRemainder.CARRY
    """What happens to bags beyond the threshold."""
    charged: Annotated[BagCharge, AddedLater()] = BagCharge.EACH_THRESHOLD
    """When the penalty is charged: each time the threshold is reached, or once a hand on a
    made contract."""
    kept: Annotated[BagsKept, AddedLater()] = BagsKept.ALWAYS
    """Which hands' bags count: every hand's, or only those of a hand the side made."""


class FailedNilTricks(StrEnum):
    """What the tricks taken by a failed nil bidder count for."""

    BAGS = "bags"
    """Each is a bag (and worth the overtrick value); none help the partner's contract."""
    PARTNER_CONTRACT = "partner_contract"
    """They count toward the partner's contract; any beyond it are bags."""
    IGNORED = "ignored"
    """They count for nothing: no contract help, no bags, no points."""
    BAGS_WITHOUT_POINTS = "bags_without_points"
    """Each is a bag toward the bag penalty but scores no point ("a bag by itself has no
    value"); none help the partner's contract."""


class BonusCall(RuleModel):
    """Call Break's bonus call: a big call made scores a flat value, and a call of every
    trick may win the match outright."""

    from_call: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """A contract of this many tricks or more, made, scores `points` flat instead of its
    trick value and overtricks (Call Break: 8). `null`: no bonus call."""
    points: Points = 13
    """What a made bonus call scores (Call Break: 13)."""
    wins_match_at: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """A contract of this many tricks, made, wins the match at once (Call Break: 13).
    `null`: none does."""


class FirstTricksBonus(RuleModel):
    """A bonus for a side that wins the opening tricks of a hand, one after another ("First
    7": any team that wins the first 7 books of a hand scores 100)."""

    tricks: Annotated[int, Field(ge=1, le=100, strict=True)] | None = None
    """A side whose seats win each of the first this many tricks of a hand scores `points`
    (First 7: 7). `null`: no such bonus."""
    points: Points = 100
    """What the bonus scores, on top of the side's score for the hand, made or set."""


SPADES_EVENT_FEATURES: Final = frozenset({"tricks", "contract", "nil"})
"""What a Spades hand gives the events (`rulesets.constructs.events`): tricks, contracts and
nils; not who took which card, which a score sheet does not record."""


class SpadesScoring(RuleModel):
    """Scoring a hand. Sides score their contract; nil bids are scored on their own and added
    to the side's score."""

    points_per_trick: Annotated[int, Field(ge=1, le=1000, strict=True)] = 10
    """Points per trick bid when the contract is made."""
    overtricks: Overtricks = Overtricks.ONE_POINT
    """What each trick beyond the contract is worth."""
    set_penalty: SetPenalty = SetPenalty.LOSE_BID
    """What a side scores when it is set."""
    bags: Bags = Bags()
    """Bags and their penalty."""
    failed_nil_tricks: FailedNilTricks = FailedNilTricks.BAGS
    """What the tricks taken by a failed nil bidder count for."""
    set_bonus: Points = 0
    """Points for every side that sets an opponent's contract in a hand. 0: no bonus."""
    bonus_call: Annotated[BonusCall, AddedLater()] = BonusCall()
    """Call Break's bonus call and instant win."""
    first_tricks_bonus: Annotated[FirstTricksBonus, AddedLater()] = FirstTricksBonus()
    """A bonus for winning the first tricks of a hand (First 7)."""
    contracts: Annotated[Contracts, AddedLater()] = Contracts()
    """Flat values of contracts by their size, in place of `points_per_trick`, and a side set
    for taking far more than its contract."""
    events: Annotated[list[HandEvent], AddedLater()] = []
    """Bonuses and penalties for events of the hand (a side that takes no trick, makes a
    contract of 13, takes far more than its contract, ...), each scored after the hand's
    other points. A score sheet records what they need: the bids and the tricks."""


class SpadesReneges(Reneges):
    """Reneges and their penalties, and the flat transfer Spades tables play."""

    flat_transfer: Annotated[Points | None, AddedLater()] = None
    """A renege that stands ends the hand and, whatever the bids, the offending side scores
    minus this and every other side plus this, for each renege, in place of the scores of
    `offender_set` (no nil, contract or bag counts for the hand). Only with
    `caught_after_gathered: offender_set`. `null`: no flat transfer."""


class SpadesRules(RuleModel):
    """A complete Spades-family ruleset. Every option has a default: a file with only
    `format`, `game` and `name` is classic partnership Spades to 500."""

    format: Literal["houserules/1"]
    """The version of the rules language this document is written in."""
    game: Literal["spades"]
    """The game: `spades` covers Spades, its tournament variants, cutthroat and Call Break."""
    name: Annotated[str, Field(max_length=200, strict=True)] = ""
    """The ruleset's name, as players know it. Not part of the digest."""
    description: Text = ""
    """One or two sentences on what this ruleset is for. Not part of the digest."""
    notes: Text = ""
    """The club's own prose, printed after the generated rulebook. Not part of the digest."""
    players: Players = Players()
    """Seats, sides and the direction of play."""
    deck: SpadesDeck = SpadesDeck()
    """The pack."""
    redeal: Redeal = Redeal()
    """Redeals for lopsided hands."""
    bidding: SpadesBidding = SpadesBidding()
    """The bidding."""
    play: SpadesPlay = SpadesPlay()
    """Playing the tricks."""
    scoring: SpadesScoring = SpadesScoring()
    """Scoring a hand."""
    match: MatchEnd = MatchEnd()
    """The end of the match."""
    reneges: SpadesReneges = SpadesReneges()
    """Reneges and their penalties."""

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: the whole pack, divided evenly."""
        return len(self.deck.cards()) // self.players.count

    @property
    def tricks_per_hand(self) -> int:
        """The number of tricks in a hand (one per card in a hand)."""
        return self.hand_size

    @model_validator(mode="after")
    def _check_deal(self) -> Self:
        cards = len(self.deck.cards())
        if cards % self.players.count:
            extra = cards % self.players.count
            raise conflict(
                ("deck", "removed_cards"),
                f"{cards} cards cannot be dealt evenly to {self.players.count} players"
                f" (players.count): remove {extra} more card{'s' if extra > 1 else ''}",
            )
        return self

    @model_validator(mode="after")
    def _check_fit(self) -> Self:
        # Cross-field rules that involve more than one section of the document.
        problems = _cross_problems(self)
        if problems:
            raise RuleConflict(problems)
        return self


def _cross_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    size = rules.hand_size
    bidding = rules.bidding
    problems: list[tuple[RulePath, str]] = []
    if bidding.minimum_team_bid > size:
        problems.append(
            (
                ("bidding", "minimum_team_bid"),
                f"a minimum team bid of {bidding.minimum_team_bid} is more than the"
                f" {size} tricks in a hand",
            )
        )
    team_bids = {"blind_six": bidding.blind_six, "ten_for_two_hundred": bidding.ten_for_two_hundred}
    for name, team_bid in team_bids.items():
        if team_bid.allowed is not When.NEVER and team_bid.tricks > size:
            problems.append(
                (
                    ("bidding", name, "tricks"),
                    f"{team_bid.tricks} tricks is more than the {size} tricks in a hand",
                )
            )
    problems += _limit_problems(rules)
    problems += event_problems(
        rules.scoring.events, SPADES_EVENT_FEATURES, rules.deck.cards(), ("scoring", "events")
    )
    if bidding.moon.allowed is not When.NEVER and bidding.total_bids is not TotalBids.ANY:
        problems.append(
            (
                ("bidding", "moon", "allowed"),
                f"a moon bids every trick, so bidding.total_bids: {bidding.total_bids} cannot"
                " count it; allow the moon with total_bids: any",
            )
        )
    problems += _variant_problems(rules)
    problems += _partnership_problems(rules)
    bemo = bidding.bemo
    too_many = [tricks for tricks in bemo.tricks if tricks > size]
    if bemo.allowed is not When.NEVER and too_many:
        problems.append(
            (
                ("bidding", "bemo", "tricks"),
                f"a Bemo of {too_many[0]} is more than the {size} tricks in a hand",
            )
        )
    problems += _renege_problems(rules)
    opening = rules.scoring.first_tricks_bonus.tricks
    if opening is not None and opening > size:
        problems.append(
            (
                ("scoring", "first_tricks_bonus", "tricks"),
                f"{opening} is more than the {size} tricks in a hand",
            )
        )
    bonus = rules.scoring.bonus_call
    for name in ("from_call", "wins_match_at"):
        value = getattr(bonus, name)
        if value is not None and value > size:
            problems.append(
                (
                    ("scoring", "bonus_call", name),
                    f"{value} is more than the {size} tricks in a hand",
                )
            )
    if bidding.blind_bids.allowed is not When.NEVER and bidding.blind_bids.minimum > size:
        problems.append(
            (
                ("bidding", "blind_bids", "minimum"),
                f"{bidding.blind_bids.minimum} is more than the {size} tricks in a hand",
            )
        )
    alone = [side for side in rules.players.team_map or [] if len(side) == 1]
    for name in ("after_nil", "after_blind_nil", "every_hand"):
        passed = getattr(bidding.passing, name)
        if passed > size:
            problems.append(
                (("bidding", "passing", name), f"passes more cards than a hand holds ({size})")
            )
        if passed and rules.players.teams is TeamFormat.SINGLES:
            problems.append(
                (
                    ("bidding", "passing", name),
                    "cards pass to a partner, but players.teams: singles gives nobody one",
                )
            )
        elif passed and alone:
            problems.append(
                (
                    ("bidding", "passing", name),
                    "cards pass to a teammate, but players.team_map has a side of one seat"
                    f" ({alone[0]}), who would have nobody to pass with",
                )
            )
    problems += _every_hand_problems(rules)
    problems += _trump_problems(rules)
    lowest = rules.play.first_trick_lowest
    suit = {"clubs": "C", "diamonds": "D", "hearts": "H"}.get(lowest.value)
    if suit and not any(
        card.endswith(suit) and card not in rules.deck.promoted_cards for card in rules.deck.cards()
    ):
        problems.append(
            (
                (("play", "first_trick_lowest")),
                f"{lowest}, but deck.removed_cards and deck.promoted_cards leave the pack none",
            )
        )
    if rules.play.first_lead is FirstLead.LOWEST_CLUB and lowest not in (
        FirstTrickLowest.NONE,
        FirstTrickLowest.CLUBS,
    ):
        problems.append(
            (
                ("play", "first_trick_lowest"),
                f"play.first_lead: lowest_club leads a club, so the first trick cannot call for"
                f" the lowest of the {lowest}",
            )
        )
    if rules.play.first_lead is FirstLead.LOWEST_CLUB and not any(
        card.endswith("C") and card not in rules.deck.promoted_cards for card in rules.deck.cards()
    ):
        problems.append(
            (
                ("play", "first_lead"),
                "lowest_club, but deck.removed_cards and deck.promoted_cards leave the pack no"
                " clubs",
            )
        )
    problems += _first_lead_problems(rules)
    if bidding.nil.near_target is not None and rules.match.target is None:
        problems.append(
            (
                ("bidding", "nil", "near_target"),
                "near_target counts from match.target, but the match has no target",
            )
        )
    if rules.match.both_past_target is BothPastTarget.BIDDERS_WIN:
        problems.append(
            (
                ("match", "both_past_target"),
                "bidders_win is a Rook rule; in Spades every side bids",
            )
        )
    return problems


def _renege_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    reneges = rules.reneges
    problems: list[tuple[RulePath, str]] = []
    if reneges.flat_transfer is not None and (
        reneges.caught_after_gathered is not RenegeCaughtAfter.OFFENDER_SET
    ):
        problems.append(
            (
                ("reneges", "flat_transfer"),
                "reneges.flat_transfer replaces the scores of a renege that ends the hand: it"
                " needs reneges.caught_after_gathered: offender_set, not"
                f" {reneges.caught_after_gathered}",
            )
        )
    return problems


_TRUMP_TRIGGERS = (
    RedealTrigger.NO_SPADES,
    RedealTrigger.AT_MOST_ONE_SPADE,
    RedealTrigger.SEVEN_OR_MORE_SPADES,
)


def _trump_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    if rules.deck.trump is not TrumpChoice.LAST_CARD_DEALT:
        return []
    where = "deck.trump: last_card_dealt"
    problems: list[tuple[RulePath, str]] = []
    if rules.play.first_lead is FirstLead.LOWEST_CLUB:
        problems.append(
            (("play", "first_lead"), f"lowest_club leads a club, which {where} may make trump")
        )
    if rules.play.first_trick_lowest is not FirstTrickLowest.NONE:
        problems.append(
            (
                ("play", "first_trick_lowest"),
                f"{rules.play.first_trick_lowest} may be the trump suit under {where}",
            )
        )
    counted = [trigger for trigger in rules.redeal.triggers if trigger in _TRUMP_TRIGGERS]
    if counted:
        problems.append(
            (
                ("redeal", "triggers"),
                f"{counted[0]} counts spades, but under {where} the trump is another suit in"
                " most hands",
            )
        )
    return problems


def _every_hand_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    every = rules.bidding.passing.every_hand
    # Singles and sides of one are refused with the other passes.
    odd = [side for side in rules.players.sides() if len(side) > 2]
    if not every or not odd:
        return []
    seats = [seat + 1 for seat in odd[0]]
    return [
        (
            ("bidding", "passing", "every_hand"),
            f"an exchange every hand is between two partners, but players.team_map has a side"
            f" of {len(seats)} seats ({seats})",
        )
    ]


def _first_lead_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    play = rules.play
    where: RulePath = ("play", "first_lead_seat")
    if play.first_lead is FirstLead.SEAT and play.first_lead_seat is None:
        return [
            (
                ("play", "first_lead"),
                "play.first_lead: seat needs play.first_lead_seat, the seat that leads (e.g. 1)",
            )
        ]
    if play.first_lead is not FirstLead.SEAT and play.first_lead_seat is not None:
        return [
            (
                where,
                "play.first_lead_seat applies only with play.first_lead: seat, not"
                f" {play.first_lead}",
            )
        ]
    seat = play.first_lead_seat
    if seat is not None and seat > rules.players.count:
        return [(where, f"seat {seat} is not at the table: players.count is {rules.players.count}")]
    return []


def _limit_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    size, limits = rules.hand_size, rules.bidding.limits
    low = 0 if rules.bidding.nil.mode is NilMode.ZERO_MEANS_ZERO else 1
    low = limits.minimum if limits.minimum is not None else low
    high = limits.maximum if limits.maximum is not None else size
    where = ("bidding", "limits")
    problems: list[tuple[RulePath, str]] = []
    if high > size:
        problems.append(((*where, "maximum"), f"{high} is more than the {size} tricks in a hand"))
    if low > min(high, size):
        problems.append(((*where, "minimum"), f"{low} is more than the {size} tricks in a hand"))
    open_numbers = set(range(low, min(high, size) + 1)) - set(limits.forbidden)
    if not open_numbers and low <= min(high, size):
        problems.append(
            ((*where, "forbidden"), f"forbids every number from {low} to {min(high, size)}")
        )
    blind = rules.bidding.blind_bids
    if blind.allowed is not When.NEVER and limits.maximum is not None and blind.minimum > high:
        problems.append(
            (
                ("bidding", "blind_bids", "minimum"),
                f"a blind bid of at least {blind.minimum} is above bidding.limits.maximum {high}",
            )
        )
    widest = max((len(side) for side in rules.players.sides()), default=1)
    if limits.side_maximum is not None and limits.side_maximum < low * widest:
        problems.append(
            (
                (*where, "side_maximum"),
                f"{limits.side_maximum} is less than a side of {widest} bidding"
                f" bidding.limits.minimum ({low}) each",
            )
        )
    cap, floor = limits.side_maximum, rules.bidding.minimum_team_bid
    if floor and cap is not None and cap < floor:
        problems.append(
            (
                (*where, "side_maximum"),
                f"{cap} is below bidding.minimum_team_bid ({floor}): no side could bid",
            )
        )
    least = low if rules.bidding.nil.mode is NilMode.NOT_ALLOWED else 0
    problems += limit_problems(limits, size, rules.players.count, least, where)
    return problems + _construct_clashes(rules)


def _construct_clashes(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    """Options that say the same thing two ways, each named with the other."""
    bidding, limits = rules.bidding, rules.bidding.limits
    problems: list[tuple[RulePath, str]] = []
    partnered = limits.partner_nil_minimum is not None or limits.partner_nil_maximum is not None
    if partnered and bidding.nil.mode is not NilMode.NIL:
        problems.append(
            (
                ("bidding", "limits", "partner_nil_minimum"),
                f"bidding.limits.partner_nil_minimum and _maximum bind the partner of a nil,"
                f" but under bidding.nil.mode: {bidding.nil.mode} nobody bids nil",
            )
        )
    if limits.total is not TotalRule.ANY:
        clashes = {
            "total_bids": bidding.total_bids is not TotalBids.ANY,
            "moon.allowed": bidding.moon.allowed is not When.NEVER,
            "raise_round": bidding.raise_round,
        }
        problems += [
            (
                ("bidding", "limits", "total"),
                f"bidding.limits.total: {limits.total} and bidding.{option} both bind the total"
                " of all bids; keep one",
            )
            for option, clash in clashes.items()
            if clash
        ]
    contracts = rules.scoring.contracts
    problems += contract_problems(contracts, rules.hand_size, ("scoring", "contracts"))
    over = contracts.set_when_over
    if over is not None and over > rules.hand_size:
        problems.append(
            (
                ("scoring", "contracts", "set_when_over"),
                f"{over} is more than the {rules.hand_size} tricks in a hand",
            )
        )
    if contracts.values and rules.scoring.bonus_call.from_call is not None:
        problems.append(
            (
                ("scoring", "contracts", "values"),
                "scoring.contracts.values and scoring.bonus_call.from_call both give a contract"
                " a flat value; write the bonus call as a row of the table",
            )
        )
    return problems


def _variant_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    bidding = rules.bidding
    variant = bidding.variant
    if variant is BidVariant.STANDARD:
        return []
    where: RulePath = ("bidding", "variant")
    problems: list[tuple[RulePath, str]] = []
    if bidding.nil.mode is not NilMode.NIL:
        problems.append((where, f"{variant} needs nil bids, not nil.mode: {bidding.nil.mode}"))
    clashes = {
        "moon.allowed": bidding.moon.allowed is not When.NEVER,
        "bemo.allowed": bidding.bemo.allowed is not When.NEVER,
        "ten_for_two_hundred.allowed": bidding.ten_for_two_hundred.allowed is not When.NEVER,
        "blind_six.allowed": bidding.blind_six.allowed is not When.NEVER,
        "nil.near_target": bidding.nil.near_target is not None,
    }
    clashes["partnership"] = bidding.partnership is not PartnershipBidding.SEPARATE
    clashes["raise_round"] = bidding.raise_round
    if variant is not BidVariant.SUICIDE:
        clashes["nil.both_partners"] = bidding.nil.both_partners is BothNil.FORBIDDEN
    if variant is BidVariant.SUICIDE:
        alone = [side for side in rules.players.sides() if len(side) == 1]
        if alone:
            problems.append(
                (where, "suicide needs partners: players.teams gives a side of one seat")
            )
    else:
        clashes |= {
            "blind_bids.allowed": bidding.blind_bids.allowed is not When.NEVER,
            "limits": bidding.limits != BidLimits(),
            "minimum_team_bid": bidding.minimum_team_bid != 0,
            "total_bids": bidding.total_bids is not TotalBids.ANY,
        }
    for option, clash in clashes.items():
        if clash:
            problems.append(
                (where, f"{variant} fixes the bids, so bidding.{option} cannot apply with it")
            )
    return problems


def _partnership_problems(rules: SpadesRules) -> list[tuple[RulePath, str]]:
    bidding = rules.bidding
    problems: list[tuple[RulePath, str]] = []
    alone = [side for side in rules.players.sides() if len(side) == 1]
    if bidding.partnership is PartnershipBidding.HINT and alone:
        problems.append(
            (
                ("bidding", "partnership"),
                f"hint gives a partner a hint, but players.teams: {rules.players.teams}"
                " gives a side of one seat, with nobody to hint to",
            )
        )
    if bidding.raise_round and bidding.total_bids is TotalBids.NOT_EQUAL_TO_TRICKS:
        problems.append(
            (
                ("bidding", "raise_round"),
                "bidding.total_bids: not_equal_to_tricks binds the last bid, and a raise round"
                " would change the total after it; use total_bids: any or at_least",
            )
        )
    return problems
