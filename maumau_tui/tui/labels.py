"""How cards, calls and moves read on screen, in one place so every screen says them the same way."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from maumau_tui.cards import (
    DIAMONDS, HEARTS, JOKER, card_label, card_name, rank_name, suit_name, SUIT_LETTERS, SUIT_SYMBOLS,
)
from maumau_tui.notation import Move, format_move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import tr
from maumau_tui.votes import VoteResult

CALL_WORDS = {"mau": "Mau", "maumau": "Mau-Mau", "koenigsrunde": "Königsrunde"}
RED_SUITS = (HEARTS, DIAMONDS)


@dataclass(frozen=True)
class Look:
    """How this app shows things: language, ASCII suits, German-suited names."""

    lang: str = "de"
    ascii_cards: bool = False
    german_pack: bool = False


def call_word(word: str) -> str:
    """``mau`` -> ``Mau``: the spoken form of a call."""
    return CALL_WORDS.get(word, word.replace("-", " ").capitalize())


def card_text(code: int, look: Look, style: str = "") -> Text:
    """A card label with red hearts and diamonds (the rank and suit stay readable without colour)."""
    label = card_label(code, look.ascii_cards)
    colour = "red" if code != JOKER and code & 3 in RED_SUITS else ""
    return Text(label, style=f"{style} {colour}".strip())


def suit_label(suit: int, look: Look) -> str:
    symbol = (SUIT_LETTERS if look.ascii_cards else SUIT_SYMBOLS)[suit]
    return f"{symbol} {suit_name(suit, look.lang, look.german_pack)}"


def wish_label(suit: int, rank: int, look: Look) -> str:
    """The active wish in words, or an empty string."""
    if suit >= 0:
        return suit_label(suit, look)
    if rank:
        return rank_name(rank, look.lang, look.german_pack)
    return ""


def move_label(move: Move, names: Sequence[str], look: Look) -> str:
    """A move as a choice in a list: ``Play 7♥ and call “Mau”``, ``♥ Hearts``, ``Catch Ben``."""
    lang = look.lang
    name = lambda seat: names[seat] if seat is not None and 0 <= seat < len(names) else "?"  # noqa: E731
    if move.kind in ("play", "cheat") and move.cards:
        cards = " ".join(card_label(code, look.ascii_cards) for code in move.cards)
        spoken = f"{cards} ({', '.join(card_name(code, lang, look.german_pack) for code in move.cards)})"
        if move.as_card is not None:  # a joker standing for a card, or a blind play's declaration
            declared = card_label(move.as_card, look.ascii_cards)
            spoken += f" {'als' if lang == 'de' else 'as'} {declared} ({card_name(move.as_card, lang, look.german_pack)})"
        text = (tr(lang, "move_play_say", card=spoken, word=call_word(move.say)) if move.say
                else tr(lang, "move_play", card=spoken))
        return text if move.kind == "play" else tr(lang, "move_cheat", text=text)
    if move.kind == "draw":
        return tr(lang, "move_draw")
    if move.kind == "pass":
        return tr(lang, "move_pass")
    if move.kind == "accept":
        return tr(lang, "move_accept")
    if move.kind == "wait":
        return tr(lang, "move_wait")
    if move.kind == "wish":
        if move.suit is not None:
            return suit_label(move.suit, look)
        return rank_name(move.rank or 0, lang, look.german_pack)
    if move.kind == "catch":
        return tr(lang, "move_catch", name=name(move.seat))
    if move.kind == "name":
        return tr(lang, "move_name", name=name(move.seat))
    if move.kind == "give" and move.cards:
        return tr(lang, "move_give", card=card_label(move.card, look.ascii_cards))
    if move.kind == "say" and move.say:
        return f"„{call_word(move.say)}“" if lang == "de" else f"“{call_word(move.say)}”"
    return format_move(move, names)


def option_text(rules: Ruleset, name: str, lang: str) -> str:
    """An option as people read it: its description in ``lang``."""
    description = rules.options[name].description
    return str(getattr(description, lang, description.en))


def value_text(value: bool | int, lang: str) -> str:
    if isinstance(value, bool):
        return tr(lang, "on" if value else "off")
    return str(value)


def vote_sentence(result: VoteResult, rules: Ruleset, names: list[str], lang: str) -> str:
    """The one line the log and the result show for a finished vote."""
    proposal = result.proposal
    option = option_text(rules, proposal.option, lang)
    if result.change is not None:
        key = "vote_done_now" if result.change.at_once else "vote_done_next"
        return tr(lang, key, option=option, value=value_text(proposal.value, lang))
    if result.refused_by is not None:
        return tr(lang, "vote_refused", name=names[result.refused_by], option=option,
                  value=value_text(proposal.old, lang))
    if result.reason is not None:
        return tr(lang, "vote_failed", reason=result.reason)
    return tr(lang, "vote_cancelled")
