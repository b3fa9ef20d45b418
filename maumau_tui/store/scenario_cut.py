"""Cutting a scenario file (``tests/scenarios/README.md``) from a game record: a disputed moment made checkable.

``cut_scenario(record, hand, move)`` writes the position of hand ``hand`` after its first ``move`` moves
as a scenario: the cards laid out as dealt (the start card's effect played as at the table), the
hand's moves up to that point as steps, and an ``expect`` of everything the table saw then.  A scenario
file cannot say how a stock is reshuffled nor hold a penalty or a wish already open, so when the hand
reshuffled on the way, the scenario starts later instead: at the last quiet moment (a plain turn,
nothing open) from which it plays on exactly as the match did.  Every candidate start is checked by
playing the steps in the laid-out hand and comparing each state with the match's; a cut that no start
can reproduce is refused with ``ValueError`` saying why.  A hand still being played (the record's last, not
over) is never cut: the scenario would show every hand and the stock order, which stay hidden until its end.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

from maumau_tui.cards import RANK_TEXT, SUIT_LETTERS, format_card
from maumau_tui.engine.game import Game
from maumau_tui.log_words import RESHUFFLE
from maumau_tui.match import Match
from maumau_tui.match_options import plan_option, tables_differ
from maumau_tui.notation import Move, format_move, parse_move
from maumau_tui.rules.files import ruleset_paths


def _position(game: Game, names: Sequence[str]) -> tuple[Any, ...]:
    """What decides the play from here, by seat name (seats out of the match are left out)."""
    present = [seat for seat in range(game.n) if game.names[seat] in names]
    acting = [] if game.finished else game.seats_to_act()
    return (tuple((game.names[seat], tuple(sorted(game.hands[seat]))) for seat in present),
            tuple(game.pile), tuple(game.stock), game.finished,
            None if game.finished else game.names[game.actor], str(game.phase),
            tuple(game.names[seat] for seat in game.out), game.pending_draw, game.wish_suit, game.wish_rank,
            tuple((game.names[seat], tuple(sorted(format_move(m, game.names) for m in game.legal_moves(seat))))
                  for seat in acting))


def known(ruleset: str) -> bool:
    """Whether a ruleset of that id (or file) is found now."""
    return ruleset in ruleset_paths() or Path(ruleset).is_file()


def _wish(game: Game) -> str | None:
    if game.wish_suit >= 0:
        return SUIT_LETTERS[game.wish_suit]
    return RANK_TEXT[game.wish_rank] if game.wish_rank > 0 else None


def _hand_in_play(record: dict[str, Any], hand: int) -> tuple[Match, Game, dict[str, Any], list[tuple[str, Move]], int]:
    """The match with hand ``hand`` just dealt, the options it is played under, its moves (seat name, move), and how
    many of them were played under those options (all, unless a vote changed a house rule for the hand in play)."""
    whole = Match.replay(record)   # the whole record first: a malformed one is refused with its reason (RecordError)
    if whole.rules_file:           # played again with the copy of its rules: a scenario would run with the new ones
        why = "has other rules now than when this match was played (or cannot be read)" if known(
            whole.ruleset_ref) else "is none the game knows now (the record was replayed with the copy of its rules kept)"
        raise ValueError(f"the ruleset {whole.ruleset_ref!r} {why}, so a scenario of it would not play as the match did; "
                         f"the rules it was played with are kept in {whole.rules_file}")   # (PLAYTEST271 F4: where)
    moves = [line for line in record.get("moves") or [] if isinstance(line, str)]
    first = next((index for index, line in enumerate(moves) if line.split(" ", 1)[0] == str(hand)), None)
    if whole.game is not None and not whole.game.finished and hand == whole.hands_dealt:
        raise ValueError(f"hand {hand} is still being played: a cut would show every hand and the stock, "
                         "which stay hidden until it is over")
    if first is None and hand == len(whole.results) + 1 and not whole.over:   # (a record holds no deals)
        raise ValueError(f"hand {hand} has no move yet: it is still being played, or not dealt yet")
    if first is None and whole.results and hand > len(whole.results):
        raise ValueError(f"the record's last finished hand is {len(whole.results)}, not {hand}")
    if first is None:
        raise ValueError(f"the record has no move in hand {hand}")
    changes = list(record.get("changes") or [])
    before = [c for c in changes if int(c["after"]) < first or (int(c["after"]) == first and int(c["hand"]) < hand)]
    # changed in this hand and reaching it at once (as the replay decided): before its first move, the hand is
    # played under them; later, the moves before the change are
    during = [c for c, made in zip(changes, whole.changes) if c not in before and int(c["hand"]) == hand and made.at_once]
    prefix = {**record, "moves": moves[:first], "changes": before}
    prefix.pop("ended", None)      # (a match its people ended goes on before its last hand: REVIEW132 R2)
    match = Match.replay(prefix)
    if match.game is not None and not match.game.finished:
        raise ValueError(f"hand {hand - 1} is not over where hand {hand} begins")
    game = match.deal()
    for change in during:
        if int(change["after"]) == first:
            match.change_option(str(change["option"]), change["value"])
    options = dict(match.options)
    lines = [line.split(" ", 1)[1] for line in moves[first:] if line.split(" ", 1)[0] == str(hand)]
    same = min([int(c["after"]) - first for c in during if int(c["after"]) > first and plays_otherwise(match, c)]
               or [len(lines)])
    played = []
    for line in lines:
        name, _, text = line.partition(": ")
        played.append((name, parse_move(text, match.names)))
    return match, game, options, played, same


def plays_otherwise(match: Match, change: dict[str, Any]) -> bool:
    """Whether a change made during the hand in play changes how it plays (not only a setting of the match, such as
    the points it is played to)."""
    try:
        plan = plan_option(match, str(change["option"]), change["value"])
    except ValueError:
        return True
    return tables_differ(match.tables, plan.tables, deal_only=False)


def cut_scenario(record: dict[str, Any], hand: int, move: int, description: str | None = None) -> str:
    """The scenario file (YAML text) of hand ``hand`` after ``move`` of its moves (0: as dealt)."""
    match, game, options, played, same = _hand_in_play(record, hand)
    if not 0 <= move <= len(played):
        raise ValueError(f"hand {hand} has {len(played)} move{'' if len(played) == 1 else 's'}, not {move}")
    if move > same:
        raise ValueError(f"a house rule changed in hand {hand} after move {same}, and a scenario holds one set of "
                         f"rules: cut at move {same} or before")
    names = [name for seat, name in enumerate(match.names) if seat not in game.absent]
    states: list[Game] = [game.copy()]
    for name, step in played[:move]:
        game.apply(step, match.names.index(name))
        states.append(game.copy())
    targets = [_position(state, names) for state in states]
    for laid in [0, *range(move, 0, -1)]:
        spec = _laid_out(match, options, states[laid], names, played[laid:move], targets[laid:], at_deal=laid == 0)
        if spec is not None:
            break
    else:
        raise ValueError(f"no moment of hand {hand} up to move {move} can be laid out as a scenario "
                         f"({why_not_laid(states, names)})")
    end = states[move]
    expect: dict[str, Any] = {"finished": end.finished, "top": format_card(end.top), "wish": _wish(end),
                              "pending_draw": end.pending_draw, "phase": str(end.phase),
                              "hands": {n: [format_card(c) for c in sorted(end.hands[match.names.index(n)])]
                                        for n in names},
                              "stock_size": len(end.stock), "pile_size": len(end.pile),
                              "out": [end.names[seat] for seat in end.out]}
    if not end.finished:
        expect["turn"] = end.names[end.actor]
    spec["description"] = description or (f"hand {hand} of a match of {match.ruleset.id}, after move {move}"
                                          + (f" (laid out after move {laid})" if laid else ""))
    steps: list[dict[str, Any]] = [{name: format_move(made, match.names)} for name, made in played[laid:move]]
    lines = ["# A scenario cut from a game record: `maumau scenario FILE` checks it.", _yaml(spec).rstrip(), "steps:"]
    #        (PLAYTEST218 N8: it named tests/scenarios/README.md, which an installed game does not have)
    for entry in [*steps, {"expect": expect}]:
        text = _yaml(entry, flow="expect" in entry).rstrip().replace("\n", "\n    ")
        lines.append(f"  - {text}")
    return "\n".join(lines) + "\n"


def why_not_laid(states: list[Game], names: list[str]) -> str:
    """Why no moment of ``states`` (a hand, move by move) lays a scenario out that plays on to the last: a reshuffled
    stock, which a scenario deals its own way (so it must be laid out after the reshuffle), a player gone out, whom
    a scenario cannot lay out (so before), an open penalty or wish.  (PLAYTEST249 F3: "at every one" was said of a
    hand whose moves up to the reshuffle cut well.)"""
    said = []
    # (told by the log: a stock that grew missed a reshuffle in the middle of a long draw, REVIEW252 R7)
    turned = [sum(1 for event in state.log if event[0] == RESHUFFLE) for state in states]
    shuffled = [number for number in range(1, len(states)) if turned[number] > turned[number - 1]]
    if shuffled:
        said.append(f"the stock was reshuffled at move {shuffled[0]}, which a scenario cannot play again: cut at move "
                    f"{shuffled[0] - 1} or before")
    gone = next((number for number, state in enumerate(states) if state.out and not state.finished), None)
    if gone is not None:
        out = ", ".join(states[gone].names[seat] for seat in states[gone].out)
        said.append(f"{out} went out at move {gone}, and a scenario cannot lay out a hand somebody has left")
    return "; ".join(said) or "an open penalty or wish at every one"


def _yaml(data: dict[str, Any], flow: bool = True) -> str:
    """YAML with lists of cards on one line (``flow``); a step's move as ``Anna: play 7H``."""
    return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120,
                              default_flow_style=None if flow else False))


