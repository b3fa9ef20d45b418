"""The password file and the authorized keys of `maumau serve`: the password is the first line of a file only its
owner may read; anything else is refused with a plain message before the server starts (a device is never read:
/dev/zero would never end)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import asyncssh
import pytest

from maumau_tui.net.access import AccessError, Gate, read_keys, read_password

from net_helpers import loop_until


def test_the_first_line_of_a_private_file_is_the_password(tmp_path: Path) -> None:
    secret = tmp_path / "password"
    secret.write_bytes(b"Kreuz-Bube 7\r\nsecond line\n")
    secret.chmod(0o600)
    assert read_password(secret) == b"Kreuz-Bube 7"
    secret.chmod(0o644)
    with pytest.raises(AccessError, match="can be read by other users"):
        read_password(secret)


@pytest.mark.parametrize(("content", "password"), [(b"secret \t\n", b"secret"), (b"two words\n", b"two words"),
                                                   (b"   \n", None), (b"\nsecret\n", None), (b"", None)])
def test_blanks_an_editor_left_at_the_end_are_no_part_of_the_password_and_a_blank_one_is_refused(
        tmp_path: Path, content: bytes, password: bytes | None) -> None:
    secret = tmp_path / "password"
    secret.write_bytes(content)
    secret.chmod(0o600)
    if password is not None:
        assert read_password(secret) == password
    else:
        with pytest.raises(AccessError, match="has no password on its first line"):
            read_password(secret)


@pytest.mark.parametrize("where", ["/dev/zero", "folder", "missing"])
def test_a_device_a_folder_or_no_file_is_refused_with_a_plain_message(tmp_path: Path, where: str) -> None:
    path = Path(where) if where.startswith("/") else tmp_path if where == "folder" else tmp_path / "none"
    with pytest.raises(AccessError, match="password file"):
        read_password(path)


@pytest.mark.parametrize("where", ["/dev/zero", "folder"])
def test_authorized_keys_that_are_no_file_are_refused_before_they_are_read(tmp_path: Path, where: str) -> None:
    with pytest.raises(AccessError, match="authorized keys"):
        read_keys(Path(where) if where.startswith("/") else tmp_path)


def test_authorized_keys_missing_or_not_text_are_refused_in_plain_words(tmp_path: Path) -> None:
    """(Review 41: the refusal carried Python's own words, "[Errno 2] …: '/none'" and "'utf-8' codec can't decode".)"""
    with pytest.raises(AccessError) as missing:
        read_keys(tmp_path / "none")
    assert str(missing.value) == f"cannot read the authorized keys {tmp_path / 'none'}: No such file or directory"
    garbage = tmp_path / "keys"
    garbage.write_bytes(bytes(range(128, 256)) * 8)
    with pytest.raises(AccessError) as binary:
        read_keys(garbage)
    assert str(binary.value) == (f"the authorized keys {garbage} are not text: one public key per line, as in "
                                 "~/.ssh/authorized_keys")


def test_authorized_keys_without_a_key_and_a_host_not_to_listen_on_are_said_in_plain_words(tmp_path: Path) -> None:
    """PLAYTEST279 F2, N1: "No valid entries found", "Name or service not known", "cannot assign requested address",
    and "error while attempting to bind on address ('127.0.0.1', 2391): address already in use", also at a German
    server."""
    import errno
    import socket

    from maumau_tui.net.serve_german import serve_in
    from maumau_tui.net.server import listen_reason

    keys = tmp_path / "keys"
    keys.write_text("not a key\n")
    with pytest.raises(AccessError) as none:
        read_keys(keys)
    assert str(none.value) == f"the authorized keys {keys} hold no public key: one per line, as in ~/.ssh/authorized_keys"
    assert serve_in("de", f"maumau serve: {none.value}") == (f"maumau serve: die authorized_keys {keys} enthalten keinen "
                                                             "öffentlichen Schlüssel: einer je Zeile, wie in "
                                                             "~/.ssh/authorized_keys")
    reasons = [listen_reason(socket.gaierror(socket.EAI_NONAME, "Name or service not known")),
               listen_reason(OSError(errno.EADDRNOTAVAIL, "error while attempting to bind on address ('8.8.8.8', 2394): "
                                                          "cannot assign requested address")),
               listen_reason(OSError(errno.EADDRINUSE, "error while attempting to bind on address ('127.0.0.1', 2391): "
                                                       "address already in use"))]
    assert reasons == ["no machine of that name is known", "that address is not one of this machine's",
                       "address already in use"]
    assert [serve_in("de", f"maumau serve: cannot listen on h:1: {reason}") for reason in reasons] == [
        "maumau serve: kann nicht auf h:1 lauschen: kein Rechner dieses Namens ist bekannt",
        "maumau serve: kann nicht auf h:1 lauschen: diese Adresse gehört nicht zu diesem Rechner",
        "maumau serve: kann nicht auf h:1 lauschen: die Adresse ist schon belegt"]


@pytest.mark.parametrize(("lang", "asked"), [("de", "Passwort / Password:"), ("en", "Password:")])
async def test_the_password_is_asked_for_in_the_servers_language(lang: str, asked: str) -> None:
    """PLAYTEST274 F2: a German table's grandmother was asked asyncssh's "Password:"; the question is the server's
    (``--lang``: no client has said its language before it logs in), and still says "Password" for a client that
    answers it with a password it was given."""
    gate = Gate(b"s3cret", None, 10, 10, lang=lang)
    keeper = gate.factory()
    assert keeper.kbdint_auth_supported()
    assert keeper.get_kbdint_challenge("oma", "", "") == ("", "", lang, ((asked, False),))
    assert await keeper.validate_kbdint_response("oma", ["s3cret"]) is True
    assert await keeper.validate_kbdint_response("oma", ["s3cret", "more"]) is False
    assert Gate(None, None, 10, 10).factory().get_kbdint_challenge("oma", "", "") is True   # (open: no question)


async def test_wrong_answers_to_the_password_question_count_and_close_the_connection(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW270 N2: the question is the server's own now; a wrong answer still goes through the password's check
    (its delay, its count), the fifth closes the connection, and a server of keys alone asks no question."""
    from maumau_tui.net import access

    delays: list[float] = []

    async def delayed(seconds: float) -> None:
        delays.append(seconds)

    monkeypatch.setattr(access.asyncio, "sleep", delayed)
    closed: list[bool] = []
    keeper = Gate(b"s3cret", None, 10, 10, lang="de").factory()
    keeper.connection = SimpleNamespace(close=lambda: closed.append(True))  # type: ignore[assignment]
    for _ in range(access.MAX_FAILURES):
        assert await keeper.validate_kbdint_response("oma", ["nope"]) is False
    monkeypatch.undo()
    await loop_until(lambda: bool(closed), "the connection closed")   # (called soon, not at once)
    assert keeper.failures == access.MAX_FAILURES and closed and delays == [access.FAILED_LOGIN_DELAY] * len(delays)
    assert len(delays) == access.MAX_FAILURES
    assert Gate(None, asyncssh.import_authorized_keys(""), 10, 10).factory().kbdint_auth_supported() is False


@pytest.mark.parametrize("password", [b"s3cret", None])
async def test_keyboard_interactive_logs_in_with_the_password_or_where_none_is_needed(password: bytes | None) -> None:
    """REVIEW127 R1: letting an empty user name in by keyboard-interactive on an open server turned that method off
    where a password is set, and a client that logs in only so (PuTTY set up for it, PAM-style setups) was refused."""
    gate = Gate(password, None, 10, 10)

    async def handle(process: asyncssh.SSHServerProcess[str]) -> None:
        process.exit(0)

    server = await asyncssh.listen("127.0.0.1", 0, server_host_keys=[asyncssh.generate_private_key("ssh-ed25519")],
                                   server_factory=gate.factory, process_factory=handle)
    try:
        port = server.sockets[0].getsockname()[1]
        async with asyncssh.connect("127.0.0.1", port, username="anna", password="s3cret", known_hosts=None,
                                    client_keys=None, password_auth=False, kbdint_auth=True,
                                    preferred_auth=("keyboard-interactive",)) as connection:
            assert connection.get_extra_info("username") == "anna"
        if password is not None:
            with pytest.raises(asyncssh.PermissionDenied):
                async with asyncssh.connect("127.0.0.1", port, username="anna", password="wrong", known_hosts=None,
                                            client_keys=None, password_auth=False, kbdint_auth=True,
                                            preferred_auth=("keyboard-interactive",)):
                    pass
    finally:
        server.close()
