"""The ``effects:`` part of the ruleset format: what a card does when it is played (``Effect`` and its parts),
with the strict base model and the rank check that every part of the format (``schema.py``) shares."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from maumau_tui.cards import parse_rank

DRAW_MAX = 10   # cards drawn at once, at most: a rule that draws the whole deck at once leaves hands that cannot end


class Strict(BaseModel):
    """A part of the format: unknown keys are refused, a validated ruleset never changes."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


def check_ranks(ranks: list[str]) -> list[str]:
    """Ranks in a list: 2..10 J Q K A, or * for the joker."""
    for rank in ranks:
        if rank != "*":
            parse_rank(rank)
    return ranks


class Penalty(Strict):
    """The card makes the next player draw ('Zieh zwei')."""

    amount: int = Field(2, ge=1, le=DRAW_MAX, description="Cards the next player must draw.")
    stack: bool = Field(
        False, description="The player facing the penalty may answer with a card of `answer_with` and pass on a larger one.")
    step: int | None = Field(None, ge=1, le=DRAW_MAX, description="How much each answering card adds (default: `amount`).")
    answer_with: list[str] = Field(default_factory=list, description="Ranks that answer the penalty (default: the same rank).")
    then_skip: bool = Field(False, description="The player who draws the penalty also misses the turn.")
    drawn_answer: int = Field(
        0, ge=0, description="A card that answers the penalty (see `answer_with`, or a `cancel` card), drawn among the first "
        "this many cards of it, may be played at once: drawing stops there, the rest is not drawn, and the drawer's turn "
        "ends; a drawer who keeps it draws the rest.  0: the penalty is drawn in one go.")

    _ranks = field_validator("answer_with")(check_ranks)


class Skip(Strict):
    """The card makes the next player miss a turn ('Aussetzen')."""

    count: int = Field(1, ge=1, le=3, description="How many following players miss their turn.")
    stack: bool = Field(False, description="The player facing the skip may answer with the same rank and pass it on, or `accept` it.")
    block_with: str | None = Field(
        None, description="A rank whose card of the same suit blocks the skip: each skipped player may play it at once "
        "(a real-time window) and then takes a normal turn; the players before the blocker still miss theirs.")

    @field_validator("block_with")
    @classmethod
    def _rank(cls, value: str | None) -> str | None:
        if value is not None:
            parse_rank(value)
        return value


class Wild(Strict):
    """The card may be played on any card and asks for a wish."""

    not_on: list[str] = Field(default_factory=list, description="Ranks it may not be played on, e.g. [J] for 'Bube auf Bube stinkt'.")
    wish: Literal["suit", "rank", "none"] = Field("suit", description="What its player wishes: a suit, a rank, or nothing.")

    _ranks = field_validator("not_on")(check_ranks)


class Swap(Strict):
    """Its player swaps whole hands with a named player ('Ich tausche mit Dir')."""

    redirect: bool = Field(
        True, description="The named player may play the same rank and name another player to swap with the first player instead; the "
        "right passes on.")
    stop_with: list[str] = Field(
        default_factory=list, description="Ranks any player may play at once to call the whole swap off ('Hier wird nicht getauscht').")

    _ranks = field_validator("stop_with")(check_ranks)


class KingsRound(Strict):
    """Its player may call a round in which everybody plays this rank or draws ('Königsrunde')."""

    word: str = Field("koenigsrunde", description="The call in the move notation: play KH say koenigsrunde.")
    min_held: int = Field(2, ge=2, description="Cards of the rank the caller must hold, the one played included.")
    fail_draw: int = Field(
        3, ge=0, le=DRAW_MAX, description="Cards the caller draws when play comes back and they cannot close the round; that turn is lost.")


class Effect(Strict):
    """What playing a card does.  Every field is optional; a card without effects is plain."""

    draw: Penalty | None = Field(None, description="The next player draws.")
    skip: Skip | None = Field(None, description="The next player(s) miss a turn.")
    wild: Wild | None = Field(None, description="Playable on any card; its player wishes.")
    follow: bool = Field(False, description="Its player must at once play another matching card, or draw one and end the turn.")
    again: bool = Field(False, description="Its player takes another turn.")
    reverse: bool = Field(False, description="The direction of play reverses.")
    eat: bool = Field(
        False, description="It eats the top card: both leave the game and play goes on on the card beneath, its wish and effects gone; "
        "with nothing beneath, any card may follow.")
    name_draw: int = Field(0, ge=0, le=DRAW_MAX, description="Its player names another player, who draws this many cards.")
    others_draw: int = Field(0, ge=0, le=DRAW_MAX, description="Every other player draws this many cards.")
    cancel: bool = Field(False, description="It may be played on an open draw penalty and cancels it.")
    name_chain: bool = Field(
        False, description="With name_draw: the named player may answer with the same rank and name another player, who draws one card "
        "more; play goes on after the first card's player.")
    return_penalty: bool = Field(
        False, description="Played on an open draw penalty (list its rank in the penalty's answer_with), it sends the penalty back to the "
        "player before, and the direction reverses.")
    give: bool = Field(
        False, description="Its player names another player and picks one of their own cards for them ('Für Dich'); the named player may "
        "escape by playing the same rank and giving one of their own cards back.")
    buy: bool = Field(False, description="Its player may take the card beneath it into hand by saying so with the play "
                      "('Kauf ich': play 3H say kauf), or play it as a plain card; not with the player's last card.")
    swap: Swap | None = Field(None, description="Its player swaps hands with a named player.")
    kings_round: KingsRound | None = Field(None, description="Its player may call a round of this rank ('Königsrunde').")
    declare: bool = Field(
        False, description="For the joker: it may stand for any card, declared when played (play * as 7H), and does what that card does.")
