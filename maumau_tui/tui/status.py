"""The status line under the hand: whose turn it is and which keys do what now (from one seat's view).

Short parts joined by `` · ``, so the line fits 80 columns or wraps between whole parts.
"""

from __future__ import annotations

from maumau_tui.cards import rank_name, rank_of
from maumau_tui.engine.views import View
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, call_word, effect_of, for_ruleset
from maumau_tui.tui.prompts import PromptSpec, has_more_moves
from maumau_tui.tui.seat_link import SeatInfo

SEPARATOR = " · "


def kings_part(view: View, lang: str, kings_word: str = "") -> str | None:
    """An open round of Kings as everybody sees it; its caller, when play comes back, is told to close it
    (with a King), to call a new one (``k``, where they may) or, without a King, what drawing costs."""
    if view.kings < 0:
        return None
    name = view.names[view.kings]
    if view.actor != view.kings:
        return tr(lang, "kings_open", name=name)
    if view.seat != view.kings:
        return tr(lang, "kings_back", name=name)
    plays = [move for move in view.legal if move.kind == "play"]
    if any(kings_word and move.say == kings_word for move in plays):
        return tr(lang, "kings_mine_renew")
    return tr(lang, "kings_mine") if plays else tr(lang, "kings_mine_fail")


def turn_parts(view: View, info: SeatInfo, look: Look) -> list[str]:
    """The keys that do something on this seat's own turn."""
    lang, kings_word = look.lang, info.kings_word
    kinds = {move.kind for move in view.legal}
    parts = [tr(lang, "your_turn")]
    if getattr(view, "following", False):    # the card just played must be followed (an Ace, Evil Seven's 8)
        parts.append(tr(lang, "follow", card=rank_name(rank_of(view.top), lang, look.german_pack)))
    if "play" in kinds:
        parts.append(tr(lang, "hint_play"))
    words = sorted({move.say for move in view.legal if move.kind == "play" and move.say})
    calls = [word for word in words if word != kings_word]
    if calls:
        parts.append(tr(lang, "hint_call", word=call_word(calls[0], look)))
    if kings_word and kings_word in words and view.kings != view.seat:
        parts.append(tr(lang, "hint_kings"))
    if "cheat" in kinds:
        parts.append(tr(lang, "hint_cheat"))
    if "draw" in kinds and view.pending_draw:   # a penalty: how many, and whether the turn goes too
        effect = effect_of(info.ruleset, view.top)
        skip = effect is not None and effect.draw is not None and effect.draw.then_skip
        parts.append(tr(lang, "hint_draw_penalty_skip" if skip else "hint_draw_penalty", n=view.pending_draw))
    elif "draw" in kinds:
        parts.append(tr(lang, "hint_draw"))
    parts += [tr(lang, f"hint_{kind}") for kind in ("pass", "accept") if kind in kinds]
    if has_more_moves(view):
        parts.append(tr(lang, "hint_other"))
    return parts


def status_line(view: View, shown: bool, info: SeatInfo, lang: str, prompt: PromptSpec | None) -> str:
    """``shown``: ``view`` is a seat's own (not the public one); ``prompt``: the decision it is asked now."""
    actor = view.actor
    if view.finished or actor < 0:
        return ""
    look = for_ruleset(Look(lang), info.ruleset)
    names = view.names
    parts: list[str] = []
    if shown and (view.my_turn or view.may_answer) and prompt is not None:
        parts += [tr(lang, "your_turn"), prompt.title]
    elif shown and view.my_turn:
        parts += turn_parts(view, info, look)
    elif actor in info.bots:
        parts.append(tr(lang, "hint_wait_bot", name=names[actor]))
    else:
        parts.append(tr(lang, "hint_wait", name=names[actor]))
    if shown:
        caught = [names[m.seat] for m in view.legal if m.kind == "catch" and m.seat is not None]
        if caught:
            parts.append(tr(lang, "hint_catch", names=", ".join(caught)))
    if (kings := kings_part(view, lang, info.kings_word)) is not None:   # a round of Kings is open: everybody sees it
        parts.insert(0, kings)
    return " " + SEPARATOR.join(parts)
