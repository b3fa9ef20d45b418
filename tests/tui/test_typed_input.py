"""A correction typed quickly keeps every key in its place (playtest 57: "Qwer", Backspace, "Mnop" in one burst
became "QwerMno": Textual's field inserts letters at once but deletes by a binding acted on after them). The name of
a seat and the group dialog's names both keep the keys in the order typed."""

from __future__ import annotations

from textual import events
from textual.app import App

from maumau_tui.names import MAX_LENGTH
from maumau_tui.net.group_screen import GroupScreen
from maumau_tui.tui.screens.seats import NameInput
from maumau_tui.tui.typed_input import TypedInput
from tui_helpers import at_a_name_prompt, send, settle

BURST = ["Q", "w", "e", "r", "backspace", "M", "n", "o", "p"]


async def test_a_seats_name_typed_with_a_quick_correction_keeps_every_key() -> None:
    async with at_a_name_prompt() as (pilot, _app, prompt):
        await send(pilot, *BURST)                             # one burst, straight into the app's queue
        assert prompt.query_one(NameInput).value == "QweMnop"
        await send(pilot, "ctrl+u", "A", "n", "n", "a", "backspace", "e")
        assert prompt.query_one(NameInput).value == "Anne"
        await send(pilot, "ctrl+w", "B", "e", "n")             # (review 59: every key of the field's own, not
        assert prompt.query_one(NameInput).value == "Ben"      # only the deleting ones)
        await send(pilot, "left", "X", "home", "Y", "end", "Z")
        assert prompt.query_one(NameInput).value == "YBeXnZ"
        await send(pilot, "space", "Q", "alt+backspace", "R", "ctrl+backspace", "W")   # (the word before the cursor)
        assert prompt.query_one(NameInput).value == "YBeXnZ W"


async def test_the_group_dialogs_names_typed_with_a_quick_correction_keep_every_key() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        sent: list[list[str]] = []
        dialog = GroupScreen("Anna", "en", [], sent.append)
        await app.push_screen(dialog)
        await settle(pilot)
        await send(pilot, *BURST, "enter")
        assert dialog.query_one(TypedInput).value == "QweMnop" and sent == [["QweMnop"]]
        await send(pilot, "ctrl+u")
        dialog.query_one(TypedInput).post_message(events.Paste("Xaver\nYvonne\r\n"))   # names pasted, a line each
        await settle(pilot)
        await send(pilot, "enter")
        assert dialog.query_one(TypedInput).value == "Xaver Yvonne" and sent[-1] == ["Xaver", "Yvonne"]


async def test_a_name_pasted_longer_than_the_field_takes_is_cut_to_its_room() -> None:
    """PLAYTEST168 F1: Textual's field refuses a paste that would make it longer than its ``max_length`` whole: the
    field stayed as it was, with only the bell.  The paste is cut to the room left; a key typed then only rings."""
    async with at_a_name_prompt() as (pilot, _app, prompt):
        field = prompt.query_one(NameInput)
        await send(pilot, "A", "l")
        field.post_message(events.Paste("exander-Maximilian-von-Humboldt"))
        await settle(pilot)
        assert field.value == "Alexander-Maximi" and len(field.value) == MAX_LENGTH
        await send(pilot, "x", "home")
        field.post_message(events.Paste("Z"))                   # nothing fits: the field stays as it is
        await settle(pilot)
        assert field.value == "Alexander-Maximi"
        await send(pilot, "ctrl+k")
        field.post_message(events.Paste("Alexandra\nMaximiliane"))   # lines joined, then cut where the room ends
        await settle(pilot)
        assert field.value == "Alexandra Maximi"
