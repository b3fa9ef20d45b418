"""Playing the chosen card (Enter, ``m``, ``k``, ``f``) or the marked ones: which legal move the keys mean.

A part of the table screen (``TableScreen`` mixes it in), kept apart so each module stays small.  One move
is sent at once; several (a joker's declarations, a blind play's truth and lies, a play with or without a
call) become a prompt; none says why, in the player's words.
"""

from __future__ import annotations

from maumau_tui.cards import rank_of
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, call_word, label_of, labels_in_hand_order
from maumau_tui.tui.prompts import (
    Choice, PromptSpec, declare_prompt, fitting, is_blind_choice, marked_plays, plays_prompt,
)
from maumau_tui.tui.refusals import has_kings_round
from maumau_tui.tui.screens.hand_keys import HandKeys
from maumau_tui.tui.seat_link import TableFacts


class CardPlays(HandKeys):
    """The keys that play cards; the screen supplies the legal moves, sending, asking and warning."""

    view: View
    info: TableFacts
    look: Look
    advised: tuple[tuple[object, ...], Move] | None = None   # advice on screen for this decision (``hinting``)
    cheat_asked: tuple[tuple[object, ...], int] | None = None   # ``f`` once: (the decision, the card)

    # ---- supplied by the screen --------------------------------------------------------------

    def legal(self, kind: str | None = None) -> list[Move]:
        raise NotImplementedError

    def send(self, move: Move) -> None:
        raise NotImplementedError

    def held_back(self, key: str) -> bool:
        """The action of ``key`` does nothing now (``BurstHold.held_back``)."""
        raise NotImplementedError

    def take_back(self, text: str) -> None:
        """Take a warning off the screen."""
        raise NotImplementedError

    def ask(self, spec: PromptSpec, carried: Choice | None = None) -> None:
        raise NotImplementedError

    def warn(self, key: str, **values: str) -> None:
        """A warning in the player's words (an i18n key and its values)."""
        raise NotImplementedError

    def refuse(self, action: str) -> None:
        """Say why ``action`` does nothing now (``refusals.refusal``: from the seat's own view only)."""
        raise NotImplementedError

    # ---- the plays -----------------------------------------------------------------------------

    def play_marked(self) -> None:
        """Enter with marked cards: play exactly those (the first marked must fit, the last lies on top)."""
        hand = self.view.hand
        cards = [hand[index] for index in self.marked if index < len(hand)]
        moves = marked_plays(self.legal("play"), cards)
        if len(moves) == 1:
            self.send(moves[0])
        elif moves:
            self.ask(plays_prompt(moves, self.view.names, self.look))
        else:      # why, of the two things that make such a play (PLAYTEST128 F9: "one rank" said of two Queens)
            label = " ".join(label_of(card, self.look) for card in cards)
            one = "_one" if len(cards) == 1 else ""       # (PLAYTEST207 F2: "8♠ gehen so nicht: ..., 8♠, passt nicht.")
            if len({rank_of(card) for card in cards}) > 1:
                self.warn("marked_ranks", cards=label)
            elif cards and not any(move.cards[:1] == (cards[0],) for move in self.legal("play")):
                self.warn("marked_first" + one, cards=label, card=label_of(cards[0], self.look))
            else:
                self.warn("marked_refused" + one, cards=label, card=label)

    def plays_of_chosen(self, with_call: bool, kings: bool = False) -> list[Move]:
        """The chosen card's plays: without a call, with a call (``m``), or calling a round of Kings (``k``)."""
        chosen, word = self.chosen, self.info.kings_word
        return [move for move in self.legal("play")
                if move.cards[:1] == (chosen,) and bool(move.say) == with_call
                and (not with_call or (move.say == word) == kings)]

    def play_chosen(self, with_call: bool, kings: bool = False) -> None:
        moves = self.plays_of_chosen(with_call, kings)
        chosen = self.chosen
        if len(moves) == 1 and len(moves[0].cards) == 1:
            self.send(moves[0])
        elif len(moves) == 1:     # the one way plays more cards than the chosen one (Quick: 7♣ 7♦ and "Mau"): asked
            self.ask(plays_prompt(moves, self.view.names, self.look))
        elif moves and is_blind_choice(moves):
            self.ask(declare_prompt(moves, self.view.names, self.look))   # the truth first
        elif moves:
            self.ask(plays_prompt(moves, self.view.names, self.look))
        elif chosen is not None:
            if kings and not has_kings_round(self.info.ruleset):
                self.refuse("kings")   # the variant has none, whatever the card
                return
            if kings:
                key = "no_kings"
            elif not with_call and (self.plays_of_chosen(True) or self.plays_of_chosen(True, kings=True)):
                key = "need_call"
            elif with_call and self.plays_of_chosen(False):
                if called := self.called_with_others():     # (PLAYTEST100 F4: the status line named 3♠ for the
                    self.warn("no_call_other", card=label_of(chosen, self.look), **called)   # call, m was on 2♣)
                    return
                key = "no_call"
            elif with_call and (called := self.called_with_others()):   # (PLAYTEST101 M2: m on a card that does not
                self.warn("call_goes_with", **called)                     # fit spoke of "Last card" instead)
                return
            else:
                self.refuse("call" if with_call else "play")   # why not: a penalty, a round of Kings, the last card
                return
            self.warn(key, card=label_of(chosen, self.look))

    def on_screen_suspend(self) -> None:
        self.forget_cheat()            # (a screen came over the table: ``f`` asks again afterwards)

    def forget_cheat(self) -> None:
        """``f`` asks again (any other key came, or a screen over the table), and what it said goes with the question
        (PLAYTEST101 L4: it stood on under the question of another card)."""
        asked, self.cheat_asked = self.cheat_asked, None
        if asked is not None:
            self.take_back(tr(self.look.lang, "cheat_again", card=label_of(asked[1], self.look)))

    def called_with_others(self) -> dict[str, str]:
        """The call another card of the hand makes (``m`` there), and those cards, in hand order; {} if none."""
        calls = [move for move in self.legal("play") if move.say and move.say != self.info.kings_word and move.cards]
        if not calls:
            return {}
        word = calls[0].say or ""
        cards = {move.cards[0] for move in calls if move.say == word}
        return {"word": call_word(word, self.look), "cards": labels_in_hand_order(cards, self.view.hand, self.look)}

    def action_play(self) -> None:
        if self.held_back("enter"):
            return
        if self.marked and self.marking():
            self.play_marked()
        elif (move := self.advised_play()) is not None:
            self.send(move)
        else:
            self.play_chosen(with_call=False)

    def advised_play(self) -> Move | None:
        """Enter on the card the advice chose, in the decision it was given for, plays as advised, its call too
        (PLAYTEST98 F1: advice to play 5♣ and call "Letzte Karte" was followed with Enter, the call left out and
        caught); advice to draw, pass, let a skip be or catch somebody is taken by Enter on a card that cannot be played
        (PLAYTEST113 F18: after "Catch Ben", Enter was refused for the card under the cursor), in blind play on one that
        could go down only as a lie (PLAYTEST119 F3: after "Draw a card", Enter asked which lie to tell), and on one
        that could be played but the person did not choose since (PLAYTEST128 F5: after a draw the cursor stands on the
        drawn card, and "Pass" followed by Enter played it, without its call, and was caught)."""
        advised = self.advised
        if advised is None or advised[0] != self.state_key():
            return None
        move = advised[1]
        if move.kind == "catch":    # a catch costs no turn: Enter makes it, the next Enter plays (PLAYTEST121 F6: the card
            return move if move in self.legal("catch") else None   # under the cursor was played, nobody caught)
        if move.kind in ("draw", "pass", "accept"):   # (PLAYTEST104: "t", then Enter a moment later, was refused)
            chosen = self.chosen in fitting(self.legal("play")) and not self.cursor_stayed   # (a card chosen to play
            return move if move in self.legal(move.kind) and not chosen else None            # is played)
        return move if move.cards[:1] == (self.chosen,) and move in self.legal("play") else None

    def action_call(self) -> None:
        if not self.held_back("m"):
            self.play_chosen(with_call=True)

    def action_kings(self) -> None:
        if not self.held_back("k"):
            self.play_chosen(with_call=True, kings=True)

    def action_cheat(self) -> None:
        """``f``: play the chosen card although it does not fit (``cheat CARD``); others may catch it.  A cheat costs
        a penalty if caught and cannot be taken back, so one ``f`` asks, and ``f`` again on the same card in the same
        decision plays it (PLAYTEST99 F3: a stray ``f``, beside ``d``, cheated at once); where it may be played
        several ways, the question of which asks."""
        if self.held_back("f"):
            return
        chosen = self.chosen
        moves = [move for move in self.legal("cheat") if move.cards[:1] == (chosen,)]
        if len(moves) == 1 and chosen is not None:
            asking = (self.state_key(), chosen)
            if self.cheat_asked != asking:
                self.forget_cheat()
                self.cheat_asked = asking
                self.warn("cheat_again", card=label_of(chosen, self.look))
                return
            self.forget_cheat()
            self.send(moves[0])
        elif moves:
            self.ask(plays_prompt(moves, self.view.names, self.look))
        elif chosen is not None:
            key = "cheat_fits" if self.plays_of_chosen(False) or self.plays_of_chosen(True) else "cheat_not_here"
            self.warn(key, card=label_of(chosen, self.look))
