"""Why a key does nothing now, in the player's language: the table screen says it instead of staying silent.

``refusal(action, view, info, look, card)`` reads only the seat's view and the ruleset, so it never
tells more than the seat may know.  ``action`` is the table screen's action name (``draw``, ``pass``,
``accept``, ``catch``, ``call``, ``kings``, ``cheat``, ``play``, ``other``); ``card`` the chosen card for
``play``, ``call``, ``kings`` and ``cheat``.
"""

from __future__ import annotations

from maumau_tui.cards import JOKER, card_name, parse_card, parse_rank, rank_name, rank_of, suit_name
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import lookup
from maumau_tui.tui.labels import Look, call_word, count_cards, for_ruleset
from maumau_tui.tui.rules_text import key_name
from maumau_tui.tui.seat_link import TableFacts

KING = 13

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "hidden": "Erst übernimmt jemand die Tastatur.",
        "wait": "Jetzt ist {name} dran.",
        "decide": "Erst die Frage oben beantworten.",
        "drawn": "Schon gezogen: die gezogene Karte legen oder mit p passen.",
        "drawn_any": "Schon gezogen: eine passende Karte legen oder mit p passen.",
        "draw_fits": "Ziehen erst, wenn keine Karte passt: eine Karte in [ ] legen.",
        "draw_skip": "Erst aussetzen (a) – oder weitergeben: {rank} auf {rank}.",
        "draw_skip_only": "Erst aussetzen (a).",
        "draw_not_now": "Ziehen geht gerade nicht.",
        "pass_penalty": "Erst die Strafe ziehen (d).",
        "pass_first_draw": "Passen erst nach dem Ziehen (d); Strafkarten zählen dafür nicht.",
        "pass_fits": "Passen geht nicht, solange eine Karte passt: eine Karte in [ ] legen.",
        "accept_nothing": "Es gibt nichts anzunehmen: niemand muss aussetzen.",
        "accept_penalty": "Nichts anzunehmen: die Strafe ziehen (d).",
        "accept_penalty_skip": "Das Aussetzen gehört zur Strafe: die Strafe ziehen (d).",
        "catch_nobody": "Gerade gibt es niemanden zu erwischen.",
        "call_nothing": "Mit dieser Karte gibt es nichts anzusagen.",
        "call_when": "„{word}“ sagt man mit der vorletzten Karte.",
        "kings_none": "Eine Königsrunde sagt an, wer einen König legt und noch einen hält.",
        "kings_absent": "Eine Königsrunde gibt es in dieser Variante nicht.",
        "kings_other": "Die Königsrunde von {name} läuft: einen König legen oder ziehen (d). "
                       "Eine neue sagt nur an, wer sie eröffnet hat.",
        "kings_open": "Solange eine Strafe oder ein Aussetzen offen ist, sagt niemand eine Königsrunde an.",
        "cheat_none": "Fuschen gibt es in dieser Variante nicht.",
        "cheat_off": "Fuschen ist an diesem Tisch aus (Hausregel: {rule}).",
        "cheat_not_now": "Fuschen geht gerade nicht.",
        "cheat_all_fit": "Fuschen geht gerade nicht: jede deiner Karten passt.",
        "cheat_penalty": "Fuschen geht nicht, solange eine Strafe offen ist: ziehen (d) oder sie beantworten.",
        "cheat_skip": "Fuschen geht nicht, solange ein Aussetzen offen ist.",
        "cheat_drawn": "Fuschen geht nur statt zu ziehen, nicht danach.",
        "cheat_kings": "In einer Königsrunde wird nicht gefuscht.",
        "cheat_last": "Mit der letzten Karte wird nicht gefuscht.",
        "last_forbidden": "{card} darf nicht die letzte Karte sein (nicht ausgehen mit {ranks}): ziehen (d).",
        "last_answering": "{card} darf nicht die letzte Karte sein, wenn sie eine Strafe beantwortet: ziehen (d).",
        "kings_only": "In der Königsrunde passt nur ein König (oder ein Joker als König) – sonst ziehen (d).",
        "kings_last": "Der König, der deine Königsrunde beendet, darf nicht deine letzte Karte sein: ziehen (d).",
        "penalty_open": "Offene Strafe: {cards} ziehen (d) oder beantworten.",
        "penalty_draw": "Offene Strafe: {cards} ziehen (d).",
        "penalty_no_stack": "Offene Strafe: {cards} ziehen (d); in dieser Variante beantwortet eine Karte desselben Werts "
                            "sie nicht.",
        "penalty_drawn": "Nur die eben gezogene Karte beantwortet die Strafe jetzt; sonst die übrigen {n} ziehen (d).",
        "penalty_drawn_one": "Nur die eben gezogene Karte beantwortet die Strafe jetzt; sonst die letzte Strafkarte "
                             "ziehen (d).",
        "wild_not_on": "{card} darf in dieser Variante nicht auf {top}.",
        "wish_suit": "{card} folgt dem Wunsch nicht: {suit} ist gewünscht.",
        "wish_rank": "{card} folgt dem Wunsch nicht: {rank} ist gewünscht.",
        "not_playable": "{card} passt nicht auf {top}.",
        "not_now": "{card} kann jetzt nicht gelegt werden.",
        "drawn_pass": "Schon gezogen, und jetzt lässt sich nichts mehr legen: p passt.",
        "give_keep": "{card} verschenkt eine Karte: eine zum Verschenken und eine zum Ausgehen behalten.",
        "no_card": "Keine Karte gewählt.",
        "nothing": "Diese Taste tut gerade nichts.",
    },
    "en": {
        "hidden": "Someone has to take the keyboard first.",
        "wait": "It is {name}'s turn now.",
        "decide": "Answer the question above first.",
        "drawn": "You have drawn: play the drawn card, or p to pass.",
        "drawn_any": "You have drawn: play a card that fits, or p to pass.",
        "draw_fits": "You can only draw when no card fits: play a card in [ ].",
        "draw_skip": "Accept the skip (a) – or pass it on: {rank} on {rank}.",
        "draw_skip_only": "Accept the skip (a).",
        "draw_not_now": "Drawing is not possible now.",
        "pass_penalty": "Draw the penalty first (d).",
        # (PLAYTEST159 F3: refused right after a penalty was drawn, "Passing only after drawing" read as a contradiction)
        "pass_first_draw": "You can only pass after drawing (d); drawing penalty cards does not count.",
        "pass_fits": "You may not pass while a card fits: play a card in [ ].",
        "accept_nothing": "Nothing to accept: nobody has to miss a turn.",
        "accept_penalty": "Nothing to accept: draw the penalty (d).",
        "accept_penalty_skip": "The missed turn comes with the penalty: draw it (d).",
        "catch_nobody": "There is nobody to catch now.",
        "call_nothing": "Nothing to call with this card.",
        "call_when": "“{word}” goes with the second-to-last card.",
        "kings_none": "A Round of Kings is called by whoever plays a King and holds another.",
        "kings_absent": "This variant has no Round of Kings.",
        "kings_other": "{name}'s Round of Kings is on: play a King or draw (d). Only the one who opened it may open another.",
        "kings_open": "No Round of Kings can be called while a penalty or a skip is pending.",
        "cheat_none": "This variant has no cheating.",
        "cheat_off": "Cheating is off at this table (house rule: {rule}).",
        "cheat_not_now": "Cheating is not possible now.",
        "cheat_all_fit": "Cheating is not possible now: every card of yours fits.",
        "cheat_penalty": "No cheating while a penalty is pending: draw (d) or answer it.",
        "cheat_skip": "No cheating while a skip is pending.",
        "cheat_drawn": "You can cheat instead of drawing, but not after drawing.",
        "cheat_kings": "No cheating in a Round of Kings.",
        "cheat_last": "No cheating with your last card.",
        "last_forbidden": "{card} may not be your last card (nobody goes out with {ranks}): draw (d).",
        "last_answering": "{card} may not be your last card when it answers a penalty: draw (d).",
        "kings_only": "In a Round of Kings only a King (or a joker as a King) fits – else draw (d).",
        "kings_last": "The King that closes your Round of Kings may not be your last card: draw (d).",
        "penalty_open": "A penalty is pending: draw {cards} (d) or answer it.",
        "penalty_draw": "A penalty is pending: draw {cards} (d).",
        "penalty_no_stack": "A penalty is pending: draw {cards} (d); in this variant a card of the same rank does not answer "
                            "it.",
        "penalty_drawn": "Only the card just drawn answers the penalty now; else draw the other {n} (d).",
        "penalty_drawn_one": "Only the card just drawn answers the penalty now; else draw the last card of the penalty "
                             "(d).",
        "wild_not_on": "{card} may not be played on {top} in this variant.",
        "wish_suit": "{card} does not follow the wish for {suit}.",
        "wish_rank": "{card} does not follow the wish for {rank}s.",
        "not_playable": "{card} does not fit on {top}.",
        "not_now": "{card} cannot be played now.",
        "drawn_pass": "You have drawn, and nothing can be played now: p passes.",
        "give_keep": "{card} gives a card away: keep one to give and one to go out with.",
        "no_card": "No card chosen.",
        "nothing": "This key does nothing now.",
    },
}


