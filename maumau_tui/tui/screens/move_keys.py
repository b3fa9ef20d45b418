"""The table's move keys: which of them work now (``check_action``: a key with nothing to do is off, and the table
says why when it is pressed), and the moves they make (a question where there are several).

A part of the table screen (``TableScreen`` mixes it in), kept apart so each module stays small.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import all_moves_prompt, catch_prompt, plays_prompt, sure_catch
from maumau_tui.tui.seat_link import TableFacts

# Keys that need a legal move of this kind to be shown and to work.
ACTION_KINDS = {"play": "play", "draw": "draw", "pass": "pass", "accept": "accept", "catch": "catch"}
# The move keys: hidden from the footer while they have nothing to do, they say why when pressed then.
MOVE_KEYS = {"enter": "play", "space": "play", "m": "call", "k": "kings", "f": "cheat", "d": "draw",
             "p": "pass", "a": "accept", "c": "catch", "o": "other"}


class MoveKeys:
    """The screen supplies its view, facts, look, seat, open question, ways to the menu and the settings, and the
    moves it sends or asks about."""

    view: View
    info: TableFacts
    look: Look
    asking: Any
    to_menu: Callable[[], None] | None
    open_settings: Callable[[], None] | None
    send: Callable[[Move], None]
    held_back: Callable[[str], bool]
    advised_play: Callable[[], Move | None]
    ask: Callable[..., None]
    post_message: Callable[[Any], bool]
    HouseRulesWanted: Any
    is_active: bool
    app: Any

    @property
    def seat(self) -> int | None:
        raise NotImplementedError

    def legal(self, kind: str | None = None) -> list[Move]:
        view = self.view
        if self.seat is None or self.asking is not None:
            return []
        moves = view.legal
        if not (view.my_turn or view.may_answer):   # out of turn only a catch (whatever else the engine lists)
            moves = tuple(move for move in moves if move.kind == "catch")
        return [move for move in moves if kind is None or move.kind == kind]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active and not self.question_on_top():
            return False     # a dialog over the table or its question (the menu's question, the help): none of its keys
        kings = self.info.kings_word
        if action == "play" and self.advised_play() is not None:
            return True      # (Enter takes advice to draw or pass where no card plays: ``advised_play``)
        if action in ACTION_KINDS:
            return bool(self.legal(ACTION_KINDS[action]))
        if action == "call":
            return any(move.say and move.say != kings for move in self.legal("play"))
        if action == "kings":
            return any(move.say and move.say == kings for move in self.legal("play"))
        if action == "cheat":
            return bool(self.legal("cheat"))
        if action == "other":
            return bool(self.legal())
        if action == "house_rules":
            return self.asking is None and not self.view.finished and bool(self.info.ruleset.options)
        if action == "menu":
            return self.to_menu is not None
        if action == "settings":
            return self.open_settings is not None
        if action == "mark":
            return bool(self.legal("play"))
        if action == "rules":    # under a question against the clock r takes nothing (its time would run out)
            return self.asking is None or self.asking.spec.timeout is None
        if action == "hint":     # advice for a person (none on a public screen, nor while the cards are covered)
            return self.seat is not None and not self.info.covered
        return True

    def question_on_top(self) -> bool:
        """The table's own question (or its follow-up) is the top screen: the keys it passes on to the table stay
        in the table's key bar under it."""
        asking = self.asking
        return asking is not None and self.app.screen in (asking, asking.follow)

    def single(self, kind: str) -> None:
        moves = self.legal(kind)
        if len(moves) == 1:
            self.send(moves[0])
        elif moves:
            self.ask(plays_prompt(moves, self.view.names, self.look))

    def action_draw(self) -> None:
        if not self.held_back("d"):
            self.single("draw")

    def action_pass(self) -> None:
        if not self.held_back("p"):
            self.single("pass")

    def action_accept(self) -> None:
        if not self.held_back("a"):
            self.single("accept")

    def action_catch(self) -> None:
        if self.seat is not None and not self.held_back("c") and (spec := catch_prompt(self.view, self.look)):
            if (move := sure_catch(spec, self.view, self.look)) is not None:
                self.send(move)
            else:
                self.ask(spec)

    def action_other(self) -> None:
        if self.legal():
            self.ask(all_moves_prompt(self.view, self.look))

    def action_house_rules(self) -> None:
        if self.check_action("house_rules", ()):
            self.post_message(self.HouseRulesWanted())
