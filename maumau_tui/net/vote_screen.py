"""A house-rule vote on a remote seat's own screen: choosing a change to propose, then the vote as the host
tells it (who proposed what, each seat's answer, who is asked now), then how it ended.

Over the table as a dialog as tall as its lines: each seat has its own screen, so nothing needs hiding here, and the
screen shows nothing about any hand.  The options, their words and the sentences are the hot seat's (``HouseRulesScreen``,
``tui.labels``); the vote itself runs in the server (``net.ballot``), which this screen only asks: ``propose``,
``answer`` (when the vote asks this seat) and ``withdraw`` (the proposer, Esc).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static

from maumau_tui.net.group_screen import DIALOG_CSS
from maumau_tui.net.words import word
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import option_text, value_text
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.screens.number_drafts import DIGIT_BINDINGS, NumberDrafts, within
from maumau_tui.tui.screens.ruleset import option_row, show_options
from maumau_tui.tui.spelling import ellipsis, spelled

Send = Callable[[dict[str, Any]], None]


class RemoteVoteScreen(NumberDrafts, GameModal[None]):
    """The options to propose a change of (when this seat opened it with ``h``), then the vote and its end."""

    # (not the app's ``#dialog-box``, which fills the screen for the help's scrolling: PLAYTEST168 F3 saw empty lines
    # below the vote hide the hand)
    DEFAULT_CSS = DIALOG_CSS % ("RemoteVoteScreen", "#vote-box") + (
        "#vote-options { height: auto; max-height: 12; } #vote-text { height: auto; } #vote-hint { height: auto; }")
    BINDINGS = [Binding("escape", "back", show=False), Binding("w", "withdraw", show=False),
                Binding("space", "propose", show=False),
                Binding("plus,right", "change(1)", show=False), Binding("minus,left", "change(-1)", show=False),
                Binding("backspace", "erase", show=False), *DIGIT_BINDINGS]

    def __init__(self, lang: str, rules: Ruleset, values: dict[str, bool | int], names: list[str], seat: int,
                 send: Send, ballot: dict[str, Any] | None = None) -> None:
        super().__init__(classes="dialog")
        self.lang, self.rules, self.values, self.names, self.seat = lang, rules, values, names, seat
        self.send = send
        self.ballot = ballot                 # the vote as the host last told it (None: choosing a proposal)
        self.sentence: str | None = None     # how it ended
        self.asked = False                   # a proposal was sent: the host's answer is awaited
        self.answered = False                # this seat answered: keys wait for the host's next word
        self.drafts: dict[str, int] = {}     # number options: the value being chosen
        self.typed = ("", "")                # (option, digits typed)
        self.gone: Callable[[], None] = lambda: None   # called once the screen has closed

    def on_unmount(self) -> None:
        self.gone()

    def compose(self) -> ComposeResult:
        with Vertical(id="vote-box"):
            yield Label(tr(self.lang, "house_title"), classes="dialog-title")
            yield Static(tr(self.lang, "house_intro"), id="vote-intro", markup=False)
            yield OptionList(id="vote-options")
            yield Static("", id="vote-text", markup=False)
            yield Static("", id="vote-hint", markup=False)

    def on_mount(self) -> None:
        show_options(self.query_one(OptionList), self.rows(), 0)
        self.query_one(OptionList).focus()
        self.draw_now()       # (``is_mounted`` is not true yet while Mount is handled)

    # ---- choosing ----------------------------------------------------------------------------

    def rows(self) -> dict[str, Any]:
        return {name: option_row(value, option_text(self.rules, name, self.lang), self.drafts.get(name))
                for name, value in self.values.items()}

    def highlighted(self) -> str | None:
        if self.ballot is not None or self.sentence is not None or self.asked:
            return None
        index = self.query_one(OptionList).highlighted
        return list(self.values)[index] if index is not None else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_propose()

    def set_draft(self, name: str, value: int) -> None:
        self.drafts[name] = within(self.app, self.lang, self.rules.options[name], value, self.typing_into(name))
        show_options(self.query_one(OptionList), self.rows())

    def action_propose(self) -> None:
        name = self.highlighted()
        if name is None:
            return
        now = self.values[name]
        value = (not now) if isinstance(now, bool) else self.drafts.get(name, now)
        if value == now:
            self.notify(tr(self.lang, "house_unchanged"), severity="warning")
            return
        self.asked = True
        self.proposed()
        self.send({"type": "propose", "option": name, "value": value})
        self.draw()

    def refused(self, reason: str) -> bool:
        """The host refused the proposal this screen sent (True: it was this screen's; it says why)."""
        if not self.asked or self.ballot is not None:
            return False
        self.asked = False
        self.notify(tr(self.lang, "house_not_possible", reason=reason), severity="error")
        self.draw()
        self.give_way()
        return True

    def give_way(self) -> None:
        """Close where a timed question for this terminal opened while the proposal (or the vote) held the dialog
        here: the transition that closes it has passed (Review 112: a refusal left it choosing over the window)."""
        if any(getattr(screen, "in_window", False) for screen in self.app.screen_stack):
            close_ended_votes(self.app)

    # ---- the vote ----------------------------------------------------------------------------

    def update(self, ballot: dict[str, Any]) -> None:
        """The vote as it stands; after the end of one (its sentence still shown, nobody pressed a key), a new vote
        begins on this dialog: the old end goes, so the new question is asked and answered here."""
        self.ballot, self.asked, self.answered, self.sentence = ballot, False, False, None
        self.draw()

    def finished(self, sentence: str) -> None:
        self.sentence = sentence
        self.draw()
        self.give_way()

    def on_key(self, event: events.Key) -> None:
        answer_key = event.key in tr(self.lang, "yes_keys") or event.key == "n"
        if self.sentence is not None and event.key != "escape":     # the end: any key goes back to the table,
            event.stop()                                             # but an answer pressed twice shows it first
            if not answer_key:
                self.dismiss(None)
        elif self.ballot is not None and self.ballot["asking"] == self.seat and answer_key:
            event.stop()
            self.answer(event.key != "n")
        elif self.ballot is not None and self.ballot["asking"] is not None and answer_key and not self.answered:
            event.stop()                     # (PLAYTEST93 F6: it did nothing, without a word)
            warn_once(self.app, word(self.lang, "vote_not_you", name=self.names[self.ballot["asking"]]))

    def asks_here(self) -> bool:
        """Whether the vote asks this seat now and waits for its answer."""
        return (self.ballot is not None and self.sentence is None and self.ballot["asking"] == self.seat
                and not self.answered)

    def answer(self, agree: bool) -> None:
        """This seat's answer (a key pressed twice answers once)."""
        if not self.answered:
            self.answered = True
            self.send({"type": "answer", "agree": agree})

    def on_click(self, event: events.Click) -> None:
        if self.sentence is not None:        # the end: a click goes back to the table too
            event.stop()
            self.dismiss(None)

    def typing(self) -> bool:
        return self.ballot is None and self.sentence is None

    def action_back(self) -> None:
        """Esc: back to the table, the vote going on (``h`` there shows it again; it opens again when the vote asks
        this seat, and the log says how it ended).  The proposer's too (PLAYTEST206 F3: Esc withdrew the proposal at
        once, the proposer's only way back to the table): ``w`` withdraws."""
        self.dismiss(None)

    def action_withdraw(self) -> None:
        """``w``: the proposer withdraws the vote under way (a key pressed twice withdraws once)."""
        if self.ballot is not None and self.sentence is None and self.ballot["by"] == self.seat and not self.answered:
            self.answered = True
            self.send({"type": "withdraw"})

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self) -> None:
        if self.is_mounted:
            self.draw_now()

    def draw_now(self) -> None:
        choosing = self.ballot is None and self.sentence is None
        options = self.query_one(OptionList)   # (hidden, its keys do nothing: a list never drawn has no lines to page)
        options.display, options.disabled = choosing, not choosing
        # (the vote's own lines say that every seat must agree: PLAYTEST216 saw a long rule's vote at 60x20 lose its
        # last line, "Any key: back to the table")
        self.query_one("#vote-intro", Static).display = choosing
        self.query_one("#vote-text", Static).update("" if choosing else self.text())
        self.query_one("#vote-hint", Static).update(self.hint())

    def text(self) -> str:
        lines = [] if self.ballot is None else ballot_lines(self.ballot, self.rules, self.names, self.lang)
        # a change (every answer yes) names the rule as it is now: not the proposal again (as the hot seat)
        ballot, ended = self.ballot, self.sentence or ""
        if ballot is not None and option_text(self.rules, ballot["option"], self.lang) in ended \
                and False not in ballot["answers"].values():
            lines = lines[3:]
        said = [spelled(self.sentence)] if self.sentence else []   # (the host's words: "geaendert" in ASCII, as the log
        return "\n".join(lines + ([""] if lines else []) + said)   # spells them, not "geandert": PLAYTEST216 F3)

    def hint(self) -> str:
        lang, ballot = self.lang, self.ballot
        if self.sentence is not None:
            return tr(lang, "vote_close")
        if ballot is None:
            return word(lang, "vote_sent") if self.asked else tr(lang, "house_hint")
        asking = ballot["asking"]
        if asking == self.seat:
            return f"{tr(lang, 'vote_ask', name=self.names[self.seat])}  {word(lang, 'vote_answer_keys')}"
        waits = word(lang, "vote_waits", name=self.names[asking]) if asking is not None else ""
        withdraw = [word(lang, "vote_withdraw")] if ballot["by"] == self.seat else []
        return " · ".join([*([waits] if waits else []), *withdraw, word(lang, "vote_hide")])


