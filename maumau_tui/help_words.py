"""The command line's help in German (`maumau --help`, `maumau serve --help`, `maumau arena --help` where the
language is German): each English text as the parsers give it, and its German; argparse's own words too.
``arguments.HelpFormatter`` looks them up as it writes the help; a text without an entry stays English
(``tests/test_cli_help.py`` checks that every one has one)."""

from __future__ import annotations

from maumau_tui.arguments import sentence

ARGPARSE = {
    "positional arguments": "Argumente",
    "options": "Optionen",
    "show this help message and exit": "zeigt diese Hilfe und endet",
    "show program's version number and exit": "zeigt die Version und endet",
}

MAUMAU = {
    "Mau-Mau and its house rules in the terminal.": "Mau-Mau und seine Hausregeln im Terminal.",
    "deal this ruleset (its id, or its file) at once; without --seat two people (Anna, Ben) and a bot (Robo) sit down":
        "dieses Regelwerk (seine ID oder seine Datei) gleich geben; ohne --seat setzen sich zwei Menschen (Anna, Ben) "
        "und ein Bot (Robo)",
    "a seat, clockwise; NAME:bot for a computer player at the usual level, NAME:bot=easy|medium|hard for another "
    "(needs --ruleset)":
        "ein Platz, im Uhrzeigersinn; NAME:bot für einen Computerspieler der üblichen Stufe, "
        "NAME:bot=easy|medium|hard für eine andere (braucht --ruleset)",
    "who deals the first hand (default: the last seat; needs --ruleset)":
        "wer das erste Spiel gibt (sonst der letzte Platz; braucht --ruleset)",
    "seed for the shuffles (a seed replays the same deals)":
        "Startwert fürs Mischen (derselbe Startwert gibt dieselben Karten)",
    "language (default: the remembered one, else from the locale)": "Sprache (sonst die gemerkte, ohne sie die der Umgebung)",
    "the screen in plain ASCII: cards in the move notation's letters (QS: the Queen of Spades; suits C S H D)":
        "alles in reinem ASCII: Karten mit den englischen Buchstaben der Zugnotation (QS: Pik Dame; Farben C S H D)",
    "pause after a bot's move (0 to 60; default: the remembered speed)":
        "Pause nach dem Zug eines Bots (0 bis 60; sonst das gemerkte Tempo)",
    "open the game (the default)": "das Spiel öffnen (ohne Befehl dasselbe)",
    "Run scenario files: a line each, pass or FAIL and why, then the count; exit 0 only if all pass. The lines are in "
    "English, as the files' keys are; --lang chooses the language of the game log that a log expectation quotes.":
        "Szenario-Dateien ausführen: je eine Zeile, pass oder FAIL und warum, dann die Zahl; Exit-Status 0 nur, wenn "
        "alle bestehen. Die Zeilen sind auf Englisch, wie die Schlüssel der Dateien; --lang wählt die Sprache des "
        "Spielverlaufs, den eine log-Erwartung zitiert.",
    "Open the game: continue a saved match, or choose a variant, set the seats and deal; with --ruleset, deal at once.":
        "Das Spiel öffnen: eine gespeicherte Partie fortsetzen oder eine Variante wählen, die Plätze besetzen und geben; "
        "mit --ruleset sofort geben.",
    "play on with a saved match": "eine gespeicherte Partie weiterspielen",
    "step through a game record in the app": "eine Aufzeichnung Zug für Zug in der App ansehen",
    "game records as text": "Aufzeichnungen als Text",
    "each player's figures per ruleset": "die Zahlen jedes Spielers je Regelwerk",
    "host tables that players join with ssh (`maumau serve --help`)":
        "Tische anbieten, an die man sich mit ssh setzt (`maumau serve --help`)",
    "let bot levels play each other (`maumau arena --help`)":
        "Bot-Stufen gegeneinander spielen lassen (`maumau arena --help`)",
    "play random bot games and summarise them (exit status 1: a hand did not end)":
        "Spiele zufälliger Bots spielen und zusammenfassen (Exit-Status 1: ein Spiel endete nicht)",
    "measure random play on one core": "zufälliges Spiel auf einem Kern messen",
    "run scenario files (or folders of them)": "Szenariodateien (oder Ordner davon) prüfen",
    "list, show, validate rulesets; print the JSON Schema":
        "Regelwerke auflisten, zeigen, prüfen; das JSON-Schema ausgeben",
    # resume, replay, record
    "Play on with a match that was not finished (every match is saved after every move). Without an ID: the match "
    "played last.":
        "Eine nicht beendete Partie weiterspielen (jede Partie wird nach jedem Zug gespeichert). Ohne ID: die zuletzt "
        "gespielte.",
    "the saved match (`maumau resume --list` shows them)": "die gespeicherte Partie (`maumau resume --list` zeigt sie)",
    "list the unfinished matches and their ids, then stop": "die nicht beendeten Partien mit ihren IDs auflisten, sonst nichts",
    "Open a game record (from `maumau record export`) or a save file in the replay viewer: move by move, hand by hand, "
    "each seat's view or all hands open.":
        "Eine Aufzeichnung (aus `maumau record export`) oder einen Spielstand in der Wiederholung öffnen: Zug für Zug, "
        "Spiel für Spiel, aus der Sicht eines Platzes oder mit allen Karten offen.",
    "Game records as text.": "Aufzeichnungen als Text.",
    "print a saved match's record (text, like PGN for chess)":
        "die Aufzeichnung einer gespeicherten Partie ausgeben (Text, wie PGN beim Schach)",
    "print a moment of a match as a scenario file, to check it":
        "einen Moment einer Partie als Szenariodatei ausgeben, um ihn zu prüfen",
    "Print the game record of a finished match: `maumau record export ID > match.maumau`. A match still being played "
    "is refused (its record shows what is still hidden) unless --unfinished.":
        "Die Aufzeichnung einer beendeten Partie ausgeben: `maumau record export ID > partie.maumau`. Eine Partie, die "
        "noch läuft, nur mit --unfinished (ihre Aufzeichnung zeigt, was noch verdeckt ist).",
    "the saved match (`maumau record list`, `maumau resume --list`)":
        "die gespeicherte Partie (aus `maumau record list`, `maumau resume --list`)",
    "list the finished matches and their ids": "die beendeten Partien mit ihren IDs auflisten",
    "The finished matches, last played first: each id (what `record export` and `record cut` take), its variant, when "
    "it was played, and each seat's points.":
        "Die beendeten Partien, die zuletzt gespielte zuerst: jede ID (die `record export` und `record cut` nehmen), "
        "ihre Variante, wann sie gespielt wurde, und die Punkte jedes Platzes.",
    "also a match still being played: shows what is still hidden (the cards of the hand in play, and the seed, from "
    "which every deal to come follows)":
        "auch eine Partie, die noch läuft: zeigt, was noch verdeckt ist (die Karten des laufenden Spiels und den "
        "Startwert, aus dem alle kommenden Spiele folgen)",
    "Print the position after MOVE moves of hand HAND as a scenario file (`maumau scenario FILE` checks it): a "
    "disputed moment at the table becomes a checkable scenario. A hand still being played is not cut (the scenario "
    "shows every hand and the stock).":
        "Die Lage im Spiel SPIEL nach ZÜGE Zügen als Szenariodatei ausgeben (`maumau scenario DATEI` prüft sie): ein "
        "strittiger Moment am Tisch wird ein prüfbares Szenario. Ein Spiel, das noch läuft, wird nicht ausgeschnitten "
        "(das Szenario zeigt alle Karten und den Talon).",
    "a saved match, or a record or save file": "eine gespeicherte Partie, eine Aufzeichnung oder ein Spielstand",
    "the hand (1 for the first)": "das Spiel (1 für das erste)",
    "moves of that hand made (0: as dealt)": "die Züge dieses Spiels bis dahin (0: wie gegeben)",
    # stats, bench, rules
    "Each player's figures per ruleset from the finished matches: matches, hands, wins, lost matches, points, best "
    "and worst hand ... (bots by level).":
        "Die Zahlen jedes Spielers je Regelwerk aus den beendeten Partien: Partien, Spiele, Siege, verlorene Partien, "
        "Punkte, bestes und schlechtestes Spiel … (Bots nach Stufe).",
    "only this ruleset (its id, or its file)": "nur dieses Regelwerk (seine ID oder seine Datei)",
    "the matches played on this machine's server (`maumau serve`: its own store, tables/ in the data folder)":
        "die Partien, die auf dem Server dieses Rechners gespielt wurden (`maumau serve`: sein eigener Speicher, "
        "tables/ im Datenordner)",
    "the matches of a server started with its own folder (`maumau serve --data-dir DIR`; --served is then implied)":
        "die Partien eines Servers, der mit einem eigenen Ordner gestartet wurde (`maumau serve --data-dir ORDNER`; "
        "--served gilt dann von selbst)",
    "print JSON instead of a table": "JSON statt einer Tabelle ausgeben",
    "seats at the table (default: 4, within the ruleset's range)": "Plätze am Tisch (sonst 4, soweit das Regelwerk sie erlaubt)",
    "length of each of the three runs (default: %(default)g)": "Dauer jedes der drei Läufe in Sekunden (sonst %(default)g)",
    "the ruleset to play (default: %(default)s)": "das Regelwerk, das gespielt wird (sonst %(default)s)",
    "hands to play (default: %(default)s)": "wie viele Spiele (sonst %(default)s)",
    "a game record (.maumau) or a save file (.json)": "eine Aufzeichnung (.maumau) oder ein Spielstand (.json)",
    "a scenario file (.yaml) or a folder of them": "eine Szenariodatei (.yaml) oder ein Ordner davon",
    "a ruleset file (.yaml) or a folder of them": "eine Regelwerksdatei (.yaml) oder ein Ordner davon",
    "the ruleset's id (`maumau rules list`) or its file": "die ID des Regelwerks (`maumau rules list`) oder seine Datei",
    "print one JSON line": "eine JSON-Zeile ausgeben",
    "also measure the app: first frame, key latency, memory":
        "auch die App messen: erstes Bild, Antwort auf Tasten, Speicher",
    "also measure what a save costs: encoding a long Kronenstube match and the whole save with both fsyncs, in the "
    "user data folder (p50/p95)":
        "auch messen, was ein Speichern kostet: eine lange Kronenstube-Partie kodieren und ganz speichern, mit beiden "
        "fsyncs, im Datenordner (p50/p95)",
    "every ruleset that can be played": "alle Regelwerke, die sich spielen lassen",
    "a ruleset with its extends and options resolved: what differs from the defaults, or everything with --full":
        "ein Regelwerk mit aufgelöstem extends und aufgelösten Optionen: was von den Vorgaben abweicht, mit --full alles",
    "check ruleset files (or folders of them); explains every mistake":
        "Regelwerksdateien (oder Ordner davon) prüfen; erklärt jeden Fehler",
    "the JSON Schema of ruleset files": "das JSON-Schema der Regelwerksdateien",
    "copy a ruleset into your own rulesets folder, to edit": "ein Regelwerk zum Bearbeiten in deinen Regelwerksordner kopieren",
    "every key, including those left at their defaults": "jeden Schlüssel, auch die mit ihrer Vorgabe",
    "the new ruleset's id, e.g. my-rules": "die ID des neuen Regelwerks, z. B. meine-regeln",
    "the ruleset to start from (its id, or its file; default: %(default)s)":
        "das Regelwerk, von dem es ausgeht (seine ID oder seine Datei; Vorgabe: %(default)s)",
}

