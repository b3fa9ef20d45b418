"""The rules page of a ruleset, written from the ruleset's own data so it never drifts from the game.

Known effect fields get a sentence in German and English; a field this page does not know yet is
shown with the description the ruleset schema gives it, so new effects still appear.
"""

from __future__ import annotations

import re

from typing import Any

from pydantic import BaseModel

from maumau_tui.cards import (JOKER, PACK_RANKS, card_name, parse_card, parse_rank, rank_name, rank_of,
                              rank_with_article, with_german_article)
from maumau_tui.log_words import OUT, QUOTED
from maumau_tui.rules.compile import DEFAULT_POINTS
from maumau_tui.rules.loader import option_values, switchable
from maumau_tui.rules.schema import Effect, Ruleset
from maumau_tui.tui.i18n import lookup
from maumau_tui.tui.labels import Look, call_word, for_ruleset, ruleset_text
from maumau_tui.tui.rules_words import WORDS

Section = tuple[str, list[str]]

__all__ = ["WORDS", "effect_lines", "key_name", "option_lines", "rules_plain", "rules_sections"]


def _w(lang: str, key: str, **values: object) -> str:
    """The rules page's words (``WORDS``), by ``i18n.lookup``."""
    return lookup(WORDS, lang, key, **values)


def _penalty(n: int, lang: str) -> str:
    return _w(lang, "penalty_cards", n=n)


def key_name(key: str, lang: str, german: bool) -> str:
    """An effects key (``7``, ``J``, ``JS``, ``*``) as a name: ``7``, ``Bube``, ``Pik Bube``, ``Joker``."""
    if key == "*":
        return _w(lang, "joker")
    try:
        return rank_name(parse_rank(key), lang, german)
    except ValueError:
        return card_name(parse_card(key), lang, german)


def _ranks(ranks: list[str], lang: str, german: bool, either: bool = True, article: bool = False,
           case: str = "dat") -> str:
    """``7, King or Ace`` (``either``), else ``7, King and Ace``; with ``article``, in English ``a 7, a King or an
    Ace`` (``_a``)."""
    names = [_a(rank, lang, german, case) if article else key_name(rank, lang, german) for rank in ranks]
    if lang != "de":   # in running text a joker is no name of a rank (PLAYTEST238 N2, N3: "each Joker on it")
        names = ["joker" if name == "Joker" else name for name in names]
    last = _w(lang, "or" if either else "and").join(names[-2:])
    return ", ".join([*names[:-2], last])


def _a(key: str, lang: str, german: bool, case: str = "dat") -> str:
    """A rank with its indefinite article (``a Jack``, ``an Ace``, ``an 8``), one card with its definite one (``the
    Jack of Spades``), ``a joker``: "Going out with a Jack" (REVIEW233 A3: "Going out with Jack"); in German in the
    dative, as most German sentences have it after „mit“ ("mit einem Buben", "mit dem Pik Buben"; REVIEW239 A1), or
    in ``case`` ("außer auf einen Buben")."""
    if not _is_rank(key):
        name = key_name(key, lang, german)
        return with_german_article(name, case, definite=True) if lang == "de" else f"the {name}"
    return rank_with_article(rank_of(JOKER) if key.strip() == "*" else parse_rank(key.strip()), lang, german, case)


def _is_rank(key: str) -> bool:
    """An effects key that names a rank (``7``, ``J``, ``*``), not one card (``JS``)."""
    try:
        parse_rank(key.strip())
    except ValueError:
        return key.strip() == "*"
    return True


def _each_more(keys: list[str], german: bool) -> str:
    """German: ``jeder weiteren 7``, ``jedem weiteren Joker`` (after „mit“: REVIEW239 A2, "mit 2 darauf")."""
    names = [_a(key, "de", german).split(" ", 1) for key in keys]
    each = [("jeder weiteren " if article in ("einer", "der") else "jedem weiteren ") + name for article, name in names]
    return _w("de", "or").join(each)


def _the(key: str, lang: str, german: bool, dative: bool = False) -> str:
    """A rank with its definite article: ``die 5`` / ``dem König`` / ``the 5``."""
    name = key_name(key, lang, german)
    if lang != "de":
        return f"the {name}"
    return with_german_article(name, "dat" if dative else "acc", definite=True)


