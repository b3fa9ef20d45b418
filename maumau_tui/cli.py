"""The `maumau` command: play, resume, replay, record, stats, serve, arena, sim, bench, scenario, rules.

Every error a person can cause (a broken ruleset, a bad file, a wrong option) is printed as one
plain message with exit status 2; no traceback reaches the terminal.  Options of `play` may also
be given without the word (`maumau --lang en`).  The app starts with the settings remembered from the
settings screen; `--lang`, `--ascii` and `--bot-delay` hold over them for this session; without a
settings file the language follows the locale.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from typing import Any

from maumau_tui.arguments import Parser, Version, number, seed, sentence, served_option, silence_stdout
from maumau_tui.cli_screen import no_terminal, printable_everywhere
from maumau_tui.level_names import seat_text
from maumau_tui.names import check_names
from maumau_tui.rules.files import RulesetError
from maumau_tui.tui.i18n import store_message
from maumau_tui.store.errors import StoreError

MAX_BOT_DELAY = 60.0
DELEGATED = ("serve", "arena")      # commands with a parser of their own: every argument is handed on
COMMANDS = ("play", "resume", "replay", "record", "stats", "sim", "bench", "scenario", "rules", *DELEGATED)


def chosen_lang(given: str | None) -> str:
    """The language of a command (``tui.settings.chosen_lang``; read only when asked: ``--version`` reads no
    settings)."""
    from maumau_tui.tui.settings import chosen_lang as chosen

    return chosen(given)


WHOLE = "a whole number"
PLAYERS = number(int, 2, 16, WHOLE)
GAMES = number(int, 1, 10_000_000, WHOLE)
SECONDS = number(float, 0.01, 600, "a number of seconds")
DELAY = number(float, 0, MAX_BOT_DELAY, "a number of seconds")
HANDS = number(int, 1, 1_000_000, WHOLE)
MOVES = number(int, 0, 10_000_000, WHOLE)


def _play_options(suppress: bool) -> Parser:
    """The options of `play`; ``suppress``: no defaults, so `maumau --lang en` and `maumau play ...` both work."""
    default: Callable[[object], object] = (lambda _value: argparse.SUPPRESS) if suppress else (lambda value: value)
    options = Parser(add_help=False)
    options.add_argument("--ruleset", default=default(None), metavar="ID",
                         help="deal this ruleset (its id, or its file) at once; without --seat two people (Anna, Ben) "
                              "and a bot (Robo) sit down")
    options.add_argument("--seat", action="append", default=default([]), metavar="NAME[:bot[=LEVEL]]",
                         help="a seat, clockwise; NAME:bot for a computer player at the usual level, "
                         "NAME:bot=easy|medium|hard for another (needs --ruleset)")
    options.add_argument("--dealer", default=default(None), metavar="NAME",
                         help="who deals the first hand (default: the last seat; needs --ruleset)")
    options.add_argument("--seed", type=seed, default=default(None), help="seed for the shuffles (a seed replays the same deals)")
    options.add_argument("--lang", choices=["de", "en"], default=default(None),
                         help="language (default: the remembered one, else from the locale)")
    options.add_argument("--ascii", action="store_true", default=default(None),
                         help="the screen in plain ASCII: cards in the move notation's letters (QS: the Queen of Spades; suits C S H D)")
    options.add_argument("--bot-delay", type=DELAY, default=default(None), metavar="SECONDS",
                         help=f"pause after a bot's move (0 to {MAX_BOT_DELAY:g}; default: the remembered speed)")
    return options


def _lang_option() -> Parser:
    options = Parser(add_help=False)
    options.add_argument("--lang", choices=["de", "en"], default=argparse.SUPPRESS,
                         help="language (default: the remembered one, else from the locale)")
    return options


def _screen_options(bots: bool = True) -> Parser:
    """The options of the commands that open the app on a saved match (resume, replay); no defaults, so that
    `maumau --lang de resume` keeps the language given before the command.  No bot moves in the replay viewer: no
    ``--bot-delay`` there (``bots``; PLAYTEST249 N4)."""
    options = Parser(add_help=False)
    options.add_argument("--lang", choices=["de", "en"], default=argparse.SUPPRESS,
                         help="language (default: the remembered one, else from the locale)")
    options.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS,
                         help="the screen in plain ASCII: cards in the move notation's letters (QS: the Queen of Spades; suits C S H D)")
    if bots:
        options.add_argument("--bot-delay", type=DELAY, default=argparse.SUPPRESS, metavar="SECONDS",
                             help=f"pause after a bot's move (0 to {MAX_BOT_DELAY:g}; default: the remembered speed)")
    return options


def _saves_commands(sub: Any) -> None:
    screen, served = _screen_options(), served_option()
    resume = sub.add_parser("resume", parents=[screen], help="play on with a saved match",
                            description="Play on with a match that was not finished (every match is saved after "
                            "every move). Without an ID: the match played last.")
    resume.add_argument("id", nargs="?", metavar="ID", help="the saved match (`maumau resume --list` shows them)")
    resume.add_argument("--list", action="store_true", help="list the unfinished matches and their ids, then stop")
    replay = sub.add_parser("replay", parents=[_screen_options(bots=False)], help="step through a game record in the app",
                            description="Open a game record (from `maumau record export`) or a save file in the "
                            "replay viewer: move by move, hand by hand, each seat's view or all hands open.")
    replay.add_argument("file", metavar="FILE", help="a game record (.maumau) or a save file (.json)")
    record = sub.add_parser("record", help="game records as text", description="Game records as text.",
                            parents=[_lang_option()])     # (as rules: `maumau record --lang de list`, PLAYTEST279 F7)
    record_sub = record.add_subparsers(dest="record_command", required=True, metavar="{list,export,cut}")
    record_sub.add_parser("list", help="list the finished matches and their ids", parents=[_lang_option(), served],
                          description="The finished matches, last played first: each id (what `record export` "
                          "and `record cut` take), its variant, when it was played, and each seat's points.")
    export = record_sub.add_parser("export", help="print a saved match's record (text, like PGN for chess)",
                                   parents=[_lang_option(), served],
                                   description="Print the game record of a finished match: "
                                   "`maumau record export ID > match.maumau`. A match still being played is "
                                   "refused (its record shows what is still hidden) unless --unfinished.")
    export.add_argument("id", metavar="ID", help="the saved match (`maumau record list`, `maumau resume --list`)")
    export.add_argument("--unfinished", action="store_true",
                        help="also a match still being played: shows what is still hidden (the cards of the hand "
                        "in play, and the seed, from which every deal to come follows)")
    cut = record_sub.add_parser("cut", help="print a moment of a match as a scenario file, to check it",
                                parents=[_lang_option(), served],
                                description="Print the position after MOVE moves of hand HAND as a scenario "
                                "file (`maumau scenario FILE` checks it): a disputed moment at the table "
                                "becomes a checkable scenario. A hand still being played is not cut (the "
                                "scenario shows every hand and the stock).")
    cut.add_argument("source", metavar="ID|FILE", help="a saved match, or a record or save file")
    cut.add_argument("--hand", type=HANDS, required=True, help="the hand (1 for the first)")
    cut.add_argument("--move", type=MOVES, required=True, help="moves of that hand made (0: as dealt)")
    stats = sub.add_parser("stats", help="each player's figures per ruleset", parents=[_lang_option(), served],
                           description="Each player's figures per ruleset from the finished matches: matches, "
                           "hands, wins, lost matches, points, best and worst hand ... (bots by level).")
    stats.add_argument("--ruleset", metavar="ID", help="only this ruleset (its id, or its file)")
    stats.add_argument("--json", action="store_true", help="print JSON instead of a table")
    sub.add_parser("serve", add_help=False, help="host tables that players join with ssh (`maumau serve --help`)")
    sub.add_parser("arena", add_help=False, help="let bot levels play each other (`maumau arena --help`)")


def _parser() -> Parser:
    parser = Parser(prog="maumau", description="Mau-Mau and its house rules in the terminal.",
                    parents=[_play_options(suppress=True)])
    parser.add_argument("--version", action=Version, lookup=lambda: f"maumau {_version()}")
    sub = parser.add_subparsers(dest="command")
    lang = _lang_option()

    sub.add_parser("play", help="open the game (the default)", parents=[_play_options(suppress=True)],
                   description="Open the game: continue a saved match, or choose a variant, set the seats and deal; "
                   "with --ruleset, deal at once.")
    _saves_commands(sub)

    said = "play random bot games and summarise them (exit status 1: a hand did not end)"
    sim = sub.add_parser("sim", help=said, description=sentence(said), parents=[lang])
    sim.add_argument("--ruleset", default="standard", metavar="ID", help="the ruleset to play (default: %(default)s)")
    sim.add_argument("--players", type=PLAYERS, help="seats at the table (default: 4, within the ruleset's range)")
    sim.add_argument("--games", type=GAMES, default=1000, help="hands to play (default: %(default)s)")
    sim.add_argument("--seed", type=seed, default=0, help="seed for the deals and the bots (the same seed plays the same hands)")

    said = "measure random play on one core"
    bench = sub.add_parser("bench", help=said, description=sentence(said), parents=[lang])
    bench.add_argument("--ruleset", default="standard", metavar="ID", help="the ruleset to play (default: %(default)s)")
    bench.add_argument("--players", type=PLAYERS, help="seats at the table (default: 4, within the ruleset's range)")
    bench.add_argument("--seconds", type=SECONDS, default=2.0, help="length of each of the three runs (default: %(default)g)")
    bench.add_argument("--json", action="store_true", help="print one JSON line")
    bench.add_argument("--tui", action="store_true", help="also measure the app: first frame, key latency, memory")
    bench.add_argument("--saves", action="store_true", help="also measure what a save costs: encoding a long "
                       "Kronenstube match and the whole save with both fsyncs, in the user data folder (p50/p95)")

    scenario = sub.add_parser("scenario", help="run scenario files (or folders of them)", parents=[lang],
                              description="Run scenario files: a line each, pass or FAIL and why, then the count; exit "
                              "0 only if all pass. The lines are in English, as the files' keys are; --lang chooses the "
                              "language of the game log that a log expectation quotes.")
    scenario.add_argument("files", nargs="+", metavar="FILE", help="a scenario file (.yaml) or a folder of them")

    said = "list, show, validate rulesets; print the JSON Schema"
    rules = sub.add_parser("rules", help=said, description=sentence(said), parents=[lang])
    rules_sub = rules.add_subparsers(dest="rules_command", required=True, metavar="{list,show,validate,schema,new}")
    said = "every ruleset that can be played"
    rules_sub.add_parser("list", help=said, description=sentence(said), parents=[lang])
    said = "a ruleset with its extends and options resolved: what differs from the defaults, or everything with --full"
    show = rules_sub.add_parser("show", help=said, description=sentence(said), parents=[lang])
    show.add_argument("ruleset", metavar="ID", help="the ruleset's id (`maumau rules list`) or its file")
    show.add_argument("--full", action="store_true", help="every key, including those left at their defaults")
    said = "check ruleset files (or folders of them); explains every mistake"
    validate = rules_sub.add_parser("validate", aliases=["check"], help=said, description=sentence(said),
                                    parents=[lang])     # (check: the word a player tried first, PLAYTEST279 N14)
    validate.add_argument("files", nargs="+", metavar="FILE", help="a ruleset file (.yaml) or a folder of them")
    said = "the JSON Schema of ruleset files"
    rules_sub.add_parser("schema", help=said, description=sentence(said), parents=[lang])
    said = "copy a ruleset into your own rulesets folder, to edit"
    new = rules_sub.add_parser("new", help=said, description=sentence(said), parents=[lang])
    new.add_argument("name", metavar="ID", help="the new ruleset's id, e.g. my-rules")
    new.add_argument("--from", dest="source", default="standard",
                     help="the ruleset to start from (its id, or its file; default: %(default)s)")
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("maumau-tui")
    except PackageNotFoundError:
        return "(not installed)"


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    printable_everywhere()
    handed = delegated(arguments)
    Parser.lang = chosen_lang(given_lang(arguments))      # before parsing: the parser's own refusals in it
    if (misplaced := before_command(arguments)) is not None:
        print(f"maumau: {misplaced}", file=sys.stderr)    # (argparse blamed the command's own options, PLAYTEST108 F9)
        return 2
    args = _parser().parse_args(arguments) if handed is None else argparse.Namespace()
    if handed is not None and handed[0] == "serve" and given_lang(handed[1]) is None \
            and (lang := given_lang(arguments)) is not None:   # a language before it is the server's too (REVIEW272)
        handed = ("serve", ["--lang", lang, *handed[1]])
    try:
        status = _delegate(*handed) if handed is not None else _dispatch(args)
        sys.stdout.flush()  # a closed pipe (`| head -1`) shows here, inside the handler below
        return status
    except BrokenPipeError:
        silence_stdout()
        return 141
    except (RulesetError, ValueError, OSError, StoreError) as error:
        if engine_refused(error):
            return unexpected(error)
        unwritten = isinstance(error, OSError) and error.filename is None and error.errno in (errno.ENOSPC, errno.EIO)
        text = f"the output could not be written ({getattr(error, 'strerror', '')})" if unwritten else str(error)
        said = in_lang(text, chosen_lang(getattr(args, 'lang', None)))   # (PLAYTEST134 F17: "[Errno 28] No space left")
        print("\n        ".join(f"maumau: {said}".splitlines()), file=sys.stderr)   # more lines: under the first
        return 74 if unwritten and silence_stdout() else 2    # (silenced: Python's exit would try to write it again)
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - a bug: one line that says where, never a traceback
        return unexpected(error)


def engine_refused(error: Exception) -> bool:
    """The engine refused a move (``IllegalMoveError``, a ValueError): every command that reads moves from a file says
    so in its own words (a scenario, a record), so one that reaches here is a bug of a bot or of ours, not the user's
    mistake (REVIEW235 R2: "maumau: you do not hold 7H", exit status 2, from ``sim``).  (The engine is not imported
    for this: where it was never loaded, it refused nothing.)"""
    game = sys.modules.get("maumau_tui.engine.game")
    return game is not None and isinstance(error, game.IllegalMoveError)


def unexpected(error: BaseException) -> int:
    """A bug: one line that says what and where, never a traceback (exit status 70)."""
    frame = traceback.extract_tb(error.__traceback__)[-1]
    print(f"maumau: unexpected error, please report it: {type(error).__name__}: {error} "
          f"({os.path.basename(frame.filename)}:{frame.lineno})", file=sys.stderr)
    return 70


def delegated(arguments: Sequence[str]) -> tuple[str, list[str]] | None:
    """A command with a parser of its own (``DELEGATED``) and its arguments, after a ``--lang`` meant for every command;
    None when the command line is not one of theirs."""
    at = 0
    while True:                       # (another language: refused by the game's own parser, as for any command)
        if arguments[at:at + 1] == ["--lang"] and arguments[at + 1:at + 2] in (["de"], ["en"]):
            at += 2
        elif arguments[at:at + 1] in (["--lang=de"], ["--lang=en"]):
            at += 1
        else:
            break
    return (arguments[at], list(arguments[at + 1:])) if at < len(arguments) and arguments[at] in DELEGATED else None


TAKING = {"--ruleset", "--seat", "--dealer", "--seed", "--lang", "--bot-delay"}   # the game's options with a value
SPELT_OUT = (*TAKING, "--ascii", "--help", "--version")


def _option(word: str) -> str:
    """An option as argparse reads it: without its ``=value``, and spelt out where it is the start of only one."""
    name = word.split("=")[0]
    if not name.startswith("--") or name in SPELT_OUT:
        return name
    meant = [option for option in SPELT_OUT if option.startswith(name)]
    return meant[0] if len(meant) == 1 else name


KEPT_BEFORE = {"resume": ("--lang", "--ascii", "--bot-delay"), "replay": ("--lang", "--ascii")}   # (others: --lang)


def before_command(arguments: Sequence[str]) -> str | None:
    """Why a command cannot take the game's options written before it (``maumau --ascii serve``, ``maumau --seed 5
    sim``, ``maumau --ruleset kronenstube stats``: PLAYTEST279 F4, ignored without a word, a run taken for seeded and
    figures for the wrong ruleset); None where they are the command's own (``play``; a language, which every command
    takes; the screen's, which resume and replay take)."""
    for at, given in enumerate(arguments):
        if given.startswith("-") or (at > 0 and "=" not in arguments[at - 1] and _option(arguments[at - 1]) in TAKING):
            continue
        if given not in COMMANDS or given == "play":
            return None                  # (a command mistyped: its parser says what is wrong)
        if any(_option(word) in ("-h", "--help", "--version") for word in arguments[:at]):
            return None                  # (the help or the version is shown, whatever follows: argparse's)
        kept = KEPT_BEFORE.get(given, ("--lang",))
        options = " ".join(word.split("=")[0] for word in arguments[:at]
                           if word.startswith("-") and _option(word) not in kept)
        if not options:
            return None
        if Parser.lang == "de":
            return f"maumau {given} nimmt seine Optionen nach seinem Namen (maumau {given} --help), nicht {options} davor"
        return f"maumau {given} takes its options after its name (maumau {given} --help), not {options} before it"
    return None


