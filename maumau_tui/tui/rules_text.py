"""The rules page of a ruleset, written from the ruleset's own data so it never drifts from the game.

Known effect fields get a sentence in German and English; a field this page does not know yet is
shown with the description the ruleset schema gives it, so new effects still appear.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from maumau_tui.cards import card_name, parse_card, parse_rank, rank_name
from maumau_tui.rules.schema import Effect, Ruleset
from maumau_tui.tui.labels import call_word

Section = tuple[str, list[str]]

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "general": "Allgemein", "cards": "Besondere Karten", "calls": "Ansagen", "scoring": "Wertung",
        "options": "Optionen", "source": "Quelle: {text}",
        "pack": "{size} Karten{packs}{jokers}; {min}–{max} Spieler.",
        "packs": " × {n} Spiele", "packs_from": " (ab {players} Spielern {n} Spiele)",
        "jokers": ", {n} Joker",
        "hand": "Jeder bekommt {n} Karten.", "hand_by": "Karten je Spieler: {table}.",
        "draw_able": "Ziehen ist auch erlaubt, wenn eine Karte passt.",
        "draw_unable": "Wer nicht legen kann, zieht eine Karte.",
        "after_drawn": "Passt die gezogene Karte, darf sie gleich gelegt werden.",
        "after_any": "Nach dem Ziehen darf jede passende Karte gelegt werden.",
        "after_none": "Nach dem Ziehen ist der Zug vorbei.",
        "start_effect": "Die Startkarte gilt als vom Geber gespielt.",
        "start_plain": "Die Startkarte hat keine Wirkung.",
        "draw": "Der Nächste zieht {n}.", "draw_stack": " Mit {answer} beantwortbar: die Strafe wächst um {step}.",
        "draw_skip": " Wer zieht, setzt auch aus.",
        "skip1": "Der Nächste setzt aus.", "skip": "Die nächsten {n} Spieler setzen aus.",
        "skip_stack": " Mit {rank} weiterzugeben.",
        "wild": "Passt auf jede Karte{not_on}; wer sie legt, wünscht sich {what}.",
        "not_on": " außer auf {ranks}", "wish_suit": "eine Farbe", "wish_rank": "einen Wert",
        "wish_none": "nichts",
        "follow": "Wer sie legt, muss sofort eine passende Karte nachlegen, sonst eine ziehen.",
        "again": "Wer sie legt, ist gleich noch einmal dran.", "reverse": "Die Spielrichtung wechselt.",
        "last_but_one": "Mit der vorletzten Karte „{word}“ sagen; vergessen kostet {n} Strafkarte(n).",
        "catch_next_turn": " Erwischen bis zum nächsten Zug des Spielers.",
        "catch_out": " Erwischen, bis der Spieler die letzte Karte legt.",
        "last": "Mit der letzten Karte „{word}“ sagen", "last_required": " (nötig beim Ausgehen mit {ranks})",
        "no_calls": "Keine Ansagen.",
        "values": "Punkte für Karten auf der Hand: {values}.",
        "multiplier": "Gewonnen mit {rank}: alle Punkte × {n}.",
        "after_out": "Eine offene Strafe der letzten Karte wird noch gezogen.",
        "on": "an", "off": "aus", "joker": "Joker",
        "eat": "Frisst die oberste Karte: beide gehen aus dem Spiel, weiter geht es auf der Karte darunter.",
        "name_draw": "Wer sie legt, bestimmt einen Mitspieler, der {n} Karte(n) zieht.",
        "others_draw": "Alle anderen ziehen {n} Karte(n).",
        "cancel": "Darf auf eine offene Ziehstrafe gelegt werden und hebt sie auf.",
        "multi_play": "Mehrere Karten gleichen Werts dürfen auf einmal gelegt werden, wenn die erste passt.",
        "last_forbidden": "Mit {ranks} darf niemand ausgehen.",
        "out_after_round": "Wer die letzte Karte legt, hat erst gewonnen, wenn er eine Runde lang nichts ziehen musste.",
        "blind": "Blind: Karten verdeckt legen und ansagen; der Nächste glaubt oder deckt auf (Strafe {n} Karte(n)).",
        "one_left": "Gespielt wird, bis nur noch einer Karten hat: der verliert.",
    },
    "en": {
        "general": "General", "cards": "Special cards", "calls": "Calls", "scoring": "Scoring",
        "options": "Options", "source": "Source: {text}",
        "pack": "{size} cards{packs}{jokers}; {min}–{max} players.",
        "packs": " × {n} packs", "packs_from": " ({n} packs from {players} players)",
        "jokers": ", {n} jokers",
        "hand": "Everybody gets {n} cards.", "hand_by": "Cards per player: {table}.",
        "draw_able": "Drawing is allowed even when a card fits.",
        "draw_unable": "Who cannot play draws a card.",
        "after_drawn": "If the drawn card fits, it may be played at once.",
        "after_any": "After drawing, any fitting card may be played.",
        "after_none": "Drawing ends the turn.",
        "start_effect": "The start card counts as played by the dealer.",
        "start_plain": "The start card has no effect.",
        "draw": "The next player draws {n}.", "draw_stack": " Can be answered with {answer}: the penalty grows by {step}.",
        "draw_skip": " Who draws also misses the turn.",
        "skip1": "The next player misses a turn.", "skip": "The next {n} players miss a turn.",
        "skip_stack": " Can be passed on with {rank}.",
        "wild": "Fits on any card{not_on}; its player wishes for {what}.",
        "not_on": " except {ranks}", "wish_suit": "a suit", "wish_rank": "a rank", "wish_none": "nothing",
        "follow": "Its player must at once play another fitting card, or draw one.",
        "again": "Its player goes again.", "reverse": "The direction of play reverses.",
        "last_but_one": "Call “{word}” with the second-to-last card; forgetting costs {n} penalty card(s).",
        "catch_next_turn": " Others may catch it until the player's next turn.",
        "catch_out": " Others may catch it until the player plays the last card.",
        "last": "Call “{word}” with the last card", "last_required": " (needed to go out with {ranks})",
        "no_calls": "No calls.",
        "values": "Points for cards left in hand: {values}.",
        "multiplier": "Won with {rank}: all points × {n}.",
        "after_out": "An open penalty of the last card is still drawn.",
        "on": "on", "off": "off", "joker": "Joker",
        "eat": "Eats the top card: both leave the game, play goes on on the card beneath.",
        "name_draw": "Its player names another player, who draws {n} card(s).",
        "others_draw": "Everybody else draws {n} card(s).",
        "cancel": "May be played on an open draw penalty and cancels it.",
        "multi_play": "Several cards of one rank may be played at once if the first one fits.",
        "last_forbidden": "Nobody may go out with {ranks}.",
        "out_after_round": "Who plays the last card has won only after a whole round without having to draw.",
        "blind": "Blind: cards go down face down and declared; the next player believes or challenges (penalty {n} card(s)).",
        "one_left": "Play goes on until one player holds cards: that player loses.",
    },
}


def _w(lang: str, key: str, **values: object) -> str:
    return WORDS.get(lang, WORDS["en"])[key].format(**values)


def key_name(key: str, lang: str, german: bool) -> str:
    """An effects key (``7``, ``J``, ``JS``, ``*``) as a name: ``7``, ``Bube``, ``Pik Bube``, ``Joker``."""
    if key == "*":
        return _w(lang, "joker")
    try:
        return rank_name(parse_rank(key), lang, german)
    except ValueError:
        return card_name(parse_card(key), lang, german)


def _ranks(ranks: list[str], lang: str, german: bool) -> str:
    return ", ".join(key_name(rank, lang, german) for rank in ranks)


def effect_lines(key: str, effect: Effect, lang: str, german: bool) -> list[str]:
    """Sentences for what one card does; unknown fields fall back to the schema's description."""
    sentences: list[str] = []
    own = key_name(key, lang, german)
    for field, value in effect:
        if value in (None, False):
            continue
        if field == "draw":
            text = _w(lang, "draw", n=value.amount)
            if value.stack:
                answer = _ranks(value.answer_with, lang, german) if value.answer_with else own
                text += _w(lang, "draw_stack", answer=answer, step=value.step or value.amount)
            if value.then_skip:
                text += _w(lang, "draw_skip")
            sentences.append(text)
        elif field == "skip":
            text = _w(lang, "skip1") if value.count == 1 else _w(lang, "skip", n=value.count)
            sentences.append(text + (_w(lang, "skip_stack", rank=own) if value.stack else ""))
        elif field == "wild":
            not_on = _w(lang, "not_on", ranks=_ranks(value.not_on, lang, german)) if value.not_on else ""
            sentences.append(_w(lang, "wild", not_on=not_on, what=_w(lang, f"wish_{value.wish}")))
        elif field in ("follow", "again", "reverse", "eat", "cancel"):
            sentences.append(_w(lang, field))
        elif field in ("name_draw", "others_draw"):
            sentences.append(_w(lang, field, n=value))
        else:
            sentences.append(_generic(field, value, Effect))
    return sentences


