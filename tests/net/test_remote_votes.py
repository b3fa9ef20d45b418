"""House-rule votes at a table in the server, over the protocol: a seat proposes, each seat answers from its own
connection when the vote asks it (the host refuses an answer from any other seat), bots answer by their policy,
the table stands still meanwhile, the change holds for everybody and every seat's log says it; a dropped seat's
answer waits for it, and a bot standing in for a person agrees to nothing in their place."""

from __future__ import annotations

import asyncio
import logging
import socket
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets._footer import FooterKey

from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen, ballot_lines
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.widgets.footer import TableFooter
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import LIMIT, Raw, join, refused, screen_text, seat_app, until

GRACE = 60.0


def a_table(bots: int = 1) -> tuple[Table, Referee, ManualClock, Hub]:
    people = [("Anna", None), ("Ben", None), ("Carla", None)]
    table = Table.from_names("standard", people[:3 - bots] + [("Robo", "medium")] * bots, seed=8)
    table.deal()
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    host = TableHost(referee, grace=GRACE)
    hub = Hub()
    for seat, name in enumerate(table.names):
        if not table.is_bot(seat):
            hub.place(name, host, seat)
    return table, referee, clock, hub


async def seated(hub: Hub, user: str, lang: str = "en", code: str | None = None) -> Raw:
    raw = await join(hub, user, hello=False, code=code)
    await raw.send({"type": "hello", "user": user, "lang": lang})
    await raw.until("log")
    return raw


async def anna_at_her_terminal(hub: Hub) -> tuple[SeatApp, asyncio.Task[None], Raw]:
    """Anna's seat app (to be run), the hub serving it, and Ben seated over the protocol."""
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    return SeatApp("Anna", "en", anna_end), serving, await seated(hub, "Ben")


async def ben_asks_anna(pilot: Pilot[None], app: SeatApp, ben: Raw, option: str) -> None:
    """Anna at her table; Ben proposes ``option`` on, and her screen asks her."""
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
    await ben.send({"type": "propose", "option": option, "value": True})
    await until(pilot, lambda: "Anna, do you agree?" in text(app), "Anna asked")


