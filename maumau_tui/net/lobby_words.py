"""The words of the lobby of ``maumau serve`` (German and English, the same keys as every other of ``words.WORDS``,
which takes them in): a hot-seat group at one terminal, and what the lobby answers to making, joining, starting,
watching, leaving and closing tables (``lobby.py``, ``lobby_screen.py``)."""

from __future__ import annotations

LOBBY: dict[str, dict[str, str]] = {
    "de": {
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Plätze an diesem Terminal: {names} · g: wer hier noch mitspielt",
        "group_title": "Wer spielt an diesem Terminal mit?",
        "group_help": "Namen durch Komma oder Leerzeichen getrennt, du ({user}) bist schon dabei. Leer: nur du.\n"
                      "Enter übernehmen · Esc zurück",
        "group_too_many": "An einem Terminal spielen höchstens {n} Leute mit dir.",
        "group_bad_name": "„{name}“ geht nicht als Name: ein Wort aus Buchstaben und Ziffern (auch - _ . '), höchstens 16 Zeichen.",
        "group_twice": "{name} steht zweimal da.",
        "group_self": "{name}: das bist du selbst, du bist schon dabei.",
        "group_taken": "{name} ist schon auf dem Server (verbunden oder an einem Tisch): wähle einen anderen Namen.",
        "group_not_now": "Die Gruppe wird vor dem Anlegen oder Beitreten gewählt: steh erst vom Tisch auf.",
        "group_room": "Ihr seid {n} an diesem Terminal, aber am Tisch ist nur Platz für {free}.",
        "group_seated": "{name} sitzt schon an einem Tisch.",
        "group_placeholder": "z. B. {names}",
        "lobby_key_unknown": "Diese Taste tut in der Lobby nichts: ? zeigt alle Tasten.",
        "no_member": "An diesem Terminal gibt es keinen weiteren Platz Nr. {n}.",
        # the lobby's answers to its requests (lobby.py, lobby_screen.py)
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
        "dealer_range": "Zuerst gibt einer der Plätze 1 bis {most}.",
        "options_fail": "Diese Hausregeln gehen so nicht: {why}",
        "name_taken": "Dort sitzt schon jemand namens {name}.",
        "no_table": "Es gibt keinen Tisch {number}.",
        "table_playing": "An dem Tisch wird schon gespielt: schau zu oder setz dich an einen anderen.",
        "table_over": "An dem Tisch ist die Partie vorbei: setz dich an einen anderen oder leg einen neuen an.",
        "table_over_result": "{result} Setz dich an einen anderen Tisch oder leg einen neuen an.",
        "table_full": "Der Tisch ist voll.",
        "creator_starts": "Nur wer den Tisch angelegt hat, startet ihn.",
        "already_playing": "An dem Tisch wird schon gespielt.",
        "seats_open": "Warte, bis jeder Platz besetzt ist (oder schließe den Tisch mit l und lege ihn neu an, mit einem "
                      "Bot auf dem freien Platz).",
        "match_ended": "Tisch #{number}: {result}",        # a match that ended while its person was in the lobby
        "cursor_moved": "Tisch #{gone} ist nicht mehr in der Liste: der Cursor steht jetzt auf #{number} (noch einmal: "
                        "dieser).",
        "cannot_start": "Der Tisch kann nicht starten: {why}",
        "rematch_rules": "Keine Revanche: das Regelwerk lässt sich jetzt nicht geben: {why}",
        "at_a_table": "Du sitzt an einem Tisch.",
        "no_rematch": "Hier ist keine Partie vorbei, die sich noch einmal spielen ließe.",
        "seat_taken_elsewhere": "Der Platz von {user} an dem Tisch wurde von einem anderen Terminal aus eingenommen.",
        "not_started": "An dem Tisch wird noch nicht gespielt: setz dich dazu oder warte.",
        "watch_gathering": "Du sitzt an Tisch #{number}, der jeden Moment beginnen kann: steh erst auf (l), um "
                           "einem anderen zuzuschauen.",
        "no_seat_to_leave": "Du hast keinen Platz an einem Tisch.",
        "leave_match_question": "Die Partie an Tisch #{number} für immer verlassen? Ein Bot spielt deinen Platz bis "
                                "zum Ende, und du bist frei für einen anderen Tisch.",
        "leave_match_keys": "j: ja, verlassen · n / Esc: nein",
        "close_table_question": "Tisch #{number} auflösen, bevor er startet? Schon am Tisch: {names}.",
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
        "quit_table_closes": "Dein Tisch #{number} wird aufgelöst: er hat noch nicht begonnen.",
        "quit_table_closes_group": "Euer Tisch #{number} wird aufgelöst: er hat noch nicht begonnen.",
        "quit_seat_frees": "Dein Platz an Tisch #{number} wird frei: der Tisch hat noch nicht begonnen.",
        "quit_seat_frees_group": "Eure Plätze an Tisch #{number} werden frei: der Tisch hat noch nicht begonnen.",
        "seat_in_play": "Dein Platz an Tisch #{number} ist in einer laufenden Partie (ein Bot spielt ihn, solange du "
                        "weg bist): Enter auf #{number} setzt dich wieder hin, l verlässt die Partie für immer (dann "
                        "bist du frei für einen anderen Tisch).",
    },
    "en": {
        # a hot-seat group at one terminal (lobby_screen.py, group_flow.py, group_host.py)
        "group_line": "Seats at this terminal: {names} · g: who else plays here",
        "group_title": "Who else plays at this terminal?",
        "group_help": "Names separated by commas or spaces; you ({user}) are in already. Empty: just you.\nEnter take · Esc back",
        "group_too_many": "At most {n} people can play with you at one terminal.",
        "group_bad_name": "'{name}' cannot be a name: one word of letters and digits (also - _ . '), at most 16 characters.",
        "group_twice": "{name} is named twice.",
        "group_self": "{name} is you: you are in already.",
        "group_taken": "{name} is on the server already (connected or at a table): choose another name.",
        "group_not_now": "The group is chosen before creating or joining a table: leave your seat first.",
        "group_room": "There are {n} of you at this terminal, but the table only has room for {free}.",
        "group_seated": "{name} already sits at a table.",
        "group_placeholder": "e.g. {names}",
        "lobby_key_unknown": "That key does nothing in the lobby: ? shows every key.",
        "no_member": "There is no further seat number {n} at this terminal.",
        # the lobby's answers to its requests (lobby.py, lobby_screen.py)
        "option_unknown": "{ruleset} has no option {name} (it has: {known})",
        "option_switch": "the option {name} is on or off (true or false), not {value}",
        "option_number": "the option {name} takes a whole number from 0 to {limit}, not {value}",
        "seated_already": "you already sit at a table: leave it first",
        "too_many_tables": "there are too many open tables; join one",
        "no_ruleset": "there is no ruleset {ruleset}",
        "ruleset_unreadable": "the ruleset {ruleset} cannot be read: {why}",
        "ruleset_broken_mark": "{ruleset} (cannot be read)",
        "players_range": "{ruleset} is for {least} to {most} players",
        "bot_level": "a bot's level is easy, medium or hard, not {level}",
        "dealer_range": "the first dealer must be one of seats 1 to {most}",
        "options_fail": "these options do not work: {why}",
        "name_taken": "somebody called {name} sits there already",
        "no_table": "there is no table {number}",
        "table_playing": "that table is playing already: watch it, or join another",
        "table_over": "that table's match is over: join another, or make one",
        "table_over_result": "{result} Join another table, or make one.",
        "table_full": "that table is full",
        "creator_starts": "only the player who created a table can start it",
        "already_playing": "the table is playing already",
        "seats_open": "wait until every seat is taken (or close the table with l and make it again, with a bot in the "
                      "free seat)",   # (PLAYTEST192 F3: a rematch one person did not join had no way on)
        "match_ended": "Table #{number}: {result}",
        "cursor_moved": "table #{gone} has left the list: the cursor is on #{number} now (again: that one)",
        "cannot_start": "the table cannot start: {why}",
        "rematch_rules": "no rematch: the ruleset cannot be dealt now: {why}",
        "at_a_table": "you are at a table",
        "no_rematch": "there is no finished match here to play again",
        "seat_taken_elsewhere": "{user}'s seat at that table was taken from another terminal",
        "not_started": "that table has not started yet: join it, or wait",
        "watch_gathering": "you have a seat at table #{number}, which may start at any moment: leave your seat first (l) "
                           "to watch another",
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
        "leave_match_question_ends": "Leave the match at table #{number} for good? Everyone else ({names}) wants to "
                                     "end it here, so if you leave, the match ends.",
        "leave_match_question_ends_group": "Leave the match at table #{number} for good, all of you at this terminal? "
                                           "Everyone else ({names}) wants to end it here, so if you leave, the match "
                                           "ends.",
        "left_match_over": "You left the match at table #{number}, and so it is over: the others wanted to end it "
                           "there.",
        "left_match_over_group": "You left the match at table #{number}, and so it is over: the others wanted to "
                                 "end it there.",
        "left_match_last": "You left the match at table #{number}, and nobody else plays it: it stays saved as it stands.",
        "left_match_last_group": "You left the match at table #{number}, and nobody else plays it: it stays saved as it "
                                 "stands.",
        "quit_seat": "A bot plays your seat until you connect again (with your rejoin code).",
        "quit_seats": "Bots play your seats until you connect again (with your rejoin code).",
        "quit_table_closes": "Your table #{number} is closed: it has not started yet.",
        "quit_table_closes_group": "Your table #{number} is closed: it has not started yet.",
        "quit_seat_frees": "Your seat at table #{number} goes free: the table has not started yet.",
        "quit_seat_frees_group": "Your seats at table #{number} go free: the table has not started yet.",
        "seat_in_play": "your seat at table #{number} is in a match being played (a bot plays it while you are away): "
                        "Enter on #{number} takes it back, l leaves that match for good (then you are free for another "
                        "table)",
    },
}
