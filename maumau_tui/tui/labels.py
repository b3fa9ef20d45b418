"""How cards, calls and moves read on screen, in one place so every screen says them the same way."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from rich.text import Text

from maumau_tui.cards import (
    DIAMONDS, HEARTS, JOKER, RANK_TEXT, SUITS, TEXT_RANK, card, card_label, card_name, format_card, parse_card, rank_name,
    rank_of, suit_name,
    SUIT_LETTERS, SUIT_SYMBOLS,
)
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.notation import BUY_WORD, Move, format_move
from maumau_tui.rules.compile import ruleset_sentences
from maumau_tui.rules.schema import Effect, Ruleset
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.spelling import spelled
from maumau_tui.level_names import plain_level
from maumau_tui.match_options import RuleChange
from maumau_tui.votes import VoteResult
from maumau_tui.log_words import DEAL, spoken

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game

RED_SUITS = (HEARTS, DIAMONDS)
ACCEPT_LABELS = {"victim": "accept_victim", "gift": "accept_gift", "swap": "accept_swap", "block": "accept_block"}


@dataclass(frozen=True)
class Costs:
    """What the ruleset makes a draw or a challenge cost, and what a joker played as itself asks for, so that a move's
    label can say how many cards and what follows."""

    until_playable: bool = False               # a plain draw goes on until a card fits
    kings_fail: int = 3                        # the caller of a round of Kings who holds no King draws this many
    skip_tops: frozenset[int] = frozenset()    # top cards whose draw penalty also costs the turn
    blind: tuple[int, bool] = (1, False)       # blind play: what a liar or a wrong challenger draws; and misses a turn
    wrong_catch: int = 0                       # cheating allowed: what a catch that finds an honest play costs
    joker_wish: str = "rank"                   # what a joker played as itself wishes: "rank", "suit" or "none"


@dataclass(frozen=True)
class Look:
    """How this app shows things: language, ASCII suits, German-suited names, the ruleset's call words."""

    lang: str = "de"
    ascii_cards: bool = False
    german_pack: bool = False
    calls: tuple[tuple[str, str], ...] = ()   # (call in the move notation, how the ruleset says it in ``lang``)
    costs: Costs = Costs()


def ruleset_words(rules: Ruleset) -> dict[str, dict[str, str]]:
    """The ruleset's own sentences as the engine reads them (``{key: {lang: text}}``)."""
    return ruleset_sentences(rules)


def call_ids(rules: Ruleset) -> list[str]:
    """Every call a player of ``rules`` can make, in the move notation."""
    calls = rules.calls
    ids = [call.word for call in (calls.last_but_one, calls.last) if call]
    ids += [spoken_call.word for spoken_call in calls.last_spoken]
    ids += [effect.kings_round.word for effect in rules.effects.values() if effect.kings_round]
    ids += [BUY_WORD] if any(effect.buy for effect in rules.effects.values()) else []
    return list(dict.fromkeys(ids))


def costs_of(rules: Ruleset) -> Costs:
    """What drawing and challenging cost under ``rules``, and what its joker wishes (see ``Costs``)."""
    kings = [effect.kings_round.fail_draw for effect in rules.effects.values() if effect.kings_round]
    skip_tops: set[int] = set()
    for key, entry in rules.effects.items():
        if entry.draw is None or not entry.draw.then_skip:
            continue
        codes = [JOKER] if key == "*" else [card(rank, suit) for suit in SUITS] if (rank := TEXT_RANK.get(key)) \
            else [parse_card(key)]
        skip_tops.update(code for code in codes if effect_of(rules, code) is entry)   # QS: {...} before Q: {...}
    blind = (rules.blind.penalty, rules.blind.miss_turn) if rules.blind is not None else (1, False)
    wrong_catch = rules.cheating.wrong_catch_penalty if rules.cheating is not None else 0
    joker = rules.effects.get("*")
    wish = joker.wild.wish if joker is not None and joker.wild is not None else "none"
    return Costs(rules.draw.until_playable, kings[0] if kings else Costs.kings_fail, frozenset(skip_tops), blind,
                 wrong_catch, wish)


