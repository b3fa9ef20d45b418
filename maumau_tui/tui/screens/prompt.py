"""A decision asked in a modal prompt: the legal choices only, an optional countdown, a typed answer."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from maumau_tui.notation import Move
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.spelling import spelled, spelled_lines
from maumau_tui.tui.keys import digit_of
from maumau_tui.tui.notes import warn_once, withdraw_said
from maumau_tui.tui.prompts import Choice, PromptSpec, line_making
from maumau_tui.tui.screens.advice_wait import AdviceWait
from maumau_tui.tui.screens.base import GameModal, HeldKeyLine
from maumau_tui.tui.widgets.dimmed import DimmedBehind

Countdown = Callable[[], "float | None"]


WINDOW_KINDS = frozenset({"victim", "gift", "swap", "block", "window"})   # prompts that answer what just happened
CHOOSING_KEYS = frozenset({"up", "down", "home", "end", "pageup", "pagedown", "enter"})   # (and a line's own digit)
RECENT_LINES = 3         # the log's newest lines such a prompt repeats (its box covers them on the table) ...
PROMPT_ROWS = 6          # ... where its box has room: its borders, the choices' borders and the key line, its title ...
PROMPT_TEXT_CELLS = 56   # ... its lines this wide, its choices' lines (in their own border) this wide ...
CHOICE_CELLS = 52
BOX_ROWS = 20            # ... its most rows (#prompt-box's max-height) ...
BELOW_ROWS = 7           # ... and the hand's box with the status and key lines under it stays uncovered; where the
TOP_ROWS = 5             # box, standing in the middle, would cover it, it stands right above the hand instead, under
#                          the title bar, the seat bar and the table's top card and wish
CARDS_ROWS = 12          # a box in the middle taller than the screen less these reaches down to the hand's cards ...
TIGHT_SAVES = 3          # ... and stands above them, tight: without the blank under its title and the choices' border,
TIGHT_LEAST = 3          # where at least this many of its choices fit (more scroll)


def recent_lines(spec: PromptSpec, log: Sequence[str], height: int) -> list[str]:
    """The log's newest lines for a window's prompt (what it answers): all of them where its box, standing in the
    middle of a screen ``height`` rows tall, stays clear of the hand below it; else the newest that fit in a box
    standing right above the hand (``stands_low``, without the blank rows under its title and the lines), from none
    at all to all of them."""
    if spec.kind not in WINDOW_KINDS:
        return []
    recent = list(log)[-RECENT_LINES:]
    if box_rows(spec, recent) <= height - 2 * BELOW_ROWS:
        return recent
    room = min(BOX_ROWS, height - BELOW_ROWS - TOP_ROWS)
    while recent and box_rows(spec, recent, low=True) > room:
        recent.pop(0)
    return recent


def box_rows(spec: PromptSpec, recent: Sequence[str], low: bool = False) -> int:
    """The rows a prompt's box takes with ``recent`` lines of the log, standing in the middle or ``low`` (PLAYTEST106
    F5: a title of two rows counted one; PLAYTEST153 F3: a choice's line broken in two)."""
    lines = sum(map(rows_of, recent)) + 1 if recent else 0
    choices = choice_rows(spec)
    rows = PROMPT_ROWS + rows_of(spec.title) + choices + (2 if spec.timeout is not None else 0) + lines
    return rows - 2 if low and recent else rows


def stands_low(spec: PromptSpec, recent: Sequence[str], height: int) -> bool:
    """The prompt's box, with the log's ``recent`` lines, stands right above the hand: in the middle it would cover it."""
    return bool(recent) and box_rows(spec, recent) > height - 2 * BELOW_ROWS


def tight_choices(spec: PromptSpec, recent: Sequence[str], height: int) -> int | None:
    """Where the prompt's box, in the middle, would cover the hand's cards (a short terminal, 60×20): the rows its
    choices may take while it stands right above the hand instead, without the blank rows under its title and over
    its clock nor the choices' border, under the title bar; a longer list scrolls (the joker's thirteen ranks:
    PLAYTEST232 F2).  None: it stands as before (in the middle, or low with the log's lines, or where not even
    ``TIGHT_LEAST`` of its choices would fit so).  (PLAYTEST224 N4, PLAYTEST231 N1: a window's question hid the hand
    while its clock ran.)"""
    rows = box_rows(spec, recent)
    if stands_low(spec, recent, height) or rows <= height - CARDS_ROWS:
        return None
    choices = choice_rows(spec)
    rest = rows - choices - TIGHT_SAVES - (1 if spec.timeout is not None else 0)   # the tight box but its choices
    room = min(height - BELOW_ROWS - 1, BOX_ROWS) - rest   # (PLAYTEST248 F1: at 100×30 past the box's most rows)
    return min(choices, room) if room >= min(choices, TIGHT_LEAST) else None


