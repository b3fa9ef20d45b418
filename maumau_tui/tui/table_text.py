"""The table screen's two framing lines: the title bar (whose view, the ruleset, the hand, the keys of the
way around) and the legend under the hand (brackets, marked cards, digits past the tenth card)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len

from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import ruleset_text
from maumau_tui.tui.seat_link import TableFacts

GAP = 3          # blanks at least between the title and its keys
NAME_LEAST = 6   # characters of a ruleset's name cut short (its "…" too) that keep Esc's key in the title


def title_texts(info: TableFacts, names: Sequence[str], seat: int | None, lang: str, width: int, menu: str | None,
                settings: bool) -> tuple[str, str]:
    """The title (whose view it is first: a narrow terminal cuts the end, never the name) and, for the right,
    the keys for help, where Esc goes (``menu``, its words; None: nowhere) and the settings.  Where the width does
    not hold them all, the words in brackets at the end of the ruleset's name go first, then the settings key, then
    the name's end (Esc's key is the way out: PLAYTEST220 N4, a watcher at 60 columns had none), then Esc's (help
    stays: it lists them all); with help alone the name's end is cut, so that the hand's number stays."""
    who = tr(lang, "view_of", name=names[seat]) if seat is not None else tr(lang, "public_view")
    name = ruleset_text(info.ruleset.name, lang)
    hand = tr(lang, "hand_no", n=info.hand_number)
    keys = [tr(lang, "title_help")] + ([menu] if menu is not None else []) + [tr(lang, "title_settings")] * settings
    help_only = tr(lang, "title_help") + " "
    short = re.sub(r"\s*\(.*\)$", "", name)            # "Evil Seven (Haft khabis)" -> "Evil Seven"

    def name_cut(keys_text: str, least: int) -> tuple[str, str] | None:
        """The title with the name's end cut to the room beside ``keys_text`` (None: less room than ``least``)."""
        room = width - len(keys_text) - len(f" {who} ·  · {hand}") - GAP
        return (f" {who} · {short[:room - 1].rstrip()}… · {hand}", keys_text) if room >= least else None

    for count in range(len(keys), 0, -1):                # all, less settings, help
        text = " · ".join(keys[:count]) + " "
        for shown in (name, short):
            if len(f" {who} · {shown} · {hand}") + len(text) + GAP <= width:   # (PLAYTEST215 F8: one blank between
                #                                                    them read as one item, "Hand 1 ?: help")
                return f" {who} · {shown} · {hand}", text
        if count == 2 and menu is not None and (cut := name_cut(text, NAME_LEAST)) is not None:   # help and Esc
            return cut
    # the name cut, the hand's number kept; else cut by its widget, a blank before the keys
    return name_cut(help_only, 4) or (f" {who} · {name} · {hand}", " " + help_only)


def hand_legend(lang: str, marked: int, multi_play: bool, cards: int, lies: bool = False, width: int | None = None) -> str:
    """What the brackets mean (``lies``: blind play, where any other card may go face down as a lie), marking several
    cards (or how many are marked), digits past the tenth card.  Where it is wider than ``width``, what the brackets
    mean goes first, then how to mark: the border cut the rest, and with it how to reach the eleventh card
    (PLAYTEST206 F4: "… · Ziffer n…" in German at 80 columns)."""
    brackets = [tr(lang, "playable_legend")] + [tr(lang, "lie_legend")] * lies
    counted = "marked_count_one" if marked == 1 else "marked_count"
    marking = [tr(lang, counted, n=marked)] if marked else [tr(lang, "mark_legend")] if multi_play else []
    digits = [tr(lang, "digit_again")] if cards > 10 else []
    tries = [brackets + marking + digits, brackets[1:] + marking + digits]
    if marked:                                         # (how many are marked stays: it is what the next Enter plays)
        tries.append(brackets[1:] + [tr(lang, "marked_short", n=marked)] + digits)
    else:
        tries.append(brackets[1:] + digits)
    for parts in tries:
        shown = " · ".join(parts)
        if width is None or cell_len(shown) <= width:
            break
    return shown
