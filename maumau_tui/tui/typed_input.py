"""A text field that keeps keys in the order they were typed.

Textual's ``Input`` inserts a printable key in its key handler but deletes by a binding, acted on after the keys
queued behind it: "Qwer", Backspace, "Mnop" typed in one burst (a quick correction, as a terminal over SSH delivers
it in one read) became "QwerMno".  ``TypedInput`` acts on its deleting keys in its key handler, in turn with the
letters.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input

IN_TURN = {"backspace": "delete_left", "delete": "delete_right", "ctrl+u": "delete_left_all",
           "ctrl+backspace": "delete_left_word", "alt+backspace": "delete_left_word"}


class TypedInput(Input):
    async def _on_key(self, event: events.Key) -> None:
        """(Textual then calls ``Input``'s own handler, for every other key: a key whose default is prevented here
        goes no further.)"""
        action = IN_TURN.get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)
