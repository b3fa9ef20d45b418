"""A key a prompt does not take is answered with the keys it does take, once however often it is pressed, and
chooses nothing; the keys it takes still work after it, and the notice goes with the prompt."""

from __future__ import annotations

import pytest
from textual import events

from maumau_tui.notation import Move
from maumau_tui.tui.screens.prompt import ChoicePrompt
from tui_helpers import screen_text, send, staged_app, until, until_decision

SIZE = (100, 30)
SOLO = [("Anna", False), ("Bot", True)]
WORDS = {"en": "Here ↑↓ or a digit from 1 to 4 chooses, Enter confirms.",
         "de": "Hier wählt ↑↓ oder eine Ziffer von 1 bis 4, Enter bestätigt."}


def warnings(app: object) -> list[str]:
    return [str(note.message) for note in getattr(app, "_notifications", ()) if note.severity == "warning"]


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_stray_keys_in_the_wish_prompt_say_what_it_takes_once_and_choose_nothing(lang: str) -> None:
    app = staged_app(SOLO, ["JC 7H 8S", "KD QD 10C"], pile="9D", stock="AD AS", dealer=1, lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.press("3", "enter")          # the Jack (the hand is sorted)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the wish prompt")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "wish" and not warnings(app)
        await send(pilot, "x", "9", "x", "0", "space", "x")
        await until(pilot, lambda: warnings(app) == [WORDS[lang]], "one notice of the keys the prompt takes")
        assert app.screen is prompt and not prompt.closed            # nothing chosen, the prompt still asks
        await send(pilot, "2")                                       # a digit it takes: no new notice
        assert warnings(app) == [WORDS[lang]]
        await send(pilot, "enter")
        await until(pilot, lambda: not prompt.is_attached, "the wish made")
        assert not warnings(app)                                     # the notice went with the prompt
        assert app.table.game.wish_suit == prompt.spec.choices[1].move.suit
        assert prompt.spec.choices[1].move == Move("wish", suit=prompt.spec.choices[1].move.suit)


async def test_stray_keys_that_come_together_leave_one_notice_on_the_screen() -> None:
    """(PLAYTEST110 F6: keys drummed in one burst, read at once, left six copies of the sentence on the screen under
    the question: the racks below it were given every notice of the burst.)"""
    app = staged_app(SOLO, ["JC 7H 8S", "KD QD 10C"], pile="9D", stock="AD AS", dealer=1, lang="en")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await pilot.press("3", "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the wish prompt")
        for key in "dopxmc":                          # in one read, as a terminal delivers a burst
            app.post_message(events.Key(key, key))
        await until(pilot, lambda: warnings(app) == [WORDS["en"]], "the notice")
        for _ in range(5):
            await pilot.pause()
        assert screen_text(app).count("a digit from 1 to 4") == 1, screen_text(app)
