"""The help page in German and English (key `?` or F1)."""

from __future__ import annotations

HELP: dict[str, str] = {
    "de": """\
Mau-Mau am Tisch: eine Tastatur, reihum weitergereicht.

Am Tisch
  ← → Pos1 Ende  Karte wählen     1 … 9, 0  Karte Nummer 1 … 10
  Enter, Leert.  gewählte Karte legen
  m              legen und ansagen („Mau“, „Mau-Mau“ …)
  d              Karte ziehen     p         passen (nach dem Ziehen)
  a              Aussetzen annehmen
  c              jemanden erwischen, der nicht angesagt oder gefuscht hat
  k              König legen und „Königsrunde“ ansagen
  f              fuschen: die gewählte Karte legen, obwohl sie nicht passt
  o              alle Züge zeigen h         Hausregeln (Abstimmung)
  r              Regeln           ?, F1     diese Hilfe
  Strg+C         fragt vor dem Beenden;  Strg+Q beendet sofort

Karten in [Klammern] passen jetzt. Wünsche, Namen und Antworten
fragt ein Fenster ab: ↑↓ oder Ziffern wählen, Enter bestätigt.

Spielen mehrere Menschen, zeigt ein Übergabe-Bildschirm, wer dran
ist; die Hand erscheint erst, wenn diese Person eine Taste drückt.
Bots ziehen nacheinander, gut sichtbar im Spielverlauf.
""",
    "en": """\
Mau-Mau at the table: one keyboard, passed around.

At the table
  ← → Home End   choose a card    1 … 9, 0  card number 1 … 10
  Enter, space   play the chosen card
  m              play it with the call ("Mau", "Mau-Mau" …)
  d              draw a card      p         pass (after drawing)
  a              accept the skip
  c              catch a player who missed a call or cheated
  k              play a King and call a “Round of Kings”
  f              cheat: play the chosen card although it does not fit
  o              show every move  h         house rules (a vote)
  r              rules            ?, F1     this help
  Ctrl+C         asks before quitting;  Ctrl+Q quits at once

Cards in [brackets] fit now. Wishes, names and answers are asked
in a prompt: ↑↓ or digits choose, Enter confirms.

With several people at the table a hand-off screen shows whose
turn it is; the hand appears only when that person presses a key.
Bots move one at a time, easy to follow in the game log.
""",
}