def close_ended_votes(app: Any) -> None:
    """A vote's end left on this terminal's screen ("any key: back to the table"), or the house rules opened with
    ``h`` and nothing proposed yet, closes: a timed question that comes for it goes on top (PLAYTEST87: a swap
    window ran out under it, unseen; a vote under way holds the table, so none comes meanwhile)."""
    for screen in app.screen_stack:
        if isinstance(screen, RemoteVoteScreen) and (screen.sentence is not None
                                                      or (screen.ballot is None and not screen.asked)):
            screen.close_soon(None)


def ballot_lines(ballot: dict[str, Any], rules: Ruleset, names: list[str], lang: str) -> list[str]:
    """The proposal, when it would hold, and each seat's answer so far (the hot seat's words)."""
    by, option = ballot["by"], option_text(rules, ballot["option"], lang)
    values = {"option": option, "value": value_text(ballot["value"], lang), "old": value_text(ballot["old"], lang)}
    lines = [tr(lang, "vote_proposal", name=names[by], **values) if by is not None
             else tr(lang, "vote_proposal_table", **values),
             tr(lang, "vote_when_now" if ballot["at_once"] else "vote_when_next"), ""]
    for seat in ([by] if by is not None else []) + list(ballot["order"]):
        agreed = ballot["answers"].get(str(seat))
        answer = "?" if seat == ballot["asking"] else ellipsis() if agreed is None else tr(lang, "vote_yes" if agreed else "vote_no")
        notes = ([tr(lang, "vote_proposer")] if seat == by else []) + ([tr(lang, "vote_bot")] if seat in ballot["bots"] else [])
        notes += [word(lang, "vote_stand_in")] if seat in ballot.get("stand_ins", ()) else []
        lines.append(f"  {names[seat]}: {answer}" + (f" ({', '.join(notes)})" if notes else ""))
    return lines