def drawn(view: View, rules: Ruleset, lang: str) -> str:
    """What is left after drawing: the drawn card or any card that fits (PLAYTEST99 F4: Kronenstube's players were
    told "the drawn card"), or passing."""
    if not any(move.kind == "play" for move in view.legal):
        return _w(lang, "drawn_pass")
    return _w(lang, "drawn_any" if rules.draw.after == "any" else "drawn")


def _w(lang: str, key: str, **values: object) -> str:
    return lookup(WORDS, lang, key, **values)


def nobody_holds(lang: str) -> str:
    """The refusal of a key while nobody holds the keyboard (a hand-off or a claim screen is up)."""
    return _w(lang, "hidden")


def _matches(key: str, card: int) -> bool:
    """Whether an effects-style key (``7``, ``J``, ``JS``, ``*``) names ``card``."""
    if key == "*":
        return card == JOKER
    if card == JOKER:
        return False
    try:
        return rank_of(card) == parse_rank(key)
    except ValueError:
        return parse_card(key) == card


def last_card_reason(card: int, view: View, rules: Ruleset, look: Look) -> str | None:
    """Why ``card`` may not be played as the seat's last card, or None."""
    if len(view.hand) != 1 or view.hand[0] != card:
        return None
    lang, german = look.lang, look.german_pack
    name = card_name(card, lang, german)
    if any(_matches(key, card) for key in rules.last_card_forbidden):
        ranks = ", ".join(key_name(key, lang, german) for key in rules.last_card_forbidden)
        return _w(lang, "last_forbidden", card=name, ranks=ranks)
    if view.pending_draw and any(_matches(key, card) for key in rules.last_card_not_answering):
        return _w(lang, "last_answering", card=name)
    return None


