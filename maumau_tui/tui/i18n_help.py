"""The help page in German and English (key `?` or F1); at a table ``help_text.for_rules`` keeps the keys its
ruleset uses.  The screens before a match put their own keys above it (``SCREEN_HELP``)."""

from __future__ import annotations

# the line under the hint's (t) at one keyboard (a seat of the server: the others' clock, it does not stop it)
HINT_HOLDS = {"de": "(in einem Fenster mit Uhr steht sie dann still);", "en": "(in a timed window, the clock is paused);"}

HELP: dict[str, str] = {
    "de": """\
Mau-Mau am Tisch: eine Tastatur für alle, die hier spielen.

Am Tisch
  ← → Pos1 Ende  Karte wählen
  ↑ ↓            eine Reihe höher, tiefer
  1 … 9, 0       Karte Nummer 1 … 10, dieselbe Ziffer gleich noch
                 einmal: Karte 11 … 20 (21 … usw.)
  Enter          gewählte Karte legen
  Leertaste      Karte markieren, wo mehrere auf einmal gehen
                 (Enter legt dann genau die markierten);
                 sonst wie Enter
  m              legen und ansagen („Mau“, „Mau-Mau“ …)
  d              Karte ziehen
  p              passen (nach dem Ziehen)
  a              Aussetzen annehmen
  c              erwischen, wer nicht angesagt oder gefuscht hat
  k              König legen und „Königsrunde“ ansagen
  f              mit der gewählten Karte fuschen (zweimal f)
  t              Tipp: was ein starker Bot jetzt täte, und warum
                 (in einem Fenster mit Uhr steht sie dann still);
                 danach legt Enter wie geraten (Ansage, Joker-Karte;
                 geratenes Fuschen: f)
  o              alle Züge zeigen
  g              Hand nach Farben ordnen (noch einmal: nach Werten)
  h              Hausregeln (Abstimmung)
  r              Regeln
  ?, F1          diese Hilfe
  Esc, q         zurück ins Menü (die Partie bleibt gespeichert)
  s              Einstellungen (Sprache, Kartenzeichen, Bot-Tempo …)
  Strg+C         fragt vor dem Beenden (zweimal: beendet)
  Strg+Q         beendet sofort (die Partie bleibt gespeichert)

Karten in [Klammern] passen jetzt. Wünsche, Namen und Antworten
fragt ein Fenster ab: ↑↓ oder Ziffern wählen, Enter bestätigt.

Spielen mehrere Menschen, zeigt ein Übergabe-Bildschirm, wer dran
ist; die Hand erscheint erst, wenn diese Person Enter drückt.
Bots sind nacheinander dran, gut sichtbar im Spielverlauf; die
Karten dessen, der zuletzt dran war, sind dabei verdeckt.
""",
    "en": """\
Mau-Mau at the table: one keyboard for everybody who plays here.

At the table
  ← → Home End   choose a card
  ↑ ↓            a row up, down
  1 … 9, 0       card number 1 … 10; the same digit again at once:
                 card 11 … 20 (21 … and so on)
  Enter          play the chosen card
  space          mark a card where several go in one move (Enter
                 then plays exactly the marked ones); else play it
  m              play it with the call (“Mau”, “Mau-Mau” …)
  d              draw a card
  p              pass (after drawing)
  a              accept the skip
  c              catch a player who missed a call or cheated
  k              play a King and call a “Round of Kings”
  f              cheat with the chosen card (f twice: the first asks)
  t              hint: what a strong bot would do now, and why
                 (in a timed window, the clock is paused);
                 then Enter plays as advised (call, joker's card;
                 a cheat it advises: f)
  o              list all moves
  g              the hand grouped by suit (again: by rank)
  h              house rules (a vote)
  r              rules
  ?, F1          this help
  Esc, q         back to the menu (the match stays saved)
  s              settings (language, card symbols, bot speed …)
  Ctrl+C         asks before quitting (twice: quits)
  Ctrl+Q         quits at once (the match stays saved)

Cards in [brackets] fit now. Wishes, names and answers are chosen
in a prompt: ↑↓ or digits select, Enter confirms.

With several people at the table a hand-off screen shows whose
turn it is; the hand appears only when that person presses Enter.
Bots move one at a time, easy to follow in the game log, with the
cards of the person who played last covered meanwhile.
""",
}