SERVE = {
    "Serve Mau-Mau tables over SSH.": "Mau-Mau-Tische über SSH anbieten.",
    "the language of the password prompt and of the players whose terminal says none (many Windows and PuTTY "
    "clients send no LANG); each player may switch in the lobby (default: as the settings or this machine's locale "
    "say)":
        "die Sprache der Passwortfrage und der Spieler, deren Terminal keine nennt (viele Windows- und PuTTY-Clients "
        "senden kein LANG); jeder kann in der Lobby wechseln (sonst wie die Einstellungen oder die Locale dieses "
        "Rechners sagen)",
    "address to listen on (default 127.0.0.1)": "Adresse, auf der gelauscht wird (sonst 127.0.0.1)",
    "port (default 2222; 0 picks a free one)": "Port (sonst 2222; 0 nimmt einen freien)",
    "file whose first line is the table's password": "Datei, deren erste Zeile das Passwort der Tische ist",
    "an authorized_keys file of players' public keys": "eine authorized_keys-Datei mit den öffentlichen Schlüsseln der Spieler",
    "the server's folder: the host key, the tables' saves (tables/) and the seats' log (logs/) (default: the user "
    "data folder)":
        "der Ordner des Servers: der Host-Schlüssel, die Spielstände der Tische (tables/) und das Protokoll der Plätze "
        "(logs/) (sonst der Datenordner)",
    "sessions at once, at most (default 64)": "Sitzungen gleichzeitig, höchstens (sonst 64)",
    "sessions from one address at once, at most (default 16)": "Sitzungen von einer Adresse gleichzeitig, höchstens (sonst 16)",
    "input bytes per second a session may send (default 4096)": "Eingabe-Bytes je Sekunde, die eine Sitzung senden darf (sonst 4096)",
    "seconds without input before a session ends (default 1800)": "Sekunden ohne Eingabe, bis eine Sitzung endet (sonst 1800)",
    "host one table from the start (beside the lobby's)": "einen Tisch von Anfang an anbieten (neben denen der Lobby)",
    "its seats: Anna,Ben,Robo:bot (the usual level) or Robo:bot=hard (people connect with these names)":
        "seine Plätze: Anna,Ben,Robo:bot (die übliche Stufe) oder Robo:bot=hard (Menschen melden sich mit diesen "
        "Namen an)",
    "the table's seed (default: a random one)": "der Startwert des Tisches (sonst ein zufälliger)",
    "seconds a bot waits before its move (default 0.6)": "Sekunden, die ein Bot vor seinem Zug wartet (sonst 0,6)",
    "a house rule of that table, like block_seconds=10 (repeatable)":
        "eine Hausregel dieses Tisches, etwa block_seconds=10 (mehrmals möglich)",
    "people of --seats who share one terminal (a hot-seat group), like Anna,Ben (repeatable)":
        "Menschen aus --seats, die sich ein Terminal teilen (eine Runde an einer Tastatur), etwa Anna,Ben "
        "(mehrmals möglich)",
    "host this many tables like --table, each name followed by the table's number (Anna1, Anna2, ...; for "
    "measurements)":
        "so viele Tische wie --table anbieten, hinter jedem Namen die Nummer des Tisches (Anna1, Anna2, …; für "
        "Messungen)",
    "seconds a table waits for a player whose connection dropped (default 120)":
        "Sekunden, die ein Tisch auf jemanden wartet, dessen Verbindung abriss (sonst 120)",
    "do not keep tables across a restart (by default each table in play is saved in the data folder after every move "
    "and resumed at the next start)":
        "Tische nicht über einen Neustart behalten (sonst wird jeder laufende Tisch nach jedem Zug im Datenordner "
        "gespeichert und beim nächsten Start fortgesetzt)",
    "what each session runs (solo: its own table against bots, for measurements)":
        "was jede Sitzung startet (solo: einen eigenen Tisch gegen Bots, für Messungen)",
    "solo: the seed of every seat's table": "solo: der Startwert des Tisches jedes Platzes",
    "start every seat process afresh instead of forking the preloaded seat factory":
        "jeden Platz-Prozess neu starten, statt ihn aus dem vorgeladenen abzuzweigen",
}

