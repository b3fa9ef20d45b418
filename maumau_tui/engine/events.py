"""The hand's log: events as small tuples, and their sentences in the variant's words (German, English).

An event is ``(kind, seat, ...)``.  A draw carries hidden cards, and so do a few others (a face-down card
played, bought or eaten, a card given); ``describe`` shows them only to the seats that saw them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from maumau_tui.cards import JOKER, card_name, rank_name, suit_name, with_german_article
from maumau_tui.notation import BUY_WORD
from maumau_tui.log_words import (
    DEAL, START, PLAY, DRAW, PASS, WISH, SKIPPED, REVERSE, CATCH, MISSED_LAST, OUT, OVER, RESHUFFLE, PENALTY,
    EAT, LOST, NAMED, CANCEL, BLIND, BELIEVED, REVEAL, LAST_CARD, DECLARED, RETURNED, BLOCKED, BUY, KINGS_CLOSED,
    KINGS_FAILED, GIFT, GIFT_PICKED, GIVEN, GIFT_BACK, SWAP, SWAP_REDIRECT, SWAP_STOP, SWAPPED, CHEAT_CAUGHT,
    DISPUTE, WRONG_CATCH, BURIED, FREE, TIME_UP, FOLLOW, AGAIN, SHORT, PLAYED_DOWN, BUY_DOWN, EAT_DOWN, R_NORMAL, R_CALL,
    QUOTED, R_PENALTY, R_HELD, DRAWN_TOLD, NUMBER_WORDS, hidden_from, sees_card, TEMPLATES, Event, words_key, spoken,
)


def article(word: str) -> str:
    """The English indefinite article before a rank as it is said: ``an 8``, ``an Ace``, ``a 7``, ``a King``."""
    return "an" if word[:1].lower() in ("8", "a", "e", "i", "o") else "a"


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


@dataclass(frozen=True)
class Telling:
    """Who is told (``viewer``; None: the public view), in which language and words: what each kind of event says."""

    names: Sequence[str]
    lang: str
    viewer: int | None
    words: Mapping[str, Mapping[str, str]]
    german_pack: bool

    def text(self, key: str, **values: object) -> str:
        template = self.words.get(key, {}).get(self.lang) or TEMPLATES[self.lang][key]
        return template.format(**values)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def show(self, cards: int | tuple[int, ...]) -> str:
        if isinstance(cards, tuple):
            return self.listed([card_name(code, self.lang, self.german_pack) for code in cards])
        return card_name(cards, self.lang, self.german_pack)

    def listed(self, words: Sequence[str]) -> str:
        """Cards in a row: in German the last two joined by "und" ("Du ziehst Herz 8 und Karo 8."; REVIEW239 B3), in
        English with commas, after a colon ("You draw: 8 of Hearts, 10 of Diamonds.")."""
        if self.lang != "de" or len(words) < 2:
            return ", ".join(words)
        return ", ".join(words[:-1]) + " und " + words[-1]

    def deal(self, event: Event) -> list[str]:   # (DEAL, dealer, most cards, each seat's cards; 0: out of the match)
        rest = event[1:]
        sizes = rest[2] if len(rest) > 2 else ()
        dealt = [(seat, size) for seat, size in enumerate(sizes) if size > 0]
        if len({size for _, size in dealt}) > 1:
            counts = ", ".join(f"{self.name(seat)} {size} {card_word(size, self.lang)}" for seat, size in dealt)
            return [self.text("deal_each", name=self.name(rest[0]), counts=counts)]
        return [self.text("deal_one" if rest[1] == 1 else DEAL, name=self.name(rest[0]), n=rest[1])]

    def card_words(self, cards: int | tuple[int, ...]) -> dict[str, str]:
        """A card (several at once: Quick) by name, and as ``the_card`` with the article a sentence wants for it in
        English ("plays the King of Hearts", "plays a joker"; REVIEW233 A2: "Anna plays King of Hearts.")."""
        each = cards if isinstance(cards, tuple) else (cards,)
        the = [self.text("a_joker") if card == JOKER else self.text("the_card", card=self.show(card)) for card in each]
        return {"card": self.show(cards), "the_card": self.listed(the)}

    def card(self, event: Event) -> list[str]:
        return [self.text(event[0], **self.card_words(event[2]))]

    def play(self, event: Event) -> list[str]:   # a card (a joker standing for one), and the call that went with it
        kind, seat, card, say = event
        lines = [self.text(kind, name=self.name(seat), **self.card_words(card))]
        if say and say != BUY_WORD:   # the buy's own event says "Kauf ich"
            own = f"call_{say}" in TEMPLATES[self.lang] or self.lang in self.words.get(f"call_{say}", {})
            lines.append(self.text(f"call_{say}", name=self.name(seat)) if own
                         else self.text("call", name=self.name(seat), word=spoken(say, self.lang, self.words)))
        return lines

    def draw(self, event: Event) -> list[str]:
        seat, count, cards, reason = event[1:]
        if reason == R_HELD:       # a part of a penalty drawn while a drawn answer waits: the drawer's alone
            if hidden_from(event, self.viewer):
                return []
            reason = R_PENALTY
        if count == 0:
            return [self.text("draw_none", name=self.name(seat))]
        key = f"draw_{reason}" if count > 1 else {R_NORMAL: "draw_normal", R_CALL: "draw_call_one"}.get(reason, "draw_penalty_one")
        line = self.text(key, name=self.name(seat), n=count)
        if self.viewer == seat and cards:
            return [line, self.text("drawn_cards", cards=self.listed(self.drawn(cards)))]
        return [line]

    def drawn(self, cards: tuple[int, ...]) -> list[str]:
        """The cards of one's own draw by name, the jokers among them as one: "einen Joker" (PLAYTEST248 N7: "Herz Ass
        und Joker"), "zwei Joker" (REVIEW252 R8: "einen Joker und einen Joker")."""
        jokers = cards.count(JOKER)
        named = [self.show(c) for c in cards if c != JOKER]
        if jokers:
            named.append(self.text("a_joker") if jokers == 1 else self.text("jokers", n=jokers))
        return named

    def drawn_told(self, event: Event) -> list[str]:   # (DRAWN_TOLD, seat, cards): the whole penalty, for all but the drawer
        seat, count = event[1:]
        if self.viewer == seat:
            return []
        key = "draw_none" if count == 0 else "draw_penalty_one" if count == 1 else "draw_penalty"
        return [self.text(key, name=self.name(seat), n=count)]

    def short(self, event: Event) -> list[str]:   # (SHORT, seat, cards of a penalty left undrawn: stock and pile ran out)
        return [self.text("short_one" if event[2] == 1 else SHORT, name=self.name(event[1]),
                          n_word=number_word(event[2], self.lang))]

    def penalty(self, event: Event) -> list[str]:   # (PENALTY, seat, cards, and whoever draws them also misses the turn)
        count = event[2]
        key = "penalty_skip" if len(event) > 3 and event[3] else PENALTY
        return [self.text(key, n_word=number_word(count, self.lang), n=count)]

    def wish(self, event: Event) -> list[str]:
        seat, suit, rank = event[1:4]
        lang, pack = self.lang, self.german_pack
        if len(event) > 4 and event[4]:   # the card's own suit, its player out (PLAYTEST144 F2: quoted as said)
            return [self.text("wish_own", owner=owner(self.name(seat), lang), suit=suit_name(suit, lang, pack))]
        if suit >= 0:
            return [self.text("wish_suit", name=self.name(seat), suit=suit_name(suit, lang, pack))]
        said = rank_name(rank, lang, pack)
        return [self.text("wish_rank", name=self.name(seat), rank=said, a=article(said), wished=with_german_article(said, "acc"))]

    def named(self, event: Event) -> list[str]:
        count = event[3]
        return [self.text(NAMED, name=self.name(event[1]), other=self.name(event[2]), cards=card_word(count, self.lang),
                          n_word=number_word(count, self.lang))]

    def own_card(self, event: Event) -> list[str]:   # a card only its seat sees: played face down, picked to give
        return [self.text(event[0], **self.card_words(event[2]))] if self.viewer == event[1] else []

    def reveal(self, event: Event) -> list[str]:
        return [self.text(REVEAL, name=self.name(event[1]), other=self.name(event[2]), **self.card_words(event[3]))]

    def bought(self, event: Event) -> list[str]:
        kind, seat, card = event[:3]
        if not sees_card(event, self.viewer) or card < 0:   # a face-down card (blind play), not shown to this seat
            return [self.text(BUY_DOWN if kind == BUY else EAT_DOWN, name=self.name(seat))]
        return [self.text(kind, name=self.name(seat), **self.card_words(card))]

    def given(self, event: Event) -> list[str]:
        """Its two parties read the card (the giver's pick line goes: ``given_up``) in a line that names them too: a
        short history cut between the two lines must not read as another gift's card (PLAYTEST196)."""
        names = {"name": self.name(event[1]), "other": self.name(event[2])}
        line = self.text(GIVEN, **names)
        return [line, self.text("given_card", card=self.show(event[3]), **names)] if self.viewer in event[1:3] else [line]

    def two_seats(self, event: Event) -> list[str]:
        return [self.text(event[0], name=self.name(event[1]), other=self.name(event[2]))]

    def reshuffle(self, event: Event) -> list[str]:
        if hidden_from(event, self.viewer):   # (turned over while a drawn answer waited: told to the drawer at once)
            return []
        return [self.text("reshuffle_one" if event[1] == 1 else RESHUFFLE, n=event[1])]

    def plain(self, event: Event) -> list[str]:
        if event[0] == TIME_UP and len(event) > 1:   # what nobody answered in time: a block, a swap (PLAYTEST95 F7)
            return [self.text(f"{TIME_UP}_{event[1]}")]
        return [self.text(event[0])]

    def one_seat(self, event: Event) -> list[str]:
        kind = event[0]
        if kind in (OUT, AGAIN) and len(event) > 2 and event[2] != JOKER and (
                self.lang in self.words.get(words_key(event[2], kind), {})):
            return [self.text(words_key(event[2], kind), name=self.name(event[1]))]   # the ruleset's own for this rank
        return [self.text(kind, name=self.name(event[1]))]


