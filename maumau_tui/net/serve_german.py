"""What `maumau serve` prints on its own console (its first lines, its refusals) in German, where its language is
German (``serve --lang``, the settings, the locale: PLAYTEST274 F1, its help was German and all else English).

The server makes these lines in English; each known phrase is a regular expression over a whole line with its
German, applied in order; what it does not know stays as it is (a path, a name), and a ruleset's or a save's own
words go on to ``rules.german`` and ``store.german``, as every command's (``cli.in_lang``).  The log (``logging``:
one line per event, for whoever reads the server's log) stays English.  ``tests/net/test_serve_german.py`` makes
each line for real and checks that no English is left.
"""

from __future__ import annotations

import re

PHRASES: list[tuple[str, str]] = [
    (r"listening on (\S+)$", r"lauscht auf \1"),
    (r"^host key (\S+) \(made now, (.+)\)$", r"Host-Schlüssel \1 (eben erzeugt, \2)"),
    (r"^host key (\S+) \((.+)\)$", r"Host-Schlüssel \1 (\2)"),
    (r"^access: ", "Zugang: "),
    (r"password from (.+?)(?= and keys in |; sessions: )", r"Passwort aus \1"),
    (r" and keys in (.+?); sessions: ", r" und Schlüssel in \1; sessions: "),
    (r"keys in (.+?); sessions: ", r"Schlüssel in \1; sessions: "),
    (r"anyone on this machine \(loopback, no password\)", "jeder auf diesem Rechner (Loopback, ohne Passwort)"),
    (r"; sessions: at most (\d+) at once, (\d+) from one address",
     r"; Sitzungen: höchstens \1 gleichzeitig, \2 von einer Adresse"),
    (r"^resumed 1 more table of the last run$", "1 weiterer Tisch des letzten Laufs fortgesetzt"),
    (r"^resumed (\d+) more tables of the last run$", r"\1 weitere Tische des letzten Laufs fortgesetzt"),
    (r"^resumed 1 table of the last run$", "1 Tisch des letzten Laufs fortgesetzt"),
    (r"^resumed (\d+) tables of the last run$", r"\1 Tische des letzten Laufs fortgesetzt"),
    (r"^table: (\S+) with ", r"Tisch: \1 mit "),
    (r"\(left for good: a (easy|medium|hard) bot plays\)", r"(für immer gegangen: ein \1 Bot spielt)"),
    (r"(?<=: ein )easy(?= Bot)", "leichter"), (r"(?<=: ein )medium(?= Bot)", "mittlerer"),
    (r"(?<=: ein )hard(?= Bot)", "schwerer"),
    (r"\((easy|medium|hard) bot\)", r"(Bot, \1)"),
    (r"(?<=Bot, )easy\b", "leicht"), (r"(?<=Bot, )medium\b", "mittel"), (r"(?<=Bot, )hard\b", "schwer"),
    (r" \((\d+) tables alike\)", r" (\1 gleiche Tische)"),
    (r" \(resumed as the last run seated it, not as --seats asks now: (.+?)\)(?= \(|$)",
     r" (fortgesetzt, wie der letzte Lauf ihn besetzt hat, nicht wie --seats es jetzt verlangt: \1)"),
    (r" \(resumed with the house rules of the last run \((.*?)\), not as --option asks now: (.+?)\)(?= \(|$)",
     r" (fortgesetzt mit den Hausregeln des letzten Laufs (\1), nicht wie --option es jetzt verlangt: \2)"),
    (r"(?<=des letzten Laufs \()none(?=\))", "keine"),
    (r" \(resumed\)$", " (fortgesetzt)"),
    (r"^table (\S+): who owns its seats cannot be read \((.+)\); the first to connect takes each seat$",
     r"Tisch \1: wem seine Plätze gehören, lässt sich nicht lesen (\2); wer zuerst kommt, bekommt den Platz"),
    (r"^a saved table was mended: ", "ein gespeicherter Tisch wurde repariert: "),
    (r"^a saved table cannot be resumed: ", "ein gespeicherter Tisch lässt sich nicht fortsetzen: "),
    (r"^a saved (\S+) table of the last run with (.+) is not resumed: (.+?) at the (\S+) table now(.*); it stays "
     r"saved \((.+)\)$",
     r"ein gespeicherter Tisch \1 des letzten Laufs mit \2 wird nicht fortgesetzt: \3 jetzt am Tisch \4\5; er bleibt "
     r"gespeichert (\6)"),
    (r"(?<=, )([^,;]+?) and ([^,;]+) at the (\S+) table(?=[,;])", r"\1 und \2 at the \3 table"),   # (the others,
    (r" at the (\S+) table(?=[,;])", r" am Tisch \1"),                                           # at other tables)
    (r"(?<=fortgesetzt: )they sit(?= jetzt)", "sie sitzen"),         # (who sits there now, said above)
    (r"(?<=fortgesetzt: )(.+) and (\S+) sit(?= jetzt)", r"\1 und \2 sitzen"),
    (r"(?<=fortgesetzt: )(.+?) sits(?= jetzt)", r"\1 sitzt"),
    (r"^seat factory: (.+); every seat process starts afresh$",
     r"die vorbereiteten Prozesse für die Plätze fehlen: \1; jeder Platz startet einen neuen"),
    (r": stopped$", ": beendet"),
    (r"cannot listen on (\S+): (.+)$", r"kann nicht auf \1 lauschen: \2"),
    (r"error while attempting to bind on address \([^)]*\): ", ""),    # (the address is said before it)
    (r"address already in use", "die Adresse ist schon belegt"),
    (r"no machine of that name is known", "kein Rechner dieses Namens ist bekannt"),
    (r"the name cannot be looked up now", "der Name lässt sich gerade nicht nachschlagen"),
    (r"that address is not one of this machine's", "diese Adresse gehört nicht zu diesem Rechner"),
    (r"the authorized keys (.+) hold no public key: one per line, as in ~/\.ssh/authorized_keys",
     r"die authorized_keys \1 enthalten keinen öffentlichen Schlüssel: einer je Zeile, wie in ~/.ssh/authorized_keys"),
    (r"the password file (.+) can be read by other users; run: chmod 600 (.+)$",
     r"die Passwortdatei \1 können andere Benutzer lesen; führe aus: chmod 600 \2"),
    (r"the password file (.+) is not a file$", r"die Passwortdatei \1 ist keine Datei"),
    (r"cannot read the password file (.+?): (.+)$", r"die Passwortdatei \1 lässt sich nicht lesen: \2"),
    (r"the password file (.+) has no password on its first line: put it there",
     r"die Passwortdatei \1 hat in ihrer ersten Zeile kein Passwort: schreib es dorthin"),
    (r"the authorized keys (.+) are not a file$", r"die authorized_keys \1 sind keine Datei"),
    (r"the authorized keys (.+) are not text: one public key per line, as in ~/.ssh/authorized_keys",
     r"die authorized_keys \1 sind kein Text: ein öffentlicher Schlüssel je Zeile, wie in ~/.ssh/authorized_keys"),
    (r"cannot read the authorized keys (.+?): (.+)$", r"die authorized_keys \1 lassen sich nicht lesen: \2"),
    (r"the host key (.+) cannot be read \((.+)\); restore it, or move it away to make a new one \(players' ssh will "
     r"then warn that the key changed\)",
     r"der Host-Schlüssel \1 lässt sich nicht lesen (\2); stell ihn wieder her oder leg ihn beiseite, damit ein neuer "
     r"entsteht (das ssh der Spieler warnt dann, dass sich der Schlüssel geändert hat)"),
    (r"cannot make the host key in (.+?): (.+)$", r"der Host-Schlüssel lässt sich in \1 nicht anlegen: \2"),
    (r"--data-dir (.+): its folder (.+) does not exist; make it first",
     r"--data-dir \1: sein Ordner \2 existiert nicht; leg ihn zuerst an"),
    (r"the data folder (.+) is a file, not a folder", r"der Datenordner \1 ist eine Datei, kein Ordner"),
    (r"refusing to listen on (\S+) without a password or authorized keys: give --password-file FILE or "
     r"--authorized-keys FILE, or listen on 127\.0\.0\.1",
     r"ohne Passwort oder authorized_keys wird nicht auf \1 gelauscht: gib --password-file DATEI oder "
     r"--authorized-keys DATEI an, oder lausche auf 127.0.0.1"),
    (r"--seats, --option, --group and --copies can only be used with --table RULESET",
     "--seats, --option, --group und --copies gehen nur mit --table REGELWERK"),
    (r"--seats (.+): a name is missing between two commas or at an end, like --seats Anna,Ben,Robo:bot",
     r"--seats \1: ein Name fehlt zwischen zwei Kommas oder am Ende, etwa --seats Anna,Ben,Robo:bot"),
    (r"--seats needs at least one person, like --seats Anna,Ben,Robo:bot",
     "--seats braucht mindestens einen Menschen, etwa --seats Anna,Ben,Robo:bot"),
    (r"--option (.+): write NAME=VALUE, like block_seconds=10", r"--option \1: schreib NAME=WERT, etwa block_seconds=10"),
    (r"--option (.+): the value is true, false or a whole number", r"--option \1: der Wert ist true, false oder eine "
                                                                  r"ganze Zahl"),
    (r"--group: (.+) is named in two groups; a person sits at one terminal",
     r"--group: \1 steht in zwei Gruppen; ein Mensch sitzt an einem Terminal"),
    (r"--group (.+): name two or more different people of --seats, like --group Anna,Ben",
     r"--group \1: nenn zwei oder mehr verschiedene Menschen aus --seats, etwa --group Anna,Ben"),
    (r"No such file or directory", "Datei oder Ordner nicht gefunden"),
    (r"Permission denied", "Zugriff verweigert"),
]


def serve_in(lang: str, line: str) -> str:
    """A line of the server's console in ``lang``."""
    if lang != "de":
        return line
    for english, german in PHRASES:
        line = re.sub(english, german, line)
    from maumau_tui.rules.german import in_german
    from maumau_tui.tui.i18n import store_message

    return store_message(lang, in_german(line))
