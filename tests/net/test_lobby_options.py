"""House rules chosen in the lobby: the creator's form lists the ruleset's options in the player's language and
sends the chosen values, the table is made with them, the lobby shows those that differ from the defaults, and
a bad value from a modified client is refused with one line."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_helpers import LIMIT, in_lobby, join, screen_text, seat_app, until
from test_remote_burst import notes_of
from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby, LobbyError, Worded
from maumau_tui.net.create_screen import CreateScreen
from maumau_tui.net.lobby_lines import table_line
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.words import word
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.dialogs import HelpScreen


def a_hub() -> Hub:
    return Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))


@pytest.mark.parametrize(("options", "reason"), [
    ({"cards": True}, "the option 'cards' takes a whole number from 0 to 1000, not True"),
    ({"cards": 1001}, "the option 'cards' takes a whole number from 0 to 1000, not 1001"),
    ({"jokers": -1}, "the option 'jokers' takes a whole number from 0 to 1000, not -1"),
    ({"quick": 1}, "the option 'quick' is on or off (true or false), not 1"),
    ({"six_cards": True}, "erftschmiede has no option 'six_cards' (it has: quick, blind, cards, jokers, "
                          "block_seconds, no_arithmetic, no_cheating)"),
    ({"cards": 40}, "these options do not work: 55 cards are too few to deal 40 each to 3 players and turn up a start "
                    "card: deal fewer cards or seat fewer players"),   # (PLAYTEST122 F3: its first half was lost)
    ({"block_seconds": 0}, "these options do not work: option 'block_seconds' takes a number from 1 to 30, not 0"),
])
async def test_a_bad_option_from_a_modified_client_is_refused_in_one_line(options: dict[str, object],
                                                                           reason: str) -> None:
    hub = a_hub()
    anna = await in_lobby(hub, "Anna")
    await anna.send({"type": "create", "ruleset": "erftschmiede", "options": options, "seats": [None, "easy"]})
    refused = await anna.until("refused")
    assert refused == {"type": "refused", "reason": reason}
    assert hub.lobby.tables == {}
    await anna.send({"type": "ping", "n": 1})            # the connection goes on
    assert (await anna.until("pong"))["n"] == 1
    await anna.leave()


async def test_the_table_is_made_and_listed_with_the_options_that_differ_from_the_defaults() -> None:
    hub = a_hub()
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    await anna.send({"type": "create", "ruleset": "erftschmiede", "seats": [None, "easy"],
                     "options": {"quick": True, "blind": False, "cards": 6, "jokers": 3}})   # blind, jokers: defaults
    listing = (await ben.until("lobby"))["tables"]
    assert listing[0]["options"] == {"quick": True, "cards": 6}
    line = table_line(listing[0], "en")
    assert line.endswith(" · Quick: several cards of one…: on · Cards dealt to each player…: 6")   # (a clause's
    #                                                                  end where there is one: PLAYTEST219 N7)
    assert "Schnell: mehrere Karten…: an" in table_line(listing[0], "de")   # cut after a whole word
    await ben.send({"type": "join", "table": 1})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    info = await ben.until("info")
    assert info["options"] == {"quick": True, "cards": 6}
    host = hub.lobby.tables[1].host
    assert host is not None and host.table.match.option_values()["cards"] == 6
    assert all(len(hand) == 6 for hand in host.table.game.hands)
    for raw in (anna, ben):
        await raw.leave()


async def the_form(pilot: Pilot[None], app: SeatApp) -> CreateScreen:
    """``c`` in the lobby: the new-table form."""
    await pilot.press("c")
    await until(pilot, lambda: isinstance(app.screen, CreateScreen), "the form")
    assert isinstance(app.screen, CreateScreen)
    return app.screen


async def choose_ruleset(pilot: Pilot[None], form: CreateScreen, ruleset: str) -> None:
    """→ on the form's first line until ``ruleset`` is chosen."""
    while form.rulesets[form.ruleset] != ruleset:
        await pilot.press("right")


async def go_down_to(pilot: Pilot[None], form: CreateScreen, option: str) -> None:
    """↓ until the line of house rule ``option``."""
    while form.rows()[form.row] != ("option", option):
        await pilot.press("down")