ARENA = {
    "Bots of different levels play each other (the results in English, as bots/README.md records them).":
        "Bots verschiedener Stufen spielen gegeneinander (die Ergebnisse auf Englisch, wie bots/README.md sie "
        "festhält).",
    "the ruleset to play (default: %(default)s)": "das Regelwerk, das gespielt wird (sonst %(default)s)",
    "one level per seat: random/easy, heuristic/medium, search/hard (default: %(default)s)":
        "eine Stufe je Platz: random/easy, heuristic/medium, search/hard (sonst %(default)s)",
    "hands (or matches) to play (default: %(default)s)": "wie viele Spiele oder Partien (sonst %(default)s)",
    "seed for the deals and the bots (the same seed plays the same hands)":
        "Startwert für Karten und Bots (derselbe Startwert spielt dieselben Spiele)",
    "processes to play in (no more than there are games)": "Prozesse, in denen gespielt wird (nicht mehr als Spiele)",
    "play whole matches instead of single hands": "ganze Partien statt einzelner Spiele",
    "the search's thinking time per decision (default: 200)": "die Bedenkzeit der Suche je Entscheidung in Millisekunden (sonst 200)",
    "a fixed number of search iterations per decision (the same results on any machine)":
        "eine feste Zahl von Suchdurchläufen je Entscheidung (auf jedem Rechner dieselben Ergebnisse)",
    "print one JSON object": "ein JSON-Objekt ausgeben",
}

