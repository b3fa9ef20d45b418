"""`maumau serve`: the SSH server that gives each player their own process and screen on their own terminal.

``serve()`` listens with asyncssh, checks every session (a pty, a usable user name, the limits), starts
one seat process per session on a pty (``session.py``) and links it to the table host in this process
(``host.py``) by a socketpair.  ``main(argv)`` is the command line; SIGTERM, SIGINT and SIGHUP (its terminal closed)
stop it cleanly: no new connections, every seat's app told to exit, the host's connections closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import signal
import socket
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import asyncssh

from maumau_tui.clock import Clock, MonotonicClock
from maumau_tui.net.access import AccessError, Gate, fingerprint, host_key, is_loopback, read_keys, read_password, user_problem
from maumau_tui.net.claims import FREE, NEED_CODE, refusal_text
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby import Lobby, Worded
from maumau_tui.net.client_text import client_env, encoded, not_utf8, wrapped
from maumau_tui.net.rejoin import GAVE_UP, ask_code, login_key
from maumau_tui.net.resume_choice import resumable, resumes, staying_names, table_said
from maumau_tui.net.saving import TableSaves, prepared
from maumau_tui.net.serve_args import ServeConfig, TableSpec, parser
from maumau_tui.net.serve_german import serve_in
from maumau_tui.net.session import STOP, Limits, Session, keep_log_short, run_session, seat_args
from maumau_tui.net.spawner import SeatFactory, SpawnError
from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.net.words import idle_text, word
from maumau_tui.referee import Referee
from maumau_tui.store import paths
from maumau_tui.tui.i18n import locale_lang
from maumau_tui.tui.settings import chosen_lang

log = logging.getLogger("maumau.net.server")

TERM_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")
PASSED_ENV = ("PATH", "HOME", "MAUMAU_HOME", "XDG_DATA_HOME", "PYTHONPATH")   # the server's own, kept
MESSAGES = {
    "de": {"no_pty": "Mau-Mau braucht ein Terminal: verbinde mit ssh -t",
           "dumb": "Mau-Mau zeichnet einen ganzen Bildschirm, den dieses Terminal nicht zeigen kann (TERM=dumb).",
           "full": "Der Server ist voll (höchstens {n} zugleich); versuch es später noch einmal.",
           "address": "Zu viele Sitzungen von deiner Adresse (höchstens {n} zugleich).",
           "command": "Dieser Server spielt nur Mau-Mau: verbinde ohne Befehl.",
           "stopping": word("de", "stopping"),
           "crash": "Der Tisch-Bildschirm endete unerwartet. Bitte neu verbinden."},
    "en": {"no_pty": "Mau-Mau needs a terminal: connect with ssh -t",
           "dumb": "Mau-Mau draws a full screen, which this terminal cannot show (TERM=dumb).",
           "full": "The server is full (at most {n} at once); try again later.",
           "address": "Too many sessions from your address (at most {n} at once).",
           "command": "This server only plays Mau-Mau: connect without a command.",
           "stopping": word("en", "stopping"),
           "crash": "The table screen ended unexpectedly. Please connect again."},
}


def child_env(term: str | None, client: dict[str, str]) -> dict[str, str]:
    """The seat process's environment: the server's paths, and only checked values from the client."""
    env = {name: os.environ[name] for name in PASSED_ENV if name in os.environ}
    env.update(TERM=term if term and TERM_NAME.fullmatch(term) else "xterm", PYTHONUTF8="1", LANG="C.UTF-8")
    if "NO_COLOR" in client:
        env["NO_COLOR"] = "1"
    if client.get("COLORTERM") in ("truecolor", "24bit"):
        env["COLORTERM"] = client["COLORTERM"]
    return env


@dataclass
class TableServer:
    """What a running server holds: the table host, the sessions, the limits."""

    limits: Limits
    data: Path
    seat_app: str = "seat"
    seat_seed: int | None = None
    factory: SeatFactory | None = None
    hub: Hub = field(default_factory=Hub)
    sessions: set[Session] = field(default_factory=set)
    per_address: Counter[str] = field(default_factory=Counter)
    stopping: bool = False
    asking: dict[asyncssh.SSHServerProcess[bytes], str] = field(default_factory=dict)   # at the rejoin prompt: its language
    clock: Clock = field(default_factory=MonotonicClock)   # the sessions' idle time runs on it
    lang: str = "en"       # for a client whose terminal says no language (``ServeConfig.lang``)

    async def handle(self, process: asyncssh.SSHServerProcess[bytes]) -> None:
        """One SSH session from its first byte to its last; nothing here lets an error reach the client."""
        user = str(process.get_extra_info("username") or "")[:20]   # (read while connected: gone with the connection)
        try:
            await self.admit(process)
        except (asyncssh.ConnectionLost, ConnectionError):   # the client went away (at the rejoin code's prompt)
            log.info("%s left before a seat was theirs (connection lost)", user)
        except Exception:   # a bug must end one session, never the server
            log.exception("session failed")
            with contextlib.suppress(Exception):
                process.exit(1)

    async def admit(self, process: asyncssh.SSHServerProcess[bytes]) -> None:
        user = process.get_extra_info("username") or ""
        peer = process.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        client = client_env(process)
        lang, letters, by_suit = locale_lang(client, self.lang), not_utf8(client), False
        own_lang = lang                      # (refused before any question: in the client's language, REVIEW277 R2)
        if placed := self.hub.where(user):   # a person back at a seat: the language, cards and order they chose
            host, seat = placed              # there (no secret)
            lang, letters = host.langs.get(seat, lang), host.letters.get(seat, letters)
            by_suit = host.orders.get(seat, by_suit)
        term = process.get_terminal_type()
        refusal = self.refusal(process, user, address, own_lang)
        key = login_key(process)
        code: str | None = None
        why, asked = FREE, False
        if not refusal and (why := self.hub.check(user, key, None)) == NEED_CODE:   # a dropped seat: whose?
            # (asked again only while the code is what is wrong: taken meanwhile from another terminal, the seat is
            # busy whatever code is given, which the refusal says at once: PLAYTEST106 F9)
            self.asking[process] = lang
            asked = True
            self.per_address[address] += 1      # (its place is held while the code is typed: PLAYTEST275 F6, a session
            try:                                # that came later took it, and the player back at a seat was refused)
                others = [placed[0].table.names[seat] for seat in placed[0].claims.group_of(placed[1])[1:]] if placed else []
                code = await ask_code(process, placed[0].table.names[placed[1]] if placed else user, lang,
                                      lambda given: self.hub.check(user, key, given) != NEED_CODE, others)
            finally:
                self.asking.pop(process, None)
                self.counted_out(address)
            if self.stopping:                   # (``stop`` said so and ended the session)
                return
            if code == GAVE_UP:                 # (``ask_code`` said what comes of it)
                log.info("%s@%s gave up at the rejoin question", user[:20], address)
                process.exit(1)
                return
            why = self.hub.check(user, key, code)
            # (asked again after the code: a stop meanwhile refuses it; its place was held while it was typed, so
            # the limits let it in as before, and ``seat`` counts it again with no await between: REVIEW271 N6)
            refusal = self.refusal(process, user, address, lang)
        english = self.refusal(process, user, address, "en") if refusal else ""   # (the server's log is English)
        if not refusal and why:                 # (the name as the seat writes it: PLAYTEST111 F6 read "anna")
            name = placed[0].table.names[placed[1]] if placed else user
            said = lang if asked else own_lang   # (after the rejoin question in its language; before it, PLAYTEST281 N1:
            #                                        "Bert spielt diesen Platz gerade..." to an English client)
            refusal, english = refusal_text(why, name, said), refusal_text(why, name, "en")
        if refusal:
            log.info("%s@%s refused: %s", user[:20], address, english)
            # (a raw terminal breaks a long line in the middle of a word: it is wrapped to the client's width)
            process.stdout.write(wrapped(f"maumau: {refusal}", process) if term is not None
                                 else f"maumau: {refusal}\n".encode())
            process.exit(1)
            return
        await self.seat(process, user, address, lang, child_env(term, client), key, code, letters,
                        plain=not_utf8(client), by_suit=by_suit)

    def counted_out(self, address: str) -> None:
        """A session from ``address`` counts no more against the limits (seated, or at the rejoin question)."""
        self.per_address[address] -= 1
        if self.per_address[address] <= 0:
            del self.per_address[address]

    def refusal(self, process: asyncssh.SSHServerProcess[bytes], user: str, address: str, lang: str) -> str:
        """Why the session is refused before anything is asked (and again after the rejoin question), in ``lang`` ("":
        it is not)."""
        words, term = MESSAGES[lang], process.get_terminal_type()
        if process.command or process.subsystem:
            return words["command"]
        if term is None:
            return words["no_pty"]
        if term == "dumb":            # (it would print the screen's escape codes as text)
            return words["dumb"]
        if problem := user_problem(user, lang):
            return problem
        if self.stopping:
            return words["stopping"]
        if sum(self.per_address.values()) >= self.limits.sessions:   # (no await before ``seat`` counts it)
            return words["full"].format(n=self.limits.sessions)
        if self.per_address[address] >= self.limits.per_address:
            return words["address"].format(n=self.limits.per_address)
        return ""

    def stop_text(self, session: Session) -> str:
        """The last line of ``session`` at a planned stop, in the language its player chose since logging in (``s``
        at a table, ``e`` in the lobby: PLAYTEST98 F2 read one English line, then "Der Server wird beendet.")."""
        name = session.user.casefold()
        lang = next((connection.lang for connection in self.hub.connections
                     if connection.user.casefold() == name and not connection.closed), None)
        return MESSAGES[lang]["stopping"] if lang in MESSAGES else session.stop_text

    async def seat(self, process: asyncssh.SSHServerProcess[bytes], user: str, address: str, lang: str,
                   env: dict[str, str], key: str | None = None, code: str | None = None, letters: bool = False,
                   plain: bool = False, by_suit: bool = False) -> None:
        host_end, seat_end = socket.socketpair()
        keep_log_short(self.data / "logs" / "seats.log")
        args = seat_args(user, lang, self.seat_app, str(self.data / "logs" / "seats.log"), self.seat_seed, letters,
                         plain, self.limits.idle, by_suit)
        self.hub.arriving.add(user.casefold())   # (the name is taken from now on, not once the hub has its connection)
        talking = asyncio.create_task(self.hub.serve(host_end, user, key, code))
        self.per_address[address] += 1
        log.info("%s@%s connected (%s)", user, address, env["TERM"])
        session: Session | None = None

        def starting(running: Session) -> None:   # (before its process starts: ``stop`` ends it too, REVIEW169)
            nonlocal session
            session = running
            words = MESSAGES[lang]
            running.idle_text = idle_text(lang, self.limits.idle)   # (said by the server only if the seat could not)
            running.stop_text, running.user = words["stopping"], user
            running.crash_text = words["crash"]
            self.sessions.add(running)

        try:
            await run_session(process, self.limits, args, env, seat_end, self.factory, starting, self.clock)
        finally:
            self.hub.arriving.discard(user.casefold())
            if session is not None:
                self.sessions.discard(session)
            self.counted_out(address)
            try:
                await asyncio.wait_for(talking, 5.0)
            except asyncio.TimeoutError:
                talking.cancel()
            status = session.child.returncode if session and session.child else None
            dropped = session.bucket.dropped if session else 0   # bytes typed faster than the input limit allows
            log.info("%s@%s left (app status %s%s%s)", user, address, status,
                     ", client gone" if session and session.client_gone else "",
                     f", {dropped} bytes over the input limit dropped" if dropped else "")

    async def stop(self, saves: TableSaves | None = None) -> None:
        """End every session: each app exits (restoring its terminal), then the host lets go.  Every table stops
        first (``stop_tables``): a planned stop drops nobody."""
        self.stopping = True
        for process, lang in list(self.asking.items()):   # at the rejoin prompt (PLAYTEST106 F8: only OpenSSH's line)
            with contextlib.suppress(Exception):
                process.stdout.write(encoded(f"\r\nmaumau: {MESSAGES[lang]['stopping']}\r\n", process))
                process.exit(1)
        stop_tables(self.hub, saves)
        ending = [session.end(self.stop_text(session), STOP) for session in list(self.sessions)]
        await asyncio.gather(*ending, return_exceptions=True)
        self.hub.close_all("the server is stopping")
        for session in list(self.sessions):
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(session.finished.wait(), self.limits.stop_grace + 2)
        if self.factory is not None:
            await self.factory.close()


# The signals that stop the server as planned: each player is told, and their terminal put back (PLAYTEST219 F2: the
# server's own terminal closed, SIGHUP, left every player on a frozen table, mouse reporting on).
STOPPING = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


async def serve(config: ServeConfig, say: Callable[[str], None] = print, stop: asyncio.Event | None = None,
                clock: Clock | None = None) -> None:
    """Run the server until ``stop`` is set (or a signal of ``STOPPING``); ``AccessError`` if it cannot start safely.
    ``clock``: the one the sessions' idle time and the ``--table`` tables run on (the real one; a test's moves only
    when told to)."""
    gate = open_gate(config)
    specs = config.specs()
    folder = config.data_dir if config.data_dir is not None else paths.data_dir()
    if config.data_dir is not None and not folder.parent.is_dir():   # (a typo would make a new host key somewhere)
        raise AccessError(f"--data-dir {folder}: its folder {folder.parent} does not exist; make it first")
    if folder.exists() and not folder.is_dir():
        raise AccessError(f"the data folder {folder} is a file, not a folder")
    key, key_path, made = host_key(folder)
    server = TableServer(config.limits, folder, config.seat_app, config.seat_seed,
                         hub=Hub(Lobby(config.grace, config.bot_delay)), clock=clock or MonotonicClock(),
                         lang=config.lang)
    gate.handle = server.handle      # (each connection's session channels: ``channels.Sessions``)
    saves = prepared(folder, config.keep_tables)   # (its logs, too: a seat's crash report shows its hand, PT120 F7)
    set_aside: list[str] = []       # saves that could not be resumed: said once the server listens
    resumed = resume(config, saves, specs, set_aside.append)
    taken = {name.casefold() for host in resumed for name in staying_names(host)}
    # a bad ruleset or seat stops us before listening; a table of the last run: resumed
    hosts = [spec.build(server.clock) for spec in specs if not taken & spec.people]
    tables = sorted(resumed, key=lambda host: (host.table.number == 0, host.table.number)) + hosts   # numbers kept
    seat_tables(server.hub, tables, saves, resumed)
    if config.fork:
        try:
            server.factory = await SeatFactory.start(child_env(None, {}))
        except SpawnError as error:
            say(f"seat factory: {error}; every seat process starts afresh")
    acceptor = await asyncssh.listen(
        config.host, config.port, server_factory=gate.factory, server_host_keys=[key], encoding=None, line_editor=False,
        agent_forwarding=False, x11_forwarding=False, login_timeout=60, keepalive_interval=30, keepalive_count_max=3)
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in STOPPING:
        loop.add_signal_handler(number, stop.set)
    say(f"maumau serve: listening on {config.host}:{acceptor.get_port()}")
    say(f"host key {fingerprint(key)} ({'made now, ' if made else ''}{key_path})")
    say("access: " + access_said(config, gate))
    again = [host for host in resumed if any(resumes(spec, host) for spec in specs)]   # --table tables, from their saves
    if config.table is not None:
        say(table_said(config.table, config.copies, again[0] if again and config.copies == 1 else None, bool(again)))
    for line in set_aside:
        say(line)
    others = len(resumed) - len(again)     # (a --table resumed is said so on its line: PLAYTEST227 N6 read it twice)
    if others:
        say(f"resumed {others} {'more ' if again else ''}table{'s' if others > 1 else ''} of the last run")
    try:
        await stop.wait()
    finally:
        for number in STOPPING:
            loop.remove_signal_handler(number)
        acceptor.close()
        await server.stop(saves)
        if saves is not None:
            await asyncio.to_thread(saves.close)     # the saves still queued are written before we go
        await acceptor.wait_closed()
        say("maumau serve: stopped")


def stop_tables(hub: Hub, saves: TableSaves | None) -> None:
    """The server stops: every table in the lobby (made while it ran, resumed, or ``--table``) stops where it is,
    before the sessions end (its people did not drop: nobody waits for them, nor plays for them); the console says so
    of each table in play, and whether it is resumed at the next start as it stands (``saves``: none with --no-saves), and
    of each table still gathering that it closes (PLAYTEST253 N5: its people were told, the console said nothing)."""
    hub.stopping = True
    hub.on_lobby = lambda lobby: None   # who sits at a table still gathering is kept as it stood, not as the sessions
                                        # ending now leave it (``TableSaves.keep_gathering``: nobody anywhere)
    for number, gathering in hub.lobby.tables.items():
        if gathering.host is None:
            seated = ", ".join(gathering.people()) or "nobody"
            log.info("table #%d had not started and closes with the server (people seated: %s)", number, seated)
    for host in [table.host for table in hub.lobby.tables.values() if table.host is not None]:
        host.stop_clock()
        if not host.table.match_over:
            log.info("table #%d stopped with the server; %s", host.table.number,
                     saves.stopped(host) if saves is not None else "not saved (--no-saves)")


def open_gate(config: ServeConfig) -> Gate:
    """Who may log in (the password file, the authorized keys, the connection counts); ``AccessError`` for a server
    open to anyone that would listen beyond this machine."""
    password = read_password(config.password_file) if config.password_file is not None else None
    keys = read_keys(config.authorized_keys) if config.authorized_keys is not None else None
    limits = config.limits
    gate = Gate(password, keys, max_connections=2 * limits.sessions, max_per_address=2 * limits.per_address,
                lang=config.lang)
    if gate.open_to_all and not is_loopback(config.host):
        raise AccessError(f"refusing to listen on {config.host} without a password or authorized keys: give "
                          "--password-file FILE or --authorized-keys FILE, or listen on 127.0.0.1")
    return gate


def resume(config: ServeConfig, saves: TableSaves | None, specs: list[TableSpec],
           say: Callable[[str], None]) -> list[TableHost]:
    """The tables of the last run, played on (none with ``--no-saves``)."""
    if saves is None:
        return []
    return saves.resume(lambda game: TableHost(Referee(game, MonotonicClock(), config.bot_delay,
                                                       thinker=ThreadThinker()), config.grace), say,
                        resumable(specs, say))


def seat_tables(hub: Hub, tables: list[TableHost], saves: TableSaves | None, resumed: list[TableHost]) -> None:
    """Each table in the lobby under its number, its people placed at it, saved from now on, its clock running."""
    for hosted in tables:
        game = hosted.table
        staying = staying_names(hosted)     # (a person's seat a bot plays until they are back is still theirs)
        hub.lobby.add_hosted(hosted, game.match.ruleset_ref,
                             [(name, None if name in staying else game.seats[seat].level)
                              for seat, name in enumerate(game.names)])
        for name in staying:
            hub.place(name, hosted, game.names.index(name))
        if hosted not in resumed:           # (a resumed table's people are awaited as not back: ``all_away``)
            hosted.unconnected = {seat for seat in hosted.people() if not hosted.seated(seat)}   # (``attach``)
        if saves is not None and hosted not in resumed:
            saves.keep(hosted)
        elif saves is None:
            unsaved(hosted)
        hosted.run_clock()
        hub.tidy(hosted)                    # (a table nobody plays at since before the stop: its hour begins)
    if saves is None:                       # (--no-saves: its people are not promised their seats after a stop)
        hub.on_table = unsaved
    else:
        hub.on_table, hub.on_abandon = saves.keep, saves.abandon
        numbers, gathered, lost = saves.gathered_before()   # tables still gathering when the last run stopped, and
        hub.lobby.numbers = max(hub.lobby.numbers, numbers)   # those in play whose saves were set aside now
        for number, names in gathered.items():
            hub.news.keep(names, "table_restarted", number)
        for number, names in lost.items():
            hub.news.keep(names, "table_set_aside", number)
        hub.on_lobby = saves.keep_gathering
        if any(table.host is not None for table in hub.lobby.tables.values()):
            saves.keep_gathering(hub.lobby)     # (the tables resumed, or asked for: kept before the first change)


def unsaved(host: TableHost) -> None:
    """A table of a server that keeps no saves (--no-saves): a restart does not bring it back."""
    host.unsaved = "off"


def access_said(config: ServeConfig, gate: Gate) -> str:
    """Who may log in, for the server's first lines."""
    said = ("password from " + str(config.password_file)) if config.password_file is not None else ""
    if config.authorized_keys is not None:
        said += (" and " if said else "") + "keys in " + str(config.authorized_keys)
    said = said or "anyone on this machine (loopback, no password)"
    limits = config.limits       # (friends behind one router share one address: PLAYTEST108 F5)
    return (f"{said}; sessions: at most {limits.sessions} at once, {limits.per_address} from one address "
            "(--max-sessions, --max-per-address)")


