"""What the schema cannot see: whether a valid ruleset can be dealt, can end, and says its sentences.

``check(ruleset)`` runs after the pydantic validation and returns ``(key path, reason)`` pairs, empty
when the ruleset plays for every table size it allows: every log sentence names only placeholders the
game fills in, every call is one word the move notation can say, the deck holds the hands and the
start card, and somebody can go out.
"""

from __future__ import annotations

import string
from typing import Any

from maumau_tui.cards import JOKER, MAX_PLAYERS, RANK_TEXT, card, make_deck
from maumau_tui.log_words import AGAIN, OUT, TEMPLATES, words_key
from maumau_tui.notation import NotationError, parse_move
from maumau_tui.rules.compile import by_players, compile_ruleset, packs_for
from maumau_tui.rules.keys import closest
from maumau_tui.rules.schema import Ruleset

Problem = tuple[tuple[Any, ...], str]

MAX_PACKS = 4
WITH_RANK = {words_key(card(rank, 0), kind): kind for kind in (OUT, AGAIN) for rank in RANK_TEXT}   # out_J, again_K
# What the game fills in, for the sentences whose default text does not show every value it gets.
# (A sentence for one card gets the count too, always 1: its own text may say "{n} card" as well.)
EXTRA_PLACEHOLDERS = {"penalty": {"n"}, "penalty_skip": {"n"}, "deal_one": {"n"}, "draw_penalty_one": {"n"},
                      "draw_call_one": {"n"}, "reshuffle_one": {"n"}}
SAMPLE = {"name": "Anna", "other": "Ben", "n": 2, "n_word": "zwei", "card": "7H", "cards": "7H, 8H",
          "suit": "Herz", "rank": "Bube"}


def check(ruleset: Ruleset, every_table_size: bool = True) -> list[Problem]:
    """Everything that would stop a game of this ruleset; empty when it plays.

    ``every_table_size``: also that the deck holds the hands at every table size the ruleset allows
    (a ruleset file and its options must; a table that chose a number option checks its own size).
    """
    problems = _hand_size(ruleset) + _packs(ruleset) + _start_cards(ruleset)
    problems += _calls(ruleset) + _words(ruleset) + _cheating(ruleset)
    if not problems:  # the deck is built only from numbers known to be sane
        problems += _deals(ruleset, every_table_size)
    return problems


def _cheating(ruleset: Ruleset) -> list[Problem]:
    """Cheating beside a drawn answer (Faraón's drawn 7): while the drawn card waits, hidden from the others, the
    table must look to them as before the draw, and the catch of the last play would go with it (REVIEW195 F2)."""
    if ruleset.cheating is None:
        return []
    return [(("effects", key, "draw", "drawn_answer"), "a drawn answer and cheating do not go together: while a card "
             "drawn to answer waits, the others would see that the drawing stopped (the catch of the last play goes "
             "with the draw); set drawn_answer to 0, or leave cheating out")
            for key, effect in ruleset.effects.items() if effect.draw is not None and effect.draw.drawn_answer > 0]


def _hand_size(ruleset: Ruleset) -> list[Problem]:
    sizes = ruleset.hand_size
    if not isinstance(sizes, dict):
        return []
    if not sizes:
        return [(("hand_size",), "gives no hand size: write a number, or cards by table size like {2: 7, 5: 5}")]
    return [(("hand_size", players), f"{players} is not a table size: a table has 2 to {MAX_PLAYERS} players")
            for players in sizes if not 2 <= players <= MAX_PLAYERS]


def _packs(ruleset: Ruleset) -> list[Problem]:
    problems: list[Problem] = []
    for players, packs in ruleset.pack.packs_from.items():
        where = ("pack", "packs_from", players)
        if not 2 <= players <= MAX_PLAYERS:
            problems.append((where, f"{players} is not a table size: a table has 2 to {MAX_PLAYERS} players"))
        if not 1 <= packs <= MAX_PACKS:
            problems.append((where, f"{packs} packs: a table shuffles 1 to {MAX_PACKS} packs together"))
    return problems


def _start_cards(ruleset: Ruleset) -> list[Problem]:
    rules = ruleset.match.start_cards
    if rules is None:
        return []
    where = ("match", "start_cards")
    problems: list[Problem] = []
    if rules.idiot_at is not None and rules.first >= rules.idiot_at:
        problems.append((where + ("idiot_at",), f"the first hand deals {rules.first} cards, so everybody is the Idiot "
                         f"before the match begins: idiot_at must be more than first ({rules.first})"))
    if rules.out_below is not None and rules.first < rules.out_below:
        problems.append((where + ("out_below",), f"the first hand deals {rules.first} cards, fewer than out_below "
                         f"({rules.out_below}): everybody would be out before the match begins"))
    if rules.loser_change < 0 and (rules.out_below is None or rules.out_below < 1):
        problems.append((where + ("loser_change",), "start cards shrink with every hand lost, and nothing takes a "
                         "seat with no cards out of the match: set out_below (1 or more)"))
    if rules.loser_change > 0 and rules.idiot_at is None:
        problems.append((where + ("loser_change",), "start cards grow with every hand lost, and nothing stops them "
                         "before the deck runs out: set idiot_at (the seat that would get that many cards loses)"))
    return problems


