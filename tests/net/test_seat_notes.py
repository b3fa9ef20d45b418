"""The log tells every seat when a bot takes over a seat whose person is away, and when the person is back
(PLAYTEST95 F4: the log showed the stand-in's moves as the person's, "Ben plays King of Hearts.", and only the
server's console said a bot played): in each seat's language, where it happened, after a rejoin and a restart too."""

from __future__ import annotations

from pathlib import Path

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.seat_notes import log_with_notes
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.engine.game import Game
from maumau_tui.table import Table
from net_helpers import Raw, join
from test_away import GRACE, a_table, seated, until_the_stand_in_moved


async def log_lines_until(raw: Raw, line: str) -> list[str]:
    """Every log line ``raw`` is sent until one is ``line`` (a log from its start begins the list afresh)."""
    lines: list[str] = []
    while line not in lines:
        message = await raw.until("log")
        lines = (lines if message["start"] else []) + message["lines"]
    return lines


async def test_the_log_says_a_bot_plays_for_a_dropped_player_and_that_they_are_back() -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "lang", "lang": "de"})    # Anna plays in German
    await anna.send({"type": "ping", "n": 1})
    await anna.until("pong")
    await ben.leave()                                  # Ben's connection drops; the grace runs out
    await anna.until("pause")
    clock.advance(GRACE)
    await anna.until("stand_in")
    assert "Ein Bot spielt für Ben." in await log_lines_until(anna, "Ein Bot spielt für Ben.")
    await until_the_stand_in_moved(anna, table, referee, clock)
    ben = await join(hub, "Ben", code=ben.code)        # Ben is back: his log says which moves were the bot's
    lines = await log_lines_until(ben, "Ben is back.")
    bot_at = lines.index("A bot plays for Ben.")
    assert lines[-1] == "Ben is back." and lines.count("A bot plays for Ben.") == 1
    assert any(line.startswith("Ben ") for line in lines[bot_at + 1:-1]), lines   # the bot's moves between
    assert not any(line.startswith("Ben ") for line in lines[:bot_at] if "plays" in line or "draws" in line)
    assert "Ben ist wieder da." in await log_lines_until(anna, "Ben ist wieder da.")
    await anna.leave()
    await ben.leave()


async def test_leaving_for_the_lobby_and_coming_back_is_told_too_and_a_short_drop_is_not() -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await ben.leave()                                  # a drop within the grace: no bot played, the log says nothing
    await anna.until("pause")
    ben = await join(hub, "Ben", code=ben.code)
    await ben.until("log")                             # (its code comes before it)
    await anna.until("resume")
    await ben.send({"type": "bye", "reason": "leaving"})   # Ben quits: a bot plays for him at once
    assert "A bot plays for Ben." in await log_lines_until(anna, "A bot plays for Ben.")
    await ben.leave()
    ben = await join(hub, "Ben", code=ben.code)
    lines = await log_lines_until(ben, "Ben is back.")
    assert [line for line in lines if line.startswith(("A bot", "Ben is"))] == ["A bot plays for Ben.", "Ben is back."]
    await anna.leave()
    await ben.leave()


def test_a_restart_keeps_the_notes_where_they_were_and_adds_none(tmp_path: Path) -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Robo", True)], seed=8)
    table.deal()
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=1.0), grace=GRACE)
    saves = TableSaves(tmp_path)
    saves.keep(host)
    host.give_to_bot(1)                                # Ben gone: a bot plays for him
    for _ in range(20):                                # the bots play on (Anna's turn stops them)
        clock.advance(1.0)
        host.referee.poll()
    before = log_with_notes(table, host.notes, None, "en", 0, 0)
    assert before[0].count("A bot plays for Ben.") == 1
    saves.close()
    (again,) = TableSaves(tmp_path).resume(lambda resumed: TableHost(Referee(resumed, ManualClock(), 1.0), grace=GRACE))
    assert again.stand_ins == {1}                      # the bot plays for Ben again at once, and the log says it once
    assert log_with_notes(again.table, again.notes, None, "en", 0, 0) == before
    assert log_with_notes(again.table, again.notes, None, "de", 0, 0)[0].count("Ein Bot spielt für Ben.") == 1


def test_votes_and_notes_stand_in_the_order_they_happened() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Robo", True)], seed=8)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=1.0)
    host = TableHost(referee, grace=GRACE)
    referee.finish_vote(referee.start_vote("quick", True, by=0), cancel=True)   # a vote, then Ben goes, then a vote
    host.give_to_bot(1)
    referee.finish_vote(referee.start_vote("quick", True, by=0), cancel=True)
    lines, told = log_with_notes(table, host.notes, None, "en", 0, 0)
    said = [line for line in lines if line.startswith(("Proposal withdrawn", "A bot"))]
    assert said == [said[0], "A bot plays for Ben.", said[0]] and told == 3, lines
    assert log_with_notes(table, host.notes, None, "en", len(table.game.log), 2)[0] == [said[0]]   # only the last



