"""The ruleset file format: pydantic models that refuse unknown keys and explain every field.

A ruleset YAML file is validated against ``Ruleset``.  ``maumau rules schema`` prints the JSON
Schema generated from these models, so an editor can complete ruleset files.  What a card does
(``effects:``) is in ``effect_schema.py``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, ValidationInfo, field_validator, model_validator

from maumau_tui.cards import MAX_PLAYERS, CardError, parse_card, parse_rank
from maumau_tui.rules.effect_schema import (
    DRAW_MAX, Effect, KingsRound, Penalty, Skip, Strict, Swap, Wild, check_ranks,
)

__all__ = [
    "RANK_KEYS", "ARITHMETIC", "Text", "Pack", "Players", "DrawRule", "Call", "LastButOneCall", "LastCall",
    "SpokenCall", "Calls", "Scoring", "StartCards", "MatchRules", "Start", "BlindRule", "Cheating", "Option",
    "Ruleset", "Effect", "KingsRound", "Penalty", "Skip", "Strict", "Swap", "Wild",
]

RANK_KEYS = "2 3 4 5 6 7 8 9 10 J Q K A"


class Text(Strict):
    """A text in German and English."""

    de: str = Field(description="German text.")
    en: str = Field(description="English text.")

    @model_validator(mode="before")
    @classmethod
    def _one_text(cls, value: Any) -> Any:
        """A plain string stands for the same text in both languages, checked once as one text (PLAYTEST138 F7: a
        line break in it was refused twice, as ``de`` and as ``en``)."""
        if not isinstance(value, str):
            return value
        value = printable(value)
        return {"de": value, "en": value}

    @field_validator("de", "en")
    @classmethod
    def _printable(cls, value: str) -> str:
        return printable(value)


# the marks that turn the direction of the text after them (U+202E shows a rule's words backwards on the screen)
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


TEXT_LIMIT = 500     # characters of a text (a description is one line of the chooser; the longest built-in: 161)
NAME_LIMIT = 40      # characters of a variant's name (it heads the table and the sheet)


def printable(value: str) -> str:
    """``value`` without a control character (an escape sequence in a name would retitle or clear the player's
    terminal; a direction override would show its text reversed) or a square bracket (``[/]`` in a name ended
    every match played with it: the screens read it as markup), and of at most ``TEXT_LIMIT`` characters, else
    ``ValueError``."""
    if len(value) > TEXT_LIMIT:
        raise ValueError(f"{len(value):,} characters are too many for a text here: at most {TEXT_LIMIT}")
    value = value.removesuffix("\n")   # (YAML's folded ``>`` ends its text with one)
    if any(mark in value for mark in "\n\t\u2028\u2029"):   # (PLAYTEST134 F14: a name of four lines lost the header's
        #                                                     hand number; the Unicode line and paragraph separators too)
        raise ValueError("a line break or a tab in the text: each text here is shown on one line")
    control = next((char for char in value if unicodedata.category(char) == "Cc" or char in BIDI_CONTROLS), None)
    if control is not None:
        raise ValueError(f"a control character ({ord(control):#04x}) in the text: write only what can be shown")
    if "[" in re.sub(r"\{[^{}]*\}", "", value):     # (a placeholder's own, ``{name[0]}``, is refused as one)
        raise ValueError("a square bracket in the text: write round ones, ( ) (the screens read [ ] as markup)")
    return value


class Pack(Strict):
    """Which cards are shuffled."""

    size: Literal[32, 36, 52] = Field(32, description="Cards in one pack: 32 (7..A), 36 (6..A) or 52 (2..A).")
    packs: int = Field(1, ge=1, le=4, description="How many packs are shuffled together.")
    packs_from: dict[int, int] = Field(
        default_factory=dict,
        description="More packs for larger tables: {players: packs}, e.g. {8: 2} = two packs from 8 players on.")
    jokers: int = Field(0, ge=0, le=12, description="Jokers added to the whole deck.")
    german: bool = Field(False, description="German-suited names on screen (Eichel, Grün, Rot, Schellen; Unter, Ober).")


class Players(Strict):
    """How many may sit at the table."""

    min: int = Field(2, ge=2, description="Fewest players.")
    max: int = Field(5, ge=2, le=MAX_PLAYERS, description="Most players.")

    @model_validator(mode="after")
    def _order(self) -> Players:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class DrawRule(Strict):
    """Drawing a card in a normal turn."""

    when_able: bool = Field(False, description="A player may draw although a card would fit ('kann oder will').")
    after: Literal["drawn", "any", "none"] = Field(
        "drawn", description="What may be played after drawing one card: the drawn card only if it fits, any fitting card, or nothing "
        "(the turn ends).")
    until_playable: bool = Field(False, description="Draw until a card fits (or nothing is left to draw), instead of one card.")
    when_only_wild: bool = Field(False, description="A player whose only fitting cards are wild may draw instead of playing one "
                                 "('you are not obliged to use an 8').")


class Call(Strict):
    """An announcement that goes with a play."""

    word: str = Field(description="The word in the move notation, e.g. mau.")
    penalty: int = Field(1, ge=0, le=DRAW_MAX, description="Penalty cards for forgetting it.")


class LastButOneCall(Call):
    """The call with the second-to-last card ('Mau', 'letzte Karte')."""

    catch_until: Literal["next_turn", "out"] = Field(
        "next_turn", description="How long another player may call out a missed call: until the offender's next turn, or until they play "
        "their last card.")


class LastCall(Call):
    """The call with the last card ('Mau-Mau')."""

    required_with: list[str] = Field(
        default_factory=list, description="Ranks whose going out needs the call (empty: every last card); without it the player draws the "
        "penalty and is not out.")

    _ranks = field_validator("required_with")(check_ranks)


class SpokenCall(Strict):
    """A word the rule text has a player say with the last card that changes nothing ('MauMau oder Schluss')."""

    word: str = Field(description="The word in the move notation, e.g. maumau (play 9S say maumau).")
    ranks: list[str] = Field(default_factory=list, description="Ranks with which it is said (empty: any last card).")

    _ranks = field_validator("ranks")(check_ranks)


class Calls(Strict):
    """The calls of this variant."""

    last_but_one: LastButOneCall | None = Field(None, description="The call with the second-to-last card; none if the variant has no call.")
    last: LastCall | None = Field(None, description="The call with the last card.")
    last_spoken: list[SpokenCall] = Field(
        default_factory=list, description="Words the rule text names for the last card that change nothing: accepted "
        "with the last card, never required (the game says them for a player who does not).")


def authored(info: ValidationInfo) -> bool:
    """Whether the checks of how a file reads on screen (an empty or too long name, an empty option description)
    apply: to an author's file, not to the rules a match was played with (``played`` in the validation's context,
    ``loader.validate``): a match begun before such a check came must go on (REVIEW269 R1: it was set aside)."""
    return not (info.context or {}).get("played")


def _card_key(key: str) -> str:
    """A rank (2..10 J Q K A), a single card (QS) or * (the joker): a key of ``effects``, an entry of a list of cards."""
    if key != "*":
        try:
            parse_rank(key)
        except CardError:
            try:
                parse_card(key)
            except CardError:
                raise ValueError(f"{key!r} is not a rank ({RANK_KEYS}), a card like QS, or *") from None
    return key


# checked one by one, so that every wrong one is told with its line (PLAYTEST271 N1: only the first was)
CardKey = Annotated[str, AfterValidator(_card_key)]


class Scoring(Strict):
    """Points charged for the cards left in hand when a hand ends."""

    mode: Literal["points", "loser", "winner"] = Field(
        "points", description="points: each seat is charged the points left in hand; loser: the one seat left holding cards is charged 1; "
        "winner: the seat that went out first collects the points left in all the other hands, the others score 0 (Crazy Eights).")
    values: dict[str, int] = Field(
        default_factory=dict, description="Points per rank; ranks not listed count 2-10 face value, J 20, Q 10, K 10, A 11.")
    joker: int = Field(20, description="Points of a joker.")
    win_multiplier: dict[str, int] = Field(
        default_factory=dict, description="All points are multiplied when the winner went out with this rank, e.g. {J: 2}.")
    round_to: int = Field(0, ge=0, description="Round each charge to the nearest multiple (halves up), e.g. 10; 0: no rounding.")
    minimum: int = Field(0, ge=0, description="A charge above 0 but below this counts this much (e.g. 10).")
    finish_points: dict[CardKey, int] = Field(
        default_factory=dict, description="Points the winner scores for the card they went out with, by rank or card (QS before Q); "
        "negative: points off their total, e.g. {Q: -20, QS: -40} (Russian 101).")

    @field_validator("values", "win_multiplier")
    @classmethod
    def _ranks_known(cls, value: dict[str, int]) -> dict[str, int]:
        check_ranks(list(value))
        return value


class StartCards(Strict):
    """Hand sizes that change from hand to hand with each seat's losses (Idioten-Mau, Faraon)."""

    first: int = Field(1, ge=1, description="Cards each seat gets in the first hand.")
    loser_change: int = Field(1, description="Added to the loser's start cards for every later hand (+1, or -1).")
    idiot_at: int | None = Field(None, description="A seat that would be dealt this many cards or more is the Idiot: the match ends.")
    out_below: int | None = Field(
        None, description="A seat that would be dealt fewer cards than this is out of the match; the last seat left wins.")


