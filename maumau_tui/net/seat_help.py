"""The help (``?``, F1) at a seat of the table server: the hot seat's keys, told for a terminal of one's own.

The keys at the table are the app's (``tui.i18n_help``); what differs is said here: nobody passes a keyboard
round (only a group at one terminal does), ``Esc``/``q`` go back to the lobby while a bot plays the seat, ``s`` has
only this terminal's language, cards and hand's order (``looks_screen``), and a dropped connection makes the table
wait.
"""

from __future__ import annotations

from maumau_tui.tui.i18n import HELP
from maumau_tui.tui.i18n_help import HINT_HOLDS

FIRST = {"de": "Mau-Mau über SSH: ein Terminal für dich (oder für ein paar).",
         "en": "Mau-Mau over SSH: a terminal of your own (or shared by a few)."}
BACK = {"de": "  Esc, q         zur Lobby (so lange spielt ein Bot für dich)",
        "en": "  Esc, q         back to the lobby (a bot plays your seat meanwhile)"}
TABLE = {
    "de": """\
Jede Person sieht nur ihre eigene Hand; die Züge der anderen
erscheinen hier, sobald sie gemacht sind. Spielen mehrere an
diesem Terminal, zeigt ein Übergabe-Bildschirm, wer dran ist.
Reißt eine Verbindung ab, wartet der Tisch auf diese Person (die
verbleibende Zeit zeigt jeder Bildschirm); danach spielt ein Bot
für sie, bis sie wieder da ist. Eine Partie ohne eigenes Ende
endet nach einem Spiel, wenn alle am Tisch auf der Abrechnung e
drücken.""",
    "en": """\
Each person sees only their own hand; the others' moves appear
here as they are made. With several people at this terminal a
hand-off screen shows whose turn it is. When a connection drops,
the table waits for that person (the time left is on every
screen); then a bot plays for them until they are back. An
open-ended match ends after a hand once everyone at the table
presses e on the sheet.""",
}
SETTINGS = {"de": "  s              Sprache, Karten als Buchstaben, Ordnung der Hand:\n                 nur für dich",
            "en": "  s              language, cards as letters, the hand's order: for\n                 you alone"}
HOT_SEAT = {"de": "Spielen mehrere Menschen", "en": "With several people"}   # the hot seat's last paragraph


def seat_help(lang: str) -> str:
    """The help text for a seat of the table server, in ``lang`` (English for a language we do not have)."""
    lang = lang if lang in FIRST else "en"
    lines = HELP[lang].splitlines()[1:]
    kept = []
    for line in lines:
        if line.startswith(HOT_SEAT[lang]):
            break
        if line.startswith("  Esc, q"):
            kept.append(BACK[lang])
        elif line.strip() == HINT_HOLDS[lang]:   # (a hint at a seat of the server stops no clock; the line above
            kept[-1] += ";"                      # ends the clause that line ended: PLAYTEST241 N1, "and why then")
            continue
        elif line.startswith("  s "):          # the settings of this terminal alone (no bot pace, no colours)
            kept.append(SETTINGS[lang])
        else:
            kept.append(line)
    return "\n".join([FIRST[lang], *kept, TABLE[lang]]) + "\n"


WATCHING = {
    "de": """\
Du schaust an diesem Tisch zu: keine Hand wird gezeigt, nur was alle
sehen (die oberste Karte, wer wie viele Karten hat, was geschieht).

  r              Regeln
  s              Sprache, Karten als Buchstaben: nur für dich
  ?, F1          diese Hilfe
  Esc, q         zurück in die Lobby
  Strg+C         fragt vor dem Beenden (zweimal: beendet)
  Strg+Q         beendet sofort
""",
    "en": """\
You are watching this table: no hand is shown, only what everybody
sees (the top card, who holds how many cards, what happens).

  r              rules
  s              language, cards as letters: for you alone
  ?, F1          this help
  Esc, q         back to the lobby
  Ctrl+C         asks before quitting (twice: quits)
  Ctrl+Q         quits at once
""",
}


def watching_help(lang: str) -> str:
    """The help for a watcher of a table (PLAYTEST114 F15: it listed the keys of a player, each of which only said
    "You are watching: no hand is shown.")."""
    return WATCHING[lang if lang in WATCHING else "en"]


