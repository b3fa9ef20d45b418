"""A refusal said to stray keys on a hand-off is for the person who pressed them: it is gone once the next person
takes the keyboard (playtest 66: "Someone has to take the keyboard first." still greeted Anna at her cards)."""

from __future__ import annotations

import pytest

from maumau_tui.tui.screens.hand_end import HandEndScreen
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
        await until(pilot, lambda: "Someone has to take the keyboard first." in [str(n.message) for n in app._notifications],
                    "the late refusal")
        await take_handoff(pilot, app)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert [str(note.message) for note in app._notifications] == ["A notice for the whole table."]


@pytest.mark.parametrize(("anna", "then"), [("9H KS QD", HandoffScreen), ("9H", HandEndScreen)])
async def test_a_failed_save_told_with_a_hand_off_or_the_hands_end_stays_on_it(monkeypatch, anna: str,  # type: ignore[no-untyped-def]
                                                                               then: type) -> None:
    """Review 94: the hand-off's second clear (behind notices still on their way, for the last person's refusals)
    took the warning that the match cannot be saved with it, and it is said only once.  The hand's sheet clears the
    notices of the person who went out (PLAYTEST102 F4), not that warning either."""
    app = staged_app([("Anna", False), ("Ben", False)], [anna, "8D 10D QC"], "10H", stock="2C 3C 3S 3H")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)

        def broken(*_: object, **__: object) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(app.autosave.store, "save", broken)
        await pilot.press("1", "enter")             # Anna plays 9♥: the save fails, Ben's hand-off (or the sheet) comes
        await until(pilot, lambda: isinstance(app.screen, then), f"the {then.__name__}")
        await settle(pilot)
        assert any("cannot be saved" in str(note.message) for note in app._notifications)
