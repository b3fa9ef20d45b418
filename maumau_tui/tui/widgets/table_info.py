"""The public part of the table: seats with card counts and whose turn it is, the pile, wish and penalty,
the Runde and a Scharf hand's lone dealer."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Region
from textual.visual import Visual, visualize
from textual.widget import Widget
from textual.widgets import Static

from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.names import MAX_LENGTH as MAX_NAME
from maumau_tui.tui.widgets.dimmed import show_through
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, card_text, effect_of, level_word, wish_label
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.spelling import spelled
from maumau_tui.tui.widgets.text import show_text


SEAT_GAP = " │ "
SEAT_ROWS = 3          # the seat bar's most rows (``#seats`` in ``app.tcss``)


def cut_middle(name: str, cells: int) -> str:
    """``name`` in at most ``cells`` columns: its beginning and its end around "…" (PLAYTEST279 N15: cut at its end,
    nine bots named alike up to their numbers all read "Spielerin-N…")."""
    if cell_len(name) <= cells:
        return name
    room = max(cells - 1, 2)
    return f"{leading(name, room - room // 2)}…{leading(name[::-1], room // 2)[::-1]}"


def leading(text: str, cells: int) -> str:
    """The first characters of ``text`` that fit in ``cells`` columns."""
    taken = ""
    for char in text:
        if cell_len(taken + char) > cells:
            break
        taken += char
    return taken


def seat_part(view: View, look: Look, seat: int, on_turn: bool, label: str | None, name_cells: int) -> Text:
    """One seat: ``▶Anna 5 [bot, easy] (d)``; ``label`` a bot's bracket, the name cut to ``name_cells``."""
    lang = look.lang
    name = spelled(view.names[seat])            # (as the log spells it: PLAYTEST128 F7, "Dorte" beside "Doerte")
    name = cut_middle(name, name_cells)
    marker = "▶" if on_turn else " "   # (the ASCII screen draws it as ">": ``plain.py``)
    style = "bold reverse" if on_turn else ("bold" if seat == view.seat else "")
    text = Text()
    text.append(f"{marker}{name}", style=style)
    if seat in view.absent:
        text.append(f" {tr(lang, 'absent_short')}", style="dim")
    elif seat in view.out:
        text.append(f" {tr(lang, 'out_short')}", style="dim")
    else:
        text.append(f" {view.hand_sizes[seat]}")
    if label:
        text.append(f" [{label}]", style="dim")
    if seat == view.dealer:
        text.append(f" ({tr(lang, 'dealer')[0]})", style="dim")
    return text


def joined(parts: list[Text], width: int | None) -> list[Text]:
    """The seats in rows of at most ``width`` cells, broken between seats only (one row without a width)."""
    rows: list[Text] = []
    for part in parts:
        if rows and (width is None or rows[-1].cell_len + len(SEAT_GAP) + part.cell_len <= width):
            rows[-1].append(SEAT_GAP, style="dim")
            rows[-1].append_text(part)
        else:
            rows.append(part.copy())
    return rows


def awaited(view: View) -> int | None:
    """The seat the bar marks: whose decision the game waits for; in an answer window this view's seat when it
    may answer, else the first that may (not the seat whose card opened it)."""
    if view.phase == Phase.ANSWERING and view.window:
        return view.seat if view.seat in view.window else view.window[0]
    return view.actor if view.actor >= 0 else None


def seats_line(view: View, look: Look, bots: Collection[int], actor: int | None,
               levels: Mapping[int, str] | None = None, width: int | None = None) -> Text:
    """``▶Anna 5 │ Ben 4 (G) │ Bot-1 5 [Bot, leicht]``: every seat's name and card count, nobody's cards.

    Fitted to ``width`` cells: a bot's bracket loses the word "bot" first (``[leicht]``), then the line
    breaks between seats, and only where the seats still need more than the bar's rows are the names cut."""
    lang = look.lang

    def label(seat: int, long: bool) -> str | None:
        if seat not in bots:
            return None
        level = (levels or {}).get(seat)
        if not level:
            return tr(lang, "bot")
        word = level_word(level, lang)
        return tr(lang, "seat_level", level=word) if long else word

    def rows(long: bool, name_cells: int) -> list[Text]:
        return joined([seat_part(view, look, seat, seat == actor, label(seat, long), name_cells)
                       for seat in range(len(view.names))], width)

    fitted = rows(True, MAX_NAME)
    if width is not None and len(fitted) > 1:
        fitted = rows(False, MAX_NAME)
        name_cells = MAX_NAME
        while len(fitted) > SEAT_ROWS and name_cells > 3:
            name_cells -= 1
            fitted = rows(False, name_cells)
    return Text("\n").join(fitted)


def penalty_value(view: View, info: TableFacts | None, lang: str) -> str:
    """``zieh 2``, or ``zieh 1 und aussetzen`` when the card that opened the penalty also costs the turn."""
    if not view.pending_draw:
        return "–"
    effect = effect_of(info.ruleset, view.top) if info is not None and view.pile_size else None
    if effect is not None and effect.draw is not None and effect.draw.then_skip:
        return tr(lang, "penalty_skip_text", n=view.pending_draw)
    return tr(lang, "penalty_text", n=view.pending_draw)


def runde_rows(view: View, info: TableFacts, lang: str) -> list[tuple[str, str]]:
    """The Runde of the hand in play and, in a Scharf hand, who plays alone (the dealer)."""
    rules = info.ruleset.match
    if not rules.runden:
        return []
    runde = (info.hand_number - 1) // max(1, len(view.names)) + 1
    rows = [(tr(lang, "runde_row"), tr(lang, "runde_text", n=runde, of=rules.runden, hand=info.hand_number))]
    if rules.scharf_last_runde and runde == rules.runden:
        rows.append((tr(lang, "scharf_row"), tr(lang, "scharf_text", name=view.names[view.dealer])))
    return rows


