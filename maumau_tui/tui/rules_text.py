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
        # Erftschmiede and the last regional rules
        "drawn_answer": " Wer die Strafe zieht und unter den ersten {n} Karten eine findet, die sie beantwortet oder "
                        "aufhebt, darf diese sofort legen: der Rest der Strafe entfällt, und der Zug ist vorbei; "
                        "wer sie behält, zieht den Rest.",
        "block_with": " Blocken: Wer aussetzen müsste, darf sofort {card} derselben Farbe legen („Geblockt“) und ist "
                      "dann normal dran; wer vor ihm dran wäre, setzt trotzdem aus.",
        "name_chain": "Kette: Der Genannte kann mit einer Karte dieses Werts antworten und selbst einen anderen nennen, "
                      "der eine Karte mehr zieht; danach geht es nach dem ersten Spieler weiter.",
        "return_penalty": "Auf eine offene Ziehstrafe gelegt („Zurück“), geht die Strafe unverändert an den "
                          "Vorgänger zurück, und die Spielrichtung wechselt.",
        "give": "„Für Dich“: Wer sie legt, nennt einen Mitspieler und gibt ihm eine eigene Karte. Der Genannte kann "
                "sich mit einer Karte dieses Werts entziehen und gibt dafür selbst eine Karte zurück („Für Dich zurück“).",
        "buy": "„Kauf ich“: Wer sie legt, nimmt die Karte darunter auf die Hand – nicht, wenn es seine letzte Karte ist.",
        "swap": "Wer sie legt, tauscht alle Handkarten mit einem Mitspieler seiner Wahl („Ich tausche mit Dir“).",
        "swap_redirect": " Der Genannte kann mit einer Karte dieses Werts einen anderen nennen, der stattdessen "
                         "tauscht („Tausch lieber mit …“).",
        "swap_stop": " Mit {ranks} kann jeder den ganzen Tausch sofort abblasen („Hier wird nicht getauscht“).",
        "kings_round": "Wer beim Legen mindestens {n} Karten dieses Werts hält (die gelegte mitgezählt), darf "
                       "„{word}“ ansagen: Reihum legt jeder eine solche Karte (auch einen Joker dafür) oder zieht "
                       "eine Karte. Kommt die Runde zurück, beendet der Ansager sie mit einer weiteren solchen Karte "
                       "oder sagt eine neue an; kann er das nicht, zieht er {fail} Strafkarte(n) und setzt aus. Mit der "
                       "Karte, die die Runde beendet, darf niemand ausgehen.",
        "declare": "Sie kann auch für jede andere Karte stehen: Beim Legen wird angesagt, für welche, und sie wirkt "
                   "dann wie diese.",
        "arithmetic": "Drunter/Drüber: Auf eine Karte passt, gleich in welcher Farbe, auch ein Wert {parts} "
                      "({a} = 1 und neben {k_dat}, {j} = 11, {q} = 12, {k} = 13); ein Wunsch geht vor.",
        "arith_one": "einen drunter oder drüber", "arith_double": "die Hälfte oder das Doppelte",
        "arith_triple": "ein Drittel oder das Dreifache", "arith_fourfold": "ein Viertel oder das Vierfache",
        "arith_fivefold": "ein Fünftel oder das Fünffache",
        "not_answering": "Mit {ranks} darf niemand ausgehen, wenn er damit eine offene Ziehstrafe beantwortet.",
        "open_actions": "Öffnet die letzte Karte des Gewinners noch eine Aktion (etwa: ein Mitspieler muss ziehen), "
                        "wird sie vor dem Ende des Spiels noch ausgeführt.",
        "cheating": "Fuschen ist erlaubt: eine Karte legen, die nicht passt. Wer vor dem nächsten Zug dabei erwischt "
                    "wird, nimmt sie zurück und zieht {n} Strafkarte(n); wer sich wehrt (Einspruch), zieht {m}.",
        "window": "Antworten außer der Reihe ({what}) gehen nur {n} Sekunden lang; Bots antworten sofort.",
        "window_block": "Blocken", "window_swap": "einen Tausch umleiten oder abblasen", "window_and": ", ",
        "redraw": "Diese Startkarten bleiben nicht liegen: {ranks} – eine solche Karte kommt in die Mitte des "
                  "Talons, und die nächste wird aufgedeckt.",
        "winner_collects": "Wer zuerst ausgeht, bekommt die Punkte aller Karten, die die anderen noch auf der Hand "
                           "haben; die anderen bekommen 0.",
        "finish_points": "Punkte für die Karte, mit der der Gewinner ausgeht: {values} (negativ: vom Stand abgezogen).",
        "target_wins": "Die Punkte zählen über mehrere Spiele: Wer zuerst {n} erreicht, gewinnt das Match (wer dann "
                       "die meisten hat); alle anderen haben verloren.",
        "reset_at": "Wer nach einem Spiel auf genau {n} Punkte kommt, fällt auf 0 zurück.",
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
        # Erftschmiede and the last regional rules
        "drawn_answer": " Who draws the penalty and finds a card among the first {n} that answers or cancels it may "
                        "play it at once: the rest of the penalty is dropped and the turn ends; who keeps it draws "
                        "the rest.",
        "block_with": " Block: a player who would miss the turn may at once play {card} of the same suit (“Blocked”) "
                      "and then takes a normal turn; the players before still miss theirs.",
        "name_chain": "Chain: the named player may answer with a card of this rank and name another player, who draws "
                      "one card more; then play goes on after the first card's player.",
        "return_penalty": "Played on an open draw penalty (“Back to you”), it sends the penalty back unchanged to the "
                          "player before, and the direction of play reverses.",
        "give": "“For you”: its player names another player and gives them one of their own cards. The named player "
                "may escape with a card of this rank and then gives one of their own cards back.",
        "buy": "“I'll buy that”: its player takes the card beneath it into hand – not when it is their last card.",
        "swap": "Its player swaps whole hands with a player of their choice (“I swap with you”).",
        "swap_redirect": " The named player may play a card of this rank and name another player to swap instead "
                         "(“Swap with … instead”).",
        "swap_stop": " Anybody may call the whole swap off at once with {ranks} (“No swapping here”).",
        "kings_round": "Who holds at least {n} cards of this rank (the one played included) may call “{word}” "
                       "(a round of {own}s): in turn everybody plays such a card (or a joker for it) or draws one "
                       "card. When play comes back, the caller closes the round with another such card or calls a "
                       "new one; if they cannot, they draw {fail} penalty card(s) and miss the turn. Nobody may go "
                       "out with the card that closes the round.",
        "declare": "It may also stand for any other card: declared when played, it does what that card does.",
        "arithmetic": "Rank arithmetic: whatever the suit, a rank also fits that is {parts} the top card's "
                      "({a} = 1 and next to {k_dat}, {j} = 11, {q} = 12, {k} = 13); a wish still decides.",
        "arith_one": "one below or above", "arith_double": "half or double",
        "arith_triple": "a third or three times", "arith_fourfold": "a quarter or four times",
        "arith_fivefold": "a fifth or five times",
        "not_answering": "Nobody may go out with {ranks} when answering an open draw penalty with it.",
        "open_actions": "If the winner's last card opens an action (such as a player having to draw), it is still "
                        "carried out before the hand ends.",
        "cheating": "Cheating is allowed: playing a card that does not fit. Who is caught at it before the next move "
                    "takes it back and draws {n} penalty card(s); who disputes the catch draws {m}.",
        "window": "Answers out of turn ({what}) are open for {n} seconds only; bots answer at once.",
        "window_block": "a block", "window_swap": "redirecting or stopping a swap", "window_and": ", ",
        "redraw": "These start cards may not stay: {ranks} – such a card is buried in the middle of the stock and "
                  "the next card is turned up.",
        "winner_collects": "Who goes out first collects the points of all cards left in the other hands; the others "
                           "score 0.",
        "finish_points": "Points for the card the winner goes out with: {values} (negative: taken off the total).",
        "target_wins": "Points add up over several hands: the first to reach {n} wins the match (the highest total "
                       "then); everyone else has lost.",
        "reset_at": "A total of exactly {n} after a hand goes back to 0.",
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