async def test_a_proposal_goes_round_the_seats_and_the_change_holds_for_everybody(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben", "de")
    await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
    ballot = await ben.until("ballot")
    assert ballot == {"type": "ballot", "option": "seven_stacking", "value": True, "old": False, "by": 0,
                      "at_once": True, "order": [1, 2], "answers": {"0": True}, "asking": 1, "bots": [2]}
    assert (await anna.until("ballot")) == ballot
    assert referee.paused and referee.due() is None               # no bot moves while the table votes
    legal = format_move(table.view_of(table.actor or 0).legal[0], table.names)
    raw = (anna, ben)[table.actor or 0]
    assert await refused(raw, {"type": "submit", "move": legal}) == \
        "the table is voting on a house rule: no move until it is decided"
    assert await refused(anna, {"type": "answer", "agree": True}) == "the vote asks Ben now, not you"
    assert await refused(ben, {"type": "propose", "option": "quick", "value": True}) == "Es läuft schon eine Abstimmung."  # in his language
    await ben.send({"type": "answer", "agree": True})              # Ben yes, then Robo (no leader yet: yes)
    assert (await anna.until("voted")) == {"type": "voted", "accepted": True, "withdrawn": False, "sentence":
                                           "House rule switched on (everyone agreed): “A 7 may be answered with a "
                                           "7: the penalty grows to 4, 6, 8 cards.”"}
    assert table.match.option_values()["seven_stacking"] is True and not referee.paused
    assert any("House rule switched on (everyone agreed): “A 7 may be" in record.getMessage()
               for record in caplog.records)   # (the console too)
    heard = [await ben.receive()]
    while heard[-1]["type"] != "voted":
        heard.append(await ben.receive())
    sentence = heard[-1]["sentence"]
    assert sentence.startswith("Hausregel geändert (alle einverstanden): „Eine 7 darf mit einer 7 beantwortet")
    assert [message["lines"] for message in heard if message["type"] == "log"] == [[sentence]]   # his log says it
    await ben.leave()
    again = await join(hub, "Ben", hello=False, code=ben.code)     # a fresh log (a seat back) has it where it was
    await again.send({"type": "hello", "user": "Ben", "lang": "de"})
    assert (await again.until("log"))["lines"][-1] == sentence
    for seat in (anna, again):
        await seat.leave()


async def test_a_no_ends_the_vote_and_the_proposer_may_withdraw_and_bad_proposals_are_refused() -> None:
    table, referee, clock, hub = a_table(bots=0)
    anna, ben, carla = await seated(hub, "Anna"), await seated(hub, "Ben"), await seated(hub, "Carla")
    assert await refused(ben, {"type": "propose", "option": "nonsense", "value": True}) == \
        "standard has no option 'nonsense'"
    assert await refused(ben, {"type": "propose", "option": "play_to", "value": 5000}) == \
        "option 'play_to' takes a number from 0 to 1000"
    assert await refused(ben, {"type": "propose", "option": "quick", "value": False}) == "option 'quick' is False already"
    assert await refused(ben, {"type": "withdraw"}) == "only the seat that proposed a vote can withdraw it"
    await ben.send({"type": "propose", "option": "play_to", "value": 50})
    assert (await carla.until("ballot"))["asking"] == 2
    await carla.send({"type": "answer", "agree": False})           # Carla says no: Anna is never asked
    assert (await anna.until("voted"))["sentence"] == \
        "House rule refused (Carla disagrees): “Keep score over several hands until someone reaches this total " \
        "(0: no target: play until you stop).” stays 0."
    assert table.match.option_values()["play_to"] == 0 and not referee.paused
    await ben.send({"type": "propose", "option": "play_to", "value": 50})
    await ben.until("ballot")
    assert await refused(carla, {"type": "withdraw"}) == "only the seat that proposed a vote can withdraw it"
    await ben.send({"type": "withdraw"})
    assert (await carla.until("voted")) == {"type": "voted", "accepted": False, "withdrawn": True,
                                            "sentence": "Proposal withdrawn: “Keep score over several hands "
                                                        "until someone reaches this total (0: no target: play until "
                                                        "you stop).” stays 0."}
    assert not referee.paused and table.match.option_values()["play_to"] == 0
    watcher = await join(hub, "Dora")
    await watcher.until("lobby")
    assert await refused(watcher, {"type": "propose", "option": "quick", "value": True}) == \
        "you are not seated at a table"
    for raw in (anna, ben, carla, watcher):
        await raw.leave()


async def test_a_dropped_seats_answer_waits_for_it_and_a_bot_standing_in_refuses_in_its_persons_place() -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
    await anna.until("ballot")
    await ben.leave()                                              # Ben drops while the vote asks him
    assert (await anna.until("pause"))["name"] == "Ben"
    ben = await seated(hub, "Ben", code=ben.code)                  # back within the grace: asked again
    assert (await ben.until("ballot"))["asking"] == 1
    await ben.leave()
    await anna.until("pause")
    clock.advance(GRACE)                                           # the grace runs out: a bot plays for Ben
    assert (await anna.until("stand_in"))["name"] == "Ben"
    ballot = await anna.until("ballot")                            # the last one, with every answer
    assert ballot["answers"] == {"0": True, "1": False} and ballot["stand_ins"] == [1]
    # (PLAYTEST206 F1: "Ben: yes" read as his own answer; PLAYTEST209 F2: the bot's yes made it "all agreed")
    lines = ballot_lines(ballot, table.ruleset, list(table.names), "en")
    assert "  Ben: no (a bot stands in)" in lines, lines
    assert "  Ben: nein (ein Bot springt ein)" in ballot_lines(ballot, table.ruleset, list(table.names), "de")
    voted = await anna.until("voted")
    assert voted["accepted"] is False and voted["sentence"] == (
        "House rule refused (Ben is away, and a bot does not agree in their place): “A 7 may be answered with a 7: "
        "the penalty grows to 4, 6, 8 cards.” stays off.")
    assert table.match.option_values()["seven_stacking"] is False and not referee.paused
    saved = table.saved_state()["votes"][-1]                       # a save keeps why, and reads it back
    assert saved["absent"] is True and saved["refused_by"] == "Ben"
    await anna.until("log")
    assert await refused(anna, {"type": "propose", "option": "quick", "value": True}) == \
        "a vote needs every seat; away now: Ben"   # (while a bot plays for him: none begins)
    await anna.leave()


async def test_the_answer_keys_answer_a_vote_under_the_notice_that_the_table_waits() -> None:
    """PLAYTEST209 F3: after a restart with a vote open, the notice "The table waits" came over the vote that asked
    Anna, whose "y: yes" showed below it; y was refused there ("Esc: look at the table ...").  It answers now."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_asks_anna(pilot, app, ben, "quick")
        app.heard({"type": "pause", "seat": 1, "name": "Ben", "seconds": 100, "waits": True, "restart": True})
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice over the vote")
        await pilot.pause()
        keys = str(app.screen.query_one("#away-keys", Static).render())
        assert keys.startswith("y/n: answer the vote · Esc: look at the table"), keys
        await pilot.press("y", "y")                                    # (twice: one answer)
        await until(pilot, lambda: table.match.option_values()["quick"] is True, "Anna's yes, heard")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the vote's end on top")
        await until(pilot, lambda: "House rule switched o" in text(app), "the end on Anna's screen")
    await ben.leave()
    serving.cancel()


async def test_a_seat_proposes_and_answers_on_its_own_screen() -> None:
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.press("down", "down", "down", "space")          # quick, blind, six cards, seven stacking
        assert (await ben.until("ballot"))["option"] == "seven_stacking"
        await until(pilot, lambda: "Waiting for Ben's answer." in text(app), "the vote on Anna's screen")
        assert "Anna proposes: “A 7 may be answered with a 7" in text(app) and "  Ben: ?" in text(app)
        await ben.send({"type": "answer", "agree": True})
        await until(pilot, lambda: "House rule switched o" in text(app), "the end on Anna's screen")
        assert "  Ben: yes" in text(app) and "  Robo: yes (bot)" in text(app)
        assert "Anna proposes:" not in text(app)                     # the end names the rule (once: playtest 41)
        await pilot.press("y")                                       # (an answer key does not close the result)
        assert isinstance(app.screen, RemoteVoteScreen)
        await pilot.press("x")                                       # any other key: back to the table
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and app.vote is None, "the table")
        assert "House rule switched o" in text(app)       # the table's log says it
        await ben.send({"type": "propose", "option": "quick", "value": True})
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen) and "Anna, do you agree?" in text(app),
                    "Anna asked on her screen")
        hint = str(app.screen.query_one("#vote-hint", Static).render())
        assert hint.endswith("Esc: later (h brings the question back)"), hint   # PLAYTEST36: Esc hid it silently
        told: list[str] = []
        notify = app.notify
        app.notify = lambda message, **options: (told.append(str(message)), notify(message, **options))[1]  # type: ignore[method-assign]
        await pilot.press("n", "n")                                  # pressed twice: one answer
        await until(pilot, lambda: "House rule refused (Anna disagrees)" in text(app), "the refusal")
        await ben.send({"type": "ping", "n": 3})
        await ben.until("pong")                                      # (a second answer would have been refused by now)
        await pilot.pause()
        assert told == [], told
        assert table.match.option_values()["quick"] is False
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules again")
        await ben.send({"type": "propose", "option": "blind", "value": True})   # Ben is first: Anna's list
        await until(pilot, lambda: "Ben proposes: “Blind:" in text(app), "Ben's proposal on Anna's screen")
        assert app.screen.query_one(OptionList).display is False     # (she can no longer propose meanwhile)
        await pilot.press("escape")                                  # not hers to withdraw: back to the table
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table, the vote going on")
        assert hub.places["anna"][0].ballot.vote is not None and table.match.option_values()["blind"] is False
        await pilot.press("h")                                       # h shows the vote under way again
        await until(pilot, lambda: "Anna, do you agree?" in text(app), "the vote again")
        await pilot.press("y")
        await until(pilot, lambda: "House rule switched o" in text(app), "blind on")
        assert table.match.option_values()["blind"] is True
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_a_new_vote_asks_on_the_dialog_the_last_one_ended_on() -> None:
    """Playtest 69: Anna left the end of a vote on her screen ("Any key: back to the table"); the next vote that asked
    her showed its proposal under the old end, with no question, and swallowed her y."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_asks_anna(pilot, app, ben, "quick")
        await pilot.press("n")
        await until(pilot, lambda: "House rule refused (Anna disagrees)" in text(app), "the end, left on the screen")
        await ben.send({"type": "propose", "option": "blind", "value": True})
        await until(pilot, lambda: "Anna, do you agree?" in text(app), "Anna asked again on the same dialog")
        assert "House rule refused" not in text(app)
        await pilot.press("y")
        await until(pilot, lambda: table.match.option_values()["blind"] is True, "her yes counted")
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


def text(app: SeatApp) -> str:
    return screen_text(app).replace("\xa0", " ")


def key_bar(app: SeatApp) -> str:
    """The table's key bar (under a question too)."""
    return text(app).rstrip().splitlines()[-1]


def shown_keys(screen: Screen[Any]) -> list[tuple[str, str, str]]:
    """The keys ``screen``'s footer shows, in order."""
    return [(key.key, key.description, key.action) for key in screen.query_one(TableFooter).query(FooterKey)
            if key.display]


def textuals_keys(screen: Screen[Any]) -> list[tuple[str, str, str]]:
    """The keys Textual's own footer would show for ``screen`` now, in order."""
    keys: dict[str, tuple[str, str, str]] = {}
    for _node, binding, _enabled, _tooltip in screen.active_bindings.values():
        if binding.show:
            keys.setdefault(binding.action, (binding.key, binding.description, binding.action))
    return list(keys.values())


async def test_a_vote_under_way_is_taken_up_again_after_a_server_restart(tmp_path: Path) -> None:
    table, referee, clock, hub = a_table()
    saves = TableSaves(tmp_path)
    host = hub.places["anna"][0]
    saves.keep(host)
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
    assert (await ben.until("ballot"))["asking"] == 1
    for raw in (anna, ben):
        await raw.leave()
    saves.close()                                                  # the server stops before Ben answered
    saves = TableSaves(tmp_path)
    resumed = saves.resume(lambda game: TableHost(Referee(game, ManualClock(), 1.0), grace=GRACE))[0]
    assert resumed.ballot.vote is not None and resumed.referee.paused
    hub = Hub()
    for seat in (0, 1):
        hub.place(resumed.table.names[seat], resumed, seat)
    ben = await seated(hub, "Ben", code=ben.code)
    ballot = await ben.until("ballot")
    assert ballot["option"] == "seven_stacking" and ballot["asking"] == 1 and ballot["answers"] == {"0": True}
    await ben.send({"type": "answer", "agree": True})
    assert (await ben.until("voted"))["accepted"] is True
    assert resumed.table.match.option_values()["seven_stacking"] is True
    await ben.leave()
    saves.close()


async def test_a_watcher_is_offered_neither_house_rules_nor_hints() -> None:
    table, referee, clock, hub = a_table()
    host = hub.places["anna"][0]
    hub.lobby.add_hosted(host, "standard", [(seat.name, seat.level) for seat in table.seats])
    carla_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Carla"))
    app = SeatApp("Carla", "en", carla_end)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.lobby.tables), "the lobby")
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table, watched")
        screen = app.screen
        assert isinstance(screen, RemoteTableScreen) and screen.seat is None
        assert screen.check_action("house_rules", ()) is False and screen.check_action("hint", ()) is False
        await pilot.press("h", "t")
        await pilot.pause()
        assert app.screen is screen and "House rules" not in text(app)
    await asyncio.wait_for(serving, LIMIT)