def given_lang(arguments: Sequence[str]) -> str | None:
    """The language ``--lang de`` (or ``--lang=de``) gives on the command line, before it is parsed; else None."""
    for at, given in enumerate(arguments):
        if given == "--lang" and at + 1 < len(arguments):
            return arguments[at + 1]
        if given.startswith("--lang="):
            return given.removeprefix("--lang=")
    return None


def in_lang(message: str, lang: str) -> str:
    """A message of the store's or a ruleset's (made in English) in ``lang`` (``chosen_lang``'s)."""
    if lang != "de":
        return message
    from maumau_tui.rules.german import in_german

    return store_message(lang, in_german(message))


def _dispatch(args: argparse.Namespace) -> int:
    command = args.command or "play"
    if command == "play":
        return _play(args)
    if command == "sim":
        from maumau_tui.sim import simulate
        lang = chosen_lang(getattr(args, "lang", None))
        summary = simulate(args.ruleset, args.players, args.games, args.seed)
        print("\n".join(summary.lines(lang)))
        if stuck := summary.stuck(lang):
            print(f"maumau: {stuck}", file=sys.stderr)
            return 1
        return 0
    if command == "bench":
        return _bench(args)
    if command == "scenario":
        return _scenario(args.files, chosen_lang(getattr(args, "lang", None)))
    if command in ("resume", "replay", "record", "stats"):
        from maumau_tui import cli_saves
        return cli_saves.dispatch(command, args)
    from maumau_tui.rules.commands import rules_command
    return rules_command(args, chosen_lang(getattr(args, "lang", None)))