class MatchRules(Strict):
    """How hands add up to a match."""

    target: int = Field(
        0, ge=0, description="The match ends after the hand in which a total reaches this; everyone at or above it has lost. 0: no target.")
    runden: int | None = Field(None, ge=1, description="Number of Runden; in a Runde every seat deals once.")
    scharf_last_runde: bool = Field(False, description="In the last Runde every hand is scharf: the dealer plays alone against all.")
    start_cards: StartCards | None = Field(None, description="Start cards per seat that change with losses, instead of `hand_size`.")
    winner_starts: bool = Field(False, description="The winner of a hand moves first in the next one (else the seat left of the dealer).")
    stake_cents: int = Field(0, ge=0, description="Cents per point for the settlement at the end ('kassieren'); 0: no settlement.")
    target_wins: bool = Field(
        False, description="Reaching the target wins the match instead (Crazy Eights: first to 100): the seat with the highest total "
        "wins, everyone else has lost.")
    reset_at: int | None = Field(
        None, description="A total that lands exactly on this number after a hand goes back to 0 (Russian 101: exactly 101). None: no "
        "reset.")


class Start(Strict):
    """The face-up start card."""

    effect: bool = Field(True, description="The start card counts as played by the dealer: its effect hits the first player.")
    wish_by: Literal["first", "dealer"] = Field(
        "first", description="Who makes the wish of a wild start card: the first player or the dealer.")
    redraw: list[CardKey] = Field(
        default_factory=list, description="Start cards that may not stay: ranks, cards (JS) or *.  Such a card turned up at the start "
        "is buried in the middle of the stock and the next card turned up, until one may stay (an 8 in Crazy Eights, a trick card in "
        "Switch).")



