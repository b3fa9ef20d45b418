"""The app's own words in German and English (the game log brings its own, from the engine)."""

from __future__ import annotations

LANGS = ("de", "en")

STRINGS: dict[str, dict[str, str]] = {
    "de": {
        "app_title": "Mau-Mau",
        "choose_variant": "Welche Variante wird gespielt?",
        "variant_hint": "↑↓ wählen · Enter: Regeln und Optionen · q: Ende",
        "players_range": "{min}–{max} Spieler",
        "rules_title": "Regeln: {name}",
        "options": "Optionen (Leertaste schaltet)",
        "no_options": "Diese Variante hat keine Optionen.",
        "seats_title": "Plätze – {name}",
        "seats_hint": "↑↓ Platz wählen · Enter: Name ändern · s: Los!",
        "ruleset_hint": "Leertaste/Enter schaltet eine Option · s: weiter · Esc: zurück",
        "key_toggle": "Schalten",
        "human": "Mensch",
        "bot": "Bot",
        "dealer": "Geber",
        "name_prompt": "Name für Platz {n}:",
        "name_rules": "Ein Wort, bei jedem Platz ein anderes.",
        "name_taken": "Den Namen {name} gibt es schon.",
        "name_empty": "Ein Name braucht mindestens ein Zeichen.",
        "too_many": "Diese Variante erlaubt höchstens {n} Spieler.",
        "too_few": "Es braucht mindestens {n} Spieler.",
        "hand_no": "Spiel {n}",
        "view_of": "Sicht: {name}",
        "public_view": "Hände verdeckt",
        "your_hand": "Deine Hand – {name}",
        "hidden_hand": "Die Hände sind verdeckt, bis jemand am Zug ist.",
        "top_card": "Oben",
        "wish": "Wunsch",
        "penalty": "Strafe",
        "penalty_text": "zieh {n}",
        "skip": "Aussetzen",
        "direction": "Richtung",
        "clockwise": "Uhrzeigersinn →",
        "counter": "gegen Uhrzeiger ←",
        "table_box": "Tisch",
        "stock": "Talon",
        "pile": "Ablage",
        "log": "Spielverlauf",
        "cards_short": "{n} K.",
        "out_short": "raus",
        "turn_of": "{name} ist dran.",
        "your_turn": "Du bist dran.",
        "hint_play": "←→ oder Ziffer wählt, Enter legt",
        "hint_call": "m legt mit „{word}“",
        "hint_draw": "d zieht",
        "hint_pass": "p passt",
        "hint_accept": "a nimmt das Aussetzen an",
        "hint_other": "o: weitere Züge",
        "hint_catch": "c: {names} erwischen!",
        "hint_wait_bot": "{name} überlegt …",
        "hint_wait": "Warte auf {name}.",
        "playable_legend": "[ ] = spielbar",
        "not_playable": "{card} passt jetzt nicht.",
        "need_call": "{card} nur mit Ansage: m drücken.",
        "key_play": "Legen",
        "key_call": "Ansage",
        "key_draw": "Ziehen",
        "key_pass": "Passen",
        "key_accept": "Annehmen",
        "key_catch": "Erwischen",
        "key_other": "Alle Züge",
        "key_rules": "Regeln",
        "key_help": "Hilfe",
        "key_quit": "Ende",
        "key_next": "Nächstes Spiel",
        "key_leave": "Verlassen",
        "key_back": "Zurück",
        "key_start": "Los",
        "key_continue": "Weiter",
        "key_add": "Platz dazu",
        "key_remove": "Platz weg",
        "key_bot": "Mensch/Bot",
        "key_dealer": "Geber",
        "key_rename": "Name",
        "handoff_title": "{name} ist dran",
        "handoff_body": "Gib die Tastatur an {name}. Alle anderen schauen weg.",
        "handoff_key": "{name}: eine beliebige Taste drücken, um die eigene Hand zu sehen.",
        "handoff_recent": "Was zuletzt geschah:",
        "hand_end_title": "Spiel {n} ist vorbei",
        "winner": "{name} hat gewonnen.",
        "no_winner": "Niemand ist ausgegangen.",
        "col_seat": "Platz",
        "col_cards": "Karten",
        "col_points": "Punkte",
        "col_total": "Summe",
        "hand_end_hint": "n: nächstes Spiel · q: verlassen · r: Regeln",
        "match_over": "Die Partie ist vorbei. Verloren: {names}.",
        "match_end_hint": "q: verlassen · r: Regeln",
        "prompt_wish_suit": "Welche Farbe wünschst du dir?",
        "prompt_wish_rank": "Welchen Wert wünschst du dir?",
        "prompt_wish": "Was wünschst du dir?",
        "prompt_name": "Welchen Spieler nennst du?",
        "prompt_give": "Welche Karte gibst du ab?",
        "prompt_window": "Jetzt antworten?",
        "prompt_catch": "Wen erwischst du?",
        "prompt_other": "Alle erlaubten Züge",
        "prompt_hint": "↑↓ oder Ziffer wählt, Enter bestätigt",
        "prompt_cancel": "Esc: zurück",
        "countdown": "noch {s} s",
        "move_draw": "Karte ziehen",
        "move_draw_n": "{n} Karten ziehen",
        "move_pass": "Passen",
        "move_accept": "Annehmen",
        "move_wait": "Warten",
        "move_catch": "{name} erwischen",
        "move_play": "{card} legen",
        "move_play_say": "{card} legen und „{word}“ sagen",
        "move_name": "{name}",
        "move_give": "{card} abgeben",
        "quit_question": "Das Spiel wirklich beenden?",
        "quit_keys": "j: ja, beenden · n / Esc: weiterspielen",
        "yes_keys": "jy",
        "help_title": "Hilfe",
        "illegal": "Nicht erlaubt: {reason}",
    },
    "en": {
        "app_title": "Mau-Mau",
        "choose_variant": "Which variant do you play?",
        "variant_hint": "↑↓ choose · Enter: rules and options · q: quit",
        "players_range": "{min}–{max} players",
        "rules_title": "Rules: {name}",
        "options": "Options (space toggles)",
        "no_options": "This variant has no options.",
        "seats_title": "Seats – {name}",
        "seats_hint": "↑↓ choose a seat · Enter: change the name · s: start",
        "ruleset_hint": "Space/Enter toggles an option · s: continue · Esc: back",
        "key_toggle": "Toggle",
        "human": "human",
        "bot": "bot",
        "dealer": "dealer",
        "name_prompt": "Name for seat {n}:",
        "name_rules": "One word, a different one for every seat.",
        "name_taken": "The name {name} is taken.",
        "name_empty": "A name needs at least one character.",
        "too_many": "This variant allows at most {n} players.",
        "too_few": "It takes at least {n} players.",
        "hand_no": "Hand {n}",
        "view_of": "View: {name}",
        "public_view": "hands hidden",
        "your_hand": "Your hand – {name}",
        "hidden_hand": "Hands stay hidden until somebody is on turn.",
        "top_card": "Top",
        "wish": "Wish",
        "penalty": "Penalty",
        "penalty_text": "draw {n}",
        "skip": "Skip",
        "direction": "Direction",
        "clockwise": "clockwise →",
        "counter": "counter-clockwise ←",
        "table_box": "Table",
        "stock": "Stock",
        "pile": "Pile",
        "log": "Game log",
        "cards_short": "{n} c.",
        "out_short": "out",
        "turn_of": "{name} is on turn.",
        "your_turn": "Your turn.",
        "hint_play": "←→ or a digit chooses, Enter plays",
        "hint_call": "m plays with “{word}”",
        "hint_draw": "d draws",
        "hint_pass": "p passes",
        "hint_accept": "a accepts the skip",
        "hint_other": "o: more moves",
        "hint_catch": "c: catch {names}!",
        "hint_wait_bot": "{name} is thinking …",
        "hint_wait": "Waiting for {name}.",
        "playable_legend": "[ ] = playable",
        "not_playable": "{card} does not fit now.",
        "need_call": "{card} only with a call: press m.",
        "key_play": "Play",
        "key_call": "Call",
        "key_draw": "Draw",
        "key_pass": "Pass",
        "key_accept": "Accept",
        "key_catch": "Catch",
        "key_other": "All moves",
        "key_rules": "Rules",
        "key_help": "Help",
        "key_quit": "Quit",
        "key_next": "Next hand",
        "key_leave": "Leave",
        "key_back": "Back",
        "key_start": "Start",
        "key_continue": "Continue",
        "key_add": "Add seat",
        "key_remove": "Remove seat",
        "key_bot": "Human/bot",
        "key_dealer": "Dealer",
        "key_rename": "Name",
        "handoff_title": "{name}'s turn",
        "handoff_body": "Pass the keyboard to {name}. Everybody else looks away.",
        "handoff_key": "{name}: press any key to see your hand.",
        "handoff_recent": "What just happened:",
        "hand_end_title": "Hand {n} is over",
        "winner": "{name} won the hand.",
        "no_winner": "Nobody went out.",
        "col_seat": "Seat",
        "col_cards": "Cards",
        "col_points": "Points",
        "col_total": "Total",
        "hand_end_hint": "n: next hand · q: leave · r: rules",
        "match_over": "The match is over. Lost: {names}.",
        "match_end_hint": "q: leave · r: rules",
        "prompt_wish_suit": "Which suit do you wish for?",
        "prompt_wish_rank": "Which rank do you wish for?",
        "prompt_wish": "What do you wish for?",
        "prompt_name": "Which player do you name?",
        "prompt_give": "Which card do you give?",
        "prompt_window": "Answer now?",
        "prompt_catch": "Whom do you catch?",
        "prompt_other": "All legal moves",
        "prompt_hint": "↑↓ or a digit chooses, Enter confirms",
        "prompt_cancel": "Esc: back",
        "countdown": "{s} s left",
        "move_draw": "Draw a card",
        "move_draw_n": "Draw {n} cards",
        "move_pass": "Pass",
        "move_accept": "Accept",
        "move_wait": "Wait",
        "move_catch": "Catch {name}",
        "move_play": "Play {card}",
        "move_play_say": "Play {card} and call “{word}”",
        "move_name": "{name}",
        "move_give": "Give {card}",
        "quit_question": "Really quit the game?",
        "quit_keys": "y: yes, quit · n / Esc: keep playing",
        "yes_keys": "yj",
        "help_title": "Help",
        "illegal": "Not allowed: {reason}",
    },
}

