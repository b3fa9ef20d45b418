"""The lobby's refusals reach each player in their own language: the same wrong request from a German and an
English seat gets the German and the English sentence (net/words.py), the English one as it always read."""

from __future__ import annotations

import pytest

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from net_helpers import Raw, join, refused


async def seat_in(hub: Hub, user: str, lang: str) -> Raw:
    raw = await join(hub, user, hello=False)
    await raw.send({"type": "hello", "user": user, "lang": lang})
    assert (await raw.receive())["seat"] is None
    assert (await raw.receive())["type"] == "lobby"
    return raw


def create(ruleset: str, seats: list[str | None], **options: object) -> dict[str, object]:
    return {"type": "create", "ruleset": ruleset, "options": options, "seats": seats}


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_every_refusal_a_player_can_cause_from_the_lobby_is_said_in_their_language(lang: str) -> None:
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    anna, ben, cleo = (await seat_in(hub, "Anna", lang), await seat_in(hub, "Ben", lang),
                       await seat_in(hub, "Cleo", lang))
    said = {
        "no_ruleset": await refused(anna, create("nonsense", [None])),
        "bot_level": await refused(anna, create("standard", ["genius"])),
        "players_range": await refused(anna, create("standard", [None] * 10)),
        "players_named": await refused(anna, create("miese-punkte", [])),
        "option_unknown": await refused(anna, create("standard", [None], nonsense=True)),
        "option_switch": await refused(anna, create("standard", [None], quick=3)),
        "no_table": await refused(anna, {"type": "join", "table": 7}),
    }
    expected = {
        "no_ruleset": word(lang, "no_ruleset", ruleset="'nonsense'"),
        "bot_level": word(lang, "bot_level", level="'genius'"),
        "players_range": word(lang, "players_range", ruleset="Mau-Mau", least=2, most=10),   # (its name: PLAYTEST154 F3)
        "players_named": word(lang, "players_range", least=3, most=7,
                              ruleset="MauMau mit miesen Punkten" if lang == "de" else "MauMau with minus points"),
        "no_table": word(lang, "no_table", number=7),
    }
    for key, text in expected.items():
        assert said[key] == text, key
    assert said["option_unknown"].startswith(word(lang, "option_unknown", ruleset="standard", name="'nonsense'",
                                                  known="")[:20])
    assert said["option_switch"] == word(lang, "option_switch", name="'quick'", value="3")
    await anna.send(create("standard", [None]))
    await ben.until("lobby")
    assert await refused(anna, create("standard", [None])) == word(lang, "seated_already")
    assert await refused(cleo, {"type": "start"}) == word(lang, "no_table_to_start")
    assert await refused(cleo, {"type": "leave"}) == word(lang, "no_seat_to_leave")
    assert await refused(anna, {"type": "start"}) == word(lang, "seats_open")
    assert await refused(cleo, {"type": "watch", "table": 1}) == word(lang, "not_started")
    await ben.send({"type": "join", "table": 1})
    await cleo.until("lobby")
    assert await refused(cleo, {"type": "join", "table": 1}) == word(lang, "table_full")
    assert await refused(ben, {"type": "start"}) == word(lang, "creator_starts")
    await anna.send({"type": "start"})
    await cleo.until("lobby")
    assert await refused(cleo, {"type": "join", "table": 1}) == word(lang, "table_playing")
    if lang == "de":                                   # German, not the English sentence
        assert said["no_table"] == "Es gibt keinen Tisch 7." and said["bot_level"].startswith("Ein Bot spielt")
    else:                                              # English as it always read
        assert said["no_ruleset"] == "there is no ruleset 'nonsense'"
        assert said["players_range"] == "Mau-Mau is for 2 to 10 players"
    for raw in (anna, ben, cleo):
        await raw.leave()
