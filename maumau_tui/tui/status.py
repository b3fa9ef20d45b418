"""The status line under the hand: whose turn it is and which keys do what now (from one seat's view)."""

from __future__ import annotations

from maumau_tui.engine.views import View
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import call_word
from maumau_tui.tui.prompts import PromptSpec, has_more_moves
from maumau_tui.tui.seat_link import SeatInfo


def status_line(view: View, shown: bool, info: SeatInfo, lang: str, prompt: PromptSpec | None) -> str:
    """``shown``: ``view`` is a seat's own (not the public one); ``prompt``: the decision it is asked now."""
    actor = view.actor
    if view.finished or actor < 0:
        return ""
    names, kings_word = view.names, info.kings_word
    parts: list[str] = []
    if shown and (view.my_turn or view.may_answer) and prompt is not None:
        parts += [tr(lang, "your_turn"), prompt.title]
    elif shown and view.my_turn:
        kinds = {move.kind for move in view.legal}
        parts.append(tr(lang, "your_turn"))
        if "play" in kinds:
            parts.append(tr(lang, "hint_play"))
        words = sorted({move.say for move in view.legal if move.kind == "play" and move.say})
        calls = [word for word in words if word != kings_word]
        if calls:
            parts.append(tr(lang, "hint_call", word=call_word(calls[0])))
        if kings_word and kings_word in words:
            parts.append(tr(lang, "hint_kings"))
        if "cheat" in kinds:
            parts.append(tr(lang, "hint_cheat"))
        parts += [tr(lang, f"hint_{kind}") for kind in ("draw", "pass", "accept") if kind in kinds]
        if has_more_moves(view):
            parts.append(tr(lang, "hint_other"))
    elif actor in info.bots:
        parts.append(tr(lang, "hint_wait_bot", name=names[actor]))
    else:
        parts.append(tr(lang, "hint_wait", name=names[actor]))
    if shown:
        caught = [names[m.seat] for m in view.legal if m.kind == "catch" and m.seat is not None]
        if caught:
            parts.append(tr(lang, "hint_catch", names=", ".join(caught)))
    if view.kings >= 0:   # a round of Kings is open: everybody sees it
        parts.insert(0, tr(lang, "kings_open", name=names[view.kings]))
    return " " + " · ".join(parts)