def effect_lines(key: str, effect: Effect, lang: str, german: bool, kin: list[str] | None = None) -> list[str]:
    """Sentences for what one card does; unknown fields fall back to the schema's description.  ``kin``: the
    keys of the cards of its rank that draw too (a penalty of one card, ``JC``, is answered by each of them)."""
    sentences: list[str] = []
    own = _ranks(kin or [key], lang, german)
    for field, value in effect:
        if value in (None, False):
            continue
        if field == "draw":
            text = _w(lang, "draw", n=value.amount)
            if value.stack:
                mixed = bool(value.answer_with) and _ranks(value.answer_with, lang, german) != own   # (other answers,
                #                                      such as a 10 that sends it back, say their own part)
                answer = _ranks(value.answer_with or kin or [key], lang, german, article=True)
                text += _w(lang, "draw_stack_mixed" if mixed else "draw_stack", answer=answer, own=own,
                           each=_each_more(kin or [key], german) if mixed and lang == "de" else "",
                           step=value.step or value.amount)
            text += _w(lang, "draw_skip" if value.then_skip else "draw_turn")
            if value.drawn_answer:
                text += _w(lang, "drawn_answer", n=value.drawn_answer)
            sentences.append(text)
        elif field == "skip":
            text = _w(lang, "skip1") if value.count == 1 else _w(lang, "skip", n=value.count)
            text += _w(lang, "skip_stack", rank=_ranks(kin or [key], lang, german, article=True)) if value.stack else ""
            if value.block_with:
                text += _w(lang, "block_with", card=_the(value.block_with, lang, german))
            sentences.append(text)
        elif field == "wild":
            not_on = _w(lang, "not_on", ranks=_ranks(value.not_on, lang, german, article=True, case="acc")) \
                if value.not_on else ""   # ("außer auf einen Buben", "except a Jack": REVIEW239 B7)
            if value.wish == "none":      # (no wish: the next card is free, or, eating, the card beneath counts)
                sentences.append(_w(lang, "wild_eats" if effect.eat else "wild_free", not_on=not_on))
            else:
                sentences.append(_w(lang, "wild", not_on=not_on, what=_w(lang, f"wish_{value.wish}")))
        elif field in ("follow", "again", "reverse", "eat", "cancel",
                       "name_chain", "return_penalty", "give", "buy", "declare"):
            sentences.append(_w(lang, field))
        elif field == "swap":
            text = _w(lang, "swap")
            if value.redirect:
                text += _w(lang, "swap_redirect")
            if value.stop_with:
                text += _w(lang, "swap_stop", ranks=_ranks(value.stop_with, lang, german, article=True))
            sentences.append(text)
        elif field == "kings_round":
            sentences.append(_w(lang, "kings_round", n=value.min_held, word=call_word(value.word, Look(lang)),
                                fail_cards=_penalty(value.fail_draw, lang), own=own))
        elif field in ("name_draw", "others_draw"):
            sentences.append(_w(lang, field, n=value))
        else:
            sentences.append(_generic(field, value, Effect))
    return sentences


def _card_rank(key: str) -> int | None:
    """The rank of an effects key naming one card (``JC``: 11); None for a rank's key (``J``) or the joker's (spaces
    around it do not count)."""
    key = key.strip()
    if key == "*":
        return None
    try:
        parse_rank(key)
    except ValueError:
        return rank_of(parse_card(key))
    return None


def _kin(rules: Ruleset, key: str) -> list[str] | None:
    """For one card's own entry (``JC``): every card of its rank with a draw penalty, as the engine answers a
    penalty by rank; None for a rank's entry."""
    rank = _card_rank(key)
    if rank is None:
        return None
    kin = [other for other, effect in rules.effects.items() if effect.draw and _card_rank(other) == rank]
    return kin if len(kin) > 1 else None


def _goes_with_kin(rules: Ruleset, key: str, effect: Effect, lang: str) -> list[str]:
    """For one card that cancels a penalty where several cards of a rank go at once (Faraón's Unter of Leaves): that
    the others of its rank may go with it (PLAYTEST258 N1: read as the only card that may go on an open 7)."""
    if effect.cancel and rules.multi_play and rules.blind is None and _card_rank(key) is not None:
        return [_w(lang, "cancel_kin")]
    return []


def _overruled(rules: Ruleset, key: str) -> bool:
    """A rank's entry whose every card has an entry of its own (Switch's black Jacks and red Jacks): it is said of
    no card."""
    if key == "*" or _card_rank(key) is not None:
        return False
    rank = parse_rank(key)
    return len({parse_card(other) & 3 for other in rules.effects if _card_rank(other) == rank}) == 4


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