def main(argv: Sequence[str] | None = None) -> int:
    """``maumau serve ...``; returns the exit status."""
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s", stream=sys.stderr)
    logging.getLogger("asyncssh").setLevel(logging.WARNING)
    lang = chosen_lang(args.lang)

    def say(line: str) -> None:
        try:
            print(serve_in(lang, line), flush=True)
        except OSError:   # the console went (its terminal closed: SIGHUP); the server stops all the same, and what
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # it would say goes nowhere

    try:
        asyncio.run(serve(ServeConfig.from_args(args), say))
    except ValueError as error:   # AccessError, a ruleset or seats that cannot make a table
        said = word(lang, error.key, **error.fields) if isinstance(error, Worded) else str(error)   # (the lobby's own
        print(serve_in(lang, f"maumau serve: {said}"), file=sys.stderr)                          # words: PLAYTEST275 F4)
        return 2
    except OSError as error:
        print(serve_in(lang, f"maumau serve: cannot listen on {args.host}:{args.port}: {listen_reason(error)}"),
              file=sys.stderr)
        return 1
    return 0


BIND_SAID = re.compile(r"error while attempting to bind on address \([^)]*\): ")   # (asyncio's, the address twice)
LISTEN_REASONS = {   # what the system says, in plain words (PLAYTEST279 F2, N1)
    "name or service not known": "no machine of that name is known",
    "temporary failure in name resolution": "the name cannot be looked up now",
    "cannot assign requested address": "that address is not one of this machine's",
}


def listen_reason(error: OSError) -> str:
    """Why the server cannot listen, in a few plain words."""
    said = BIND_SAID.sub("", str(error.strerror or error))
    return LISTEN_REASONS.get(said.strip().lower(), said)


if __name__ == "__main__":
    sys.exit(main())
