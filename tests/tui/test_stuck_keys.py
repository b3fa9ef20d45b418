"""A screen that drops every key for a long time says what the screens were in the app's log (the seat's log on the
table server), so a stuck question seen once over SSH names its cause next time; a key it takes, or a quiet
keyboard, starts over."""

from __future__ import annotations

from textual import events

from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.stuck_keys import STUCK_AFTER
from tui_helpers import pass_guard, settle, staged_app, table_screen, until

PAIR = [("Anna", False), ("Ben", False)]


def key_at(time: float, key: str = "x") -> events.Key:
    event = events.Key(key, key)
    event.time = time
    return event


async def test_keys_dropped_for_long_on_one_screen_go_to_the_log_with_the_screens(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = staged_app(PAIR, ["9D 9C 10S", "KD QD 8D"], pile="9H", stock="8S AC AS KS 7H", dealer=1)
    kept: list[str] = []
    monkeypatch.setattr(app, "keep_in_log", kept.append)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off")
        table = table_screen(app)                     # under the hand-off: every key dropped there
        for time in (100.0, 105.0, 100.0 + STUCK_AFTER - 0.5):
            assert not table.takes_key(key_at(time))
        assert kept == []
        assert not table.takes_key(key_at(100.0 + STUCK_AFTER + 1))
        assert len(kept) == 1 and "keys dropped for 21 s on TableScreen (last: x)" in kept[0]
        assert "HandoffScreen" in kept[0] and "'is_active': False" in kept[0]
        for time in (1000.0, 1000.0 + STUCK_AFTER + 5):   # (review 99) two keys far apart are no row of keys
            assert not table.takes_key(key_at(time))
        assert len(kept) == 1
        handoff = app.screen
        pass_guard(app)
        await settle(pilot)
        assert not handoff.takes_key(key_at(50.0))   # typed before it came on top: dropped ...
        pass_guard(app)                               # (and the guard time starts again)
        assert handoff.takes_key(key_at(10.0 ** 9, "enter"))   # ... a key it takes starts the count over
        assert handoff._dropping is None
