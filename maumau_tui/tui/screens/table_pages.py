"""The keys at the table that open something over it: the rules (r), the help (?), a hint (t), the question
before going back to the menu (Esc, q) and the settings (s).

A part of the table screen (``TableScreen`` mixes it in), kept apart so each module stays small.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, NamedTuple

from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.tui.hinting import HINT_SECONDS, ask_hint, drop_hint, forget_hint, still_deciding
from maumau_tui.tui.i18n import HELP, store_message, tr
from maumau_tui.tui.help_text import for_rules
from maumau_tui.tui.screens.dialogs import ConfirmScreen, HelpScreen, RulesPage
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.settings import Settings


FOLLOW_UPS = frozenset({"wish", "name", "give"})   # the questions a play asks next in the same turn


def menu_question(app: Any, lang: str) -> ConfirmScreen:
    """Back to the menu? The match stays saved, or (saving fails) a copy of it is kept for later, or it goes on
    later from its last save, or (never saved) it ends here."""
    trouble = getattr(app, "save_trouble", None)
    if not trouble:
        return ConfirmScreen(tr(lang, "menu_question"), tr(lang, "menu_keys"), lang)
    unsaved = app.leaving_unsaved()
    reason = store_message(lang, trouble)       # (German, the system's reason too: PLAYTEST275 N4)
    return ConfirmScreen(tr(lang, UNSAVED[unsaved].menu, reason=reason, path=app.copy_said(unsaved)), tr(lang, "menu_keys"),
                         lang)


class Unsaved(NamedTuple):
    """The words of leaving a match whose saves fail: the menu's question, the quit question's note."""

    menu: str
    quit: str


# for each answer of ``MauMauApp.leaving_unsaved`` (the leave screen's line says it too)
UNSAVED = {"unsaved": Unsaved("menu_question_unsaved", "quit_unsaved"),
           "unsaved_earlier": Unsaved("menu_question_earlier", "quit_earlier"),
           "unsaved_earlier_copy": Unsaved("menu_question_earlier_copy", "quit_earlier_copy"),
           "unsaved_rescued": Unsaved("menu_question_rescued", "quit_rescued")}


class TablePages:
    """The screen supplies its app, settings, seat info, decision (``state_key``) and where Esc and s lead."""

    app: Any
    settings: Settings
    info: TableFacts
    link: Any                                # (``SeatLink``; at one keyboard with ``hold_window``)
    hinted: tuple[object, ...] | None        # the decision a hint (t) was asked for
    hinted_view: View | None = None          # ... and the view it was asked in
    hinted_at = 0.0                          # when t was pressed (on the app's clock)
    advice_for: tuple[tuple[object, ...], Move] | None = None   # the decision the advice on screen was for, its move
    followed: tuple[tuple[object, ...], float] | None = None    # the advised move was made: in which decision, when
    view: View
    to_menu: Callable[[], None] | None
    open_settings: Callable[[], None] | None

    def state_key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def action_rules(self) -> None:
        self.put_hint_away()
        self.app.push_screen(RulesPage(self.info.ruleset, self.settings.lang, dict(self.info.options)))

    def action_help(self) -> None:
        self.put_hint_away()
        lang = self.settings.lang
        self.app.push_screen(HelpScreen(lang, for_rules(HELP.get(lang, HELP["en"]), self.info.ruleset, lang)))

    def put_hint_away(self) -> None:
        """A page opens over the table (the rules, the keys): advice shown goes, so it covers none of the page's
        lines (``t`` asks again); advice still on its way is not shown, nor taken by an Enter held for it (REVIEW117
        F1: "t Enter ?" played the advised card once the help closed)."""
        forget_hint(self)
        if self.hinted is not None:
            self.hinted = None
            drop_hint(self.app, tr(self.settings.lang, "hint_title"))

    def action_hint(self) -> None:
        """Key t: what the hard bot would do in this person's own decision, and why (thought out in a worker); in a
        timed window, its clock stands still meanwhile where the table allows it (at one keyboard)."""
        self.hinted_at = self.app.clock.now()
        hold = getattr(self.link, "hold_window", None)
        if callable(hold):
            hold()
        self.hint_again()

    def hint_again(self) -> None:
        self.hinted, self.hinted_view = self.state_key(), self.view
        ask_hint(self)

    def note_followed(self, move: Move) -> None:
        """The person makes ``move``: where it is the advice on screen (its call aside), a question of the same turn
        that comes with it is advised at once (``advise_follow_up``)."""
        advice, decision = self.advice_for, self.state_key()
        self.followed = None
        if advice is not None and advice[0] == decision and replace(advice[1], say=None) == replace(move, say=None):
            self.followed = (decision, self.app.clock.now())

    def advise_follow_up(self) -> None:
        """The advised move was made and the same turn asks the person again at once (whom a 2 names, which suit to
        wish for, which card to give: ``FOLLOW_UPS``; not what to do with a card drawn as advised): that is advised
        too, as the advice's reason spoke of it ("It makes a player of your choice draw cards"), so the question's cursor
        stands on the advised line (a playtest: Evil Seven's victim question opened on its first line after the
        advised 2).  Once, for the first question after the move."""
        followed = self.followed
        if followed is None or followed[0] == self.state_key():
            return
        question = getattr(self, "asking", None)   # (the table's question open now: ``TableScreen.asking``)
        fresh = self.view.my_turn and self.app.clock.now() - followed[1] < HINT_SECONDS
        if question is not None or not fresh:      # (else the move is still on its way: over SSH its news comes
            self.followed = None                   # in more than one change)
        if fresh and question is not None and question.spec.kind in FOLLOW_UPS:
            self.app.call_after_refresh(self.hint_follow_up)

    def hint_follow_up(self) -> None:
        """(Once the question is up: the advice points at its line.)"""
        if getattr(self, "is_mounted", False):
            self.action_hint()

    def drop_old_hint(self) -> None:
        """The decision a hint was asked for has moved on (the person drew, the penalty changed): its advice is
        wrong now and would cover the hand, so it goes at once instead of after its timeout; where only others moved
        and the decision stands (a bot called somebody out), the advice for it comes in its place while the advice
        asked for would still be on screen (PLAYTEST92: "Catch Ben" went as a bot caught him, and nothing came)."""
        if self.hinted is None or self.hinted == self.state_key():
            return
        self.hinted = None
        title = tr(self.settings.lang, "hint_title")
        drop_hint(self.app, title)
        if (self.hinted_view is not None and still_deciding(self.hinted_view, self.view)
                and self.app.clock.now() - self.hinted_at < HINT_SECONDS):
            self.hint_again()

    def action_menu(self) -> None:
        """Esc or q: back to the menu, after a question (the match stays saved, or the question says it cannot)."""
        if self.to_menu is None:
            return
        self.app.push_screen(menu_question(self.app, self.settings.lang),
                             lambda yes: self.to_menu() if yes and self.to_menu is not None else None)

    def action_settings(self) -> None:
        if self.open_settings is not None:
            self.open_settings()
