"""The words of the screens a player sees through ``maumau serve`` (German and English, the same keys:
a test checks it; the refusals' words are in ``refusal_words``, the lobby's in ``lobby_words``),
and the one ``word()`` that looks them up.  The table's own words are the app's (``tui.i18n``); these are only
what the server's screens add around it.
"""

from __future__ import annotations

from collections.abc import Sequence

from maumau_tui.net.lobby_words import LOBBY
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
        "host_closed": "der Tisch-Server hat die Verbindung geschlossen",
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
        "gathering": "wartet noch auf {n} Spieler",
        "full": "voll: {who} startet",
        "full_yours": "voll: drück s zum Starten",
        "watching": "{n} schauen zu",
        "watching_one": "1 schaut zu",
        "keys": "↑↓ wählen · c anlegen · Enter beitreten · w zuschauen · s starten · l aufstehen · e English · q verlassen · ? Hilfe",
        "create": "Neuer Tisch",
        "ruleset": "Regeln",
        "seats": "Plätze",
        "seat_number": "Platz {n}",
        "deals_first": "Gibt zuerst",
        "person": "Mensch",
        "easy": "Bot leicht",
        "medium": "Bot mittel",
        "stand_in": "gerade ein Bot",
        "hard": "Bot schwer",
        "create_keys": "↑↓ Zeile · ←→ ändern · Ziffern: eine Zahl · Enter anlegen · Esc zurück",
        "create_seats_range": "Plätze: {least} bis {most}.",
        "create_seats_range_lobby": "Plätze: {least} bis {most} (mehr hat ein Tisch aus der Lobby nicht).",
        "you": "du",
        "you_all": "ihr",
        "house_rules": "Hausregeln:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Vorschlag gesendet …",
        "vote_answer_keys": "j: ja · n: nein · Esc: später (h holt die Frage zurück)",
        "vote_waits": "Wir warten auf die Antwort von {name}.",
        "vote_not_you": "Die Abstimmung fragt gerade {name}.",
        "vote_watched": "Abstimmung über eine Hausregel: der Tisch wartet auf die Antwort von {name}.",
        "vote_watched_short": "Abstimmung: der Tisch wartet auf {name}",
        "vote_waits_you": "Abstimmung über eine Hausregel: der Tisch wartet auf deine Antwort{h}.",
        "vote_waits_you_short": "Abstimmung: der Tisch wartet auf deine Antwort{h}",
        "vote_h": " (h: die Frage)",
        "vote_withdraw": "w: Vorschlag zurückziehen",
        "vote_stand_in": "ein Bot springt ein",
        "vote_hide": "Esc: zurück zum Tisch",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Gerade denkt schon ein Tipp an diesem Tisch nach; versuch es gleich noch einmal.",
        "hint_still_thinking": "Dein Tipp von vorhin wird noch berechnet; frag gleich noch einmal.",
        "hint_watching": "Wer zuschaut, bekommt keine Tipps.",
        "hint_broke": "Der Tipp ließ sich nicht berechnen.",
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
        "not_here": " (nicht am Tisch: ein Bot spielt so lange)",
        "ready_mark": " (bereit für das nächste Spiel)",
        "end_hint": "Die Partie ist vorbei · q: zurück in die Lobby",
        "again_hint": "Die Partie ist vorbei · a: noch einmal, derselbe Tisch · q: zur Lobby",
        "again_offered": "{name} deckt den Tisch neu: #{number} · a: dort Platz nehmen · q: zur Lobby",
        "again_gone": "Tisch #{number} ist fort: aufgelöst oder ohne dich gestartet. a deckt den Tisch noch einmal neu.",
        "watch_end_hint": "Du schaust zu · q: zurück in die Lobby",
        "refused_end_own": "Diese Partie endet nach ihren Regeln: e beendet nur eine Partie ohne eigenes Ende.",
        "refused_end_over": "Die Partie ist schon vorbei.",
        "refused_again": "a deckt denselben Tisch noch einmal, sobald die Partie vorbei ist.",
        "refused_watching": "Du schaust zu: diese Taste ist für die am Tisch.",
        "stands_still": "Alle haben diese Partie verlassen: sie steht still",
        "unsaved": "Der Server kann diesen Tisch gerade nicht speichern. Es wird weitergespielt; hält der Server an, "
                   "kommt der Tisch so wieder, wie er zuletzt gespeichert wurde.",
        "saved_again": "Der Server speichert diesen Tisch wieder.",
        "unsaved_never": "Der Server kann diesen Tisch nicht speichern: hält er an, ist der Tisch verloren. Es wird "
                         "weitergespielt.",
        "left_by_all": "Alle haben diese Partie verlassen: sie steht still und bleibt gespeichert. q: zurück in die Lobby.",
        "waiting": "Wir warten auf: {names}",
        "waits_for_enders": "Das nächste Spiel kommt erst, wenn alle, die beenden wollen, doch weiterspielen (n); "
                            "die Partie endet, sobald alle sie beenden wollen (e)",
        "ready": "Du bist bereit.",
        "dealt": "Das nächste Spiel ist gegeben: es beginnt, sobald der Tisch weitergeht.",
        "ready_all": "Ihr seid bereit.",
        "clock_held": "(die Uhr steht, solange geantwortet wird)",
        "clock_held_short": "(die Uhr steht)",
        "clock_looks": "(die Uhr steht, bis alle ihre Karten auf dem Bildschirm haben)",
        "clock_bots": "(die Uhr läuft, sobald die Bots geantwortet haben)",
        "clock_bots_short": "(nach den Bots)",
        "title_lobby": "Esc: Lobby",
        "too_small_hint": "Zieh das Fenster größer. Der Tisch spielt derweil weiter: wenn du dran bist, wartet er auf dich, "
                          "doch nicht auf eine Antwort gegen die Uhr; Strg+C: beenden.",
        "too_small_lobby": "Zieh das Fenster größer; Strg+C: beenden.",
        "away": "{name} hat die Verbindung verloren.",
        "not_back": "{name} ist seit dem Neustart des Servers noch nicht zurück.",
        "away_many": "{names} haben die Verbindung verloren.",
        "not_back_many": "{names} sind seit dem Neustart des Servers noch nicht zurück.",
        "never_came_many": "{names} haben sich noch nicht mit dem Tisch verbunden.",
        "grace_on_told_many": "Es geht weiter; gewartet wird erst, wenn einer von ihnen dran ist oder antworten soll. "
                              "Wann ein Bot übernimmt, steht in der Statuszeile.",
        "and": " und ",
        "never_came": "{name} hat sich noch nicht mit dem Tisch verbunden.",
        "grace_never": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis {name} kommt.",
        "grace": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis {name} sich wieder verbindet.",
        "grace_on": "Der Tisch wartet auf {name} erst, wenn {name} am Zug ist oder antworten soll; in {time} spielt ein "
                    "Bot für {name}, bis {name} sich wieder verbindet.",
        "grace_on_told": "Es geht weiter; gewartet wird erst, wenn {name} dran ist oder antworten soll. Wann ein Bot "
                         "übernimmt, steht in der Statuszeile.",
        "away_note": "weg: {name} (in {time} spielt ein Bot)",
        "away_note_short": "weg: {name} {time}",
        "back": "{name} ist wieder da.",
        "came": "{name} ist an den Tisch gekommen.",
        "away_title": "Der Tisch wartet",
        "away_keys": "Esc: den Tisch ansehen · q: zurück in die Lobby",
        "away_keys_ready": "n oder Enter: bereit für das nächste Spiel · Esc: die Abrechnung ansehen · q: zurück in die "
                           "Lobby",
        "away_keys_play_on": "n: doch weiterspielen · Esc: die Abrechnung ansehen · q: zurück in die Lobby",
        "away_keys_sheet": "Esc: die Abrechnung ansehen · q: zurück in die Lobby",
        "away_keys_vote": "j/n: auf die Abstimmung antworten · Esc: den Tisch ansehen · q: zurück in die Lobby",
        "away_status": "Der Tisch wartet noch {time} auf {name}: so lange ist niemand am Zug",
        "away_status_short": "Der Tisch wartet noch {time} auf {name}",
        "waits_short": "Der Tisch wartet auf jemanden, dessen Verbindung abgerissen ist.",
        "bot_plays": "Ein Bot spielt jetzt für {name}.",
        "log_bot": "Ein Bot spielt für {name}.",   # (in the log: seat_notes.py)
        "log_back": "{name} ist wieder da.",
        "log_came": "{name} ist an den Tisch gekommen.",
        "log_left": "{name} hat die Partie verlassen: ein Bot spielt den Platz bis zum Ende.",
        "leave_question": "Zurück in die Lobby? Ein Bot spielt deinen Platz; wähl dort diesen Tisch mit Enter, dann bekommst du "
                          "ihn wieder.",
        "leave_question_group": "Alle an diesem Terminal zurück in die Lobby? Bots spielen eure Plätze; wählt dort "
                                "diesen Tisch mit Enter, dann bekommt ihr sie wieder.",
        "leave_keys": "j: ja, zur Lobby · n / Esc: weiterspielen",
        "leave_end_wish": "Der Wunsch, die Partie hier zu beenden, gilt nur, bis die anderen das nächste Spiel geben: "
                          "sie warten nicht auf einen Platz in der Lobby.",
        "code_title": "Rückkehr-Code {code}",
        "handoff_code": "Rückkehr-Code dieses Terminals: {code} (reißt die Verbindung ab: wieder verbinden und ihn eingeben)",
        "code_piece": "Dein Rückkehr-Code: {code}",   # (a piece of the sheet's key line; the lobby's header line)
        "code_piece_group": "Der Rückkehr-Code dieses Terminals: {code}",
        "new_code": "Dein Rückkehr-Code ist neu: {code} (der Code von vorher bringt dich nicht an diesen Platz zurück).",
        "new_code_group": "Der Rückkehr-Code dieses Terminals ist neu: {code} (der Code von vorher bringt euch nicht an "
                          "diese Plätze zurück).",
        "gone_seat": "Ein Bot spielt deinen Platz. Verbinde dich wieder als {name} und gib deinen Rückkehr-Code "
                     "{code} an: dann bekommst du ihn zurück.",
        "gone_seats": "Bots spielen eure Plätze. Verbindet euch wieder als {name} und gebt den Rückkehr-Code {code} "
                      "an: dann bekommt ihr sie zurück.",
        "ended_seat": "Dein Platz bleibt dir: verbinde dich wieder als {name} und gib deinen Rückkehr-Code {code} an.",
        "ended_seats": "Eure Plätze bleiben euch: verbindet euch wieder als {name} und gebt den Rückkehr-Code {code} an.",
        "ended_seat_unsaved": "Dein Platz bleibt dir, solange dieser Server läuft (der Tisch ist nicht gespeichert: ein "
                              "Neustart bringt ihn nicht zurück): verbinde dich wieder als {name} und gib deinen "
                              "Rückkehr-Code {code} an.",
        "ended_seats_unsaved": "Eure Plätze bleiben euch, solange dieser Server läuft (der Tisch ist nicht gespeichert: "
                               "ein Neustart bringt ihn nicht zurück): verbindet euch wieder als {name} und gebt den "
                               "Rückkehr-Code {code} an.",
        "stopping": "Der Server wird beendet.",
        "stopping_unstarted": "Der Server wird beendet: Tisch #{number}, an dem du sitzt, hat noch nicht begonnen und "
                              "wird mit ihm aufgelöst.",
        "stopping_unstarted_group": "Der Server wird beendet: Tisch #{number}, an dem ihr sitzt, hat noch nicht begonnen "
                                    "und wird mit ihm aufgelöst.",
        "idle": "Sitzung nach {time} ohne Eingabe beendet.",
        "stopped_unsaved": "Der Server wird beendet, und dieser Tisch ist nicht gespeichert: die Partie endet hier (ein "
                           "Neustart bringt sie nicht zurück).",
        "your_code": "Dein Rückkehr-Code: {code}. Reißt deine Verbindung ab, verbinde dich wieder als "
                     "{name} und gib ihn an: nur damit bekommst du deinen Platz zurück.",
        "your_code_group": "Euer Rückkehr-Code: {code}. Reißt die Verbindung dieses Terminals ab, verbindet euch wieder als "
                           "{name} und gebt ihn an: damit bekommt ihr jeden Platz zurück, der hier gespielt wird.",
        "move_on_its_way": "Dein Zug ist unterwegs zum Tisch: warte auf seine Antwort.",
        "watching_hand": "Du schaust zu: keine Hand wird gezeigt.",
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
        "host_closed": "the table server closed the connection",
        "terminal": "Terminal {width}×{height} · TERM {term} · colours: {colours} · cards: {cards}",
        "cards_symbols": "Q♠ (k: as letters)",
        "cards_letters": "QS (k: as symbols)",
        "cards_plain": "QS (ASCII: not UTF-8)",
        "now_symbols": "Cards will be shown as symbols (Q♠) from the next table on.",
        "now_letters": "Cards will be shown as letters (QS) from the next table on.",
        "letters_plain": "This terminal says it is not UTF-8 (LANG): the screen is in ASCII, so the cards stay letters "
                         "(QS). For symbols, connect with a UTF-8 LANG, such as LANG=en_US.UTF-8.",
        "looks_title": "Settings of this terminal",
        "looks_note": "Only your screen changes; your seat keeps them, even when you come back.",
        "looks_note_watching": "Only your screen changes.",
        "looks_note_group": "Only this screen changes; your seats keep them, even when you come back.",
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
        "lobby_ending": "want to end the match: {names}",
        "gathering": "waiting for {n} more",
        "full": "full: {who} starts",
        "full_yours": "full: press s to start",
        "watching": "{n} watching",
        "watching_one": "1 watching",
        "keys": "↑↓ choose · c create · Enter join · w watch · s start · l leave seat · e Deutsch · q quit · ? help",
        "create": "New table",
        "ruleset": "Ruleset",
        "seats": "Seats",
        "seat_number": "Seat {n}",
        "deals_first": "Deals first",
        "person": "person",
        "easy": "bot easy",
        "medium": "bot medium",
        "stand_in": "a bot for now",
        "hard": "bot hard",
        "create_keys": "↑↓ line · ←→ change · digits: a number · Enter create · Esc back",
        "create_seats_range": "Seats: from {least} to {most}.",
        "create_seats_range_lobby": "Seats: from {least} to {most} (a table made in the lobby has no more).",
        "you": "you",
        "you_all": "you",
        "house_rules": "House rules:",
        # a house-rule vote (vote_screen.py)
        "vote_sent": "Proposal sent …",
        "vote_answer_keys": "y: yes · n: no · Esc: later (h brings the question back)",
        "vote_waits": "Waiting for {name}'s answer.",
        "vote_not_you": "The vote asks {name} now.",
        "vote_watched": "A house-rule vote: the table waits for {name}'s answer.",
        "vote_watched_short": "Vote: the table waits for {name}",
        "vote_waits_you": "A house-rule vote: the table waits for your answer{h}.",
        "vote_waits_you_short": "Vote: the table waits for your answer{h}",
        "vote_h": " (h: the question)",
        "vote_withdraw": "w: withdraw the proposal",
        "vote_stand_in": "a bot stands in",
        "vote_hide": "Esc: back to the table",
        # a hint asked at a table in the server (advice.py)
        "hint_busy": "Another hint is being worked out at this table right now; try again in a moment.",
        "hint_still_thinking": "Your earlier hint is still being worked out; ask again in a moment.",
        "hint_watching": "Watchers get no hints.",
        "hint_broke": "No hint could be worked out.",
        "hint_no_answer": "The table server did not answer.",
        # a seat at a table (seat_screens.py, seat_app.py)
        "next_hint": "n or Enter: ready for the next hand · q: back to the lobby",
        "next_hint_endless": "n or Enter: ready for the next hand · e: end the match here (when everybody wants to) · "
                             "q: back to the lobby",
        "ends": "You want to end the match here: it ends once everyone at the table agrees. n: keep playing after all.",
        "ends_all": "You want to end the match here: it ends once everyone at the table agrees. n: keep playing after "
                    "all.",
        "ending_line": "Want to end the match here: {names}; not (yet): {others}",
        "ending_you_too": " (e: you too)",
        "not_here": " (not at the table: a bot plays meanwhile)",
        "ready_mark": " (ready for the next hand)",
        "end_hint": "The match is over · q: back to the lobby",
        "again_hint": "The match is over · a: again, the same table · q: back to the lobby",
        "again_offered": "{name} set this table up again: #{number} · a: sit down there · q: lobby",
        "again_gone": "Table #{number} is gone: it closed, or started without you. a sets this table up again.",
        "watch_end_hint": "You are watching · q: back to the lobby",
        "refused_end_own": "This match ends by its own rules: e only ends an open-ended match.",
        "refused_end_over": "The match is over already.",
        "refused_again": "a sets the same table up again once the match is over.",
        "refused_watching": "You are watching: this key is for the players at the table.",
        "stands_still": "Everyone has left this match: it is paused",
        "unsaved": "The server cannot save this table right now. Play goes on; should the server stop, the table comes "
                   "back as it was last saved.",
        "saved_again": "The server is saving this table again.",
        "unsaved_never": "The server cannot save this table: should it stop, the table is lost. Play goes on.",
        "left_by_all": "Everyone has left this match: it is paused and stays saved. q: back to the lobby.",
        "waiting": "Waiting for: {names}",
        "waits_for_enders": "The next hand is dealt only when everyone who wants to end the match changes their mind "
                            "(n); the match ends when everyone wants to end it (e)",
        "ready": "You are ready.",
        "dealt": "The next hand is dealt: it starts as soon as the table goes on.",
        "ready_all": "You are all ready.",
        "clock_held": "(the clock is paused while someone answers)",
        "clock_held_short": "(paused)",
        "clock_looks": "(the clock is paused until everyone has their cards on screen)",
        "clock_bots": "(the clock starts once the bots have answered)",
        "clock_bots_short": "(after the bots)",
        "title_lobby": "Esc: lobby",
        "too_small_hint": "Make the window larger. The table goes on meanwhile: it waits for you on your turn, but not for "
                          "an answer against the clock; Ctrl+C: quit.",
        "too_small_lobby": "Make the window larger; Ctrl+C: quit.",
        "away": "{name} lost the connection.",
        "not_back": "{name} has not come back since the server restarted.",
        "away_many": "{names} lost the connection.",
        "not_back_many": "{names} have not come back since the server restarted.",
        "never_came_many": "{names} have not connected to the table yet.",
        "grace_on_told_many": "Play goes on; the table waits only on their turns or answers. The status line says when a "
                              "bot takes over.",
        "and": " and ",
        "never_came": "{name} has not connected to the table yet.",
        "grace_never": "The table waits {time} more for {name}; then a bot plays for {name} until they come.",
        "grace": "The table waits {time} more for {name}; then a bot plays for {name} until they connect again.",
        "grace_on": "The table waits for {name} only when it is {name}'s turn or {name} is asked to answer; in {time} a "
                    "bot plays for {name} until they connect again.",
        "grace_on_told": "Play goes on; the table waits only on {name}'s turn or answer. The status line says when a "
                         "bot takes over.",
        "away_note": "away: {name} (a bot plays in {time})",
        "away_note_short": "away: {name} {time}",
        "back": "{name} is back.",
        "came": "{name} has come to the table.",
        "away_title": "The table waits",
        "away_keys": "Esc: look at the table · q: back to the lobby",
        "away_keys_ready": "n or Enter: ready for the next hand · Esc: look at the sheet · q: back to the lobby",
        "away_keys_play_on": "n: keep playing after all · Esc: look at the sheet · q: back to the lobby",
        "away_keys_sheet": "Esc: look at the sheet · q: back to the lobby",
        "away_keys_vote": "y/n: answer the vote · Esc: look at the table · q: back to the lobby",
        "away_status": "The table waits {time} more for {name}: nobody moves until then",
        "away_status_short": "The table waits {time} more for {name}",
        "waits_short": "the table waits for a player whose connection dropped",
        "bot_plays": "A bot plays for {name} now.",
        "log_bot": "A bot plays for {name}.",
        "log_back": "{name} is back.",
        "log_came": "{name} has come to the table.",
        "log_left": "{name} has left the match for good: a bot plays the seat to its end.",
        "leave_question": "Back to the lobby? A bot plays your seat; Enter on this table gives it back.",
        "leave_question_group": "Back to the lobby, all of you at this terminal? Bots play your seats; Enter on this "
                                "table gives them back.",
        "leave_keys": "y: yes, to the lobby · n / Esc: keep playing",
        "leave_end_wish": "The wish to end the match here holds only until the others deal the next hand: they do not "
                          "wait for a seat in the lobby.",
        "code_title": "rejoin code {code}",
        "handoff_code": "This terminal's rejoin code: {code} (if the connection drops, reconnect and enter it)",
        "code_piece": "Your rejoin code: {code}",   # (a piece of the sheet's key line; the lobby's header line)
        "code_piece_group": "This terminal's rejoin code: {code}",   # (as its hand-off says: PLAYTEST237 N5)
        "new_code": "Your rejoin code is new: {code} (the code you had before does not take this seat back).",
        "new_code_group": "This terminal's rejoin code is new: {code} (the code it had before does not take these seats "
                          "back).",
        "gone_seat": "A bot plays your seat. Connect again as {name} and enter your rejoin code {code} to take it back.",
        "gone_seats": "Bots play your seats. Connect again as {name} and enter the rejoin code {code} to take them back.",
        "ended_seat": "Your seat stays yours: connect again as {name} and enter your rejoin code {code}.",
        "ended_seats": "Your seats stay yours: connect again as {name} and enter the rejoin code {code}.",
        "ended_seat_unsaved": "Your seat stays yours while this server runs (the table is not saved: a restart does not "
                              "bring it back): connect again as {name} and enter your rejoin code {code}.",
        "ended_seats_unsaved": "Your seats stay yours while this server runs (the table is not saved: a restart does not "
                               "bring it back): connect again as {name} and enter the rejoin code {code}.",
        "stopping": "The server is stopping.",
        "stopping_unstarted": "The server is stopping: table #{number}, where you have a seat, has not started yet and "
                              "closes with it.",
        "stopping_unstarted_group": "The server is stopping: table #{number}, where you have seats, has not started yet "
                                    "and closes with it.",
        "idle": "Session ended after {time} without input.",
        "stopped_unsaved": "The server is stopping, and this table is not saved: the match ends here (a restart does not "
                           "bring it back).",
        "your_code": "Your rejoin code: {code}. If your connection drops, reconnect as {name} "
                     "and enter it: you need it to get your seat back.",
        "your_code_group": "Your rejoin code: {code}. If this terminal's connection drops, reconnect as {name} "
                           "and enter it: it gives back every seat played here.",
        "move_on_its_way": "Your move is on its way to the table: wait for its answer.",
        "watching_hand": "You are watching: no hand is shown.",
    },
}

