"""Ending a match without an end of its own over SSH (``net/ending.py``; PLAYTEST125 F8): at one keyboard the table
ends it at a hand's end with "End the match here"; over SSH there was no way but to leave it for good, and its
people never saw who stood best.  Each person says ``e`` on their own sheet; it ends once every person at the table
would, ``n`` takes it back, and the ended match is over as any other: its last sheet, the finished matches, a rematch.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Static
from net_helpers import Raw, at_a_hands_end, in_lobby, join, screen_text, seat_app, settled, until

from maumau_tui.match import Match
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.store.record_text import RecordTextError, export_text, parse_text
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen

BEN = 1   # Ben's seat at_the_sheet (Anna, Ben, Cleo, Robo)


def at_the_sheet(options: dict[str, bool | int] | None = None, listed: bool = False) -> tuple[Table, TableHost, Hub]:
    """Anna, Ben and Cleo and a bot at the end of the first hand of standard (no end of its own unless
    ``options`` give it one), as table #1 of the lobby where ``listed``."""
    seats: list[tuple[str, str | None]] = [("Anna", None), ("Ben", None), ("Cleo", None), ("Robo", "medium")]
    table = at_a_hands_end(seats, options)
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0), grace=120)
    hub = Hub()
    if listed:
        hub.lobby.add_hosted(host, "standard", seats)
    for seat, name in enumerate(table.names[:3]):
        hub.place(name, host, seat)
    return table, host, hub


async def three_at_the_sheet(hub: Hub) -> tuple[Raw, Raw, Raw]:
    """Anna, Ben and Cleo connected, each shown the hand's end."""
    anna, ben, cleo = await join(hub, "Anna"), await join(hub, "Ben"), await join(hub, "Cleo")
    for raw in (anna, ben, cleo):
        await raw.until("hand_end")
    return anna, ben, cleo


async def sheet_news(raw: Raw) -> dict[str, object]:
    """The next ``hand_end`` ``raw`` hears."""
    return await raw.until("hand_end")


async def kept_with_three_at_the_sheet(folder: Path) -> tuple[Table, TableHost, TableSaves, Raw, Raw, Raw]:
    """``at_the_sheet``'s table saved in ``folder``, Anna, Ben and Cleo connected at its sheet."""
    table, host, hub = at_the_sheet()
    saves = TableSaves(folder)
    saves.keep(host)
    return (table, host, saves, *await three_at_the_sheet(hub))


async def test_the_match_ends_once_every_person_at_the_table_would_end_it(tmp_path: Path) -> None:
    table, host, saves, anna, ben, cleo = await kept_with_three_at_the_sheet(tmp_path)
    await anna.send({"type": "end"})
    news = await sheet_news(ben)
    while news["ending"] != ["Anna"]:             # (news of somebody sitting down may come first)
        news = await sheet_news(ben)
    assert news["waiting"] == ["Anna", "Ben", "Cleo"] and news["not_ending"] == ["Ben", "Cleo"]
    await ben.send({"type": "next"})              # Ben would play on: nothing is dealt, nothing ends
    await cleo.send({"type": "end"})
    await settled(lambda: host.ending == {0, 2} and host.ready == {1}, "Cleo's wish heard")
    assert table.hand_over and not table.match_over and table.hand_number == 1
    await ben.send({"type": "end"})               # now everybody would
    await settled(lambda: table.match_over, "the match's end")
    last = await sheet_news(cleo)
    while not last["summary"]["match_over"]:      # (the news of the wishes before)
        last = await sheet_news(cleo)
    assert last["summary"]["match_over"] and last["ending"] == [] and not host.ending and not host.ready
    assert not saves.store.unfinished() and [info.match.ended for info in saves.store.history()] == [True]
    for raw in (anna, ben, cleo):
        await raw.leave()
    saves.close()