class BlindRule(Strict):
    """Blind play: cards go down face down and are declared; the next player believes or challenges."""

    penalty: int = Field(1, ge=0, le=DRAW_MAX, description="Cards the liar (or the wrong challenger) draws.")
    miss_turn: bool = Field(False, description="A wrong challenger also misses the turn.")


class Cheating(Strict):
    """Cheating on purpose ('fuschen'): a separate move that plays a card breaking a rule."""

    penalty: int = Field(1, ge=0, le=DRAW_MAX, description="Cards a caught cheat draws after taking the card back.")
    dispute_penalty: int = Field(2, ge=0, le=DRAW_MAX, description="Cards a caught cheat draws who disputes the catch (and loses).")
    wrong_catch_penalty: int = Field(
        1, ge=0, le=DRAW_MAX,
        description="Cards a player draws who calls out an honest play as a cheat (a catch may be tried after every play).")


ARITHMETIC = Literal["one", "double", "triple", "fourfold", "fivefold"]

OPTION_LIMIT = 1000  # the largest value a number option may take at a table (set up, or changed during a match)


class Option(Strict):
    """A house rule that can be switched: when on (or with its value), `set` is merged into the ruleset."""

    description: Text = Field(description="What the option does, for the options screen.")
    default: bool | int = Field(False, description="Off/on, or a number (a number option always sets its value).")
    set: dict[str, Any] = Field(
        default_factory=dict, description="Ruleset keys to change; the text $value stands for a number option's value.")
    min: int | None = Field(None, ge=0, description="A number option's smallest value (none: 0).")
    max: int | None = Field(   # (the limit: the JSON Schema's; `rules validate` notes it, ``commands.over_limit``)
        None, ge=0, json_schema_extra={"maximum": OPTION_LIMIT},
        description=f"A number option's largest value (none: as the ruleset allows; at most {OPTION_LIMIT}).")

    @field_validator("description")
    @classmethod
    def _said(cls, value: Text, info: ValidationInfo) -> Text:   # (REVIEW268 R6: it is the house rule's name in the
        if authored(info) and (not value.de.strip() or not value.en.strip()):   # lists and the votes)
            raise ValueError("the description is empty: write what the option does")
        return value

    @model_validator(mode="after")
    def _range(self) -> Option:
        if (self.min is not None or self.max is not None) and isinstance(self.default, bool):
            raise ValueError("min and max belong to a number option (a default that is a number)")
        low, high = self.min or 0, self.max
        if high is not None and low > high:
            raise ValueError(f"min {low} is above max {high}")
        if not isinstance(self.default, bool) and self.default < low:     # (not "outside min 0 and max None":
            raise ValueError(f"the default {self.default} is below min {low}")   # PLAYTEST134 F11)
        if not isinstance(self.default, bool) and high is not None and self.default > high:
            raise ValueError(f"the default {self.default} is above max {high}")
        return self


