"""The app's own words in German and English (the game log brings its own, from the engine).

The words live by area (``i18n_table``, ``i18n_screens``, ``i18n_help``); ``STRINGS`` holds them all. New keys
may be added here, just before the end of each language's dict (German and English both).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, timedelta

from maumau_tui.tui.i18n_help import HELP
from maumau_tui.tui.i18n_screens import SCREEN_STRINGS
from maumau_tui.tui.i18n_table import TABLE_STRINGS
from maumau_tui.tui.spelling import spelled

LANGS = ("de", "en")

STRINGS: dict[str, dict[str, str]] = {
    "de": {
        "save_failed": "Die Partie kann nicht gespeichert werden ({reason}). Es wird weitergespielt.",
        "saved_again": "Die Partie wird wieder gespeichert.",
        "save_failed_over": "Die Partie ist vorbei, lässt sich aber nicht zu den beendeten legen ({reason}); sie bleibt "
                            "gespeichert, wie sie vor ihrem letzten Zug stand.",
        "save_failed_over_lost": "Die Partie ist vorbei, lässt sich aber nicht speichern ({reason}).",
        "set_aside": "Beiseitegelegt: {message}",
        "set_aside_many": "{n} Spielstände ließen sich nicht verwenden ({names}): sie liegen jetzt in {folder}, jeder "
                          "mit einer .why.txt daneben, die sagt, warum.",
        "save_waits": "Im Moment nicht fortsetzbar: {message}",
        "finished_waits": "Im Moment nicht zu zeigen: {message}",
        "save_mended": "Repariert, zum Weiterspielen: {message}",
        "resume_failed": "Diese Partie lässt sich nicht fortsetzen: {message}",
        "old_rules": ("Die Regeln von {name} haben sich seit Beginn dieser Partie geändert: die Partie wird mit den "
                      "Regeln von damals weitergespielt (eine neue Partie spielt sie, wie sie jetzt sind)."),
        "old_rules_gone": ("Die Regeln von {name} lassen sich nicht mehr lesen (ihre Datei oder eine, die sie "
                           "erweitert, fehlt oder ist fehlerhaft): die Partie wird mit den Regeln von damals weitergespielt."),
        "played_elsewhere": "Diese Partie läuft schon in einem anderen Fenster (Prozess {pid}). Dort weiterspielen "
                            "oder das Fenster erst schließen.",
        "entry_statistics": "Statistik",
        "entry_history": "Beendete Partien ansehen",
        "stats_title": "Statistik",
        "stats_all": "alle Varianten",
        "stats_empty": "Noch keine beendete Partie.",
        "stats_cols": ("Spieler|Partien|Spiele|gewonnen|verloren|Spiele "
                       "gew.|Punkte/Spiel|bestes|schlechtestes|Kette|beim Fuschen erwischt|Fuschen aufgedeckt"),
        "stats_bot": "Bot ({level})",
        "history_title": "Beendete Partien",
        "history_empty": "Noch keine beendete Partie. · Esc: zurück",
        "history_lost": "verloren: {names}",
        "history_hint": "Enter: ansehen · Esc: zurück",
        "replay_title": "Wiederholung: {name}",
        "replay_at": "Spiel {hand} von {hands} · Zug {move} von {moves}",
        "replay_start": "Spiel {hand} ist gegeben.",
        "replay_said": "Zugnotation: {move}",
        "replay_unseen": "Ein Zug von {name}, der von hier aus nicht zu sehen ist.",
        "replay_own": "{name} wählt: {move}.",
        "replay_seat": "Sicht: {name}",
        "replay_all": "Alle Karten offen",
        "replay_hand_of": "{name} ({count}): {cards}",
        "replay_hint": "← →: Zug · Bild↑↓: Spiel · Pos1/Ende · s: Sicht · ?: Hilfe · Esc: zurück",
        "replay_failed": "Diese Aufzeichnung lässt sich nicht abspielen: {message}",
        "too_small": "Das Terminal ist zu klein ({w}×{h}): gebraucht werden mindestens {need_w}×{need_h}.",
        "too_small_hint": "Das Fenster größer ziehen – das Spiel wartet so lange. Strg+C: beenden.",
        "too_small_terse": "Zu klein: {w}×{h}, nötig {need_w}×{need_h}.",
        "too_small_quit": "Strg+C: beenden",
        "key_settings": "Einstellungen",
        "menu_question": "Zurück zum Menü? Die Partie bleibt gespeichert.",
        "menu_question_unsaved": "Zurück zum Menü? Nicht gespeichert – {reason} – die Partie endet hier.",
        "menu_question_earlier": ("Zurück zum Menü? Nicht gespeichert – {reason} – die Partie geht später vom letzten "
                                  "Spielstand aus weiter, ohne die Züge seitdem."),
        "menu_question_earlier_copy": ("Zurück zum Menü? Nicht gespeichert – {reason} – die Partie geht später von einer "
                                       "früher behaltenen Kopie in {path} aus weiter (sie kommt zu den gespeicherten "
                                       "Partien, sobald sie sich schreiben lassen), ohne die Züge seitdem."),
        "menu_question_rescued": ("Zurück zum Menü? Nicht gespeichert – {reason} – eine Kopie liegt in {path} und kommt "
                                  "zu den gespeicherten Partien, sobald sie sich schreiben lassen."),
        "menu_keys": "j: ja, zum Menü · n / Esc: weiterspielen",
        "leave_title": "Partie verlassen?",
        "match_end_title": "Die Partie ist vorbei. Wie geht es weiter?",
        "leave_menu": "Zurück zum Menü (die Partie bleibt gespeichert)",
        "leave_finish": "Partie hier beenden (zu den beendeten Partien)",
        "leave_no_finish": "(hier beenden: diese Partie endet nach ihren Regeln)",
        "leave_no_finish_unsaved": "(hier beenden: nur gespeichert)",
        "leave_unsaved": "Zurück zum Menü (nicht gespeichert: die Partie endet hier)",
        "leave_unsaved_earlier": "Zurück zum Menü (nicht gespeichert: später weiter vom letzten Spielstand)",
        "leave_unsaved_earlier_copy": "Zurück zum Menü (nicht gespeichert: später weiter von einer früheren Kopie)",
        "leave_unsaved_rescued": "Zurück zum Menü (nicht gespeichert: eine Kopie bleibt für später)",
        "rematch_failed": "Keine Revanche – das Regelwerk lässt sich jetzt nicht geben: {reason}",
        "leave_rematch": "Revanche: noch eine Partie mit denselben Plätzen",
        "leave_new": "Neue Partie: Variante und Plätze wählen",
        "leave_quit": "Das Programm beenden",
        "leave_quit_kept": "Programm beenden (die Partie bleibt gespeichert)",
        "leave_cancel": "n / Esc: zurück",
        "leave_choose_first": "Erst eine Zeile wählen: ↑↓ oder ihre Ziffer, dann Enter.",
        "leave_gap_chosen": "Zeile {n} lässt sich hier nicht wählen {why}.",
        "settings_title": "Einstellungen",
        "settings_lang": "Sprache",
        "settings_this_time": "(nur für diesen Start; gemerkt, sobald hier geändert)",
        "settings_ascii": "Karten als Buchstaben (QD = Karo Dame)",
        "letters_plain": "Der Bildschirm ist ASCII (--ascii, oder das Terminal meldet kein UTF-8): die Karten bleiben "
                         "Buchstaben (QS).",
        "settings_speed": "Tempo der Bots",
        "settings_colours": "Bildschirmfarben",
        "settings_hand_order": "Karten der Hand (auch g am Tisch)",
        "hand_by_rank": "nach Werten",
        "hand_by_suit": "nach Farben",
        "settings_hint": "↑↓ wählen · Leertaste/Enter ändert · s: speichern · Esc: zurück ohne Speichern",
        "settings_saved": "Einstellungen gespeichert.",
        "settings_not_saved": "Einstellungen nicht gespeichert in {path} ({reason}); sie gelten bis zum Ende.",
        "config_set_aside": "{name} ließ sich nicht lesen ({why}): die Datei liegt jetzt als {kept} da; "
                            "es gelten die Voreinstellungen.",
        "config_unreadable": "{name} ließ sich nicht lesen ({why}); es gelten die Voreinstellungen.",
        "config_broken_at": "kaputt in Zeile {line}, Spalte {column}",
        "config_no_object": "kein JSON-Objekt",
        "config_no_permission": "keine Berechtigung, sie zu lesen",
        "config_folder": "ein Ordner steht, wo die Datei hingehört",
        "config_not_written_over": "die Datei dort lässt sich nicht lesen ({why}) und wird nicht überschrieben",
        "speed_slow": "langsam",
        "speed_normal": "normal",
        "speed_fast": "schnell",
        "speed_instant": "sofort",
        "speed_seconds": "{seconds} s",
        "colours_auto": "wie das Terminal",
        "colours_ansi": "16 Farben des Terminals",
        "colours_mono": "einfarbig",
        "mark_legend": "Leertaste markiert, Enter legt die markierten",
        "marked_count": "{n} markiert – Enter legt sie",
        "marked_count_one": "1 markiert – Enter legt sie",
        "marked_short": "{n} markiert",
        "marked_refused": "{cards} gehen so nicht zusammen: gleicher Wert, die erste muss passen.",
        "marked_ranks": "{cards} gehen nicht zusammen: nur Karten eines Werts.",
        "marked_first": "{cards} gehen so nicht: die erste markierte Karte, {card}, passt nicht.",
        "marked_first_one": "{card} passt nicht.",
        "marked_refused_one": "{card} geht so nicht.",
        "digit_again": "Ziffer noch mal: Karte +10",
        "declare_title": "{card} verdeckt legen – ansagen als …",
        "declare_title_lie": "{card} passt nicht: verdeckt geht sie nur gelogen – ansagen als …",
        "declare_choose": "Erst eine Zeile wählen (Ziffer oder ↑↓): jede ist gelogen.",
        "declare_truth": "{card} – die Wahrheit",
        "declare_lie": "als {card} ({name}) – gelogen",
        "challenge_title": "{name} legt verdeckt und sagt: {card}. Glauben oder aufdecken?",
        "challenge_believe": "Glauben: {card} gilt",
        "challenge_catch": ("Aufdecken – gelogen: {name} nimmt die Karte zurück und zieht {cards}; ehrlich: du ziehst "
                            "{cards}"),
        "challenge_catch_miss": ("Aufdecken – gelogen: {name} nimmt die Karte zurück und zieht {cards}; ehrlich: du "
                                 "ziehst {cards} und setzt aus"),
        "count_cards_1": "eine Karte",
        "count_cards_column": "1 Karte",   # (beside a name, as the seat bar counts: "Ben (1 Karte)")
        "count_cards": "{n} Karten",
        "key_save": "Speichern",
        "key_hint": "Tipp",
        "key_level": "Mensch/Stufe",
        "hint_title": "Tipp",
        "hint_followed_title": "Tipp befolgt",
        "hint_none": "Gerade gibt es keinen Tipp.",
        "hint_none_turn": "Jetzt gibt es keinen Tipp: {name} ist dran. Drück t wieder, wenn du am Zug bist.",
        "hint_none_answer": "Jetzt gibt es keinen Tipp: der Tisch wartet auf eine Antwort außer der Reihe. Drück t "
                            "wieder, wenn du entscheidest.",
        "hint_not_here": " (steht nicht in dieser Auswahl: Esc geht zurück)",
        "level_easy": "leicht",
        "level_medium": "mittel",
        "level_hard": "schwer",
        "level_stand_in": "Vertretung",
        "seat_level": "Bot, {level}",
        "name_taken_keep": "Den Namen {name} hat schon ein anderer Platz: bitte einen anderen wählen.",
        "stats_ruleset": "Variante",
        "stats_keys": "Tab: nächste Variante · ← →: weitere Spalten · Esc: zurück",
        "stats_keys_all": "Tab: nächste Variante · Esc: zurück",
        "stats_more_rows": "↑ ↓: alle {n} Zeilen",
        "stats_notes_folded": "i: Hinweise zu den Zahlen ({n})",
        "stats_notes_fold": "i: Hinweise einklappen",
        "title_help": "?: Hilfe",
        "title_menu": "Esc: Menü",
        "title_settings": "s: Einstellungen",
        "continue_title": "Weiterspielen: {ruleset} · Spiel {hand}",
        "continue_title_over": "Weiterspielen: {ruleset} · Spiel {hand} ist vorbei",
        "continue_elsewhere": "in einem anderen Fenster offen",
        "key_discard": "Verwerfen",
        "discard_what": "{ruleset} · Spiel {hand} · {when} ({id})",
        "discard_question": "Die gespeicherte Partie verwerfen?\n{what}\nSie wird nicht gelöscht, nur in den Ordner "
                            "{folder} gelegt.",
        "discard_keys": "j: ja, verwerfen · n / Esc: behalten",
        "discard_elsewhere": "Diese Partie läuft gerade in einem anderen Fenster: erst dort beenden, dann verwerfen.",
        "discarded": "Verworfen: {what}. Die Datei liegt jetzt in {path} (als saves/{name} zurückgelegt, geht es "
                     "weiter).",
        "continue_last": "zuletzt {when}",
        "continue_began": "begonnen {when}",
        "replay_hidden": "Dieses Spiel läuft noch: die Hände bleiben verdeckt.",
        "replay_no_hand": "Ein Spiel {typed} gibt es nicht: das letzte ist Spiel {hands}.",
        "hint_failed": "Diesmal kein Tipp: {reason}",
        "group_classic": "Klassisches Mau-Mau",
        "group_house": "Hausregeln",
        "group_regional": "Regionale Spiele",
        "group_own": "Eigene Regelwerke",
        "follow_short": "Auf {on_card} muss nachgelegt werden",
        "hint_play_short": "Enter legt",
        "direction_counter": "umgekehrt ←",
        "absent_short": "ausgeschieden",
        "move_draw_n_skip": "{n} Karten ziehen und aussetzen",
        "move_draw_n_skip_one": "Eine Karte ziehen und aussetzen",
        "move_draw_until": "Ziehen, bis eine Karte passt",
        "move_accept_skip": "Aussetzen",
    },
    "en": {
        "save_failed": "The match cannot be saved ({reason}). Play goes on.",
        "saved_again": "The match is being saved again.",
        "save_failed_over": "The match is over but cannot be filed with the finished ones ({reason}); it stays saved as it "
                            "stood before its last move.",
        "save_failed_over_lost": "The match is over but cannot be saved ({reason}).",
        "set_aside": "Set aside: {message}",
        "set_aside_many": "{n} saves could not be used ({names}): they are now in {folder}, each with a .why.txt "
                          "beside it that says why.",
        "save_waits": "Cannot be continued for now: {message}",
        "finished_waits": "Cannot be shown for now: {message}",
        "save_mended": "Mended, to play on: {message}",
        "resume_failed": "This match cannot be continued: {message}",
        "old_rules": ("The rules of {name} have changed since this match began: the match goes on with the rules it "
                      "began with (a new match plays them as they are now)."),
        "old_rules_gone": ("The rules of {name} cannot be read any more (its file, or one it extends, is gone or "
                           "broken): the match goes on with the rules it began with."),
        "played_elsewhere": "This match is being played in another window (process {pid}). Play on there, or "
                            "close that window first.",
        "entry_statistics": "Statistics",
        "entry_history": "Look at finished matches",
        "stats_title": "Statistics",
        "stats_all": "every ruleset",
        "stats_empty": "No finished match yet.",
        "stats_cols": ("Player|Matches|Hands|Won|Lost|Hands won|Points/hand|Best|Worst|Chain|Caught cheating|"
                       "Cheats called out"),
        "stats_bot": "bot ({level})",
        "history_title": "Finished matches",
        "history_empty": "No finished match yet. · Esc: back",
        "history_lost": "lost: {names}",
        "history_hint": "Enter: look at it · Esc: back",
        "replay_title": "Replay: {name}",
        "replay_at": "Hand {hand} of {hands} · move {move} of {moves}",
        "replay_start": "Hand {hand} is dealt.",
        "replay_said": "notation: {move}",
        "replay_unseen": "A move of {name}'s that cannot be seen from here.",
        "replay_own": "{name} chooses: {move}.",
        "replay_seat": "View: {name}",
        "replay_all": "All hands open",
        "replay_hand_of": "{name} ({count}): {cards}",
        "replay_hint": "← →: move · PgUp/PgDn: hand · Home/End · s: view · ?: help · Esc: back",
        "replay_failed": "This record cannot be replayed: {message}",
        "too_small": "The terminal is too small ({w}×{h}): it needs at least {need_w}×{need_h}.",
        "too_small_hint": "Make the window larger – the game waits until then. Ctrl+C: quit.",
        "too_small_terse": "Too small: {w}×{h}, needs {need_w}×{need_h}.",
        "too_small_quit": "Ctrl+C: quit",
        "key_settings": "Settings",
        "menu_question": "Back to the menu? The match stays saved.",
        "menu_question_unsaved": "Back to the menu? Not saved – {reason} – the match ends here.",
        "menu_question_earlier": ("Back to the menu? Not saved – {reason} – the match goes on later from its last save, "
                                  "without the moves since."),
        "menu_question_earlier_copy": ("Back to the menu? Not saved – {reason} – the match goes on later from a copy kept "
                                       "earlier in {path} (it goes to your saved matches once they can be written), "
                                       "without the moves since."),
        "menu_question_rescued": ("Back to the menu? Not saved – {reason} – a copy is kept in {path} and goes to your "
                                  "saved matches once they can be written."),
        "menu_keys": "y: yes, to the menu · n / Esc: keep playing",
        "leave_title": "Leave the match?",
        "match_end_title": "The match is over. What next?",
        "leave_menu": "Back to the menu (the match stays saved)",
        "leave_finish": "End the match here (to the finished matches)",
        "leave_no_finish": "(ending here: this match ends by its rules)",
        "leave_no_finish_unsaved": "(ending here: only a saved match)",
        "leave_unsaved": "Back to the menu (not saved: the match ends here)",
        "leave_unsaved_earlier": "Back to the menu (not saved: later on from its last save)",
        "leave_unsaved_earlier_copy": "Back to the menu (not saved: later on from a copy kept earlier)",
        "leave_unsaved_rescued": "Back to the menu (not saved: a copy is kept for later)",
        "rematch_failed": "No rematch – the ruleset cannot be dealt now: {reason}",
        "leave_rematch": "Rematch: another match with the same seats",
        "leave_new": "New match: choose the variant and the seats",
        "leave_quit": "Quit the program",
        "leave_quit_kept": "Quit (the match stays saved)",
        "leave_cancel": "n / Esc: back",
        "leave_choose_first": "Choose a line first: ↑↓ or its digit, then Enter.",
        "leave_gap_chosen": "Line {n} is not offered here {why}.",
        "settings_title": "Settings",
        "settings_lang": "Language",
        "settings_this_time": "(this session only; remembered once changed here)",
        "settings_ascii": "Cards as letters (QH = Queen of Hearts)",
        "letters_plain": "The screen is in ASCII (--ascii, or a terminal that is not UTF-8): the cards stay letters (QS).",
        "settings_speed": "Bot speed",
        "settings_colours": "Colours",
        "settings_hand_order": "The hand's cards (g at the table too)",
        "hand_by_rank": "by rank",
        "hand_by_suit": "grouped by suit",
        "settings_hint": "↑↓ choose · Space/Enter changes · s: save · Esc: back without saving",
        "settings_saved": "Settings saved.",
        "settings_not_saved": "Settings not saved in {path} ({reason}); they apply until you quit.",
        "config_set_aside": "{name} could not be read ({why}): the file is kept as {kept}; the defaults are used.",
        "config_unreadable": "{name} could not be read ({why}); the defaults are used.",
        "config_broken_at": "broken at line {line}, column {column}",
        "config_no_object": "no JSON object",
        "config_no_permission": "no permission to read it",
        "config_folder": "there is a folder where the file should be",
        "config_not_written_over": "the file there cannot be read ({why}), and it is not written over",
        "speed_slow": "slow",
        "speed_normal": "normal",
        "speed_fast": "fast",
        "speed_instant": "at once",
        "speed_seconds": "{seconds} s",
        "colours_auto": "as the terminal",
        "colours_ansi": "the terminal's 16 colours",
        "colours_mono": "monochrome",
        "mark_legend": "Space marks, Enter plays the marked",
        "marked_count": "{n} marked – Enter plays them",
        "marked_count_one": "1 marked – Enter plays it",
        "marked_short": "{n} marked",
        "marked_refused": "{cards} cannot go together like this: one rank, and the first must fit.",
        "marked_ranks": "{cards} cannot go together: only cards of one rank do.",
        "marked_first": "{cards} cannot go like this: the first marked card, {card}, does not fit.",
        "marked_first_one": "{card} does not fit.",
        "marked_refused_one": "{card} cannot go like this.",
        "digit_again": "digit again: card +10",
        "declare_title": "Lay {card} face down – declare it as …",
        "declare_title_lie": "{card} does not fit: face down it can only be a lie – declare it as …",
        "declare_choose": "Choose a line first (a digit or ↑↓): each one is a lie.",
        "declare_truth": "{card} – the truth",
        "declare_lie": "as {card} ({name}) – a lie",
        "challenge_title": "{name} lays a card face down and declares {card}. Believe it or challenge?",
        "challenge_believe": "Believe it: {card} stands",
        "challenge_catch": "Challenge – a lie: {name} takes the card back and draws {cards}; honest: you draw {cards}",
        "challenge_catch_miss": ("Challenge – a lie: {name} takes the card back and draws {cards}; honest: you draw "
                                 "{cards} and miss a turn"),
        "count_cards_1": "1 card",
        "count_cards_column": "1 card",
        "count_cards": "{n} cards",
        "key_save": "Save",
        "key_hint": "Hint",
        "key_level": "Person/level",
        "hint_title": "Hint",
        "hint_followed_title": "Hint followed",
        "hint_none": "Nothing to advise right now.",
        "hint_none_turn": "Nothing to advise now: it is {name}'s turn. Press t again on your turn.",
        "hint_none_answer": "Nothing to advise now: the table waits for an answer out of turn. Press t again when you "
                            "decide.",
        "hint_not_here": " (not among these choices: Esc goes back)",
        "level_easy": "easy",
        "level_medium": "medium",
        "level_hard": "hard",
        "level_stand_in": "stand-in",
        "seat_level": "bot, {level}",
        "name_taken_keep": "Another seat is called {name} already: please choose another name.",
        "stats_ruleset": "Ruleset",
        "stats_keys": "Tab: next ruleset · ← →: more columns · Esc: back",
        "stats_keys_all": "Tab: next ruleset · Esc: back",
        "stats_more_rows": "↑ ↓: all {n} rows",
        "stats_notes_folded": "i: notes on the figures ({n})",
        "stats_notes_fold": "i: fold the notes",
        "title_help": "?: help",
        "title_menu": "Esc: menu",
        "title_settings": "s: settings",
        "continue_title": "Continue: {ruleset} · hand {hand}",
        "continue_title_over": "Continue: {ruleset} · hand {hand} is over",
        "continue_elsewhere": "open in another window",
        "key_discard": "Discard",
        "discard_what": "{ruleset} · hand {hand} · {when} ({id})",
        "discard_question": "Discard the saved match?\n{what}\nIt is not deleted, only moved to the folder {folder}.",
        "discard_keys": "y: yes, discard · n / Esc: keep it",
        "discard_elsewhere": "This match is being played in another window: close it there first, then discard it.",
        "discarded": "Discarded: {what}. The file is now in {path} (moved back as saves/{name}, it plays on).",
        "continue_last": "last played {when}",
        "continue_began": "began {when}",
        "replay_hidden": "This hand is still being played: the hands stay hidden.",
        "replay_no_hand": "There is no hand {typed}: the last is hand {hands}.",
        "hint_failed": "No hint this time: {reason}",
        "group_classic": "Classic Mau-Mau",
        "group_house": "House rules",
        "group_regional": "Regional games",
        "group_own": "Your own rulesets",
        "follow_short": "{card} must be covered",
        "hint_play_short": "Enter plays",
        "direction_counter": "anticlockwise ←",
        "absent_short": "eliminated",
        "move_draw_n_skip": "Draw {n} cards and miss a turn",
        "move_draw_n_skip_one": "Draw one card and miss a turn",
        "move_draw_until": "Draw until a card fits",
        "move_accept_skip": "Miss a turn",
    },
}
for _lang in LANGS:
    STRINGS[_lang] = {**SCREEN_STRINGS[_lang], **TABLE_STRINGS[_lang], **STRINGS[_lang]}

__all__ = ["HELP", "LANGS", "STRINGS", "tr"]


def lookup(tables: Mapping[str, Mapping[str, str]], lang: str, key: str, **values: object) -> str:
    """The text ``key`` in ``lang`` from ``tables`` (language -> key -> text; English when the language is
    unknown), filled with ``values``; ``key_one`` instead of ``key`` when ``n`` is 1 and there is such a text
    ("1 Karte", not "1 Karten").  Every word table of the screens is read through here."""
    table = tables.get(lang, tables["en"])
    if values.get("n") == 1 and f"{key}_one" in table:
        key = f"{key}_one"
    return spelled(table[key].format(**values) if values else table[key])


DAYS = {"de": ("heute", "gestern"), "en": ("today", "yesterday")}


def when(moment: datetime, lang: str, seconds: bool = False, today: date | None = None) -> str:
    """A date and time as people of ``lang`` write it: ``28.11.2026 12:32``, ``2026-11-28 12:32`` (with
    ``seconds``: ``12:32:07``); today and yesterday by name, ``heute 12:32`` (``today``: the date now, where the
    moment was)."""
    clock = moment.strftime("%H:%M:%S" if seconds else "%H:%M")
    day = today or datetime.now(moment.tzinfo).date()
    names = DAYS.get(lang, DAYS["en"])
    if moment.date() in (day, day - timedelta(days=1)):
        return f"{names[0] if moment.date() == day else names[1]} {clock}"
    return moment.strftime("%d.%m.%Y " if lang == "de" else "%Y-%m-%d ") + clock


def tr(lang: str, key: str, **values: object) -> str:
    """The app's own words (``STRINGS``), by ``lookup``."""
    return lookup(STRINGS, lang, key, **values)