def play_seats(args: argparse.Namespace) -> tuple[str | None, list[tuple[str, str | None]] | None]:
    """The ruleset and seats `play` starts with, checked before the app opens; ``ValueError`` says what is wrong."""
    ruleset_id: str | None = getattr(args, "ruleset", None)
    texts: list[str] = list(getattr(args, "seat", None) or [])
    if texts and ruleset_id is None:
        raise ValueError("--seat needs --ruleset ID to say what to play (`maumau rules list` shows the ids)")
    if ruleset_id is None:
        return None, None
    from maumau_tui.rules.files import ruleset_paths
    from maumau_tui.rules.loader import find, load
    ruleset = load(ruleset_id)    # (a scenario file given is said to be one: ``loader._checked``)
    if ruleset_id not in ruleset_paths():   # a file named by its path: saved with the whole path, so the match
        ruleset_id = str(find(ruleset_id).resolve())   # can be continued from any folder
    low, high = ruleset.players.min, ruleset.players.max
    if not texts:  # two people and a bot (one person where only two may sit; more bots where more must)
        people = ["Anna", "Ben"][: max(1, high - 1)]
        texts = people + ["Robo:bot"] + [f"Robo{number}:bot" for number in range(2, low - len(people) + 1)]
    seats = [seat_text(text, "--seat") for text in texts]
    try:
        check_names([name for name, _ in seats])  # the one rule for names, as the seats screen and the match use it
    except ValueError as error:
        raise ValueError(f"--seat: {error}") from None   # (which option: "a name needs a letter" said nothing of it)
    if not low <= len(seats) <= high:
        raise ValueError(f"{ruleset.id} is for {low} to {high} players, not {len(seats)}: "
                         "give one --seat NAME (or NAME:bot) for each")
    return ruleset_id, seats


