"""The hand's log: events as small tuples, and their sentences in the variant's words (German, English).

An event is ``(kind, seat, ...)``.  Only a draw carries hidden cards; ``describe`` shows them to
the seat that drew them and nobody else.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from maumau_tui.cards import JOKER, RANK_TEXT, card_name, rank_name, rank_of, suit_name
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
PLAYED_DOWN = "played_down"   # not an event of the game: how the log says a PLAY that a BLIND event follows
R_NORMAL, R_PENALTY, R_CALL = "normal", "penalty", "call"

Event = tuple[Any, ...]   # (kind, seat, ...)

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
        DEAL: "{name} gibt, {n} Karten für jeden.",
        "deal_one": "{name} gibt, eine Karte für jeden.",
        "deal_each": "{name} gibt: {counts}.",
        START: "Startkarte: {card}.",
        PLAY: "{name} legt {card}.",
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
        PASS: "{name} passt.",
        "wish_suit": "{name}: „Ich wünsche mir {suit}.“",
        "wish_rank": "{name}: „Ich wünsche mir {wished}.“",
        SKIPPED: "{name} muss aussetzen.",
        REVERSE: "Andersrum!",
        CATCH: "{name} erwischt {other}: kein „Mau“ gesagt.",
        MISSED_LAST: "{name} hat nicht „Mau-Mau“ gesagt – Strafkarte, das Spiel geht weiter.",
        OUT: "{name} legt die letzte Karte.",
        OVER: "{name} gewinnt das Spiel.",
        RESHUFFLE: "Der Ablagestapel wird gemischt und ist der neue Talon ({n} Karten).",
        "reshuffle_one": "Der Ablagestapel wird gemischt und ist der neue Talon (eine Karte).",
        EAT: "{name}: Der Joker frisst {card}.",
        FREE: "Der Ablagestapel ist leer: jede Karte passt.",
        NAMED: "{name}: „Zieh {n_word} {cards}, {other}!“",
        CANCEL: "{name} hebt die Strafe auf.",
        BLIND: "(Verdeckt gelegt hast du {card}.)",
        BELIEVED: "{name} glaubt {other}.",
        REVEAL: "{name} deckt auf: {other} hat {card} gelegt.",
        LAST_CARD: "{name} legt die letzte Karte – gewonnen, wenn keine Strafe mehr kommt.",
        LOST: "{name} bleibt auf den Karten sitzen und verliert.",
        BURIED: "Die Startkarte {card} kommt zurück in den Talon.",
        "call_koenigsrunde": "{name}: „Königsrunde!“",
        DECLARED: "{name} legt einen Joker als {card}.",
        RETURNED: "{name}: „Zurück!“",
        BLOCKED: "{name}: „Geblockt!“",
        BUY: "{name}: „Kauf ich!“ – nimmt {card}.",
        KINGS_CLOSED: "{name}: „Königsrunde beendet.“",
        KINGS_FAILED: "{name} kann die Königsrunde nicht beenden: drei Strafkarten und aussetzen.",
        GIFT: "{name}: „Für Dich, {other}!“",
        GIFT_PICKED: "(Du gibst {card}.)",
        GIVEN: "{name} gibt {other} eine Karte.",
        "given_card": "(Die Karte: {card}.)",
        GIFT_BACK: "{name}: „Für Dich zurück!“",
        SWAP: "{name}: „Ich tausche mit Dir, {other}.“",
        SWAP_REDIRECT: "{name}: „Tausch lieber mit {other}!“",
        SWAP_STOP: "{name}: „Hier wird nicht getauscht!“",
        SWAPPED: "{name} und {other} tauschen ihre Karten.",
        CHEAT_CAUGHT: "{name} erwischt {other} beim Fuschen: die Karte geht zurück.",
        DISPUTE: "{name}: „Einspruch!“ – vergeblich.",
        WRONG_CATCH: "{name} wirft {other} Fuschen vor – zu Unrecht: eine Strafkarte für {name}.",
    },
    "en": {
        DEAL: "{name} deals {n} cards each.",
        "deal_one": "{name} deals one card each.",
        "deal_each": "{name} deals: {counts}.",
        START: "Start card: {card}.",
        PLAY: "{name} plays {card}.",
        PLAYED_DOWN: "{name} lays a card face down and declares {card}.",
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
        "drawn_cards": "You draw {cards}.",
        PENALTY: "Draw {n_word}!",
        "penalty_skip": "Draw {n_word} and miss a turn!",
        FOLLOW: "{name} must follow with a fitting card or draw one.",
        PASS: "{name} passes.",
        "wish_suit": "{name}: “I wish for {suit}.”",
        "wish_rank": "{name}: “I wish for {a} {rank}.”",
        SKIPPED: "{name} misses a turn.",
        REVERSE: "Other way round!",
        CATCH: "{name} catches {other}: no “Mau” called.",
        MISSED_LAST: "{name} did not call “Mau-Mau” – a penalty card, play goes on.",
        OUT: "{name} plays the last card.",
        OVER: "{name} wins the hand.",
        RESHUFFLE: "The pile is shuffled into a new stock ({n} cards).",
        "reshuffle_one": "The pile is shuffled into a new stock (one card).",
        EAT: "{name}: the joker eats {card}.",
        FREE: "The pile is empty: any card fits.",
        NAMED: "{name}: “Draw {n_word} {cards}, {other}!”",
        CANCEL: "{name} cancels the penalty.",
        BLIND: "(Face down you played {card}.)",
        BELIEVED: "{name} believes {other}.",
        REVEAL: "{name} turns it over: {other} played {card}.",
        LAST_CARD: "{name} plays the last card – won if no penalty comes back round.",
        LOST: "{name} is left holding cards and loses.",
        BURIED: "The start card {card} is buried in the stock.",
        "call_koenigsrunde": "{name}: “Round of Kings!”",
        DECLARED: "{name} plays a joker as {card}.",
        RETURNED: "{name}: “Back to you!”",
        BLOCKED: "{name}: “Blocked!”",
        BUY: "{name}: “I'll buy that!” – takes {card}.",
        KINGS_CLOSED: "{name}: “Round of Kings closed.”",
        KINGS_FAILED: "{name} cannot close the round of Kings: three penalty cards and a missed turn.",
        GIFT: "{name}: “For you, {other}!”",
        GIFT_PICKED: "(You give {card}.)",
        GIVEN: "{name} gives {other} a card.",
        "given_card": "(The card: {card}.)",
        GIFT_BACK: "{name}: “And one back for you!”",
        SWAP: "{name}: “I swap with you, {other}.”",
        SWAP_REDIRECT: "{name}: “Swap with {other} instead!”",
        SWAP_STOP: "{name}: “No swapping here!”",
        SWAPPED: "{name} and {other} swap their cards.",
        CHEAT_CAUGHT: "{name} catches {other} cheating: the card goes back.",
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


def names_call(word: str, words: Mapping[str, Mapping[str, str]] | None = None) -> bool:
    """Whether the game or the ruleset (a ``call_<word>`` sentence in both languages) says ``word`` in words."""
    sentence = (words or {}).get(f"call_{word}", {})
    return all(word in CALL_WORDS[lang] or sentence.get(lang) for lang in TEMPLATES)


def article(word: str) -> str:
    """The English indefinite article before a rank as it is said: ``an 8``, ``an Ace``, ``a 7``, ``a King``."""
    return "an" if word[:1].lower() in ("8", "a", "e", "i", "o") else "a"


# A wished rank in German, with its article in the accusative: „eine 7“, „einen Buben“, „ein Ass“.
GERMAN_WISHED = {"Bube": "einen Buben", "Dame": "eine Dame", "König": "einen König", "Ass": "ein Ass",
                 "Unter": "einen Unter", "Ober": "einen Ober", "Daus": "einen Daus"}


def german_wished(word: str) -> str:
    return GERMAN_WISHED.get(word, f"eine {word}")


def card_word(count: int, lang: str) -> str:
    if lang == "de":
        return "Karte" if count == 1 else "Karten"
    return "card" if count == 1 else "cards"


def number_word(count: int, lang: str) -> str:
    """"two", "zwei" (up to the words there are; digits beyond)."""
    numbers = NUMBER_WORDS[lang]
    return numbers[count] if count < len(numbers) else str(count)


def describe(event: Event, names: Sequence[str], lang: str = "de", viewer: int | None = None,
             words: Mapping[str, Mapping[str, str]] | None = None, german_pack: bool = False) -> list[str]:
    """The sentences for one event as ``viewer`` may see it (``None``: the public view)."""
    lang = lang if lang in TEMPLATES else "en"

    def text(key: str, **values: object) -> str:
        template = (words or {}).get(key, {}).get(lang) or TEMPLATES[lang][key]
        return template.format(**values)

    kind, rest = event[0], event[1:]
    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    def show(cards: int | tuple[int, ...]) -> str:
        if isinstance(cards, tuple):
            return ", ".join(card_name(code, lang, german_pack) for code in cards)
        return card_name(cards, lang, german_pack)

    if kind == DEAL:   # (DEAL, dealer, most cards, each seat's cards; 0: out of the match)
        sizes = rest[2] if len(rest) > 2 else ()
        dealt = [(seat, size) for seat, size in enumerate(sizes) if size > 0]
        if len({size for _, size in dealt}) > 1:
            counts = ", ".join(f"{name(seat)} {size} {card_word(size, lang)}" for seat, size in dealt)
            return [text("deal_each", name=name(rest[0]), counts=counts)]
        return [text("deal_one" if rest[1] == 1 else DEAL, name=name(rest[0]), n=rest[1])]
    if kind in (START, BURIED):
        return [text(kind, card=show(rest[1]))]
    if kind in (PLAY, DECLARED, PLAYED_DOWN):  # a card (a joker standing for one), and the call that went with it
        seat, card, say = rest
        lines = [text(kind, name=name(seat), card=show(card))]
        if say and say != BUY_WORD:   # the buy's own event says "Kauf ich"
            own = f"call_{say}" in TEMPLATES[lang] or lang in (words or {}).get(f"call_{say}", {})
            lines.append(text(f"call_{say}", name=name(seat)) if own
                         else text("call", name=name(seat), word=spoken(say, lang, words)))
        return lines
    if kind == DRAW:
        seat, count, cards, reason = rest
        if count == 0:
            return [text("draw_none", name=name(seat))]
        key = f"draw_{reason}" if count > 1 else {R_NORMAL: "draw_normal", R_CALL: "draw_call_one"}.get(reason, "draw_penalty_one")
        line = text(key, name=name(seat), n=count)
        if viewer == seat and cards:
            return [line, text("drawn_cards", cards=", ".join(show(c) for c in cards))]
        return [line]
    if kind == SHORT:   # (SHORT, seat, cards of a penalty left undrawn: stock and pile ran out)
        return [text("short_one" if rest[1] == 1 else SHORT, name=name(rest[0]), n_word=number_word(rest[1], lang))]
    if kind == PENALTY:   # (PENALTY, seat, cards, and whoever draws them also misses the turn)
        count = rest[1]
        key = "penalty_skip" if len(rest) > 2 and rest[2] else PENALTY
        return [text(key, n_word=number_word(count, lang), n=count)]
    if kind == WISH:
        seat, suit, rank = rest
        if suit >= 0:
            return [text("wish_suit", name=name(seat), suit=suit_name(suit, lang, german_pack))]
        said = rank_name(rank, lang, german_pack)
        return [text("wish_rank", name=name(seat), rank=said, a=article(said), wished=german_wished(said))]
    if kind == NAMED:
        count = rest[2]
        return [text(NAMED, name=name(rest[0]), other=name(rest[1]), cards=card_word(count, lang),
                     n_word=number_word(count, lang))]
    if kind == BLIND:
        return [text(BLIND, card=show(rest[1]))] if viewer == rest[0] else []
    if kind == REVEAL:
        return [text(REVEAL, name=name(rest[0]), other=name(rest[1]), card=show(rest[2]))]
    if kind in (BUY, EAT):
        return [text(kind, name=name(rest[0]), card=show(rest[1]))]
    if kind == GIFT_PICKED:
        return [text(kind, card=show(rest[1]))] if viewer == rest[0] else []
    if kind == GIVEN:   # the giver read the card when picking it (GIFT_PICKED); the receiver reads it now
        line = text(GIVEN, name=name(rest[0]), other=name(rest[1]))
        return [line, text("given_card", card=show(rest[2]))] if viewer == rest[1] else [line]
    if kind in (GIFT, SWAP, SWAP_REDIRECT, SWAPPED, CHEAT_CAUGHT, WRONG_CATCH, BELIEVED, CATCH):
        return [text(kind, name=name(rest[0]), other=name(rest[1]))]
    if kind == RESHUFFLE:
        return [text("reshuffle_one" if rest[0] == 1 else RESHUFFLE, n=rest[0])]
    if kind == FREE:
        return [text(FREE)]
    if kind == OUT and len(rest) > 1 and rest[1] != JOKER and lang in (words or {}).get(out_key(rest[1]), {}):
        return [text(out_key(rest[1]), name=name(rest[0]))]   # the ruleset's own sentence for going out with this rank
    if kind in (PASS, SKIPPED, REVERSE, FOLLOW, MISSED_LAST, OVER, LOST, RETURNED, BLOCKED, KINGS_CLOSED, KINGS_FAILED,
                GIFT_BACK, SWAP_STOP, DISPUTE, LAST_CARD, CANCEL, OUT):
        return [text(kind, name=name(rest[0]))]
    return [" ".join(str(part) for part in event)]


def out_key(card: int) -> str:
    """The words key of a ruleset's sentence for going out with ``card``'s rank: ``out_J`` (Miese-Punkte's
    "MauMau" with a Jack); without one the ``out`` sentence is said."""
    return f"{OUT}_{RANK_TEXT[rank_of(card)]}"


def render_log(log: Sequence[Event], names: Sequence[str], lang: str = "de", viewer: int | None = None,
               words: Mapping[str, Mapping[str, str]] | None = None, german_pack: bool = False) -> list[str]:
    """Every event's sentences; a card played face down (blind play: a BLIND event follows its PLAY) is
    said as declared, never as played, since nobody but its player knows the card yet.  Where the ruleset's
    own sentence for going out quotes the word called with the last card ("Robo: “MauMau!” – done."), the call
    is not said once more before it."""
    lines: list[str] = []
    lang = lang if lang in TEMPLATES else "en"
    for index, event in enumerate(log):
        after = log[index + 1] if index + 1 < len(log) else None
        if event[0] == PLAY and after is not None and after[0] == BLIND and after[1] == event[1]:
            event = (PLAYED_DOWN, *event[1:])
        if (event[0] in (PLAY, DECLARED, PLAYED_DOWN) and event[3] and after is not None and after[0] == OUT
                and after[1] == event[1] and _letters(spoken(event[3], lang, words)) == out_word(after, lang, words)):
            event = (*event[:3], None)
        lines.extend(describe(event, names, lang, viewer, words, german_pack))
    return lines


def out_word(event: Event, lang: str, words: Mapping[str, Mapping[str, str]] | None) -> str:
    """The call the ruleset's sentence for the going-out ``event`` quotes, as letters ("" if it quotes none)."""
    own = (words or {}).get(out_key(event[2]), {}) if len(event) > 2 and event[2] != JOKER else {}
    said = QUOTED.search(own.get(lang) or (words or {}).get(OUT, {}).get(lang, ""))
    return _letters(said.group(1)) if said else ""


def _letters(text: str) -> str:
    """The letters of a call, for comparing how it is written: "Mau-Mau" and "MauMau" -> maumau."""
    return "".join(char for char in text.casefold() if char.isalpha())
