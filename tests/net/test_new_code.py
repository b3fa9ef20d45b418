"""PLAYTEST187 L3: each connection of a password login has a rejoin code of its own; Anna, connected again while her
new table gathered, was given a new code only in her hand's title, later typed the one she had noted before and was
told "That is not this seat's code".  A code that is not the one the person's connection before had is pointed out
(``code`` with ``new``, a notice at the table); the code given back at the rejoin question is no new one."""

from __future__ import annotations

import pytest

from maumau_tui.net.words import word
from maumau_tui.table import Table
from net_helpers import Raw, hosted, join, seat_app, until
from test_rematch import a_hub, at_the_last_sheet
from test_remote_burst import notes_of


async def alone_with_a_bot(raw: Raw) -> dict[str, object]:
    """``raw``'s person makes a table with a bot and starts it; the code message it is given."""
    await raw.until("lobby")
    await raw.send({"type": "create", "ruleset": "standard", "options": {}, "seats": ["easy"]})
    await raw.until("lobby")
    await raw.send({"type": "start"})
    return await raw.until("code")


async def test_a_new_code_is_pointed_out_and_the_first_or_the_same_one_is_not() -> None:
    hub, table, host = a_hub()
    anna = await join(hub, "Anna")
    first = await anna.until("code")
    assert "new" not in first                           # the evening's first code: nothing to compare it with
    await anna.leave()                                  # dropped: the seat waits for her
    typed = " ".join(str(first["code"]).upper())        # (blanks and case forgiven: PLAYTEST192 F1 was told
    back = await join(hub, "Anna", code=typed)          # "MC9 c84" was new; the server asked, and it was right)
    again = await back.until("code")
    assert again == {"type": "code", "code": first["code"]}   # the same code: no word of a new one
    ben = await join(hub, "Ben")
    await ben.until("log")
    seat = table.game.seats_to_act()[0]
    host.referee.submit(seat, table.view_of(seat).legal[0])   # the match's last move
    await back.until("hand_end")
    await back.leave()
    later = await join(hub, "Anna")                     # the match is over: the lobby, a table of her own
    told = await alone_with_a_bot(later)
    assert told["new"] is True and told["code"] != first["code"], told
    await later.leave()
    await ben.leave()


async def test_a_code_kept_by_a_connection_for_its_next_table_is_no_new_one() -> None:
    """Any other table a connection sits at keeps its code (Playtest 57): no word of a new one."""
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    assert anna.code is not None
    await anna.send({"type": "leave"})
    told = await alone_with_a_bot(anna)
    assert told == {"type": "code", "code": anna.code}
    await anna.leave()
    await ben.leave()


async def codes_told(lang: str, earlier: str | None, size: tuple[int, int]) -> tuple[str | None, list[str]]:
    """Anna sits down at a table with a bot (``earlier``: the code her connection before had): her code, and the
    notices her screen showed."""
    table = Table.from_names("standard", [("Anna", None), ("Robo", "easy")], seed=4)
    table.deal()
    host, hub = hosted(table)
    if earlier is not None:
        hub.codes["anna"] = earlier
    app, serving = seat_app(hub, "Anna", lang)
    told = notes_of(app)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: app.link is not None and app.link.code is not None, "a code")
        await pilot.pause()
        code = app.link.code if app.link is not None else None
    serving.cancel()
    return code, told


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_table_screen_says_the_code_is_new_in_the_players_language(lang: str) -> None:
    code, told = await codes_told(lang, "abc123", (80, 24))            # her connection before had this code
    assert code not in (None, "abc123")
    assert told == [word(lang, "new_code", code=code)], told
    assert told[0] == {"en": f"Your rejoin code is new: {code} (the code you had before does not take this seat "
                             "back).",
                       "de": f"Dein Rückkehr-Code ist neu: {code} (der Code von vorher bringt dich nicht an diesen "
                             "Platz zurück)."}[lang]


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_first_code_of_a_connection_is_said_in_a_notice_at_60x20_too(lang: str) -> None:
    """PLAYTEST219 F1: the code stood only in the title of the hand's box; at 60x20 the start card's question (a Queen:
    whom it hits) covered that title, Cleo's connection dropped while she chose, and she never had the code to come
    back with: the seat was lost for the match."""
    code, told = await codes_told(lang, None, (60, 20))
    assert told == [word(lang, "your_code", code=code, name="Anna")], told
    assert told[0].startswith({"en": f"Your rejoin code: {code}.", "de": f"Dein Rückkehr-Code: {code}."}[lang])
