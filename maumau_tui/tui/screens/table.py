"""The table during a hand: one seat's view, moves by keys, and the prompts for that seat's decisions.

The screen depends on a table only through a ``SeatLink``: it shows ``link.view()`` (the view of one
seat, or the public view with no hand while nobody's may be shown), sends moves with
``link.submit`` and redraws when the link says something changed.  Who sits where, bots, time,
hand-offs and the next deal are not its business (``Referee``, ``HotSeat`` and the app are).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Label

from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.referee import Refused
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.notes import clear_private, private_note, warn_once, withdraw_said
from maumau_tui.tui.labels import for_ruleset
from maumau_tui.tui.screens.advice_wait import AdviceWait
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.screens.burst import BurstHold
from maumau_tui.tui.screens.card_plays import CardPlays
from maumau_tui.tui.screens.hand_keys import in_suit_order, marks_moved
from maumau_tui.tui.screens.move_keys import MOVE_KEYS, MoveKeys
from maumau_tui.tui.screens.questions import Questions
from maumau_tui.tui.screens.table_pages import TablePages
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.prompts import fitting, is_lie, only_name
from maumau_tui.tui.refusals import refusal
from maumau_tui.tui.seat_link import TableFacts, SeatLink
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.status import status_line
from maumau_tui.tui.table_text import hand_legend, title_texts
from maumau_tui.tui.widgets.footer import TableFooter
from maumau_tui.tui.widgets.game_log import GameLog
from maumau_tui.tui.widgets.hand import HandView
from maumau_tui.tui.widgets.table_info import SeatsBar, TableInfo, awaited
from maumau_tui.tui.widgets.text import show_text
from maumau_tui.tui.spelling import ellipsis



class TableScreen(AdviceWait, BurstHold, Questions, MoveKeys, CardPlays, TablePages, GameScreen[None]):
    """One seat's table, hand after hand."""

    AUTO_FOCUS = None

    class HouseRulesWanted(Message):
        """``h``: somebody wants to change a house rule (the app runs the vote)."""

    BINDINGS = [
        Binding("left", "select(-1)", show=False),
        Binding("right", "select(1)", show=False),
        Binding("home", "select_at(0)", show=False),
        Binding("end", "select_at(-1)", show=False),
        Binding("up", "select_row(-1)", show=False),
        Binding("down", "select_row(1)", show=False),
        *(Binding(str(n % 10), f"select_digit({n - 1})", show=False) for n in range(1, 11)),
        Binding("enter", "play", "key_play"),
        Binding("space", "mark", show=False),     # the hand's legend says what it does
        Binding("m", "call", "key_call"),
        Binding("k", "kings", "key_kings"),
        Binding("f", "cheat", "key_cheat"),
        Binding("d", "draw", "key_draw"),
        Binding("p", "pass", "key_pass"),
        Binding("a", "accept", "key_accept"),
        Binding("c", "catch", "key_catch"),
        Binding("o", "other", "key_other"),
        Binding("t", "hint", "key_hint"),                   # before the pages: a learner needs it at 60 columns too
        Binding("r", "rules", "key_rules"),
        Binding("h", "house_rules", "key_house"),
        Binding("question_mark,f1", "help", show=False),   # these three are named in the title bar
        Binding("escape,q", "menu", show=False),
        Binding("s", "settings", show=False),
        Binding("g", "suit_order", show=False),            # (named in the help)
    ]

    def __init__(self, link: SeatLink, settings: Settings) -> None:
        super().__init__(classes="table")
        self.link = link
        self.settings = settings
        info = link.info()
        self.look = for_ruleset(settings.look(), info.ruleset)   # its suits and call words
        self.view: View = link.view()
        self.info: TableFacts = info
        self.selected = 0                          # the chosen card of the shown hand
        self.marked: list[int] = []                # cards marked for one move (indices, in the order marked)
        self.marked_hand: tuple[object, ...] = ()  # the hand the marks belong to
        # set by whoever runs the table: back to the menu (after the question), the settings screen
        self.to_menu: Callable[[], None] | None = None
        self.open_settings: Callable[[], None] | None = None
        self.menu_text: str | None = None         # the title's words for Esc, where it does not go to the menu
        self.asking: ChoicePrompt | None = None    # the prompt open for this seat's decision
        self.asked: tuple[object, ...] | None = None   # the state that prompt was asked in
        self.hinted: tuple[object, ...] | None = None  # the state a hint (t) was asked in
        self.named_for: tuple[object, ...] | None = None   # the state in which the only seat there was to name was named
        # what this seat was told, with the decision then on screen, or whose turn it was (``turn_key``) where it
        # had none ("it is Ben's turn": until that turn ends)
        self.told: list[tuple[str, tuple[object, ...]]] = []
        self.log_owner: tuple[int, int | None, bool] | None = None   # (hand number, seat, covered) the log was written for
        self.log_count = 0
        self.logged: list[str] = []                # the log's lines as last written
        self.shown: tuple[object, ...] | None = None   # what the screen was last drawn from
        self.keys_held = False                     # the status line was drawn while keys were held
        self.unwatch = link.watch(self.changed)
        localise_bindings(self, settings.lang)

    def compose(self) -> ComposeResult:
        with Horizontal(id="title-bar"):
            yield Label("", id="title-text")
            yield Label("", id="title-keys")
        yield SeatsBar(id="seats")
        with Horizontal(id="middle"):
            yield TableInfo(id="info")
            yield GameLog(id="log")
        yield HandView(id="hand")
        yield Label("", id="status")
        yield TableFooter()

    def on_mount(self) -> None:
        self.relabel()
        self.set_interval(0.1, self.show_keys_when_free)

    def show_keys_when_free(self) -> None:
        """While this person's decision holds keys (a burst, a double Enter) the status line is an ellipsis."""
        if self.shown is not None and self.guarding != self.keys_held:
            self.show_status()

    def relook(self, settings: Settings) -> None:
        """The person's settings changed (the settings screen; ``s`` at an SSH table): everything drawn again in their
        words and look."""
        self.settings = settings
        self.look = for_ruleset(settings.look(), self.info.ruleset)
        localise_bindings(self, settings.lang)
        self.relabel()

    def relabel(self) -> None:
        """Draw everything again in the words and look of ``settings`` (the settings screen may change them)."""
        self.query_one("#info").border_title = tr(self.settings.lang, "table_box")
        self.query_one(GameLog).border_title = tr(self.settings.lang, "log")
        self.shown, self.log_owner = None, None
        self.refresh_bindings()
        self.changed()

    def on_unmount(self) -> None:
        self.unwatch()

    def on_screen_suspend(self) -> None:
        if self.is_mounted:
            self.title_bar()

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.title_bar()
        self.changed()

    # ---- show, then ask this seat's decision -------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.link.seat

    def state_key(self) -> tuple[object, ...]:
        """The decision on screen (a window's clock that starts, its bots answered, asks again: with its time)."""
        view = self.view
        return (self.info.hand_number, self.seat, view.log_size, view.phase, view.actor, view.legal,
                self.info.window_left is None)

    def seat_view(self) -> View:
        """The seat's view, its hand in the order the person chose (``g``: grouped by suit)."""
        view = self.link.view()
        return in_suit_order(view) if getattr(self.app, "by_suit", False) else view

    def action_suit_order(self) -> None:
        """``g``: the hand grouped by suit, again by rank; kept for the session (the next person's hand, the next
        table), and at one keyboard for the next start too (``MauMauApp.hand_order_chosen``).  The cursor and the
        marks for a move of several cards stay on their cards."""
        by_suit = not getattr(self.app, "by_suit", False)
        setattr(self.app, "by_suit", by_suit)   # (``GameApp.by_suit``)
        self.changed()
        if (chosen := getattr(self.app, "hand_order_chosen", None)) is not None:
            chosen(by_suit)

    def turn_key(self) -> tuple[object, ...]:
        """Whose turn it is in which hand (what a notice told while this seat has no decision speaks of; two long,
        it never equals a decision's ``state_key``)."""
        return (self.info.hand_number, self.view.actor)

    def changed(self) -> None:
        """The table or the keyboard changed: redraw, close a prompt that no longer fits, ask a new one."""
        if not self.is_mounted:
            return
        covered = self.hides_hands
        self.view, self.info = self.seat_view(), self.link.info()
        if self.hides_hands and not covered:
            clear_private(self.app)          # a notice for the person at the keyboard (advice followed, a refusal
            #                                  naming a card) does not stay while the others watch (PLAYTEST97 F1)
        shown = (self.seat, self.view, replace(self.info, window_left=None), self.asking is None, self.app.size.width)
        if shown != self.shown:            # many changes (a pause, a hand-off elsewhere) leave this seat's view as it was
            self.shown = shown
            self.redraw()
        if self.is_current:                # on top, or seen under a dialog (not under a hand-off, which hides it)
            self.redraw_log(self.seat)
            self.seen_through()             # (a question between them shows it too)
        self.drop_old_hint()
        self.hold_a_burst()
        if self.told:   # taken back once it no longer holds: the turn it was told in ended (PLAYTEST156 F3: "It is
            # Robo's turn now." stood into Anna's), the seat's own turn came (or the hand ended), or the decision it was
            # about is made
            now, turn, mine = self.state_key(), self.turn_key(), self.deciding() or self.view.finished
            kept = [(text, decision) for text, decision in self.told
                    if decision == now or (not mine and decision == turn)]
            done = {text for text, _ in self.told} - {text for text, _ in kept}   # (said again for now: it stays)
            self.told = kept
            if done:
                withdraw_said(self.app, done)
        carried, touched = (self.ask_again() if self.asking is not None and self.asked != self.state_key()
                            else (None, False))
        if self.asking is None and self.is_active and self.seat is not None and (spec := self.prompt()):
            forced, decision = only_name(spec), self.state_key()
            if forced is None or self.named_for == decision:   # (named once and still asked: the table refused it,
                self.ask(spec, carried, touched=touched)        # a vote began meanwhile: the person is asked)
            else:
                self.named_for = decision
                self.send(forced)
        elif touched and carried is not None and carried.move is not None:
            self.question_gone(carried)    # (a catch somebody else made first, or another one)
        self.advise_follow_up()            # (after the question it is for has opened)
        self.show_keys_when_free()         # a hold begun just now (a question gone): its ellipsis in the same frame

    @property
    def hides_hands(self) -> bool:
        """Nobody's cards show: the public view, or the person's covered while the others watch (``notes.joined``)."""
        return self.seat is None or self.info.covered

    def send(self, move: Move) -> None:
        """Make this seat's move; a refusal shows the reason, never a traceback."""
        self.note_followed(move)
        self.moving()
        try:
            self.link.submit(move)
        except (IllegalMoveError, Refused) as error:
            self.moved_in = None
            private_note(self.app, tr(self.settings.lang, "illegal", reason=error), severity="error")
            self.changed()

    # ---- drawing the screen ------------------------------------------------------------------

    def redraw(self) -> None:
        view, info, lang, seat = self.view, self.info, self.settings.lang, self.seat
        names = view.names
        self.title_bar()
        self.query_one(SeatsBar).show(view, self.look, sorted(info.bots), awaited(view))
        self.query_one(TableInfo).show(view, self.look)
        hand = self.query_one(HandView)
        if seat is None:
            hand.hide(self.hidden_words())
            hand.titles(tr(lang, "public_view"), "")
        elif info.covered:                  # the others watch the table until this person's next turn
            hand.hide(tr(lang, "covered_out" if seat in view.out else "covered_hand"))
            hand.titles(self.hand_title(names[seat]), "")
        elif not view.hand:                 # an Ace played as the last card (PLAYTEST110 F11: the box was blank)
            hand.hide(tr(lang, "hand_empty_follow" if view.following else "hand_empty"))
            hand.titles(self.hand_title(names[seat]), "")
        else:
            self.follow_cards((info.hand_number, seat), view.hand)
            if self.marked_hand != (shown := (info.hand_number, seat, view.hand)):   # (the same cards in another
                self.marked, self.marked_hand = marks_moved(self.marked, self.marked_hand, shown), shown   # order: g)
            self.selected = min(self.selected, max(len(view.hand) - 1, 0))
            playable = fitting(view.legal)
            cards = tuple(sorted(view.hand))       # (in whichever order they are shown: g)
            self.cursor_to_playable(playable, (info.hand_number, seat, cards, playable, self.deciding()))
            hand.show(view.hand, playable, self.selected, self.look, self.marked)
            hand.titles(self.hand_title(names[seat]), self.legend())
            self.call_after_refresh(self.link.cards_shown, info.hand_number)   # (``SeatLink.cards_shown``)
        self.show_status()
        self.clear_log(seat)
        self.refresh_bindings()

    def hidden_words(self) -> str:
        """What the hand's box says while no seat's hand is shown (between two people at one keyboard)."""
        everybody_a_bot = len(self.info.bots) == len(self.view.names)   # (a table the bots play alone)
        return tr(self.settings.lang, "bots_hands" if everybody_a_bot else "hidden_hand")

    def hand_title(self, name: str) -> str:
        """The title of this seat's hand box (a screen that adds to it does so here: the title is set, and the
        hand drawn again, only when it changed)."""
        return tr(self.settings.lang, "your_hand", name=name)

    def title_bar(self) -> None:
        lang = self.settings.lang
        # Esc's and the settings' keys are the table's: under a question or a dialog, which take keys of their own,
        # only the help's (every screen's) is offered (PLAYTEST264 N7: "s: settings" above a question that refused it)
        on_top = self.app.screen is self
        menu = (self.menu_text or tr(lang, "title_menu")) if self.to_menu is not None and on_top else None
        title, keys = title_texts(self.info, self.view.names, self.seat, lang, self.app.size.width, menu,
                                  self.open_settings is not None and on_top)
        show_text(self.query_one("#title-text", Label), title, layout=False)   # its size is fixed (app.tcss)
        show_text(self.query_one("#title-keys", Label), keys)

    def status_width(self) -> int:
        """The columns the status line may fill: the terminal's width less its leading blank and one to spare."""
        return max(self.app.size.width - 2, 1)

    def show_status(self) -> None:
        """The status line, fitted to the terminal's width."""
        seat = self.seat
        self.keys_held = self.guarding
        if self.keys_held and self.deciding() and self.asking is None:   # (a question says it on its own)
            line = " " + ellipsis()
        else:
            asking = (self.asking.follow or self.asking) if self.asking is not None else None   # (a joker's suit too)
            asked = asking.spec if asking is not None else self.prompt()
            line = status_line(self.view, seat is not None, self.info, self.look,
                               asked if seat is not None else None, width=self.status_width(),
                               advised=self.advised_play())
        show_text(self.query_one("#status", Label), line)

    def on_resize(self, event: object) -> None:   # (the base class's own handler runs as well)
        self.refit()

    def refit(self) -> None:
        """The title and status lines fitted to the terminal's width, once drawn; under a question too (PLAYTEST91: the
        title stayed cut after the terminal grew under a wish), which has the screen drawn anew when it closes."""
        if self.is_mounted and (self.shown is not None or self.asking is not None):
            self.title_bar()
            self.show_status()
            hand = self.query_one(HandView)
            if hand.cards:                   # (a hidden hand has no legend)
                hand.titles(None, self.legend())

    def legend(self) -> str:
        """The hand's legend, at the room its box's lower border has (the box spans the screen: its corners, a line
        and a blank each side)."""
        lies = any(is_lie(move) for move in self.view.legal)
        width = (self.query_one(HandView).outer_size.width or self.app.size.width) - 6
        return hand_legend(self.settings.lang, len(self.marked), self.multi_play, len(self.view.hand), lies, width)

    @property
    def multi_play(self) -> bool:
        """Several cards of one rank may go in one move (Space marks them)."""
        rules = self.info.ruleset
        return bool(rules.multi_play) and rules.blind is None

    # ---- what the hand keys and the plays (``HandKeys``, ``CardPlays``) need ----------------------

    def shown_hand(self) -> tuple[int, ...]:
        return self.view.hand if self.seat is not None and not self.info.covered else ()

    def hand_widget(self) -> HandView:
        return self.query_one(HandView)

    def marking(self) -> bool:
        return self.multi_play

    def warn(self, key: str, **values: str) -> None:
        self.tell(tr(self.settings.lang, key, **values))

    def refuse(self, action: str, pressed_in: tuple[object, ...] | None = None) -> None:
        """Why a key does nothing; said to whoever looks while the cards are covered (it is nobody's decision here
        then: whose turn it is), where a private notice would go at once (PLAYTEST243 N1: keys went without a word).
        Not where the decision it was pressed in (``pressed_in``) has gone since: "d Enter" drew a penalty, and the
        Enter, held, said the card it had jumped to "cannot be played now"."""
        if pressed_in is not None and pressed_in != self.state_key():
            return
        self.tell(refusal(action, self.view, self.info, self.look, self.chosen), private=not self.info.covered)

    def tell(self, text: str, private: bool = True) -> None:
        """A warning, taken back when it no longer holds: "It is Ben's turn now." once it is this seat's turn,
        advice on a decision ("You have drawn: play the drawn card or p passes.") once the decision is made, and
        any of them once another key is refused (only the newest reason shows)."""
        earlier = {said for said, _ in self.told} - {text}
        if earlier:   # the newest reason stands alone (a pile of notices would cover the hand), once it has joined
            self.app.call_later(withdraw_said, self.app, earlier)
        self.told = [(said, decision) for said, decision in self.told if said == text]
        if self.seat is not None:
            self.told.append((text, self.state_key() if self.deciding() else self.turn_key()))
        warn_once(self.app, text, private=private and self.seat is not None)

    def take_back(self, text: str) -> None:
        self.told = [(said, decision) for said, decision in self.told if said != text]
        withdraw_said(self.app, {text})

    def no_card(self, number: int, size: int) -> None:
        self.tell(tr(self.settings.lang, "no_card", n=number, size=size))

    def may_advise(self) -> bool:
        """``t`` on the table asks advice for the person's own turn (a question asks for its own)."""
        return self.asking is None and self.deciding() and not self.info.covered

    def on_key(self, event: events.Key) -> None:
        """A move key that does nothing now says why (its binding is off: Textual would stay silent); ``t`` makes an
        Enter typed with it wait for the advice (``AdviceWait``)."""
        if event.key == "t":
            self.wait_for_advice()
        if event.key != "f":
            self.forget_cheat()        # ``f`` asks again after any other key (PLAYTEST101 M1: away and back, it cheated)
        action = MOVE_KEYS.get(event.key)
        if action is not None and self.asking is None and not self.check_action(action, ()):
            self.app.call_later(self.refuse, action, self.state_key())   # (after the keys of the same read before it:
            #                                                               a digit's card)

    def marks_changed(self) -> None:
        hand = self.query_one(HandView)
        hand.mark(self.marked)
        hand.titles(None, self.legend())

    def clear_log(self, seat: int | None) -> None:
        """Another person, a new hand or the cards covered: the log is emptied at once (it may hold the person's
        own lines) and written again when the screen is seen (on top, or under a dialog)."""
        owner = (self.info.hand_number, seat, self.info.covered)
        if owner != self.log_owner:
            self.query_one(GameLog).reset()
            self.log_owner, self.log_count = owner, 0

    def redraw_log(self, seat: int | None) -> None:
        """The log's new lines; where lines already written read otherwise now (an SSH host sends the log again in the
        language the person switched to), all of it again from its start."""
        lines = self.link.log_lines(self.settings.lang)
        if lines[:self.log_count] != self.logged[:self.log_count]:
            self.log_owner = None             # (``clear_log`` empties it)
        self.clear_log(seat)
        if len(lines) > self.log_count:   # one write for all new lines: a hand-off rewrites the whole log
            self.query_one(GameLog).add(lines[self.log_count:])
        self.log_count, self.logged = len(lines), lines
