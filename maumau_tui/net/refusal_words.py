"""The words of refusals at a table in play and of taking a seat (German and English, the same keys as every other
of ``words.WORDS``, which takes them in)."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "de": {
        # refusals at a table in play (table_host.py, ballot.py, host.py)
        "vote_first": "Am Tisch wird über eine Hausregel abgestimmt: kein Zug, bis sie entschieden ist.",
        "you_watch": "Du schaust zu.",
        "not_seated": "Du sitzt an keinem Tisch.",
        "vote_running": "Es läuft schon eine Abstimmung.",
        "vote_hand_over": "Das Spiel ist vorbei: schlag die Hausregel im nächsten Spiel vor.",
        "table_waits": "Der Tisch wartet auf {names}.",
        "catch_late": "Jemand war schneller, oder das Spiel ging weiter.",
        "moved_on": "Das Spiel ging weiter, bevor dein Zug ankam: er gilt nicht.",
        "vote_away": "Eine Abstimmung braucht jeden Platz; gerade weg: {names}.",
        "no_option": "{ruleset} hat keine Hausregel {name}.",
        "no_vote": "Es gibt keine Abstimmung zu beantworten.",
        "vote_asks": "Die Abstimmung fragt gerade {name}, nicht dich.",
        "vote_asks_nobody": "Die Abstimmung fragt gerade niemanden.",
        "only_proposer": "Nur wer den Vorschlag gemacht hat, zieht ihn zurück.",
        "no_next_hand": "Jetzt gibt es kein nächstes Spiel zu geben.",
        "no_end_here": "Nur eine Partie ohne eigenes Ende endet hier, und nur nach einem Spiel.",
        "other_seat": "Du spielst {name}, nicht {other}.",
        # taking a seat (claims.py)
        "seat_busy": "{name} spielt diesen Platz gerade von einem anderen Terminal aus; niemand sonst kann ihn nehmen "
                     "(bist du das und ist die Verbindung dort tot, merkt der Server es binnen zwei Minuten: versuch es "
                     "dann wieder).",
        "user_connected": "{name} ist schon verbunden, von einem anderen Terminal aus (oder über eine Verbindung, "
                          "die eben abgerissen ist: das merkt der Server binnen zwei Minuten, versuch es dann wieder); "
                          "sonst verbinde dich unter einem anderen Namen (Namen unterscheiden nicht zwischen Groß- und "
                          "Kleinbuchstaben).",
        "seat_other_key": "Der Platz von {name} wurde mit einem anderen Schlüssel genommen; nur mit jenem Schlüssel gibt es ihn zurück.",
        "seat_needs_code": "Den Platz von {name} gibt es nur mit seinem Rückkehr-Code zurück (ihn nannte "
                           "eine Meldung am Tisch): verbinde dich wieder als {name} und gib ihn ein, wenn du gefragt wirst. Ohne ihn "
                           "spielt ein Bot den Platz, solange {name} fort ist, und der Name ist wieder frei, wenn "
                           "diese Partie endet (ein Tisch, an dem niemand mehr spielt, endet nach einer Stunde); bis dahin "
                           "kannst du unter einem anderen Namen zusehen oder spielen.",
        "no_table_to_start": "Du sitzt an keinem Tisch: leg einen an (c) oder setz dich dazu (Enter).",
        "table_closed": "{creator} hat Tisch #{number} aufgelöst, bevor er startete.",
        "table_gone": "{creator} ist nicht mehr mit dem Server verbunden: Tisch #{number} ist fort; er hatte noch nicht "
                      "begonnen.",
        "table_left": "{creator} hat den Server verlassen: Tisch #{number} ist fort; er hatte noch nicht begonnen.",
        "table_ended": "Tisch #{number} ist zu Ende: eine Stunde lang spielte dort niemand mehr",
        "rematch_news": "{result} Der Tisch wurde neu gedeckt: #{number} (Enter: dort Platz nehmen)",
        "own_table_gone": "Während du fort warst, wurde dein Tisch #{number} aufgelöst: er hatte noch nicht begonnen (nur "
                          "ein Tisch im Spiel wartet auf dich)",
        "own_seat_gone": "Während du fort warst, wurde dein Platz an Tisch #{number} frei: der Tisch hatte noch "
                         "nicht begonnen (nur ein Tisch im Spiel wartet auf dich)",
        "table_restarted": "Der Server wurde neu gestartet: Tisch #{number}, an dem du saßt, ist fort; er hatte noch "
                           "nicht begonnen (nur Tische im Spiel bleiben erhalten)",
        "table_set_aside": "Der Server wurde neu gestartet: Tisch #{number}, an dem du saßt, lässt sich nicht "
                           "fortsetzen, denn sein Spielstand ist beschädigt (der Server hat ihn beiseitegelegt)",
        "seat_freed": "{name} ist nicht mehr mit dem Server verbunden: der Platz an Tisch #{number} ist wieder frei",
        "seat_left": "{name} hat den Server verlassen: der Platz an Tisch #{number} ist wieder frei",
    },
    "en": {
        # refusals at a table in play (table_host.py, ballot.py, host.py)
        "vote_first": "the table is voting on a house rule: no move until it is decided",
        "you_watch": "you are watching",
        "not_seated": "you are not seated at a table",
        "vote_running": "a vote is under way already",
        "vote_hand_over": "the hand is over: propose it during the next hand",
        "table_waits": "the table waits for {names}",
        "catch_late": "somebody was quicker, or the game went on",
        "moved_on": "the game went on before your move arrived: it was not made",
        "vote_away": "a vote needs every seat; away now: {names}",
        "no_option": "{ruleset} has no option {name}",
        "no_vote": "there is no vote to answer",
        "vote_asks": "the vote asks {name} now, not you",
        "vote_asks_nobody": "the vote asks nobody now",
        "only_proposer": "only the seat that proposed a vote can withdraw it",
        "no_next_hand": "there is no next hand to deal now",
        "no_end_here": "only an open-ended match can be ended here, and only between hands",
        "other_seat": "you play {name}, not {other}",
        # taking a seat (claims.py)
        "seat_busy": "{name} is playing this seat from another terminal right now; nobody else can take it (if that "
                     "is you and the connection there died, the server notices within two minutes: try again then)",
        "user_connected": "{name} is connected already, from another terminal (or over a connection that broke a "
                          "moment ago: the server notices within two minutes, try again then); else connect under "
                          "another name (names are not case-sensitive)",
        "seat_other_key": "{name}'s seat was taken with another key; only that key gets it back",
        "seat_needs_code": "{name}'s seat is given back only with its rejoin code (a notice at the table showed it): "
                           "connect again as {name} and enter it when asked; without it, a bot plays the seat while "
                           "{name} is away, and the name is free again when that match ends "
                           "(a table nobody plays at any more ends after an hour); meanwhile you can watch "
                           "or play under another name.",
        "no_table_to_start": "you sit at no table: make one (c) or join one (Enter)",
        "table_closed": "{creator} closed table #{number} before it started",
        "table_gone": "{creator} is no longer connected to the server: table #{number}, which had not started yet, "
                      "has been closed",
        "table_left": "{creator} left the server: table #{number}, which had not started yet, has been closed",
        "table_ended": "Table #{number} has ended: nobody played at it for an hour",
        "rematch_news": "{result} The table was set up again: #{number} (Enter: sit down there)",
        "own_table_gone": "While you were away, your table #{number} was closed: it had not started yet (only a table in "
                          "play waits for you)",
        "own_seat_gone": "While you were away, your seat at table #{number} was freed: it had not started yet (only a "
                         "table in play waits for you)",
        "table_restarted": "The server was restarted: table #{number}, where you had a seat, has been closed because "
                           "it had not started yet (only tables in play are kept)",
        "table_set_aside": "The server was restarted: table #{number}, where you had a seat, cannot be resumed because "
                           "its save is damaged (the server has set it aside)",
        "seat_freed": "{name} is no longer connected to the server: the seat at table #{number} is free again",
        "seat_left": "{name} left the server: the seat at table #{number} is free again",
    },
}