def has_kings_round(rules: Ruleset) -> bool:
    """Whether a round of Kings can be called (``k``): a card opens one, and cards are not played face down."""
    return rules.blind is None and any(effect.kings_round for effect in rules.effects.values())


def cheat_refused(view: View) -> str:
    """Why ``f`` cheats not now, as ``legal.may_cheat`` reads it (PLAYTEST121 F7: "Cheating is not possible now." alone)."""
    if view.pending_draw:
        return "cheat_penalty"
    if view.pending_skip:
        return "cheat_skip"
    if view.drawn:
        return "cheat_drawn"
    if view.kings >= 0:
        return "cheat_kings"
    if len(view.hand) <= 1:
        return "cheat_last"
    playable = {card for move in view.legal if move.kind == "play" for card in move.cards}
    return "cheat_all_fit" if view.my_turn and set(view.hand) <= playable else "cheat_not_now"   # (PLAYTEST217 N4)


def cheat_off(info: TableFacts, lang: str) -> str:
    """Where an option of the table (a house rule, chosen or voted) took the variant's cheating away, the sentence
    naming it (PLAYTEST176 F3: "this variant has no cheating" of Erftschmiede); "" where the variant has none."""
    for name, option in info.ruleset.options.items():
        if info.options.get(name) and "cheating" in option.set:
            described = option.description.de if lang == "de" else option.description.en
            return _w(lang, "cheat_off", rule=described.rstrip("."))
    return ""


