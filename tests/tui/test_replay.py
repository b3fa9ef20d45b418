"""The replay viewer steps through a recorded match: move by move, hand by hand, each seat's view or all hands
open; it opens from `maumau replay FILE` (as the app's first screen) and from the finished matches."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.content import Content
from textual.widgets import OptionList, Static

from maumau_tui.cards import card_label
from maumau_tui.clock import ManualClock
from maumau_tui.engine.views import log_lines
from maumau_tui.match import Match, SeatInfo
from maumau_tui.notation import Move
from maumau_tui.store.positions import positions
from maumau_tui.store.saves import Store
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.history import HistoryScreen, history_option
from maumau_tui.tui.screens.replay import TYPED_SECONDS, ReplayScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.key_scroll import KeyScroll
from tui_helpers import screen_text, until

SIZE = (100, 40)


def two_hands(seed: int = 21) -> Match:
    """Two whole hands of standard between Anna and the bot Robo, random legal moves (no cheats)."""
    return hands_played("standard", ["Anna", "Robo"], seed, 2, seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 3)])


def random_hand(ruleset: str, names: list[str], seed: int,
                prefer: Callable[[list[Move]], Move | None] = lambda legal: None) -> Match:
    """One hand of ``ruleset``, random legal moves but no cheats (``prefer``: the move to make instead, where it
    names one)."""
    rng = random.Random(seed)
    match = Match.create(ruleset, names, seed=seed)
    game = match.deal()
    while not game.finished:
        seat = rng.choice(game.seats_to_act())
        legal = game.legal_moves(seat)
        match.apply(prefer(legal) or rng.choice([move for move in legal if move.kind != "cheat"] or legal), seat)
    return match


def hands_played(ruleset: str, names: list[str], seed: int, hands: int, seats: list[SeatInfo] | None = None) -> Match:
    """``hands`` whole hands of ``ruleset``, random legal moves but no cheats."""
    rng = random.Random(seed)
    match = Match.create(ruleset, names, seed=seed, seats=seats)
    while len(match.results) < hands:
        game = match.deal()
        while not game.finished:
            seat = rng.choice(game.seats_to_act())
            legal = game.legal_moves(seat)
            match.apply(rng.choice([move for move in legal if move.kind != "cheat"] or legal), seat)
    return match


def shown(app: MauMauApp) -> str:
    return str(app.screen.query_one("#replay-position", Static).render())


def hand_line(text: str, name: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"{name} ("))


async def test_the_viewer_steps_through_moves_and_hands_and_shows_a_seats_view() -> None:
    match = two_hands()
    replayed = positions(match.record())
    first_hand = sum(1 for hand, _, _ in match.moves if hand == 1)
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        text = shown(app)
        assert text.startswith(f"Hand 1 of 2 · move 0 of {first_hand}") and "Hand 1 is dealt." in text
        dealt = replayed.positions[0].game.hands
        for name, hand in zip(("Anna", "Robo"), dealt):                 # all hands open: the match is over
            assert hand_line(text, name).split(": ", 1)[1].split() == [card_label(c) for c in sorted(hand)]
        await pilot.press("right", "right")
        _, seat, move = match.moves[1]
        assert shown(app).startswith(f"Hand 1 of 2 · move 2 of {first_hand}")
        assert f"\nAnna passes.  (notation: {match.names[seat]}: {move})\n" in shown(app) and move == "pass"   # words, notation
        await pilot.press("left")
        assert screen.index == 1 and f"move 1 of {first_hand}" in shown(app)
        await pilot.press("pagedown")                                   # the next hand's deal
        assert shown(app).startswith("Hand 2 of 2 · move 0 of") and screen.index == first_hand + 1
        await pilot.press("pageup", "pageup")                           # back to this hand's deal, then hand 1
        assert screen.index == 0
        await pilot.press("2")                                          # jump to hand 2
        assert screen.position.hand == 2 and screen.position.move == 0
        await pilot.press("end")
        assert screen.index == len(replayed.positions) - 1
        await pilot.press("home", "s")                                  # Anna's view: Robo's cards hidden
        text = shown(app)
        assert "View: Anna" in text
        assert hand_line(text, "Anna").split(": ", 1)[1].split() == [card_label(c) for c in sorted(dealt[0])]
        assert not any(card_label(c) in hand_line(text, "Robo") for c in dealt[1])
        await pilot.press("right", "right")                             # a move seen from a seat: words only (the
        _, seat, move = match.moves[1]                                  # record's line may name a card given...)
        assert "\nAnna passes.\n" in shown(app) and f"({match.names[seat]}: {move})" not in shown(app)
        await pilot.press("s", "s")                                     # Robo's view, then all open again
        assert screen.seat is None and "All hands open" in shown(app)
        await pilot.press("escape")
        await until(pilot, lambda: app.return_code is not None, "the viewer to close the app")


async def test_finished_matches_open_in_the_viewer_from_the_first_screen(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    Store(tmp_path).finish("last-friday", two_hands(5))
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        options = app.screen.query_one(OptionList)
        await until(pilot, lambda: "finished" in str(options.get_option_at_index(options.option_count - 1).prompt),
                    "the first screen's entries")
        await pilot.press("end", "enter")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen), "the finished matches")
        history = app.screen
        assert isinstance(history, HistoryScreen) and "last-friday" in history.infos
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        assert shown(app).startswith("Hand 1 of 2")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen), "back to the list")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "back to the first screen")


async def test_a_hand_still_being_played_shows_no_hand_in_any_view() -> None:
    match = two_hands(8)
    game = match.deal()                                               # a third hand, a few moves in
    rng = random.Random(8)
    for _ in range(4):
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice(game.legal_moves(seat)), seat)
    assert not game.finished
    replayed = positions(match.record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "tonight"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("3")                                        # the hand in play
        for _ in range(3):                                            # s: no seat's view here, and it says so
            for _ in range(5):
                text = shown(app)
                assert "still being played" in text, text
                position = screen.position
                for name, hand in zip(("Anna", "Robo"), position.game.hands):
                    assert hand_line(text, name).split(": ", 1)[1].split() == ["▒"] * min(len(hand), 12)
                await pilot.press("right")
            await pilot.press("s")
            await pilot.pause()
            assert screen.seat is None and [note.message for note in app._notifications] == [
                "This hand is still being played: the hands stay hidden."]   # (PLAYTEST208 F4: once, however often)
        await pilot.press("1")                                        # a hand played out: open as before
        assert screen.seat is None and "All hands open" in shown(app)
        assert "still being played" not in shown(app)
        text = shown(app)
        for name, hand in zip(("Anna", "Robo"), screen.position.game.hands):
            assert hand_line(text, name).split(": ", 1)[1].split() == [card_label(c) for c in sorted(hand)], text
        await pilot.press("s")                                        # (here s goes to Anna's view)
        assert screen.seat == 0


def test_the_list_of_finished_matches_says_who_lost(tmp_path: Path) -> None:
    match = Match.create("kronenstube", ["Anna", "Ben", "Cy"], seed=3,
                         seats=[SeatInfo("Anna"), SeatInfo("Ben"), SeatInfo("Cy", "bot", "hard", 5)])
    rng = random.Random(3)
    while not match.over:
        game = match.deal()
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
    store = Store(tmp_path)
    store.finish("evening", match)
    (info,) = store.history()
    losers = ", ".join(match.names[seat] for seat in match.losers())
    assert losers and f"lost: {losers}" in str(history_option(info, "en").prompt)
    assert f"verloren: {losers}" in str(history_option(info, "de").prompt)
    assert f"Cy (Bot, schwer) {match.totals[2]}" in str(history_option(info, "de").prompt)   # (PLAYTEST113 F12)


async def test_a_file_name_with_brackets_heads_the_viewer_as_it_is() -> None:
    """(PLAYTEST82.) The title read the file's name as markup: ``[b]x[/b].maumau`` showed as ``x.maumau``."""
    app = MauMauApp(Settings(lang="en"), replay=(positions(two_hands().record()), "[b]x[/b].maumau"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        assert "[b]x[/b].maumau" in screen_text(app)


async def test_question_mark_shows_the_replays_own_keys() -> None:
    """(Playtest 62: ``?`` did nothing in the replay, where the key line is short.)"""
    from maumau_tui.tui.screens.dialogs import HelpScreen

    replayed = positions(two_hands().record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE) as pilot:
        replay = app.screen
        await pilot.press("right", "question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        said = str(app.screen.query_one("#help-text", Static).render())
        assert said.startswith("Here: a match move by move") and "choose a card" not in said
        assert "digits         to the hand of that number (1 6: hand 16)" in said
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is replay, "the replay again")
        assert replay.index == 1


async def test_a_joker_standing_for_a_card_shows_as_at_the_table() -> None:
    """Playtest 71: the replay said "Top: 7♠" where the table says "[ Jkr ] = 7♠"."""
    match = random_hand("erftschmiede", ["Anna", "Robo", "Cleo"], 5,
                        lambda legal: next((move for move in legal if move.as_card is not None and move.kind == "play"), None))
    replayed = positions(match.record())
    index = next(index for index, position in enumerate(replayed.positions)
                 if position.game.pile and position.game.top != position.game.pile[-1])
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        screen.go_to(index)
        await pilot.pause()
        game = replayed.positions[index].game
        assert f"Top: {card_label(game.pile[-1])} = {card_label(game.top)} ·" in shown(app)


async def test_a_house_rule_changed_by_a_vote_shows_where_it_was_made() -> None:
    """Playtest 86: the replay never said that a vote had changed a house rule (the table's log says so); PLAYTEST146
    F1: said at that move alone, it was gone from the log one step on."""
    rng = random.Random(5)
    match = Match.create("standard", ["Anna", "Robo"], seed=5)
    game = match.deal()
    for _ in range(3):
        match.apply(rng.choice([move for move in game.legal_moves(game.actor) if move.kind != "cheat"]), game.actor)
    match.change_option("seven_stacking", True, by=0)           # after the third move of hand 1
    while not game.finished:
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice([move for move in game.legal_moves(seat) if move.kind != "cheat"]), seat)
    replayed = positions(match.record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "vote.maumau"))
    said = "House rule switched on (everyone agreed): “A 7 may be answered with a 7: the penalty grows to 4, 6, 8 cards.”"
    async with app.run_test(size=SIZE) as pilot:
        seen = []
        for _ in range(5):
            seen.append(shown(app).count(said))
            await pilot.press("right")
        assert seen == [0, 0, 0, 1, 1]                             # from move 3 on, in the log where it was made
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        lines = screen.log_with_changes(None, "en")
        before = log_lines(replayed.positions[3].game, None, "en")
        assert lines[len(before)].startswith(said) and lines[:len(before)] == before   # (after move 3, before move 4)


