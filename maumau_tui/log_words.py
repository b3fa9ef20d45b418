"""The log's words: the kinds of event, and the sentences a ruleset's ``words:`` may replace (German, English).

Below the rules and the engine: the engine writes events of these kinds and says them in these words
(``engine/events.py``), and a ruleset's ``words:`` are checked against them when it is loaded
(``rules/checks.py``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from maumau_tui.cards import RANK_TEXT, rank_of
from maumau_tui.notation import BUY_WORD

DEAL, START, PLAY, DRAW, PASS, WISH, SKIPPED, REVERSE, CATCH = (
    "deal", "start", "play", "draw", "pass", "wish", "skipped", "reverse", "catch")
MISSED_LAST, OUT, OVER, RESHUFFLE, PENALTY, CALL, EAT, LOST, NAMED, CANCEL = (
    "missed_last", "out", "over", "reshuffle", "penalty", "call", "eat", "lost", "named", "cancel")
BLIND, BELIEVED, REVEAL, LAST_CARD = "blind", "believed", "reveal", "last_card"
DECLARED, RETURNED, BLOCKED, BUY, KINGS_CLOSED, KINGS_FAILED = (
    "declared", "returned", "blocked", "buy", "kings_closed", "kings_failed")
GIFT, GIFT_PICKED, GIVEN, GIFT_BACK = "gift", "gift_picked", "given", "gift_back"
SWAP, SWAP_REDIRECT, SWAP_STOP, SWAPPED = "swap", "swap_redirect", "swap_stop", "swapped"
CHEAT_CAUGHT, DISPUTE, WRONG_CATCH = "cheat_caught", "dispute", "wrong_catch"
BURIED, FREE, FOLLOW, SHORT = "buried", "free", "follow", "short"
AGAIN = "again"   # the card's player plays again (a King in Pesten)
TIME_UP = "time_up"   # a window that closes by itself closed: nobody in it answered in time (its kind: block, swap)
BUY_DOWN, EAT_DOWN = "buy_down", "eat_down"   # not events: how the log says a face-down card bought or eaten
PLAYED_DOWN = "played_down"   # not an event of the game: how the log says a PLAY that a BLIND event follows
R_NORMAL, R_PENALTY, R_CALL = "normal", "penalty", "call"
# A penalty drawn in parts while a drawn answer waits (Faraón's drawn 7): each part is told to the drawer only
# (R_HELD), the whole of it to everybody once the drawer has chosen (DRAWN_TOLD, seat, cards): the others never
# learn that the drawing stopped at a card that could answer.  A pile turned over meanwhile is told the same way:
# (RESHUFFLE, cards, seat, R_HELD) to the drawer, (RESHUFFLE, cards, seat, R_TOLD) to the others with the whole.
R_HELD, R_TOLD, DRAWN_TOLD = "held", "told", "drawn_told"

Event = tuple[Any, ...]   # (kind, seat, ...)


def hidden_from(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` (None: everybody but the players) never hears of ``event``: a part of a penalty another
    seat drew while a drawn answer waited, or a pile turned over meanwhile (told to the others with the whole,
    and that telling not to the drawer, who heard of it already)."""
    kind = event[0]
    if kind == DRAW:
        return bool(event[4] == R_HELD and event[1] != seat)
    if kind == RESHUFFLE and len(event) > 2:
        return bool((event[3] == R_HELD) == (event[2] != seat))
    return False


