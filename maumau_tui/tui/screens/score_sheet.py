"""The score sheet ("Schreiber"): every hand's points, the totals, and what comes next in the match."""

from __future__ import annotations

from rich.table import Table as RichTable
from rich.text import Text

from maumau_tui.match import Match
from maumau_tui.tui.i18n import tr


def sheet_table(match: Match, lang: str) -> RichTable:
    """One row per hand (its dealer, Scharf marked) and the totals; the last rows are kept when long."""
    grid = RichTable(box=None, pad_edge=False, expand=True, show_footer=True)
    grid.add_column(tr(lang, "col_hand"), footer=tr(lang, "col_total"), no_wrap=True)
    grid.add_column(tr(lang, "col_dealer"), no_wrap=True)
    totals = match.totals
    for seat, name in enumerate(match.names):
        grid.add_column(name, justify="right", footer=Text(str(totals[seat]), style="bold"))
    for result in match.results[-8:]:
        label = str(result.number) + (" " + tr(lang, "scharf_mark") if result.scharf else "")
        cells = []
        for seat, points in enumerate(result.scores):
            style = "bold" if result.out and result.out[0] == seat else ""
            cells.append(Text(str(points), style=style))
        grid.add_row(label, match.names[result.dealer], *cells)
    return grid


def next_lines(match: Match, lang: str) -> list[str]:
    """What the score keeper says before the next hand, or the result when the match is over."""
    names = match.names
    if match.over:
        lines = [tr(lang, "match_over", names=", ".join(names[s] for s in match.losers()) or "–")]
        if match.rules.stake_cents:
            pays = ", ".join(f"{names[s]} {amount:.2f} €" for s, amount in match.settlement())
            lines.append(tr(lang, "settlement", pays=pays))
        return lines
    lines = [tr(lang, "next_dealer", name=names[match.next_dealer()])]
    if match.rules.runden:
        lines.append(tr(lang, "runde", n=match.runde(), of=match.rules.runden)
                     + (" " + tr(lang, "next_scharf") if match.is_scharf() else ""))
    if match.rules.target:
        lines.append(tr(lang, "target", n=match.rules.target))
    if match.rules.start_cards is not None:
        cards = match.start_cards()
        lines.append(tr(lang, "start_cards", cards=", ".join(
            f"{names[s]} {count}" if count else f"{names[s]} –" for s, count in enumerate(cards))))
    return lines