def option_range(option: Option) -> tuple[int, int]:
    """The smallest and the largest value a number option may take (never beyond ``OPTION_LIMIT``, whatever a ruleset
    says: REVIEW127 R7)."""
    most = OPTION_LIMIT if option.max is None else min(option.max, OPTION_LIMIT)
    return min(option.min or 0, most), most


class Ruleset(Strict):
    """One variant of Mau-Mau."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="Short name, the file name without .yaml.")
    name: Text = Field(description="The variant's name.")
    description: Text = Field(description="One line for the variant chooser.")
    extends: str | None = Field(None, description="Id of a ruleset this one starts from; keys here override it.")
    source: str = Field("", description="Where the rules come from.")
    pack: Pack = Field(default_factory=Pack)
    players: Players = Field(default_factory=Players)
    hand_size: int | dict[int, int] = Field(
        5, description="Cards dealt to each player, or {players: cards}, e.g. {2: 5, 6: 4} (from that many players on).")
    draw: DrawRule = Field(default_factory=DrawRule)
    hand_ends: Literal["first_out", "one_left"] = Field(
        "first_out", description="first_out: the hand ends when a seat goes out; one_left: play goes on until one seat holds cards.")
    effects: dict[CardKey, Effect] = Field(default_factory=dict, description="Effects by rank (7, J), by card (JS) or * for the joker.")
    multi_play: bool = Field(False, description="Several cards of one rank may be played in one move if the first one fits.")
    multi_play_effects: Literal["once", "each"] = Field(
        "once", description="What several cards of one rank played together do: once = they count as one power card "
        "(two 8s skip one player, two reversing Aces turn once), only draw penalties add up (003 'quick'); "
        "each = every card does its part (Faraón: each Ace skips one more player).")
    last_card_forbidden: list[CardKey] = Field(default_factory=list,
                                               description="Cards a player may not go out with: ranks, cards (JS) or *.")
    out_after_round: bool = Field(
        False, description="A player who plays the last card has won only when play comes round to them again with no penalty to draw; "
        "else they take it and play on (Prší).")
    blind: BlindRule | None = Field(None, description="Blind play; none: cards are played face up.")
    rank_arithmetic: list[ARITHMETIC] = Field(
        default_factory=list,
        description="Ranks that relate to the top card's rank may be played on it whatever the suit (A=1 and next to K, "
        "J=11, Q=12, K=13): one = one below or above, double = half or double, triple = a third or three times, "
        "fourfold, fivefold likewise.  A wish still decides.")
    last_card_not_answering: list[CardKey] = Field(
        default_factory=list, description="Cards a player may not go out with when they answer an open draw penalty (a 10 sending back a "
        "7).")
    open_actions_after_out: bool = Field(
        False, description="When the winner's last card opens an action (a Q naming a victim), it is carried out before the hand ends.")
    cheating: Cheating | None = Field(None, description="Cheating on purpose is part of the game; none: it is not.")
    window_seconds: int = Field(
        4, ge=1, le=30, description="How long a real-time window (a block, a swap) stays open for people; bots answer at once.")
    calls: Calls = Field(default_factory=Calls)
    settle_penalty_after_out: bool = Field(
        False, description="An open draw penalty from the winner's last card is still drawn before counting.")
    scoring: Scoring = Field(default_factory=Scoring)
    match: MatchRules = Field(default_factory=MatchRules)
    start: Start = Field(default_factory=Start)
    words: dict[str, Text] = Field(
        default_factory=dict, description="The variant's own words for log events, e.g. {draw_penalty: 'Zieh zwei'}.")
    options: dict[str, Option] = Field(default_factory=dict, description="House rules that can be switched on or off.")

    _source = field_validator("source")(printable)   # (shown on the rules page in the game)

    @field_validator("name")
    @classmethod
    def _short_name(cls, value: Text, info: ValidationInfo) -> Text:
        if not authored(info):
            return value
        if not value.de.strip() or not value.en.strip():   # (PLAYTEST271 F3: the variant was nameless in every list)
            raise ValueError("the name is empty: write what the variant is called")
        if max(len(value.de), len(value.en)) > NAME_LIMIT:
            raise ValueError(f"a name of {max(len(value.de), len(value.en))} characters is too long: at most {NAME_LIMIT}")
        return value

    @field_validator("hand_size")
    @classmethod
    def _at_least_one(cls, value: int | dict[int, int]) -> int | dict[int, int]:
        sizes = value.values() if isinstance(value, dict) else [value]
        if any(size < 1 for size in sizes):
            raise ValueError("every player is dealt at least one card")
        return value

