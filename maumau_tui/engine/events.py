"""The hand's log: events as small tuples, and their sentences in the variant's words (German, English).

An event is ``(kind, seat, ...)``.  A draw carries hidden cards, and so do a few others (a face-down card
played, bought or eaten, a card given); ``describe`` shows them only to the seats that saw them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from maumau_tui.cards import JOKER, card_name, rank_name, suit_name
from maumau_tui.notation import BUY_WORD
from maumau_tui.log_words import (
    DEAL, START, PLAY, DRAW, PASS, WISH, SKIPPED, REVERSE, CATCH, MISSED_LAST, OUT, OVER, RESHUFFLE, PENALTY,
    EAT, LOST, NAMED, CANCEL, BLIND, BELIEVED, REVEAL, LAST_CARD, DECLARED, RETURNED, BLOCKED, BUY, KINGS_CLOSED,
    KINGS_FAILED, GIFT, GIFT_PICKED, GIVEN, GIFT_BACK, SWAP, SWAP_REDIRECT, SWAP_STOP, SWAPPED, CHEAT_CAUGHT,
    DISPUTE, WRONG_CATCH, BURIED, FREE, TIME_UP, FOLLOW, AGAIN, SHORT, PLAYED_DOWN, BUY_DOWN, EAT_DOWN, R_NORMAL, R_CALL, CALL_WORDS,
    QUOTED, R_PENALTY, R_HELD, DRAWN_TOLD, NUMBER_WORDS, hidden_from, sees_card, TEMPLATES, Event, words_key,
)


def spoken(word: str, lang: str, words: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """How the call ``word`` (its id in the move notation) is said in ``lang``: the quoted words of the
    ruleset's ``call_<word>`` sentence („Letzte Karte!“ -> Letzte Karte), the game's own word, or
    the id made readable (``laatste-kaart`` -> Laatste kaart) for a ruleset that names it nowhere."""
    lang = lang if lang in TEMPLATES else "en"
    sentence = (words or {}).get(f"call_{word}", {}).get(lang)
    if sentence and (found := QUOTED.search(sentence)):
        return found.group(1).strip()
    return CALL_WORDS[lang].get(word) or word.replace("-", " ").capitalize()


def article(word: str) -> str:
    """The English indefinite article before a rank as it is said: ``an 8``, ``an Ace``, ``a 7``, ``a King``."""
    return "an" if word[:1].lower() in ("8", "a", "e", "i", "o") else "a"


# A wished rank in German, with its article in the accusative: „eine 7“, „einen Buben“, „ein Ass“.
GERMAN_WISHED = {"Bube": "einen Buben", "Dame": "eine Dame", "König": "einen König", "Ass": "ein Ass",
                 "Unter": "einen Unter", "Ober": "einen Ober", "Daus": "einen Daus"}


def german_wished(word: str) -> str:
    return GERMAN_WISHED.get(word, f"eine {word}")


def owner(name: str, lang: str) -> str:
    """A name as the owner of something: "Anna's"; German "Annas", "Hans'", "Max'" (a name ending in an s sound
    takes only the apostrophe)."""
    if lang != "de":
        return f"{name}'s"
    return f"{name}'" if name.lower().endswith(("s", "ß", "x", "z", "ce")) else f"{name}s"


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
        if reason == R_HELD:       # a part of a penalty drawn while a drawn answer waits: the drawer's alone
            if hidden_from(event, viewer):
                return []
            reason = R_PENALTY
        if count == 0:
            return [text("draw_none", name=name(seat))]
        key = f"draw_{reason}" if count > 1 else {R_NORMAL: "draw_normal", R_CALL: "draw_call_one"}.get(reason, "draw_penalty_one")
        line = text(key, name=name(seat), n=count)
        if viewer == seat and cards:
            return [line, text("drawn_cards", cards=", ".join(show(c) for c in cards))]
        return [line]
    if kind == DRAWN_TOLD:        # (DRAWN_TOLD, seat, cards): the whole penalty, for all but the drawer
        seat, count = rest
        if viewer == seat:
            return []
        key = "draw_none" if count == 0 else "draw_penalty_one" if count == 1 else "draw_penalty"
        return [text(key, name=name(seat), n=count)]
    if kind == SHORT:   # (SHORT, seat, cards of a penalty left undrawn: stock and pile ran out)
        return [text("short_one" if rest[1] == 1 else SHORT, name=name(rest[0]), n_word=number_word(rest[1], lang))]
    if kind == PENALTY:   # (PENALTY, seat, cards, and whoever draws them also misses the turn)
        count = rest[1]
        key = "penalty_skip" if len(rest) > 2 and rest[2] else PENALTY
        return [text(key, n_word=number_word(count, lang), n=count)]
    if kind == WISH:
        seat, suit, rank = rest[:3]
        if len(rest) > 3 and rest[3]:   # the card's own suit, its player out (PLAYTEST144 F2: quoted as said)
            return [text("wish_own", owner=owner(name(seat), lang), suit=suit_name(suit, lang, german_pack))]
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
        if not sees_card(event, viewer) or rest[1] < 0:   # a face-down card (blind play), not shown to this seat
            return [text(BUY_DOWN if kind == BUY else EAT_DOWN, name=name(rest[0]))]
        return [text(kind, name=name(rest[0]), card=show(rest[1]))]
    if kind == GIFT_PICKED:
        return [text(kind, card=show(rest[1]))] if viewer == rest[0] else []
    if kind == GIVEN:   # the giver read the card when picking it (GIFT_PICKED); the receiver reads it now
        line = text(GIVEN, name=name(rest[0]), other=name(rest[1]))
        return [line, text("given_card", card=show(rest[2]))] if viewer == rest[1] else [line]
    if kind in (GIFT, SWAP, SWAP_REDIRECT, SWAPPED, CHEAT_CAUGHT, WRONG_CATCH, BELIEVED, CATCH):
        return [text(kind, name=name(rest[0]), other=name(rest[1]))]
    if kind == RESHUFFLE:
        if hidden_from(event, viewer):   # (turned over while a drawn answer waited: told to the drawer at once)
            return []
        return [text("reshuffle_one" if rest[0] == 1 else RESHUFFLE, n=rest[0])]
    if kind == TIME_UP and rest:   # what nobody answered in time: a block, a swap (PLAYTEST95 F7)
        return [text(f"{TIME_UP}_{rest[0]}")]
    if kind in (FREE, TIME_UP):
        return [text(kind)]
    if kind in (OUT, AGAIN) and len(rest) > 1 and rest[1] != JOKER and lang in (words or {}).get(words_key(rest[1], kind), {}):
        return [text(words_key(rest[1], kind), name=name(rest[0]))]   # the ruleset's own sentence for this rank
    if kind in (PASS, SKIPPED, REVERSE, FOLLOW, AGAIN, MISSED_LAST, OVER, LOST, RETURNED, BLOCKED, KINGS_CLOSED, KINGS_FAILED,
                GIFT_BACK, SWAP_STOP, DISPUTE, LAST_CARD, CANCEL, OUT):
        return [text(kind, name=name(rest[0]))]
    return [" ".join(str(part) for part in event)]




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
    return _letters(out_quote(event[2] if len(event) > 2 else JOKER, lang, words))


def out_quote(card: int, lang: str, words: Mapping[str, Mapping[str, str]] | None) -> str:
    """The call the ruleset's sentence for going out with ``card`` quotes, as written ("MauMau"; "" if none)."""
    own = (words or {}).get(words_key(card), {}) if card != JOKER else {}
    said = QUOTED.search(own.get(lang) or (words or {}).get(OUT, {}).get(lang, ""))
    return said.group(1).strip() if said else ""


def _letters(text: str) -> str:
    """The letters of a call, for comparing how it is written: "Mau-Mau" and "MauMau" -> maumau."""
    return "".join(char for char in text.casefold() if char.isalpha())