def _calls(ruleset: Ruleset) -> list[Problem]:
    """Each call must be one word the move notation reads back as itself (``play 7H say WORD``)."""
    found: list[tuple[tuple[Any, ...], str]] = []
    if ruleset.calls.last_but_one:
        found.append((("calls", "last_but_one", "word"), ruleset.calls.last_but_one.word))
    if ruleset.calls.last:
        found.append((("calls", "last", "word"), ruleset.calls.last.word))
    for key, effect in ruleset.effects.items():
        if effect.kings_round:
            found.append((("effects", key, "kings_round", "word"), effect.kings_round.word))
    problems: list[Problem] = []
    for where, word in found:
        try:
            said = parse_move(f"say {word}").say
        except NotationError:
            said = None
        if said is not None and said != word:      # (PLAYTEST197 F2: the advice named letzte-karte, one of these)
            problems.append((where, f"{word!r} is the game's other name for its call {said!r}: write {said} and "
                             f"say it in your words with a call_{said} sentence under words"))
        elif said != word:
            problems.append((where, f"{word!r} cannot be said in a move: write the call as one word of small "
                             "letters and dashes, like laatste-kaart"))
    return problems


def call_words(ruleset: Ruleset) -> list[str]:
    words = [call.word for call in (ruleset.calls.last_but_one, ruleset.calls.last) if call]
    return words + [e.kings_round.word for e in ruleset.effects.values() if e.kings_round]


def placeholders(key: str) -> set[str] | None:
    """The placeholders the game fills in for the sentence ``key``, or None if there is no such sentence."""
    if key in WITH_RANK:              # going out (playing again) with one rank, ``out_J``: said as ``out`` is
        key = WITH_RANK[key]
    templates = [TEMPLATES[lang][key] for lang in TEMPLATES if key in TEMPLATES[lang]]
    if not templates:
        return {"name"} if key.startswith("call_") else None
    names = {field for template in templates for _, field, _, _ in string.Formatter().parse(template) if field}
    return names | EXTRA_PLACEHOLDERS.get(key, set())


def _words(ruleset: Ruleset) -> list[Problem]:
    known = sorted({key for lang in TEMPLATES for key in TEMPLATES[lang]} | set(WITH_RANK))
    calls = {f"call_{word}" for word in call_words(ruleset)}
    problems: list[Problem] = []
    for key, text in ruleset.words.items():
        allowed = placeholders(key) if key in known or key in calls else None
        if allowed is None:
            guess = closest(key, known + sorted(calls))
            hint = f" (did you mean {guess}?)" if guess else f"; the sentences are: {', '.join(known)}"
            problems.append((("words", key), f"the game has no sentence {key!r}{hint}"))
            continue
        problems += _sentence(key, {"de": text.de, "en": text.en}, allowed)
    return problems


def _sentence(key: str, texts: dict[str, Any], allowed: set[str]) -> list[Problem]:
    """What keeps the game from filling in sentence ``key`` in each language (its texts, placeholders ``allowed``)."""
    return [(("words", key, lang), reason) for lang in ("de", "en") if isinstance(texts.get(lang), str)
            and (reason := template_problem(texts[lang], allowed))]


def sentence_problems(data: dict[str, Any]) -> list[Problem]:
    """The placeholder mistakes of the game's own sentences in a ruleset's data that the schema refused for other
    mistakes: told with those, so a file is not mended in rounds (PLAYTEST197).  (Its own calls' sentences, and
    sentences the game does not have, are checked once the file is valid: what calls it has is not known before.)"""
    words = data.get("words")
    problems: list[Problem] = []
    for key, texts in (words.items() if isinstance(words, dict) else ()):
        allowed = placeholders(key) if isinstance(key, str) and isinstance(texts, dict) else None
        if allowed is not None:
            problems += _sentence(key, texts, allowed)
    return problems