def _hand(rules: Ruleset, lang: str) -> list[str]:
    """How many cards each player gets: one number, a number by table size, or start cards that change."""
    start = rules.match.start_cards
    if start is not None:
        change = start.loser_change
        lines = [_w(lang, "start_cards", cards=_w(lang, "n_cards", n=start.first),
                    change=_w(lang, "more" if change > 0 else "fewer", n=abs(change)))]
        if start.idiot_at is not None:
            lines.append(_w(lang, "idiot_at", n=start.idiot_at))
        if start.out_below is not None:
            lines.append(_w(lang, "out_below", cards=_w(lang, "n_cards", n=start.out_below)))
        return lines
    if isinstance(rules.hand_size, int):
        return [_w(lang, "hand", n=rules.hand_size)]
    sizes = sorted(rules.hand_size.items())
    parts: list[str] = []
    for index, (players, cards) in enumerate(sizes):      # {2: 5, 6: 4}: 5 with 2–5 players, 4 with 6 ...
        first = max(players, rules.players.min)
        last = min(sizes[index + 1][0] - 1 if index + 1 < len(sizes) else rules.players.max, rules.players.max)
        if first > last:
            continue
        who = str(first) if first == last else f"{first}–{last}"
        if not parts:                                     # the first says what the numbers count
            who = _w(lang, "players_at" if first == last else "players_from", first=first, last=last)
        parts.append(_w(lang, "hand_at", n=cards, players=who))
    return [_w(lang, "hand_by", table=", ".join(parts))]


def _wishing(rules: Ruleset) -> list[str]:
    """The effects keys of wild cards that make a wish, where such a start card stays (not turned under)."""
    return [key for key, effect in rules.effects.items()
            if effect.wild is not None and effect.wild.wish != "none" and key not in rules.start.redraw]


def _general(rules: Ruleset, lang: str) -> list[str]:
    pack = rules.pack
    packs = _w(lang, "packs", n=pack.packs) if pack.packs > 1 else ""
    packs += "".join(_w(lang, "packs_from", players=p, n=n) for p, n in sorted(pack.packs_from.items()))
    jokers = _w(lang, "jokers", n=pack.jokers) if pack.jokers else ""
    lines = [_w(lang, "pack", size=pack.size, packs=packs, jokers=jokers,
                min=rules.players.min, max=rules.players.max)] + [_w(lang, "german_pack")] * pack.german   # (PLAYTEST113 F10)
    lines += _hand(rules, lang)
    lines.append(_w(lang, "draw_able") if rules.draw.when_able else
                 _w(lang, "draw_until" if rules.draw.until_playable else "draw_unable"))
    if rules.draw.when_only_wild and not rules.draw.when_able:
        lines.append(_w(lang, "draw_only_wild"))
    lines.append(_w(lang, f"after_{rules.draw.after}"))
    winner = "_winner" if rules.match.winner_starts else ""   # (the start card then counts as played by the seat
    #                                                        before the first player: the last winner's neighbour)
    lines.append(_w(lang, f"start_effect{winner}") if rules.start.effect else _w(lang, "start_plain"))
    if rules.start.effect and (wishing := _wishing(rules)):
        lines.append(_w(lang, f"start_wish_{rules.start.wish_by}", ranks=_ranks(wishing, lang, rules.pack.german)))
    if rules.start.redraw:
        lines.append(_w(lang, "redraw", ranks=_ranks(rules.start.redraw, lang, rules.pack.german, either=False)))
    if rules.start.effect:    # (turned up, a card to follow holds the dealer; one that plays again does not)
        for field in ("follow", "again"):
            if keys := [key for key, effect in rules.effects.items()
                        if getattr(effect, field) and key not in rules.start.redraw]:
                lines.append(_w(lang, f"start_{field}{winner if field == 'follow' else ''}",
                                ranks=_ranks(keys, lang, rules.pack.german)))
    if rules.match.winner_starts:
        lines.append(_w(lang, "winner_starts"))
    effects = rules.effects.values()
    draws = [e.draw for e in effects if e.draw]
    if any(d.stack or d.answer_with for d in draws) or (draws and any(e.cancel for e in effects)):
        lines.append(_w(lang, "penalty_open"))
    elif draws:
        lines.append(_w(lang, "penalty_first"))
    if any(e.skip and e.skip.stack for e in effects):
        lines.append(_w(lang, "skip_open"))
    if rules.hand_ends == "one_left":
        lines.append(_w(lang, "one_left"))
        if not rules.out_after_round and any(e.wild and e.wild.wish == "suit" for e in effects):   # (else: asked)
            lines.append(_w(lang, "one_left_wish"))
    if rules.multi_play and rules.blind is None:     # (blind play is one card at a time)
        lines.append(_w(lang, "multi_play") + _w(lang, f"multi_{rules.multi_play_effects}"))
    if rules.last_card_forbidden:
        lines.append(_w(lang, "last_forbidden", ranks=_ranks(rules.last_card_forbidden, lang, rules.pack.german,
                                                             article=True)))
    if rules.last_card_not_answering:
        lines.append(_w(lang, "not_answering", ranks=_ranks(rules.last_card_not_answering, lang, rules.pack.german,
                                                            article=True)))
    if rules.out_after_round:
        lines.append(_w(lang, "out_after_round"))
    if rules.open_actions_after_out:
        lines.append(_w(lang, "open_actions"))
    if rules.rank_arithmetic:
        lines.append(_arithmetic(rules, lang))
    if rules.blind is not None:
        lines.append(_w(lang, "blind", n=rules.blind.penalty) + (_w(lang, "blind_single") if rules.multi_play else ""))
    if rules.cheating is not None:
        cheating = rules.cheating
        lines.append(_w(lang, "cheating", n_cards=_penalty(cheating.penalty, lang), m=cheating.dispute_penalty,
                        wrong_cards=_penalty(cheating.wrong_catch_penalty, lang)))
    if window := _window(rules, lang):
        lines.append(window)
    return lines


