"""What the commands `maumau resume / replay / record export / stats` read and print, without any UI.

Every function raises ``StoreError`` or ``ValueError`` with one plain sentence naming the file when a save
or record cannot be used; the command line prints it and exits with status 2.
"""

from __future__ import annotations

import codecs
import json
import re
import stat
import textwrap
import unicodedata
from dataclasses import asdict, replace
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from maumau_tui.file_kinds import other_kind
from maumau_tui.store.positions import Replayed, positions
from maumau_tui.store.record_text import disputed_result, parse_text
from maumau_tui.store.save_file import decode
from maumau_tui.store.saves import SaveInfo, Store, StoreError
from maumau_tui.store.stats import PlayerStats, Statistics

MAX_RECORD_BYTES = 64 * 1024 * 1024     # a record larger than this is no record of a card game


def newest_unfinished(store: Store) -> SaveInfo:
    """The match played last of those not finished; ``StoreError`` when there is none."""
    found = store.unfinished()
    if not found and (unseen := store.saves_unseen()) is not None:
        raise StoreError(unseen.message)
    if not found and (staying := saves_staying(store)) is not None:
        raise StoreError(staying)
    if not found:
        raise StoreError(f"there is no unfinished match to continue in {store.folders.saves}; `maumau` starts one")
    return found[0]


def saves_staying(store: Store) -> str | None:
    """Where no unfinished match could be listed but saves were found that stay where they are (one waits for its
    ruleset, or a newer version; one cannot be read now, or was renamed by hand: each said as the store's problem),
    the sentence for it; else None (PLAYTEST271 F6: "it waits for its ruleset", then "there is no unfinished match")."""
    count = sum(1 for problem in store.problems if problem.waits)
    if not count:
        return None
    which = "the save named here stays where it is" if count == 1 else f"the {count} saves named here stay where they are"
    return f"no unfinished match in {store.folders.saves} can be played on now: {which}"