def sees_card(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` sees the card a BUY or EAT event names: a face-down card of blind play (the event then names
    its player) only its player sees, and the buyer who takes it into the hand; any other card everybody."""
    if event[0] not in (BUY, EAT) or len(event) < 4:
        return True
    return bool(seat == event[3] or (event[0] == BUY and seat == event[1]))


# How the game's own calls are said; a ruleset names its other calls in its ``call_<word>`` sentences.
CALL_WORDS: dict[str, dict[str, str]] = {
    "de": {"mau": "Mau", "maumau": "Mau-Mau", "koenigsrunde": "Königsrunde", BUY_WORD: "Kauf ich",
           "einspruch": "Einspruch"},
    "en": {"mau": "Mau", "maumau": "Mau-Mau", "koenigsrunde": "Round of Kings", BUY_WORD: "I'll buy that",
           "einspruch": "Objection"},
}
QUOTED = re.compile(r"[„“”\"«]([^„“”\"«»]+?)[!.?]?[“”\"»]")

NUMBER_WORDS = {
    "de": ["null", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
    "en": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
}

TEMPLATES: dict[str, dict[str, str]] = {
    "de": {
        "the_card": "{card}", "a_joker": "einen Joker",   # (German names a card without an article, "legt Herz Dame";
        #                                                   a joker with one, "legt einen Joker": REVIEW239 A5)
        "jokers": "{n} Joker",
        DEAL: "{name} gibt jedem {n} Karten.",
        "deal_one": "{name} gibt jedem eine Karte.",
        "deal_each": "{name} gibt: {counts}.",
        START: "Startkarte: {card}.",
        PLAY: "{name} legt {the_card}.",
        PLAYED_DOWN: "{name} legt eine Karte verdeckt und sagt: {card}.",
        "call_mau": "{name}: „Mau!“",
        "call_maumau": "{name}: „Mau-Mau!“",
        "call": "{name}: „{word}!“",
        "draw_normal": "{name} zieht eine Karte.",
        "draw_penalty": "{name} zieht {n} Karten.",
        "draw_penalty_one": "{name} zieht eine Karte.",
        "draw_call": "{name} zieht {n} Strafkarten.",
        "draw_call_one": "{name} zieht eine Strafkarte.",
        "draw_none": "{name} kann nicht ziehen: Talon und Ablage sind leer.",
        SHORT: "Mehr ist nicht zu ziehen: {name} bleiben {n_word} weitere Karten erspart.",
        "short_one": "Mehr ist nicht zu ziehen: {name} bleibt eine weitere Karte erspart.",
        "drawn_cards": "Du ziehst {cards}.",
        PENALTY: "Zieh {n_word}!",
        "penalty_skip": "Zieh {n_word} und setz aus!",
        FOLLOW: "{name} muss eine passende Karte nachlegen oder eine ziehen.",
        AGAIN: "{name} ist gleich noch einmal dran.",
        PASS: "{name} passt.",
        "wish_suit": "{name}: „Ich wünsche mir {suit}.“",
        "wish_rank": "{name}: „Ich wünsche mir {wished}.“",
        "wish_own": "Gewünscht: {suit}, die Farbe von {owner} letzter Karte.",
        SKIPPED: "{name} muss aussetzen.",
        REVERSE: "Andersrum!",
        CATCH: "{name} erwischt {other}: nicht „Mau“ gesagt.",
        MISSED_LAST: "{name} hat nicht „Mau-Mau“ gesagt – das Spiel geht weiter.",
        OUT: "{name} legt die letzte Karte.",
        OVER: "{name} gewinnt das Spiel.",
        RESHUFFLE: "Der Ablagestapel wird gemischt und ist der neue Talon ({n} Karten).",
        "reshuffle_one": "Der Ablagestapel wird gemischt und ist der neue Talon (eine Karte).",
        EAT: "{name}: Der Joker frisst {the_card}.",
        EAT_DOWN: "{name}: Der Joker frisst die verdeckte Karte.",
        FREE: "Der Ablagestapel ist leer: jede Karte passt.",
        TIME_UP: "Die Zeit ist um: keine Antwort mehr.",
        "time_up_block": "Die Zeit ist um: niemand hat geblockt.",
        "time_up_swap": "Die Zeit ist um: es wird getauscht.",
        NAMED: "{name}: „Zieh {n_word} {cards}, {other}!“",
        CANCEL: "{name} hebt die Strafe auf.",
        BLIND: "(Verdeckt gelegt hast du {the_card}.)",
        BELIEVED: "{name} glaubt {other}.",
        REVEAL: "{name} deckt auf: {other} hat {the_card} gelegt.",
        LAST_CARD: "{name} legt die letzte Karte – gewonnen, wenn keine Strafe mehr kommt.",
        LOST: "{name} bleibt auf den Karten sitzen und verliert.",
        BURIED: "Die Startkarte {card} kommt zurück in den Talon.",
        "call_koenigsrunde": "{name}: „Königsrunde!“",
        DECLARED: "{name} legt einen Joker als {card}.",
        RETURNED: "{name}: „Zurück!“",
        BLOCKED: "{name}: „Geblockt!“",
        BUY: "{name}: „Kauf ich!“ – nimmt {the_card}.",
        BUY_DOWN: "{name}: „Kauf ich!“ – nimmt die verdeckte Karte.",
        KINGS_CLOSED: "{name}: „Königsrunde beendet.“",
        KINGS_FAILED: "{name} kann die Königsrunde nicht beenden, zieht die Strafkarten und setzt aus.",
        GIFT: "{name}: „Für Dich, {other}!“",
        GIFT_PICKED: "(Deine Karte zum Geben: {card}.)",
        GIVEN: "{name} gibt {other} eine Karte.",
        "given_card": "(Die Karte von {name} an {other}: {card}.)",
        GIFT_BACK: "{name}: „Für Dich zurück!“",
        SWAP: "{name}: „Ich tausche mit Dir, {other}.“",
        SWAP_REDIRECT: "{name}: „Tausch lieber mit {other}!“",
        SWAP_STOP: "{name}: „Hier wird nicht getauscht!“",
        SWAPPED: "{name} und {other} tauschen ihre Karten.",
        CHEAT_CAUGHT: "{name} erwischt {other} beim Fuschen: die Karte geht zurück und ihre Wirkung entfällt.",
        DISPUTE: "{name}: „Einspruch!“ – vergeblich.",
        WRONG_CATCH: "{name} wirft {other} Fuschen vor – zu Unrecht: eine Strafkarte für {name}.",
    },
    "en": {
        "the_card": "the {card}", "a_joker": "a joker",   # (a card in a sentence: "plays the King of Hearts", REVIEW233 A2)
        "jokers": "{n} jokers",
        DEAL: "{name} deals {n} cards each.",
        "deal_one": "{name} deals one card each.",
        "deal_each": "{name} deals: {counts}.",
        START: "Start card: {card}.",
        PLAY: "{name} plays {the_card}.",
        PLAYED_DOWN: "{name} lays a card face down and declares {the_card}.",
        "call_mau": "{name}: “Mau!”",
        "call_maumau": "{name}: “Mau-Mau!”",
        "call": "{name}: “{word}!”",
        "draw_normal": "{name} draws a card.",
        "draw_penalty": "{name} draws {n} cards.",
        "draw_penalty_one": "{name} draws one card.",
        "draw_call": "{name} draws {n} penalty cards.",
        "draw_call_one": "{name} draws a penalty card.",
        "draw_none": "{name} cannot draw: stock and pile are empty.",
        SHORT: "Nothing more to draw: {name} is spared the other {n_word} cards.",
        "short_one": "Nothing more to draw: {name} is spared the other card.",
        "drawn_cards": "You draw: {cards}.",
        PENALTY: "Draw {n_word}!",
        "penalty_skip": "Draw {n_word} and miss a turn!",
        FOLLOW: "{name} must cover it with a fitting card or draw one.",
        AGAIN: "{name} goes again.",
        PASS: "{name} passes.",
        "wish_suit": "{name}: “I wish for {suit}.”",
        "wish_rank": "{name}: “I wish for {a} {rank}.”",
        "wish_own": "Wished: {suit}, the suit of {owner} last card.",
        SKIPPED: "{name} misses a turn.",
        REVERSE: "Other way round!",
        CATCH: "{name} catches {other}: no “Mau” called.",
        MISSED_LAST: "{name} did not call “Mau-Mau” – play goes on.",
        OUT: "{name} plays their last card.",
        OVER: "{name} wins the hand.",
        RESHUFFLE: "The pile is shuffled into a new stock ({n} cards).",
        "reshuffle_one": "The pile is shuffled into a new stock (one card).",
        EAT: "{name}: the joker eats {the_card}.",
        EAT_DOWN: "{name}: the joker eats the face-down card.",
        FREE: "The pile is empty: any card fits.",
        TIME_UP: "Time is up: no more answers.",
        "time_up_block": "Time is up: nobody blocked.",
        "time_up_swap": "Time is up: the swap goes ahead.",
        NAMED: "{name}: “Draw {n_word} {cards}, {other}!”",
        CANCEL: "{name} cancels the penalty.",
        BLIND: "(You played {the_card} face down.)",
        BELIEVED: "{name} believes {other}.",
        REVEAL: "{name} turns it over: {other} played {the_card}.",
        LAST_CARD: "{name} plays their last card – and wins unless a penalty comes back round.",
        LOST: "{name} is left holding cards and loses.",
        BURIED: "The start card {card} is buried in the stock.",
        "call_koenigsrunde": "{name}: “Round of Kings!”",
        DECLARED: "{name} plays a joker as {the_card}.",
        RETURNED: "{name}: “Back to you!”",
        BLOCKED: "{name}: “Blocked!”",
        BUY: "{name}: “I'll buy that!” – takes {the_card}.",
        BUY_DOWN: "{name}: “I'll buy that!” – takes the face-down card.",
        KINGS_CLOSED: "{name}: “Round of Kings closed.”",
        KINGS_FAILED: "{name} cannot close the Round of Kings: penalty cards and a missed turn.",
        GIFT: "{name}: “For you, {other}!”",
        GIFT_PICKED: "(Your card to give: {card}.)",
        GIVEN: "{name} gives {other} a card.",
        "given_card": "(The card from {name} to {other}: {card}.)",
        GIFT_BACK: "{name}: “And one back for you!”",
        SWAP: "{name}: “I swap with you, {other}.”",
        SWAP_REDIRECT: "{name}: “Swap with {other} instead!”",
        SWAP_STOP: "{name}: “No swapping here!”",
        SWAPPED: "{name} and {other} swap hands.",
        CHEAT_CAUGHT: "{name} catches {other} cheating: the card goes back and its effect is undone.",
        DISPUTE: "{name}: “Objection!” – in vain.",
        WRONG_CATCH: "{name} accuses {other} of cheating – wrongly: a penalty card for {name}.",
    },
}


def spoken(word: str, lang: str, words: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """How the call ``word`` (its id in the move notation) is said in ``lang``: the quoted words of the
    ruleset's ``call_<word>`` sentence („Letzte Karte!“ -> Letzte Karte), the game's own word, or
    the id made readable (``laatste-kaart`` -> Laatste kaart) for a ruleset that names it nowhere."""
    lang = lang if lang in TEMPLATES else "en"
    sentence = (words or {}).get(f"call_{word}", {}).get(lang)
    if sentence and (found := QUOTED.search(sentence)):
        return found.group(1).strip()
    return CALL_WORDS[lang].get(word) or word.replace("-", " ").capitalize()


def call_sentences(words: Mapping[str, Mapping[str, str]], catch_word: str | None,
                   last_word: str | None) -> dict[str, dict[str, str]]:
    """A ruleset's sentences (``words``) with the catch and the missed last call said in its own call words
    (``catch_word``: its second-to-last call, ``last_word``: its last) where it leaves them to the game, whose
    sentences name “Mau” and “Mau-Mau” (PLAYTEST197 F3: “no Mau called” at a table that calls “Last card”)."""
    made = {key: dict(text) for key, text in words.items()}
    for key, word, game_word in ((CATCH, catch_word, "mau"), (MISSED_LAST, last_word, "maumau")):
        if word is None or word == game_word or key in made:
            continue
        made[key] = {lang: QUOTED.sub(lambda found: found.group(0).replace(found.group(1), spoken(word, lang, words)),
                                      TEMPLATES[lang][key], count=1) for lang in TEMPLATES}
    return made


def words_key(card: int, kind: str = OUT) -> str:
    """The words key of a ruleset's own ``kind`` sentence (going out, OUT; playing again, AGAIN) for ``card``'s rank:
    ``out_J`` (Miese-Punkte's "MauMau" with a Jack), ``again_K``; without one the ``out`` (``again``) sentence is said."""
    return f"{kind}_{RANK_TEXT[rank_of(card)]}"