def _calls(rules: Ruleset, lang: str, german: bool) -> list[str]:
    lines = []
    look = for_ruleset(Look(lang), rules)
    if call := rules.calls.last_but_one:
        gifts = [key for key, effect in rules.effects.items() if effect.give]   # (it leaves one card less: a 4)
        lines.append(_w(lang, "last_but_one", word=call_word(call.word, look), n=call.penalty)
                     + (_w(lang, "call_give", ranks=_ranks(gifts, lang, german, article=True)) if gifts else "")
                     + _w(lang, f"catch_{call.catch_until}"))
    if last := rules.calls.last:     # (with ``required_with`` the call goes only with those cards: others refuse it)
        forgotten = _w(lang, "last_forgotten", cards=_penalty(last.penalty, lang)) if last.penalty else \
            _w(lang, "last_forgotten_free")
        if last.required_with:
            lines.append(_w(lang, "last_only", word=call_word(last.word, look),
                            ranks=_ranks(last.required_with, lang, german, article=True)) + forgotten
                         + _w(lang, "last_only_end"))
        else:
            lines.append(_w(lang, "last", word=call_word(last.word, look)) + forgotten + ".")
    if rules.calls.last_spoken:
        quote = "„{}“" if lang == "de" else "“{}”"
        words = [quote.format(call_word(spoken.word, look)) for spoken in rules.calls.last_spoken]
        # each said with some cards only: "going out with Jack, one says ..." (PLAYTEST124 F6: "one says „MauMau“
        # (with Jack)" read as said with every last card)
        if all(spoken.ranks for spoken in rules.calls.last_spoken):
            lines += [_w(lang, "spoken_ranks", word=word, ranks=_ranks(spoken.ranks, lang, german, article=True))
                      for word, spoken in zip(words, rules.calls.last_spoken)]
        else:
            words = [_w(lang, "spoken_with", word=word, ranks=_ranks(spoken.ranks, lang, german, article=True))
                     if spoken.ranks
                     else word for word, spoken in zip(words, rules.calls.last_spoken)]
            lines.append(_w(lang, "spoken", words=", ".join(words)))
    lines = lines or [_w(lang, "no_calls")]
    out = rules.words.get(OUT)                       # the ruleset's going-out line may quote a shout the game says
    quoted = [found.group(1) for found in QUOTED.finditer(getattr(out, lang) if out is not None else "")]
    shout = next((text for text in quoted if "{" not in text), None)     # (not a quoted „{name}“)
    said = [spoken.word for spoken in rules.calls.last_spoken] + ([last.word] if last else [])
    if shout and shout not in {call_word(word, look) for word in said}:
        lines.append(_w(lang, "said_out", word=shout))
    return lines


