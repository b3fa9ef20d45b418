"""The house-rule votes at a seat app's table (``SeatApp``'s part): the vote's dialog when it begins and whenever
it asks one of this terminal's seats, and ``h`` to propose one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from rich.cells import cell_len
from textual.app import App

from textual.screen import Screen

from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.group_flow import GroupFlow, GroupVoteScreen
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.link import HostLink
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.vote_screen import RemoteVoteScreen, ballot_lines
from maumau_tui.net.words import word
from maumau_tui.rules.loader import option_values, switchable
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.screens.base import Guarded
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.too_small import TooSmallScreen


class SeatVotes:
    """What the votes need of the app (``SeatApp`` has it all)."""

    link: HostLink | None
    remote: RemoteSeat | None
    group: GroupSeat | None
    group_flow: GroupFlow | None
    ballot: dict[str, Any] | None     # a house-rule vote under way at the table, as last told
    vote: RemoteVoteScreen | None     # ... on this screen (or this seat choosing a proposal)
    away: AwayScreen | None           # who dropped from the table and is not back

    if TYPE_CHECKING:                 # (``SeatApp``'s own: no stand-in here may ever come before them)
        @property
        def lang(self) -> str: ...

        def send(self, message: dict[str, Any]) -> None: ...

        def send_as(self, seat: int, message: dict[str, Any]) -> None: ...

        def show(self, screen: Screen[Any]) -> None: ...

        def wait_shown(self) -> None: ...

        @property
        def screen_stack(self) -> list[Screen[Any]]: ...

        def call_later(self, callback: Callable[..., Any], *args: Any, **kwargs: Any) -> bool: ...

        @property
        def screen(self) -> Screen[Any]: ...

    def on_table_screen_house_rules_wanted(self) -> None:
        """``h`` at the table: this seat chooses a house rule to propose (or sees the vote under way again).  Not while
        somebody is away, whom a vote would ask: said at once (PLAYTEST227 N4: the table refused it only after a
        rule was chosen in the dialog)."""
        if self.vote is not None:
            return
        away = self.away.away if self.away is not None else {}
        if away and self.ballot is None:
            names = ", ".join(name for _seat, (name, _until) in sorted(away.items()))
            warn_once(self, tr(self.lang, "house_not_possible", reason=word(self.lang, "vote_away", names=names)))
            return
        self.open_vote(self.ballot)

    def vote_waits_here(self) -> bool:
        """A vote under way waits for the answer of this terminal's seat (or one of its group's), its dialog put
        away ("Esc: later")."""
        ballot, link = self.ballot, self.link
        if ballot is None or self.vote is not None or link is None:
            return False
        asking = ballot.get("asking")
        return asking is not None and (asking == link.seat or (self.group is not None and asking in self.group.seats))

    def vote_key_free(self) -> bool:
        """Whether ``h`` is the vote's now (``vote_again``, a priority key): a vote waits here, and the screen on top
        neither holds every key (a hand-off's first moment; a question holding only Enter takes it) nor stands in
        for a terminal too small."""
        screen = self.screen
        held = isinstance(screen, Guarded) and (screen.closed or screen.holding_every_key)
        return self.vote_waits_here() and not held and not isinstance(screen, TooSmallScreen)

    def action_vote_again(self) -> None:
        """``h`` over the table's other screens (a question, a hand-off): the vote that waits for this terminal's
        answer comes back; at the table itself ``h`` does (``on_table_screen_house_rules_wanted``)."""
        if self.vote_waits_here():
            self.open_vote(self.ballot)

    def balloted(self, ballot: dict[str, Any]) -> None:
        """The vote as it stands: on this seat's screen when it begins and whenever it asks this seat."""
        begins, self.ballot = self.ballot is None, ballot
        self.hide_for(ballot)
        if self.vote is not None:
            self.vote.update(ballot)
        elif begins or ballot["asking"] == (self.link.seat if self.link is not None else None) or (
                self.group is not None and ballot["asking"] in self.group.seats):
            self.open_vote(ballot)
        self.vote_key_shown()

    def watched(self, ballot: dict[str, Any] | None) -> None:
        """A watcher hears of a vote under way (``None``: it is over).  PLAYTEST111 F10: the status line said "Waiting
        for X" for the whole vote, as if X were slow; now the proposal is a notice when it begins, and the status line
        says whose answer the table waits for (``vote_status``)."""
        begins = ballot is not None and self.ballot is None
        self.ballot = ballot
        link, remote = self.link, self.remote
        if begins and ballot is not None and link is not None and remote is not None:
            cast("App[Any]", self).notify(ballot_lines(ballot, remote.info().ruleset, list(link.names), self.lang)[0])
        self.wait_shown()

    def vote_status(self, width: int = 0) -> str:
        """While a vote holds the table: whose answer it waits for, in ``width`` columns where it is given ("": no
        vote, or it asks nobody).  PLAYTEST111 F10 (a watcher) and PLAYTEST215 F2 (a seat) read "Waiting for X" for
        the whole vote, and the proposer "Your turn ... Enter plays" while each move was refused; a seat the vote
        waits for, its question put away, is told so, and that h brings it back."""
        ballot, link = self.ballot, self.link
        if ballot is None or link is None or ballot.get("asking") is None:
            return ""
        asking = ballot["asking"]
        if asking == link.seat and self.group is None:
            later = self.vote_waits_here()      # (its question put away: h brings it back)
            said = word(self.lang, "vote_waits_you", h=word(self.lang, "vote_h") if later else "")
            short = word(self.lang, "vote_waits_you_short", h=" (h)" if later else "")
        else:      # (a group's seat is named: which of those at the terminal answers)
            said = word(self.lang, "vote_watched", name=link.names[asking])
            short = word(self.lang, "vote_watched_short", name=link.names[asking])
        return short if width and cell_len(said) > width - 1 else said

    def voted(self, sentence: str, withdrawn: bool = False) -> bool:
        """The vote is over; whether its dialog says how it ended (else a notice is to say it).  A proposal withdrawn
        changed nothing: its dialog closes (the proposer pressed Esc to be back at the table, and a dialog that asks
        for a key there would take the next move's key) and a notice says it."""
        if self.group is not None and self.ballot is not None:
            self.group.vote_done({int(seat) for seat in self.ballot["answers"] if seat.isdigit()})
        self.ballot = None
        self.vote_key_shown()
        if self.vote is None:
            return False
        if withdrawn:
            self.vote.close_soon(None)
            return False
        self.vote.finished(sentence)
        return True

    def vote_key_shown(self) -> None:
        """The table's key bar shows ``h`` exactly while a vote put away waits here (the app's ``vote_again``, whose
        ``check_action`` says when): told again whenever that may have changed; so is the status line, which says
        whose answer the vote waits for (``vote_status``), and the move keys, which rest while it runs."""
        for screen in self.screen_stack:
            if isinstance(screen, TableScreen) and screen.is_mounted:
                screen.refresh_bindings()
        self.wait_shown()

    def hide_for(self, ballot: dict[str, Any] | None) -> None:
        """Another of the group is asked: nobody's hand stays on screen under its question."""
        group = self.group
        asking = ballot.get("asking") if ballot is not None else None
        if group is not None and asking in group.seats and asking != group.holder:
            group.hide()

    def open_vote(self, ballot: dict[str, Any] | None) -> None:
        link, remote = self.link, self.remote
        if link is None or remote is None or link.seat is None:
            return
        self.hide_for(ballot)   # (also when h brings the question back over the holder's hand: PLAYTEST216 F4)
        group = self.group
        info = remote.info()
        values = switchable(info.ruleset, option_values(info.ruleset, dict(info.options)))
        if group is not None:
            own = group.last_at_keyboard
            if ballot is None and own is None:
                return                  # nobody holds the keyboard: nobody to propose
            screen: RemoteVoteScreen = GroupVoteScreen(self.lang, info.ruleset, values, list(link.names),
                                                       link.seat if own is None else own, group.seats,
                                                       self.send_as, ballot)
        else:
            screen = RemoteVoteScreen(self.lang, info.ruleset, values, list(link.names), link.seat, self.send, ballot)
        screen.gone = lambda: self.vote_gone(screen)
        self.vote = screen
        self.show(screen)

    def vote_gone(self, screen: RemoteVoteScreen) -> None:
        """The vote's dialog closed: the group's hand-offs held back while it was open come now, from the app's own
        queue (a screen pushed from the dialog's unmount would give its answer to the dialog, which is gone: the
        hand-off's Enter then gave nobody the keyboard)."""
        if self.vote is screen:
            self.vote = None
            self.vote_key_shown()
            if self.group_flow is not None:
                self.call_later(self.group_flow.follow)