async def test_n_takes_the_wish_back_and_a_wish_is_kept_across_a_restart(tmp_path: Path) -> None:
    table, host, saves, anna, ben, cleo = await kept_with_three_at_the_sheet(tmp_path)
    await anna.send({"type": "end"})
    await ben.send({"type": "end"})
    await settled(lambda: host.ending == {0, 1}, "both wishes heard")
    await anna.send({"type": "next"})
    await settled(lambda: host.ending == {1} and host.ready == {0}, "Anna plays on after all")
    for raw in (anna, ben, cleo):
        await raw.leave()
    saves.close()
    saves = TableSaves(tmp_path)
    resumed, = saves.resume(lambda game: TableHost(Referee(game, ManualClock(), 0.0)))
    assert resumed.ending == {1} and resumed.ready == {0} and not resumed.table.match_over
    saves.close()


async def test_a_person_whose_seat_a_bot_plays_meanwhile_is_asked_one_who_left_for_good_is_not() -> None:
    """(REVIEW132 R1.) A seat a bot stood in for was no longer asked: Ben said no, dropped, his grace ran out, and
    the others' wishes ended his match for good, which a deal without him never does."""
    table, host, hub = at_the_sheet()
    anna, ben, cleo = await three_at_the_sheet(hub)
    for raw in (anna, cleo):
        await raw.send({"type": "end"})
    await ben.send({"type": "next"})
    await settled(lambda: host.ending == {0, 2} and host.ready == {1}, "the wishes heard")
    await ben.leave()                             # his connection drops; his grace runs out: a bot plays his seat
    await settled(lambda: BEN in host.away, "Ben away")
    host.referee.clock.advance(121)
    host.check_away()
    assert BEN in host.stand_ins and not table.match_over
    news = await sheet_news(anna)
    while news["not_ending"] != ["Ben"] or news["not_here"] != ["Ben"]:
        news = await sheet_news(anna)
    assert news["ending"] == ["Anna", "Cleo"]            # (and the sheets say that a bot plays for Ben meanwhile:
    #                                                      PLAYTEST133 F3, the others could not tell why it waited)
    host.leave_for_good(1)                        # Ben leaves the match for good: only Anna and Cleo are asked now
    await settled(lambda: table.match_over, "the match's end")
    for raw in (anna, cleo):
        await raw.leave()


async def test_a_match_with_an_end_of_its_own_is_not_ended_here() -> None:
    table, host, hub = at_the_sheet({"play_to": 500})
    anna = await join(hub, "Anna")
    await anna.until("hand_end")
    await anna.send({"type": "end"})
    refused = await anna.until("refused")
    assert refused["reason"] == "only an open-ended match can be ended here, and only between hands"
    assert not host.ending and not table.match_over
    await anna.leave()


async def test_e_on_the_sheet_says_who_would_end_it_and_the_last_sheet_says_who_stood_best() -> None:
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna")
    words = lambda: " ".join(screen_text(app).split())  # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        await until(pilot, lambda: "e: end the match here (when everybody wants to)" in words(), "the sheet's keys")
        sheet, sent = app.screen, []
        assert isinstance(sheet, RemoteHandEnd)
        send_next = sheet.send_next
        sheet.send_next = lambda kind="next": (sent.append(kind), send_next(kind))   # type: ignore[method-assign]
        await ben.send({"type": "end"})
        await cleo.send({"type": "next"})
        await until(pilot, lambda: ("Want to end the match here: Ben (e: you too); not (yet): Anna, Cleo (ready for the "
                                    "next hand)") in words(),
                    "Ben's wish on Anna's sheet")
        assert "Waiting for: Anna" in words()      # (not for Ben: he said what he wants; Cleo is ready)
        await pilot.press("e")
        await until(pilot, lambda: "You want to end the match here" in words() and "Ben, Anna" not in words()
                    and "Want to end the match here: Anna, Ben; not (yet): Cleo (ready for the next hand)" in words(),
                    "Anna's wish, heard (and that Cleo would play on: PLAYTEST133 F5)")
        assert "(e: you too)" not in words() and "The next hand comes once" not in words()   # (said to Cleo)
        await pilot.press("e")                    # again: nothing more is sent (REVIEW132 R4: a refusal came back)
        assert sent == ["end"]
        await cleo.send({"type": "end"})
        await until(pilot, lambda: table.match_over, "the match's end")
        await until(pilot, lambda: "ended after one hand" in words(), "the last sheet")
        assert "The match ended after one hand. Best:" in words() and "a: again, the same table" in words()
        await pilot.press("e")                    # on the last sheet: nothing to end, nothing sent
        assert isinstance(app.screen, RemoteHandEnd) and not app.screen.check_action("end_here", ())
        assert sent == ["end"]
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


