"""Over real ssh (OpenSSH clients in tmux): Anna proposes a house rule at her terminal, Ben is asked and agrees at
his, both screens and logs say the change; then the seat whose turn it is presses ``t`` and is shown the host's
advice, the other is told there is nothing to advise.  Every frame of both is checked for the other's cards."""

from __future__ import annotations

from pathlib import Path

from maumau_tui.tui.labels import move_label
from net_helpers import Server, Terminal, needs_tools, ssh_command
from ssh_play import Mirror, Player

pytestmark = needs_tools

SEATS = [("Anna", False), ("Ben", False)]
SEED = 4


def test_a_house_rule_voted_from_two_terminals_and_a_hint_for_the_seat_to_move(tmp_path: Path) -> None:
    server = Server(tmp_path, "--table", "standard", "--seats", "Anna,Ben", "--seed", str(SEED), lines=4)
    play = Mirror("standard", SEATS, SEED, bot_delay=0.05)
    mirror = play.table
    known = server.known_hosts(tmp_path)
    anna, ben = [Player(seat, Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"),
                                       tmp_path)) for seat, (name, _) in enumerate(SEATS)]
    try:
        for player in (anna, ben):
            player.wait(mirror, f"Your hand – {mirror.names[player.seat]}", "the table screen")
        anna.terminal.keys("h")
        anna.wait(mirror, "Change a house rule", "the house rules on Anna's screen")
        anna.terminal.keys("Down", "Down", "Down", "Space")          # quick, blind, six cards: seven stacking
        ben.wait(mirror, "Ben, do you agree?", "the question on Ben's screen")
        anna.wait(mirror, "Waiting for Ben's answer.", "the vote on Anna's screen")
        ben.terminal.keys("y")
        for player in (anna, ben):   # the result shows over the table, whose hand and log show under it: until it has
            #                            gone, a t sent after the Enter that closes it reached it as it closed and was
            #                            lost (under load the advice never came)
            player.wait(mirror, lambda text: "House rule switched o" in text and "Change a house rule" in text,
                        "the result")     # (its own frame: the log below says the same words, REVIEW269 N1)
            player.terminal.keys("Enter")                             # back to the table: its log says it
            player.wait(mirror, lambda text: "Your hand –" in text and "House rule switched" in text
                        and "Change a house rule" not in text, "the log")
        actor = mirror.actor
        assert actor is not None
        mover, other = (anna, ben) if actor == 0 else (ben, anna)
        mover.terminal.keys("t")
        legal = [move_label(move, mirror.names, play.look) for move in mirror.view_of(actor).legal]
        mover.wait(mirror, lambda text: any(label in text for label in legal), "the advice")
        other.terminal.keys("t")
        waiting = f"Nothing to advise now: it is {mirror.names[actor]}'s turn. Press t again on your turn."
        other.wait(mirror, waiting, "no advice for the seat that waits, and why")
        assert anna.frames and ben.frames
    finally:
        for player in (anna, ben):
            player.terminal.close()
        assert server.stop() == 0