def choice_rows(spec: PromptSpec) -> int:
    """The rows a prompt's choices take, each line with the rows it breaks into."""
    return sum(rows_of(f"1. {choice.label}", CHOICE_CELLS) for choice in spec.choices)


def rows_of(text: str, cells: int = PROMPT_TEXT_CELLS) -> int:
    """The rows ``text`` takes in a prompt's box (about: broken between words, a line may take a little more)."""
    return 1 + max(0, len(text) - 1) // cells


def same_line(choice: Choice, line: Choice) -> bool:
    """``choice`` is ``line`` again: the same move; for a group (no move) and for ``accept``, whose meaning its words
    say (let a swap happen, or draw cards for a Queen), the same words too.  A line that asks further (a joker's rank)
    is never the line that makes its first move at once (a question against the clock that lists the joker's cards
    flat, or no longer: ``window_prompt``), nor the reverse: Enter there would play a suit never chosen."""
    if (choice.then is None) != (line.then is None):
        return False
    if line.move is None or line.move.kind == "accept":
        return choice.move == line.move and choice.label == line.label
    return choice.move == line.move


HELD_WORDS = {"answer": "countdown_held", "away": "countdown_away", "bots": "countdown_bots",   # why a clock stands still
              "look": "countdown_look", "paused": "countdown_paused", "yours": "countdown_yours"}


