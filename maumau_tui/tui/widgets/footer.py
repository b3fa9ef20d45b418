"""The table's footer: Textual's ``Footer`` whose keys are shown and hidden in place instead of mounted anew.

Textual's footer removes and mounts all of its keys whenever the screen says its bindings may have
changed.  The table screen says so after every redraw, and its keys come and go with every turn
(Enter, draw and the others only while it is this seat's turn, none while a prompt asks), so a move
cost each seat a dozen widgets removed, mounted and styled (about 15 ms of CPU each time, more than all
the rest of a repaint).  This footer holds one key widget for every key its screen could show, in the
order Textual's footer gives them, and shows the ones that are active now: a change of turn only
shows or hides some of them, at once (in the same repaint as the rest of the screen).  It looks
exactly like Textual's footer (the same ``FooterKey`` widgets in the same order).  Where that order
could differ (binding groups, several keys shown for one action, a key bound twice, the command
palette's key) it composes like Textual's footer, and then still skips a signal that changes nothing.

Textual's footer cuts its last key where the screen ends ("h Hausreg" at 60 columns); ``FittedFooter``, the
footer of every screen, shows only the keys that fit whole, the first ones (a screen binds its keys in the order
of their use).  Textual's footer also composes all its keys anew for every signal, three or four of them while a
screen opens; ``FittedFooter`` composes again only when the keys active differ from those it composed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey   # (no public name: see tui/textual_private.py)

from maumau_tui.tui.textual_private import binding_chain

Identity = tuple[str, str, str, str]      # key, how the key is shown, description, action
State = tuple[bool, str]                  # enabled, tooltip


class FittedFooter(Footer):
    """A ``Footer`` that shows the keys that fit its width whole, in order, and hides the rest."""

    composed_from: dict[Identity, State] | None = None    # the active keys when last composed (None: not yet)

    def identity(self, binding: Binding) -> Identity:
        return binding.key, self.app.get_key_display(binding), binding.description, binding.action

    def active(self, screen: Screen[Any]) -> dict[Identity, State]:
        """The keys to show now, in order, with whether each works and its tooltip."""
        return {self.identity(binding): (enabled, tooltip)
                for _node, binding, enabled, tooltip in screen.active_bindings.values() if binding.show}

    async def recompose(self) -> None:
        # Textual's footer asks for one recompose for every signal that its screen's keys may have changed: a new
        # screen signals three or four times before its footer first composes, and the keys composed for the first
        # show what the others ask for (each recompose of all keys cost about a tenth of a new screen's CPU)
        if not (self.is_attached and self.shown_in_place()):
            await super().recompose()

    def shown_in_place(self) -> bool:
        """Whether the keys composed show what is active now."""
        return self.composed_from is not None and self.shows(self.active(self.screen), self.composed_from)

    def shows(self, active: dict[Identity, State], composed: dict[Identity, State]) -> bool:
        """Whether the keys composed from ``composed`` show ``active``: the same keys, in the same order."""
        return list(active.items()) == list(composed.items())

    def wanted(self) -> list[tuple[FooterKey, bool]]:
        """Each key in order, and whether it is to be shown if it fits (none where keys are grouped: shown as
        Textual shows them)."""
        keys = list(self.children)
        return [(key, True) for key in keys if isinstance(key, FooterKey)] if all(
            isinstance(key, FooterKey) for key in keys) else []

    def compose(self) -> Iterable[Any]:
        self.composed_from = self.active(self.screen) if self._bindings_ready else None
        for widget in super().compose():
            yield settled(widget, self.compact)
        self.call_after_refresh(self.fit)

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        if not self.is_attached or not self.size.width:
            return
        used, room = 0, True
        for key, wanted in self.wanted():
            show = room and wanted
            if show and (text := rendered(key)) is not None:    # (not yet styled: shown, fitted once it is)
                room = show = used + cell_len(text.plain.rstrip()) <= self.size.width   # (its padding may go)
                used += text.cell_len + key.styles.margin.right
            if key.display != show:
                key.display = show


class TableFooter(FittedFooter):
    """A ``Footer`` that shows and hides its keys in place."""

    def __init__(self) -> None:
        super().__init__()
        self.slots: dict[Identity, tuple[FooterKey, State]] = {}   # every key it holds, shown or not

    def candidates(self, screen: Screen[Any]) -> list[Binding] | None:
        """Every binding the footer could show for ``screen``, in the order Textual's footer shows them; None
        where showing a part of them in that order could differ from what Textual's footer shows."""
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            return None
        first: dict[str, Binding] = {}       # every key bound: its first binding
        by_action: dict[str, Binding] = {}
        instead: dict[str, Binding] = {}     # by the first binding's action: a priority binding of its key
        for _node, bindings in binding_chain(screen):   # the chain ``active_bindings`` walks
            for key, binding in bindings:
                if key in first:
                    earlier = first[key]
                    if (stands_in(earlier, binding) and earlier.action not in instead and binding.action not in by_action
                            and next(reversed(by_action), None) == earlier.action):   # (see ``stands_in``)
                        instead[earlier.action] = binding   # (the seat app's ``h`` for a vote put away, say)
                    elif binding.show or earlier.show:
                        return None                # bound twice: which one is shown depends on the state
                    continue
                first[key] = binding
                if binding.show:
                    if binding.group is not None or binding.action in by_action:
                        return None
                    by_action[binding.action] = binding
        return [shown for action, binding in by_action.items()
                for shown in ((binding, instead[action]) if action in instead else (binding,))]

    def compose(self) -> Iterable[Any]:
        self.slots = {}
        if not self._bindings_ready:
            self.composed_from = None
            return
        screen = self.screen
        active = self.composed_from = self.active(screen)
        candidates = self.candidates(screen)
        if candidates is None or not active.keys() <= {self.identity(binding) for binding in candidates}:
            yield from super().compose()
            return
        self.styles.grid_size_columns = len(active)
        for binding in candidates:
            identity = self.identity(binding)
            state = active.get(identity, (True, ""))
            key = settled(FooterKey(binding.key, identity[1], binding.description, binding.action,
                                    disabled=not state[0], tooltip=state[1]), self.compact).data_bind(compact=Footer.compact)
            key.display = identity in active
            self.slots[identity] = key, state
            yield key
        self.call_after_refresh(self.fit)

    def wanted(self) -> list[tuple[FooterKey, bool]]:
        if not self.slots or self.composed_from is None:
            return super().wanted()
        return [(key, identity in self.composed_from) for identity, (key, _state) in self.slots.items()]

    def on_mount(self) -> None:
        # (Footer's own on_mount, which runs after this one, subscribes to hear of key changes a moment later)
        self.call_next(self.listen_at_once)

    def listen_at_once(self) -> None:
        """Hear of key changes at once: keys shown or hidden are drawn in the same repaint as the rest of the
        screen (a moment later they cost a second layout, and under a prompt another repaint of the prompt)."""
        signal = self.screen.bindings_updated_signal
        signal.unsubscribe(self)
        signal.subscribe(self, self.bindings_changed, immediate=True)

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if screen.app.app_focus and self.is_attached and screen is self.screen and self.shown_in_place():
            return
        self.call_next(super().bindings_changed, screen)   # composed anew in the footer's own context

    def shows(self, active: dict[Identity, State], composed: dict[Identity, State]) -> bool:
        """The same keys as composed, or keys it holds, each in the state it was made in (then shown and hidden so)."""
        if super().shows(active, composed):
            return True
        if self.slots and all(identity in self.slots and self.slots[identity][1] == state
                              for identity, state in active.items()):
            self.composed_from = active
            self.fit()
            return True
        return False


def settled(widget: Any, compact: bool) -> Any:
    """``widget``; a key with its footer's ``compact`` already (a ``FooterKey`` begins compact, and its footer's
    ``data_bind`` changes that once it is mounted: its style was worked out three times, a fifth of a new screen's
    CPU)."""
    if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):   # (Textual binds all but that)
        widget.set_reactive(FooterKey.compact, compact)
    return widget


def stands_in(earlier: Binding, later: Binding) -> bool:
    """Whether ``later``, further down the chain, is shown in the place of ``earlier`` whenever it is active
    (``Screen.active_bindings``: a priority binding replaces one that is not), and ``earlier`` otherwise.  (Where
    ``earlier`` is not active, Textual shows ``later`` where its own node's keys come: the same place only while
    no key shown comes between them, which ``candidates`` asks.)"""
    return earlier.show and later.show and later.priority and not earlier.priority and later.group is None


def rendered(key: FooterKey) -> Text | None:
    """The key as it is drawn; None while its screen has not styled it yet (a screen under another one)."""
    try:
        return key.render()
    except KeyError:          # Textual: "No 'footer-key--key' key in COMPONENT_CLASSES" (its styles not applied)
        return None
