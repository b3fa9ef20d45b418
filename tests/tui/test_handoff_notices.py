"""A refusal said to stray keys on a hand-off is for the person who pressed them: it is gone once the next person
takes the keyboard (playtest 66: "Somebody takes the keyboard first." still greeted Anna at her cards)."""

from __future__ import annotations

from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import settle, staged_app, table_screen, take_handoff, until


async def test_a_notice_for_keys_on_the_hand_off_goes_with_it() -> None:
    app = staged_app([("Anna", False), ("Ben", False)], ["9H KS QD", "8D 10D QC"], "10H", stock="2C 3C 3S 3H")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await pilot.press("1", "enter")                       # Anna plays 9H
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "Ben's hand-off")
        await settle(pilot)
        # a stray d of Anna's burst, read by the table below after the hand-off came up (as in a real terminal, where
        # the burst arrives in one read), is refused there late: its notice stands on the hand-off
        table_screen(app).refuse("draw")
        app.notify("A notice for the whole table.", timeout=60)   # (review 86: say a resumed match's rules changed)
        await until(pilot, lambda: "Somebody takes the keyboard first." in [str(n.message) for n in app._notifications],
                    "the late refusal")
        await take_handoff(pilot, app)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert [str(note.message) for note in app._notifications] == ["A notice for the whole table."]