def test_a_bot_that_plays_on_into_the_next_hand_is_named_at_its_start() -> None:
    """PLAYTEST106 F10: a bot that took over at a hand's sheet played the next hand, and its log read "Quinn plays 10
    of Clubs." with no word of the bot, then "Quinn is back."."""
    import random

    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=8)
    table.deal()
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=0.0), grace=GRACE)
    rng = random.Random(1)

    def play_out() -> None:
        for _ in range(2000):
            host.referee.poll()
            if table.hand_over:
                return
            seat = table.game.seats_to_act()[0]
            if table.is_bot(seat):                     # the bot's move comes with the clock
                clock.advance(1.0)
                continue
            host.referee.submit(seat, rng.choice([m for m in table.game.legal_moves(seat) if m.kind != "catch"]))
        raise AssertionError(f"the hand did not end: {table.game.seats_to_act()}, due {host.referee.due()}")

    host.give_to_bot(1)
    play_out()
    table.deal()                                       # hand 2: the bot plays on for Ben
    lines = log_with_notes(table, host.notes, None, "en", 0, 0)[0]
    assert lines[0] == "A bot plays for Ben." and lines.count("A bot plays for Ben.") == 1, lines
    host.came_back(1)
    lines = log_with_notes(table, host.notes, None, "en", 0, 0)[0]
    assert lines[0] == "A bot plays for Ben." and lines[-1] == "Ben is back.", lines
    play_out()
    table.deal()                                       # hand 3: Ben plays it himself
    assert "A bot plays for Ben." not in log_with_notes(table, host.notes, None, "en", 0, 0)[0]


async def test_the_log_tells_a_seat_left_for_good_from_one_left_for_a_while() -> None:
    """PLAYTEST108 F6: Li Lei left the match for good from the lobby, and the others' log said only "A bot plays for
    Li Lei.", as when somebody steps into the lobby and may come back."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=8)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=GRACE)
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None), ("Robo", "medium")])
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await ben.send({"type": "leave"})                  # q at the table: to the lobby, a bot in his seat for now
    await ben.until("lobby")
    assert "A bot plays for Ben." in await log_lines_until(anna, "A bot plays for Ben.")
    await ben.send({"type": "leave"})                  # l in the lobby: for good
    left = "Ben has left the match for good: a bot plays the seat to its end."
    assert await log_lines_until(anna, left) == [left]  # (the lines since the last push)
    whole = log_with_notes(table, host.notes, 0, "en", 0, 0)[0]
    assert [line for line in whole if "Ben" in line][-2:] == ["A bot plays for Ben.", left], whole
    assert log_with_notes(table, host.notes, 0, "de", 0, 0)[0][-1] == ("Ben hat die Partie verlassen: ein Bot spielt "
                                                                       "den Platz bis zum Ende.")
    for raw in (anna, ben):
        await raw.leave()


async def test_a_seat_left_for_good_at_once_is_told_in_one_line() -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=8)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=GRACE)
    host.leave_for_good(1)
    lines = log_with_notes(table, host.notes, 0, "en", 0, 0)[0]
    assert [line for line in lines if "Ben" in line] == ["Ben has left the match for good: a bot plays the seat to its "
                                                         "end."], lines


def test_a_scharf_hand_is_said_in_every_terminals_log_right_after_the_deal() -> None:
    """(REVIEW127 R6: only the hot seat's hand-off said that the dealer plays alone, and after the start card's
    effect had been told, as if that came after it.)"""
    table = Table.from_names("miese-punkte", [("Anna", False), ("Ben", False), ("Robo", True)], seed=8)
    table.use_hand(Game.deal(table.match.tables, table.names, dealer=2, seed=3, scharf=True))
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=GRACE)
    for seat, lang in ((0, "de"), (None, "en")):
        lines, _ = log_with_notes(table, host.notes, seat, lang, 0, 0)
        said = {"de": "Dieses Spiel ist scharf: Robo gibt und spielt allein gegen alle.",
                "en": "This hand is scharf: Robo deals and plays alone against all."}[lang]
        assert lines[1] == said and lines[0].startswith("Robo "), lines
    assert log_with_notes(table, host.notes, 0, "en", len(table.game.log), 1)[0] == []   # said once
