"""The hint key at the table (``t``): what the hard bot would do in the person's own decision, and why.

The table is read only in the app's thread: pressing ``t`` copies what the seat is given (``Table.hint_seen``,
its ``Seen``) into a ``HintRequest``, and only that request goes to a worker thread, where the search thinks
(``Table.hint_options``: 200 ms, or a fixed iteration count in tests) while the app's thread goes on applying
moves.  The advice comes back to the app's thread, is worded there in the screen's look (its language, ASCII
suits) and shown as a notification only if the same person still holds the same decision (a hand-off clears
notifications, and a late answer for a decision that moved on is dropped).  A search that fails says so in
one line instead of showing nothing.  A public screen (nobody's hand) gives no advice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from weakref import WeakKeyDictionary

from maumau_tui.bots.base import Seen
from maumau_tui.bots.hint import Hint, hint
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, for_ruleset, move_label
from maumau_tui.tui.notes import private_note, withdraw
from maumau_tui.tui.prompts import PromptSpec, line_making
from maumau_tui.tui.spelling import spelled

HINT_SECONDS = 10.0     # how long the advice stays on screen
_latest: WeakKeyDictionary[Any, object] = WeakKeyDictionary()   # screen -> its newest request (`t` pressed twice)


@dataclass(frozen=True)
class HintRequest:
    """One hint asked for: what the seat is given (``seen``, copied in the app's thread), the language of the
    reason and the search's options.  Calling it thinks (in a worker thread) on these alone."""

    seen: Seen
    lang: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def __call__(self) -> Hint:
        return hint(self.seen, self.lang, **self.options)


def hint_request(table: Table, seat: int | None, lang: str) -> HintRequest | None:
    """The hint for ``seat``'s own decision, to think about later (made in the app's thread); None when there is
    nothing to advise (nobody's view, a bot's seat, no decision of this seat)."""
    if seat is None:
        return None
    seen = table.hint_seen(seat)
    return None if seen is None else HintRequest(seen, lang, dict(table.hint_options))


def hint_text(advice: Hint, names: Sequence[str], look: Look, view: View | None = None) -> str:
    """The advice as one line: the move in words (in ``look``; what it costs in ``view``'s decision), then the
    reason, a sentence of its own (after a dash its capital read wrong: "Karte nehmen – Der einzige Zug")."""
    label = move_label(advice.move, names, look, view)
    return spelled(f"{label}. {advice.reason}") if advice.reason else label   # (PLAYTEST119 F1: "nachsten" in ASCII)


def offered(spec: PromptSpec, move: Move, exact: bool = False) -> bool:
    """Whether ``move`` (``exact``: with its call; else whatever is called with it) is a line of the question ``spec``
    or of a follow-up of it."""
    def same(other: Move | None) -> bool:
        return other == move if exact else other is not None and replace(other, say=None) == replace(move, say=None)
    return any(same(choice.move) or (choice.then is not None and offered(choice.then, move, exact))
               for choice in spec.choices)


def line_on(screen: Any) -> object:
    """The line a question's cursor is on (None: no question on top, or no line)."""
    chosen = getattr(screen, "chosen_line", None)
    return chosen() if callable(chosen) else None


def point_at(question: Any, move: Move) -> None:
    """The cursor of the open ``question`` to the advised ``move``'s line (the line with its call, else the one
    without; a group, such as a joker's rank, that holds it with its call, else one without: PLAYTEST116 F2, the group
    without the call was taken and its player caught): Enter then does what the advice says."""
    choices = question.spec.choices
    line = line_making(choices, move)
    if line is None:
        line = next((index for exact in (True, False) for index, choice in enumerate(choices)
                     if choice.then is not None and offered(choice.then, move, exact)), None)
    if line is not None:
        question.point_at_line(line, move)   # (not ``action_highlight``: in a joker's question that takes the index
                                             # for a rank's digit, and the cursor stayed on "as a joker")


def taken_on_table(screen: Any, move: Move) -> bool:
    """Whether the Enter typed with ``t`` makes the advised ``move`` at the table itself (``take_on_table``)."""
    if move not in screen.view.legal:
        return False
    return move.kind in ("draw", "pass", "accept", "catch") or (
        move.kind == "play" and bool(move.cards) and move.cards[0] in screen.shown_hand())


def take_on_table(screen: Any, move: Move, follow: bool) -> None:
    """Advice on the person's own turn at the table: the card it plays is chosen in the hand (PLAYTEST97 F2: Enter
    played the card the cursor was on, not the advised one), and an Enter typed with t plays it as advised
    (``follow``); advice to draw, pass, let a skip be or catch somebody is taken by that Enter too (PLAYTEST102 F3: it
    was left to its key; PLAYTEST113 F18: a catch)."""
    hand = list(screen.shown_hand())
    if move.kind in ("draw", "pass", "accept", "catch"):
        screen.advised = (screen.state_key(), move)  # Enter a moment later too (``advised_play``), unless the person
        screen.cursor_stayed = True                  # chooses a card to play after all ...
        screen.show_status()                         # ... a catch on a card that fits too: the status line says it
    elif move.kind == "play" and move.cards and move.cards[0] in hand:
        screen.choose(hand.index(move.cards[0]))
        screen.advised = (screen.state_key(), move)     # Enter on that card plays it as advised (its call too) ...
        screen.show_status()                            # ... which the status line says
    if follow:
        screen.hinted = None        # followed, not out of date: the note stays to say why
        screen.send(move)


def lacks_call(spec: PromptSpec, move: Move, screen: Any) -> bool:
    """Whether ``spec`` is the person's own question of the ways to play a card (Enter on it: a joker's "which card
    does it stand for?") that offers the advised play ``move`` only without the call the advice makes with it."""
    return (move.kind == "play" and bool(move.say) and spec.kind == "play" and spec.cancellable
            and offered(spec, move) and not offered(spec, move, exact=True) and move in screen.view.legal)


def forget_hint(screen: Any) -> None:
    """Advice asked on ``screen`` and still on its way will not be shown (it is out of date), and an Enter held for
    it takes nothing."""
    _latest.pop(screen, None)
    if getattr(screen, "awaits_advice", False) or getattr(screen, "enter_waited", False):
        screen.advice_came()


def drop_hint(app: Any, title: str) -> None:
    """Take the advice titled ``title`` off the screen before its timeout (its decision moved on); on a Textual
    that cannot withdraw one notification, every notification goes (the advice with them) rather than leaving
    stale advice or raising."""
    if not withdraw(app, lambda note: getattr(note, "title", None) == title):
        app.clear_notifications()


RETRIES = 2     # a hint thought out anew where the table moved on while it was thought, at most so often


def still_deciding(asked: View, now: View) -> bool:
    """Whether the seat's decision when the hint was asked still stands in ``now``, where others moved: the same seat
    (at a hot seat the keyboard may have gone on), in a window it is still in, or on its turn with its hand and the
    phase as they were (not the decision after the person's own play or draw)."""
    if now.finished or now.seat != asked.seat:
        return False
    return (asked.may_answer and now.may_answer) or (
        asked.my_turn and now.my_turn and now.hand == asked.hand and now.phase == asked.phase)


@dataclass(frozen=True, eq=False)
class Asking:
    """One press of ``t``: the table screen, its seat and language, the decision as it was asked, the question's line
    and the card chosen then (the advice moves the cursor only from them), and how often it was asked again."""

    screen: Any
    seat: int
    lang: str
    asked: View
    line: object
    card: Any
    tries: int
    token: object = field(default_factory=object)   # (``_latest`` keeps this, not the request: it holds the screen)

    def out_of_date(self) -> bool:
        """``t`` was pressed again since, or the keyboard moved on."""
        return _latest.get(self.screen) is not self.token or self.screen.link.seat != self.seat


def ask_hint(screen: Any, tries: int = 0) -> None:
    """Key ``t`` on a table screen (it has ``link``, ``settings``, ``look`` and ``notify``): ask for the hint in
    the app's thread, think in a worker thread, then show the advice if the decision it was asked for is still
    the one on screen; where the table moved on meanwhile (a bot answered in a window, a catch closed, a bot called
    somebody out during the seat's turn) and the seat still has a decision, it is thought out again for it
    (PLAYTEST89, PLAYTEST91: the key seemed to do nothing)."""
    link = screen.link
    if link.seat is None:
        return                      # a public view: nobody's decision to advise on
    asking = Asking(screen, link.seat, screen.settings.lang, link.view(), line_on(screen.app.screen),
                    getattr(screen, "selected", None), tries)
    _latest[screen] = asking.token
    try:
        job = link.hint(asking.lang)
    except Exception as error:      # the table could not be read for a hint: say so, the game goes on
        show_advice(asking, None, error)
        return
    if job is None:
        show_advice(asking, None)
        return

    def think() -> None:
        try:
            advice = job()
        except Exception as error:  # a search that fails says so (a worker's error would end it unseen)
            screen.app.call_from_thread(show_advice, asking, None, error)
            return
        screen.app.call_from_thread(show_advice, asking, advice)

    screen.run_worker(think, thread=True, group="hint", exclusive=True, exit_on_error=False)


def show_advice(asking: Asking, advice: Hint | None, error: Exception | None = None) -> None:
    """The advice (or why there is none) for the decision ``asking`` was for, if it is still the one on screen."""
    screen, lang = asking.screen, asking.lang
    if asking.out_of_date():
        return
    if screen.link.view() != asking.asked:    # the decision moved on: advice for the one now, if this seat has one
        if asking.tries < RETRIES and still_deciding(asking.asked, screen.link.view()) and screen.is_mounted:
            ask_hint(screen, asking.tries + 1)
        return
    top = screen.app.screen
    if top is not screen and not screen.question_on_top():
        return                  # the help, the rules or a menu is open over the table: no advice on top of it
    came = getattr(top, "advice_came", None)    # an Enter held for the advice counts again, whatever came (REVIEW174:
    waited = bool(came()) if callable(came) else False   # after a hint that failed, it was held on)
    titles = {tr(lang, "hint_title"), tr(lang, "hint_followed_title")}
    withdraw(screen.app, lambda note: getattr(note, "title", None) in titles)   # one hint at a time: t pressed
    if error is not None:                                                      # again replaces it (PLAYTEST102 F3)
        private_note(screen.app, tr(lang, "hint_failed", reason=str(error) or type(error).__name__),
                     title=tr(lang, "hint_title"), severity="warning", timeout=HINT_SECONDS)
    elif advice is None:
        private_note(screen.app, nothing_to_advise(asking.asked, asking.seat, lang), title=tr(lang, "hint_title"),
                     timeout=HINT_SECONDS)
    else:
        say_advice(asking, advice, top, waited)


def nothing_to_advise(view: View, seat: int, lang: str) -> str:
    """Why ``t`` gives no advice: another seat's turn is named (over SSH a seat waits at its own screen; whose turn it
    is shows on every screen), else nothing is said but that."""
    if view.window and seat not in view.window:   # (an answer out of turn awaited: PLAYTEST261 N5, "it is Cleo's turn")
        return tr(lang, "hint_none_answer")
    if 0 <= view.actor < len(view.names) and view.actor != seat:
        return tr(lang, "hint_none_turn", name=view.names[view.actor])
    return tr(lang, "hint_none")


def say_advice(asking: Asking, advice: Hint, top: Any, waited: bool) -> None:
    """The advice as a note; where the cursor still stands as it did, it points at the advised move, and an Enter
    typed with ``t`` (``waited``: held since) takes it."""
    screen, lang = asking.screen, asking.lang
    question = getattr(screen, "asking", None)
    look = for_ruleset(screen.look, screen.link.info().ruleset)   # the screen's language and suits, the rules' calls
    text = hint_text(advice, asking.asked.names, look, asking.asked)
    on_top = getattr(top, "spec", None) if top is not screen else None   # the lines on screen: a follow-up's own
    shown = on_top if on_top is not None else question.spec if question is not None else None   # (PLAYTEST225 N4)
    on_question = question is not None and top is not screen and line_on(top) == asking.line
    on_table = not on_question and top is screen and getattr(screen, "selected", None) == asking.card
    lacking = on_question and question is not None and lacks_call(question.spec, advice.move, screen)
    # a line on screen makes the advised move, its call too (PLAYTEST230 F1: the suit's question of "the joker as 2"
    # had no line with "Last card", the advice called it, and an Enter with t played it without the call: caught)
    here = shown is not None and offered(shown, advice.move, exact=advice.move.say is not None)
    if shown is not None and not here and not lacking:
        text += tr(lang, "hint_not_here")   # (a question of the person's own: the joker's card, whom to catch)
    if lacking and question is not None:
        question.action_cancel()    # back to the table, where Enter on the card plays it with the call (a joker's
        on_question, on_table = False, True   # question opened by Enter has no line with it: it was left out)
    follow = waited and ((on_question and here)    # (an Enter with t took the suit under the cursor: PLAYTEST225 N4)
                         or (on_table and taken_on_table(screen, advice.move)))
    getattr(screen, "take_back_told", lambda: None)()   # ("This variant has no cheating." stood on over the cards)
    # a followed hint stays to say why, titled as done: it is no advice for what comes next (PLAYTEST119 F2)
    private_note(screen.app, text, title=tr(lang, "hint_followed_title" if follow else "hint_title"),
                 timeout=HINT_SECONDS)
    screen.advice_for = (screen.state_key(), advice.move)   # (made, a question that comes with it is advised too)
    if on_question:
        point_at(top, advice.move)      # (not where the person chose another line meanwhile)
        if follow:
            if hasattr(screen, "hinted"):
                screen.hinted = None    # followed, not out of date: the note stays to say why (PLAYTEST96 F3)
            top.confirm()               # the Enter typed with t: the advised line
    elif on_table:
        take_on_table(screen, advice.move, follow)
