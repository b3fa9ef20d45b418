"""What the store says of a save (a problem, a refusal) in German, for the German app and command line.

The store makes its messages in English (``saves.py``, ``playing.py``, ``match_record.py``, ``record_text.py``,
and inside them the engine's refusal of a move a record holds, ``engine/reasons.py``); this module turns the
known phrases into German and leaves what it does not know as it is (a file name, an id, a count, the ruleset's
own words, which ``rules.german`` says in German).  A phrase whose English changes must change here too
(``tests/store/test_store_german.py`` makes each message and checks that no English is left).
"""

from __future__ import annotations

import re

from maumau_tui.file_kinds import COMMANDS, said
from maumau_tui.rules.german import in_german
from maumau_tui.store.german_reasons import ENGINE_REASONS

_QUOTED = r"""('[^']*'|"[^"]*")"""         # a text quoted as Python writes it (``short_repr``, ``!r``)

# what a record says is wrong with it (``match_record.py``, ``store/record_text.py``), and the reasons inside:
# a card, a suit or a move it cannot read (``cards.py``, ``notation.py``), a seat's name (``names.py``), a house
# rule it cannot change (``match_options.py``) (REVIEW276 R2)
RECORD_PHRASES: list[tuple[str, str]] = [
    (r"this is not a game record \(no record version, found (.+?)\)",
     r"das ist keine Aufzeichnung (ohne Aufzeichnungs-Version, gefunden: \1)"),
    (r"a game record of version (\d+); this game reads versions (\d+) to (\d+)",
     r"eine Aufzeichnung der Version \1; dieses Spiel liest die Versionen \2 bis \3"),
    (r"the record does not say how its hands were shuffled \(versions\.shuffle\)",
     "die Aufzeichnung sagt nicht, wie ihre Spiele gemischt wurden (versions.shuffle)"),
    (r"the record's hands were shuffled by a newer version of the game \(shuffle (\d+)\)",
     r"die Spiele der Aufzeichnung wurden von einer neueren Version des Spiels gemischt (shuffle \1)"),
    (r"the record's hands were shuffled another way \(shuffle (-?\d+)\); this game deals by shuffle (\d+) only",
     r"die Spiele der Aufzeichnung wurden anders gemischt (shuffle \1); dieses Spiel gibt nur nach shuffle \2"),
    (r"seat (\d+) of the record does not match the name ", r"Platz \1 der Aufzeichnung passt nicht zum Namen "),
    (r"the record's 'changes' must be a list of house-rule changes",
     "'changes' der Aufzeichnung muss eine Liste von Hausregel-Änderungen sein"),
    (r"the record's 'names' must all be text", "die 'names' der Aufzeichnung müssen alle Text sein"),
    (r"the record's seat names cannot be used: ", "die Platznamen der Aufzeichnung sind nicht brauchbar: "),
    (r"the record's 'options' must map option names to a switch or a number",
     "'options' der Aufzeichnung muss jedem Namen einer Option einen Schalter oder eine Zahl zuordnen"),
    (r"the record's moves must all be text lines like '1 Anna: play 7H'",
     "die Züge der Aufzeichnung müssen alle Textzeilen sein, etwa '1 Anna: play 7H'"),
    (r"the record's 'ruleset_hash' must be text", "'ruleset_hash' der Aufzeichnung muss Text sein"),
    (r"the record's match cannot be set up: ", "die Partie der Aufzeichnung lässt sich nicht aufbauen: "),
    (r"the record's 'ended' must be true or false", "'ended' der Aufzeichnung muss true oder false sein"),
    (r"the record says the match ended, but it cannot: ",
     "laut der Aufzeichnung ist die Partie beendet, doch das geht nicht: "),
    (r"the record's house-rule change of (.+?) in hand (\d+) cannot be made: ",
     r"die Hausregel-Änderung \1 der Aufzeichnung in Spiel \2 lässt sich nicht machen: "),
    (r"the record changes a house rule in hand (\d+) out of order",
     r"die Aufzeichnung ändert eine Hausregel in Spiel \1 außer der Reihe"),
    (r"the record changes a house rule after move (\d+), but has only 1 moves?",
     r"die Aufzeichnung ändert eine Hausregel nach Zug \1, hat aber nur einen Zug"),
    (r"the record changes a house rule after move (\d+), but has only (\d+) moves",
     r"die Aufzeichnung ändert eine Hausregel nach Zug \1, hat aber nur \2 Züge"),
    (r"a seat is a person or a bot, not ", "ein Platz ist ein Mensch ('person') oder ein Bot ('bot'), nicht "),
    (r'the Ended tag says (.+?): it is "true" or left out',
     r'die Angabe Ended lautet \1: sie lautet "true" oder fehlt ganz'),
    (r"a bot level is one word, not ", "eine Bot-Stufe ist ein Wort, nicht "),
    # a card, a suit, a rank or a move the notation cannot read
    (_QUOTED + r" is not a suit \(C, S, H or D\)", r"\1 ist keine Farbe (C, S, H oder D)"),
    (_QUOTED + r" is not a rank \(2\.\.10, J, Q, K, A\)", r"\1 ist kein Wert (2..10, J, Q, K, A)"),
    (_QUOTED + r" is not a seat at this table \(([^)]*)\)", r"\1 hat keinen Platz an diesem Tisch (\2)"),
    (_QUOTED + r" is not a call \(a word like mau, letzte-karte, koenigsrunde\)",
     r"\1 ist keine Ansage (ein Wort wie mau, letzte-karte, koenigsrunde)"),
    (r"(?<=: )an empty move", "ein leerer Zug"),
    (_QUOTED + r" is not a move \(try: play 7H, draw, pass, wish H, name B, catch B \.\.\.\)",
     r"\1 ist kein Zug (etwa: 'play 7H', 'draw', 'pass', 'wish H', 'name B', 'catch B' ...)"),
    (r"'as' follows the card it declares: play \* as 7H \(the Ace of spades is AS\)",
     "'as' steht hinter der Karte, die es ansagt: 'play * as 7H' (das Pik-Ass ist AS)"),
    (r"no pack of (\d+) cards: choose 32, 36 or 52", r"kein Blatt mit \1 Karten: 32, 36 oder 52 wählen"),
    # a seat's name the game cannot take (``names.py``)
    (r"a name is text, not (\w+)", r"ein Name ist Text, nicht \1"),
    (r"(?<=: )a name needs at least one letter or digit", "ein Name braucht mindestens einen Buchstaben oder eine Ziffer"),
    (_QUOTED + r" needs at least one letter or digit", r"\1 braucht mindestens einen Buchstaben oder eine Ziffer"),
    (_QUOTED + r" has a space: a name is one word \(like (.+?)\)", r"\1 hat ein Leerzeichen: ein Name ist ein Wort "
     r"(etwa \2)"),
    (_QUOTED + r" has a space: a name is one word", r"\1 hat ein Leerzeichen: ein Name ist ein Wort"),
    (_QUOTED + r" is longer than (\d+) characters", r"\1 ist länger als \2 Zeichen"),
    (_QUOTED + r" has (.+?): a name may hold letters, digits and ", r"\1 hat \2: ein Name darf Buchstaben, Ziffern und "
     r"diese Zeichen enthalten: "),
    (_QUOTED + r" mixes letters of alphabets that look alike: a name is written in one of them",
     r"\1 mischt Buchstaben von Alphabeten, die gleich aussehen: ein Name steht in einem von ihnen"),
    (_QUOTED + r" is a word the scenario files use: choose another name",
     r"\1 ist ein Wort der Szenario-Dateien: wähle einen anderen Namen"),
    (r"two seats are called " + _QUOTED + ": every seat needs a name of its own",
     r"zwei Plätze heißen \1: jeder Platz braucht einen eigenen Namen"),
    (_QUOTED + " and " + _QUOTED + " differ only in capitals: every seat needs a name of its own",
     r"\1 und \2 unterscheiden sich nur in Groß- und Kleinschreibung: jeder Platz braucht einen eigenen Namen"),
    # a house rule the record changes that cannot be changed (``match_options.py``), a match it cannot end
    (r"(?<=: )the match is over", "die Partie ist vorbei"),
    (r"(?<=: )(.+?) has no option " + _QUOTED, r"\1 hat keine Option \2"),
    (r"option " + _QUOTED + " is switched on or off, it takes no number",
     r"die Option \1 wird an- oder ausgeschaltet, sie nimmt keine Zahl"),
    (r"option " + _QUOTED + r" takes a number from 0 to (\d+)", r"die Option \1 nimmt eine Zahl von 0 bis \2"),
    (r"option " + _QUOTED + r" is True already", r"die Option \1 ist schon an"),
    (r"option " + _QUOTED + r" is False already", r"die Option \1 ist schon aus"),
    (r"option " + _QUOTED + r" is (\d+) already", r"die Option \1 steht schon auf \2"),
    (r"the rules do not allow it \((.+)\)", r"die Regeln erlauben das nicht (\1)"),
    (r"with it the game is for (\d+) to (\d+) players", r"damit ist das Spiel für \1 bis \2 Personen"),
    (r"with it the match would be over at once", "damit wäre die Partie sofort vorbei"),
    (r"(\d+) cards are not enough to deal (\d+) cards", r"\1 Karten reichen nicht, um \2 Karten zu geben"),
    (r"only an open-ended match can be ended here, and only between hands",
     "beenden lässt sich hier nur eine Partie ohne festes Ende, und nur zwischen zwei Spielen"),
]

