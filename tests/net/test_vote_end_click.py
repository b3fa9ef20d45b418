"""The end of a vote over SSH says "Any key: back to the table": a click goes back too."""

from __future__ import annotations

from textual.app import App

from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.rules.loader import load, option_values


async def test_a_click_on_the_end_of_a_vote_goes_back_to_the_table() -> None:
    rules = load("standard")
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = RemoteVoteScreen("en", rules, option_values(rules, {}), ["Anna", "Ben"], 0, lambda _: None)
        await app.push_screen(screen)
        await pilot.pause()
        await pilot.click(offset=(40, 12))              # while the options show, a click closes nothing
        assert app.screen is screen
        screen.finished("House rule changed (everyone agreed).")
        await pilot.pause()
        assert "Any key: back to the table" in str(screen.query_one("#vote-hint").render())
        await pilot.click(offset=(40, 12))
        await pilot.pause()
        assert app.screen is not screen


async def test_at_60x20_the_end_of_a_long_rules_vote_at_six_seats_keeps_its_key_line() -> None:
    """PLAYTEST216: the vote's end lost its last line, "Any key: back to the table", below a long rule.  Once the vote
    is under way, its own lines say that every seat must agree: the dialog's first sentence goes."""
    from net_helpers import screen_text

    rules = load("erftschmiede")
    values = option_values(rules, {})
    app: App[None] = App()
    async with app.run_test(size=(60, 20)) as pilot:
        names = ["Anna", "Benedikt", "Cleo", "Dora", "Emil", "Robo"]
        screen = RemoteVoteScreen("de", rules, values, names, 0, lambda _: None)
        await app.push_screen(screen)
        await pilot.pause()
        assert "Eine Änderung gilt nur, wenn alle am Tisch zustimmen." in screen_text(app)   # while choosing
        screen.update({"by": 0, "option": "blind", "value": True, "old": False, "at_once": True,
                       "order": [1, 2, 3, 4, 5], "answers": {"1": True, "2": False}, "asking": 3, "bots": [5],
                       "stand_ins": [2]})
        await pilot.pause()
        shown = screen_text(app)
        assert "Eine Änderung gilt nur" not in shown and "Gilt ab sofort" in shown, shown
        assert "Wir warten auf die Antwort von Dora." in shown, shown
        screen.update({**screen.ballot, "asking": None})                 # every answer in: nobody to wait for
        assert screen.hint() == "w: Vorschlag zurückziehen · Esc: zurück zum Tisch"   # (it began with " · ")
        screen.finished("Hausregel abgelehnt: Cleo hat nein gesagt. Die Regel bleibt, wie sie war.")
        await pilot.pause()
        shown = screen_text(app)
        assert "Eine beliebige Taste: zurück zum Tisch" in shown and "Robo: … (Bot)" in shown, shown