async def test_a_watcher_is_told_of_a_vote_and_whose_answer_the_table_waits_for() -> None:
    """PLAYTEST111 F10: a watcher read "Waiting for Ben." for the whole vote, as if Ben were slow."""
    from maumau_tui.tui.textual_private import notifications

    table, referee, clock, hub = a_table()
    host = hub.places["anna"][0]
    hub.lobby.add_hosted(host, "standard", [(seat.name, seat.level) for seat in table.seats])
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    carla_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Carla"))
    app = SeatApp("Carla", "en", carla_end)
    status = lambda: " ".join(str(app.screen.query_one("#status", Static).render()).split())  # noqa: E731
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: bool(app.lobby.tables), "the lobby")
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table, watched")
        before = status()
        await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
        await until(pilot, lambda: "the table waits for Ben's answer" in status(), "the status line")
        assert "A house-rule vote: the table waits for Ben's answer." in status()
        proposal = "Anna proposes: “A 7 may be answered with a 7: the penalty grows to 4, 6, 8 cards.” – on (so far: off)."
        assert proposal in [str(note.message) for note in notifications(app)]
        await ben.send({"type": "answer", "agree": True})
        await until(pilot, lambda: "house-rule vote" not in status(), "the vote over")
        assert status() == before or "Waiting for" in status()
        assert [str(note.message) for note in notifications(app)].count(proposal) == 1
    await anna.leave()
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_the_house_rules_dialog_stands_in_the_middle_of_a_wide_terminal() -> None:
    hub = a_table()[3]
    app, serving = seat_app(hub)
    ben = await seated(hub, "Ben")
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.pause()
        box = app.screen.query_one("#vote-box").region
        assert box.width == 76 and box.x == (100 - 76) // 2 and box.y > 0, box   # not at the top-left corner
    await ben.leave()
    serving.cancel()