def refusal(action: str, view: View, info: TableFacts, look: Look, card: int | None = None) -> str:
    """The sentence for a key that does nothing now (``action`` has no legal move for this seat)."""
    look = for_ruleset(look, info.ruleset)
    lang, rules = look.lang, info.ruleset
    if view.seat < 0:   # nobody's view: in a bot's turn, whose turn it is (PLAYTEST201), else take the keyboard
        return _w(lang, "wait", name=view.names[view.actor]) if view.actor in info.bots else nobody_holds(lang)
    if not (view.my_turn or view.may_answer):
        if action == "catch":
            return _w(lang, "catch_nobody")
        return _w(lang, "wait", name=view.names[view.actor]) if view.actor >= 0 else _w(lang, "nothing")
    if view.phase not in (Phase.TURN, Phase.ANSWERING) and action not in ("other",):
        return _w(lang, "decide")
    if action == "draw":
        if view.drawn:
            return drawn(view, rules, lang)
        if view.pending_skip:
            return skip_first(view, rules, look)
        if not rules.draw.when_able and any(move.kind == "play" for move in view.legal):
            return _w(lang, "draw_fits")
        return _w(lang, "draw_not_now")
    if action == "pass":
        if view.pending_draw:   # (PLAYTEST282 N5: "Draw the penalty first (d)" to one whose 7 could answer it)
            answers = any(move.kind == "play" for move in view.legal)
            return _w(lang, "penalty_open", cards=count_cards(view.pending_draw, lang)) if answers else \
                _w(lang, "pass_penalty")
        if view.pending_skip:
            return skip_first(view, rules, look)
        if not any(move.kind == "draw" for move in view.legal) and any(move.kind == "play" for move in view.legal):
            return _w(lang, "pass_fits")   # (PLAYTEST258 N2: "only after drawing (d)", and d was refused in turn)
        return _w(lang, "pass_first_draw")
    if action == "accept":   # a penalty that also skips is accepted by drawing it (PLAYTEST236 N7: "Nothing to accept")
        if not view.pending_draw:
            return _w(lang, "accept_nothing")
        return _w(lang, "accept_penalty_skip" if view.top in look.costs.skip_tops else "accept_penalty")
    if action == "catch":
        return _w(lang, "catch_nobody")
    if action == "cheat":
        if rules.cheating is None:
            return cheat_off(info, lang) or _w(lang, "cheat_none")
        return _w(lang, cheat_refused(view))
    if action == "kings":       # (PLAYTEST102 F1: in another's round "who plays a King and holds another" was said)
        if not has_kings_round(rules):
            return _w(lang, "kings_absent")
        if view.kings >= 0 and view.kings != view.seat:
            return _w(lang, "kings_other", name=view.names[view.kings])
        return _w(lang, "kings_open" if view.pending_draw or view.pending_skip else "kings_none")
    if action in ("play", "call"):
        if card is None:
            return _w(lang, "no_card")
        if (reason := last_card_reason(card, view, rules, look)) is not None:
            return reason
        # m on a card that goes: when the call is made; on one that does not go at all: why, as for a play
        # (PLAYTEST208 F2: "goes with the second-to-last card" was said to one who held it, and no card fitted)
        if action == "call" and any(move.kind == "play" and card in move.cards for move in view.legal):
            word = rules.calls.last_but_one.word if rules.calls.last_but_one else ""
            return _w(lang, "call_when", word=call_word(word, look)) if word else _w(lang, "call_nothing")
        if view.kings >= 0:
            closing = view.kings == view.seat and len(view.hand) == 1 and (card == JOKER or rank_of(card) == KING)
            return _w(lang, "kings_last" if closing else "kings_only")
        if view.pending_draw:          # (the seat's own moves: whether one of its cards answers the penalty)
            answers = any(move.kind == "play" for move in view.legal)
            cards = count_cards(view.pending_draw, lang)
            if view.drawn:             # (a penalty card just drawn that may answer it: Faraón's option)
                said = "penalty_drawn_one" if view.pending_draw == 1 else "penalty_drawn"   # (not "the other 1")
                return _w(lang, said if answers else "penalty_draw", n=view.pending_draw, cards=cards)
            if not answers and card is not None and card != JOKER and rank_of(card) == rank_of(view.top):
                return _w(lang, "penalty_no_stack", cards=cards)   # (PLAYTEST240 N5: a 7 on a 7 in standard)
            return _w(lang, "penalty_open" if answers else "penalty_draw", cards=cards)
        return misfit(card, view, rules, look)
    return _w(lang, "nothing")


def skip_first(view: View, rules: Ruleset, look: Look) -> str:
    """A skip to take first; where the ruleset lets it be passed on (Prší's Ace on an Ace), how (PLAYTEST211 F2: "with
    the same card" read as the very card on the pile, and was said where nothing passes a skip on)."""
    if not compile_ruleset(rules, len(view.names)).skip_stack[view.top]:
        return _w(look.lang, "draw_skip_only")
    return _w(look.lang, "draw_skip", rank=rank_name(rank_of(view.top), look.lang, look.german_pack))


def misfit(card: int, view: View, rules: Ruleset, look: Look) -> str:
    """Why ``card`` cannot be played now, said only where it is so, from what everybody sees and the seat's own
    hand: a window that takes its answers only, a skip to answer, the draw made this turn, a card that gives one
    away with too few left, then (a card that does not fit) a wild card's own bar (no Jack on a Jack), the wish or
    the card beneath; a card that fits but is barred by something else is said to be barred now, no more."""
    lang, german = look.lang, look.german_pack
    name, top = card_name(card, lang, german), card_name(view.top, lang, german)
    if view.phase != Phase.TURN or card == JOKER or rules.blind is not None:
        return _w(lang, "not_now", card=name)
    if view.pending_skip:
        return skip_first(view, rules, look)
    if view.drawn and rules.draw.after != "any":
        return drawn(view, rules, lang)
    T = compile_ruleset(rules, len(view.names))      # (the rules as the engine reads them: what fits, a gift)
    if len(view.hand) < 3 and T.give[card]:
        return _w(lang, "give_keep", card=name)
    if T.playable(view.top, view.wish_suit, view.wish_rank)[card]:
        return _w(lang, "not_now", card=name)
    if T.wild[card]:
        return _w(lang, "wild_not_on", card=name, top=top)
    if view.wish_suit >= 0:
        return _w(lang, "wish_suit", card=name, suit=suit_name(view.wish_suit, lang, german))
    if view.wish_rank > 0:
        return _w(lang, "wish_rank", card=name, rank=rank_name(view.wish_rank, lang, german))
    return _w(lang, "not_playable", card=name, top=top)