def test_a_record_keeps_a_match_ended_here_and_refuses_one_that_could_not_end() -> None:
    match = Match.create("standard", ["Anna", "Ben"], seed=2)
    game = match.deal()
    while not game.finished:
        seat = game.seats_to_act()[0]
        match.apply(game.legal_moves(seat)[0], seat)
    match.end_here()
    assert match.over and match.losers() == [] and match.winners()
    again = Match.replay(match.record())
    assert again.ended and again.over and again.record() == match.record()
    playing = Match.create("standard", ["Anna", "Ben"], seed=2)
    game = playing.deal()
    seat = game.seats_to_act()[0]
    playing.apply(game.legal_moves(seat)[0], seat)
    with pytest.raises(ValueError, match=re.escape("the record says the match ended, but its moves stop in the middle "
                                                   "of hand 1 (after move 1): the file is probably cut short")):
        Match.replay({**playing.record(), "ended": True})     # (PLAYTEST218 F6: a file cut short)
    scored = Match.create("kronenstube", ["Anna", "Ben"], seed=2)      # a match with an end of its own, after a hand
    game = scored.deal()
    while not game.finished:
        seat = game.seats_to_act()[0]
        scored.apply(game.legal_moves(seat)[0], seat)
    with pytest.raises(ValueError, match="the record says the match ended, but it cannot: only an open-ended match"):
        Match.replay({**scored.record(), "ended": True})
    with pytest.raises(ValueError, match="the record's 'ended' must be true or false"):
        Match.replay({**match.record(), "ended": "yes"})


def test_the_text_record_says_ended_and_reads_it_back() -> None:
    match = Match.create("standard", ["Anna", "Ben"], seed=2)
    game = match.deal()
    while not game.finished:
        match.apply(game.legal_moves(game.seats_to_act()[0])[0], game.seats_to_act()[0])
    match.end_here()
    text = export_text(match.record())
    assert '[Ended "true"]' in text
    assert parse_text(text).record == match.record()
    with pytest.raises(RecordTextError, match='the Ended tag says \'yes\': it is "true" or left out'):
        parse_text(text.replace('[Ended "true"]', '[Ended "yes"]'))


def test_a_scenario_is_cut_from_any_hand_of_a_match_ended_here() -> None:
    """(REVIEW132 R2.) The record cut short before a hand kept 'ended': hand 1 of a match ended after it could not
    be cut ("the record says the match ended, but it cannot")."""
    from maumau_tui.store.scenario_cut import cut_scenario

    match = Match.create("standard", ["Anna", "Ben"], seed=2)
    for _ in range(2):
        game = match.deal()
        while not game.finished:
            match.apply(game.legal_moves(game.seats_to_act()[0])[0], game.seats_to_act()[0])
    match.end_here()
    for hand in (1, 2):
        assert "Anna" in cut_scenario(match.record(), hand, 1)


async def test_a_watchers_sheet_says_who_would_end_the_match_as_the_players_sheets_do() -> None:
    """(PLAYTEST133 F1.) A watcher's sheet listed everybody as waited for, the wish to end the match left out."""
    from textual.app import App

    from maumau_tui.tui.hand_summary import hand_summary
    from maumau_tui.tui.labels import Look

    table, _, _ = at_the_sheet()
    sheet = RemoteHandEnd(hand_summary(table.match), [], Look("en"), None, {}, lambda kind="next": None,
                          lambda: None, watching=True)
    app: App[None] = App()
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(sheet)
        sheet.news({"waiting": ["Anna", "Ben", "Cleo"], "ending": ["Anna", "Ben"], "not_ending": ["Cleo", "Dora"],
                    "not_here": ["Dora"]}, [])
        await until(pilot, lambda: "You are watching" in " ".join(screen_text(app).split())
                    and "Want to end" in " ".join(screen_text(app).split()), "the wishes")
        words = " ".join(screen_text(app).split())
        assert ("Want to end the match here: Anna, Ben; not (yet): Cleo, Dora (not at the table: a bot plays meanwhile) "
                "Waiting for: Cleo You are watching") in words, words
        assert "e: you too" not in words