async def test_keys_of_the_hidden_list_on_a_vote_that_asks_do_nothing() -> None:
    """Playtest 75: a vote dialog opened by somebody else's proposal hides its list of rules, which was never drawn;
    Down then PageDown moved in it and Textual's OptionList raised KeyError: the seat's session ended."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_asks_anna(pilot, app, ben, "blind")
        await pilot.press("down")
        await pilot.press("pagedown", "pageup", "end", "home", "down", "pagedown")
        await pilot.pause()
        assert isinstance(app.screen, RemoteVoteScreen) and app.return_code is None
        await pilot.press("y")
        await until(pilot, lambda: table.match.option_values()["blind"] is True, "her yes counted")
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_a_vote_put_away_over_a_question_comes_back_with_h() -> None:
    """(Playtest 78.) A vote asked Anna while a question of hers was open; "Esc: later" put it away, and h on the
    question did nothing: the table waited for her answer for good."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and app.screen.view.my_turn, "her turn")
        await pilot.press("o")                                       # every move, as a question
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "her question")
        question = app.screen
        await ben.send({"type": "propose", "option": "quick", "value": True})
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen) and "Anna, do you agree?" in text(app),
                    "the vote over her question")
        await pilot.press("escape")                                  # later
        await until(pilot, lambda: app.screen is question, "her question again")
        await until(pilot, lambda: " h House rules" in key_bar(app), "h in her key bar (Playtest 79)")
        table_screen = app.screen_stack[-2]
        assert shown_keys(table_screen) == textuals_keys(table_screen)           # (in Textual's order)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen) and "Anna, do you agree?" in text(app),
                    "the vote back")
        await pilot.press("y")
        await until(pilot, lambda: "House rule switched o" in text(app), "her answer counted")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is question, "her question after the vote")
        await until(pilot, lambda: "Rules" in key_bar(app) and " h " not in key_bar(app), "no h: nothing waits")
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_the_vote_put_away_shows_h_once_in_the_tables_key_bar_with_the_same_key_widgets() -> None:
    """(Playtest 79.) The seat app's own ``h`` (a priority key while a vote waits for its answer) stands in the
    table's ``h`` in the key bar: shown once, in its place, as Textual's footer would show it, by the same key
    widgets (the table's footer shows and hides its keys in place: none mounted anew)."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        screen = app.screen
        await until(pilot, lambda: " h House rules" in key_bar(app), "the table's keys")   # (its first view came)
        footer = screen.query_one(TableFooter)
        widgets = set(footer.query(FooterKey))
        before = key_bar(app)
        await ben_asks_anna(pilot, app, ben, "quick")
        await pilot.press("escape")                                  # later
        await until(pilot, lambda: app.screen is screen and key_bar(app).count(" h House rules") == 1, "h once")
        assert ("h", "House rules", "vote_again") in shown_keys(screen) == textuals_keys(screen)
        assert set(footer.query(FooterKey)) == widgets                  # not one key widget mounted anew
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the vote back")
        await pilot.press("y")
        await until(pilot, lambda: "House rule switched o" in text(app), "her answer counted")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen and key_bar(app) == before, "the key bar as before")
        assert set(footer.query(FooterKey)) == widgets
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)



async def test_the_lobby_lists_a_house_rule_as_the_vote_changed_it() -> None:
    """PLAYTEST122 F1: a vote turned Quick off at a table in play, and every lobby still listed "Quick: on"."""
    table, referee, clock, hub = a_table()
    host = hub.places["anna"][0]
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None), ("Robo", "medium")])
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    dora = await join(hub, "Dora")
    assert "seven_stacking" not in (await dora.until("lobby"))["tables"][0]["options"]
    await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
    await ben.until("ballot")
    await ben.send({"type": "answer", "agree": True})
    await anna.until("voted")
    listed = [(await dora.until("lobby"))["tables"][0]["options"]]
    while not listed[-1].get("seven_stacking") and len(listed) < 10:   # (lists sent before the vote's end first)
        listed.append((await dora.until("lobby"))["tables"][0]["options"])
    assert listed[-1].get("seven_stacking") is True, listed
    for raw in (anna, ben, dora):
        await raw.leave()


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_vote_dialog_is_as_tall_as_its_lines_and_shows_them_whole(size: tuple[int, int], lang: str) -> None:
    """PLAYTEST168 F3: the dialog filled the screen's height, empty lines at its bottom hiding the hand.  It is as
    tall as its lines, in the middle of the screen, while choosing a change and while the vote asks; none cut."""
    table, referee, clock, hub = a_table()
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app, ben = SeatApp("Anna", lang, anna_end), await seated(hub, "Ben")
    width, height = size

    def whole() -> int:
        """The dialog's height, once each of its lines is checked to be shown whole inside it."""
        box = app.screen.query_one("#vote-box")
        shown = [child for child in box.children if child.display]
        for child in shown:
            assert box.content_region.contains_region(child.region), (child, child.region, box.content_region)
            if isinstance(child, Static):           # (its lines at its width, all in its region)
                lines = Text(str(child.render())).wrap(app.console, child.content_region.width)
                assert len(lines) <= child.content_region.height, (child, lines)
        assert box.region.height == 2 + sum(child.outer_size.height for child in shown)   # (its border: 2)
        assert 0 <= box.region.y and box.region.bottom <= height and box.region.x == (width - box.region.width) // 2
        return box.region.height

    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.pause()
        assert whole() <= height
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        await ben.send({"type": "propose", "option": "seven_stacking", "value": True})
        asked = tr(lang, "vote_ask", name="Anna")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen) and asked in text(app), "Anna asked")
        await pilot.pause()
        assert whole() < height                        # (the vote's lines: the table shows above and below them)
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_h_while_somebody_is_away_says_at_once_that_no_vote_can_begin() -> None:
    """PLAYTEST227 N4: with Ben away, h opened the whole "Change a house rule" dialog, and only the rule chosen there
    was refused ("a vote needs every seat; away now: Ben").  h says it at once, and opens the dialog once he is back."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **options: (told.append(str(message)), notify(message, **options))[1]  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        table_screen = app.screen
        await ben.leave()                                          # his connection drops: the table waits for him
        await until(pilot, lambda: app.away is not None and bool(app.away.away), "Ben away on her screen")
        while app.screen is not table_screen:                      # (the notice that the table waits: put away)
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: any("away now: Ben" in said for said in told), "why not")
        assert told[-1] == "Not possible: a vote needs every seat; away now: Ben"
        assert app.screen is table_screen and app.vote is None
        back = await seated(hub, "Ben", code=ben.code)             # he is back: h opens the dialog
        await until(pilot, lambda: app.away is None, "Ben back on her screen")
        while app.screen is not table_screen:
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: app.vote is not None, "the house rules to choose from")
    await back.leave()
    serving.cancel()


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_the_notice_that_the_table_waits_hides_the_vote_beneath_it_until_it_goes(size: tuple[int, int]) -> None:
    """PLAYTEST241 N4, PLAYTEST244 N5: over the vote, the notice that the table waits for Ben left the vote's title
    and its key line showing above and below it, two dialogs one over the other."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.press("down", "down", "down", "space")             # seven stacking, put to the vote
        await ben.until("ballot")
        await until(pilot, lambda: "Waiting for Ben's answer" in text(app), "the vote waiting for Ben")
        code = ben.code
        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice over the vote")
        await pilot.pause()
        assert "Ben lost the connection." in text(app)
        assert "Change a house rule" not in text(app) and "back to the table" not in text(app), screen_text(app)
        ben = await seated(hub, "Ben", code=code)                      # back: the notice goes, the vote shows again
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the vote on top again")
        await until(pilot, lambda: "Change a house rule" in text(app), "the vote whole again")
    await ben.leave()
    serving.cancel()
