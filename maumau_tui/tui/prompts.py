"""Which decisions are asked in a prompt, and with which choices: the one map from move kinds to prompts.

The table screen plays cards, draws, passes and accepts by keys.  Every other decision the engine
asks for (a wish, a player to name, a card to give, an answer window with a countdown) becomes a
``PromptSpec``: a title and the legal moves as choices.  A new kind of decision needs one entry in
``PROMPT_TITLES`` and, if it reads differently, a case in ``labels.move_label``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from maumau_tui.engine.views import View
from maumau_tui.notation import Move, WAIT_MOVE
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, move_label

# Kinds the table screen answers by keys; anything else that is the only thing to do is a prompt.
KEY_KINDS = frozenset({"play", "draw", "pass", "accept", "catch"})
PROMPT_TITLES = {"wish": "prompt_wish", "name": "prompt_name", "give": "prompt_give"}
WINDOW_SECONDS = 4.0


@dataclass(frozen=True)
class Choice:
    """One line of a prompt: what it says and the move it makes."""

    label: str
    move: Move


@dataclass(frozen=True)
class PromptSpec:
    """A question with the legal answers; ``timeout`` makes it a real-time window."""

    kind: str
    title: str
    choices: tuple[Choice, ...]
    cancellable: bool = False
    timeout: float | None = None
    on_timeout: Move | None = None


def choices_for(moves: Sequence[Move], names: Sequence[str], look: Look) -> tuple[Choice, ...]:
    return tuple(Choice(move_label(move, names, look), move) for move in moves)


def _wish_title(moves: Sequence[Move], lang: str) -> str:
    if all(move.suit is not None for move in moves):
        return tr(lang, "prompt_wish_suit")
    if all(move.rank is not None for move in moves):
        return tr(lang, "prompt_wish_rank")
    return tr(lang, "prompt_wish")


def prompt_for(view: View, look: Look, window_seconds: float = WINDOW_SECONDS) -> PromptSpec | None:
    """The prompt this seat must answer now, or None when the table keys do (or nothing is due)."""
    if not view.my_turn:
        return None
    moves = [move for move in view.legal if move.kind != "catch"]
    if not moves:
        return None
    names = view.names
    kinds = {move.kind for move in moves}
    if "wait" in kinds:
        answers = [move for move in moves if move.kind != "wait"]
        return PromptSpec("window", tr(look.lang, "prompt_window"), choices_for(answers, names, look),
                          timeout=window_seconds, on_timeout=WAIT_MOVE)
    if len(kinds) == 1:
        (kind,) = kinds
        if kind == "wish":
            return PromptSpec(kind, _wish_title(moves, look.lang), choices_for(moves, names, look))
        if kind in PROMPT_TITLES:
            return PromptSpec(kind, tr(look.lang, PROMPT_TITLES[kind]), choices_for(moves, names, look))
    if not kinds & KEY_KINDS:
        # Only kinds this screen has no key for: offer every legal move as a list.  Mixed with key
        # kinds, the extra moves stay one key (``o``) away.
        return all_moves_prompt(view, look, cancellable=False)
    return None


def has_more_moves(view: View) -> bool:
    """The seat has legal moves that no table key makes (reachable with ``o``)."""
    return any(move.kind not in KEY_KINDS for move in view.legal)


def all_moves_prompt(view: View, look: Look, cancellable: bool = True) -> PromptSpec:
    """Every legal move of this seat as a list (the ``o`` key, and the fallback for new kinds)."""
    return PromptSpec("any", tr(look.lang, "prompt_other"), choices_for(view.legal, view.names, look),
                      cancellable=cancellable)


def catch_prompt(view: View, look: Look) -> PromptSpec | None:
    """The seats this seat may catch, when there are several to choose from."""
    moves = [move for move in view.legal if move.kind == "catch"]
    if not moves:
        return None
    return PromptSpec("catch", tr(look.lang, "prompt_catch"), choices_for(moves, view.names, look),
                      cancellable=True)