def screen_info(widget: Widget) -> TableFacts | None:
    """The table facts of the screen the widget is on (the table screen keeps its link's ``info``)."""
    info = getattr(widget.screen, "info", None) if widget.is_attached else None
    return info if isinstance(info, TableFacts) else None


class SeatsBar(Static):
    """Every seat, on one line where they fit, else on up to three, broken between seats."""

    shown: tuple[View, Look, Collection[int], int | None, Mapping[int, str]] | None = None

    def show(self, view: View, look: Look, bots: Collection[int], actor: int | None,
             info: TableFacts | None = None) -> None:
        """``info``: the table's facts (each bot's level); without it a bot is shown as a bot."""
        info = info if info is not None else screen_info(self)
        levels = getattr(info, "levels", {}) if info is not None else {}
        self.shown = (view, look, bots, actor, levels)
        width = self.content_size.width if self.is_mounted and self.content_size.width > 0 else None
        show_text(self, seats_line(view, look, bots, actor, levels, width))

    def on_resize(self) -> None:
        """Fitted again to the new width; the bar's height follows once this layout is done (asked for during
        it, as when the table comes back from under the "too small" screen, it kept the old height)."""
        if self.shown is not None:
            view, look, bots, actor, levels = self.shown
            if show_text(self, seats_line(view, look, bots, actor, levels, self.content_size.width or None)):
                self.call_after_refresh(self.laid_out_again)

    def laid_out_again(self) -> None:
        self.refresh(layout=True)
        if not self.screen.is_active:   # (seen under questions: each draws it anew once it is laid out)
            self.call_after_refresh(show_through, self.screen)


def table_text(view: View, look: Look, info: TableFacts | None = None) -> Text:
    """The table box: top card (or "any card" on an empty pile), wish, penalty, skip, an open round of
    Kings, the Runde and a Scharf hand, the direction, stock and pile, and the points so far in a match that keeps them
    (the hands lost, where only a hand's loser is counted)."""
    lang = look.lang
    text = Text()
    text.append(f"{tr(lang, 'top_card')}: ", style="bold")
    if view.pile_size == 0:    # the pile was eaten empty (Idioten-Mau's joker): any card fits
        text.append(tr(lang, "any_card"), style="bold")
    else:
        text.append("[ ")
        text.append_text(card_text(view.pile_top, look, "bold"))
        text.append(" ]")
        if view.top != view.pile_top:
            text.append(" = ")
            text.append_text(card_text(view.top, look))
    wish = wish_label(view.wish_suit, view.wish_rank, look)
    rows = [
        (tr(lang, "wish"), wish or "–"),
        (tr(lang, "penalty"), penalty_value(view, info, lang)),
    ]
    if view.pending_skip:
        rows.append((tr(lang, "skip"), str(view.pending_skip)))
    if view.kings >= 0:   # a round of Kings is open: its caller
        rows.append((tr(lang, "kings_row"), view.names[view.kings]))
    if info is not None:
        rows += runde_rows(view, info, lang)
    rows.append((tr(lang, "direction"), tr(lang, "clockwise" if view.direction > 0 else "direction_counter")))
    for label, value in rows:
        text.append(f"\n{label}: ", style="bold")
        text.append(value, style="bold" if value != "–" else "dim")
    text.append(f"\n{tr(lang, 'stock')}: ", style="bold")
    text.append(str(view.stock_size))
    text.append(f" · {tr(lang, 'pile')}: ", style="bold")
    text.append(str(view.pile_size))
    if info is not None and len(info.points) == len(view.names):   # last: where the box is too small, it goes first
        row = "lost_row" if info.ruleset.scoring.mode == "loser" else "points_row"   # (PLAYTEST193 F1, PLAYTEST196:
        text.append(f"\n{tr(lang, row)}: ", style="bold")                           # seen only on each hand's sheet)
        text.append(" · ".join(f"{spelled(name)} {points}" for name, points in zip(view.names, info.points)))
    return text


class TableInfo(Widget):
    """The top card, the wish, an open penalty or skip, the Runde, the direction, stock and pile sizes.

    Its box has a fixed size (``#info`` in ``app.tcss``), so a new text needs no new layout; and only the
    lines that changed are drawn again (a move changes two or three of the box's rows: the top card, stock
    and pile), unless a line is too long for the box and wraps (then the rows move: all are drawn again)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = Text()
        self.lines: list[Text] = []
        self.visual: Visual | None = None   # the text made a visual once (as ``Static`` does), not at every render

    def render(self) -> Visual:
        if self.visual is None:
            self.visual = visualize(self, self.text)
        return self.visual

    def show(self, view: View, look: Look, info: TableFacts | None = None) -> None:
        """``info``: the table's facts (the Runde and a Scharf hand); without it they are left out."""
        text = table_text(view, look, info if info is not None else screen_info(self))
        lines = list(text.split("\n", allow_blank=True))
        if lines == self.lines:
            return
        old, self.text, self.lines = self.lines, text, lines
        self.visual = None
        width = self.content_size.width
        if not self.is_mounted or width <= 0 or any(line.cell_len > width for line in (*old, *lines)):
            self.refresh()
            return
        rows = [row for row in range(max(len(old), len(lines)))
                if row >= len(old) or row >= len(lines) or old[row] != lines[row]]
        self.refresh(*(Region(0, row, width, 1) for row in rows))