def for_ruleset(look: Look, rules: Ruleset) -> Look:
    """``look`` for a table of ``rules``: its German-suited names, its call words and what its draws cost."""
    words = ruleset_words(rules)
    return replace(look, german_pack=rules.pack.german, costs=costs_of(rules),
                   calls=tuple((word, spoken(word, look.lang, words)) for word in call_ids(rules)))


def effect_of(rules: Ruleset, card: int) -> Effect | None:
    """What ``card`` does under ``rules``: its own entry (``KS``), else its rank's (``K``), the joker's (``*``)."""
    if card == JOKER:
        return rules.effects.get("*")
    return rules.effects.get(format_card(card)) or rules.effects.get(RANK_TEXT[rank_of(card)])


def ruleset_text(text: Any, lang: str) -> str:
    """One of a ruleset's own texts (its name, its description, an option's) in ``lang``, German spelled out where the
    screen is in ASCII (``spelling``: PLAYTEST116 F1, "zahlen" for "zählen")."""
    return spelled(str(getattr(text, lang, text.en)))


def ruleset_name(rules: Ruleset, lang: str) -> str:
    """The ruleset's name in ``lang`` (once, without the other language's name beside it)."""
    return ruleset_text(rules.name, lang)


def level_word(level: str | None, lang: str) -> str:
    """A bot's level in plain words (``easy`` -> ``leicht``); a level without words as it is."""
    try:
        return tr(lang, f"level_{plain_level(level)}")
    except KeyError:
        return level or ""


def call_word(word: str, look: Look | None = None) -> str:
    """``mau`` -> ``Mau`` (``Letzte Karte`` in Erftschmiede, given its ``look``): how a call is said."""
    if look is not None:
        for said, text in look.calls:
            if said == word:
                return text
    return spoken(word, look.lang if look is not None else "de")


def label_of(code: int, look: Look) -> str:
    """A card's short label in ``look``'s language and pack: ``Q♠`` in English, ``D♠`` in German, ``O♠``
    with a German pack (the move notation, records and scenario files keep ``QS``)."""
    return card_label(code, look.ascii_cards, look.lang, look.german_pack)


def labels_in_hand_order(cards: Iterable[int], hand: Sequence[int], look: Look) -> str:
    """``3♠, J♣``: the cards' labels in the order they have in ``hand``."""
    order = {card: at for at, card in enumerate(hand)}
    return ", ".join(label_of(card, look) for card in sorted(cards, key=lambda card: order.get(card, len(order))))


def card_text(code: int, look: Look, style: str = "") -> Text:
    """A card label with red hearts and diamonds (the rank and suit stay readable without colour)."""
    label_text = label_of(code, look)
    colour = "red" if code != JOKER and code & 3 in RED_SUITS else ""
    return Text(label_text, style=f"{style} {colour}".strip())


def suit_label(suit: int, look: Look) -> str:
    symbol = (SUIT_LETTERS if look.ascii_cards else SUIT_SYMBOLS)[suit]
    return f"{symbol} {spelled(suit_name(suit, look.lang, look.german_pack))}"   # (as the log: PLAYTEST166 F1)


def wish_label(suit: int, rank: int, look: Look) -> str:
    """The active wish in words, or an empty string."""
    if suit >= 0:
        return suit_label(suit, look)
    if rank:
        return spelled(rank_name(rank, look.lang, look.german_pack))
    return ""


def draw_label(view: View, look: Look) -> str:
    """The move ``draw`` in ``view``'s decision, with what it costs: ``Draw 2 cards`` against a 7, ``Draw 2 cards
    and miss the turn``, the failed caller's penalty in a round of Kings, ``Draw until a card fits``."""
    lang, costs = look.lang, look.costs
    if view.kings >= 0:
        return tr(lang, "move_draw_n", n=costs.kings_fail) if view.kings == view.seat else tr(lang, "move_draw")
    if view.pending_draw:
        return tr(lang, "move_draw_n_skip" if view.top in costs.skip_tops else "move_draw_n", n=view.pending_draw)
    return tr(lang, "move_draw_until" if costs.until_playable and not view.following else "move_draw")