def _values(rules: Ruleset, lang: str, german: bool) -> str:
    """What each rank of the pack counts in hand, in rank order; a run of number cards at face value in one."""
    listed = {parse_rank(key): points for key, points in rules.scoring.values.items() if key != "*"}   # (a joker
    #                                                 counts ``scoring.joker``, as the game charges it; "*" there is unused)
    counted = [(rank, listed.get(rank, DEFAULT_POINTS.get(rank, 0))) for rank in PACK_RANKS[rules.pack.size]]
    parts: list[str] = []
    run: list[int] = []
    for rank, points in [*counted, (0, -1)]:          # (a last pair that ends any run)
        if rank <= 10 and points == rank:
            run.append(rank)
            continue
        if len(run) > 1:
            parts.append(_w(lang, "face_value", first=run[0], last=run[-1]))
        elif run:
            parts.append(f"{run[0]}: {run[0]}")
        run = []
        if rank:
            parts.append(f"{rank_name(rank, lang, german)}: {points}")
    if rules.pack.jokers:
        parts.append(f"{_w(lang, 'joker')}: {rules.scoring.joker}")
    return ", ".join(parts)


def _scoring(rules: Ruleset, lang: str, german: bool) -> list[str]:
    scoring = rules.scoring
    lines = []
    if scoring.mode == "winner":
        lines.append(_w(lang, "winner_collects"))
    if scoring.mode != "loser":          # (the sheet charges them, listed or not: ranks not listed count as usual)
        lines.append(_w(lang, "values", values=_values(rules, lang, german)))
    for rank, factor in scoring.win_multiplier.items():
        if factor != 1:   # (× 1: the parent's doubling taken back, as Neuner does for the Jack)
            lines.append(_w(lang, "multiplier", rank=_a(rank, lang, german), n=factor))
    if scoring.round_to:
        lines.append(_w(lang, "round_to", n=scoring.round_to))
    if scoring.minimum:
        lines.append(_w(lang, "minimum", n=scoring.minimum))
    if scoring.finish_points:
        values = ", ".join(f"{key_name(key, lang, german)}: {points}" for key, points in scoring.finish_points.items())
        lines.append(_w(lang, "finish_points", values=values))
    if rules.settle_penalty_after_out:
        lines.append(_w(lang, "after_out"))
    elif rules.hand_ends == "first_out" and not rules.out_after_round and any(
            effect.draw and key not in rules.last_card_forbidden for key, effect in rules.effects.items()):
        lines.append(_w(lang, "after_out_not"))   # (PLAYTEST258 N4: Pharaoh's 6 as the last card, nobody drew)
    match = rules.match
    if match.target:
        over = not match.target_wins and match.reset_at == match.target    # (exactly the target goes back to 0)
        wins = "target_wins_alone" if scoring.mode == "winner" else "target_wins"   # (one seat scores a hand: no tie
        lines.append(_w(lang, "target_over" if over else wins if match.target_wins else "target_loses",   # to settle,
                        n=match.target))                                                  # PLAYTEST258 N3)
    if match.runden:
        lines.append(_w(lang, "runden", n=match.runden))
        if match.scharf_last_runde:
            lines.append(_w(lang, "scharf"))
    if match.stake_cents:
        lines.append(_w(lang, "stake", n=match.stake_cents))
    if rules.match.reset_at is not None:
        lines.append(_w(lang, "reset_at", n=rules.match.reset_at))
    return lines


def option_lines(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> list[str]:
    lines = []
    values = switchable(rules, option_values(rules, chosen))   # (one that would change nothing is not shown)
    for name, option in rules.options.items():
        if name not in values:
            continue
        value = values[name]
        state = (_w(lang, "on") if value else _w(lang, "off")) if isinstance(value, bool) else str(value)
        lines.append(f"{ruleset_text(option.description, lang)} [{state}]")
    return lines


def rules_sections(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> list[Section]:
    """The rules page as titled sections of plain sentences."""
    german = rules.pack.german
    description = ruleset_text(rules.description, lang)
    general = [description, *_general(rules, lang)]
    if rules.source:   # (without the number the texts are filed under: "003: Mau-Mau (card game)")
        general.append(_w(lang, "source", text=re.sub(r"^\d+:\s*", "", rules.source)))
    cards = [f"{key_name(key, lang, german)}: {' '.join(said + _goes_with_kin(rules, key, effect, lang))}"
             for key, effect in rules.effects.items() if not _overruled(rules, key)
             and (said := effect_lines(key, effect, lang, german, _kin(rules, key)))]   # (a card made plain: none)
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
