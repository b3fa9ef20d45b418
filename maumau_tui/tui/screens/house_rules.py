"""House rules changed during play: pick an option, propose a value, every seat votes, the result.

A full screen (not a dialog over the table), so while the keyboard goes round for the vote no hand
is visible: it shows the ruleset's options, the proposal, the seats' names and their answers, and
nothing about any seat's cards.  The vote itself is ``maumau_tui.votes`` (through the ``Referee``, which
tells everybody the result); bots answer at once by their policy, people are asked in turn.  Esc before
the vote is decided changes nothing; a vote under way when the match was saved comes back as it
stood.  Dismisses with a ``VoteOutcome``: the result (``None`` when nothing was decided) and every seat
the keyboard went to.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static

from maumau_tui.referee import Referee
from maumau_tui.rules.loader import switchable
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import option_text, value_text, vote_sentence
from maumau_tui.tui.screens.base import GameScreen, HeldKeyLine
from maumau_tui.tui.screens.number_drafts import DIGIT_BINDINGS, NumberDrafts, within
from maumau_tui.tui.screens.ruleset import option_row, show_options
from maumau_tui.votes import Proposal, Vote, VoteResult, toggled
from maumau_tui.tui.spelling import ellipsis


@dataclass(frozen=True)
class VoteOutcome:
    """How a vote ended: its result (None: given up before the end) and the seats that were asked."""

    result: VoteResult | None
    asked: frozenset[int]


class HouseRulesScreen(HeldKeyLine, NumberDrafts, GameScreen[VoteOutcome]):
    """Options with their values now; a proposal, then every seat's answer, then the result.  After each answer the
    answer keys wait for a quiet moment (the key line is an ellipsis meanwhile): a key pressed twice would answer
    for the next person too."""

    KEY_LINE = "#house-hint"
    VERTICAL_BREAKPOINTS = [(0, "-low"), (24, "-high")]   # (under 24 lines the list is shorter: app.tcss)

    BINDINGS = [
        Binding("escape", "cancel", show=False),
        Binding("space", "propose", show=False),
        Binding("plus,right", "change(1)", show=False),
        Binding("minus,left", "change(-1)", show=False),
        Binding("backspace", "erase", show=False),
        *DIGIT_BINDINGS,
    ]

    def __init__(self, referee: Referee, lang: str, proposer: int | None) -> None:
        super().__init__(classes="house")
        self.referee = referee
        self.table = referee.table
        self.lang = lang
        self.proposer = proposer
        self.names = list(self.table.names)
        self.values = switchable(self.table.ruleset, self.table.match.option_values())
        self.drafts: dict[str, bool | int] = {}   # number options: the value being chosen
        self.typed = ("", "")                      # (option, digits typed) for a number option
        self.vote: Vote | None = self.table.vote   # a vote already under way (a resumed match) is shown as it stands
        self.result: VoteResult | None = None
        if self.vote is not None:
            self.proposer = self.vote.proposal.by

    # ---- layout ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        lang = self.lang
        who = (tr(lang, "house_by", name=self.names[self.proposer]) if self.proposer is not None
               else tr(lang, "house_by_table"))
        with Vertical(id="house-box"):
            yield Label(tr(lang, "house_title"), id="house-title")
            yield Static(f"{tr(lang, 'house_intro')} {who}", id="house-intro", markup=False)
            yield OptionList(id="house-options")
            yield Static("", id="house-vote", markup=False)
            yield Static(tr(lang, "house_hint"), id="house-hint", markup=False)

    def on_mount(self) -> None:
        self.watch_key_line()
        self.query_one("#house-vote").display = False
        options = self.query_one(OptionList)
        self.refresh_options(0)
        options.focus()
        if self.vote is not None:
            self.show_ballot()

    def option_row(self, name: str) -> Text:
        return option_row(self.values[name], option_text(self.table.ruleset, name, self.lang), self.drafts.get(name))

    def refresh_options(self, highlight: int | None = None) -> None:
        show_options(self.query_one(OptionList), {name: self.option_row(name) for name in self.values}, highlight)

    def highlighted(self) -> str | None:
        if self.vote is not None or self.result is not None:
            return None
        index = self.query_one(OptionList).highlighted
        return list(self.values)[index] if index is not None else None

    # ---- choosing and proposing --------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_propose()

    def set_draft(self, name: str, value: int) -> None:
        self.drafts[name] = within(self.app, self.lang, self.table.ruleset.options[name], value, self.typing_into(name))
        self.refresh_options()

    def on_key(self, event: events.Key) -> None:
        if self.result is not None:          # the result: any key goes back to the table
            event.stop()
            self.dismiss(self.outcome(self.result))
            return
        if self.vote is not None:            # the vote: the person asked answers
            if event.key in tr(self.lang, "yes_keys") or event.key == "n":
                event.stop()
                self.answer(event.key != "n")
            return

    def on_click(self, event: events.Click) -> None:
        if self.result is not None:          # the result: a click goes back to the table too
            event.stop()
            self.dismiss(self.outcome(self.result))

    def typing(self) -> bool:
        return self.vote is None and self.result is None

    def action_propose(self) -> None:
        name = self.highlighted()
        if name is None:
            return
        value = toggled(self.table.match, name) if isinstance(self.values[name], bool) \
            else self.drafts.get(name, self.values[name])
        if value == self.values[name]:
            self.notify(tr(self.lang, "house_unchanged"), severity="warning")
            return
        try:
            self.vote = self.referee.start_vote(name, value, self.proposer)
        except ValueError as error:   # a change the match cannot take: say why, change nothing
            self.notify(tr(self.lang, "house_not_possible", reason=error), severity="error")
            return
        self.proposed()
        self.show_ballot()

    def show_ballot(self) -> None:
        """The vote instead of the options: the proposal and every seat's answer so far."""
        options = self.query_one(OptionList)
        options.display, options.disabled = False, True   # (hidden, its keys do nothing: a list never drawn, as
        self.query_one("#house-vote").display = True       # under a vote taken up again, has no lines to page)
        self.after_answer()

    # ---- the vote ----------------------------------------------------------------------------

    def answer(self, agree: bool) -> None:
        vote = self.vote
        if vote is None or vote.asking is None:
            return
        self.referee.answer_vote(vote, vote.asking, agree)
        clock, settings = getattr(self.app, "clock", None), getattr(self.app, "settings", None)
        if clock is not None and settings is not None:   # j pressed twice answered for the next person too (or
            answers = (*tr(self.lang, "yes_keys"), "n")    # closed the result unseen): the next answer waits
            self.hold_keys(clock, settings.key_hold, answers)   # for a quiet moment
        self.after_answer()

    def after_answer(self) -> None:
        vote = self.vote
        assert vote is not None
        if vote.decided:
            self.result = self.referee.finish_vote(vote)
            clock, settings = getattr(self.app, "clock", None), getattr(self.app, "settings", None)
            if clock is not None and settings is not None:   # any key closes the result: not the second press of
                self.hold_keys(clock, settings.key_hold)      # the key that decided it, unread (REVIEW147 R4)
        self.show_vote()

    def show_vote(self) -> None:
        vote = self.vote
        assert vote is not None
        self.query_one("#house-vote", Static).update(self.vote_text(vote.proposal, vote))
        self.draw_key_line()

    def key_words(self) -> str:
        vote, lang = self.vote, self.lang
        if vote is None:
            return tr(lang, "house_hint")
        if self.result is not None:
            return tr(lang, "vote_close")
        return f"{tr(lang, 'vote_ask', name=self.names[vote.asking])}  {tr(lang, 'vote_keys')}" \
            if vote.asking is not None else ""

    def draw_key_line(self) -> None:
        self.query_one(self.KEY_LINE, Static).update(self.key_line())

    def vote_text(self, proposal: Proposal, vote: Vote) -> str:
        lang, names = self.lang, self.names
        option = option_text(self.table.ruleset, proposal.option, lang)
        values = {"option": option, "value": value_text(proposal.value, lang), "old": value_text(proposal.old, lang)}
        lines = [tr(lang, "vote_proposal", name=names[proposal.by], **values) if proposal.by is not None
                 else tr(lang, "vote_proposal_table", **values),
                 tr(lang, "vote_when_now" if proposal.at_once else "vote_when_next"), ""]
        for seat in ([proposal.by] if proposal.by is not None else []) + vote.order:
            agreed = vote.answers.get(seat)
            answer = ellipsis() if agreed is None else tr(lang, "vote_yes" if agreed else "vote_no")
            notes = []
            if seat == proposal.by:
                notes.append(tr(lang, "vote_proposer"))
            if seat in vote.bots:
                notes.append(tr(lang, "vote_bot"))
            if seat == vote.asking:
                answer = "?"
            lines.append(f"  {names[seat]}: {answer}" + (f" ({', '.join(notes)})" if notes else ""))
        if self.result is not None:
            sentence = vote_sentence(self.result, self.table.ruleset, names, lang)
            # a change names the rule as it is now: not the proposal again (a low terminal has no room for both)
            if self.result.change is not None:
                lines = lines[3:]
            lines += ["", sentence]
        return "\n".join(lines)

    def outcome(self, result: VoteResult | None) -> VoteOutcome:
        vote = self.vote
        asked = set() if vote is None else set(vote.answers) | ({vote.asking} if vote.asking is not None else set())
        return VoteOutcome(result, frozenset(asked))

    def action_cancel(self) -> None:
        """Esc: back to the table without a change (a finished vote just closes)."""
        if self.result is not None:
            self.dismiss(self.outcome(self.result))
            return
        outcome = self.outcome(None)
        if self.vote is not None:
            self.referee.finish_vote(self.vote, cancel=True)
        self.dismiss(outcome)
