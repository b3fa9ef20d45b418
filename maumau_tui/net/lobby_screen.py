"""The lobby a player sees after ``ssh -p PORT Anna@host``: the server's tables, and making, joining,
watching and starting one.  Everything shown comes from the host's ``lobby`` message; every choice goes
back as a request the host checks (a refusal is shown with its reason).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rich.text import Text
from textual.geometry import Region
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from maumau_tui.net.connection_screen import ConnectionScreen
from maumau_tui.net.create_screen import CreateScreen
from maumau_tui.net.group_screen import GroupScreen
from maumau_tui.net.lobby_lines import ends_without, people_at, table_line
from maumau_tui.net.seat_help import lobby_help
from maumau_tui.net.words import word
from maumau_tui.tui.screens.dialogs import ConfirmScreen, HelpScreen
from maumau_tui.tui.widgets.text import key_lines

Send = Callable[[dict[str, Any]], None]


def sentence(text: str, names: Iterable[str] = ()) -> str:
    """A refusal as a line of its own: a capital first, a full stop last (the host's reasons are phrases, made to
    follow "Not allowed:" at the table); one that begins with one of ``names`` keeps it as it is written (PLAYTEST108
    F12: "pia closed table #7" read "Pia closed ...")."""
    text = text.strip()
    if not text:
        return text
    named = any(text.startswith(name) and (text[len(name):len(name) + 1] in ("", " ", "'", ":", ",")
                                           or text[len(name):len(name) + 2] == "s ") for name in names if name)
    return (text if named else text[0].upper() + text[1:]) + ("" if text[-1] in ".!?…" else ".")


def changed(then: object, now: object) -> bool:
    """A table listed then is listed otherwise now (one gone from the list is not: a line saying it went stays,
    PLAYTEST120 F1: "Carl closed table #21" was wiped at once)."""
    return now is not None and now != then


class TableList(VerticalScroll):
    """The lobby's list of tables: when its height changes (a notice, the connection check, a resize), the chosen
    table is scrolled into view again (PLAYTEST237 F4, N2: a news of three rows, or a stray key's notice, pushed its
    last lines out of view)."""

    def on_resize(self, event: events.Resize) -> None:
        screen = self.screen
        if isinstance(screen, LobbyScreen):
            self.call_after_refresh(screen.keep_chosen_in_view)


class LobbyScreen(ConnectionScreen):
    """The connection's lines, then the tables of the server; the chosen one is marked."""

    DEFAULT_CSS = ("LobbyScreen { padding: 1 2; overflow-y: hidden; } LobbyScreen Static { height: auto; margin-bottom: 1; } "
                   "#lobby-foot { dock: bottom; height: auto; background: $background; } "   # the keys stay in view
                   "#lobby-group { margin-bottom: 0; } "
                   # only the list scrolls: who and where one is stays in view above it (PLAYTEST108 F13)
                   "#lobby-list { height: 1fr; min-height: 2; scrollbar-size-vertical: 1; }")
    BINDINGS = [Binding("up", "move(-1)", show=False), Binding("down", "move(1)", show=False),
                Binding("home", "go(0)", show=False), Binding("end", "go(-1)", show=False),
                Binding("c", "create", show=False), Binding("enter,j", "join", show=False),
                Binding("w", "watch", show=False), Binding("s", "start", show=False),
                Binding("l", "leave", show=False), Binding("q", "quit", show=False),
                Binding("g", "group", show=False), Binding("question_mark,f1", "help", show=False),
                Binding("e", "app.language", show=False), Binding("k", "app.letters", show=False)]
    OWN_KEYS = frozenset(key for binding in BINDINGS if isinstance(binding, Binding)   # (its bindings' keys: any other
                         for key in binding.key.split(","))                           # printable one is told so)

    def __init__(self, user: str, lang: str, send: Send, quit_app: Callable[[], None]) -> None:
        super().__init__(user, lang)
        self.send, self.quit_app = send, quit_app
        self.tables: list[dict[str, Any]] = []
        self.rulesets: list[str] = ["standard"]
        self.chosen = 0
        self.notice = ""
        self.asked: object = None           # the table asked about last, and a refusal with that table as it was
        self.refusal: tuple[str, object, object] | None = None   # (its words, the table, the table then)
        self.left: tuple[str, object, bool] | None = None   # what leaving a match said, its table, whether it ends
        self.moved_from: object = None      # the table under the cursor that left the list (the cursor slid on)
        self.told_of: tuple[object, object, object] | None = None   # news of a table: (its words in each language, the
        #                                                                table, the table then)
        self.news = ""                      # what ended meanwhile: in view until the next key in the lobby itself
        self.news_texts: dict[str, str] = {}   # ... in each language (said again in the language turned to)
        self.group: list[str] = [user]      # the people at this terminal, as the host agreed to them
        self.asking: GroupScreen | None = None   # the question of who else plays here, while it is open
        self.chosen_rows = (0, 0)           # the chosen table's first row in the list, and its rows
        self.last_form: dict[str, Any] | None = None   # the new-table form sent last (the next starts from it)
        self.leaving: tuple[ConfirmScreen, object] | None = None   # "leave the match at #n for good?" open, and its n

    def below(self) -> ComposeResult:
        yield Label(Text(word(self.lang, "title", user=self.user), style="bold"), id="lobby-title")
        with TableList(id="lobby-list", can_focus=False):
            yield Static("", id="lobby-tables")
        with Vertical(id="lobby-foot"):       # at the screen's foot, however many tables the list above holds
            yield Static("", id="lobby-notice", markup=False)   # (a refusal, what leaving did: always in view)
            yield Static(word(self.lang, "keys"), id="lobby-keys", markup=False)
            yield Static(word(self.lang, "group_line", names=self.user), id="lobby-group", markup=False)

    def on_mount(self) -> None:      # (after ConnectionScreen's)
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)

    async def on_key(self, event: events.Key) -> None:   # (ConnectionScreen's too: Space checks the connection)
        """A printable key the lobby does not take says so, where its refusals stand (PLAYTEST219 N5: x, z or 1 did
        nothing, without a word, where every stray key at the table is answered)."""
        if event.is_printable and event.key != "space" and event.key not in self.OWN_KEYS:
            self.notice = word(self.lang, "lobby_key_unknown")
            self.draw()

    def on_resize(self, event: events.Resize) -> None:   # (Textual calls ConnectionScreen's too)
        self.call_after_refresh(self.show_keys)
        self.call_after_refresh(self.show)

    def relang(self, lang: str) -> None:
        super().relang(lang)
        self.notice = ""                 # (a refusal: said in the other language)
        if self.news:                    # news in the language turned to (PLAYTEST237 N7: it was wiped)
            self.news = sentence(self.in_lang(self.news_texts), self.names())
        self.query_one("#lobby-title", Label).update(Text(word(lang, "title", user=self.user), style="bold"))
        self.show_keys()
        self.show()

    def show_keys(self) -> None:
        """The key line broken to the width it has now (between its items)."""
        keys = self.query_one("#lobby-keys", Static)
        if keys.size.width > 0:
            keys.update(key_lines(word(self.lang, "keys"), keys.size.width))
        self.show_group()

    def show_group(self) -> None:
        """The seats at this terminal and ``g``, broken between the two (at 60 columns in German "mitspielt" stood
        alone on a line: PLAYTEST187)."""
        line = self.query_one("#lobby-group", Static)
        said = word(self.lang, "group_line", names=", ".join(self.group))
        line.update(key_lines(said, line.size.width) if line.size.width > 0 else said)

    def update(self, message: dict[str, Any]) -> None:
        before, under = self.own_table(), self.current()
        self.tables = [table for table in message["tables"] if isinstance(table, dict)]
        self.rulesets = list(message["rulesets"]) or ["standard"]
        self.chosen = min(self.chosen, max(0, len(self.tables) - 1))
        own = self.own_table()
        now = self.current()
        if own is not None and (before is None or own.get("number") != before.get("number")):
            self.chosen = self.tables.index(own)    # a table just made or joined: the cursor goes to it
            self.moved_from = None                  # (on purpose: after `a`, Enter is for it, PLAYTEST143 F3)
        elif under is not None and self.listed(under.get("number")) is None and now is not None:
            self.moved_from = under.get("number")   # the table under the cursor went: Enter or w is not for the next
        if own is not None and all(own.get("seats", [])) and self.notice == sentence(word(self.lang, "seats_open")):
            self.notice = ""                        # "wait until every seat is taken": every seat is, now
        if self.outdated(self.refusal, self.notice):
            self.notice = ""     # the refusal was about the table as it was (PLAYTEST117 F1: "not started yet")
        if self.news and self.outdated(self.told_of, self.news_texts):
            self.news = ""       # "the seat at table #18 is free again": somebody sat down there (PLAYTEST120 F3)
        if self.left is not None and self.notice == self.left[0]:
            listed = self.listed(self.left[1])     # (started, over, seats)
            if listed is None:
                self.notice = ""     # "a bot plays your seat to the end": the match left the list (PLAYTEST120 F4)
            elif listed[1] and self.left[2]:   # the others would end it: it ended as this terminal left (PLAYTEST133 F3;
                #                                    not a match that ended later of itself: REVIEW136 R5)
                self.notice = self.left_words("left_match_over", self.left[1])
                self.left = None
        if self.leaving is not None and self.over(self.leaving[1]):
            self.leaving[0].dismiss(False)   # its match is over: nothing to leave (PLAYTEST120: the question stayed;
            self.leaving = None              # PLAYTEST143: also while the list still shows it, "match over")
        elif self.leaving is not None and (own := self.own_table()) is not None and own.get("number") == self.leaving[1]:
            self.leaving[0].ask(self.leave_question(own))   # (whether it ends the match, as the others wish now:
            #                                                 PLAYTEST138, the question stood as first asked)
        self.show()

    def outdated(self, line: tuple[object, object, object] | None, shown: object) -> bool:
        """Whether ``line`` (its words, its table, the table then) is the one ``shown`` and the list now shows that
        table otherwise (``changed``)."""
        return line is not None and shown == line[0] and changed(line[2], self.seen(line[1]))

    def seen(self, number: object) -> object:
        """Table ``number`` as listed now (``listed``); no ``number``: every table as listed (a refusal of a key that
        asked of no table, "you have no seat at a table", goes as the list changes: PLAYTEST192 F2)."""
        return self.listed(number) if number is not None else tuple(self.listed(table.get("number")) for table in self.tables)

    def ours(self) -> set[str]:
        """The people at this terminal, case-folded."""
        return {member.casefold() for member in self.group}

    def own_table(self) -> dict[str, Any] | None:
        """The table this player sits at (not one whose match is over), as listed."""
        for table in self.tables:
            if not table.get("over") and any(name.casefold() == self.user.casefold() for name in people_at(table)):
                return table
        return None

    def names(self) -> list[str]:
        """The people this lobby knows of: this player, and everybody listed at a table (a refusal or a notice that
        names one comes before the list without them)."""
        return [self.user, *(name for table in self.tables for name in table.get("seats", []) if isinstance(name, str))]

    def seat_in_play(self) -> bool:
        """Whether a bot plays this player's seat at a table in play now (they are in the lobby: ``q`` at the table)."""
        table = self.own_table()
        return table is not None and bool(table.get("started"))

    def refused(self, reason: str) -> None:
        if self.asking is not None and self.asking not in self.app.screen_stack:   # gone with the lobby (a table
            self.asking = None                                                      # opened in the same burst)
        if self.asking is not None:      # the answer to the names just sent: said in their dialog
            self.asking.refused(reason)
            return
        self.notice = sentence(reason, self.names())
        self.refusal = (self.notice, self.asked, self.seen(self.asked))
        self.show()

    def in_lang(self, texts: dict[str, str]) -> str:
        """Of words in each language, those in the lobby's (English where it has none)."""
        return texts.get(self.lang) or texts.get("en", "")

    def told(self, texts: dict[str, str], table: object = None) -> None:
        """News of a table of this terminal's (it ended while nobody played at it, a seat there went free), in each
        language: on the notice line until the next key in the lobby (not an answer to a dialog), or until that
        ``table`` changes in the list; as a notice over a dialog open meanwhile."""
        self.news_texts = texts
        self.news = sentence(self.in_lang(texts), self.names())
        self.told_of = (texts, table, self.listed(table)) if table is not None else None
        at = next((index for index, listed in enumerate(self.tables) if listed.get("number") == table), None)
        if table is not None and at is not None:
            self.chosen = at     # the cursor on the table it tells of (REVIEW127 R3: "Enter: sit down there"), and
            self.moved_from = None   # Enter is for it (PLAYTEST237 N4: the first said the old table had left the list)
        self.show()
        if not self.is_active:
            self.app.notify(self.news)

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        text = Text()
        shown = self.query_one("#lobby-tables", Static)
        width = (self.query_one("#lobby-list", TableList).size.width or self.app.size.width - 4) - 1   # (the list
        #   less its scroll bar's column, there or not: lines broken for the width without it left a lone word,
        #   PLAYTEST237 N3; before the first layout, the screen less its padding)
        chosen = (0, 0)     # the chosen table's first row and its rows in the list
        ours = self.ours()
        for index, table in enumerate(self.tables):
            mine = any(name.casefold() in ours for name in table.get("seats", []))
            line = key_lines(("> " if index == self.chosen else "  ") + table_line(table, self.lang, ours), width, indent="    ")
            if index == self.chosen:
                chosen = (len(text.plain.splitlines()), line.count("\n") + 1)
            text.append(line + "\n", style="bold" if mine else "")
        text.rstrip()          # (no blank row under the last table: PLAYTEST237 N1)
        shown.update(text if self.tables else word(self.lang, "none"))
        notice = "\n".join(line for line in (self.news, self.notice) if line)
        self.query_one("#lobby-notice", Static).update(notice)
        self.query_one("#lobby-notice", Static).display = bool(notice)   # (an empty one took a row, N1)
        self.show_group()
        self.show_where()
        self.chosen_rows = chosen
        if self.tables:    # the chosen table in view above the keys (at 60x20 a few tables fill the screen)
            self.call_after_refresh(self.keep_chosen_in_view)

    def keep_chosen_in_view(self) -> None:
        """Scroll the chosen table's rows into view (the list alone scrolls, between the lines above it and the keys at
        the screen's foot); its first row, where it is taller than the list."""
        row, rows = self.chosen_rows
        if self.tables and self.is_mounted:
            self.query_one("#lobby-list", TableList).scroll_to_region(Region(0, row, 1, rows), animate=False,
                                                                      immediate=True)

    def where(self) -> str:
        """The table the player sits at, gathering or in play with a bot in their seat; else the lobby."""
        table = self.own_table()
        if table is not None:
            key = ("at_playing_group" if len(self.group) > 1 else "at_playing") if table.get("started") else "at_gathering"
            if {name.casefold() for name in table.get("parked", [])} & {self.user.casefold(), *self.ours()}:
                key = "at_parked_group" if len(self.group) > 1 else "at_parked"   # (nobody else plays there: its
                                                                                  # next hand waits, PLAYTEST117 F10)
            said = word(self.lang, key, number=table.get("number"))
            code = self.link.code if self.link is not None else None    # (it gives the seat back from elsewhere too:
            if table.get("started") and code:                           # PLAYTEST106 F1, it stood only at the table)
                piece = "code_piece_group" if len(self.group) > 1 else "code_piece"
                said += "\n" + word(self.lang, piece, code=code)  # (a line of its own: wrapped after the long
            return said                                                  # line before, it broke inside at 60 columns)
        return super().where()

    def current(self) -> dict[str, Any] | None:
        return self.tables[self.chosen] if 0 <= self.chosen < len(self.tables) else None

    def action_move(self, step: int) -> None:
        self.action_go(self.chosen + step)

    def action_go(self, number: int) -> None:
        """To the list's table ``number`` (-1: the last)."""
        self.notice = self.news = ""     # a refusal is about what was asked before: it goes with the next key
        self.moved_from = None
        if self.tables:
            self.chosen = number % len(self.tables)
        self.show()

    def listed(self, number: object) -> tuple[object, object, object] | None:
        """Table ``number`` as the list shows it now (None: not listed)."""
        table = next((table for table in self.tables if table.get("number") == number), None)
        return None if table is None else (table.get("started"), table.get("over"), table.get("seats"))

    def over(self, number: object) -> bool:
        """Whether the match at table ``number`` is over, or the table no longer listed."""
        listed = self.listed(number)
        return listed is None or bool(listed[1])

    def request(self, kind: str, with_table: bool = True) -> None:
        """Ask the host for ``kind`` (on the table the cursor is on): a leave says it comes from the lobby.  Where the
        table under the cursor has just left the list, the first Enter or ``w`` says so instead of asking for the
        table the cursor slid to (PLAYTEST120 F5: "Enter: back to the table" as its match ended landed on another)."""
        table = self.current()
        if with_table and table is None:
            return
        if with_table and self.moved_from is not None and table is not None:
            self.notice = sentence(word(self.lang, "cursor_moved", gone=self.moved_from, number=table["number"]))
            self.moved_from = None
            self.show()
            return
        own = self.own_table()    # (s, l: about the table of one's own, PLAYTEST192 F2: "only who made the table starts
        #                          it" stood on after it started)
        self.asked = table["number"] if with_table and table else own.get("number") if own is not None else None
        self.notice = self.news = ""
        self.send({"type": kind, **({"table": table["number"]} if with_table and table else {}),
                   **({"lobby": True} if kind == "leave" else {})})

    def action_join(self) -> None:
        self.request("join")

    def action_watch(self) -> None:
        self.request("watch")

    def action_start(self) -> None:
        self.request("start", with_table=False)

    def action_leave(self) -> None:
        """Up from a table gathering; from a match in play (a bot in the seat meanwhile) for good, once asked."""
        own = self.own_table()
        if own is not None and not own.get("started"):
            ours = self.ours()
            others = [name for name in people_at(own) if name and name.casefold() not in ours]   # ("": a free seat)
            if others and str(own.get("creator", "")).casefold() in ours:   # (PLAYTEST114 F14: closed at once)
                question = ConfirmScreen(word(self.lang, "close_table_question", number=own.get("number"),
                                              names=", ".join(others)), word(self.lang, "close_table_keys"), self.lang)
                self.app.push_screen(question, lambda yes: self.request("leave", with_table=False) if yes else None)
                return
        if own is None or not own.get("started"):
            self.request("leave", with_table=False)
            return
        number = own.get("number")
        question = ConfirmScreen(self.leave_question(own), word(self.lang, "leave_match_keys"), self.lang)
        self.leaving = (question, number)
        self.app.push_screen(question, lambda yes: self.leave_match(number) if yes else self.stay(question))

    def stay(self, question: ConfirmScreen) -> None:
        """The leave question answered no: it is closed, and asked no more as the table changes (PLAYTEST140 F1: the
        next change re-worded the closed dialog, and the seat's app stopped with an error)."""
        if self.leaving is not None and self.leaving[0] is question:
            self.leaving = None

    def leave_question(self, own: dict[str, Any]) -> str:
        """"Leave the match at table #n for good?", and whether that ends it (the others would end it here)."""
        ending = ends_without(own, self.ours())
        several = "_group" if len(self.group) > 1 else ""     # (the whole group leaves: every seat goes to a bot)
        return word(self.lang, "leave_match_question" + ("_ends" if ending else "") + several, number=own.get("number"),
                    names=", ".join(ending))

    def leave_match(self, number: object) -> None:
        self.asked, self.leaving = None, None
        if self.over(number):               # its match ended while the question stood under another screen (help): it
            return                          # was not closed with it, and there is nothing to leave (REVIEW142 R13)
        self.send({"type": "leave", "lobby": True})     # (the answer to a question: news heard meanwhile stays in view)
        ours = self.ours()
        others = [name for table in self.tables if table.get("number") == number for name in people_at(table)
                  if name.casefold() not in ours]
        key = "left_match" if others else "left_match_last"      # the last: its match stands still, saved
        self.notice = self.left_words(key, number)
        ending = any(ends_without(table, ours) for table in self.tables if table.get("number") == number)
        self.left = (self.notice, number, ending) if others else None   # (the last: the table goes, the line says so)
        self.show()

    def left_words(self, key: str, number: object) -> str:
        """What leaving the match at table ``number`` did (``key``), said for this terminal's people."""
        return word(self.lang, key + ("_group" if len(self.group) > 1 else ""), number=number)

    def action_quit(self) -> None:
        self.quit_app()

    def grouped(self, names: list[str]) -> None:
        """The host agreed to the people at this terminal."""
        self.group, self.notice = names, ""
        if self.asking is not None:
            self.asking.agreed()
            self.asking = None
        self.show()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.lang, lobby_help(self.lang)))

    def action_group(self) -> None:
        self.asking = GroupScreen(self.user, self.lang, self.group[1:], self.send_group)
        self.app.push_screen(self.asking, lambda _: setattr(self, "asking", None))

    def send_group(self, names: list[str]) -> None:
        self.notice, self.asked = "", None
        self.send({"type": "group", "names": names})

    def action_create(self) -> None:
        self.asked = None
        if (own := self.own_table()) is not None:      # said now, not after the whole form has been filled in
            self.refused(word(self.lang, "seat_in_play" if own.get("started") else "seated_already",
                              number=own.get("number")))
            return
        self.app.push_screen(CreateScreen(self.lang, self.rulesets, self.group[1:], self.last_form), self.created)

    def created(self, message: dict[str, Any] | None) -> None:
        if message is not None:
            self.notice = ""
            self.last_form = message     # the next form starts from it (a refused one is not lost)
            self.send(message)