SAYINGS: dict[str, Callable[[Telling, Event], list[str]]] = {
    DEAL: Telling.deal, START: Telling.card, BURIED: Telling.card, PLAY: Telling.play, DECLARED: Telling.play,
    PLAYED_DOWN: Telling.play, DRAW: Telling.draw, DRAWN_TOLD: Telling.drawn_told, SHORT: Telling.short,
    PENALTY: Telling.penalty, WISH: Telling.wish, NAMED: Telling.named, BLIND: Telling.own_card,
    GIFT_PICKED: Telling.own_card, REVEAL: Telling.reveal, BUY: Telling.bought, EAT: Telling.bought,
    GIVEN: Telling.given, RESHUFFLE: Telling.reshuffle, FREE: Telling.plain, TIME_UP: Telling.plain,
    **dict.fromkeys((GIFT, SWAP, SWAP_REDIRECT, SWAPPED, CHEAT_CAUGHT, WRONG_CATCH, BELIEVED, CATCH), Telling.two_seats),
    **dict.fromkeys((PASS, SKIPPED, REVERSE, FOLLOW, AGAIN, MISSED_LAST, OVER, LOST, RETURNED, BLOCKED, KINGS_CLOSED,
                     KINGS_FAILED, GIFT_BACK, SWAP_STOP, DISPUTE, LAST_CARD, CANCEL, OUT), Telling.one_seat),
}