async def test_the_create_form_shows_the_rulesets_options_and_sends_the_chosen_values() -> None:
    hub = a_hub()
    app, serving = seat_app(hub, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        assert form.query_one("#create-box").region.height < app.size.height   # as tall as its lines
        await choose_ruleset(pilot, form, "erftschmiede")
        text = screen_text(app).replace("\xa0", " ")
        assert "Hausregeln:" in text and "  [3] Joker im Spiel." in text and "  [ ] Fuschen verboten." in text
        await pilot.press("down", "down", "down", "down")     # seats, seat 2, seat 3, who deals first
        assert form.rows()[form.row] == ("dealer", 0) and "> Gibt zuerst: Platz 3" in screen_text(app)
        await pilot.press("down")                             # the first option
        assert form.rows()[form.row] == ("option", "quick")
        await pilot.press("space", "down", "down", "4", "0", "0", "0", "0")   # quick on; cards: 1000 at most, so
        assert form.values["quick"] is True and form.values["cards"] == 400   # a digit past it is not typed
        await pilot.press("backspace", "backspace", "backspace", "backspace", "7", "down", "left", "left", "left", "left")
        assert form.values["cards"] == 7 and form.values["jokers"] == 0      # numbers stop at 0
        for key in ("up", "2", "down", "1"):                  # one read of the terminal: each digit on its line
            app.post_message(events.Key(key, key if key.isdigit() else None))
        await until(pilot, lambda: form.values["cards"] == 2 and form.values["jokers"] == 1, "the burst taken")
        await pilot.press("up", "backspace", "backspace", "7", "down", "backspace")
        assert form.values["cards"] == 7 and form.values["jokers"] == 0
        await pilot.press("enter")
        await until(pilot, lambda: bool(app.lobby.tables), "the new table in the lobby")
        assert hub.lobby.tables[1].options == {"quick": True, "cards": 7, "jokers": 0}
        text = " ".join(screen_text(app).replace("\xa0", " ").split())   # (the line is broken at 80 columns)
        parts = ["> #1 Erftschmiede-MauMau · Anna, frei, Robo (Bot mittel)", "wartet noch auf 1 Spieler",
                 "Schnell: mehrere Karten…: an", "Karten für jeden beim Geben…: 7", "Joker im Spiel: 0"]
        assert all(part in text for part in parts), text
        assert [text.index(part) for part in parts] == sorted(text.index(part) for part in parts)   # in this order
    await asyncio.wait_for(serving, LIMIT)


async def test_a_digit_on_the_seats_line_sets_how_many_seats_and_one_out_of_range_says_the_range() -> None:
    """PLAYTEST206 F6: the key line says "digits: a number", and 5 on "Seats: 4" did nothing, without a word."""
    app, serving = seat_app(a_hub(), lang="en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await pilot.press("down")                                  # the seats
        assert form.rows()[form.row] == ("count", 0)
        await pilot.press("5")
        assert len(form.others) == 4 and "Seats: 5" in screen_text(app)
        await pilot.press("2")
        assert len(form.others) == 1 and "Seats: 2" in screen_text(app)
        await pilot.press("9")
        assert len(form.others) == 1
        assert [str(note.message) for note in app._notifications] == [   # (Mau-Mau seats ten: PLAYTEST268 N2)
            "Seats: from 2 to 6 (a table made in the lobby has no more)."]
    serving.cancel()


async def test_a_ruleset_for_three_or_more_takes_three_seats_and_the_count_keeps_within_its_range() -> None:
    """PLAYTEST216 F5: Miese-Punkte (3 to 7 players) chosen on a form of two seats kept "Seats: 2", and Enter was
    refused by the host."""
    hub = a_hub()
    app, serving = seat_app(hub, lang="en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await pilot.press("down", "2", "up")                        # two seats, then back to the ruleset
        assert len(form.others) == 1
        await choose_ruleset(pilot, form, "miese-punkte")
        assert len(form.others) == 2 and "Seats: 3" in screen_text(app)
        await pilot.press("down", "left", "2")                     # fewer than three: refused, the range said once
        assert len(form.others) == 2
        assert [str(note.message) for note in app._notifications] == [
            "Seats: from 3 to 6 (a table made in the lobby has no more)."]
        await pilot.press("enter")
        await until(pilot, lambda: bool(hub.lobby.tables), "the new table")
        assert hub.lobby.tables[1].ruleset == "miese-punkte" and len(hub.lobby.tables[1].seats) == 3
    serving.cancel()


async def test_a_form_the_server_refuses_is_not_lost_the_next_one_starts_from_it() -> None:
    app, serving = seat_app(a_hub(), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        lobby = app.screen
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "erftschmiede")
        assert "Ruleset: Erftschmiede-MauMau" in screen_text(app).replace("\xa0", " ")   # its name, as the lobby
        form.row = form.rows().index(("option", "jokers"))
        told = notes_of(app)
        await pilot.press("backspace", "4", "0")             # 40 jokers: more than a pack holds, so the form stops
        assert form.values["jokers"] == 12 and "At most 12: the rules allow no more here." in told   # (PLAYTEST125)
        await pilot.press("0", "backspace")                  # 400, then 40 again: still no more than 12 (REVIEW127 R2)
        assert form.values["jokers"] == 12
        await pilot.press("up", "backspace", "4", "0")       # 40 cards each: more than the pack has for three
        assert form.values["cards"] == 40
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is lobby and "fewer" in screen_text(app), "the refusal")
        assert not app.lobby.tables
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, CreateScreen), "the form again")
        again = app.screen
        assert isinstance(again, CreateScreen) and again is not form
        assert again.rulesets[again.ruleset] == "erftschmiede" and again.values["cards"] == 40   # as it was sent
    await asyncio.wait_for(serving, LIMIT)