async def test_e_is_not_offered_under_the_sheets_leave_question() -> None:
    """(PLAYTEST133 F4.) Under "Back to the lobby?" the footer still offered "e End here", which the question ignored."""
    table, host, hub = at_the_sheet()
    app, serving = seat_app(hub, "Anna")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd)
                    and "End here" in screen_text(app).splitlines()[-1], "the sheet's footer")
        app.clock.advance(5.0)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
        sheet = app.screen_stack[-2]          # (the sheet under it: not one taken before, which a later one replaced)
        assert isinstance(sheet, RemoteHandEnd) and not sheet.check_action("end_here", ())
        await until(pilot, lambda: "End here" not in screen_text(app).splitlines()[-1], "no e in the question's footer")
    serving.cancel()


async def test_leaving_for_the_lobby_after_e_says_the_others_may_deal_on_without_the_wish() -> None:
    """PLAYTEST140 F10, PLAYTEST143 F7: Anna said e, then went to the lobby; Ben and Cleo dealt on (they do not wait
    for a seat in the lobby) and her wish was gone, which the question before had not said."""
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna")
    wish = ("The wish to end the match here holds only until the others deal the next hand: they do not wait for a "
            "seat in the lobby.")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        app.clock.advance(5.0)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
        assert wish not in app.screen.question           # type: ignore[attr-defined]   # (no wish said yet)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the sheet again")
        await pilot.press("e")
        await until(pilot, lambda: host.ending == {0}, "Anna's wish heard")
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question again")
        assert app.screen.question.endswith(wish)         # type: ignore[attr-defined]
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        hands = len(table.match.results)
        for raw in (ben, cleo):
            await raw.send({"type": "next"})
        await until(pilot, lambda: not table.hand_over and not host.ending, "the next hand dealt, the wish gone")
        assert len(table.match.results) == hands and not table.match_over
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


async def test_the_lobby_is_told_after_a_deal_a_dropped_persons_grace_brings_and_a_left_seat_is_not_listed() -> None:
    """(REVIEW136 R8: Anna, the one who would end it, dropped; her grace ran out and the others were ready, so the
    next hand was dealt, but the lobby had been told before the deal: "would end the match here: Anna" for the whole
    hand.  R12: one who left for good stayed among those who would end it.)"""
    table, host, hub = at_the_sheet(listed=True)
    anna, ben, cleo = await three_at_the_sheet(hub)
    dora = await in_lobby(hub, "Dora")
    await anna.send({"type": "end"})
    for raw in (ben, cleo):
        await raw.send({"type": "next"})
    await settled(lambda: host.ending == {0} and host.ready == {1, 2}, "the wishes heard")
    await anna.leave()
    await settled(lambda: 0 in host.away, "Anna away")
    host.referee.clock.advance(121)
    host.check_away()
    assert table.hand_number == 2 and not table.hand_over           # dealt: nobody else was waited for
    await dora.send({"type": "ping", "n": 7})                     # everything the lobby heard so far, then the pong
    lists = []
    while (message := await dora.receive())["type"] != "pong":
        lists += [message] if message["type"] == "lobby" else []
    assert lists and lists[-1]["tables"][0]["ending"] == [], lists[-1:]
    for raw in (ben, cleo, dora):
        await raw.leave()


def test_one_who_left_for_good_is_no_longer_among_those_who_would_end_it() -> None:
    """(REVIEW136 R12.)"""
    table, host, _hub = at_the_sheet()
    host.ending.add(BEN)
    host.leave_for_good(BEN)
    assert BEN not in host.ending and not table.match_over


