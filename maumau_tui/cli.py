"""The `maumau` command: play, sim, bench, scenario, rules.

Every error a person can cause (a broken ruleset, a bad file, a wrong option) is printed as one
plain message with exit status 2; no traceback reaches the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from maumau_tui.rules.loader import RulesetError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="maumau", description="Mau-Mau and its house rules in the terminal.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the game (the default)")
    play.add_argument("--ruleset", help="start this ruleset at once (needs --seat)")
    play.add_argument("--seat", action="append", default=[], metavar="NAME[:bot]",
                      help="a seat, clockwise; add :bot for a computer player")
    play.add_argument("--seed", type=int, help="seed for the shuffles (a seed replays the same deals)")
    play.add_argument("--lang", choices=["de", "en"], default="de")
    play.add_argument("--ascii", action="store_true", help="C S H D instead of the suit symbols")
    play.add_argument("--bot-delay", type=float, default=0.6, metavar="SECONDS", help="pause after a bot's move")

    sim = sub.add_parser("sim", help="play random bot games and summarise them")
    sim.add_argument("--ruleset", default="standard")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0)

    bench = sub.add_parser("bench", help="measure random play on one core")
    bench.add_argument("--ruleset", default="standard")
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--seconds", type=float, default=2.0, help="length of each of the three runs")
    bench.add_argument("--json", action="store_true", help="print one JSON line")
    bench.add_argument("--tui", action="store_true", help="also measure the app: first frame, key latency, memory")

    scenario = sub.add_parser("scenario", help="run scenario files (or folders of them)")
    scenario.add_argument("files", nargs="+")

    rules = sub.add_parser("rules", help="list, show, validate rulesets; print the JSON Schema")
    rules_sub = rules.add_subparsers(dest="rules_command", required=True)
    rules_sub.add_parser("list", help="every ruleset that can be played")
    show = rules_sub.add_parser("show", help="a ruleset with its extends and options resolved")
    show.add_argument("ruleset")
    validate = rules_sub.add_parser("validate", help="check ruleset files; explains every mistake")
    validate.add_argument("files", nargs="+")
    rules_sub.add_parser("schema", help="the JSON Schema of ruleset files")
    new = rules_sub.add_parser("new", help="copy a ruleset into your own rulesets folder, to edit")
    new.add_argument("name", help="the new ruleset's id, e.g. my-rules")
    new.add_argument("--from", dest="source", default="standard", help="the ruleset to start from")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return _dispatch(args)
    except (RulesetError, ValueError, OSError) as error:
        print(f"maumau: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _dispatch(args: argparse.Namespace) -> int:
    command = args.command or "play"
    if command == "play":
        return _play(args)
    if command == "sim":
        from maumau_tui.sim import simulate
        print("\n".join(simulate(args.ruleset, args.players, args.games, args.seed).lines()))
        return 0
    if command == "bench":
        return _bench(args)
    if command == "scenario":
        return _scenario(args.files)
    return _rules(args)


def _play(args: argparse.Namespace) -> int:
    from maumau_tui.tui.app import run
    seats = None
    if getattr(args, "seat", None):
        seats = [(text.rsplit(":", 1)[0], text.endswith(":bot")) for text in args.seat]
    run(lang=getattr(args, "lang", "de"), ascii_cards=getattr(args, "ascii", False), seed=getattr(args, "seed", None),
        ruleset=getattr(args, "ruleset", None), seats=seats, bot_delay=getattr(args, "bot_delay", 0.6))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from maumau_tui.sim import bench
    result: dict[str, object] = dict(bench(args.ruleset, args.players, args.seconds))
    if args.tui:
        from maumau_tui.tui.bench import measure
        result.update(measure())
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
    return 0


def _scenario(files: list[str]) -> int:
    from maumau_tui.scenarios import collect, run_file
    paths = collect(files)
    if not paths:
        print("maumau: no scenario files found", file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        outcome = run_file(path)
        failed += not outcome.passed
        print(outcome.line())
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


def _rules(args: argparse.Namespace) -> int:
    from maumau_tui.rules import loader
    if args.rules_command == "list":
        for ruleset_id, path in loader.ruleset_paths().items():
            try:
                ruleset = loader.load(ruleset_id)
                print(f"{ruleset_id:<14} {ruleset.name.de:<26} {ruleset.description.en}")
            except RulesetError as error:
                print(f"{ruleset_id:<14} (broken: {str(error).splitlines()[0]}) {path}")
        return 0
    if args.rules_command == "show":
        import yaml
        ruleset = loader.load(args.ruleset)
        print(yaml.safe_dump(ruleset.model_dump(mode="json"), allow_unicode=True, sort_keys=False), end="")
        return 0
    if args.rules_command == "new":
        path = loader.new_ruleset(args.name, args.source)
        print(f"wrote {path}\nedit it, check it with `maumau rules validate {path}`; the game lists it as {args.name!r}")
        return 0
    if args.rules_command == "schema":
        from maumau_tui.rules.schema import Ruleset
        print(json.dumps(Ruleset.model_json_schema(), indent=2, ensure_ascii=False))
        return 0
    bad = 0
    for file in args.files:
        try:
            problems = loader.check_all_options(file)
        except RulesetError as error:
            problems = [str(error)]
        if problems:
            bad += 1
            print(f"{file}: not valid\n  " + "\n  ".join("\n".join(problems).splitlines()))
        else:
            print(f"{file}: valid")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