LOBBY = {
    "de": """\
Die Lobby dieses Servers: jede Zeile ist ein Tisch, mit seiner
Nummer, seinen Regeln, wer dort sitzt (Bots mit ihrer Stufe) und
worauf er wartet. Dein Tisch steht fett.

  ↑ ↓            einen Tisch wählen
  Pos1, Ende     zum ersten Tisch, zum letzten
  c              einen neuen Tisch anlegen: Regeln, Plätze (Menschen
                 oder Bots), Hausregeln
  Enter, j       am gewählten Tisch Platz nehmen; an deinem Tisch,
                 dessen Partie läuft: zurück auf deinen Platz
  w              dem gewählten Tisch zuschauen (ohne Handkarten)
  s              deinen Tisch starten, sobald jeder Platz besetzt ist
                 (nur wer ihn angelegt hat)
  l              von deinem Tisch aufstehen (wer ihn angelegt hat, löst
                 ihn auf); aus einer laufenden Partie: für immer gehen
                 (nach einer Rückfrage; ein Bot spielt weiter)
  g              wer an diesem Terminal mitspielt: ihr teilt euch die
                 Tastatur, ein Übergabe-Bildschirm zeigt, wer dran ist
  Leertaste      die Verbindung prüfen
  e              English: alles auf Englisch (auch am Tisch)
  k              Karten als Buchstaben (QS) oder mit Farbsymbolen;
                 zuerst, wie es die Spracheinstellung deines
                 Terminals (LANG) sagt (ohne UTF-8 nur Buchstaben)
  q              den Server verlassen
  ?, F1          diese Hilfe

Am Tisch bringen Esc oder q dich hierher zurück; so lange spielt ein
Bot deinen Platz, Enter an deinem Tisch holt ihn zurück.""",
    "en": """\
The lobby of this server: each line is a table, with its number,
its rules, who sits there (bots with their level) and what it
waits for. Your table is in bold.

  ↑ ↓            choose a table
  Home, End      to the first table, the last
  c              make a new table: rules, seats (people or bots),
                 house rules
  Enter, j       sit down at the chosen table; at your own table
                 whose match is on: back to your seat
  w              watch the chosen table (no hands shown)
  s              start your table once every seat is taken (only
                 the player who made it)
  l              stand up from your table (its maker closes it);
                 from a match in play: leave for good (asked first;
                 a bot plays on)
  g              who else plays at this terminal: you share the
                 keyboard, a hand-off screen shows whose turn it is
  Space          check the connection
  e              Deutsch: everything in German (at the table too)
  k              cards as letters (QS) or with suit symbols; at first
                 as your terminal's language setting (LANG) says
                 (a terminal that is not UTF-8: letters only)
  q              leave the server
  ?, F1          this help

At a table, Esc or q brings you back here while a bot plays your
seat; Enter at your table takes it back.""",
}


def lobby_help(lang: str) -> str:
    """The lobby's help (``?``, F1), in ``lang`` (English for a language we do not have)."""
    return LOBBY.get(lang, LOBBY["en"]) + "\n"


CREATE = {
    "de": """\
Ein neuer Tisch: die Regeln, wie viele Plätze, wer auf jedem sitzt
(ein Mensch oder ein Bot mit seiner Stufe), wer zuerst gibt (sonst
der letzte Platz) und die Hausregeln.
Platz 1 ist deiner; spielen mehrere an diesem Terminal, sitzen sie
auf den ersten Plätzen für Menschen.

  ↑ ↓            eine Zeile wählen
  Pos1, Ende     zur ersten Zeile, zur letzten
  ← →, + -       ändern: die Regeln, die Zahl der Plätze, Mensch
                 oder Bot, wer zuerst gibt, eine Hausregel an
                 oder aus
  Leertaste      ebenso
  Ziffern        die Zahl einer Hausregel, die eine Zahl ist
                 (Rücktaste löscht eine Ziffer)
  Enter          den Tisch anlegen: er steht dann in der Lobby, wo
                 andere Platz nehmen; s startet ihn
  Esc            zurück zur Lobby, ohne Tisch
  ?, F1          diese Hilfe

Unter dem Formular steht die gewählte Hausregel in voller Länge;
die Regeln des Tisches erklärt am Tisch die Taste r.""",
    "en": """\
A new table: its rules, how many seats, who sits on each (a person
or a bot with its level), who deals first (else the last seat) and
its house rules. Seat 1 is yours; with several people at this
terminal, they take the first seats for people.

  ↑ ↓            choose a line
  Home, End      to the first line, the last
  ← →, + -       change it: the rules, the number of seats, person
                 or bot, who deals first, a house rule on or off
  Space          the same
  digits         the number of a house rule that is a number
                 (Backspace takes a digit back)
  Enter          make the table: it stands in the lobby, where
                 others sit down; s starts it
  Esc            back to the lobby, no table made
  ?, F1          this help

Below the form, the chosen house rule is shown in full; at the
table, r explains the table's rules.""",
}


def create_help(lang: str) -> str:
    """The help of the new-table form (``?``, F1), in ``lang`` (English for a language we do not have)."""
    return CREATE.get(lang, CREATE["en"]) + "\n"