# The German names with their article, as the object of a sentence ("legt die 5", "neben dem König").
ACCUSATIVE_DE = {"Bube": "den Buben", "Unter": "den Unter", "Dame": "die Dame", "Ober": "den Ober",
                 "König": "den König", "Ass": "das Ass", "Daus": "den Daus", "Joker": "den Joker"}
DATIVE_DE = {"Bube": "dem Buben", "Unter": "dem Unter", "Dame": "der Dame", "Ober": "dem Ober",
             "König": "dem König", "Ass": "dem Ass", "Daus": "dem Daus", "Joker": "dem Joker"}


def _the(key: str, lang: str, german: bool, dative: bool = False) -> str:
    """A rank with its definite article: ``die 5`` / ``dem König`` / ``the 5``."""
    name = key_name(key, lang, german)
    if lang != "de":
        return f"the {name}"
    return (DATIVE_DE if dative else ACCUSATIVE_DE).get(name, f"der {name}" if dative else f"die {name}")


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
            if value.drawn_answer:
                text += _w(lang, "drawn_answer", n=value.drawn_answer)
            sentences.append(text)
        elif field == "skip":
            text = _w(lang, "skip1") if value.count == 1 else _w(lang, "skip", n=value.count)
            text += _w(lang, "skip_stack", rank=own) if value.stack else ""
            if value.block_with:
                text += _w(lang, "block_with", card=_the(value.block_with, lang, german))
            sentences.append(text)
        elif field == "wild":
            not_on = _w(lang, "not_on", ranks=_ranks(value.not_on, lang, german)) if value.not_on else ""
            sentences.append(_w(lang, "wild", not_on=not_on, what=_w(lang, f"wish_{value.wish}")))
        elif field in ("follow", "again", "reverse", "eat", "cancel",
                       "name_chain", "return_penalty", "give", "buy", "declare"):
            sentences.append(_w(lang, field))
        elif field == "swap":
            text = _w(lang, "swap")
            if value.redirect:
                text += _w(lang, "swap_redirect")
            if value.stop_with:
                text += _w(lang, "swap_stop", ranks=_ranks(value.stop_with, lang, german))
            sentences.append(text)
        elif field == "kings_round":
            sentences.append(_w(lang, "kings_round", n=value.min_held, word=call_word(value.word),
                                fail=value.fail_draw, own=own))
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


