"""The seats a terminal plays besides its user's own (a group at one keyboard: ``SeatApp``'s part): their names,
their messages, and the group's keyboard with the hand-offs between them."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, cast

from textual.app import App

from maumau_tui.clock import Clock
from maumau_tui.net.group_flow import GroupFlow
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.link import HostLink
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.tui.settings import Settings


class SeatGroup:
    """What a group needs of the app (``SeatApp`` has it all)."""

    link: HostLink | None
    members: list[RemoteSeat]          # the group's further seats (and its public view) seated
    group: GroupSeat | None
    group_flow: GroupFlow | None
    settings: Settings
    clock: Clock

    if TYPE_CHECKING:                  # (``SeatApp``'s own)
        def send(self, message: dict[str, Any]) -> None: ...

        def keep(self, sending: Coroutine[Any, Any, None]) -> None: ...

        def refused(self, reason: str) -> None: ...

        back_to_lobby: Callable[..., None]
        looks_chosen: Callable[[Settings | None], None]

    def own_names(self) -> list[str]:
        """The names of the seats played at this terminal."""
        return [link.names[link.seat] for link in (self.link, *(member.link for member in self.members))
                if link is not None and link.seat is not None and 0 <= link.seat < len(link.names)]

    def send_next(self, kind: str = "next") -> None:
        """Every seat of this terminal is ready for the next deal (``end``: would end the match here instead)."""
        self.send({"type": kind})
        for member in self.members:
            if member.seat is not None:
                self.send_as(member.seat, {"type": kind})

    def send_as(self, seat: int, message: dict[str, Any]) -> None:
        """Send ``message`` for ``seat``, the user's own or one of the group's (through its member)."""
        link = self.link
        target = link if link is not None and link.seat == seat else next(
            (member.link for member in self.members if member.seat == seat), None)
        if target is not None:
            self.keep(target.send(message))

    def member_heard(self, message: dict[str, Any]) -> None:
        """A further seat of this terminal (or its public view) is seated: its own link joins the group."""
        link = self.link
        member = link.members.get(message["n"]) if link is not None else None
        if member is None or message["message"]["type"] != "seated":
            return
        remote = RemoteSeat(member, self.clock.now)
        self.members = [other for other in self.members if other.link is not member] + [remote]
        if self.group is not None:
            self.group.add(remote)

    def start_group(self, primary: RemoteSeat) -> GroupSeat:
        """The table of a terminal that plays several seats: one keyboard, hand-offs between them."""
        group = self.group = GroupSeat(primary)
        group.on_refused = self.refused
        for member in self.members:
            group.add(member)
        self.group_flow = GroupFlow(cast("App[Any]", self), group, self.settings, self.clock, to_lobby=self.back_to_lobby,
                                    looks_chosen=self.looks_chosen)
        return group