def play_dealer(args: argparse.Namespace, seats: list[tuple[str, str | None]] | None) -> int | None:
    """The seat `--dealer NAME` names (None: the last seat deals); ``ValueError`` when it names nobody seated."""
    name: str | None = getattr(args, "dealer", None)
    if name is None:
        return None
    if seats is None:
        raise ValueError("--dealer needs --ruleset ID (and the seats, --seat NAME) to say who sits at the table")
    names = [seated for seated, _ in seats]
    found = [index for index, seated in enumerate(names) if seated.casefold() == name.strip().casefold()]
    if not found:
        raise ValueError(f"--dealer {name}: nobody of that name sits at the table ({', '.join(names)})")
    return found[0]


def _play(args: argparse.Namespace) -> int:
    ruleset, seats = play_seats(args)
    dealer = play_dealer(args, seats)
    if no_terminal(getattr(args, "lang", None)):
        return 2
    from maumau_tui.tui.app import run
    run(ruleset=ruleset, seats=seats, dealer=dealer, seed=getattr(args, "seed", None), **given_settings(args))
    return 0


def given_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The settings given on the command line (``--lang``, ``--ascii``, ``--bot-delay``), for ``run`` to put over
    the remembered ones; an option not given is ``None``."""
    return {"lang": getattr(args, "lang", None), "ascii_cards": getattr(args, "ascii", None) or None,
            "bot_delay": getattr(args, "bot_delay", None)}


def _delegate(command: str, argv: list[str]) -> int:
    """`maumau serve ...` and `maumau arena ...`: their own command lines, imported only when asked for."""
    if command == "serve":
        from maumau_tui.net import serve_command
        return serve_command(argv)
    from maumau_tui.arena import main as arena_main
    return arena_main(argv)


def _bench(args: argparse.Namespace) -> int:
    from maumau_tui.sim import bench
    result: dict[str, object] = dict(bench(args.ruleset, args.players, args.seconds))
    if args.tui:
        from maumau_tui.tui.bench import measure
        result.update(measure())
    if args.saves:
        from maumau_tui.store.bench import measure_saves
        result.update(measure_saves())
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
    return 0


def _scenario(files: list[str], lang: str = "en") -> int:
    from pathlib import Path

    from maumau_tui.scenarios import collect, run_file
    if missing := [text for text in files if not Path(text).exists()]:   # a typo, not a failing scenario
        print(f"maumau: {in_lang('no such file or folder: ' + ', '.join(missing), lang)}", file=sys.stderr)
        return 2
    paths = collect(files)
    if not paths:
        print(f"maumau: {in_lang('no scenario files found', lang)}", file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        outcome = run_file(path, lang)
        failed += not outcome.passed
        print(outcome.line())
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