def test_leaving_says_the_match_ended_with_it_only_where_the_others_would_end_it() -> None:
    """(REVIEW136 R5: any match left while others played on, once over later of itself, was said to have ended as
    its person left; R12: the leave question's names held the one leaving.)"""
    from maumau_tui.net.lobby_lines import ends_without

    screen = LobbyScreen("Anna", "en", lambda message: None, lambda: None)
    screen.show = lambda: None   # type: ignore[method-assign]   # (no widgets: what the line says only)

    def table(ending: list[str], over: bool = False) -> dict[str, object]:
        return {"number": 1, "ruleset": "standard", "seats": ["Anna", "Ben", "Robo"], "levels": ["", "", "medium"],
                "started": True, "over": over, "creator": "Anna", "ending": ending}

    assert ends_without(table(["Anna", "Ben"]), {"anna"}) == ["Ben"]
    for ending, said in (([], "You left the match at table #1: a bot plays your seat to its end."),
                         (["Ben"], "You left the match at table #1, and so it is over: the others wanted to end it "
                                   "there.")):
        screen.update({"tables": [table(ending)], "rulesets": ["standard"]})
        screen.leave_match(1)
        screen.update({"tables": [table([], over=True)], "rulesets": ["standard"]})   # over: with her leaving, or later
        assert screen.notice == said


@pytest.mark.parametrize(("lang", "play_on"), [("en", "n: keep playing after all"), ("de", "n: doch weiterspielen")])
async def test_the_notice_of_a_drop_over_the_sheet_offers_n_as_the_sheet_does_after_e(lang: str, play_on: str) -> None:
    """PLAYTEST168 F2: Anna said e, then Ben dropped; the notice that the table waits offered "n: ready for the next
    hand" while the sheet below said "n: play on after all".  n there takes her wish back and says she is ready, as
    on the sheet: the notice says so in the sheet's words."""
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna", lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        sheet = app.screen
        app.clock.advance(5.0)
        await pilot.press("e")
        await until(pilot, lambda: host.ending == {0}, "Anna's wish heard")
        await until(pilot, lambda: play_on in " ".join(screen_text(app).split()), "the sheet's n")
        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        keys = app.screen.query_one("#away-keys", Static)
        look_at_sheet = word(lang, "away_keys_sheet")
        items = lambda: [item.strip() for line in str(keys.render()).splitlines() for item in line.split(" · ")]  # noqa: E731
        assert items() == [play_on, *look_at_sheet.split(" · ")]
        await pilot.press("n")
        await until(pilot, lambda: 0 in host.ready and not host.ending, "her wish taken back, she is ready")
        await until(pilot, lambda: str(keys.render()) == look_at_sheet, "n no key of the notice any more")
        assert isinstance(app.screen, AwayScreen) and isinstance(sheet, RemoteHandEnd) and sheet.asked
        assert not sheet.ends and table.hand_over
    await cleo.leave()
    serving.cancel()


async def test_a_sheet_where_the_others_would_end_it_says_what_the_next_hand_waits_for() -> None:
    """PLAYTEST168: Anna and Ben ready, Cleo would end the match: the "Waiting for" line went (Cleo said what she
    wants) and nothing said why the table stood still."""
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna")
    words = lambda: " ".join(screen_text(app).split())  # noqa: E731
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        await cleo.send({"type": "end"})
        await ben.send({"type": "next"})
        await pilot.press("n")
        await until(pilot, lambda: host.ready == {0, 1} and host.ending == {2}, "the wishes heard")
        said = ("The next hand is dealt only when everyone who wants to end the match changes their mind (n); "
                "the match ends when everyone wants to end it (e)")
        await until(pilot, lambda: said in words(), "what the table waits for")
        assert "Waiting for:" not in words() and table.hand_over and table.hand_number == 1
        await cleo.send({"type": "next"})           # Cleo plays on: the next hand
        await until(pilot, lambda: table.hand_number == 2, "the next hand")
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


async def test_e_over_the_notice_of_a_drop_at_the_sheet_ends_the_match_there_as_on_the_sheet() -> None:
    """PLAYTEST237 N6: Pia dropped at the sheet of a match without an end; the notice that the table waits took Ida's
    and Kai's e only to say its own keys; Esc, then e, worked."""
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        sheet = app.screen
        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        app.clock.advance(5.0)
        await pilot.press("e")
        await until(pilot, lambda: host.ending == {0}, "Anna's wish heard")
        assert app.screen is sheet and isinstance(sheet, RemoteHandEnd) and sheet.ends
    await cleo.leave()
    serving.cancel()