async def test_question_mark_over_the_create_form_shows_the_forms_help() -> None:
    """(PLAYTEST87: it showed the lobby's help, whose "Enter, j: sit down at the chosen table" is wrong on the form.)"""
    hub = a_hub()
    app, serving = seat_app(hub, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        said = " ".join(screen_text(app).split())
        assert "Ein neuer Tisch: die Regeln" in said and "Enter den Tisch anlegen" in said, said
        assert "am gewählten Tisch Platz nehmen" not in said
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is form, "the form again")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await pilot.press("ctrl+q")
    await asyncio.wait_for(serving, LIMIT)


async def test_the_form_marks_a_ruleset_that_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A ruleset file broken since the server started is still offered (the host says why when it is chosen), but
    the form says it cannot be read instead of showing its id as if it played."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "kaputt-im-formular.yaml").write_text("id: kaputt-im-formular\nname: [\n", encoding="utf-8")
    app: App[None] = App()
    async with app.run_test() as pilot:
        screen = CreateScreen("en", ["standard", "kaputt-im-formular"])
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.lines()[0][0] == "Ruleset: Mau-Mau"
        await pilot.press("right")
        assert screen.lines()[0][0] == "Ruleset: kaputt-im-formular (cannot be read)"
        assert [line for line, _ in screen.lines()][1:3] == ["Seats: 3", "Seat 1: you"]


@pytest.mark.parametrize("size", [(100, 30), (60, 20)])
async def test_the_chosen_house_rule_is_read_whole_under_the_form(size: tuple[int, int]) -> None:
    """(Playtest 63: Faraón's drawn 7 read "Who draws a penalty and finds a 7 or the Jack of Spades (Unter of…", its
    point never shown before the table started.)"""
    app, serving = seat_app(a_hub())
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "faraon")
        await go_down_to(pilot, form, "drawn_seven")
        detail = form.query_one("#create-detail")
        assert str(detail.render()).endswith("may play it at once: the rest of the penalty is dropped.")
        assert detail.region.height >= 2 and detail.region.bottom <= form.query_one("#create-box").region.bottom
        while form.rows()[form.row][0] == "option":            # not on a house rule: no line for one
            await pilot.press("up")
        assert str(detail.render()) == ""
    serving.cancel()


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_at_60_by_20_the_form_of_six_seats_keeps_its_key_line_and_the_chosen_line_in_sight(lang: str) -> None:
    """(PLAYTEST103 F6: six seats of Erftschmiede pushed the key line, "Enter create · Esc back", out of the box;
    PLAYTEST164 F3: the German one broke inside an item, "Enter" / "anlegen · Esc zurück".)"""
    app, serving = seat_app(a_hub(), lang=lang)
    items = set(word(lang, "create_keys").split(" · "))
    async with app.run_test(size=(60, 20)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "erftschmiede")
        await pilot.press("down", "right", "right", "right")              # six seats
        assert len(form.others) == 5
        box, keys = form.query_one("#create-box"), form.query(Static).last()
        for _ in range(len(form.rows())):
            await pilot.press("down")
            await pilot.pause()
            rows = len(Text(str(keys.render())).wrap(app.console, keys.region.width))
            assert rows == 2 and keys.region.height == rows, (rows, keys.region)   # "… Enter create" / "Esc back"
            shown = [line.plain.strip() for line in Text(str(keys.render())).wrap(app.console, keys.region.width)]
            assert all(set(line.split(" · ")) <= items for line in shown), shown   # whole items on each line
            assert keys.region.bottom <= box.region.bottom - 1, (keys.region, box.region)   # (above the box's border)
            lines = str(form.query_one("#create-form").render()).splitlines()
            chosen = [line for line in lines if line.startswith(">")]
            assert len(chosen) == 1, form.rows()[form.row]
            width = form.query_one("#create-form").region.width   # cut by the form, its "…" spelled "..." in ASCII
            assert all(cell_len(line) <= width for line in lines) and any(line.endswith("…") for line in lines), lines
    serving.cancel()


