"""A text field that keeps keys in the order they were typed.

Textual's ``Input`` inserts a printable key in its key handler but acts on its other keys (Backspace, Ctrl+W, the
arrows, Home ...) by bindings, after the keys queued behind them: "Qwer", Backspace, "Mnop" typed in one burst (a
quick correction, as a terminal over SSH delivers it in one read) became "QwerMno".  ``TypedInput`` acts on each of
those keys in its key handler, in turn with the letters (Enter still submits by its binding; copying changes no text).
Text that would make it longer than its ``max_length`` is cut to the room left, not refused whole.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.widgets import Input

LEFT_TO_BINDINGS = frozenset({"submit", "copy"})


def _in_turn() -> dict[str, str]:
    """Each key of ``Input``'s bindings -> its action (``"cursor_left(True)"``), but those left to the bindings."""
    keys: dict[str, str] = {}
    for binding in Input.BINDINGS:
        if isinstance(binding, Binding) and binding.action.split("(")[0] not in LEFT_TO_BINDINGS:
            keys.update(dict.fromkeys((key.strip() for key in binding.key.split(",")), binding.action))
    return keys


IN_TURN = _in_turn() | {"ctrl+backspace": "delete_left_word", "alt+backspace": "delete_left_word"}   # (the word
#   before the cursor, as a terminal's line editing deletes it; Textual binds them to the word after it)


class TypedInput(Input):
    async def _on_key(self, event: events.Key) -> None:
        """(Textual then calls ``Input``'s own handler, for every other key: a key whose default is prevented here
        goes no further.)"""
        action = IN_TURN.get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)

    def _on_paste(self, event: events.Paste) -> None:
        """A paste of several lines goes in whole, its lines joined by a space: Textual's field keeps the first line
        only, and the group dialog lost "Yvonne" of "Xaver", newline, "Yvonne" without a word (PLAYTEST125)."""
        lines = [line.strip() for line in event.text.splitlines() if line.strip()]
        if len(lines) > 1:
            event.prevent_default()          # (Textual's own handler, called after this one, would not run)
            super()._on_paste(events.Paste(" ".join(lines)))
            event.stop()

    def replace(self, text: str, start: int, end: int) -> None:
        """Text beyond the room ``max_length`` leaves is cut off, and the bell rings: Textual's field refused the
        whole change, and a paste longer than the room vanished with only the bell (PLAYTEST168 F1).  A key typed
        into a full field still only rings it."""
        if self.max_length:
            start, end = sorted((max(0, start), min(len(self.value), end)))
            room = self.max_length - (len(self.value) - (end - start))
            if 0 < room < len(text):
                super().replace(text[:room], start, end)
                self.restricted()
                return
        super().replace(text, start, end)
