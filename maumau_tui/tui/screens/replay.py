"""The replay viewer: steps through a recorded match (forward, back, from hand to hand), as one seat saw it
or with all hands open (the match is over, nothing is hidden any more)."""

from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.engine.game import Game
from maumau_tui.engine.views import log_lines, view
from maumau_tui.notation import NotationError, parse_move
from maumau_tui.store.positions import Position, Replayed
from maumau_tui.tui.i18n import store_message, tr
from maumau_tui.tui.labels import Look, change_sentence, for_ruleset, label_of, move_label, ruleset_name, scharf_said
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.score_words import comma_items, named_total, w
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.spelling import spelled
from maumau_tui.tui.widgets.key_scroll import KeyScroll
from maumau_tui.tui.widgets.text import KeyHint, items_in_lines

LOG_LINES = 8      # the last lines of the log shown under the hands
TYPED_SECONDS = 1.5   # digits typed within this of each other make one hand number


def totals_lines(head: str, totals: list[str], width: int) -> str:
    """``head`` and the totals after it in lines of at most ``width`` columns, broken between two totals (a name at a
    line's end and its points at the next one's start read as two players' words), each further line indented."""
    items = [head, *comma_items(totals)]
    return "\n".join(items_in_lines(items, width, " ", "  ", "  "))


def new_lines(before: list[str], after: list[str]) -> list[str]:
    """The lines of the log ``after`` that the log ``before`` has not.  A log grows, but a seat's own line may be told
    anew: "(Your card to give: 9 of Spades.)" becomes "Anna gives Robo a card." and "(The card from Anna to Robo: …)"
    once it is taken (PLAYTEST283 F2: the giver's view kept only the last line, as if the log had only grown)."""
    left = Counter(before)
    fresh = []
    for line in after:
        if left[line]:
            left[line] -= 1
        else:
            fresh.append(line)
    return fresh


