"""The words of the screens a player sees through ``maumau serve`` (German and English, the same keys:
a test checks it), and the one ``word()`` that looks them up.  The table's own words are the app's
(``tui.i18n``); these are only what the server's screens add around it.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        # the connection screen (connection_screen.py)
        "hello": "Mau-Mau · Hallo, {user}!",
        "connecting": "Verbinde mit dem Tisch-Server …",
        "connected": "Mit dem Tisch-Server verbunden · {seat}",
        "lobby": "in der Lobby",
        "at_gathering": "an Tisch #{number}, bis er startet",
        "at_playing": "dein Platz an Tisch #{number} wird gerade von einem Bot gespielt (Enter: zurück an den Tisch)",
        "lost": "Verbindung zum Tisch-Server beendet: {reason}",
        "terminal": "Terminal {width}×{height} · TERM {term} · Farben: {colours}",
        "pings": "Verbindungsprüfung · Antworten: {pongs} · Tasten: {keys}",
        "soon": "Dieser Bildschirm prüft die Verbindung zum Tisch-Server.",
        "leave": "Strg+Q: verlassen",
        "no_colour": "aus (NO_COLOR)",
        # the lobby (lobby_screen.py)
        "title": "Mau-Mau · Lobby · {user}",
        "none": "Noch kein Tisch. c: einen Tisch anlegen.",
        "free": "frei",
        "playing": "spielt",
        "gathering": "wartet auf {n}",
        "full": "voll: {who} startet",
        "watching": "{n} schauen zu",
        "keys": "↑↓ wählen · c anlegen · Enter beitreten · w zuschauen · s starten · l aufstehen · q verlassen",
        "create": "Neuer Tisch",
        "ruleset": "Regeln",
        "seats": "Plätze",
        "seat_number": "Platz {n}",
        "person": "Mensch",
        "easy": "Bot leicht",
        "medium": "Bot mittel",
        "hard": "Bot schwer",
        "create_keys": "↑↓ Zeile · ←→ ändern · Ziffern: eine Zahl · Enter anlegen · Esc zurück",
        "you": "du",
        "house_rules": "Hausregeln:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Vorschlag gesendet …",
        "vote_answer_keys": "j: ja · n: nein",
        "vote_waits": "Wir warten auf die Antwort von {name}.",
        "vote_withdraw": "Esc: Vorschlag zurückziehen",
        "vote_hide": "Esc: zurück zum Tisch",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Gerade denkt schon ein Tipp an diesem Tisch nach; versuch es gleich noch einmal.",
        "hint_still_thinking": "Dein Tipp von vorhin wird noch ausgedacht; frag gleich noch einmal.",
        "hint_watching": "Wer zuschaut, bekommt keine Tipps.",
        "hint_broke": "Der Tipp konnte nicht ausgedacht werden.",
        "hint_no_answer": "Der Tisch-Server hat nicht geantwortet.",
        # a seat at a table (seat_screens.py, seat_app.py)
        "next_hint": "n: bereit für das nächste Spiel · q: zurück in die Lobby",
        "end_hint": "Die Partie ist vorbei · q: zurück in die Lobby",
        "waiting": "Wir warten auf: {names}",
        "ready": "Du bist bereit.",
        "away": "{name} hat die Verbindung verloren.",
        "grace": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis "
                 "{name} wieder verbindet.",
        "back": "{name} ist wieder da.",
        "bot_plays": "Ein Bot spielt jetzt für {name}.",
        "leave_question": "Zurück in die Lobby? Ein Bot spielt deinen Platz; mit Enter auf diesem Tisch "
                          "bekommst du ihn wieder.",
        "leave_keys": "j: ja, zur Lobby · n / Esc: weiterspielen",
        "code_title": "Rückkehr-Code {code}",
        "your_code": "Dein Rückkehr-Code: {code}. Reißt deine Verbindung ab, verbinde wieder als "
                     "{name} und gib ihn an: nur damit bekommst du deinen Platz zurück.",
        "move_on_its_way": "Dein Zug ist unterwegs zum Tisch: warte auf seine Antwort.",
        "watching_hand": "Du schaust zu: keine Hand wird gezeigt.",
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Plätze an diesem Terminal: {names} · g: wer hier noch mitspielt",
        "group_title": "Wer spielt an diesem Terminal mit?",
        "group_help": "Namen durch Komma getrennt, du ({user}) bist schon dabei. Leer: nur du. "
                      "Enter übernehmen · Esc zurück",
        "group_too_many": "An einem Terminal spielen höchstens {n} Leute mit dir.",
        "group_bad_name": "»{name}« geht nicht als Name: ein Wort aus Buchstaben und Ziffern (auch - _ . '), "
                          "höchstens 16 Zeichen.",
        "group_twice": "{name} steht schon in der Gruppe.",
        "group_taken": "{name} ist schon auf dem Server (verbunden oder an einem Tisch): wähle einen anderen Namen.",
        "group_not_now": "Die Gruppe wird vor dem Anlegen oder Beitreten gewählt: steh erst vom Tisch auf.",
        "group_room": "Ihr seid {n} an diesem Terminal, aber am Tisch ist nur Platz für {free}.",
        "group_seated": "{name} sitzt schon an einem Tisch.",
        "group_placeholder": "z. B. Ben, Carla",
        "no_member": "An diesem Terminal gibt es keinen weiteren Platz Nr. {n}.",
    },
    "en": {
        # the connection screen (connection_screen.py)
        "hello": "Mau-Mau · Hello, {user}!",
        "connecting": "Connecting to the table server …",
        "connected": "Connected to the table server · {seat}",
        "lobby": "in the lobby",
        "at_gathering": "at table #{number} until it starts",
        "at_playing": "a bot plays your seat at table #{number} now (Enter: back to the table)",
        "lost": "Connection to the table server ended: {reason}",
        "terminal": "Terminal {width}×{height} · TERM {term} · colours: {colours}",
        "pings": "Connection check · answers: {pongs} · keys: {keys}",
        "soon": "This screen checks the connection to the table server.",
        "leave": "Ctrl+Q: leave",
        "no_colour": "off (NO_COLOR)",
        # the lobby (lobby_screen.py)
        "title": "Mau-Mau · Lobby · {user}",
        "none": "No table yet. c: make one.",
        "free": "free",
        "playing": "playing",
        "gathering": "waiting for {n}",
        "full": "full: {who} starts",
        "watching": "{n} watching",
        "keys": "↑↓ choose · c create · Enter join · w watch · s start · l leave seat · q quit",
        "create": "New table",
        "ruleset": "Ruleset",
        "seats": "Seats",
        "seat_number": "Seat {n}",
        "person": "person",
        "easy": "bot easy",
        "medium": "bot medium",
        "hard": "bot hard",
        "create_keys": "↑↓ line · ←→ change · digits: a number · Enter create · Esc back",
        "you": "you",
        "house_rules": "House rules:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Proposal sent …",
        "vote_answer_keys": "y: yes · n: no",
        "vote_waits": "Waiting for {name}'s answer.",
        "vote_withdraw": "Esc: withdraw the proposal",
        "vote_hide": "Esc: back to the table",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Another hint is being thought out at this table right now; try again in a moment.",
        "hint_still_thinking": "Your earlier hint is still being thought out; ask again in a moment.",
        "hint_watching": "Watchers get no hints.",
        "hint_broke": "The hint could not be thought out.",
        "hint_no_answer": "The table server did not answer.",
        # a seat at a table (seat_screens.py, seat_app.py)
        "next_hint": "n: ready for the next hand · q: back to the lobby",
        "end_hint": "The match is over · q: back to the lobby",
        "waiting": "Waiting for: {names}",
        "ready": "You are ready.",
        "away": "{name} lost the connection.",
        "grace": "The table waits {time} more for {name}; then a bot plays for {name} until they connect again.",
        "back": "{name} is back.",
        "bot_plays": "A bot plays for {name} now.",
        "leave_question": "Back to the lobby? A bot plays your seat; Enter on this table gives it back.",
        "leave_keys": "y: yes, to the lobby · n / Esc: keep playing",
        "code_title": "rejoin code {code}",
        "your_code": "Your rejoin code: {code}. Should your connection drop, connect again as {name} "
                     "and give it: only with it you get your seat back.",
        "move_on_its_way": "Your move is on its way to the table: wait for its answer.",
        "watching_hand": "You are watching: no hand is shown.",
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Seats at this terminal: {names} · g: who else plays here",
        "group_title": "Who else plays at this terminal?",
        "group_help": "Names separated by commas; you ({user}) are in already. Empty: just you. "
                      "Enter take · Esc back",
        "group_too_many": "At most {n} people play with you at one terminal.",
        "group_bad_name": "'{name}' cannot be a name: one word of letters and digits (also - _ . '), "
                          "at most 16 characters.",
        "group_twice": "{name} is in the group already.",
        "group_taken": "{name} is on the server already (connected or at a table): choose another name.",
        "group_not_now": "The group is chosen before creating or joining a table: leave your seat first.",
        "group_room": "You are {n} at this terminal, but the table has room for only {free}.",
        "group_seated": "{name} already sits at a table.",
        "group_placeholder": "e.g. Ben, Carla",
        "no_member": "There is no further seat number {n} at this terminal.",
    },
}


def word(lang: str, key: str, **values: object) -> str:
    """The words ``key`` in ``lang`` (English for a language we do not have), ``values`` filled in."""
    return WORDS[lang if lang in WORDS else "en"][key].format(**values)