HELP: dict[str, str] = {
    "de": """\
Mau-Mau am Tisch: eine Tastatur, reihum weitergereicht.

Am Tisch
  ← → Pos1 Ende  Karte wählen     1 … 9, 0  Karte Nummer 1 … 10
  Enter, Leert.  gewählte Karte legen
  m              legen und ansagen („Mau“, „Mau-Mau“ …)
  d              Karte ziehen     p         passen (nach dem Ziehen)
  a              Aussetzen annehmen
  c              jemanden erwischen, der nicht angesagt hat
  o              alle erlaubten Züge als Liste
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
  c              catch a player who missed a call
  o              every legal move as a list
  r              rules            ?, F1     this help
  Ctrl+C         asks before quitting;  Ctrl+Q quits at once

Cards in [brackets] fit now. Wishes, names and answers are asked
in a prompt: ↑↓ or digits choose, Enter confirms.

With several people at the table a hand-off screen shows whose
turn it is; the hand appears only when that person presses a key.
Bots move one at a time, easy to follow in the game log.
""",
}


def tr(lang: str, key: str, **values: object) -> str:
    """The text ``key`` in ``lang`` (English when the language is unknown), filled with ``values``."""
    table = STRINGS.get(lang, STRINGS["en"])
    return table[key].format(**values) if values else table[key]