class ReplayScreen(GameScreen[None]):
    """One position of a recorded match at a time; ``seat`` None: every hand open."""

    BINDINGS = [Binding("right,l", "step(1)", show=False), Binding("left,h", "step(-1)", show=False),
                # (before the page's own: where it scrolls, at 60x20, it took them, PLAYTEST223 F1; ↑↓ scroll it)
                Binding("pagedown,n", "hand(1)", show=False, priority=True),
                Binding("pageup,p", "hand(-1)", show=False, priority=True),
                Binding("home", "go(0)", show=False, priority=True), Binding("end", "go(-1)", show=False, priority=True),
                Binding("s,tab", "seat", show=False),
                *(Binding(str(digit), f"jump({digit})", show=False) for digit in range(10)),
                Binding("escape,q", "back", show=False), Binding("question_mark,f1", "help", show=False)]

    def __init__(self, replayed: Replayed, settings: Settings, title: str = "") -> None:
        super().__init__(classes="setup")
        self.replayed = replayed
        self.settings = settings
        self.title_text = title
        self.index = 0
        self.seat: int | None = None
        self.typed = ""              # the digits of a hand's number typed so far (any other key starts afresh)
        self.typed_at = 0.0          # when its last digit came (on the app's clock)

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        rules = self.replayed.match.ruleset
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "replay_title", name=self.title_text or ruleset_name(rules, lang)),
                        classes="setup-title", markup=False)      # (a file's name: ``[b]x.maumau`` is no markup)
            for note in self.replayed.notes:     # (a Result tag its moves contradict, said all along: PLAYTEST249 F10)
                yield Static(Text(store_message(lang, note), style="bold"), classes="replay-note")   # (wrapped)
            with KeyScroll():
                yield Static(id="replay-position")
            yield KeyHint(tr(lang, "replay_hint"))

    def on_mount(self) -> None:
        self.show()
        for note in self.replayed.notes:
            self.app.notify(store_message(self.settings.lang, note), severity="warning", timeout=12)

    def on_resize(self, event: object) -> None:   # (the base class's own handler runs as well)
        self.show()                                # the totals broken again at the new width

    def width(self) -> int:
        """The columns the position's text has (before the first layout: the terminal's less the box's frame)."""
        shown = self.query("#replay-position").results(Static)
        widget = next(shown, None)
        return widget.content_size.width if widget is not None and widget.content_size.width else self.app.size.width - 4

    @property
    def position(self) -> Position:
        return self.replayed.positions[self.index]

    def show(self) -> None:
        self.query_one("#replay-position", Static).update(self.describe())

    def describe(self) -> Text:
        """The position as text: where it is, what was played, the hands shown, the table and the log.  A hand
        the record has not played to its end (a match still going on) shows no hand at all."""
        lang = self.settings.lang
        look = self.look(lang)
        position, names = self.position, self.replayed.match.names
        game = position.game
        hidden = not self.replayed.played_out(position.hand)
        seat = None if hidden else self.seat
        text = Text(tr(lang, "replay_at", hand=position.hand, hands=self.replayed.hands, move=position.move,
                       moves=self.replayed.moves_in(position.hand)), style="bold")
        # (the log's words spelled out where the screen is in ASCII, as the table's: PLAYTEST223 F2 read "Konig")
        text.append("\n" + spelled(self.move_words(seat, hidden, lang) or tr(lang, "replay_start", hand=position.hand))
                    + "\n")
        mode = (tr(lang, "replay_hidden") if hidden else tr(lang, "replay_all") if seat is None
                else tr(lang, "replay_seat", name=names[seat]))
        text.append(mode + "\n", style="italic")
        for index, hand in enumerate(game.hands):
            if index in game.absent:     # (Faraón: out of the match, dealt nothing; PLAYTEST212 F4 read "Anna (0):")
                text.append(f"{names[index]}: {w(lang, 'out_of_match')}\n")
                continue
            if not hidden and (seat is None or index == seat or game.finished):   # (the hand's end shows every
                #                                    hand left, as the sheet did: PLAYTEST223 N2 read "Anna (3): ▒ ▒ ▒")
                cards = " ".join(label_of(code, look) for code in sorted(hand))
            else:
                cards = "▒ " * min(len(hand), 12)
            text.append(tr(lang, "replay_hand_of", name=names[index], count=len(hand), cards=cards.strip()) + "\n")
        shown = view(game, seat)
        top = label_of(shown.pile_top, look) + ("" if shown.top == shown.pile_top else f" = {label_of(shown.top, look)}")
        head = f"{tr(lang, 'top_card')}: {top} · {tr(lang, 'stock')}: {shown.stock_size} · {tr(lang, 'col_total')}:"
        totals = [named_total(name, total, game.T.score_loser_only, lang)   # (REVIEW127 R9)
                  for name, total in zip(names, position.totals)]
        text.append("\n" + totals_lines(head, totals, self.width()) + "\n")
        for line in self.log_with_changes(seat, lang)[-LOG_LINES:]:
            text.append(spelled(line) + "\n", style="dim")
        return text

    def log_with_changes(self, seat: int | None, lang: str) -> list[str]:
        """The hand's log so far, with each house rule changed by a vote in it where it was made, as the table's log
        said it (PLAYTEST146 F1: a replay stepped on showed players play a drawn card at once, and never why), and a
        Scharf hand said to be one."""
        position, match = self.position, self.replayed.match
        lines = log_lines(position.game, seat, lang)
        # a Scharf hand's line right after the deal, as the table said it (PLAYTEST212 F3: no hand in a replay was
        # said to be scharf); it goes in last, and no vote comes before the deal
        scharf = scharf_said(position.game, match.names)
        dealt = len(lines) - len(log_lines(position.game, seat, lang, scharf[0])) if scharf else 0
        for change in reversed(match.changes):
            if change.hands != position.hand or change.after > position.made:
                continue
            then = next((earlier for earlier in self.replayed.positions
                         if earlier.hand == position.hand and earlier.made == change.after), None)
            at = len(log_lines(then.game, seat, lang)) if then is not None else len(lines)
            lines.insert(at, change_sentence(change, match.ruleset, lang))
        if scharf is not None:
            lines.insert(dealt, scharf[1](lang))
        return lines

    def move_words(self, seat: int | None, hidden: bool, lang: str) -> str:
        """The move that led here as the log says it (as ``seat`` saw it); with every hand open, the record's line
        after it (a seat's own view, or a hand still in play, never shows it: it names cards given, cheats ...)."""
        position = self.position
        if not position.said:
            return ""
        before = self.replayed.positions[self.index - 1].game if self.index > 0 else None
        lines = log_lines(position.game, seat, lang)
        words = " ".join(new_lines(log_lines(before, seat, lang), lines) if before is not None and before.log else lines)
        if seat is None and not hidden:     # (the notation is the record's, in no language: said to be so)
            said = tr(lang, "replay_said", move=position.said)
            return f"{words}  ({said})" if words else said
        if not words and before is not None and seat is not None:
            words = self.own_choice(before, seat, lang)
        # (nothing of it in this seat's log: whose move it was, PLAYTEST194 F5 read only "…" for a card given)
        return words or tr(lang, "replay_unseen", name=position.said.partition(": ")[0])

    def own_choice(self, before: Game, seat: int, lang: str) -> str:
        """``seat``'s own move that no log line tells (an answer to a window: the swap let through, a wait), as its
        choice read at the table; "" for another seat's (PLAYTEST282 N3: Robo's own view said Robo's answer "cannot
        be seen from here")."""
        match = self.replayed.match
        name, _, text = self.position.said.partition(": ")
        if match.names[seat] != name:
            return ""
        try:
            move = parse_move(text, match.names)
        except NotationError:
            return ""
        return tr(lang, "replay_own", name=name, move=move_label(move, match.names, self.look(lang), view(before, seat)))

    def look(self, lang: str) -> Look:
        """How cards and calls are written in ``lang`` for this match's ruleset."""
        return for_ruleset(Look(lang, self.settings.letters), self.replayed.match.ruleset)

    def on_key(self, event: events.Key) -> None:
        if event.character is None or not event.character.isdigit():
            self.typed = ""          # (before the key's own action: a number is typed in one go)

    def go_to(self, index: int) -> None:
        self.index = max(0, min(index, len(self.replayed.positions) - 1))
        self.show()

    def action_step(self, delta: int) -> None:
        self.go_to(self.index + delta)

    def action_hand(self, delta: int) -> None:
        position = self.position
        hand = position.hand + delta if delta > 0 or position.move == 0 else position.hand
        self.go_to(self.replayed.start_of(hand) if 1 <= hand <= self.replayed.hands else self.index)

    def action_jump(self, digit: int) -> None:
        """A digit: to the hand of the number typed so far with it, where there is one ("1 6": hand 16; PLAYTEST212 F5:
        hands from 10 on could not be reached by number), else to the hand of the digit alone.  A digit that comes
        more than ``TYPED_SECONDS`` after the one before starts afresh (REVIEW276 N12: 1, a look, 2 went to hand 12)."""
        now = self.app.clock.now()   # type: ignore[attr-defined]
        if now - self.typed_at > TYPED_SECONDS:
            self.typed = ""
        self.typed_at = now
        typed = next((number for number in (self.typed + str(digit), str(digit))
                      if 1 <= int(number) <= self.replayed.hands), None)
        if typed is not None:
            self.go_to(self.replayed.start_of(int(typed)))
        else:                     # (PLAYTEST223 N4: "9" in a match of 2 hands did nothing, without a word)
            warn_once(self.app, tr(self.settings.lang, "replay_no_hand", typed=self.typed + str(digit),
                                   hands=self.replayed.hands), private=False)
        self.typed = typed or ""

    def action_go(self, index: int) -> None:
        self.go_to(index if index >= 0 else len(self.replayed.positions) - 1)

    def action_seat(self) -> None:
        """All hands open, then each seat's own view in turn; in a hand still being played (no hand shows in any
        view) it says so (PLAYTEST208 F4: s did nothing there, without a word)."""
        if not self.replayed.played_out(self.position.hand):
            warn_once(self.app, tr(self.settings.lang, "replay_hidden"), private=False)
            return
        seats = len(self.replayed.match.names)
        self.seat = 0 if self.seat is None else (None if self.seat + 1 >= seats else self.seat + 1)
        self.show()

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import open_screen_help

        open_screen_help(self.app, "replay", self.settings.lang)

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.dismiss(None)
        else:
            self.app.exit()