def _generic(field: str, value: Any, model: type[BaseModel]) -> str:
    info = model.model_fields.get(field)
    description = info.description if info is not None and info.description else field
    if isinstance(value, BaseModel):
        value = ", ".join(f"{k}={v}" for k, v in value.model_dump().items() if v not in (None, False, [], {}))
    return f"{description} ({value})" if value is not True else description


def _general(rules: Ruleset, lang: str) -> list[str]:
    pack = rules.pack
    packs = _w(lang, "packs", n=pack.packs) if pack.packs > 1 else ""
    packs += "".join(_w(lang, "packs_from", players=p, n=n) for p, n in sorted(pack.packs_from.items()))
    jokers = _w(lang, "jokers", n=pack.jokers) if pack.jokers else ""
    lines = [_w(lang, "pack", size=pack.size, packs=packs, jokers=jokers,
                min=rules.players.min, max=rules.players.max)]
    if isinstance(rules.hand_size, int):
        lines.append(_w(lang, "hand", n=rules.hand_size))
    else:
        table = ", ".join(f"{players}+: {cards}" for players, cards in sorted(rules.hand_size.items()))
        lines.append(_w(lang, "hand_by", table=table))
    lines.append(_w(lang, "draw_able") if rules.draw.when_able else _w(lang, "draw_unable"))
    lines.append(_w(lang, f"after_{rules.draw.after}"))
    lines.append(_w(lang, "start_effect") if rules.start.effect else _w(lang, "start_plain"))
    if rules.hand_ends == "one_left":
        lines.append(_w(lang, "one_left"))
    if rules.multi_play:
        lines.append(_w(lang, "multi_play"))
    if rules.last_card_forbidden:
        lines.append(_w(lang, "last_forbidden", ranks=", ".join(rules.last_card_forbidden)))
    if rules.out_after_round:
        lines.append(_w(lang, "out_after_round"))
    if rules.blind is not None:
        lines.append(_w(lang, "blind", n=rules.blind.penalty))
    return lines