def accept_label(view: View, look: Look) -> str:
    """The move ``accept`` in ``view``'s decision: what is accepted (a penalty, a skip, a declared card)."""
    lang = look.lang
    if view.phase == Phase.CAUGHT:
        return tr(lang, "caught_accept", n=view.cheat_penalties[0])
    if view.phase == Phase.CHALLENGING:
        return tr(lang, "challenge_believe", card=label_of(view.top, look))
    if view.may_answer:
        return tr(lang, ACCEPT_LABELS.get(view.window_kind, "move_accept"), n=view.name_draw)
    return tr(lang, "move_accept_skip" if view.pending_skip else "move_accept")


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """A seat's name, "?" for a seat the names do not hold."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def count_cards(n: int, lang: str, column: bool = False) -> str:
    """``1 card``, ``3 cards``; in German in a sentence ``eine Karte`` (REVIEW239 B4), as a count beside a name
    (``column``) ``1 Karte``."""
    if n != 1:
        return tr(lang, "count_cards", n=n)
    return tr(lang, "count_cards_column" if column else "count_cards_1")


def accusing(move: Move, view: View, look: Look) -> bool:
    """A catch that may find an honest play and cost the catcher (where cheating is allowed): not a missed call
    everybody heard, not a blind card turned over (that has its own words)."""
    return bool(look.costs.wrong_catch) and view.phase != Phase.CHALLENGING and move.seat not in view.catchable


def in_decision(move: Move, names: Sequence[str], look: Look, view: View) -> str | None:
    """The label of a move whose cost depends on the decision it is made in (None: any decision alike)."""
    lang = look.lang
    if move.kind == "draw":
        return draw_label(view, look)
    if move.kind == "accept":
        return accept_label(view, look)
    if move.kind == "catch" and accusing(move, view, look):
        return tr(lang, "move_accuse", name=seat_name(names, move.seat), cards=count_cards(look.costs.wrong_catch, lang))
    if move.kind == "catch" and view.phase != Phase.CHALLENGING and move.seat in view.catchable:   # (PLAYTEST217 N3:
        return tr(lang, "move_catch_call", name=seat_name(names, move.seat))   # "Catch Bert" beside a cheat's catch)
    if move.kind == "say" and move.say and view.phase == Phase.CAUGHT:   # the objection, and what it costs if refused
        return tr(lang, "caught_dispute", word=call_word(move.say, look), n=view.cheat_penalties[1])
    if move.kind == "name" and move.seat is not None and 0 <= move.seat < len(view.hand_sizes):   # whom to name: with
        return tr(lang, "move_name_holding", name=seat_name(names, move.seat),                 # the cards each holds
                  cards=count_cards(view.hand_sizes[move.seat], lang, column=True))   # (PLAYTEST173 F8: read off
                  #                                                                       the seat bar)
    if move.kind == "catch" and view.phase == Phase.CHALLENGING:           # turning the face-down card over
        penalty, miss_turn = look.costs.blind
        return tr(lang, "challenge_catch_miss" if miss_turn else "challenge_catch", name=seat_name(names, move.seat),
                  cards=count_cards(penalty, lang))
    return None


def move_label(move: Move, names: Sequence[str], look: Look, view: View | None = None) -> str:
    """A move as a choice in a list: ``Play 7♥ and call “Mau”``, ``♥ Hearts``, ``Catch Ben``.  Given the
    ``view`` of the decision, a move that costs cards says how many (``Draw 2 cards``, not ``Draw a card``)."""
    lang = look.lang
    if view is not None and (text := in_decision(move, names, look, view)) is not None:
        return text
    name = lambda seat: seat_name(names, seat)  # noqa: E731
    if move.kind in ("play", "cheat") and move.cards:
        cards = " ".join(label_of(code, look) for code in move.cards)
        said = f"{cards} ({', '.join(card_name(code, lang, look.german_pack) for code in move.cards)})"
        if move.as_card is not None:  # a joker standing for a card, or a blind play's declaration
            declared = label_of(move.as_card, look)
            said += f" {'als' if lang == 'de' else 'as'} {declared} ({card_name(move.as_card, lang, look.german_pack)})"
        elif view is not None and move.cards == (JOKER,) and any(other.cards == move.cards and other.as_card is not None
                                                                 for other in view.legal):
            said += " als Joker" if lang == "de" else " as a joker"   # (it could stand for a card: the hint says which)
        text = (tr(lang, "move_play_say", card=said, word=call_word(move.say, look)) if move.say
                else tr(lang, "move_play", card=said))
        return text if move.kind == "play" else tr(lang, "move_cheat", text=text)
    if move.kind == "draw":
        return tr(lang, "move_draw")
    if move.kind == "pass":
        return tr(lang, "move_pass")
    if move.kind == "accept":
        return tr(lang, "move_accept")
    if move.kind == "wait":
        return tr(lang, "move_wait")
    if move.kind == "wish":
        if move.suit is not None:
            return suit_label(move.suit, look)
        return rank_name(move.rank or 0, lang, look.german_pack)
    if move.kind == "catch":
        return tr(lang, "move_catch", name=name(move.seat))
    if move.kind == "name":
        return tr(lang, "move_name", name=name(move.seat))
    if move.kind == "give" and move.cards:
        return tr(lang, "move_give", card=f"{label_of(move.card, look)} ({card_name(move.card, lang, look.german_pack)})")
    if move.kind == "say" and move.say:
        return f"„{call_word(move.say, look)}“" if lang == "de" else f"“{call_word(move.say, look)}”"
    return format_move(move, names)


def option_text(rules: Ruleset, name: str, lang: str) -> str:
    """An option as people read it: its description in ``lang``."""
    return ruleset_text(rules.options[name].description, lang)


def value_text(value: bool | int, lang: str) -> str:
    if isinstance(value, bool):
        return tr(lang, "on" if value else "off")
    return str(value)


def scharf_said(game: Game, names: Sequence[str]) -> tuple[int, Callable[[str], str]] | None:
    """A Scharf hand's line for its log, right after the deal's (PLAYTEST124 F4: only the table's panel said it): its
    place in the hand's log and its words in a language; None in any other hand."""
    if not game.scharf:
        return None
    dealt = next((at + 1 for at, event in enumerate(game.log) if event[0] == DEAL), 0)
    return dealt, lambda lang: tr(lang, "scharf_now", name=names[game.dealer])


def vote_sentence(result: VoteResult, rules: Ruleset, names: list[str], lang: str) -> str:
    """The one line the log and the result show for a finished vote."""
    proposal = result.proposal
    option = option_text(rules, proposal.option, lang)
    if result.change is not None:
        return change_sentence(result.change, rules, lang)
    if result.refused_by is not None:
        return tr(lang, "vote_refused_absent" if result.absent else "vote_refused", name=names[result.refused_by],
                  option=option, value=value_text(proposal.old, lang))
    if result.reason is not None:
        return tr(lang, "vote_failed", reason=result.reason)
    # withdrawn: by the proposer, or at one keyboard by the person asked (so nobody is named)
    return tr(lang, "vote_withdrawn", option=option, value=value_text(proposal.old, lang))


def change_sentence(change: RuleChange, rules: Ruleset, lang: str) -> str:
    """A house rule changed by a vote, as the log says it (and the replay, where it was made)."""
    key = "vote_done_now" if change.at_once else "vote_done_next"
    if isinstance(change.value, bool):      # a rule that holds or not: said so, not "– on" (PLAYTEST97 F9)
        key += "_on" if change.value else "_off"
    return tr(lang, key, option=option_text(rules, change.option, lang), value=value_text(change.value, lang))
