"""Drop and rejoin over SSH: Ben's ssh client is killed mid-hand, Anna's screen shows that the table waits for
him (with the time left), Ben connects again and gets his seat and hand back, and the hand plays on.  A
server run in this process on a clock the test turns shows the bot standing in once the grace is over.
Nobody else gets a dropped seat: not without its rejoin code (a password login), not with another key.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import time
from collections.abc import Callable
from pathlib import Path

import asyncssh
import pytest

from maumau_tui.cards import card_label
from maumau_tui.clock import ManualClock
from maumau_tui.net.claims import NEED_CODE, refusal_text
from maumau_tui.net.serve_args import ServeConfig, TableSpec
from maumau_tui.net.server import serve
from net_helpers import DEADLINE, Server, Terminal, known_hosts, needs_tools, settled, ssh_command, wait_until
from ssh_play import SEATS, SEED, Mirror, Player, hand_on

pytestmark = needs_tools
GRACE = 600.0   # (10 min, far beyond the test's waits: a real clock cannot end it, only one the test turns)
CODE = re.compile(r"Your hand – Ben · rejoin code ([a-z2-9]{6})\b")


def start(tmp_path: Path) -> tuple[Server, Mirror, list[Player], Path]:
    seats = ",".join(f"{name}:bot=easy" if bot else name for name, bot in SEATS)
    server = Server(tmp_path, "--table", "standard", "--seats", seats, "--seed", str(SEED), "--bot-delay", "0.05",
                    "--grace", f"{GRACE:g}", lines=4)
    known = server.known_hosts(tmp_path)
    players = [connect(server, known, tmp_path, seat, name) for seat, (name, bot) in enumerate(SEATS) if not bot]
    return server, Mirror("standard", SEATS, SEED, bot_delay=0.05), players, known


def connect(server: Server, known: Path, tmp_path: Path, seat: int, name: str) -> Player:
    return Player(seat, Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"), tmp_path))


def shows_hand(play: Mirror, seat: int) -> Callable[[str], bool]:
    return lambda text: hand_on(text) == sorted(card_label(code) for code in play.table.game.hands[seat])


def test_a_killed_client_pauses_the_table_and_its_player_comes_back_to_the_same_hand(tmp_path: Path) -> None:
    server, play, players, known = start(tmp_path)
    mirror = play.table
    try:
        for player in players:
            player.wait(mirror, f"Your hand – {mirror.names[player.seat]}", "the table screen")
        assert play.decide(players) and play.decide(players)   # two decisions into the hand
        play.bots()
        anna, ben = players
        found = CODE.search(ben.wait(mirror, lambda text: CODE.search(text) is not None, "Ben's rejoin code"))
        assert found is not None
        code = found.group(1)
        last = mirror.log_of(1, "en")[-1][:30]                  # the server has taken the last move
        ben.wait(mirror, lambda text: last in text and shows_hand(play, 1)(text), "Ben's hand")
        killed = time.monotonic()
        os.kill(int(ben.terminal.pane("pane_pid")), signal.SIGKILL)
        text = anna.wait(mirror, "Ben lost the connection.", "the pause on Anna's screen")
        waited = time.monotonic() - killed            # (the server's own clock runs: the grace less what has passed
        left = re.search(r"The table waits (\d+):([0-5]\d) more for Ben;", text)   # since, whatever the machine's load)
        assert left is not None and GRACE - waited - 1 <= 60 * int(left[1]) + int(left[2]) <= GRACE, (waited, text)
        assert code not in text                                 # Ben's code is on Ben's screen only
        ben.terminal.close()
        impostor = connect(server, known, tmp_path, 1, "Ben")  # the password and Ben's name are not enough
        impostor.terminal.wait_for("Rejoin code")
        for _ in range(3):
            impostor.terminal.keys("zzzzzz", "Enter")
        wait_until(lambda: impostor.terminal.ended, "the impostor's session to end")
        refusal = refusal_text(NEED_CODE, "Ben", "en")        # wrapped between words (it broke inside them)
        assert set(refusal.split()) <= set(impostor.terminal.screen(True).split()), impostor.terminal.screen(True)
        said = " ".join(impostor.terminal.screen(True).split())   # (the lines as the 80 columns wrapped them)
        assert "3 tries; Ctrl+C: give up (this ends the connection)." in said
        assert "That is not this seat's code (1 left). Each seat at each table has its own code" in said
        assert "zzz" not in impostor.terminal.screen(True) and "••••••" in impostor.terminal.screen(True)
        impostor.terminal.close()
        ben = players[1] = connect(server, known, tmp_path, 1, "Ben")
        ben.terminal.wait_for("Rejoin code")
        ben.terminal.keys(code, "Enter")
        ben.wait(mirror, shows_hand(play, 1), "Ben's seat and hand again")
        anna.wait(mirror, lambda text: "lost the connection" not in text and "Your hand – Anna" in text,
                  "the table again on Anna's screen")
        for _ in range(3):                                      # the hand plays on
            if not play.decide(players):
                break
        assert mirror.game.moves_made >= 3
    finally:
        for player in players:
            player.terminal.close()
        assert server.stop() == 0


async def test_after_the_grace_a_bot_plays_for_the_player_who_dropped(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The server runs in this process on a clock the test turns (REVIEW265 B3: a real grace of 1 s; REVIEW266 R2: the
    table's clock, too)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))   # (the seats' environment, as ``Server`` gives it)
    clock, stop = ManualClock(), asyncio.Event()
    said: list[str] = []
    data = tmp_path / "server-data"
    seats = tuple((name, "easy" if bot else None) for name, bot in SEATS)
    table = TableSpec("standard", seats, seed=SEED, bot_delay=0.05, grace=GRACE)
    serving = asyncio.create_task(serve(ServeConfig(port=0, data_dir=data, table=table), said.append, stop, clock))
    terminals: list[Terminal] = []
    try:
        await settled(lambda: len(said) >= 3 or serving.done(), "the server to listen")
        port = int(said[0].rsplit(":", 1)[1])
        known = known_hosts(data, port, tmp_path)
        anna, ben = terminals = [Terminal(ssh_command(port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"), tmp_path)
                                 for name in ("Anna", "Ben")]
        for terminal, name in ((anna, "Anna"), (ben, "Ben")):
            await asyncio.to_thread(terminal.wait_for, f"Your hand – {name}")
        os.kill(int(ben.pane("pane_pid")), signal.SIGKILL)
        await asyncio.to_thread(anna.wait_for, "Ben lost the connection.")
        assert "A bot plays for Ben" not in anna.screen()
        clock.advance(GRACE)
        await asyncio.to_thread(anna.wait_for, "A bot plays for Ben now.")
    finally:
        for terminal in terminals:
            terminal.close()
        stop.set()
        await asyncio.wait_for(serving, DEADLINE)


def test_a_seat_taken_with_a_key_goes_back_only_to_that_key(tmp_path: Path) -> None:
    keys = {}
    for name in ("anna", "ben"):
        key = asyncssh.generate_private_key("ssh-ed25519")
        keys[name] = tmp_path / name
        keys[name].write_bytes(key.export_private_key())
        keys[name].chmod(0o600)
        with (tmp_path / "authorized_keys").open("ab") as file:
            file.write(key.export_public_key())
    server = Server(tmp_path, "--authorized-keys", str(tmp_path / "authorized_keys"), "--table", "standard",
                    "--seats", "Anna,Ben,Robo:bot=easy", "--seed", str(SEED), "--grace", f"{GRACE:g}", lines=4)
    known = server.known_hosts(tmp_path)

    def as_anna(key: str) -> Terminal:
        return Terminal(ssh_command(server.port, "Anna", known, "-i", str(keys[key]), "-o", "IdentitiesOnly=yes",
                                    "-o", "PasswordAuthentication=no", "-o", "SetEnv=LANG=en_US.UTF-8"), tmp_path)

    anna = as_anna("anna")
    try:
        assert "rejoin code" not in anna.wait_for("Your hand – Anna")      # a key needs no code
        os.kill(int(anna.pane("pane_pid")), signal.SIGKILL)
        anna.close()
        wait_until(lambda: "Anna dropped" in server.log.read_text(), "the server to notice Anna is gone")
        impostor = as_anna("ben")                                             # Ben's key, Anna's name
        wait_until(lambda: impostor.ended, "the impostor's session to end")
        assert "Anna's seat was taken with another key" in impostor.screen(True)
        impostor.close()
        anna = as_anna("anna")                                                # Anna's own key: her seat
        anna.wait_for("Your hand – Anna")
    finally:
        anna.close()
        assert server.stop() == 0