def _calls(rules: Ruleset, lang: str, german: bool) -> list[str]:
    lines = []
    if call := rules.calls.last_but_one:
        lines.append(_w(lang, "last_but_one", word=call_word(call.word), n=call.penalty)
                     + _w(lang, f"catch_{call.catch_until}"))
    if last := rules.calls.last:
        required = _w(lang, "last_required", ranks=_ranks(last.required_with, lang, german)) if last.required_with else ""
        lines.append(_w(lang, "last", word=call_word(last.word)) + required + ".")
    return lines or [_w(lang, "no_calls")]


def _scoring(rules: Ruleset, lang: str, german: bool) -> list[str]:
    scoring = rules.scoring
    lines = []
    if scoring.values:
        values = ", ".join(f"{key_name(rank, lang, german)} {points}" for rank, points in scoring.values.items())
        lines.append(_w(lang, "values", values=values))
    for rank, factor in scoring.win_multiplier.items():
        lines.append(_w(lang, "multiplier", rank=key_name(rank, lang, german), n=factor))
    if rules.settle_penalty_after_out:
        lines.append(_w(lang, "after_out"))
    return lines


def option_lines(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> list[str]:
    lines = []
    for name, option in rules.options.items():
        value = (chosen or {}).get(name, option.default)
        state = (_w(lang, "on") if value else _w(lang, "off")) if isinstance(value, bool) else str(value)
        lines.append(f"{getattr(option.description, lang, option.description.en)} [{state}]")
    return lines


def rules_sections(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> list[Section]:
    """The rules page as titled sections of plain sentences."""
    german = rules.pack.german
    description = getattr(rules.description, lang, rules.description.en)
    general = [description, *_general(rules, lang)]
    if rules.source:
        general.append(_w(lang, "source", text=rules.source))
    cards = [f"{key_name(key, lang, german)}: {' '.join(effect_lines(key, effect, lang, german))}"
             for key, effect in rules.effects.items()]
    sections: list[Section] = [(_w(lang, "general"), general), (_w(lang, "cards"), cards),
                               (_w(lang, "calls"), _calls(rules, lang, german))]
    if scoring := _scoring(rules, lang, german):
        sections.append((_w(lang, "scoring"), scoring))
    if rules.options:
        sections.append((_w(lang, "options"), option_lines(rules, lang, chosen)))
    return sections


def rules_plain(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> str:
    """The rules page as plain text (for tests and for a terminal without the app)."""
    return "\n\n".join(f"{title}\n" + "\n".join(f"- {line}" for line in lines)
                       for title, lines in rules_sections(rules, lang, chosen))