def read_record_file(path: Path) -> tuple[Replayed, str]:
    """Every position of the match in ``path`` (a text record of `maumau record export`, or a save file) and
    a title for it; ``ValueError`` naming the file and what is wrong.  A text record whose Result tag its moves
    contradict is read all the same (the moves decide) with a note saying so (``Replayed.notes``; PLAYTEST249 F10)."""
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise ValueError(f"{path}: is a folder, not a game record")
        if not stat.S_ISREG(info.st_mode):   # (a device or a pipe may never end)
            raise ValueError(f"{path}: is not a regular file (a pipe or a device?), so it is not read")
        with path.open("rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise ValueError(f"{path}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_RECORD_BYTES:
        raise ValueError(f"{path}: too large for a game record (more than {MAX_RECORD_BYTES >> 20} MB)")
    try:
        dealt, lang, tags = 0, "", {}
        if data.removeprefix(codecs.BOM_UTF8).lstrip().startswith(b"{") or path.suffix.lower() == ".json":
            # (PLAYTEST218 N10: a broken save, "[1,2", was read as a text record: "a tag reads [Name "value"]")
            document = decode(data)
            record: Any = document.get("record")
            dealt = document["dealt"]
            lang = document["lang"] if document.get("lang") in ("de", "en") else ""   # (its language: replay's)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as error:
                raise ValueError(f"it is not text (a broken byte at position {error.start})") from None
            if kind := other_kind(text, "record"):
                raise ValueError(kind)
            parsed = parse_text(text)
            record, tags = parsed.record, parsed.tags
        replayed = positions(record, dealt)
        replayed.match.lang = lang
        disputed = disputed_result(tags, replayed.match)
        return (replace(replayed, notes=(disputed,)) if disputed else replayed), path.name
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None
    except Exception as error:  # noqa: BLE001 - a file must never end in a traceback; say it was unexpected
        raise ValueError(f"{path}: unexpected trouble replaying it ({type(error).__name__}: {error})"[:300]) from None


def stats_rows(store: Store, ruleset: str | None) -> tuple[list[PlayerStats], str | None]:
    """The statistics (brought up to date from the history first) and a problem to mention, if any."""
    statistics = Statistics(store)
    statistics.sync()
    rows = statistics.table(ruleset)
    return rows, statistics.problem


COLUMNS = ("player", "ruleset", "matches", "hands", "won", "lost", "hands won", "points/hand", "best", "worst",
           "chain", "caught cheating", "cheats called out")


LEGEND = ("won, lost: matches (won: the best at the end; lost: the match's loser by its rules, e.g. over its limit, "
          "the Idiot; an open-ended match has no loser: who stood best when it was ended won it, and a hand "
          "lost, as in Prší, is no match lost)",
          "hands won: hands in which they went out first; points/hand, best, worst: the points of a hand (where only a "
          "hand's loser is counted, as in Prší, a lost hand counts as 1)",
          "chain: the longest chain of naming cards (Queens in Erftschmiede); caught cheating: times caught cheating "
          "oneself; cheats called out: others' cheats called out (missed calls count in neither)")


STATS_WORDS: dict[str, dict[str, Any]] = {
    "en": {"columns": COLUMNS, "legend": LEGEND,
           "bots": "bot (level): every seat a bot of that level played counts, so two of them in one match count as "
                   "two matches",
           "scored_by": {"loser": "points/hand in {rulesets}: a lost hand counts as 1 (only the loser is counted)",
                         "winner": "points/hand in {rulesets}: what the hand's winner collects (more is better)"},
           "bot": "bot", "levels": {}, "none": "no finished match yet",
           "none_of": "no finished match of {ruleset} yet",
           "running": "not counted yet, still saved to be played on: {n}; a match counts once it is over (an "
                      "open-ended match is over once you end it at a hand's end: q, “End the match here”; over SSH "
                      "e on the sheet)"},
    "de": {"columns": ("Spieler", "Variante", "Partien", "Spiele", "gewonnen", "verloren", "Spiele gewonnen",
                       "Punkte/Spiel", "bestes", "schlechtestes", "Kette", "beim Fuschen erwischt", "Fuschen aufgedeckt"),
           "legend": ("gewonnen, verloren: Partien (gewonnen: am Ende der Beste; verloren: wer die Partie nach ihren "
                      "Regeln verliert, z. B. über ihrer Grenze, der Idiot; eine Partie, die man spielt, bis man "
                      "aufhört, hat keinen Verlierer: wer beim Beenden vorn lag, hat sie gewonnen, und ein verlorenes "
                      "Spiel wie im Prší ist keine verlorene Partie)",
                      "Spiele gewonnen: wie oft zuerst alle Karten los; Punkte/Spiel, bestes, schlechtestes: die "
                      "Punkte eines Spiels (wo nur der Verlierer eines Spiels zählt, wie im Prší, zählt ein verlorenes "
                      "Spiel 1)",
                      "Kette: die längste Kette von Karten, mit denen man jemanden bestimmt (Damen in Erftschmiede); "
                      "beim Fuschen erwischt: wie oft selbst erwischt; Fuschen aufgedeckt: wie oft das Fuschen anderer "
                      "aufgedeckt (eine vergessene Ansage wie „Mau“ oder „Letzte Karte“ zählt bei keinem)"),
           "bots": "Bot (Stufe): jeder Platz, den ein Bot dieser Stufe spielte, zählt; zwei in einer Partie zählen also "
                   "als zwei Partien",
           "scored_by": {"loser": "Punkte/Spiel in {rulesets}: ein verlorenes Spiel zählt 1 (nur der Verlierer "
                                  "zählt)",
                         "winner": "Punkte/Spiel in {rulesets}: was der Gewinner eines Spiels bekommt (mehr ist besser)"},
           "bot": "Bot", "levels": {"easy": "leicht", "medium": "mittel", "hard": "schwer"},
           "none": "noch keine beendete Partie", "none_of": "noch keine beendete Partie von {ruleset}",
           "running": "noch nicht gezählt, weil zum Weiterspielen gespeichert: {n}; eine Partie zählt, sobald sie "
                      "vorbei ist (eine Partie, die ihr spielt, bis ihr aufhört, ist vorbei, wenn ihr sie am Ende "
                      "eines Spiels beendet: q, „Partie hier beenden“; über SSH e auf der Abrechnung)"},
}


def still_saved(store: Store, ruleset: str | None) -> int:
    """How many matches (of ``ruleset``) wait in the saves to be played on: the statistics count them once they are
    over.  Read from the files' names (a match's id: when it began, its ruleset, a number where two began in the
    same second: a ruleset's own id may end in a year, ``kneipe-2024``), so no save is opened (nor set aside) by a look
    at the figures."""
    pattern = re.compile(r"\d{8}-\d{6}-" + (re.escape(ruleset) + r"(?:-\d\d?)?" if ruleset is not None else ".+"))
    try:
        return sum(1 for path in store.folders.saves.glob("*.json") if pattern.fullmatch(path.stem))
    except OSError:
        return 0


def one_place(value: float, lang: str = "en") -> str:
    """A figure to one decimal place, a half rounded up as a score keeper writes it (26.25: 26.3, where the float
    26.25 came out as 26.2), with a German decimal comma."""
    text = str(Decimal(repr(value)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    return text.replace(".", ",") if lang == "de" else text


def stats_cells(row: PlayerStats, lang: str = "en") -> tuple[str, ...]:
    def maybe(value: int | None) -> str:
        return "-" if value is None else str(value)

    words = STATS_WORDS.get(lang, STATS_WORDS["en"])
    level = words["levels"].get(row.level, row.level)
    player = f"{words['bot']} ({level})" if row.kind == "bot" else row.player
    average = one_place(row.average_points, lang)
    return (player, row.ruleset, str(row.matches), str(row.hands), str(row.wins), str(row.lost), str(row.hands_won),
            average, maybe(row.best_hand), maybe(row.worst_hand), str(row.longest_chain),
            str(row.caught_cheating), str(row.cheats_caught))


def stats_text(rows: list[PlayerStats], lang: str = "en", width: int = 100) -> str:
    """A plain table, one player and ruleset a line (bots by level), in English or German; where the table is wider
    than ``width`` columns (a terminal of 80), each ruleset's players one under the other, their figures named."""
    words = STATS_WORDS.get(lang, STATS_WORDS["en"])
    if not rows:
        return str(words["none"])
    lines = [words["columns"], *(stats_cells(row, lang) for row in rows)]
    widths = [max(cell_len(line[column]) for line in lines) for column in range(len(COLUMNS))]   # (名前: 4 cells)
    table = "\n".join("  ".join(padded(cell, size, column >= 2)
                                for column, (cell, size) in enumerate(zip(line, widths))).rstrip()
                      for line in lines)
    if max(cell_len(line) for line in table.splitlines()) > width:
        table = _named_figures(lines, max(width, 40))
    legend_width = min(100, max(width, 40))
    return table + "\n\n" + "\n".join(textwrap.fill(line, legend_width, subsequent_indent="  ")
                                        for line in (*words["legend"], words["bots"]))


NBSP = "\u00a0"


def cell_len(text: str) -> int:
    """The terminal cells ``text`` takes: a wide character (名) two (the store loads no UI library for it)."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def padded(cell: str, size: int, right: bool = False) -> str:
    """``cell`` filled with blanks to ``size`` terminal cells (on the left: ``right`` aligned)."""
    fill = " " * max(0, size - cell_len(cell))
    return fill + cell if right else cell + fill


def _named_figures(lines: list[tuple[str, ...]], width: int) -> str:
    """Each ruleset's heading, then each player with "figure value" pairs wrapped to ``width``."""
    columns = lines[0]
    out: list[tuple[str, list[str]]] = []
    indent = max(cell_len(line[0]) for line in lines[1:]) + 4
    for line in lines[1:]:
        if not out or out[-1][0] != line[1]:
            out.append((line[1], []))
        pairs = [f"{name} {value}".replace(" ", NBSP) for name, value in zip(columns[2:], line[2:])]
        wrapped = textwrap.wrap(f"{NBSP}· ".join(pairs), max(width - indent, 20), break_on_hyphens=False,
                                break_long_words=False)     # (a figure wider than the room overflows whole)
        text = ("\n" + " " * indent).join(wrapped).replace(NBSP, " ")      # (a line breaks only between figures)
        out[-1][1].append("  " + padded(line[0], indent - 2) + text)
    return "\n".join(f"{ruleset}\n" + "\n".join(players) for ruleset, players in out)


def stats_json(rows: list[PlayerStats]) -> str:
    return json.dumps([{**asdict(row), "average_points": round(row.average_points, 3)} for row in rows],
                      ensure_ascii=False)