def test_the_create_form_has_a_person_seat_for_everybody_at_the_terminal_after_the_group_grew() -> None:
    """(PLAYTEST111 F9: the form kept the two seats sent last; the group had grown to three meanwhile.)"""
    last = {"ruleset": "standard", "options": {}, "seats": [None, "medium"]}
    form = CreateScreen("en", ["standard", "erftschmiede"], group=["Bernd", "Elodie"], last=last)
    assert form.others == ["person", "person"]
    alone = CreateScreen("en", ["standard", "erftschmiede"], group=[], last=last)
    assert alone.others == ["person", "medium"]


async def test_a_house_rule_that_does_not_work_is_refused_in_german_for_a_german_client() -> None:
    """PLAYTEST122 F3: a German lobby read "Diese Hausregeln gehen so nicht: deal fewer cards or seat fewer players"."""
    hub = a_hub()
    anna = await join(hub, "Anna", hello=False)
    await anna.send({"type": "hello", "user": "Anna", "lang": "de"})
    await anna.until("lobby")
    for cards, said in ((40, "55 Karten reichen nicht, um 3 Spielern je 40 zu geben und eine Startkarte aufzudecken: gib "
                             "weniger Karten oder setz weniger Spieler an den Tisch"),
                        (0, "die Hausregel 'cards' nimmt eine Zahl von 1 bis 1000, nicht 0")):
        await anna.send({"type": "create", "ruleset": "erftschmiede", "options": {"cards": cards}, "seats": [None, "easy"]})
        assert (await anna.until("refused"))["reason"] == f"Diese Hausregeln gehen so nicht: {said}"
    await anna.leave()


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_a_long_paste_into_a_number_of_the_form_types_what_fits_and_says_so(lang: str) -> None:
    """As on the rules page before a match: a paste into a house rule that is a number types its digits as far as
    they fit, with a notice where they were cut; a paste that is no number is refused in words."""
    app, serving = seat_app(a_hub(), lang=lang)
    async with app.run_test(size=(60, 20), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "erftschmiede")
        await go_down_to(pilot, form, "cards")
        told = notes_of(app)
        app.post_message(events.Paste("40000000"))          # as the terminal's bracketed paste
        await until(pilot, lambda: form.values["cards"] == 400, "the digits that fit")
        await until(pilot, lambda: told == [tr(lang, "digits_fit", typed="400", most=1000)], "where it was cut")
        app.post_message(events.Paste("sieben"))
        await until(pilot, lambda: told[-1:] == [tr(lang, "paste_refused")], "the paste refused")
        assert form.values["cards"] == 400 and app.screen is form
    serving.cancel()