def _arithmetic(rules: Ruleset, lang: str) -> str:
    german = rules.pack.german
    parts = ", ".join(_w(lang, f"arith_{kind}") for kind in rules.rank_arithmetic)
    names = {letter: key_name(letter.upper(), lang, german) for letter in "ajqk"}
    return _w(lang, "arithmetic", parts=parts, k_dat=_the("K", lang, german, dative=True), **names)


def _window(rules: Ruleset, lang: str) -> str | None:
    """The time for answers out of turn, when the ruleset has any (a block, a swap)."""
    effects = rules.effects.values()
    kinds = [kind for kind, used in (("block", any(e.skip and e.skip.block_with for e in effects)),
                                     ("swap", any(e.swap for e in effects))) if used]
    if not kinds:
        return None
    what = _w(lang, "window_and").join(_w(lang, f"window_{kind}") for kind in kinds)
    return _w(lang, "window", what=what, n=rules.window_seconds)


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
    if rules.start.redraw:
        lines.append(_w(lang, "redraw", ranks=_ranks(rules.start.redraw, lang, rules.pack.german)))
    if rules.hand_ends == "one_left":
        lines.append(_w(lang, "one_left"))
    if rules.multi_play:
        lines.append(_w(lang, "multi_play"))
    if rules.last_card_forbidden:
        lines.append(_w(lang, "last_forbidden", ranks=", ".join(rules.last_card_forbidden)))
    if rules.last_card_not_answering:
        lines.append(_w(lang, "not_answering", ranks=_ranks(rules.last_card_not_answering, lang, rules.pack.german)))
    if rules.out_after_round:
        lines.append(_w(lang, "out_after_round"))
    if rules.open_actions_after_out:
        lines.append(_w(lang, "open_actions"))
    if rules.rank_arithmetic:
        lines.append(_arithmetic(rules, lang))
    if rules.blind is not None:
        lines.append(_w(lang, "blind", n=rules.blind.penalty))
    if rules.cheating is not None:
        lines.append(_w(lang, "cheating", n=rules.cheating.penalty, m=rules.cheating.dispute_penalty))
    if window := _window(rules, lang):
        lines.append(window)
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
    if scoring.mode == "winner":
        lines.append(_w(lang, "winner_collects"))
    if scoring.values:
        values = ", ".join(f"{key_name(rank, lang, german)} {points}" for rank, points in scoring.values.items())
        lines.append(_w(lang, "values", values=values))
    for rank, factor in scoring.win_multiplier.items():
        lines.append(_w(lang, "multiplier", rank=key_name(rank, lang, german), n=factor))
    if scoring.finish_points:
        values = ", ".join(f"{key_name(key, lang, german)} {points}" for key, points in scoring.finish_points.items())
        lines.append(_w(lang, "finish_points", values=values))
    if rules.settle_penalty_after_out:
        lines.append(_w(lang, "after_out"))
    if rules.match.target_wins and rules.match.target:
        lines.append(_w(lang, "target_wins", n=rules.match.target))
    if rules.match.reset_at is not None:
        lines.append(_w(lang, "reset_at", n=rules.match.reset_at))
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