GERMAN = {**ARGPARSE, **MAUMAU, **SERVE, **ARENA}
GERMAN |= {sentence(english): sentence(german) for english, german in MAUMAU.items()}   # (a command's help as
#                                                                                         its description)

# the placeholders of the arguments (``--seed SEED``), word by word (``NAME[:bot[=LEVEL]]``); the same in both
# languages: ID, NAME, PORT (PLAYTEST274 N1: the German help said SECONDS, LEVEL, FILE...)
PLACEHOLDERS = {
    "AUTHORIZED_KEYS": "SCHLÜSSELDATEI", "BOTS": "STUFEN", "BOT_DELAY": "SEKUNDEN", "BUDGET_MS": "MILLISEKUNDEN",
    "COPIES": "ANZAHL", "DATA_DIR": "ORDNER", "DIR": "ORDNER", "FILE": "DATEI", "GAMES": "ANZAHL",
    "GRACE": "SEKUNDEN", "HAND": "SPIEL", "HOST": "ADRESSE", "IDLE_TIMEOUT": "SEKUNDEN", "INPUT_RATE": "BYTES",
    "ITERATIONS": "ANZAHL", "JOBS": "ANZAHL", "LEVEL": "STUFE", "MAX_PER_ADDRESS": "ANZAHL", "MAX_SESSIONS": "ANZAHL",
    "MOVE": "ZÜGE", "NAMES": "NAMEN", "PASSWORD_FILE": "DATEI", "PLAYERS": "SPIELER", "RULESET": "REGELWERK",
    "SEATS": "PLÄTZE", "SEAT_SEED": "STARTWERT", "SECONDS": "SEKUNDEN", "SEED": "STARTWERT", "SOURCE": "REGELWERK",
    "VALUE": "WERT",
}
SAME = ("ID", "NAME", "PORT")