def locale_lang(env: Mapping[str, str], unsaid: str = "en") -> str:
    """German where the locale says German, else English (``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``): the
    player's own environment, or an SSH client's; ``unsaid`` where none of them is set (an SSH client that sends
    no locale, as Windows' OpenSSH and PuTTY: the server's language, PLAYTEST274 F3)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if name == "LANG" and value.split(".")[0] in ("C", "POSIX"):   # (a LANG of C names a character set, no
            break                                                      # language: PLAYTEST275 N6)
        if value:                       # (LC_ALL=C is how one asks a program for English: REVIEW271 N1)
            return "de" if value.lower().startswith("de") else "en"
    return unsaid


def locale_says_utf8(env: Mapping[str, str]) -> bool | None:
    """Whether the locale's character set (``LC_ALL``, then ``LC_CTYPE``, then ``LANG``) is UTF-8; ``None`` when
    none is set (most terminals are).  ``C``, ``POSIX`` or ``de_DE.ISO-8859-1`` say it is not: suit symbols
    would be garbage there."""
    lang = env.get("LANG") or ""
    if not env.get("LC_ALL") and env.get("LC_CTYPE") == "C.UTF-8" and (lang in ("C", "POSIX") or (
            "." in lang and "utf8" not in lang.lower().replace("-", ""))):
        return False   # Python's own coercion of a C locale (PEP 538): the terminal was asked for plain C, or for a
        #                character set this machine has no locale of (LANG=de_DE.ISO-8859-1 where none is made)
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        if value := env.get(name):
            return "utf8" in value.lower().replace("-", "")
    return None


def store_message(lang: str, message: object) -> str:
    """A message of the store's (made in English) in ``lang``."""
    if lang != "de":
        return str(message)
    from maumau_tui.store.german import store_in_german

    return spelled(store_in_german(str(message)))


def rules_message(lang: str, message: object) -> str:
    """A message of the rules' (made in English: a broken ruleset, a name refused) in ``lang``, spelled out where the
    screen is in ASCII as every word of the app is (PLAYTEST172 F1: "enthalt" for "enthält")."""
    if lang != "de":
        return str(message)
    from maumau_tui.rules.german import in_german

    return spelled(in_german(str(message)))