# (English, German): regular expressions over a whole message, applied in this order; \1... keep what they found
PHRASES: list[tuple[str, str]] = [
    (r"the match '([^']+)' is being played in another window \(process (\d+) on this computer\); play on there, "
     r"or close that window first \(if no such window is left, remove (.+)\)",
     r"die Partie '\1' läuft schon in einem anderen Fenster (Prozess \2 auf diesem Rechner); dort weiterspielen "
     r"oder das Fenster erst schließen (gibt es kein solches Fenster mehr: \3 löschen)"),
    (r"the match '([^']+)' is being played in another window \(process (\d+) on (.+?)\); play on there, "
     r"or close that window first \(if no such window is left, remove (.+)\)",
     r"die Partie '\1' läuft schon in einem anderen Fenster (Prozess \2 auf \3); dort weiterspielen oder das "
     r"Fenster erst schließen (gibt es kein solches Fenster mehr: \4 löschen)"),
    (r"the match '([^']+)' cannot be marked as being played in this window: (.+) is a folder; remove it, then play on",
     r"die Partie '\1' lässt sich in diesem Fenster nicht als gespielt kennzeichnen: \2 ist ein Ordner; lösche ihn, "
     r"dann geht es weiter"),
    (r"a file where the game's folder belongs: no match is saved or found under it",
     "eine Datei, wo der Ordner des Spiels hingehört: darunter wird keine Partie gespeichert oder gefunden"),
    (r"the statistics cannot be written \(a file is in the way of the folder\)",
     "die Statistik lässt sich nicht schreiben (eine Datei steht dem Ordner im Weg)"),
    (r"is a folder, not the statistics database", "ist ein Ordner, nicht die Statistik-Datenbank"),
    (r"the statistics database is damaged \((.+?)\); it is built again from the finished matches",
     r"die Statistik-Datenbank ist beschädigt (\1); sie wird aus den beendeten Partien neu aufgebaut"),
    (r"the statistics are of another version of the game \(its schema (\S+), this one's (\S+)\)",
     r"die Statistik stammt von einer anderen Version des Spiels (ihr Schema \1, das dieser \2)"),
    (r"; it is built again from the finished matches", "; sie wird aus den beendeten Partien neu aufgebaut"),
    (r"the statistics cannot be read \(no permission to read them\)",
     r"die Statistik lässt sich nicht lesen (keine Berechtigung, sie zu lesen)"),
    (r"the statistics cannot be written \(no permission to write there\)",
     r"die Statistik lässt sich nicht schreiben (keine Berechtigung, dort zu schreiben)"),
    (r"the statistics cannot be written \((.+)\)", r"die Statistik lässt sich nicht schreiben (\1)"),
    (r"its name cannot be a match's id \(a letter or a digit first, then letters, digits, '.', '_' and '-'\): give "
     r"it back its match's id as its name \(the \"id\" written in it\) to play it on; it stays where it is",
     "ihr Name kann keine ID einer Partie sein (zuerst ein Buchstabe oder eine Ziffer, dann Buchstaben, Ziffern, '.', "
     "'_' und '-'): gib ihr die ID ihrer Partie als Namen (das \"id\" darin), um weiterzuspielen; sie bleibt, wo sie ist"),
    (r"\A(.+?): no such file, and no saved match has that id \(`maumau record list`, `maumau resume --list`\)",
     r"\1: keine solche Datei, und keine gespeicherte Partie hat diese ID (`maumau record list`, `maumau resume --list`)"),
    (r"the match '([^']+)' is not over: its record would show what is still hidden \(the seed determines "
     r"every deal, including those of hands still to come\)",
     r"die Partie '\1' ist nicht zu Ende: ihre Aufzeichnung würde noch Verdecktes zeigen (der Startwert verrät jedes Geben, "
     r"auch das der Spiele, die noch kommen)"),
    (r"`maumau record export --unfinished((?: --served)?) (\S+)` prints it all the same",
     r"`maumau record export --unfinished\1 \2` gibt es trotzdem aus"),
    (r"; the server on this machine played it: add --served", r"; der Server auf diesem Rechner hat sie gespielt: --served dazu"),
    (r"the output could not be written \((.+)\)", r"die Ausgabe ließ sich nicht schreiben (\1)"),
    (r"the saves cannot be measured there \((.+)\)", r"dort lässt sich das Speichern nicht messen (\1)"),
    (r"a copy of this match kept when it could not be saved cannot be restored to your saved matches \((.+?)\); it "
     r"is waiting here until it can be",
     r"eine Kopie dieser Partie, aufbewahrt, als sie sich nicht speichern ließ, lässt sich nicht zurück zu den Spielständen "
     r"legen (\1); sie wartet hier, bis es geht"),
    (r"a copy of this match kept when it could not be saved waits in (.+?) to be put back: the match goes on "
     r"from that copy once it is back; the save stays where it is",
     r"eine Kopie dieser Partie, aufbewahrt, als sie sich nicht speichern ließ, wartet in \1 darauf, zurückgelegt zu "
     r"werden: mit ihr geht es dann weiter; der Spielstand bleibt, wo er ist"),
    *((re.escape(said(kind)), said(kind, german=True)) for kind in COMMANDS),   # (one wording: ``file_kinds``)
    (r"\A(\S+): a copy kept when its match could not be saved is waiting in (.+); the game or `maumau resume` will restore "
     r"it if it is more recent than the save",
     r"\1: eine Kopie, aufbewahrt, als ihre Partie sich nicht speichern ließ, wartet in \2; das Spiel oder `maumau resume` nimmt sie "
     r"auf, wo sie weiter ist als der Spielstand"),
    (r"--data-dir: no folder (.+) \(the one `maumau serve --data-dir` was started with\)",
     r"--data-dir: kein Ordner \1 (der, mit dem `maumau serve --data-dir` gestartet wurde)"),
    (r"hand (\d+) is still being played: a cut would show every hand and the stock, which stay hidden until it is over",
     r"Spiel \1 läuft noch: ein Ausschnitt würde jede Hand und den Talon zeigen, die verdeckt bleiben, bis es vorbei ist"),
    (r"hand (\d+) has no move yet: it is still being played, or not dealt yet",
     r"Spiel \1 hat noch keinen Zug: es läuft noch, oder es ist noch nicht gegeben"),
    (r"the record has no move in hand (\d+)", r"die Aufzeichnung hat keinen Zug in Spiel \1"),
    (r"the record's last finished hand is (\d+), not (\d+)", r"das letzte beendete Spiel der Aufzeichnung ist Spiel \1, nicht \2"),
    (r"hand (\d+) is not over where hand (\d+) begins", r"Spiel \1 ist nicht vorbei, wo Spiel \2 beginnt"),
    (r"a house rule changed in hand (\d+) after move (\d+), and a scenario holds one set of rules: cut at move (\d+) "
     r"or before", r"in Spiel \1 änderte sich nach Zug \2 eine Hausregel, und ein Szenario hat nur einen Satz Regeln: "
     r"schneide bei Zug \3 oder früher"),
    (r"hand (\d+) has 1 move, not (-?\d+)", r"Spiel \1 hat einen Zug, nicht \2"),
    (r"hand (\d+) has (\d+) moves, not (-?\d+)", r"Spiel \1 hat \2 Züge, nicht \3"),
    (r"no moment of hand (\d+) up to move (\d+) can be laid out as a scenario \(",
     r"kein Moment von Spiel \1 bis Zug \2 lässt sich als Szenario auslegen ("),
    (r"the stock was reshuffled at move (\d+), which a scenario cannot play again: cut at move (\d+) or before",
     r"bei Zug \1 wurde der Talon neu gemischt; das kann ein Szenario nicht nachspielen: schneide bei Zug \2 oder "
     r"früher"),
    (r"([^\s;(]+(?:, [^\s;(]+)*) went out at move (\d+), and a scenario cannot lay out a hand somebody has left",
     r"\1 ging bei Zug \2 raus, und ein Szenario kann kein Spiel auslegen, das jemand schon verlassen hat"),
    (r"an open penalty or wish at every one\)", "an jedem eine offene Strafe oder ein Wunsch)"),
    (r"there is no unfinished match to continue in (.+); `maumau` starts one",
     r"es gibt keine nicht beendete Partie zum Weiterspielen in \1; `maumau` beginnt eine"),
    (r"there is no unfinished match to continue in (.+)", r"es gibt keine nicht beendete Partie zum Weiterspielen in \1"),
    (r"; `maumau resume --list` lists the unfinished ones", r"; `maumau resume --list` zeigt die nicht beendeten"),
    (r"; it was set aside, and (.+?) says why", r"; sie wurde beiseitegelegt, und \1 sagt, warum"),
    (r"; `maumau record list((?: --served)?(?: --data-dir \S+?)?)(`?) lists the finished ones",   # (a path set aside
     r"; `maumau record list\1\2 zeigt die beendeten"),                                      # takes the ` with it)
    (r"there is no saved match '([^']+)' in (.+)", r"es gibt keine gespeicherte Partie '\1' in \2"),
    (r"\A('.*') is not the id of a saved match", r"\1 ist keine ID einer gespeicherten Partie"),
    (r"the match '([^']+)' is over; it is in the history", r"die Partie '\1' ist vorbei; sie steht bei den beendeten"),
    (r"\A(.+?) is a folder: give the id of a saved match \(`maumau record list`, `maumau resume --list`\) or a "
     r"record file", r"\1 ist ein Ordner: gib die ID einer gespeicherten Partie (`maumau record list`, "
     r"`maumau resume --list`) oder eine "
     r"Aufzeichnungsdatei an"),
    (r"it waits for its ruleset: ", "er wartet auf sein Regelwerk: "),
    (r"this finished match cannot be shown: ", "diese beendete Partie lässt sich nicht zeigen: "),
    (r"the ruleset '([^']+)' has other rules now than when this match was played \(or cannot be read\), so a "
     r"scenario of it would not play as the match did",
     r"das Regelwerk '\1' hat jetzt andere Regeln als beim Spiel dieser Partie (oder lässt sich nicht lesen), darum "
     r"liefe ein Szenario daraus nicht so wie die Partie"),
    (r"the ruleset '([^']+)' is none the game knows now \(the record was replayed with the copy of its rules "
     r"kept\), so a scenario of it would not play as the match did",
     r"das Regelwerk '\1' kennt das Spiel jetzt nicht (die Aufzeichnung lief mit der aufbewahrten Kopie seiner "
     r"Regeln), darum liefe ein Szenario daraus nicht so wie die Partie"),
    (r"; the rules it was played with are kept in (.+)", r"; die Regeln, mit denen sie gespielt wurde, liegen in \1"),
    (r"; the file stays where it is", "; die Datei bleibt, wo sie ist"),
    (r"; the save stays where it is, for that version", "; der Spielstand bleibt, wo er ist, für diese Version"),
    (r"; the save stays where it is", "; der Spielstand bleibt, wo er ist"),
    (r"it could not be read, and a copy of its match further on was kept when it could not be saved: that copy is "
     r"played on",
     "sie ließ sich nicht lesen, und eine weiter gespielte Kopie ihrer Partie wurde aufbewahrt, als sie sich nicht "
     "speichern ließ: mit dieser Kopie geht es weiter"),
    (r"; it was moved to ", "; die Datei liegt jetzt in "),   # (not "er": the reason before may end on "die Datei")
    (r"the record's ruleset cannot be loaded: ", "das Regelwerk der Partie lässt sich nicht laden: "),
    *RECORD_PHRASES,
    (r"the record's Result tag says (.+?), but its moves give ",      # (PLAYTEST249 F10)
     r"das Ergebnis-Feld (Result) der Aufzeichnung lautet \1, doch ihre Züge ergeben "),
    (r"the record's Result tag says (.+?), but its moves stop after hand (\d+), before the match is over: the file is "
     r"probably cut short", r"das Ergebnis-Feld (Result) der Aufzeichnung lautet \1, doch ihre Züge hören nach Spiel "
     r"\2 auf, bevor die Partie vorbei ist: die Datei ist wohl abgeschnitten"),
    (r"the record's Result tag says (.+?), but its moves stop in the middle of hand (\d+): the file is probably cut "
     r"short", r"das Ergebnis-Feld (Result) der Aufzeichnung lautet \1, doch ihre Züge hören mitten in Spiel \2 auf: "
     r"die Datei ist wohl abgeschnitten"),
    (r"the record names the ruleset '([^']+)', which is not here, but the rules it was played with \(its ruleset "
     r"hash\) are those of '([^']+)': the Ruleset tag is to name that one",     # (PLAYTEST249 F10)
     r"die Aufzeichnung nennt das Regelwerk '\1', das es hier nicht gibt, doch die Regeln, mit denen gespielt wurde "
     r"(laut ihrem Prüfwert), sind die von '\2': das Ruleset-Feld muss dieses nennen"),
    (r"the record names the ruleset '([^']+)', but the rules it was played with \(its ruleset hash\) are those of "
     r"'([^']+)'", r"die Aufzeichnung nennt das Regelwerk '\1', doch die Regeln, mit denen gespielt wurde (laut ihrem "
     r"Prüfwert), sind die von '\2'"),
    (r"; the copy kept of the rules it was played with holds other rules now \((.+?)\)",
     r"; die Kopie der Regeln, mit denen sie gespielt wurde, enthält jetzt andere Regeln (\1)"),
    (r"; the copy kept of the rules it was played with cannot be read: ",
     "; die Kopie der Regeln, mit denen sie gespielt wurde, lässt sich nicht lesen: "),
    (r"the ruleset '([^']+)' has changed since this match was played \(its rules are not the same any more\), so "
     r"its moves cannot be followed with it",
     r"das Regelwerk '\1' hat sich geändert, seit diese Partie gespielt wurde (seine Regeln sind nicht mehr "
     r"dieselben), darum lassen sich ihre Züge damit nicht nachspielen"),
    (r"it was saved by a newer version of the game \(save version (\d+); this one reads (\d+)\)",
     r"eine neuere Version des Spiels hat ihn gespeichert (Spielstand-Version \1; diese liest \2)"),
    (r"its game record is from a newer version of the game: ", "seine Aufzeichnung stammt von einer neueren "
                                                               "Version des Spiels: "),
    (r"a game record of version (\d+) from a newer version of the game; this one reads versions (\d+) to (\d+)",
     r"eine Aufzeichnung der Version \1 von einer neueren Version des Spiels; diese liest die Versionen \2 bis \3"),
    (r"its game record cannot be used: ", "seine Aufzeichnung ist nicht brauchbar: "),
    (r"its game record cannot be used whole: ", "seine Aufzeichnung ist nicht ganz brauchbar: "),
    (r"; when the game, `maumau resume` or `maumau record` opens the saves, the match goes on from the move before it",
     "; sobald das Spiel, `maumau resume` oder `maumau record` die Spielstände öffnet, geht die Partie vom Zug davor aus weiter"),
    (r"; when the game, `maumau resume` or `maumau record` opens the saves, it is set aside",
     "; sobald das Spiel, `maumau resume` oder `maumau record` die Spielstände öffnet, wird die Datei beiseitegelegt"),
    (r"; when the finished matches are read next \(`maumau record export`, the statistics\), it is set aside",
     "; sobald die beendeten Partien das nächste Mal gelesen werden (`maumau record export`, die Statistik), wird die "
     "Datei beiseitegelegt"),
    (r"; the match goes on from the move before it", "; die Partie geht vom Zug davor aus weiter"),
    (r"; the whole file is kept in ", "; die ganze Datei liegt in "),
    (r"; it could not be written again \((.+?)\)", r"; er ließ sich nicht neu schreiben (\1)"),
    (r"; the file could not be copied aside \((.+?)\)", r"; die Datei ließ sich nicht beiseitekopieren (\1)"),
    (r"a move line reads 'HAND NAME: MOVE' with a seat of this table",
     "eine Zugzeile lautet 'SPIEL NAME: ZUG' mit einem Platz dieses Tisches"),
    (r"('.+?'|\".+?\") is not a seat of this table \(([^)]*)\)", r"\1 hat keinen Platz an diesem Tisch (\2)"),
    (r"the record's '(\w+)' must be (a whole number|a list of seat names|a list of moves|a ruleset id or path), "
     r"missing", r"'\1' fehlt in der Aufzeichnung (\2)"),   # (the kind in English: said in German just below)
    (r"\((a whole number)\)", "(eine ganze Zahl)"), (r"\((a list of seat names)\)", "(eine Liste von Platznamen)"),
    (r"\((a list of moves)\)", "(eine Liste von Zügen)"), (r"\((a ruleset id or path)\)", "(ein Regelwerk: Name oder Pfad)"),
    (r"the record's '(\w+)' must be a whole number, not ", r"'\1' der Aufzeichnung muss eine ganze Zahl sein, nicht "),
    (r"the record says the match ended, but its moves stop in the middle of hand (\d+) \(after move (\d+)\): the file is "
     r"probably cut short", r"laut der Aufzeichnung ist die Partie beendet, aber ihre Züge hören mitten in Spiel \1 auf "
     r"(nach Zug \2): die Datei ist wohl abgeschnitten"),
    (r"house-rule change (\d+) of the record is out of order: it is made after move (\d+), the one before it after "
     r"move (\d+)", r"Hausregel-Änderung \1 der Aufzeichnung ist nicht in der richtigen Reihenfolge: sie kommt nach Zug \2, "
     r"die davor nach Zug \3"),
    (r"seat (\d+) of the record \((.+?)\) has a seed of more than 30 digits",
     r"Platz \1 der Aufzeichnung (\2) hat einen Startwert (seed) mit mehr als 30 Ziffern"),
    (r"seat (\d+) of the record \((.+?)\) is not a person or a bot with a level and a seed",
     r"Platz \1 der Aufzeichnung (\2) ist weder ein Mensch noch ein Bot mit Stufe und Startwert"),
    (r"the record's '(\w+)' must be a whole number of at most 30 digits",
     r"'\1' der Aufzeichnung muss eine ganze Zahl mit höchstens 30 Ziffern sein"),
    (r"the record's '(\w+)' must be a list of seat names, not ",
     r"'\1' der Aufzeichnung muss eine Liste von Platznamen sein, nicht "),
    (r"the record's '(\w+)' must be a list of moves, not ", r"'\1' der Aufzeichnung muss eine Liste von Zügen sein, nicht "),
    (r"the record's '(\w+)' must be a ruleset id or path, not ",
     r"'\1' der Aufzeichnung muss ein Regelwerk (Name oder Pfad) sein, nicht "),
    (r"house-rule change (\d+) of the record: it must be a mapping of after, hand, option, value and by",
     r"Hausregel-Änderung \1 der Aufzeichnung: sie muss after, hand, option, value und by nennen"),
    (r"house-rule change (\d+) of the record: its '(\w+)' must be (?:a whole number|a house rule's name|true, false or "
     r"a whole number), missing", r"Hausregel-Änderung \1 der Aufzeichnung: '\2' fehlt"),
    (r"house-rule change (\d+) of the record: its '(\w+)' must be a whole number, not ",
     r"Hausregel-Änderung \1 der Aufzeichnung: '\2' muss eine ganze Zahl sein, nicht "),
    (r"house-rule change (\d+) of the record: its '(\w+)' must be a house rule's name, not ",
     r"Hausregel-Änderung \1 der Aufzeichnung: '\2' muss der Name einer Hausregel sein, nicht "),
    (r"house-rule change (\d+) of the record: its '(\w+)' must be true, false or a whole number, not ",
     r"Hausregel-Änderung \1 der Aufzeichnung: '\2' muss true, false oder eine ganze Zahl sein, nicht "),
    (r"house-rule change (\d+) of the record: ", r"Hausregel-Änderung \1 der Aufzeichnung: "),
    (r"the record's 'seats' must list one seat for each of the (\d+) names, missing",
     r"'seats' fehlt in der Aufzeichnung (für jeden der \1 Namen ein Platz)"),
    (r"the record's 'seats' must list one seat for each of the (\d+) names",
     r"'seats' der Aufzeichnung muss für jeden der \1 Namen einen Platz nennen"),
    (r"the record's first dealer (.+?) is not a seat", r"der erste Geber der Aufzeichnung, \1, ist kein Platz"),
    (r"the first dealer (.+?) is not a seat", r"der erste Geber, \1, ist kein Platz"),
    (r"seat (\d+) of the record \((.+?)\) has no bot level called ", r"Platz \1 der Aufzeichnung (\2) hat keine "
     r"Bot-Stufe namens "),
    (r"the (\w+) tag must be a whole number of at most 30 digits, not ",
     r"die Angabe \1 muss eine ganze Zahl mit höchstens 30 Ziffern sein, nicht "),
    (r"the (\w+) tag is missing", r"die Angabe \1 fehlt"),
    (r"line (\d+): a Seat tag needs a name", r"Zeile \1: eine Angabe Seat braucht einen Namen"),
    (r"line (\d+): (.+) in a Seat tag \(name, then bot, level=\.\.\., seed=\.\.\.\)",
     r"Zeile \1: \2 in einer Angabe Seat (Name, dann bot, level=..., seed=...)"),
    (r"line (\d+): (.+) in the Options tag \(write name=true, name=false or name=5\)",
     r"Zeile \1: \2 in der Angabe Options (schreib name=true, name=false oder name=5)"),
    (r'line (\d+): a tag reads \[Name "value"\], not ', r'Zeile \1: eine Angabe lautet [Name "Wert"], nicht '),
    (r"line (\d+): the (\w+) tag appears twice", r"Zeile \1: die Angabe \2 steht zweimal da"),
    (r"line (\d+): hand (\d+) comes after hand (\d+)", r"Zeile \1: Spiel \2 kommt nach Spiel \3"),
    (r"line (\d+): there is no hand 0: hands count from 'Hand 1'",
     r"Zeile \1: ein Spiel 0 gibt es nicht: die Spiele zählen ab 'Hand 1'"),
    (r"line (\d+): (.+) is not a move \('NAME: MOVE'\), a 'Hand N' line or a 'rule OPTION VALUE' line before the "
     r"first 'Hand 1' line", r"Zeile \1: \2 ist weder ein Zug ('NAME: ZUG') noch eine Zeile 'Hand N' oder 'rule OPTION "
     r"WERT' vor der ersten Zeile 'Hand 1'"),
    (r"line (\d+): (.+) is not a move \('NAME: MOVE'\), a 'Hand N' line or a 'rule OPTION VALUE' line here",
     r"Zeile \1: \2 ist hier weder ein Zug ('NAME: ZUG') noch eine Zeile 'Hand N' oder 'rule OPTION WERT'"),
    (r'this is not a game record of this game \(it needs \[Game "(.+?)"\]\)',
     r'das ist keine Aufzeichnung dieses Spiels (sie braucht [Game "\1"])'),
    (r"the record names no seats \(Seat tags\)", r"die Aufzeichnung nennt keine Plätze (Angaben Seat)"),
    (r"(play|cheat) needs a card, like '(\w+) 7H'", r"\1 braucht eine Karte, etwa '\2 7H'"),
    (r"(\S+) is not a card \(write rank and suit, like 7H, 10S, QC, or \* for a joker\)",
     r"\1 ist keine Karte (schreib Wert und Farbe, etwa 7H, 10S, QC, oder * für einen Joker)"),
    (r"the move is marked hand (\d+) while hand (\d+) is in play", r"der Zug gehört zu Spiel \1, gespielt wird Spiel \2"),
    (r"move (\d+) of the record \((.+?)\) cannot be made: ", r"Zug \1 der Aufzeichnung (\2) lässt sich nicht machen: "),
    (r"\(hand (\d+), '", r"(Spiel \1, '"),
    (r"the game tells (.+?): ", r"das Spiel sagt \1: "),
    *ENGINE_REASONS,
    (r"you do not hold (\S+?)(?=[;.]|$)", r"du hast \1 nicht"),
    (r"it is not your turn: the game waits for (.+?)(?=;|$)", r"du bist nicht dran: das Spiel wartet auf \1"),
    (r"hand (\d+) is over already", r"Spiel \1 ist schon vorbei"),
    (r"the record jumps to hand (\d+) after (\d+) hands?", r"die Aufzeichnung springt nach Spiel \2 zu Spiel \1"),
    (r"a game record is a mapping of fields, not empty", "eine Aufzeichnung ist eine Zuordnung von Feldern, nicht leer"),
    (r"a game record is a mapping of fields, not a list", "eine Aufzeichnung ist eine Zuordnung von Feldern, keine "
                                                          "Liste"),
    (r"a game record is a mapping of fields, not (a text|a number|true or false|something else)",
     "eine Aufzeichnung ist eine Zuordnung von Feldern"),
    (r"the file cannot be read: broken at line (\d+), column (\d+)", r"die Datei ist nicht lesbar: kaputt in Zeile \1, "
                                                                   r"Spalte \2"),
    (r" \(it ends too early: cut off while written, or truncated\)",
     " (sie endet zu früh: beim Schreiben abgebrochen oder gekürzt)"),
    (r"it is not a save file of this game", "das ist kein Spielstand dieses Spiels"),
    (r"it is not a save file: nested too deeply", "das ist kein Spielstand: zu tief verschachtelt"),
    (r"it is not a save file: a number in it is too long", "das ist kein Spielstand: eine Zahl darin ist zu lang"),
    (r"it is not text \(a broken byte at position (\d+)\)", r"das ist kein Text (ein kaputtes Byte an Stelle \1)"),
    (r"too large for a save \(more than (\d+) MB\)", r"zu groß für einen Spielstand (mehr als \1 MB)"),
    (r"too large for a game record \(more than (\d+) MB\)", r"zu groß für eine Aufzeichnung (mehr als \1 MB)"),
    (r"is a folder, not a game record", "ist ein Ordner, keine Aufzeichnung"),
    (r"the file is empty", "die Datei ist leer"),
    (r"the file holds nothing but comments", "die Datei enthält nur Kommentare"),
    (r"the file cannot be read \((.+)\)", r"die Datei lässt sich nicht lesen (\1)"),
    (r"the save names itself '([^']+)', not '([^']+)'", r"der Spielstand nennt sich '\1', nicht '\2'"),
    (r"the save does not name itself \(its 'id', '([^']+)', is missing\)",
     r"der Spielstand nennt seinen Namen nicht (seine 'id', '\1', fehlt)"),
    (r"the save does not say which version of the game wrote it",
     "der Spielstand sagt nicht, welche Version des Spiels ihn geschrieben hat"),
    (r"the save's 'version' must be a whole number, not (.+)", r"die 'version' des Spielstands muss eine ganze Zahl "
                                                              r"sein, nicht \1"),
    (r"save version (-?\d+) is none this game knows", r"dieses Spiel kennt keine Spielstand-Version \1"),
    (r"the save has no '(\w+)' time", r"dem Spielstand fehlt die Zeit '\1'"),
    (r"the save's '(\w+)' time is not a date and time: (.+)", r"die Zeit '\1' des Spielstands ist kein Datum mit "
                                                             r"Uhrzeit: \2"),
    (r"the save's 'finished' must be true or false", "'finished' des Spielstands muss true oder false sein"),
    (r"the save's 'dealt' must be a whole number of 0 or more, not (.+)", r"'dealt' des Spielstands muss eine ganze "
                                                                         r"Zahl ab 0 sein, nicht \1"),
    (r"the save says (\d+) hands were dealt; its record holds 1 hand", r"laut Spielstand wurden \1 Spiele gegeben; "
                                                                      r"seine Aufzeichnung enthält nur eines"),
    (r"the save says (\d+) hands were dealt; its record holds (\d+) hands", r"laut Spielstand wurden \1 Spiele "
                                                                           r"gegeben; seine Aufzeichnung hat \2"),
    (r"a finished match among the unfinished ones", "eine beendete Partie unter den nicht beendeten"),
    (r"an unfinished match in the history", "eine nicht beendete Partie unter den beendeten"),
    (r"a finished match whose record stops in the middle of hand (\d+)",
     r"eine beendete Partie, deren Aufzeichnung mitten in Spiel \1 aufhört"),
    (r"a finished match with no hand played", "eine beendete Partie ohne ein gespieltes Spiel"),
    (r"a finished match whose record stops after hand (\d+), before the match is over",
     r"eine beendete Partie, deren Aufzeichnung nach Spiel \1 aufhört, vor dem Ende der Partie"),
    (r"the game record is missing", "die Aufzeichnung fehlt"),
    (r"--list lists every unfinished match; `maumau resume (\S+)` plays that one on",
     r"--list zeigt alle nicht beendeten Partien; `maumau resume \1` spielt diese weiter"),
    (r"unexpected trouble replaying it \((.+)\)", r"unerwarteter Fehler beim Nachspielen (\1)"),
    (r"no unfinished match in (.+) can be played on now: the save named here stays where it is",
     r"keine nicht beendete Partie in \1 kann jetzt weitergespielt werden: der hier genannte Spielstand bleibt, wo er ist"),
    (r"no unfinished match in (.+) can be played on now: the (\d+) saves named here stay where they are",
     r"keine nicht beendete Partie in \1 kann jetzt weitergespielt werden: die \2 hier genannten Spielstände bleiben, "
     r"wo sie sind"),
    (r"no unfinished match in (.+)", r"keine nicht beendete Partie in \1"),
    (r"no finished match in (.+)", r"keine beendete Partie in \1"),
    (r"\A(.+?) could not be moved aside: (.+)", r"\1 ließ sich nicht beiseitelegen: \2"),
    # the system's own words for why a file could not be read or written (PLAYTEST113 F20: English in German)
    (r"\bNo such file or directory\b", "die Datei oder der Ordner fehlt"),
    (r"\bPermission denied\b", "keine Berechtigung"),
    (r"\bOperation not permitted\b", "nicht erlaubt"),   # (PLAYTEST134 F11: a folder made immutable)
    (r"\bIs a directory\b", "das ist ein Ordner"),
    (r"\bNot a directory\b", "ein Teil des Pfads ist kein Ordner"),
    (r"\bNo space left on device\b", "der Datenträger ist voll"),
    (r"\bRead-only file system\b", "der Datenträger ist schreibgeschützt"),
    (r"\bFile exists\b", "die Datei gibt es schon"),
    (r"\bDisk quota exceeded\b", "das Kontingent auf dem Datenträger ist aufgebraucht"),   # (REVIEW271 R2: these
    (r"\bInput/output error\b", "Ein-/Ausgabefehler"),                                    # stayed English)
    (r"\bFile name too long\b", "der Dateiname ist zu lang"),
    (r"\bToo many links\b", "zu viele Verweise"),
    (r"\bInvalid cross-device link\b", "über Datenträger hinweg nicht möglich"),
    (r"\bToo many open files\b", "zu viele offene Dateien"),
    (r"\bDevice or resource busy\b", "das Gerät ist belegt"),
    (r"\bStale file handle\b", "die Datei ist nicht mehr erreichbar"),
    (r"\ba file is in the way of the folder\b", "eine Datei steht, wo der Ordner hingehört"),   # (the game's own)
]
_COMPILED = [(re.compile(english), german) for english, german in PHRASES]
_RULESET = re.compile(r"((?:das Regelwerk der Partie|die Kopie der Regeln, mit denen sie gespielt wurde,) lässt sich "
                      r"nicht (?:laden|lesen): |die Partie der Aufzeichnung lässt sich nicht aufbauen: )"
                      r"(.+?)(?=; die Kopie der Regeln|; der Spielstand bleibt|$)")


_PATH = re.compile(r"(?<![\w'])(?:/|~/|[A-Za-z]:\\)[^\s;:()']+")   # a file's path: never translated


def store_in_german(message: str) -> str:
    """``message`` (one line of the store's) with every known phrase in German; a ruleset's own error inside it
    as ``rules.german`` says it.  Paths are set aside first and put back as they were."""
    paths: list[str] = []

    def keep(found: re.Match[str]) -> str:
        path = found[0].removesuffix(",")          # (a comma after it is the sentence's: "FILE, line 2: ...")
        paths.append(path)
        return f"\x00{len(paths) - 1}\x00" + found[0][len(path):]

    message = _PATH.sub(keep, message)
    for english, german in _COMPILED:
        message = english.sub(german, message)
    message = _RULESET.sub(lambda found: found[1] + in_german(found[2]), message)   # (its file's line: "Zeile")
    return re.sub(r"\x00(\d+)\x00", lambda found: paths[int(found[1])], message)