async def test_the_maker_chooses_who_deals_first_and_the_table_deals_so() -> None:
    """PLAYTEST215 F1: Idioten-Mau's players choose the first dealer (RULES.md), as the hot seat's seats screen lets
    them (``g``); the lobby's form had no line for it, and the last seat always dealt first."""
    hub = a_hub()
    app, serving = seat_app(hub, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "idioten-mau")
        await pilot.press("down", "3")                        # three seats: Anna, a person, a bot
        assert "Deals first: Seat 3" in screen_text(app)      # the last, as before
        await pilot.press("down", "down", "down", "right")    # seat 2, seat 3, who deals first: round to Anna
        assert "> Deals first: you" in screen_text(app)
        await pilot.press("right", "right")                   # seat 2, then round again: seat 3
        assert "> Deals first: Seat 3" in screen_text(app)
        await pilot.press("left")
        assert "> Deals first: Seat 2" in screen_text(app)
        await pilot.press("up", "up", "up", "2")              # two seats: seat 2 deals, and stays chosen
        assert "Deals first: Seat 2" in screen_text(app) and form.dealer == 1
        await pilot.press("3", "enter")
        await until(pilot, lambda: bool(hub.lobby.tables), "the new table in the lobby")
        assert hub.lobby.tables[1].dealer == 1
    await asyncio.wait_for(serving, LIMIT)
    lobby = Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay))
    lobby.create("Anna", "idioten-mau", {}, [None, "medium"], dealer=1)    # (as the form sent it)
    lobby.tables[1].seats[1] = ("Ben", None)
    table = lobby.start("Anna").host
    assert table is not None and table.table.match.first_dealer == 1
    assert table.table.log_of(0, "en")[0].startswith("Ben deals")


def test_a_first_dealer_past_the_seats_is_refused() -> None:
    with pytest.raises(LobbyError, match="the first dealer must be one of seats 1 to 2"):
        Lobby().create("Anna", "standard", {}, ["medium"], dealer=2)
    assert Lobby().create("Anna", "standard", {}, ["medium"]).dealer is None     # (the last seat, as before)


def test_a_table_of_a_ruleset_broken_since_it_was_listed_is_refused_with_why(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """(REVIEW242 T7: the refusal of a ruleset that no longer loads was never run.)  No table is made, and another
    ruleset still makes one."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    own = tmp_path / "rulesets" / "hausregel.yaml"
    own.write_text("id: hausregel\nextends: standard\nname: Hausregel\ndescription: x\n", encoding="utf-8")
    assert "hausregel" in Lobby.rulesets()
    own.write_text("id: hausregel\nname: [\n", encoding="utf-8")              # broken after it was listed
    lobby = Lobby()
    with pytest.raises(LobbyError, match="the ruleset hausregel cannot be read: ") as refused:
        lobby.create("Anna", "hausregel", {}, ["medium"])
    assert isinstance(refused.value, Worded) and "this is not valid YAML" in str(refused.value)
    assert str(tmp_path) not in str(refused.value)                            # (the server's folders are its own)
    assert word("de", refused.value.key, **refused.value.fields).startswith(
        "Das Regelwerk hausregel lässt sich nicht lesen: das ist kein gültiges YAML")
    assert not lobby.tables and lobby.create("Anna", "standard", {}, ["medium"]).ruleset == "standard"


def test_at_a_shared_terminal_the_dealer_line_names_the_friend_who_takes_that_seat() -> None:
    """PLAYTEST216: the seat line said "Seat 2: person (Finn)", and the line below it "Deals first: Seat 2"."""
    form = CreateScreen("en", Lobby.rulesets(), group=["Finn"], last={"ruleset": "standard", "seats": [None, "medium"],
                                                                     "dealer": 1})
    lines = [line for line, _ in form.lines()]
    assert "Seat 2: person (Finn)" in lines and "Deals first: Seat 2 (Finn)" in lines, lines
    form.dealer = 2
    assert "Deals first: Seat 3" in [line for line, _ in form.lines()]        # a bot's seat: its number alone


async def test_a_rulesets_own_limit_is_said_without_the_lobbys() -> None:
    """(Faraón seats six itself: the range is the ruleset's, not the lobby's.)"""
    app, serving = seat_app(a_hub(), lang="en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        form = await the_form(pilot, app)
        await choose_ruleset(pilot, form, "faraon")
        await pilot.press("down", "9")
        assert [str(note.message) for note in app._notifications] == ["Seats: from 2 to 6."]
    serving.cancel()
