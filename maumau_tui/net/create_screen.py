"""A new table, made from the lobby (``c``): the ruleset, how many seats, for each seat after the maker's a
person or a bot, who deals first, and the ruleset's house rules; sent to the host as a ``create`` request (which it
checks)."""

from __future__ import annotations

import functools
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.level_names import PLAIN_LEVELS
from maumau_tui.rules.schema import OPTION_LIMIT
from maumau_tui.net.group_screen import DIALOG_CSS, dialog_line_width
from maumau_tui.net.seat_help import create_help
from maumau_tui.net.words import word
from maumau_tui.rules.loader import load, option_values, switchable
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.labels import option_text, ruleset_name
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.screens.number_drafts import DIGIT_BINDINGS, digits_cut, type_pasted, within
from maumau_tui.tui.screens.ruleset import option_row
from maumau_tui.tui.spelling import ellipsis
from maumau_tui.tui.status import clipped
from maumau_tui.tui.widgets.text import key_lines

KINDS = ("person", *PLAIN_LEVELS)    # what a seat after the maker's can be
MAX_OTHERS = 5                        # seats after the maker's: a table made in the lobby has 2 to 6


def in_sight(lines: list[str], at: int, room: int) -> list[str]:
    """At most ``room`` of ``lines``, line ``at`` among them; a line "…" says where more are cut off."""
    if len(lines) <= room:
        return lines
    shown, more = room - 2, "  " + ellipsis()     # ("..." in ASCII: one "." read as a full stop)
    start = max(0, min(at - shown // 2, len(lines) - shown))
    if start == 0:
        return lines[:room - 1] + [more]
    if start + shown >= len(lines):
        return [more] + lines[1 - room:]
    return [more] + lines[start:start + shown] + [more]


class CreateScreen(GameModal[dict[str, Any] | None]):
    """A new table: the ruleset, how many seats, for each seat after the creator's a person or a bot (the first
    person seats named for the people at this terminal, who take them), and the ruleset's house rules (switches,
    and whole numbers within each one's range, at most ``OPTION_LIMIT``) in the player's language."""

    DEFAULT_CSS = (DIALOG_CSS % ("CreateScreen", "#create-box")
                   + "#create-form { text-wrap: nowrap; }")   # a line each, cut to fit (``draw``)
    BINDINGS = [Binding("up", "row(-1)", show=False), Binding("down", "row(1)", show=False),
                Binding("home", "go(0)", show=False), Binding("end", "go(-1)", show=False),
                Binding("left,minus", "change(-1)", show=False), Binding("right,plus,space", "change(1)", show=False),
                Binding("backspace", "erase", show=False),
                Binding("enter", "create", show=False), Binding("escape", "back", show=False),
                Binding("question_mark,f1", "help", show=False), *DIGIT_BINDINGS]

    def __init__(self, lang: str, rulesets: list[str], group: list[str] | None = None,
                 last: dict[str, Any] | None = None) -> None:
        """``last``: the form this player sent last (the server may have refused it): the new one starts from it."""
        super().__init__(classes="dialog")
        self.lang, self.rulesets = lang, rulesets
        self.group = list(group or [])[:MAX_OTHERS]   # the further people at this terminal: the first person seats
        self.ruleset = rulesets.index("standard") if "standard" in rulesets else 0
        self.others = (["person"] * max(1, len(self.group)) + ["medium"])[:MAX_OTHERS]   # the seats after the creator's
        self.values: dict[str, bool | int] = {}   # the house rules chosen, every option of the ruleset
        self.typed = ""                           # digits typed into the number option on the chosen row
        self.row = 0
        self.dealer: int | None = None            # the seat that deals first, chosen (None: the last seat)
        if last is not None and last.get("ruleset") in rulesets:
            self.ruleset = rulesets.index(last["ruleset"])
            self.others = [seat or "person" for seat in last.get("seats", [])][:MAX_OTHERS] or self.others
            self.seat_the_group()
            dealer = last.get("dealer")
            self.dealer = dealer if isinstance(dealer, int) and 0 <= dealer <= len(self.others) else None
        self.choose_ruleset(self.ruleset)
        if last is not None and last.get("ruleset") == rulesets[self.ruleset]:
            self.values.update({name: value for name, value in last.get("options", {}).items() if name in self.values})

    def seat_the_group(self) -> None:
        """A person seat for each of the further people at this terminal, also where the form sent last had fewer (the
        group grew since: PLAYTEST111 F9, a group of three got two seats and a refusal): bots give way first."""
        short = len(self.group) - self.others.count("person")
        for index, kind in enumerate(self.others):
            if short > 0 and kind != "person":
                self.others[index], short = "person", short - 1
        self.others = (self.others + ["person"] * max(0, short))[:MAX_OTHERS]

    def compose(self) -> ComposeResult:
        with Vertical(id="create-box"):
            yield Label(Text(word(self.lang, "create"), style="bold"))
            yield Static("", id="create-form", markup=False)
            yield Static("", id="create-detail", markup=False)   # the chosen house rule in full (its line is cut)
            yield Static("", id="create-keys", markup=False)

    def on_mount(self) -> None:
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)

    def choose_ruleset(self, index: int) -> None:
        """Ruleset ``index``, its house rules at their defaults, and as many seats as it allows (PLAYTEST216 F5:
        Miese-Punkte, for 3 or more, kept "Seats: 2", and Enter was refused)."""
        self.ruleset = index
        rules = rules_of(self.rulesets[index])
        self.values = switchable(rules, option_values(rules)) if rules else {}
        self.typed = ""
        least, most = self.seat_range()
        if not least <= 1 + len(self.others) <= most:
            self.seat_others(min(most, max(least, 1 + len(self.others))) - 1)

    def seat_range(self) -> tuple[int, int]:
        """The fewest and most seats the chosen ruleset allows at a table made in the lobby (2 to 6)."""
        rules = rules_of(self.rulesets[self.ruleset])
        if rules is None:
            return 2, 1 + MAX_OTHERS
        return max(2, rules.players.min), min(1 + MAX_OTHERS, rules.players.max)

    def rows(self) -> list[tuple[str, str | int]]:
        """The lines that can be chosen: ruleset, seat count, the other seats, who deals first, the options."""
        return ([("ruleset", 0), ("count", 0)] + [("seat", index) for index in range(len(self.others))]
                + [("dealer", 0)] + [("option", name) for name in self.values])

    @property
    def first_dealer(self) -> int:
        """The seat that deals first: the one chosen, else the last (as at the hot seat)."""
        return self.dealer if self.dealer is not None else len(self.others)

    def lines(self) -> list[tuple[str, bool]]:
        """Each line of the form, and whether it is the chosen one."""
        lang, chosen = self.lang, self.rows()[self.row]
        rules = rules_of(self.rulesets[self.ruleset])
        shown = (ruleset_name(rules, lang) if rules is not None    # (the host says why, should it be chosen)
                 else word(lang, "ruleset_broken_mark", ruleset=self.rulesets[self.ruleset]))
        lines = [(f"{word(lang, 'ruleset')}: {shown}", chosen == ("ruleset", 0)),
                 (f"{word(lang, 'seats')}: {1 + len(self.others)}", chosen == ("count", 0)),
                 (f"{word(lang, 'seat_number', n=1)}: {word(lang, 'you')}", False)]
        people = iter(self.group)                  # the host seats them in the first person seats, in order
        named: dict[int, str] = {}                 # seat: the person at this terminal who takes it
        for index, kind in enumerate(self.others):
            who = next(people, None) if kind == "person" else None
            seat = f"{word(lang, 'seat_number', n=index + 2)}: {word(lang, kind)}" + (f" ({who})" if who else "")
            lines.append((seat, chosen == ("seat", index)))
            if who:
                named[index + 1] = who
        dealer = self.first_dealer
        who = word(lang, "you") if dealer == 0 else word(lang, "seat_number", n=dealer + 1)
        who += f" ({named[dealer]})" if dealer in named else ""     # (PLAYTEST216: "Seat 2", where its line said Finn)
        lines.append((f"{word(lang, 'deals_first')}: {who}", chosen == ("dealer", 0)))
        rules = rules_of(self.rulesets[self.ruleset])
        if rules is not None and self.values:
            lines.append((word(lang, "house_rules"), False))
            lines += [(option_row(value, option_text(rules, name, lang)).plain, chosen == ("option", name))
                      for name, value in self.values.items()]
        return lines

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        kind, which = self.rows()[self.row]
        rules = rules_of(self.rulesets[self.ruleset])
        detail = option_text(rules, str(which), self.lang) if kind == "option" and rules is not None else ""
        form = self.lines()
        width = dialog_line_width(self.app)     # (cut here, not by Textual: its "…" is one "." in ASCII, PLAYTEST164 F6)
        lines = [clipped(("> " if chosen else "  ") + line, width) for line, chosen in form]
        at = next((index for index, (_, chosen) in enumerate(form) if chosen), 0)
        self.query_one("#create-form", Static).update("\n".join(in_sight(lines, at, self.room(detail))))
        shown = self.query_one("#create-detail", Static)
        shown.update(detail)
        shown.display = bool(detail)          # (empty, it would still take a row the form needs)
        self.query_one("#create-keys", Static).update(self.keys())

    def keys(self) -> str:
        """The key line, broken between its items (PLAYTEST164 F3: "Enter | anlegen" at 60 columns in German)."""
        return key_lines(word(self.lang, "create_keys"), dialog_line_width(self.app))

    def room(self, detail: str) -> int:
        """The form's rows that fit beside its title, the chosen house rule in full and the key line (PLAYTEST103 F6: at
        60x20 six seats of Erftschmiede pushed the key line out of the box)."""
        width = dialog_line_width(self.app)
        rows = (len(Text(detail).wrap(self.app.console, width)) if detail else 0) + len(self.keys().split("\n"))
        return max(3, self.app.size.height - 3 - rows)

    def on_resize(self, event: events.Resize) -> None:   # (the base class's own handler runs as well)
        self.show()

    def action_row(self, step: int) -> None:
        self.action_go(self.row + step)

    def action_go(self, row: int) -> None:
        """To row ``row`` (-1: the last)."""
        self.row = row % len(self.rows())
        self.typed = ""
        self.show()

    def action_change(self, step: int) -> None:
        kind, which = self.rows()[self.row]
        if kind == "ruleset":
            self.choose_ruleset((self.ruleset + step) % len(self.rulesets))
        elif kind == "count":
            self.count_seats(1 + len(self.others) + step)
        elif kind == "seat":
            index = int(which)
            self.others[index] = KINDS[(KINDS.index(self.others[index]) + step) % len(KINDS)]
        elif kind == "dealer":
            self.dealer = (self.first_dealer + step) % (1 + len(self.others))
        else:
            value = self.values[str(which)]
            self.values[str(which)] = (not value) if isinstance(value, bool) else self.within(str(which), value + step)
        self.typed = ""
        self.show()

    def count_seats(self, count: int) -> bool:
        """``count`` seats in all, if the ruleset allows that many; else the range, said once.  Whether it did."""
        least, most = self.seat_range()
        if least <= count <= most:
            self.seat_others(count - 1)
            return True
        rules = rules_of(self.rulesets[self.ruleset])   # (the ruleset seats more: the lobby's limit, PLAYTEST268 N2)
        key = "create_seats_range_lobby" if rules is not None and rules.players.max > most else "create_seats_range"
        warn_once(self.app, word(self.lang, key, least=least, most=most))
        return False

    def seat_others(self, count: int) -> None:
        """``count`` seats after the maker's: the last ones go, or people sit down in new ones (a dealer chosen among the
        seats that went: the last deals again)."""
        self.others = (self.others + ["person"] * MAX_OTHERS)[:count]
        if self.dealer is not None and self.dealer > count:
            self.dealer = None

    def number_row(self) -> str | None:
        """The number option on the chosen line, or None."""
        kind, which = self.rows()[self.row]
        return str(which) if kind == "option" and not isinstance(self.values[str(which)], bool) else None

    def action_digit(self, digit: int) -> bool:
        """A digit types the number of the number option on the chosen line (a binding, as the arrows are: a digit
        right after an arrow goes to the line the arrow chose); one that would go past the limit is not typed, and
        says so.  Whether it was typed."""
        if self.rows()[self.row][0] == "count":      # the seats (PLAYTEST206 F6: a digit did nothing here)
            if self.count_seats(digit):
                self.show()
                return True
            return False
        name = self.number_row()
        if name is None:
            return False
        typed = (self.typed + str(digit)).lstrip("0")
        if int(typed or 0) > OPTION_LIMIT:
            digits_cut(self.app, self.lang, self.typed)
            return False
        self.typed = typed
        self.values[name] = self.within(name, int(typed or 0), typing=True)
        self.show()
        return True

    def on_paste(self, event: events.Paste) -> None:
        """A paste types its digits into the number option on the chosen line, as many as fit; any other paste is
        refused in words (as on the rules page: ``NumberDrafts.on_paste``)."""
        event.stop()
        type_pasted(self.app, self.lang, event.text, self.number_row() is not None, self.action_digit)

    def within(self, name: str, value: int, typing: bool = False) -> int:
        """``value`` within option ``name``'s own range (PLAYTEST125: 999 jokers closed the form with a refusal)."""
        rules = rules_of(self.rulesets[self.ruleset])
        return value if rules is None else within(self.app, self.lang, rules.options[name], value, typing)

    def action_erase(self) -> None:
        name = self.number_row()
        if name is not None:
            self.typed = self.typed[:-1] if self.typed else str(self.values[name])[:-1]
            self.values[name] = self.within(name, int(self.typed or 0), typing=True)   # (REVIEW127 R2)
            self.show()

    def action_create(self) -> None:
        seats: list[str | None] = [None if kind == "person" else kind for kind in self.others]
        chosen = {"dealer": self.dealer} if self.dealer is not None else {}
        self.dismiss({"type": "create", "ruleset": self.rulesets[self.ruleset], "options": dict(self.values),
                      "seats": seats, **chosen})

    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        """The form's own help (the lobby's says what its keys do there)."""
        from maumau_tui.tui.screens.dialogs import HelpScreen

        self.app.push_screen(HelpScreen(self.lang, create_help(self.lang)))


@functools.lru_cache(maxsize=64)
def rules_of(name: str) -> Ruleset | None:
    """The ruleset ``name`` from the same files the server reads (None: it cannot be read here)."""
    try:
        return load(name)
    except (ValueError, OSError):
        return None