WORDS: dict[str, dict[str, str]] = {lang: SCREENS[lang] | LOBBY[lang] | REFUSALS[lang] for lang in SCREENS}


class InEach(dict[str, str]):
    """A value said in each language (language -> text; English where the language is missing), for ``word``."""


def word(lang: str, key: str, **values: object) -> str:
    """The words ``key`` in ``lang`` (English for a language we do not have), ``values`` filled in (an ``InEach``
    in that language)."""
    said = {name: value.get(lang, value.get("en", "")) if isinstance(value, InEach) else value
            for name, value in values.items()}
    return lookup(WORDS, lang, key, **said)


def lobby_news(key: str, listed: int | None = None, **values: object) -> dict[str, object]:
    """The message telling a lobby the news ``key`` in each language (a lobby turned to the other language says it
    again there: PLAYTEST237 N7), with the table it tells of where the lobby lists it (``listed``: the cursor goes
    there)."""
    texts = {lang: word(lang, key, **values).strip() for lang in WORDS}
    return {"type": "news", "texts": texts, **({"table": listed} if listed is not None else {})}


def idle_text(lang: str, seconds: float) -> str:
    """Why the server ended a session nobody typed in for ``seconds`` ("Session ended after 30 min without input.")."""
    return word(lang, "idle", time=f"{seconds / 60:g} min" if seconds >= 60 else f"{seconds:g} s")


def names_text(names: Sequence[str], lang: str) -> str:
    """``Ben, Cleo and Dora`` (``Ben, Cleo und Dora``)."""
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + word(lang, "and") + names[-1]