SCREEN_HELP: dict[str, dict[str, str]] = {
    "de": {
        "variant": """\
Hier: die Variante wählen
  ↑ ↓            eine Variante wählen (oben: eine gespeicherte
                 Partie, unten: Statistik und beendete Partien)
  Enter          ihre Regeln und Optionen; eine gespeicherte Partie:
                 weiterspielen
  x, Entf        die gewählte gespeicherte Partie verwerfen
  s              Einstellungen (Sprache, Kartenzeichen, Bot-Tempo …)
  q, Esc         beenden (mit einer Frage vorher)
""",
        "ruleset": """\
Hier: die Regeln lesen und Optionen wählen
  ↑ ↓            eine Option wählen
  Tab            zwischen Regeln und Optionen wechseln (in den Regeln
                 blättern ↑ ↓ und Bild ↑ ↓)
  Leertaste      eine Option an- oder ausschalten
  Ziffern, + -   eine Zahl eingeben oder ändern
  r              die Regeln auf einer Seite für sich
  Enter, s       weiter zu den Plätzen
  Esc            zurück zur Wahl der Variante
""",
        "seats": """\
Hier: die Plätze besetzen
  ↑ ↓            einen Platz wählen
  Enter          seinen Namen ändern
  b              Mensch oder Bot (leicht, mittel, schwer)
  g              hier sitzt der Geber
  +, -           einen Platz dazu, einen weg
  s              los: das erste Spiel wird gegeben
  Esc            zurück zu den Optionen
""",
        "settings": """Hier: die Einstellungen
  ↑ ↓            eine Einstellung wählen
  Pos1, Ende     zur ersten Einstellung, zur letzten
  Enter, →       ihr nächster Wert (auch Leertaste; ← der vorige)
  s              speichern: sie gelten ab jetzt und beim nächsten Mal
  Esc            zurück, nichts geändert
""",
        "replay": """Hier: eine Partie Zug für Zug ansehen
  ← →, h l       ein Zug zurück, einer vor
  Bild ↑ ↓, p n  zum Anfang des Spiels, zum nächsten Spiel
  Ziffern        zum Spiel mit dieser Nummer (1 6: Spiel 16)
  Pos1, Ende     zum ersten, zum letzten Zug der Partie
  s, Tab         alle Karten offen, dann die Sicht jedes Spielers
                 (ein Spiel, das noch läuft, bleibt verdeckt)
  Esc, q         zurück
""",
    },
    "en": {
        "variant": """\
Here: choose a variant
  ↑ ↓            choose a variant (at the top: a saved match; at the
                 foot: statistics and finished matches)
  Enter          its rules and options; a saved match: play on
  x, Delete      discard the chosen saved match
  s              settings (language, card symbols, bot speed …)
  q, Esc         quit (asked first)
""",
        "ruleset": """\
Here: read the rules and choose options
  ↑ ↓            choose an option
  Tab            between the rules and the options (in the rules ↑ ↓
                 and Page ↑ ↓ scroll)
  space          switch an option on or off
  digits, + -    type or change a number
  r              the rules on a page of their own
  Enter, s       on to the seats
  Esc            back to the variants
""",
        "seats": """\
Here: fill the seats
  ↑ ↓            choose a seat
  Enter          change its name
  b              a person or a bot (easy, medium, hard)
  g              the dealer sits here
  +, -           add a seat, remove one
  s              start: the first hand is dealt
  Esc            back to the options
""",
        "settings": """Here: the settings
  ↑ ↓            choose a setting
  Home, End      to the first setting, the last
  Enter, →       its next value (space too; ← the one before)
  s              save: they apply now and next time
  Esc            back, nothing changed
""",
        "replay": """Here: a match move by move
  ← →, h l       a move back, a move on
  Page ↑ ↓, p n  to the start of the hand, to the next hand
  digits         to the hand of that number (1 6: hand 16)
  Home, End      to the match's first move, its last
  s, Tab         every hand open, then each player's view in turn
                 (a hand still being played stays hidden)
  Esc, q         back
""",
    },
}


def screen_help(screen: str, lang: str) -> str:
    """The help on a screen of its own: its keys; before a match (the variants, the rules, the seats) the table's
    after them."""
    own = SCREEN_HELP.get(lang, SCREEN_HELP["en"])[screen]
    return own if screen in ("settings", "replay") else own + "\n" + HELP.get(lang, HELP["en"])
