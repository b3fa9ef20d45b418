"""Choosing and marking cards in the hand by keys: arrows, Up/Down by a row, digits (again: ten on), Space.

A part of the table screen (``TableScreen`` mixes it in), kept apart so each module stays small.  The
screen keeps which card is chosen (``selected``) and which are marked for one move of several cards
(``marked``, indices in the order marked); the hand widget only draws them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import cast

from textual import events

from maumau_tui.cards import suit_of
from maumau_tui.engine.views import View
from maumau_tui.tui.widgets.hand import HandView

DIGITS = frozenset("0123456789")


def in_suit_order(view: View) -> View:
    """``view`` with its hand grouped by suit (in the game's order of suits, jokers first), each suit by rank (the
    game's own order is by rank)."""
    return replace(view, hand=tuple(sorted(view.hand, key=lambda card: (suit_of(card), card))))


def marks_moved(marked: list[int], before: tuple[object, ...], after: tuple[object, ...]) -> list[int]:
    """The marks on the same cards once the hand is shown in another order (``before``, ``after``: hand number, seat,
    cards, as ``TableScreen.marked_hand``); none where anything else changed."""
    old = cast(tuple[int, ...], before[2]) if len(before) > 2 else ()
    new = cast(tuple[int, ...], after[2])
    if before[:2] != after[:2] or sorted(old) != sorted(new):
        return []
    free = list(range(len(new)))
    moved = []
    for index in marked:        # (a card of two packs held twice: each mark to a place of its own)
        place = next(spot for spot in free if new[spot] == old[index])
        free.remove(place)
        moved.append(place)
    return moved


class HandKeys:
    """The keys that choose and mark cards; the screen supplies the view, the hand widget and the play."""

    view: View
    selected: int
    marked: list[int]
    # the last key pressed on this screen, with the state it was pressed in (a digit jumps ten on only when it
    # is pressed twice in a row in the same decision), and the digits pressed whose bindings have not run yet,
    # each with whether it came right after the same digit (the keys of one read all arrive before their bindings)
    key_pressed: tuple[str, object] | None = None
    digits_waiting: tuple[tuple[str, bool], ...] = ()
    cursor_turn: tuple[object, ...] = ()   # (hand, seat, cards, fitting, deciding) when the cursor was last placed
    cursor_cards: tuple[int, ...] = ()     # the cards the cursor was last on one of
    cursor_stayed = False                  # not moved since advice to draw or pass came (``CardPlays.advised_play``)
    cursor_owner: tuple[int, int] | None = None   # (hand, seat) whose cards those were

    # ---- supplied by the screen --------------------------------------------------------------

    def shown_hand(self) -> tuple[int, ...]:
        """The hand on screen (empty while nobody's hand may be shown)."""
        raise NotImplementedError

    def hand_widget(self) -> HandView:
        raise NotImplementedError

    def state_key(self) -> tuple[object, ...]:
        """The decision on screen (another move, hand or person makes another key)."""
        raise NotImplementedError

    def marking(self) -> bool:
        """Space marks cards (several cards of one rank may go in one move)."""
        raise NotImplementedError

    def marks_changed(self) -> None:
        raise NotImplementedError

    def action_play(self) -> None:
        raise NotImplementedError

    def no_card(self, number: int, size: int) -> None:
        """A digit beyond the hand (``number`` of ``size`` cards) was pressed: say so."""
        raise NotImplementedError

    # ---- the keys ------------------------------------------------------------------------------

    def follow_cards(self, owner: tuple[int, int], hand: tuple[int, ...]) -> None:
        """When cards only came in (drawn, given), the cursor goes to the first of them, so the person sees what
        came (``cursor_to_playable`` moves it on to a card that fits if that one does not); on any other change it
        stays on its card.  For another person, or a new hand (``owner``: hand number, seat), it starts afresh.
        The same person back after the keyboard went round (a vote) finds it as it was."""
        before = self.cursor_cards
        came, went = Counter(hand) - Counter(before), Counter(before) - Counter(hand)
        if owner != self.cursor_owner:
            self.selected, self.cursor_turn, self.cursor_owner = 0, (), owner
        elif came and not went and before:
            self.selected = min(hand.index(card) for card in came)
        elif hand != before and 0 <= self.selected < len(before) and before[self.selected] in hand:
            self.selected = hand.index(before[self.selected])
        self.cursor_cards = hand

    def cursor_to_playable(self, playable: frozenset[int],
                           turn: tuple[object, int | None, tuple[int, ...], frozenset[int], bool]) -> None:
        """When a decision of this seat comes, or its cards or the cards that fit changed while it decides (``turn``:
        hand number, seat, cards, cards that fit, deciding), the cursor moves to the first card that fits, unless
        it is on one: a plain Enter plays then, instead of saying the first card does not fit.  Anything else
        that happens meanwhile (a catch elsewhere) leaves a card the person chose where it is."""
        hand = self.view.hand
        if turn != self.cursor_turn and turn[-1] and hand and hand[self.selected] not in playable:
            self.selected = next((index for index, card in enumerate(hand) if card in playable), self.selected)
        self.cursor_turn = turn

    @property
    def chosen(self) -> int | None:
        hand = self.shown_hand()
        return hand[self.selected] if 0 <= self.selected < len(hand) else None

    def choose(self, index: int, named: bool = False) -> None:
        """The card at ``index`` under the cursor (``named``: by its digit or a click, which chooses it also where the
        cursor stands on it already: PLAYTEST133, after advice to pass)."""
        moved = 0 <= index < len(self.shown_hand()) and index != self.selected
        if moved:
            self.selected = index
            self.hand_widget().select(index)
        if moved or (named and self.cursor_stayed):
            self.cursor_stayed = False                       # (a card chosen after advice to pass is played)
            if getattr(self, "advised", None) is not None:   # (whether Enter plays as advised: on the status line)
                getattr(self, "show_status", lambda: None)()

    def on_hand_view_card_chosen(self, message: HandView.CardChosen) -> None:
        self.choose(message.index, named=True)

    def action_select(self, step: int) -> None:
        if size := len(self.shown_hand()):
            self.choose((self.selected + step) % size)

    def action_select_at(self, index: int) -> None:
        self.choose(index if index >= 0 else len(self.shown_hand()) - 1)

    def on_key(self, event: events.Key) -> None:
        """Remember each key pressed on this screen.  This runs before the key's binding, and for every key of
        one read before the binding of the first: "1 1 Enter" typed at once arrive as three keys, then the three
        bindings run.  So whether a digit repeats the key before it is judged here, in the order typed."""
        pressed = (event.key, self.state_key())
        if event.key in DIGITS:
            self.digits_waiting = (*self.digits_waiting, (event.key, pressed == self.key_pressed))
        self.key_pressed = pressed

    def on_screen_suspend(self) -> None:
        """A screen on top: the bindings of digits pressed here before it came never run (the app drops a key
        that comes back to a screen no longer on top)."""
        self.digits_waiting = ()

    def action_select_digit(self, index: int) -> None:
        """A digit chooses its card; the same digit pressed again at once the card ten places on (11, 21, ...),
        then back.  Only a second press in a row jumps: a digit after any other key, or in a new decision,
        chooses its own card even when that card is chosen already (the cursor may stand on card 1 already, so a
        single "1" must not choose card 11)."""
        again = False
        if self.digits_waiting:
            (digit, repeated), *rest = self.digits_waiting
            if digit == str((index + 1) % 10):
                again, self.digits_waiting = repeated, tuple(rest)
            else:                          # (out of step: a digit whose binding did not run here)
                self.digits_waiting = ()
        size = len(self.shown_hand())
        if size and index >= size:         # (a hand of ten or more has a card for every digit)
            self.no_card(index + 1, size)
            return
        if again and self.selected % 10 == index and self.selected + 10 < size:
            self.choose(self.selected + 10, named=True)
        else:
            self.choose(index, named=True)

    def action_select_row(self, step: int) -> None:
        """Up and Down: the card a row above or below (a long hand takes several rows)."""
        target = self.selected + step * self.hand_widget().per_row()
        if 0 <= target < len(self.shown_hand()):
            self.choose(target)

    def action_mark(self) -> None:
        """Space: mark the chosen card for a move of several cards (again: unmark it); where only one card
        goes at a time, Space plays it, as Enter does."""
        if not self.marking():
            self.action_play()
            return
        if self.chosen is None:
            return
        if self.selected in self.marked:
            self.marked.remove(self.selected)
        else:
            self.marked.append(self.selected)
        self.marks_changed()
