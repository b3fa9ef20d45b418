"""The lobby over real ssh: Anna opens it by connecting, makes a table with a free seat and a medium bot,
Ben joins it from his terminal, Anna starts it, both are seated with their own hands, and Carla watches
the public view.  No screen shows a card of Anna's hand except her own (and the top card, public)."""

from __future__ import annotations

import re
from pathlib import Path

from net_helpers import Server, Terminal, needs_tools, ssh_command
from ssh_play import hand_on, labels_on

pytestmark = needs_tools
TOP = re.compile(r"Top: \[ (\S+) \]")


def test_make_join_start_and_watch_a_table_from_the_lobby(tmp_path: Path) -> None:
    server = Server(tmp_path, "--bot-delay", "0.05")
    known = server.known_hosts(tmp_path)
    terminals: list[Terminal] = []

    def connect(name: str) -> Terminal:
        terminal = Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"), tmp_path)
        terminals.append(terminal)
        return terminal

    try:
        anna = connect("Anna")
        anna.wait_for("Mau-Mau · Lobby · Anna")
        anna.wait_for("No table yet.")
        anna.keys("c")
        anna.wait_for("New table")
        anna.keys("Enter")                              # standard: Anna, a free seat, a medium bot
        anna.wait_for("Connected to the table server · at table #1 until it starts")
        ben = connect("Ben")
        ben.wait_for("#1 Mau-Mau · Anna, free, Robo (bot medium) · waiting for 1")
        ben.keys("Enter")                               # join the chosen table
        ben.wait_for("#1 Mau-Mau · Anna, Ben, Robo (bot medium) · full: Anna starts")
        anna.wait_for("#1 Mau-Mau · Anna, Ben, Robo (bot medium) · full: press s to start")
        ben.keys("s")                                   # not Ben's table to start
        ben.wait_for("Only the player who created a table can start it.")
        anna.keys("s")
        anna_screen = anna.wait_for("Your hand – Anna")
        ben_screen = ben.wait_for("Your hand – Ben")
        carla = connect("Carla")
        carla.wait_for("· playing")
        carla.keys("w")
        carla_screen = carla.wait_for("You are watching: no hand is shown.")
        assert "Your hand" not in carla_screen
        anna_screen = anna.screen()
        annas = set(hand_on(anna_screen))
        assert len(annas) >= 3
        for screen in (ben.screen(), carla.screen(), ben_screen):
            top = TOP.search(screen)
            shown = labels_on(screen) & annas - ({top.group(1)} if top else set())
            assert not shown, f"Anna's cards {shown} on another screen:\n{screen}"
        assert "Anna" in ben_screen and "Robo" in ben_screen and "[bot, medium]" in ben_screen   # a bot with its level
    finally:
        for terminal in terminals:
            terminal.close()
        assert server.stop() == 0
