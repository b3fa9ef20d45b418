"""Of a session's environment only what the game reads is kept, each value short (``channels.keep_env_short``):
asyncssh kept every ``env`` request, and one client grew the server by hundreds of MB for good (REVIEW102)."""

from __future__ import annotations

from typing import Any

from maumau_tui.net.channels import ENV_VALUE_LIMIT, keep_env_short


class Packet:
    def __init__(self, name: bytes, value: bytes) -> None:
        self.strings = [name, value]

    def get_string(self) -> bytes:
        return self.strings.pop(0)

    def check_end(self) -> None:
        assert not self.strings


class Channel:
    def __init__(self) -> None:
        self._env: dict[bytes, bytes] = {}

    def _process_env_request(self, packet: Any) -> bool:   # asyncssh's: keeps everything
        raise AssertionError("replaced")


def test_only_the_names_the_game_reads_are_kept_with_short_values() -> None:
    channel = Channel()
    keep_env_short(channel)  # type: ignore[arg-type]
    asked = [(b"TERM", b"xterm-256color"), (b"LANG", b"de_DE.UTF-8"), (b"NO_COLOR", b"1"),
             *((b"X%d" % n, b"x" * 30_000) for n in range(1000)), (b"LC_ALL", b"x" * (ENV_VALUE_LIMIT + 1))]
    answers = [channel._process_env_request(Packet(name, value)) for name, value in asked]
    assert channel._env == {b"TERM": b"xterm-256color", b"LANG": b"de_DE.UTF-8", b"NO_COLOR": b"1"}
    assert answers[:3] == [True] * 3 and not any(answers[3:])