async def test_the_viewer_says_hands_lost_where_only_a_hands_loser_is_counted() -> None:
    """(REVIEW127 R9: the replay's totals said "Anna 0, Robo 0" of Faraón while the lists said "never lost".)"""
    match = Match.create("faraon", ["Anna", "Robo"], seed=3, seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 7)])
    match.deal()
    app = MauMauApp(Settings(lang="en"), replay=(positions(match.record()), "evening"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        assert "Total: Anna: never lost, Robo: never lost" in " ".join(shown(app).split()), shown(app)


async def test_a_move_a_seat_does_not_see_says_whose_it_was() -> None:
    """PLAYTEST194 F5: in Carla's view a card Anna gave Bert (Erftschmiede's 4) read only "…"."""
    match = random_hand("erftschmiede", ["Anna", "Ben", "Carla"], 1)
    replayed = positions(match.record())
    unseen = next((index, seat) for index in range(1, len(replayed.positions)) for seat in range(3)
                  if replayed.positions[index].said.startswith("Ben: give")
                  and log_lines(replayed.positions[index].game, seat, "en")
                  == log_lines(replayed.positions[index - 1].game, seat, "en"))
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        screen.index = unseen[0]
        assert screen.move_words(unseen[1], False, "en") == "A move of Ben's that cannot be seen from here."
        assert screen.move_words(unseen[1], False, "de") == "Ein Zug von Ben, der von hier aus nicht zu sehen ist."
        assert screen.move_words(1, False, "en") == "(Your card to give: 2 of Spades.)"   # (his own view says it)



async def test_a_seats_own_answer_that_no_log_line_tells_is_said_in_its_own_view_only() -> None:
    """PLAYTEST282 N3: in Robo's own view, Robo letting a swap go ahead read "A move of Robo's that cannot be seen
    from here"; his own view says his choice, as the table offered it to him, and the others' still say whose it was."""
    match = random_hand("erftschmiede", ["Anna", "Ben", "Carla"], 1)
    replayed = positions(match.record())
    quiet = [index for index in range(1, len(replayed.positions)) if replayed.positions[index].said.endswith(": accept")
             and all(log_lines(replayed.positions[index].game, seat, "en")
                     == log_lines(replayed.positions[index - 1].game, seat, "en") for seat in range(3))]
    assert [replayed.positions[index].said for index in quiet] == ["Ben: accept", "Carla: accept"]   # an Ace's swap
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for index in quiet:
            screen.index = index
            name = replayed.positions[index].said.partition(": ")[0]
            mover = match.names.index(name)
            assert screen.move_words(mover, False, "en") == f"{name} chooses: Let the swap happen.", index
            assert screen.move_words(mover, False, "de") == f"{name} wählt: Tauschen lassen.", index
            other = (mover + 1) % 3
            assert screen.move_words(other, False, "en") == f"A move of {name}'s that cannot be seen from here."


async def test_the_givers_own_view_says_the_card_given_when_it_is_taken() -> None:
    """PLAYTEST283 F2: when Anna took the card Ben gave her, Ben's own view said only "(The card from Ben to Anna: 2 of
    Spades.)": his line "(Your card to give: …)" is told anew then, and the viewer took the log to have only grown."""
    match = random_hand("erftschmiede", ["Anna", "Ben", "Carla"], 1)
    replayed = positions(match.record())
    assert (replayed.positions[6].said, replayed.positions[7].said) == ("Ben: give 2S", "Anna: accept")
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        screen.index = 7
        assert screen.move_words(1, False, "en") == "Ben gives Anna a card. (The card from Ben to Anna: 2 of Spades.)"
        assert screen.move_words(2, False, "en") == "Ben gives Anna a card."     # (Carla sees no card)

LONG_NAMES = ["Maximilian-Bernd", "Annabella-Marie", "Christoph-Paulus", "Hildegard-Agnes", "Bartholomäus-Xa",
              "Friederike-Anna", "Konstantin-Jose"]


TOTAL = {"de": "Summe:", "en": "Total:"}


def totals_rows(app: MauMauApp) -> list[str]:
    """The rows of the totals as the position's text is wrapped on screen (from "Total:" on, each ending in a player's
    points), also those scrolled out of sight."""
    position = app.screen.query_one("#replay-position", Static)
    content = position.render()
    assert isinstance(content, Content)
    rows = [line.plain.strip() for line in content.wrap(position.content_size.width)]
    start = next(index for index, row in enumerate(rows) if any(word in row for word in TOTAL.values()))
    end = next(index for index in range(start, len(rows)) if not rows[index].rstrip(",").endswith(" 0"))
    return rows[start:end]


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_the_totals_break_between_players_never_between_a_name_and_its_points(lang: str) -> None:
    """(Found in play at 60x20: "… Hildegard-Agnes" at a row's end and "0, Bartholomäus-Xa 0" at the next one's
    start.)"""
    app = MauMauApp(Settings(lang=lang), replay=(positions(random_hand("standard", LONG_NAMES, 5).record()), "evening"))
    async with app.run_test(size=(60, 20)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        await until(pilot, lambda: TOTAL[lang] in shown(app), "the totals")
        narrow = totals_rows(app)
        for name in LONG_NAMES:
            assert sum(f"{name} 0" in row for row in narrow) == 1, (name, narrow)
        await pilot.resize_terminal(100, 30)                 # broken again at the new width: fewer rows
        await pilot.pause()
        assert len(totals_rows(app)) < len(narrow) and " ".join(totals_rows(app)) == " ".join(narrow)


async def test_a_scharf_hand_is_said_to_be_scharf_right_after_its_deal() -> None:
    """PLAYTEST212 F3: the table's log said "This hand is scharf: … plays alone against all" after the deal of each
    hand of Miese-Punkte's last Runde; its replay said nothing of it."""
    match = hands_played("miese-punkte", ["Anna", "Ben", "Cleo"], 5, 10)   # (three players: hands 10 to 12 scharf)
    assert [result.scharf for result in match.results] == [False] * 9 + [True]
    app = MauMauApp(Settings(lang="en"), replay=(positions(match.record()), "tonight"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press(*["pagedown"] * 9)                         # hand 10, as dealt
        dealer = match.names[match.results[9].dealer]
        lines = [line.strip() for line in shown(app).splitlines()]
        said = f"This hand is scharf: {dealer} deals and plays alone against all."
        assert lines.index(said) == lines.index(next(line for line in lines if " deals " in line and "cards" in line)) + 1
        await pilot.press("right", "right")                          # (still there as the hand goes on)
        assert said in shown(app)
        await pilot.press("pageup", "pageup")                        # hand 9: not scharf
        assert "scharf" not in shown(app)


async def test_a_hand_from_ten_on_is_reached_by_typing_its_number() -> None:
    """PLAYTEST212 F5: digits reached hands 1 to 9 only ("1 6" went to hand 6 of 16)."""
    match = hands_played("standard", ["Anna", "Ben"], 3, 12)
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en"), replay=(positions(match.record()), "tonight"), clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        for keys, hand in ((("1", "2"), 12), (("1", "0"), 10), (("1", "3"), 3), (("4",), 4), (("0",), 1),
                           (("1", "right", "1"), 1), (("9", "9"), 9)):
            await pilot.press(*keys)
            assert screen.position.hand == hand, (keys, screen.position.hand)
            await pilot.press("home")                     # (any other key: a number starts afresh; 0 alone: no hand)
        await pilot.press("1")                            # REVIEW276 N12: hand 1, a look at it, then hand 2
        clock.advance(TYPED_SECONDS + 0.1)
        await pilot.press("2")
        assert screen.position.hand == 2
        await pilot.press("1")
        clock.advance(TYPED_SECONDS - 0.1)
        await pilot.press("1")
        assert screen.position.hand == 11


async def test_a_seat_out_of_the_match_is_said_to_be_out() -> None:
    """PLAYTEST212 F4: in a replay of Faraón a seat out of the match showed as "Anna (0):", as if it held no card."""
    match = hands_played("faraon", ["Anna", "Ben", "Cleo"], 0, 12)      # (seed 0: Anna is out from hand 12 on)
    assert match.results[-1].number == 12 and 0 in match.game.absent
    app = MauMauApp(Settings(lang="de"), replay=(positions(match.record()), "tonight"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        lines = [line.strip() for line in shown(app).splitlines()]
        assert "Anna: aus der Partie" in lines and not any(line.startswith("Anna (") for line in lines), lines
        assert any(line.startswith("Ben (") for line in lines)


async def test_the_page_and_end_keys_move_through_the_match_where_the_page_scrolls() -> None:
    """PLAYTEST223 F1: at 60x20 a position taller than the screen has a scrollbar, and the page took PgUp, PgDn, Home
    and End (the scroll's own keys) from the viewer: the match stood still, and the page scrolled its head away."""
    match = two_hands()
    replayed = positions(match.record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "evening.maumau"))
    async with app.run_test(size=(60, 20)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("end")
        scroll = screen.query_one(KeyScroll)
        assert screen.index == len(replayed.positions) - 1 and scroll.max_scroll_y > 0   # the page scrolls here
        await pilot.press("pageup")                                     # this hand's deal
        assert screen.position.hand == 2 and screen.position.move == 0 and scroll.scroll_y == 0
        await pilot.press("pageup")                                     # the hand before
        assert screen.index == 0
        await pilot.press("pagedown")
        assert screen.position.hand == 2 and screen.position.move == 0
        await pilot.press("home")
        assert screen.index == 0
        await pilot.press("end", "down", "down")                        # ↑↓ still scroll the page
        assert screen.index == len(replayed.positions) - 1 and scroll.scroll_y == scroll.max_scroll_y > 0


async def test_in_ascii_the_log_and_the_move_are_german_spelled_out() -> None:
    """PLAYTEST223 F2: with --ascii the viewer's log read "Robo legt Herz Konig." and "Ich wunsche mir Pik." (the
    driver's one-for-one letters), where the table spells them out ("Koenig", "wuensche")."""
    from maumau_tui.tui.spelling import spell_out

    match = two_hands()
    replayed = positions(match.record())
    app = MauMauApp(Settings(lang="de"), replay=(replayed, "abend.maumau"))
    spell_out()
    try:
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            said = set()
            for _ in range(len(replayed.positions)):
                said.add(shown(app))
                await pilot.press("right")
            text = "\n".join(said)
            assert "Koenig" in text and not set("äöüÄÖÜß…") & set(text), [line for line in text.splitlines()
                                                                          if set("äöüÄÖÜß…") & set(line)][:5]
    finally:
        spell_out(False)


async def test_a_hand_number_the_match_has_not_is_said_to_be_none() -> None:
    """PLAYTEST223 N4: "9" in a match of two hands did nothing and said nothing."""
    replayed = positions(two_hands().record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "tonight"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("right", "9", "9")
        await pilot.pause()
        assert screen.index == 1                                      # it stays where it was
        assert [note.message for note in app._notifications] == ["There is no hand 9: the last is hand 2."]
        await pilot.press("2")
        assert screen.position.hand == 2 and screen.position.move == 0


async def test_a_seats_view_at_a_hands_end_shows_the_cards_left_as_the_sheet_did() -> None:
    """PLAYTEST223 N2: at a finished hand's last move a seat's view still hid the others' cards ("Anna (3): ▒ ▒ ▒"),
    which the hand's sheet had shown to everybody."""
    match = two_hands()
    replayed = positions(match.record())
    app = MauMauApp(Settings(lang="en"), replay=(replayed, "tonight"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("pagedown", "left")                        # hand 1's last move
        game = screen.position.game
        assert screen.position.hand == 1 and game.finished
        holder = next(seat for seat, hand in enumerate(game.hands) if hand)   # who did not go out
        name = ("Anna", "Robo")[holder]
        await pilot.press(*["s"] * (2 - holder))                      # the other seat's view
        assert screen.seat == 1 - holder
        assert hand_line(shown(app), name).split(": ", 1)[1].split() == [card_label(c) for c in sorted(game.hands[holder])]
        await pilot.press("left")                                     # a move before: hidden as before
        assert "▒" in hand_line(shown(app), name)


async def test_a_note_on_the_record_is_shown_above_the_position_all_along() -> None:
    """(PLAYTEST249 F10: a record whose Result tag its moves contradict replayed without a word.)  The note stays
    under the title while one steps through, in the viewer's language."""
    from dataclasses import replace

    note = "the record's Result tag says 'over (Anna 0)', but its moves give 'over (Anna 9)'"
    replayed = replace(positions(two_hands().record()), notes=(note,))
    app = MauMauApp(Settings(lang="de"), replay=(replayed, "x.maumau"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the viewer")
        await pilot.press("right", "right")
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert "das Ergebnis-Feld (Result) der Aufzeichnung lautet 'over (Anna 0)'" in shown, shown