def _laid_out(match: Match, options: dict[str, Any], state: Game, names: list[str], steps: list[tuple[str, Move]],
              targets: list[tuple[Any, ...]], at_deal: bool) -> dict[str, Any] | None:
    """The scenario laid out from ``state``, if playing ``steps`` from it reaches every state of ``targets``."""
    seats = [match.names.index(name) for name in names]
    if at_deal:
        dealers = [state.dealer, *(seat for seat in seats if seat != state.dealer)]
    elif state.finished or not seats or state.actor not in seats:
        return None
    else:
        dealers = [seats[(seats.index(state.actor) - 1) % len(seats)]]
    hands = [list(state.hands[seat]) for seat in seats]
    stock = list(reversed(state.stock))
    if not state.pile:
        return None
    for dealer in dealers:
        if dealer not in seats:
            continue
        try:
            laid = Game.stacked(state.T, names, hands, list(state.pile), stock, seats.index(dealer),
                                start_effect=at_deal and state.T.start_effect, scharf=state.scharf)
            if _position(laid, names) != targets[0]:
                continue
            for (name, step), target in zip(steps, targets[1:]):
                laid.apply(step, names.index(name))
                if _position(laid, names) != target:
                    raise ValueError("another state")
        except ValueError:
            continue
        spec: dict[str, Any] = {"ruleset": match.ruleset_ref, "options": options, "seats": list(names),
                                "dealer": names[seats.index(dealer)],
                                "hands": {name: [format_card(c) for c in hand] for name, hand in zip(names, hands)},
                                "pile": [format_card(c) for c in state.pile], "stock": [format_card(c) for c in stock],
                                "start_effect": bool(at_deal and state.T.start_effect)}
        if state.scharf:
            spec["scharf"] = True
        return spec
    return None
