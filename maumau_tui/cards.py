"""Cards as small integers: suits, ranks, packs, and their text forms in German and English.

A card is an ``int`` code so that hands are plain lists and rule tables are plain lists indexed by
card.  ``code = rank * 4 + suit`` for a normal card; the joker is code ``0`` (rank 0, no suit).
Several packs simply put the same codes into the deck more than once: a hand is a multiset.
"""

from __future__ import annotations

from collections.abc import Iterable

# Suits in the order of the notation letters: C S H D (Kreuz, Pik, Herz, Karo).
CLUBS, SPADES, HEARTS, DIAMONDS = 0, 1, 2, 3
SUITS = (CLUBS, SPADES, HEARTS, DIAMONDS)
SUIT_LETTERS = "CSHD"
SUIT_SYMBOLS = "♣♠♥♦"
SUIT_NAMES = {
    "de": ("Kreuz", "Pik", "Herz", "Karo"),
    "en": ("Clubs", "Spades", "Hearts", "Diamonds"),
}
# German-suited packs: Eichel, Grün (Laub), Rot (Herz), Schellen.
GERMAN_SUIT_NAMES = ("Eichel", "Grün", "Rot", "Schellen")

JACK, QUEEN, KING, ACE = 11, 12, 13, 14
RANKS = tuple(range(2, 15))
RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
TEXT_RANK = {text: rank for rank, text in RANK_TEXT.items()}
RANK_NAMES = {
    "de": {JACK: "Bube", QUEEN: "Dame", KING: "König", ACE: "Ass"},
    "en": {JACK: "Jack", QUEEN: "Queen", KING: "King", ACE: "Ace"},
}
GERMAN_RANK_NAMES = {JACK: "Unter", QUEEN: "Ober", KING: "König", ACE: "Daus"}
# The letters on a card's label in each language (the move notation keeps RANK_TEXT: J Q K A).
RANK_LETTERS = {
    "de": {JACK: "B", QUEEN: "D", KING: "K", ACE: "A"},   # Bube, Dame, König, Ass
    "en": {JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"},
}
GERMAN_RANK_LETTERS = {JACK: "U", QUEEN: "O", KING: "K", ACE: "A"}   # Unter, Ober, König, Daus (RULES.md)

JOKER = 0
MAX_PLAYERS = 16     # the most seats a table has (a ruleset's players.max at most; the engine's seat moves)
JOKER_TEXT = "*"
MAX_CODE = ACE * 4 + DIAMONDS  # 59

# Which ranks a pack of a given size holds.
PACK_RANKS = {
    32: tuple(range(7, 15)),
    36: tuple(range(6, 15)),
    52: tuple(range(2, 15)),
}


def card(rank: int, suit: int) -> int:
    """The code of the card of this rank and suit."""
    return rank * 4 + suit


def rank_of(code: int) -> int:
    """The rank of a card (0 for the joker)."""
    return code >> 2


def suit_of(code: int) -> int:
    """The suit of a card (-1 for the joker)."""
    return -1 if code == JOKER else code & 3


def make_deck(size: int = 32, packs: int = 1, jokers: int = 0) -> list[int]:
    """All cards of ``packs`` packs of ``size`` cards plus ``jokers`` jokers, unshuffled."""
    if size not in PACK_RANKS:
        raise ValueError(f"no pack of {size} cards: choose 32, 36 or 52")
    one = [card(rank, suit) for suit in SUITS for rank in PACK_RANKS[size]]
    return one * packs + [JOKER] * jokers


def short_repr(text: str, width: int = 40) -> str:
    """``text`` quoted for a message, cut to ``width`` characters (a broken file may hold a line of any length)."""
    return repr(text if len(text) <= width else text[:width - 1] + "…")


class CardError(ValueError):
    """A text that is not a card."""


def parse_card(text: str) -> int:
    """``"7H"`` -> code; ``"10S"``, ``"QC"``, ``"*"`` (joker).  Case-insensitive."""
    word = text.strip().upper()
    if word == JOKER_TEXT:
        return JOKER
    if len(word) < 2 or word[-1] not in SUIT_LETTERS or word[:-1] not in TEXT_RANK:
        raise CardError(f"{short_repr(text)} is not a card (write rank and suit, like 7H, 10S, QC, or * for a joker)")
    return card(TEXT_RANK[word[:-1]], SUIT_LETTERS.index(word[-1]))


def format_card(code: int) -> str:
    """code -> ``"7H"``; the joker is ``"*"``."""
    if code == JOKER:
        return JOKER_TEXT
    return RANK_TEXT[rank_of(code)] + SUIT_LETTERS[code & 3]


def format_cards(codes: Iterable[int]) -> str:
    return " ".join(format_card(c) for c in codes)


def parse_suit(text: str) -> int:
    word = text.strip().upper()
    if len(word) == 1 and word in SUIT_LETTERS:
        return SUIT_LETTERS.index(word)
    for names in (*SUIT_NAMES.values(), GERMAN_SUIT_NAMES):
        for index, name in enumerate(names):
            if name.upper() == word:
                return index
    raise CardError(f"{short_repr(text)} is not a suit (C, S, H or D)")


def parse_rank(text: str) -> int:
    word = text.strip().upper()
    if word not in TEXT_RANK:
        raise CardError(f"{short_repr(text)} is not a rank (2..10, J, Q, K, A)")
    return TEXT_RANK[word]


def suit_name(suit: int, lang: str = "de", german_pack: bool = False) -> str:
    if german_pack and lang == "de":
        return GERMAN_SUIT_NAMES[suit]
    return SUIT_NAMES.get(lang, SUIT_NAMES["en"])[suit]


def rank_name(rank: int, lang: str = "de", german_pack: bool = False) -> str:
    """A rank in words (``"Bube"``, ``"10"``); the joker's (``rank_of(JOKER)``) is "Joker" (PLAYTEST163 F3: "?")."""
    if rank == rank_of(JOKER):
        return "Joker"
    if german_pack and lang == "de" and rank in GERMAN_RANK_NAMES:
        return GERMAN_RANK_NAMES[rank]
    return RANK_NAMES.get(lang, RANK_NAMES["en"]).get(rank, RANK_TEXT.get(rank, "?"))


# German card names with their article: the gender of a rank's name (the numbers are feminine: die Sieben), and the
# article by case (nominative, accusative, dative) and definiteness
GERMAN_GENDER = {"Bube": 0, "Unter": 0, "Ober": 0, "König": 0, "Daus": 0, "Joker": 0, "Dame": 1, "Ass": 2}
GERMAN_ARTICLES = {("nom", True): ("der", "die", "das"), ("acc", True): ("den", "die", "das"),
                   ("dat", True): ("dem", "der", "dem"), ("nom", False): ("ein", "eine", "ein"),
                   ("acc", False): ("einen", "eine", "ein"), ("dat", False): ("einem", "einer", "einem")}


def with_german_article(name: str, case: str, definite: bool = False) -> str:
    """A German card's or rank's name (``Bube``, ``7``, ``Pik Dame``) with its article in ``case`` (``nom``, ``acc``,
    ``dat``): ``einem Buben``, ``die 7``, ``dem Pik Buben`` (Bube declines: Buben but in the nominative)."""
    rank = name.rsplit(" ", 1)[-1]
    article = GERMAN_ARTICLES[(case, definite)][GERMAN_GENDER.get(rank, 1)]
    if rank == "Bube" and case != "nom":
        name += "n"
    return f"{article} {name}"


def rank_with_article(rank: int, lang: str = "de", german_pack: bool = False, case: str = "dat") -> str:
    """A rank with its indefinite article: ``a Jack``, ``an Ace``, ``an 8``, ``a joker``; in German in ``case`` (the
    dative, as after „mit“: ``einem Buben``, ``einer 7``)."""
    name = rank_name(rank, lang, german_pack)
    if lang == "de":
        return with_german_article(name, case)
    if rank == rank_of(JOKER):
        return "a joker"
    return ("an " if name[:1] in "AEIOU8" else "a ") + name


def card_name(code: int, lang: str = "de", german_pack: bool = False) -> str:
    """A spoken name: ``"Herz Bube"`` / ``"Jack of Hearts"``."""
    if code == JOKER:
        return "Joker"
    suit, rank = suit_name(code & 3, lang, german_pack), rank_name(rank_of(code), lang, german_pack)
    return f"{suit} {rank}" if lang == "de" else f"{rank} of {suit}"


def rank_letter(rank: int, lang: str = "en", german_pack: bool = False) -> str:
    """A rank as a card's label shows it: ``10``, ``B`` (Bube) in German, ``U`` (Unter) with a German pack."""
    if german_pack and lang == "de" and rank in GERMAN_RANK_LETTERS:
        return GERMAN_RANK_LETTERS[rank]
    return RANK_LETTERS.get(lang, RANK_LETTERS["en"]).get(rank) or RANK_TEXT[rank]


def card_label(code: int, ascii_only: bool = False, lang: str = "en", german_pack: bool = False) -> str:
    """A short label for the screen: ``"7♥"``, ``"D♠"`` for Pik Dame in German; in ASCII the move notation's letters
    in every language (``"QS"``: a German ``"DS"`` or ``"AD"`` read D as the Dame and the suit letter alike), but the
    joker, whose ``"*"`` reads as a mark on a screen, is ``"Jkr"`` in both."""
    if code == JOKER:
        return "Jkr"
    if ascii_only:
        return format_card(code)
    return rank_letter(rank_of(code), lang, german_pack) + SUIT_SYMBOLS[code & 3]