class ChoicePrompt(AdviceWait, HeldKeyLine, DimmedBehind, GameModal[Move | None]):
    """Shows a ``PromptSpec``; dismisses with the chosen move (``None`` when cancelled).

    A digit chooses a line and Enter confirms it, as on the table, where a digit chooses a card: so the
    habit "digit, Enter" never leaves a key over for the screen that comes next.  ``countdown`` gives the
    seconds left of a timed decision; the prompt only shows them (the referee sends ``wait`` when time
    runs out, and the table screen then closes the prompt)."""

    BINDINGS = [*(Binding(str(n % 10), f"highlight({n - 1})", show=False) for n in range(1, 11)),   # 0: the tenth
                Binding("escape", "cancel", show=False), Binding("q", "leave", show=False),   # q: as at the table
                Binding("t", "hint", show=False), Binding("r", "rules", show=False)]   # the table's footer below names them

    def __init__(self, spec: PromptSpec, lang: str, countdown: Countdown | None = None,
                 hint: Callable[[], None] | None = None, recent: Sequence[str] = (),
                 leave: tuple[str, Callable[[], None]] | None = None,
                 followed: Callable[[], None] | None = None, covered: Callable[[], None] | None = None) -> None:
        super().__init__(classes=f"prompt -{spec.kind}")
        self.spec = spec
        self.lang = lang
        self.countdown = countdown if spec.timeout is not None else None
        self.held: Callable[[], str] | None = None   # why the countdown stands still ("answer", "away", "bots", "look"; "": runs)
        self.hint = hint        # key t: the hint for this decision (the table screen below asks for it)
        self.rules: Callable[[], None] | None = None   # key r: the rules page over the question (not against the clock)
        self.recent = spelled_lines(recent)   # the log's newest lines, which the box would hide (what the answer is to)
        self.given = list(recent)             # ... as they were given, to fit again to another height
        self.follow: ChoicePrompt | None = None   # the follow-up question open over this one
        self.advised: Move | None = None          # the move the advice on screen points at (``point_at``)
        self.told: str | None = None              # the notice of the keys this prompt takes, once a stray key asked it
        self.leave = leave      # Esc on a question that must be answered: ("Esc: menu", the table's question)
        self.followed = followed  # told when a follow-up question opens or closes (the status line says it)
        # told when, in a timed question, the person chose a line that asks further (a joker's suit): the answer came
        # in time, and the window's clock stands still while they finish it, where the table allows (at one keyboard)
        self.answering: Callable[[], None] | None = None
        self.hint_holds = False   # a hint (t) stops its clock, at one keyboard: the countdown says so (PLAYTEST248 N4)
        self.covered = covered    # told when another screen comes over this one or goes (the key bar below follows)
        self.start_at = spec.start  # the line the cursor starts on (the person's line in a question this replaces)
        self.touched = False      # opened by the person's key, or on the person's line in a question it replaces
        # Enter chooses nothing, and says this word instead, until another key has chosen a line: each line is a lie
        # ("declare_choose"), the person's line went with the question this replaces ("prompt_changed": set by the
        # table), or a key came while the question held keys, before any line was chosen ("prompt_keys_early",
        # PLAYTEST207 F1: "3" dropped, the Enter after it took the first line)
        self.enter_waits: str | None = "declare_choose" if spec.choose_first else None
        self.keyed = False         # a key came here (the person is at this question, even where it moved nothing)
        self.chose = False         # ... a key that chooses or confirms a line (a digit it takes, an arrow, Enter)

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Label(self.spec.title, id="prompt-title")
            if self.recent:
                yield Static("\n".join(self.recent), id="prompt-recent", markup=False)
            yield OptionList(*(Option(self.line_text(index, choice)) for index, choice in enumerate(self.spec.choices, 1)),
                             id="prompt-choices")
            if self.countdown is not None:
                yield Label(self.countdown_text(), id="prompt-countdown")
            yield Label(self.key_line(), id="prompt-hint")

    def line_text(self, number: int, choice: Choice) -> str:
        """``3. Ben``: the line's digit (its number, 0 for the tenth; a rank's own where ``spec.keys`` says) first; the
        label spelled out where the screen is in ASCII, as the log spells it (PLAYTEST166 F1: "Grun" beside "Gruen")."""
        label = spelled(choice.label)
        if self.spec.keys:
            key = self.spec.keys[number - 1]
            return f"{key}. {label}" if key else f"   {label}"
        return f"{number % 10}. {label}" if number <= 10 else label

    def key_words(self) -> str:
        hint = tr(self.lang, "prompt_hint")
        if self.spec.cancellable:
            return hint + " · " + tr(self.lang, "prompt_cancel")
        return hint + " · " + self.leave[0] if self.leave is not None else hint

    def on_mount(self) -> None:
        if self.closed or not self.is_attached:
            return              # withdrawn before it was mounted (moves back to back): nothing to set up
        try:
            choices = self.query_one(OptionList)
        except NoMatches:
            return
        choices.highlighted = min(self.start_at, max(0, len(self.spec.choices) - 1))
        choices.focus()
        self.place_box()
        self.watch_key_line()
        if self.countdown is not None:
            self.set_interval(0.2, self.show_countdown)

    def countdown_text(self) -> str:
        left = self.countdown() if self.countdown is not None else None
        why = self.held() if self.held is not None else ""
        key = HELD_WORDS.get(why, "countdown_hint" if self.hint_holds else "countdown")
        return tr(self.lang, key, s=math.ceil(left if left is not None else self.spec.timeout or 0))   # (a clock that
                                                                                                    # does not move: why)

    def show_countdown(self) -> None:
        self.query_one("#prompt-countdown", Label).update(self.countdown_text())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def on_key(self, event: events.Key) -> None:
        """A letter or a digit the prompt does not take is answered with the keys it does take (one notice,
        however often it is pressed); it chooses nothing.  Bound keys go on to their bindings.  After the
        person's line went (``enter_waits``), Enter waits until another key has chosen a line."""
        self.keyed = True
        if event.key == "t":
            self.wait_for_advice()
        if self.enter_waits is not None:
            if event.key == "enter":
                event.stop()
                event.prevent_default()
                # Said again at each Enter, in place of the word said when it opened (PLAYTEST173 F1 pressed Enter twice
                # more and saw nothing happen; REVIEW174 then saw the word twice).
                said = tr(self.lang, self.enter_waits)
                withdraw_said(self.app, {said})
                warn_once(self.app, said)
                return
            self.enter_waits = None
        char = event.character or ""
        count = min(len(self.spec.choices), 10)
        unbound = event.is_printable and event.key not in self.active_bindings
        digit = digit_of(char)
        takes = char in self.spec.keys if self.spec.keys else 1 <= (digit or 10) <= count   # (a rank's own digit)
        if unbound or (digit is not None and not takes):
            self.tell_keys()
        elif event.key in CHOOSING_KEYS or (takes and bool(char) and (bool(self.spec.keys) or digit is not None)):
            self.chose = True      # (``takes`` is the rank's key where there are keys; else a digit's line)

    def takes_key(self, event: events.Key) -> bool:
        """(``Guarded``.)  A key other than Enter that is not taken, before a line was chosen, was meant for a line
        unseen: until a line is chosen, Enter chooses nothing (a second Enter held against a double press leaves the
        next one free: ``hold_enter``)."""
        taken = super().takes_key(event)
        if not taken and event.key != "enter" and not self.chose and not self.closed and self.is_active:
            self.enter_waits = self.enter_waits or ("declare_choose" if self.spec.choose_first else "prompt_keys_early")
        return taken

    def tell_keys(self) -> None:
        """The keys this question takes, said once however often a key it does not take is pressed."""
        count = min(len(self.spec.choices), 10)
        key = "prompt_keys_ranks" if self.spec.keys else \
            "prompt_keys_one" if count == 1 else "prompt_keys_ten" if count == 10 else "prompt_keys"
        self.told = tr(self.lang, key, n=count)
        warn_once(self.app, self.told)

    def on_unmount(self) -> None:
        """The notice of this prompt's keys goes with the prompt."""
        told = self.told
        if told is not None:
            withdraw_said(self.app, {told})

    def chosen_line(self) -> Choice | None:
        """The line the cursor is on."""
        try:
            index = self.query_one(OptionList).highlighted
        except NoMatches:
            index = self.start_at
        return self.spec.choices[index] if index is not None and 0 <= index < len(self.spec.choices) else None

    def been_at(self) -> bool:
        """Whether the person has been at this question (``touched``, a key pressed in it, or the cursor moved); not
        for a question the game opened that went untouched: nothing of the person's came too late."""
        return self.touched or self.keyed or self.moved()

    def picked(self) -> bool:
        """Whether the line the cursor is on is the person's: they opened the question or came to it on their line
        (``touched``), chose or confirmed a line, or moved the cursor.  A stray key, Esc or a dialog over the
        question is none of that: its line going was "too late" for nothing they did (PLAYTEST160 F1, F2)."""
        return self.touched or self.chose or self.moved()

    def moved(self) -> bool:
        """The cursor is off the line it started on."""
        try:
            return self.query_one(OptionList).highlighted != self.start_at
        except NoMatches:
            return False

    def start_on(self, line: Choice) -> bool:
        """Start on ``line`` of a question this one replaces; False when it is gone."""
        for index, choice in enumerate(self.spec.choices):
            if same_line(choice, line):
                self.start_at = index
                return True
        return False

    def show_recent(self, lines: Sequence[str]) -> None:
        """The log's newest lines above the choices, brought up to date (where the box has room for them)."""
        self.given = list(lines)
        self.fit_recent()

    def fit_recent(self) -> None:
        """Of the log's lines given, those the box has room for at the terminal's height now; the box placed anew."""
        self.recent = spelled_lines(recent_lines(self.spec, self.given, self.app.size.height))
        try:
            shown = self.query_one("#prompt-recent", Static)
            shown.update("\n".join(self.recent))
            shown.display = bool(self.recent)
        except NoMatches:
            pass
        self.place_box()

    def place_box(self) -> None:
        """In the middle of the screen, or right above the hand where the log's lines make the box too tall, or where in
        the middle it would cover the hand's cards (tight)."""
        height = self.app.size.height
        self.set_class(stands_low(self.spec, self.recent, height), "-low")
        rows = tight_choices(self.spec, self.recent, height)
        self.set_class(rows is not None, "-tight")
        try:   # (a list longer than there is room for scrolls; else the style sheet's height)
            choices = self.query_one("#prompt-choices", OptionList)
        except NoMatches:
            return
        choices.styles.max_height = rows if rows is not None and rows < choice_rows(self.spec) else None
        self.call_after_refresh(choices.scroll_to_highlight)   # (shrunk: the cursor's line stays in sight, PLAYTEST253 F2)

    def on_resize(self, event: events.Resize) -> None:   # (the base class's own handler runs as well)
        """A terminal resized under an open question: the log's lines that fit now, and placed anew (PLAYTEST232 F1:
        opened at 100×30 and shrunk to 60×20, it stayed in the middle and hid the hand)."""
        self.fit_recent()

    def action_highlight(self, index: int) -> None:
        if self.spec.keys:             # the digit's own line (a rank's), not the line of that number
            key = str((index + 1) % 10)
            index = self.spec.keys.index(key) if key in self.spec.keys else -1
        if 0 <= index < len(self.spec.choices):
            self.query_one(OptionList).highlighted = index

    def point_at_line(self, index: int, move: Move) -> None:
        """The cursor to line ``index`` itself (not the line a digit key names: a joker's question keys its lines by
        rank), for advice to make ``move``; a group's follow-up then starts on the line that makes it."""
        if 0 <= index < len(self.spec.choices):
            self.query_one(OptionList).highlighted = index
            self.advised = move

    def action_pick(self, index: int) -> None:
        if self.closed or not self.is_active or self._close_with is not None or not 0 <= index < len(self.spec.choices):
            return      # (a line chosen as a screen came over the question, or as it went: as stale as a late key)
        if self.held is not None and self.held() == "away":     # the table waits for a player who dropped: the
            warn_once(self.app, tr(self.lang, "prompt_waits"))   # question stays, its answer waits (PLAYTEST103 F5:
            return                                               # it went, refused, and came back with its 3 s)
        choice = self.spec.choices[index]
        if choice.then is not None:
            self.follow_up(choice.then)
            return
        self.dismiss(choice.move)

    def follow_up(self, spec: PromptSpec) -> None:
        """A group (a joker's rank): ask its follow-up (the suit); Esc there comes back here."""
        if self.countdown is not None:
            spec = PromptSpec(spec.kind, spec.title, spec.choices, spec.cancellable, self.spec.timeout,
                              self.spec.on_timeout)

        def done(move: Move | None) -> None:
            self.follow = None
            if self.followed is not None:
                self.followed()
            if move is not None:
                self.dismiss(move)

        self.follow = ChoicePrompt(spec, self.lang, self.countdown, self.hint, leave=self.leave,   # q: the menu
                                   covered=self.covered)
        self.follow.held, self.follow.rules = self.held, self.rules
        advised = None if self.advised is None else line_making(spec.choices, self.advised)
        if advised is not None:   # (advice to play the joker as 10♠: its suit's line, not the first, 10♣)
            self.follow.start_at = advised
        if self.enter_hold is not None:
            self.follow.hold_enter(*self.enter_hold)
        self.app.push_screen(self.follow, done)
        if self.followed is not None:
            self.followed()
        if self.countdown is not None and self.answering is not None:   # (PLAYTEST222 F1: the clock ran out while she
            self.answering()                                             # named the joker's suit)

    def on_screen_suspend(self) -> None:
        if self.covered is not None:
            self.covered()

    def on_screen_resume(self) -> None:
        if self.covered is not None:
            self.covered()

    def withdraw(self) -> None:
        """Close this question and its follow-up without an answer (it is out of date), at once or as soon as a
        dialog over it has closed."""
        if self.follow is not None:
            self.follow.withdraw()
        if not self.is_active:       # under a dialog until it closes: meanwhile it shows nothing, the table shows
            for child in self.children:
                child.display = False
        self.close_soon(None)

    def action_hint(self) -> None:
        if self.hint is not None:
            self.hint()

    def action_rules(self) -> None:
        """Key r: the rules (PLAYTEST105 F1: the key bar below offered them; r only said which keys the question
        takes).  Not in a question against the clock, whose time would run out under the page."""
        if self.rules is not None and self.spec.timeout is None:
            self.rules()
        else:
            self.tell_keys()

    def may_advise(self) -> bool:
        return self.hint is not None

    def confirm(self) -> None:
        """The Enter that waited for the advice: the line the cursor is on now, the advised one (PLAYTEST95 F6: "t
        Enter" asked for advice and then took it; the Enter was dropped without a word)."""
        index = self.query_one(OptionList).highlighted
        if index is not None:
            self.action_pick(index)

    def action_cancel(self) -> None:
        if self.spec.cancellable:
            self.dismiss(None)
        elif self.leave is not None:
            self.leave[1]()

    def action_leave(self) -> None:
        """``q``: the table's way to the menu (asked first), also from a question that Esc only closes."""
        if self.leave is not None:
            self.leave[1]()
        else:
            self.action_cancel()
