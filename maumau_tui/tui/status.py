"""The status line under the hand: whose turn it is and which keys do what now (from one seat's view).

Short parts joined by `` · ``.  The line fits ``width`` columns (the table screen gives the terminal's width
less two: 78 at 80x24): a part too long says it shorter, then the least important parts go (the key bar and
the prompt say them too).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len, set_cell_size

from maumau_tui.cards import card_name, rank_name, rank_of, with_german_article
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.notation import BUY_WORD, Move
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, call_word, effect_of, for_ruleset, labels_in_hand_order
from maumau_tui.tui.prompts import PromptSpec, has_more_moves
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.spelling import ellipsis
from maumau_tui.tui.widgets.text import items_in_lines

SEPARATOR = " · "
WIDTH = 78


@dataclass(frozen=True)
class Part:
    """One part of the line: its words, a shorter way to say them, and how much it matters (kept longest: high)."""

    text: str
    weight: int
    short: str = ""


# How much each part matters when the line is too long: whose turn and what is owed stay, the reminders go.
ESSENTIAL, PENALTY, CATCH, CALL, CHEAT, PLAY, MORE = 9, 8, 7, 6, 5, 4, 1
DRAWN = 6   # a drawn card that answers the penalty (Faraón): said where the line has room beside the draw
ABSENT = 8  # who in an open window has not connected yet (a served table): said where the line has room


def fitted(parts: list[Part], width: int = WIDTH) -> list[str]:
    """The parts' words for a line of at most ``width`` columns (with its leading blank): parts say it
    shorter where they can, the least important first; if that is not enough, the line keeps the
    essential parts and then whichever others still fit, the most important first.  A line of essential
    parts alone may still be longer (``in_lines`` breaks it between parts then)."""
    texts = [part.text for part in parts]

    def fits(kept: list[int]) -> bool:
        return 1 + cell_len(SEPARATOR.join(texts[at] for at in sorted(kept))) <= width

    everything = list(range(len(parts)))
    for at in sorted(everything, key=lambda at: parts[at].weight):
        if fits(everything):
            return texts
        texts[at] = parts[at].short or texts[at]
    kept = [at for at in everything if parts[at].weight >= ESSENTIAL]
    for at in sorted(everything, key=lambda at: -parts[at].weight):
        if at not in kept and fits([*kept, at]):
            kept.append(at)
    return [texts[at] for at in sorted(kept)]


def clipped(text: str, width: int) -> str:
    """``text`` cut after its last word that leaves room for "…" within ``width`` columns (whole if it fits; cut
    inside its first word if no word fits)."""
    if cell_len(text) <= width:
        return text
    mark = ellipsis()       # ("..." in ASCII: PLAYTEST122 F7)
    words = text.split(" ")
    kept = next((count for count in range(len(words) - 1, 0, -1)
                 if cell_len(" ".join(words[:count]) + " " + mark) <= width), 0)
    return " ".join(words[:kept]) + " " + mark if kept else set_cell_size(text, max(width - len(mark), 1)).rstrip() + mark


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


def turn_parts(view: View, info: TableFacts, look: Look, advised: Move | None = None) -> list[Part]:
    """The keys that do something on this seat's own turn; ``advised``: the move Enter makes as a hint advised, a play
    with its call (PLAYTEST107 F5: the line said "Enter plays" while Enter also called) or a catch (PLAYTEST121 F6)."""
    lang, kings_word = look.lang, info.kings_word
    kinds = {move.kind for move in view.legal}
    parts = [Part(tr(lang, "your_turn"), ESSENTIAL)]
    answer = [move.cards[0] for move in view.legal if move.kind == "play" and move.cards]
    if view.drawn and view.pending_draw and answer:   # a drawn card that answers the penalty (Faraón's drawn 7)
        card = card_name(answer[0], lang, look.german_pack)
        parts.append(Part(tr(lang, "drawn_answer", card=card), DRAWN, tr(lang, "drawn_answer_short", card=card)))
    if getattr(view, "following", False):    # the card just played must be followed (an Ace, Evil Seven's 8)
        card = rank_name(rank_of(view.top), lang, look.german_pack)
        the = with_german_article(card, "nom", True) if lang == "de" else card   # ("Das Ass verlangt", "Auf das
        on = with_german_article(card, "acc", True) if lang == "de" else card    # Ass": REVIEW239 A14)
        the = the[:1].upper() + the[1:]
        follow = "follow" if "draw" in kinds else "follow_play"   # (who holds a fitting card may not draw)
        parts.append(Part(tr(lang, follow, card=card, the_card=the), ESSENTIAL,
                          tr(lang, "follow_short", card=card, on_card=on)))
    advised_call = advised.say if advised is not None and advised.kind == "play" and advised.say else ""
    if advised is not None and advised.kind in ("catch", "draw", "pass", "accept"):
        parts.append(Part(tr(lang, "hint_enter_advised"), CALL))
    elif "play" in kinds and advised_call:   # the key they will press, kept before ``m`` (PLAYTEST119 F5)
        word = call_word(advised_call, look)
        parts.append(Part(tr(lang, "hint_play_advised", word=word), CALL, tr(lang, "hint_play_advised_short", word=word)))
    elif "play" in kinds:
        parts.append(Part(tr(lang, "hint_play"), PLAY, tr(lang, "hint_play_short")))
    words = sorted({move.say for move in view.legal if move.kind == "play" and move.say})
    calls = sorted((word for word in words if word != kings_word), key=lambda word: word == BUY_WORD)   # (a buy last:
    if calls:                                                           # the card's own call is the one that costs)
        parts.append(Part(call_hint(view, calls[:2], look), CALL))
    if kings_word and kings_word in words and view.kings != view.seat:
        parts.append(Part(tr(lang, "hint_kings"), CALL))
    if "cheat" in kinds:
        parts.append(Part(tr(lang, "hint_cheat"), CHEAT))
    if "draw" in kinds and view.pending_draw:   # a penalty: how many, and whether the turn goes too
        effect = effect_of(info.ruleset, view.top)
        skip = effect is not None and effect.draw is not None and effect.draw.then_skip
        parts.append(Part(tr(lang, "hint_draw_penalty_skip" if skip else "hint_draw_penalty", n=view.pending_draw),
                          PENALTY))
    elif "draw" in kinds:
        parts.append(Part(tr(lang, "hint_draw"), PLAY))
    parts += [Part(tr(lang, f"hint_{kind}"), PENALTY) for kind in ("pass", "accept") if kind in kinds]
    if has_more_moves(view):
        parts.append(Part(tr(lang, "hint_other"), MORE))
    return parts


def call_hint(view: View, calls: list[str], look: Look) -> str:
    """``m`` and the calls it makes with a card played now; a call that goes only with some of the playable cards
    (Erftschmiede's buy with a 3, or a joker as one) names them, so that m on another card is not expected to make it
    (also where the line is short: PLAYTEST176 F5 read "m: with “I'll buy that”" on a King)."""
    lang = look.lang
    plays = [move for move in view.legal if move.kind == "play" and move.cards]
    playable = {move.cards[0] for move in plays}
    with_call = {word: {move.cards[0] for move in plays if move.say == word} for word in calls}
    if all(cards == playable for cards in with_call.values()):
        if len(calls) > 1:
            return tr(lang, "hint_calls", word=call_word(calls[0], look), other=call_word(calls[1], look))
        return tr(lang, "hint_call", word=call_word(calls[0], look))
    said = [tr(lang, "call_any", word=call_word(word, look)) if cards == playable else
            tr(lang, "call_cards", word=call_word(word, look), cards=labels_in_hand_order(cards, view.hand, look))
            for word, cards in with_call.items()]
    return "m: " + tr(lang, "calls_or").join(said)


def out_of_turn(view: View) -> bool:
    """The seat decides out of turn: it answers in a window, or names or gives on after answering a card of another
    seat's chain (an Ace's swap redirected, a Q passed on, also back to the chain's first player: PLAYTEST96 F5,
    REVIEW117 F4 read "Your turn." there), or, caught cheating, takes the penalty or objects (PLAYTEST266 F2)."""
    return view.may_answer or (view.answered and view.my_turn) or view.phase == Phase.CAUGHT


def for_start_card(view: View, prompt: PromptSpec) -> bool:
    """The dealer decides for the start card (a wish, a receiver of a 4): no turn of theirs, which the next seat has
    (PLAYTEST215 F9: "Your turn. · Who gets a card from you?" read as if the dealer also played a card now)."""
    started = view.opening or (view.pile_size == 1 and view.origin == view.dealer)   # (its second question: the card
    return started and view.actor == view.dealer == view.seat and prompt.kind != "play"   # to give, PLAYTEST216 F2)


def status_line(view: View, shown: bool, info: TableFacts, look: Look, prompt: PromptSpec | None,
                width: int = WIDTH, more: Sequence[Part] = (), advised: Move | None = None) -> str:
    """``shown``: ``view`` is a seat's own (not the public one); ``look``: the player's (language, cards as letters);
    ``prompt``: the decision it is asked now; ``width``: the columns the line may take (see ``fitted``); ``more``:
    parts to say after the others; ``advised``: see ``turn_parts``."""
    actor = view.actor
    if view.finished or actor < 0:
        return ""
    look = for_ruleset(look, info.ruleset)
    lang = look.lang
    names = view.names
    parts: list[Part] = []
    kings = kings_part(view, lang, info.kings_word)    # a round of Kings is open: everybody sees it, first
    asked = prompt is not None and shown and (view.my_turn or view.may_answer)
    if asked and prompt is not None:
        if for_start_card(view, prompt):
            parts.append(Part(tr(lang, "start_card_yours"), ESSENTIAL))
        elif not out_of_turn(view):                   # (an answer, or a name after one: no turn to name)
            parts.append(Part(tr(lang, "your_turn"), ESSENTIAL))
        before = [part.text for part in parts]
        room = width - 1 - sum(cell_len(text + SEPARATOR) for text in [kings or "", *before] if text)
        if kings and room < cell_len(prompt.title):   # (the round of Kings takes a row of its own then: PLAYTEST208 F3
            room = width - 1 - sum(cell_len(text + SEPARATOR) for text in before)   # read "Your turn. · A…")
        parts.append(Part(prompt.title, ESSENTIAL, clipped(prompt.title, room)))   # (its box says it whole)
    elif shown and view.my_turn:
        parts += turn_parts(view, info, look, advised)
    elif info.reading_draw:   # (PLAYTEST282 N1: "Björn's turn." under the drawer's cards invited Björn to the keys)
        parts.append(Part(tr(lang, "hint_read_draw", name=names[actor]), ESSENTIAL))
    elif view.timed and len(view.window) > 1:      # a window several may answer: not the one on turn is awaited
        parts.append(Part(tr(lang, "hint_wait_answers"), ESSENTIAL))
        if absent := ", ".join(names[seat] for seat in view.window if seat in info.unconnected):   # (never came)
            parts.append(Part(tr(lang, "hint_not_connected", names=absent), ABSENT,
                              tr(lang, "hint_not_connected_short", names=absent)))
    elif actor in info.bots:
        parts.append(Part(tr(lang, "hint_wait_bot", name=names[actor]), ESSENTIAL))
    elif actor in info.unconnected:           # (PLAYTEST154 F4: "Waiting for Yuri." said nothing of why)
        parts.append(Part(tr(lang, "hint_wait_unconnected", name=names[actor]), ESSENTIAL))
    else:
        parts.append(Part(tr(lang, "hint_wait", name=names[actor]), ESSENTIAL))
    if shown:   # a catch the prompt offers already (a blind play's challenge) is answered there, not with c
        answered = {choice.move for choice in prompt.choices} if asked and prompt is not None else set()
        caught = [m.seat for m in view.legal if m.kind == "catch" and m.seat is not None and m not in answered]
        missed = [names[seat] for seat in caught if seat in view.catchable]   # a missed call: everybody heard none
        if caught:   # (else a play that may have been a cheat: "accuse", PLAYTEST113 F3 read "catch" as a sign that it
            key = "hint_catch" if missed else "hint_accuse"   # was one)
            parts.append(Part(tr(lang, key, names=", ".join(missed or [names[seat] for seat in caught])), CATCH))
    if kings is not None:
        parts.insert(0, Part(kings, ESSENTIAL))
    return in_lines(fitted([*parts, *more], width), width)


def in_lines(texts: list[str], width: int) -> str:
    """The parts in rows of at most ``width`` columns, each after a blank, broken between parts where the essential
    ones alone are too long (the terminal's own wrap parted "Your" from "turn." after a round of Kings at 60
    columns); a part longer than a row between its words."""
    return "\n".join(" " + row for row in items_in_lines(texts, max(width - 1, 1), SEPARATOR))