def template_problem(template: str, allowed: set[str]) -> str | None:
    """Why the game could not fill in ``template`` with the values ``allowed``, or None."""
    shown = ", ".join("{" + name + "}" for name in sorted(allowed)) or "none"
    try:
        parts = [(field, spec, conversion) for _, field, spec, conversion in string.Formatter().parse(template)
                 if field is not None]
    except ValueError:
        return "a single { or } in the text: write {{ or }} for a brace, and a placeholder like {name}"
    fields = [field for field, _, _ in parts]
    for field, spec, conversion in parts:   # (a width like {name:>99999999} would fill memory at every line)
        if spec or conversion:
            written = "{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
            return f"{written}: write placeholders plainly, like {{{field or 'name'}}}, without a format"
    for field in fields:
        if field not in allowed:
            guess = closest(field, sorted(allowed))
            hint = f" (did you mean {{{guess}}}?)" if guess else ""
            kind = "an empty {}" if field == "" else f"{{{field}}}"
            return f"{kind} is not a placeholder of this sentence{hint}; it may use {shown}"
    try:
        template.format(**{name: SAMPLE.get(name, "x") for name in allowed})
    except (ValueError, KeyError, IndexError, TypeError, AttributeError) as error:
        return f"the game cannot fill in this text ({error}); write placeholders plainly, like {{name}}"
    return None


def _deals(ruleset: Ruleset, every_table_size: bool) -> list[Problem]:
    """Somebody can go out; and for every table size, the hands and the start card come out of the deck."""
    problems: list[Problem] = []
    try:
        tables = compile_ruleset(ruleset, ruleset.players.min)
    except ValueError as error:  # a card the schema let through but the tables cannot place
        return [((), f"the game cannot use this ruleset: {error}")]
    cards = set(tables.deck)
    if all(tables.last_forbidden[card] for card in cards):
        problems.append((("last_card_forbidden",), "every card of the deck is forbidden as the last card, so "
                         "nobody can ever go out: leave at least one rank allowed"))
    elif all(tables.last_forbidden[card] or tables.follow[card] or tables.give[card] for card in cards):
        problems.append((("effects",), "no card of the deck can be the last one (each is forbidden as the last "
                         "card, must be followed by another (follow), or gives a card away (give)), so nobody "
                         "can ever go out: leave at least one rank plain"))
    if JOKER in tables.deck and not tables.wild[JOKER]:
        problems.append((("pack", "jokers"), "the deck has jokers, but a joker can only be played if it is wild, so "
                         "whoever holds one can never go out: give it an effect like effects: {\"*\": {wild: "
                         "{wish: none}}}, or set jokers to 0"))
    if not every_table_size:
        return problems
    short: list[tuple[int, int, int, int]] = []
    first = ruleset.match.start_cards.first if ruleset.match.start_cards else None
    for players in range(ruleset.players.min, ruleset.players.max + 1):  # the deck and hand compile_ruleset makes
        deck = len(make_deck(ruleset.pack.size, packs_for(ruleset, players), ruleset.pack.jokers))
        hand = first if first is not None else by_players(ruleset.hand_size, players)
        if players * hand + 1 > deck:
            short.append((players, hand, players * hand + 1, deck))
    if short:
        problems.append(_short_deck(ruleset, short, first is not None))
    return problems


def _short_deck(ruleset: Ruleset, short: list[tuple[int, int, int, int]], start_cards: bool) -> Problem:
    players, hand, need, deck = short[0]
    fewest = short[0][0]
    runs: list[list[int]] = []       # (more packs for more players: the sizes between may be dealt, PLAYTEST271 N2)
    for size, *_ in short:
        if runs and runs[-1][-1] == size - 1:
            runs[-1].append(size)
        else:
            runs.append([size])
    spans = [span for run in runs for span in ([f"{run[0]} to {run[-1]}"] if len(run) > 2 else map(str, run))]
    sizes = (", ".join(spans[:-1]) + " and " if len(spans) > 1 else "") + f"{spans[-1]} players"
    fits = [n for n in range(ruleset.players.min, fewest)]
    allow = f"allow at most {fits[-1]} players (players.max), or " if fits else ""
    where: tuple[Any, ...] = ("match", "start_cards", "first") if start_cards else ("hand_size",)
    if not start_cards and isinstance(ruleset.hand_size, dict):
        where = ("hand_size", max((k for k in ruleset.hand_size if k <= players), default=min(ruleset.hand_size)))
    packs, jokers = packs_for(ruleset, players), ruleset.pack.jokers
    more = (f"{packs} pack{'s' if packs != 1 else ''} of {ruleset.pack.size}"
            f"{f' and {jokers} joker' + ('s' if jokers != 1 else '') if jokers else ''}")
    return (where, f"the cards cannot be dealt for {sizes}: {players} × {hand} cards and the start card need "
            f"{need}, the deck has {deck} ({more}); "
            f"{allow}deal fewer cards, or add packs (pack.packs_from)")
