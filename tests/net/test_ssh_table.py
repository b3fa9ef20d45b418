"""Two players at their own terminals and a bot play a whole hand over SSH (OpenSSH client in tmux), are
shown its end, and are dealt the next hand.

The server hosts one seeded table (``--table standard --seats Anna,Ben,Robo:bot=easy``); the test keeps a
mirror of it (``ssh_play.Mirror``) and checks every frame captured from either terminal: it shows no card
that sits in another seat's hand while the hand is on.
"""

from __future__ import annotations

import re

from pathlib import Path

from maumau_tui.cards import card_label
from maumau_tui.tui.hand_summary import hand_summary
from maumau_tui.tui.score_words import ending_lines
from net_helpers import Server, Terminal, needs_tools, ssh_command
from ssh_play import SEATS, SEED, Mirror, Player, hand_on

pytestmark = needs_tools


def test_two_players_and_a_bot_play_a_whole_hand_over_ssh(tmp_path: Path) -> None:
    seats = ",".join(f"{name}:bot=easy" if bot else name for name, bot in SEATS)
    server = Server(tmp_path, "--table", "standard", "--seats", seats, "--seed", str(SEED), "--bot-delay", "0.05",
                    lines=4)
    play = Mirror("standard", SEATS, SEED, bot_delay=0.05)
    mirror = play.table
    known = server.known_hosts(tmp_path)
    players = [Player(seat, Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"),
                                     tmp_path))
               for seat, (name, bot) in enumerate(SEATS) if not bot]
    decisions = 0
    try:
        assert server.lines[3] == "table: standard with Anna, Ben, Robo (easy bot)"
        for player in players:
            player.wait(mirror, f"Your hand – {mirror.names[player.seat]}", "the table screen")
        for _ in range(300):
            if not play.decide(players):
                break
            decisions += 1
        assert mirror.hand_over, "the hand did not end"
        ending = ending_lines(hand_summary(mirror.match), "en")
        scores = list(zip(mirror.names, mirror.match.results[-1].scores))

        def the_end(text: str) -> bool:   # (the whole sheet: a frame may be caught half written over SSH)
            return all(line in text for line in ending) and all(
                any(line.split()[:1] == [name] and line.split()[-2:] == [str(points)] * 2 for line in text.splitlines())
                for name, points in scores)

        for player in players:           # every seat is shown the end of the hand: who won, the points
            player.wait(mirror, the_end, "the end of the hand, every seat's points")
        players[0].terminal.keys("n")
        players[1].wait(mirror, lambda text: any(re.fullmatch(r"Waiting for: Ben( · Your rejoin code: \w{6})?", line.strip())
                                                 for line in text.splitlines()),
                        "Ben sees that Anna is ready and the table waits for him")
        players[1].terminal.keys("n")
        mirror.deal()                    # the server deals once both asked; every frame is checked again
        for player in players:
            player.wait(mirror, lambda text: "Hand 2" in text and hand_on(text) == sorted(
                card_label(code) for code in mirror.game.hands[player.seat]), "the next hand, dealt")
        assert decisions >= 5 and all(player.frames >= decisions for player in players)
    finally:
        for player in players:
            player.terminal.close()
        assert server.stop() == 0