def describe(event: Event, names: Sequence[str], lang: str = "de", viewer: int | None = None,
             words: Mapping[str, Mapping[str, str]] | None = None, german_pack: bool = False) -> list[str]:
    """The sentences for one event as ``viewer`` may see it (``None``: the public view)."""
    return say(event, Telling(names, lang if lang in TEMPLATES else "en", viewer, words or {}, german_pack))


def say(event: Event, telling: Telling) -> list[str]:
    """``describe`` for one ``Telling`` (a log's events are all told to one viewer)."""
    saying = SAYINGS.get(event[0])
    if saying is None:   # (a kind without words: its parts as they are)
        return [" ".join(str(part) for part in event)]
    return saying(telling, event)


def render_log(log: Sequence[Event], names: Sequence[str], lang: str = "de", viewer: int | None = None,
               words: Mapping[str, Mapping[str, str]] | None = None, german_pack: bool = False) -> list[str]:
    """Every event's sentences; a card played face down (blind play: a BLIND event follows its PLAY) is
    said as declared, never as played, since nobody but its player knows the card yet; a card picked to give reads as
    picked only until it is given (``given_up``).  Where the ruleset's
    own sentence for going out quotes the word called with the last card ("Robo: “MauMau!” – done."), the call
    is not said once more before it."""
    lines: list[str] = []
    lang = lang if lang in TEMPLATES else "en"
    telling = Telling(names, lang, viewer, words or {}, german_pack)
    for index, event in enumerate(log):
        after = log[index + 1] if index + 1 < len(log) else None
        if event[0] == PLAY and after is not None and after[0] == BLIND and after[1] == event[1]:
            event = (PLAYED_DOWN, *event[1:])
        if (event[0] in (PLAY, DECLARED, PLAYED_DOWN) and event[3] and after is not None and after[0] == OUT
                and after[1] == event[1] and _letters(spoken(event[3], lang, words)) == out_word(after, lang, words)):
            event = (*event[:3], None)
        if given_up(log, index, viewer):
            continue
        lines.extend(say(event, telling))
    return lines


def given_up(log: Sequence[Event], index: int, viewer: int | None) -> bool:
    """Whether the event at ``index`` is ``viewer``'s own pick of a card to give ("Your card to give: …", a reminder
    while the receiver may still answer) and the gift was settled later in ``log``: the card given (the give says
    it then) or the gift escaped (the receiver gives one back; the picked card stays in its hand)."""
    event = log[index]
    if event[0] != GIFT_PICKED or event[1] != viewer:
        return False
    for later in log[index + 1:]:
        if later[0] == GIFT_BACK or (later[0] == GIVEN and later[1] == event[1] and later[3] == event[2]):
            return True
    return False


def rewrites(log: Sequence[Event], start: int, viewer: int | None) -> bool:
    """Whether an event from ``start`` on takes back a line ``viewer`` read before it (``given_up``): a log sent on
    from ``start`` must then be sent again from its beginning."""
    return any(log[index][0] == GIFT_PICKED and given_up(log, index, viewer) and not given_up(log[:start], index, viewer)
               for index in range(min(start, len(log))))


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
