"""The words of the screens a player sees through ``maumau serve`` (German and English, the same keys:
a test checks it; the refusals' words are in ``refusal_words``), and the one ``word()`` that looks them up.  The
table's own words are the app's (``tui.i18n``); these are only what the server's screens add around it.
"""

from __future__ import annotations

from maumau_tui.net.refusal_words import REFUSALS
from maumau_tui.tui.i18n import lookup

SCREENS: dict[str, dict[str, str]] = {
    "de": {
        # the connection screen (connection_screen.py)
        "hello": "Mau-Mau · Hallo, {user}!",
        "connecting": "Verbinde mit dem Tisch-Server …",
        "connected": "Mit dem Tisch-Server verbunden · {seat}",
        "lobby": "in der Lobby",
        "at_gathering": "an Tisch #{number}, bis er startet",
        "at_playing": "dein Platz an Tisch #{number} wird gerade von einem Bot gespielt (Enter: zurück an den Tisch)",
        "at_playing_group": "eure Plätze an Tisch #{number} werden gerade von Bots gespielt (Enter: zurück an den Tisch)",
        "at_parked": "Tisch #{number} wartet mit dem nächsten Spiel auf dich (Enter: zurück an den Tisch)",
        "at_parked_group": "Tisch #{number} wartet mit dem nächsten Spiel auf euch (Enter: zurück an den Tisch)",
        "lost": "Verbindung zum Tisch-Server beendet: {reason}",
        "terminal": "Terminal {width}×{height} · TERM {term} · Farben: {colours} · Karten: {cards}",
        "cards_symbols": "D♠ (k: als Buchstaben)",
        "cards_letters": "QS (k: als Symbole)",
        "cards_plain": "QS (ASCII: kein UTF-8)",
        "now_symbols": "Karten ab jetzt als Symbole: D♠ (ab dem nächsten Tisch)",
        "now_letters": "Karten ab jetzt als Buchstaben: QS (ab dem nächsten Tisch)",
        "letters_plain": "Dieses Terminal meldet kein UTF-8 (LANG): der Bildschirm ist ASCII, die Karten bleiben Buchstaben "
                         "(QS). Für Symbole mit einem UTF-8-LANG verbinden, z. B. LANG=de_DE.UTF-8.",
        "looks_title": "Einstellungen dieses Terminals",   # s at the table (looks_screen.py)
        "looks_note": "Nur dein Bildschirm ändert sich; dein Platz behält sie, auch wenn du wiederkommst.",
        "looks_note_watching": "Nur dein Bildschirm ändert sich.",
        "looks_note_group": "Nur dieser Bildschirm ändert sich; eure Plätze behalten sie, auch wenn ihr wiederkommt.",
        "looks_hint": "↑↓ wählen · Leertaste/Enter ändert · s: übernehmen · Esc: ohne Änderung",
        "pings": "Verbindungsprüfung · Antworten: {pongs} · Tasten: {keys}",
        "soon": "Dieser Bildschirm prüft die Verbindung zum Tisch-Server.",
        "leave": "Strg+Q: verlassen",
        "no_colour": "aus (NO_COLOR)",
        # the lobby (lobby_screen.py)
        "title": "Mau-Mau · Lobby · {user}",
        "none": "Noch kein Tisch. c: einen Tisch anlegen.",
        "free": "frei",
        "playing": "spielt",
        "over": "Partie vorbei",
        "lobby_waits": "weg: {names}",
        "lobby_parked": "zwischen zwei Spielen, wartet auf {names}",
        "lobby_ending": "für ein Ende hier: {names}",
        "gathering": "wartet auf {n}",
        "full": "voll: {who} startet",
        "watching": "{n} schauen zu",
        "watching_one": "1 schaut zu",
        "keys": "↑↓ wählen · c anlegen · Enter beitreten · w zuschauen · s starten · l aufstehen · e English · q verlassen · ? Hilfe",
        "create": "Neuer Tisch",
        "ruleset": "Regeln",
        "seats": "Plätze",
        "seat_number": "Platz {n}",
        "person": "Mensch",
        "easy": "Bot leicht",
        "medium": "Bot mittel",
        "stand_in": "gerade ein Bot",
        "hard": "Bot schwer",
        "create_keys": "↑↓ Zeile · ←→ ändern · Ziffern: eine Zahl · Enter anlegen · Esc zurück",
        "you": "du",
        "you_all": "ihr",
        "house_rules": "Hausregeln:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Vorschlag gesendet …",
        "vote_answer_keys": "j: ja · n: nein · Esc: später (h holt die Frage zurück)",
        "vote_waits": "Wir warten auf die Antwort von {name}.",
        "vote_not_you": "Die Abstimmung fragt gerade {name}.",
        "vote_watched": "Abstimmung über eine Hausregel: der Tisch wartet auf die Antwort von {name}.",
        "vote_withdraw": "Esc: Vorschlag zurückziehen",
        "vote_hide": "Esc: zurück zum Tisch",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Gerade denkt schon ein Tipp an diesem Tisch nach; versuch es gleich noch einmal.",
        "hint_still_thinking": "Dein Tipp von vorhin wird noch ausgedacht; frag gleich noch einmal.",
        "hint_watching": "Wer zuschaut, bekommt keine Tipps.",
        "hint_broke": "Der Tipp konnte nicht ausgedacht werden.",
        "hint_no_answer": "Der Tisch-Server hat nicht geantwortet.",
        # a seat at a table (seat_screens.py, seat_app.py)
        "next_hint": "n oder Enter: bereit für das nächste Spiel · q: zurück in die Lobby",
        "next_hint_endless": "n oder Enter: bereit für das nächste Spiel · e: die Partie hier beenden (wenn alle es "
                             "wollen) · q: zurück in die Lobby",
        "ends": "Du willst die Partie hier beenden: sie endet, sobald alle am Tisch es wollen. n: doch weiterspielen.",
        "ends_all": "Ihr wollt die Partie hier beenden: sie endet, sobald alle am Tisch es wollen. n: doch "
                    "weiterspielen.",
        "ending_line": "Für ein Ende hier: {names}; (noch) nicht: {others}",
        "ending_you_too": " (e: du auch)",
        "not_here": " (nicht am Tisch: ein Bot spielt solange)",
        "ready_mark": " (bereit für das nächste Spiel)",
        "end_hint": "Die Partie ist vorbei · q: zurück in die Lobby",
        "again_hint": "Die Partie ist vorbei · a: noch einmal, derselbe Tisch · q: zur Lobby",
        "again_offered": "{name} deckt den Tisch neu: #{number} · a: dort Platz nehmen · q: zur Lobby",
        "again_gone": "Tisch #{number} ist fort: aufgelöst oder ohne dich gestartet. a deckt den Tisch noch einmal neu.",
        "watch_end_hint": "Du schaust zu · q: zurück in die Lobby",
        "stands_still": "Alle haben diese Partie verlassen: sie steht still",
        "unsaved": "Der Server kann diesen Tisch gerade nicht speichern. Es wird weitergespielt; hält der Server an, "
                   "kommt der Tisch so wieder, wie er zuletzt gespeichert wurde.",
        "saved_again": "Der Server speichert diesen Tisch wieder.",
        "unsaved_never": "Der Server kann diesen Tisch nicht speichern: hält er an, ist der Tisch verloren. Es wird "
                         "weitergespielt.",
        "left_by_all": "Alle haben diese Partie verlassen: sie steht still und bleibt gespeichert. q: zurück in die Lobby.",
        "waiting": "Wir warten auf: {names}",
        "ready": "Du bist bereit.",
        "dealt": "Das nächste Spiel ist gegeben: es beginnt, sobald der Tisch weitergeht.",
        "ready_all": "Ihr seid bereit.",
        "clock_held": "(die Uhr steht, solange geantwortet wird)",
        "clock_held_short": "(die Uhr steht)",
        "clock_bots": "(die Uhr läuft, sobald die Bots geantwortet haben)",
        "clock_bots_short": "(nach den Bots)",
        "title_lobby": "Esc: Lobby",
        "too_small_hint": "Zieh das Fenster größer. Der Tisch spielt derweil weiter: wenn du dran bist, wartet er auf dich, "
                          "doch nicht auf eine Antwort gegen die Uhr; Strg+C: beenden.",
        "too_small_lobby": "Zieh das Fenster größer; Strg+C: beenden.",
        "away": "{name} hat die Verbindung verloren.",
        "not_back": "{name} ist seit dem Neustart des Servers noch nicht zurück.",
        "grace": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis {name} sich wieder verbindet.",
        "grace_on": "Der Tisch wartet auf {name} erst, wenn {name} am Zug ist oder antworten soll; in {time} spielt ein "
                    "Bot für {name}, bis {name} sich wieder verbindet.",
        "grace_on_told": "Es geht weiter; gewartet wird erst, wenn {name} dran ist oder antworten soll. Wann ein Bot "
                         "übernimmt, steht in der Statuszeile.",
        "away_note": "weg: {name} (in {time} spielt ein Bot)",
        "away_note_short": "weg: {name} {time}",
        "back": "{name} ist wieder da.",
        "away_title": "Der Tisch wartet",
        "away_keys": "Esc: den Tisch ansehen · q: zurück in die Lobby",
        "away_keys_ready": "n: bereit für das nächste Spiel · Esc: das Blatt ansehen · q: zurück in die Lobby",
        "away_keys_sheet": "Esc: das Blatt ansehen · q: zurück in die Lobby",
        "away_status": "Der Tisch wartet noch {time} auf {name}: so lange ist niemand am Zug",
        "waits_short": "Der Tisch wartet auf jemanden, dessen Verbindung abgerissen ist.",
        "bot_plays": "Ein Bot spielt jetzt für {name}.",
        "log_bot": "Ein Bot spielt für {name}.",   # (in the log: seat_notes.py)
        "log_back": "{name} ist wieder da.",
        "log_left": "{name} hat die Partie verlassen: ein Bot spielt den Platz bis zum Ende.",
        "leave_question": "Zurück in die Lobby? Ein Bot spielt deinen Platz; mit Enter auf diesem Tisch bekommst du ihn wieder.",
        "leave_question_group": "Alle an diesem Terminal zurück in die Lobby? Bots spielen eure Plätze; mit Enter "
                                "auf diesem Tisch bekommt ihr sie wieder.",
        "leave_keys": "j: ja, zur Lobby · n / Esc: weiterspielen",
        "leave_end_wish": "Der Wunsch, die Partie hier zu beenden, gilt nur, bis die anderen das nächste Spiel geben: "
                          "sie warten nicht auf einen Platz in der Lobby.",
        "code_title": "Rückkehr-Code {code}",
        "handoff_code": "Rückkehr-Code dieses Terminals: {code} (reißt die Verbindung ab: wieder verbinden und ihn eingeben)",
        "code_yours": "dein Rückkehr-Code {code}",
        "gone_seat": "Ein Bot spielt deinen Platz. Verbinde dich wieder als {name} und gib deinen Rückkehr-Code "
                     "{code} an: dann bekommst du ihn zurück.",
        "gone_seats": "Bots spielen eure Plätze. Verbinde dich wieder als {name} und gib den Rückkehr-Code {code} "
                      "an: dann bekommt ihr sie zurück.",
        "ended_seat": "Dein Platz bleibt dir: verbinde dich wieder als {name} und gib deinen Rückkehr-Code {code} an.",
        "ended_seats": "Eure Plätze bleiben euch: verbinde dich wieder als {name} und gib den Rückkehr-Code {code} an.",
        "ended_seat_unsaved": "Dein Platz bleibt dir, solange dieser Server läuft (der Tisch ist nicht gespeichert: ein "
                              "Neustart bringt ihn nicht zurück): verbinde dich wieder als {name} und gib deinen "
                              "Rückkehr-Code {code} an.",
        "ended_seats_unsaved": "Eure Plätze bleiben euch, solange dieser Server läuft (der Tisch ist nicht gespeichert: "
                               "ein Neustart bringt ihn nicht zurück): verbinde dich wieder als {name} und gib den "
                               "Rückkehr-Code {code} an.",
        "stopping": "Der Server wird beendet.",
        "stopped_unsaved": "Der Server wird beendet, und dieser Tisch ist nicht gespeichert: die Partie endet hier (ein "
                           "Neustart bringt sie nicht zurück).",
        "your_code": "Dein Rückkehr-Code: {code}. Reißt deine Verbindung ab, verbinde dich wieder als "
                     "{name} und gib ihn an: nur damit bekommst du deinen Platz zurück.",
        "your_code_group": "Euer Rückkehr-Code: {code}. Reißt die Verbindung dieses Terminals ab, verbindet euch wieder als "
                           "{name} und gebt ihn an: damit bekommt ihr jeden Platz zurück, der hier gespielt wird.",
        "move_on_its_way": "Dein Zug ist unterwegs zum Tisch: warte auf seine Antwort.",
        "watching_hand": "Du schaust zu: keine Hand wird gezeigt.",
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Plätze an diesem Terminal: {names} · g: wer hier noch mitspielt",
        "group_title": "Wer spielt an diesem Terminal mit?",
        "group_help": "Namen durch Komma oder Leerzeichen getrennt, du ({user}) bist schon dabei. Leer: nur du.\n"
                      "Enter übernehmen · Esc zurück",
        "group_too_many": "An einem Terminal spielen höchstens {n} Leute mit dir.",
        "group_bad_name": "»{name}« geht nicht als Name: ein Wort aus Buchstaben und Ziffern (auch - _ . '), höchstens 16 Zeichen.",
        "group_twice": "{name} steht zweimal da.",
        "group_self": "{name}: das bist du selbst, du bist schon dabei.",
        "group_taken": "{name} ist schon auf dem Server (verbunden oder an einem Tisch): wähle einen anderen Namen.",
        "group_not_now": "Die Gruppe wird vor dem Anlegen oder Beitreten gewählt: steh erst vom Tisch auf.",
        "group_room": "Ihr seid {n} an diesem Terminal, aber am Tisch ist nur Platz für {free}.",
        "group_seated": "{name} sitzt schon an einem Tisch.",
        "group_placeholder": "z. B. Ben, Carla",
        "no_member": "An diesem Terminal gibt es keinen weiteren Platz Nr. {n}.",
        "option_unknown": "{ruleset} hat keine Hausregel {name} (es gibt: {known})",
        "option_switch": "Die Hausregel {name} ist an oder aus (true oder false), nicht {value}",
        "option_number": "Die Hausregel {name} nimmt eine ganze Zahl von 0 bis {limit}, nicht {value}",
        "seated_already": "Du sitzt schon an einem Tisch: steh erst auf.",
        "too_many_tables": "Es gibt zu viele offene Tische; setz dich an einen davon.",
        "no_ruleset": "Es gibt kein Regelwerk {ruleset}.",
        "ruleset_unreadable": "Das Regelwerk {ruleset} lässt sich nicht lesen: {why}",
        "ruleset_broken_mark": "{ruleset} (lässt sich nicht lesen)",
        "players_range": "{ruleset} spielen {least} bis {most} Leute.",
        "bot_level": "Ein Bot spielt leicht, mittel oder schwer, nicht {level}.",
        "options_fail": "Diese Hausregeln gehen so nicht: {why}",
        "name_taken": "Dort sitzt schon jemand namens {name}.",
        "no_table": "Es gibt keinen Tisch {number}.",
        "table_playing": "An dem Tisch wird schon gespielt: schau zu oder setz dich an einen anderen.",
        "table_over": "An dem Tisch ist die Partie vorbei: setz dich an einen anderen oder leg einen neuen an.",
        "table_full": "Der Tisch ist voll.",
        "creator_starts": "Nur wer den Tisch angelegt hat, startet ihn.",
        "already_playing": "An dem Tisch wird schon gespielt.",
        "seats_open": "Warte, bis jeder Platz besetzt ist.",
        "match_ended": "Tisch #{number}: {result}",        # a match that ended while its person was in the lobby
        "cursor_moved": "Tisch #{gone} ist nicht mehr in der Liste: der Cursor steht jetzt auf #{number} (noch einmal: "
                        "dieser).",
        "cannot_start": "Der Tisch kann nicht starten: {why}",
        "rematch_rules": "Keine Revanche: das Regelwerk lässt sich jetzt nicht geben: {why}",
        "at_a_table": "Du sitzt an einem Tisch.",
        "no_rematch": "Hier ist keine Partie vorbei, die sich noch einmal spielen ließe.",
        "seat_taken_elsewhere": "{user}s Platz an dem Tisch wurde von einem anderen Terminal aus eingenommen.",
        "not_started": "An dem Tisch wird noch nicht gespielt: setz dich dazu oder warte.",
        "watch_gathering": "Du sitzt an Tisch #{number}, der jeden Moment beginnen kann: steh erst auf (l), um "
                           "einem anderen zuzuschauen.",
        "no_seat_to_leave": "Du hast keinen Platz an einem Tisch.",
        "leave_match_question": "Die Partie an Tisch #{number} für immer verlassen? Ein Bot spielt deinen Platz bis "
                                "zum Ende, und du bist frei für einen anderen Tisch.",
        "leave_match_keys": "j: ja, verlassen · n / Esc: nein",
        "close_table_question": "Tisch #{number} auflösen, bevor er startet? Dort sitzt schon: {names}.",
        "close_table_keys": "j: ja, auflösen · n / Esc: nein",
        "left_match": "Du hast die Partie an Tisch #{number} verlassen: ein Bot spielt deinen Platz bis zum Ende.",
        "leave_match_question_group": "Die Partie an Tisch #{number} für immer verlassen, alle an diesem Terminal? "
                                      "Bots spielen eure Plätze bis zum Ende, und ihr seid frei für einen anderen "
                                      "Tisch.",
        "left_match_group": "Ihr habt die Partie an Tisch #{number} verlassen: Bots spielen eure Plätze bis zum Ende.",
        "leave_match_question_ends": "Die Partie an Tisch #{number} für immer verlassen? Sonst will niemand "
                                     "weiterspielen ({names}: für ein Ende hier): sie endet damit.",
        "leave_match_question_ends_group": "Die Partie an Tisch #{number} für immer verlassen, alle an diesem Terminal? "
                                           "Sonst will niemand weiterspielen ({names}: für ein Ende hier): sie endet damit.",
        "left_match_over": "Du hast die Partie an Tisch #{number} verlassen, und damit ist sie zu Ende: die anderen "
                           "wollten sie hier beenden.",
        "left_match_over_group": "Ihr habt die Partie an Tisch #{number} verlassen, und damit ist sie zu Ende: die "
                                 "anderen wollten sie hier beenden.",
        "left_match_last": "Du hast die Partie an Tisch #{number} verlassen, und sonst spielt sie niemand mehr: sie "
                           "bleibt gespeichert, wie sie steht.",
        "left_match_last_group": "Ihr habt die Partie an Tisch #{number} verlassen, und sonst spielt sie niemand mehr: "
                                 "sie bleibt gespeichert, wie sie steht.",
        "quit_seat": "Ein Bot spielt deinen Platz, bis du dich wieder verbindest (mit deinem Rückkehr-Code).",
        "quit_seats": "Bots spielen eure Plätze, bis ihr euch wieder verbindet (mit eurem Rückkehr-Code).",
        "seat_in_play": "Dein Platz an Tisch #{number} ist in einer laufenden Partie (ein Bot spielt ihn, solange du "
                        "weg bist): Enter auf #{number} setzt dich wieder hin, l verlässt die Partie für immer (dann "
                        "bist du frei für einen anderen Tisch).",
    },
    "en": {
        # the connection screen (connection_screen.py)
        "hello": "Mau-Mau · Hello, {user}!",
        "connecting": "Connecting to the table server …",
        "connected": "Connected to the table server · {seat}",
        "lobby": "in the lobby",
        "at_gathering": "at table #{number} until it starts",
        "at_playing": "a bot plays your seat at table #{number} now (Enter: back to the table)",
        "at_playing_group": "bots play your seats at table #{number} now (Enter: back to the table)",
        "at_parked": "table #{number} waits for you before its next hand (Enter: back to the table)",
        "at_parked_group": "table #{number} waits for you all to deal its next hand (Enter: back to the table)",
        "lost": "Connection to the table server ended: {reason}",
        "terminal": "Terminal {width}×{height} · TERM {term} · colours: {colours} · cards: {cards}",
        "cards_symbols": "Q♠ (k: as letters)",
        "cards_letters": "QS (k: as symbols)",
        "cards_plain": "QS (ASCII: not UTF-8)",
        "now_symbols": "Cards as symbols from now on: Q♠ (from the next table on)",
        "now_letters": "Cards as letters from now on: QS (from the next table on)",
        "letters_plain": "This terminal says it is not UTF-8 (LANG): the screen is in ASCII, so the cards stay letters "
                         "(QS). For symbols, connect with a UTF-8 LANG, such as LANG=en_US.UTF-8.",
        "looks_title": "Settings of this terminal",
        "looks_note": "Only your screen changes; your seat keeps them, also when you come back.",
        "looks_note_watching": "Only your screen changes.",
        "looks_note_group": "Only this screen changes; your seats keep them, also when you come back.",
        "looks_hint": "↑↓ choose · Space/Enter changes · s: take them · Esc: back unchanged",
        "pings": "Connection check · answers: {pongs} · keys: {keys}",
        "soon": "This screen checks the connection to the table server.",
        "leave": "Ctrl+Q: leave",
        "no_colour": "off (NO_COLOR)",
        # the lobby (lobby_screen.py)
        "title": "Mau-Mau · Lobby · {user}",
        "none": "No table yet. c: make one.",
        "free": "free",
        "playing": "playing",
        "over": "match over",
        "lobby_waits": "away: {names}",
        "lobby_parked": "between hands, waits for {names}",
        "lobby_ending": "would end the match here: {names}",
        "gathering": "waiting for {n}",
        "full": "full: {who} starts",
        "watching": "{n} watching",
        "watching_one": "1 watching",
        "keys": "↑↓ choose · c create · Enter join · w watch · s start · l leave seat · e Deutsch · q quit · ? help",
        "create": "New table",
        "ruleset": "Ruleset",
        "seats": "Seats",
        "seat_number": "Seat {n}",
        "person": "person",
        "easy": "bot easy",
        "medium": "bot medium",
        "stand_in": "a bot for now",
        "hard": "bot hard",
        "create_keys": "↑↓ line · ←→ change · digits: a number · Enter create · Esc back",
        "you": "you",
        "you_all": "you",
        "house_rules": "House rules:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Proposal sent …",
        "vote_answer_keys": "y: yes · n: no · Esc: later (h brings the question back)",
        "vote_waits": "Waiting for {name}'s answer.",
        "vote_not_you": "The vote asks {name} now.",
        "vote_watched": "A house-rule vote: the table waits for {name}'s answer.",
        "vote_withdraw": "Esc: withdraw the proposal",
        "vote_hide": "Esc: back to the table",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Another hint is being thought out at this table right now; try again in a moment.",
        "hint_still_thinking": "Your earlier hint is still being thought out; ask again in a moment.",
        "hint_watching": "Watchers get no hints.",
        "hint_broke": "The hint could not be thought out.",
        "hint_no_answer": "The table server did not answer.",
        # a seat at a table (seat_screens.py, seat_app.py)
        "next_hint": "n or Enter: ready for the next hand · q: back to the lobby",
        "next_hint_endless": "n or Enter: ready for the next hand · e: end the match here (when everybody wants to) · "
                             "q: back to the lobby",
        "ends": "You would end the match here: it ends once everybody at the table wants that. n: play on after all.",
        "ends_all": "You would end the match here: it ends once everybody at the table wants that. n: play on after "
                    "all.",
        "ending_line": "Would end the match here: {names}; not (yet): {others}",
        "ending_you_too": " (e: you too)",
        "not_here": " (not at the table: a bot plays meanwhile)",
        "ready_mark": " (ready for the next hand)",
        "end_hint": "The match is over · q: back to the lobby",
        "again_hint": "The match is over · a: again, the same table · q: back to the lobby",
        "again_offered": "{name} set this table up again: #{number} · a: sit down there · q: lobby",
        "again_gone": "Table #{number} is gone: it closed, or started without you. a sets this table up again.",
        "watch_end_hint": "You are watching · q: back to the lobby",
        "stands_still": "Everybody left this match: it stands still",
        "unsaved": "The server cannot save this table right now. Play goes on; should the server stop, the table comes "
                   "back as it was last saved.",
        "saved_again": "The server saves this table again.",
        "unsaved_never": "The server cannot save this table: should it stop, the table is lost. Play goes on.",
        "left_by_all": "Everybody left this match: it stands still and stays saved. q: back to the lobby.",
        "waiting": "Waiting for: {names}",
        "ready": "You are ready.",
        "dealt": "The next hand is dealt: it starts as soon as the table goes on.",
        "ready_all": "You are all ready.",
        "clock_held": "(the clock stands still while somebody answers)",
        "clock_held_short": "(stands still)",
        "clock_bots": "(the clock starts once the bots have answered)",
        "clock_bots_short": "(after the bots)",
        "title_lobby": "Esc: lobby",
        "too_small_hint": "Make the window larger. The table goes on meanwhile: it waits for you on your turn, but not for "
                          "an answer against the clock; Ctrl+C: quit.",
        "too_small_lobby": "Make the window larger; Ctrl+C: quit.",
        "away": "{name} lost the connection.",
        "not_back": "{name} is not back yet since the server restarted.",
        "grace": "The table waits {time} more for {name}; then a bot plays for {name} until they connect again.",
        "grace_on": "The table waits for {name} only when it is {name}'s turn or {name} is asked to answer; in {time} a "
                    "bot plays for {name} until they connect again.",
        "grace_on_told": "Play goes on; the table waits only on {name}'s turn or answer. The status line says when a "
                         "bot takes over.",
        "away_note": "away: {name} (a bot plays in {time})",
        "away_note_short": "away: {name} {time}",
        "back": "{name} is back.",
        "away_title": "The table waits",
        "away_keys": "Esc: look at the table · q: back to the lobby",
        "away_keys_ready": "n: ready for the next hand · Esc: look at the sheet · q: back to the lobby",
        "away_keys_sheet": "Esc: look at the sheet · q: back to the lobby",
        "away_status": "The table waits {time} more for {name}: nobody moves until then",
        "waits_short": "the table waits for a player whose connection dropped",
        "bot_plays": "A bot plays for {name} now.",
        "log_bot": "A bot plays for {name}.",
        "log_back": "{name} is back.",
        "log_left": "{name} has left the match for good: a bot plays the seat to its end.",
        "leave_question": "Back to the lobby? A bot plays your seat; Enter on this table gives it back.",
        "leave_question_group": "Back to the lobby, all of you at this terminal? Bots play your seats; Enter on this "
                                "table gives them back.",
        "leave_keys": "y: yes, to the lobby · n / Esc: keep playing",
        "leave_end_wish": "The wish to end the match here holds only until the others deal the next hand: they do not "
                          "wait for a seat in the lobby.",
        "code_title": "rejoin code {code}",
        "handoff_code": "This terminal's rejoin code: {code} (should the connection drop: connect again and give it)",
        "code_yours": "your rejoin code {code}",
        "gone_seat": "A bot plays your seat. Connect again as {name} and give your rejoin code {code} to take it back.",
        "gone_seats": "Bots play your seats. Connect again as {name} and give the rejoin code {code} to take them back.",
        "ended_seat": "Your seat stays yours: connect again as {name} and give your rejoin code {code}.",
        "ended_seats": "Your seats stay yours: connect again as {name} and give the rejoin code {code}.",
        "ended_seat_unsaved": "Your seat stays yours while this server runs (the table is not saved: a restart does not "
                              "bring it back): connect again as {name} and give your rejoin code {code}.",
        "ended_seats_unsaved": "Your seats stay yours while this server runs (the table is not saved: a restart does not "
                               "bring it back): connect again as {name} and give the rejoin code {code}.",
        "stopping": "The server is stopping.",
        "stopped_unsaved": "The server is stopping, and this table is not saved: the match ends here (a restart does not "
                           "bring it back).",
        "your_code": "Your rejoin code: {code}. Should your connection drop, connect again as {name} "
                     "and give it: only with it you get your seat back.",
        "your_code_group": "Your rejoin code: {code}. Should this terminal's connection drop, connect again as {name} "
                           "and give it: it gives back every seat played here.",
        "move_on_its_way": "Your move is on its way to the table: wait for its answer.",
        "watching_hand": "You are watching: no hand is shown.",
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Seats at this terminal: {names} · g: who else plays here",
        "group_title": "Who else plays at this terminal?",
        "group_help": "Names separated by commas or spaces; you ({user}) are in already. Empty: just you.\nEnter take · Esc back",
        "group_too_many": "At most {n} people play with you at one terminal.",
        "group_bad_name": "'{name}' cannot be a name: one word of letters and digits (also - _ . '), at most 16 characters.",
        "group_twice": "{name} is named twice.",
        "group_self": "{name} is you: you are in already.",
        "group_taken": "{name} is on the server already (connected or at a table): choose another name.",
        "group_not_now": "The group is chosen before creating or joining a table: leave your seat first.",
        "group_room": "You are {n} at this terminal, but the table has room for only {free}.",
        "group_seated": "{name} already sits at a table.",
        "group_placeholder": "e.g. Ben, Carla",
        "no_member": "There is no further seat number {n} at this terminal.",
        "option_unknown": "{ruleset} has no option {name} (it has: {known})",
        "option_switch": "the option {name} is on or off (true or false), not {value}",
        "option_number": "the option {name} takes a whole number from 0 to {limit}, not {value}",
        "seated_already": "you already sit at a table: leave it first",
        "too_many_tables": "there are too many open tables; join one",
        "no_ruleset": "there is no ruleset {ruleset}",
        "ruleset_unreadable": "the ruleset {ruleset} cannot be read: {why}",
        "ruleset_broken_mark": "{ruleset} (cannot be read)",
        "players_range": "{ruleset} is played by {least} to {most}",
        "bot_level": "a bot plays easy, medium or hard, not {level}",
        "options_fail": "these options do not work: {why}",
        "name_taken": "somebody called {name} sits there already",
        "no_table": "there is no table {number}",
        "table_playing": "that table is playing already: watch it, or join another",
        "table_over": "that table's match is over: join another, or make one",
        "table_full": "that table is full",
        "creator_starts": "only the player who made a table starts it",
        "already_playing": "the table is playing already",
        "seats_open": "wait until every seat is taken",
        "match_ended": "Table #{number}: {result}",
        "cursor_moved": "table #{gone} has left the list: the cursor is on #{number} now (again: that one)",
        "cannot_start": "the table cannot start: {why}",
        "rematch_rules": "no rematch: the ruleset cannot be dealt now: {why}",
        "at_a_table": "you are at a table",
        "no_rematch": "there is no match over here to play again",
        "seat_taken_elsewhere": "{user}'s seat at that table was taken from another terminal",
        "not_started": "that table has not started yet: join it, or wait",
        "watch_gathering": "you sit at table #{number}, which may start any moment: stand up first (l) to watch another",
        "no_seat_to_leave": "you have no seat at a table",
        "leave_match_question": "Leave the match at table #{number} for good? A bot plays your seat to its end, and "
                                "you are free for another table.",
        "leave_match_keys": "y: yes, leave it · n / Esc: no",
        "close_table_question": "Close table #{number} before it starts? Already sitting there: {names}.",
        "close_table_keys": "y: yes, close it · n / Esc: no",
        "left_match": "You left the match at table #{number}: a bot plays your seat to its end.",
        "leave_match_question_group": "Leave the match at table #{number} for good, all of you at this terminal? "
                                      "Bots play your seats to its end, and you are free for another table.",
        "left_match_group": "You left the match at table #{number}: bots play your seats to its end.",
        "leave_match_question_ends": "Leave the match at table #{number} for good? {names} would end it here: it ends "
                                     "with that.",
        "leave_match_question_ends_group": "Leave the match at table #{number} for good, all of you at this terminal? "
                                           "{names} would end it here: it ends with that.",
        "left_match_over": "You left the match at table #{number}, and with that it is over: the others would end it "
                           "there.",
        "left_match_over_group": "You left the match at table #{number}, and with that it is over: the others would "
                                 "end it there.",
        "left_match_last": "You left the match at table #{number}, and nobody else plays it: it stays saved as it stands.",
        "left_match_last_group": "You left the match at table #{number}, and nobody else plays it: it stays saved as it "
                                 "stands.",
        "quit_seat": "A bot plays your seat until you connect again (with your rejoin code).",
        "quit_seats": "Bots play your seats until you connect again (with your rejoin code).",
        "seat_in_play": "your seat at table #{number} is in a match being played (a bot plays it while you are away): "
                        "Enter on #{number} takes it back, l leaves that match for good (then you are free for another "
                        "table)",
    },
}

WORDS: dict[str, dict[str, str]] = {lang: SCREENS[lang] | REFUSALS[lang] for lang in SCREENS}


class InEach(dict[str, str]):
    """A value said in each language (language -> text; English where the language is missing), for ``word``."""


def word(lang: str, key: str, **values: object) -> str:
    """The words ``key`` in ``lang`` (English for a language we do not have), ``values`` filled in (an ``InEach``
    in that language)."""
    said = {name: value.get(lang, value.get("en", "")) if isinstance(value, InEach) else value
            for name, value in values.items()}
    return lookup(WORDS, lang, key, **said)
