"""The command line's help speaks the language the game speaks (PLAYTEST95 F9: `maumau --help` and every command's
help were English at a German table): every help text has its German (``help_words``), and argparse's own words too."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator

import pytest

from maumau_tui import arena, cli
from maumau_tui.arguments import Parser
from maumau_tui.help_words import GERMAN
from maumau_tui.net import serve_args
from maumau_tui.tui.settings import settings_path


def texts(parser: argparse.ArgumentParser) -> Iterator[str]:
    """Every text the help of ``parser`` and of its commands shows: descriptions, each option's and command's help."""
    if parser.description:
        yield parser.description
    for action in parser._actions:
        if action.help and action.help is not argparse.SUPPRESS:
            yield action.help
        if isinstance(action, argparse._SubParsersAction):
            yield from (choice.help for choice in action._choices_actions if choice.help)
            for command in action.choices.values():
                yield from texts(command)


@pytest.mark.parametrize("parser", [cli._parser, serve_args.parser, arena.parser], ids=["maumau", "serve", "arena"])
def test_every_help_text_has_its_german(parser: object) -> None:
    built = parser()      # type: ignore[operator]
    assert isinstance(built, Parser)
    missing = sorted(set(texts(built)) - set(GERMAN))
    assert not missing, missing


def unexplained(parser: argparse.ArgumentParser, prog: str) -> Iterator[str]:
    """The arguments of ``parser`` and of its commands that the help names without a word on them."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, command in action.choices.items():
                if command.add_help:      # (serve and arena: their own parsers, checked on their own)
                    yield from unexplained(command, f"{prog} {name}")
        elif not action.help:
            yield f"{prog} {'/'.join(action.option_strings) or action.dest}"


@pytest.mark.parametrize("parser", [cli._parser, serve_args.parser, arena.parser], ids=["maumau", "serve", "arena"])
def test_every_argument_is_explained(parser: object) -> None:
    """PLAYTEST190: `maumau sim --help` showed --ruleset and --games bare, `maumau scenario --help` a bare "files"."""
    built = parser()      # type: ignore[operator]
    assert isinstance(built, argparse.ArgumentParser)
    assert not list(unexplained(built, built.prog))


def help_of(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as ended:
        cli.main(args)
    out, err = capsys.readouterr()
    assert ended.value.code == 0 and err == "" and "Traceback" not in out
    return " ".join(out.split())


def test_the_help_is_german_where_the_language_is(capsys: pytest.CaptureFixture[str]) -> None:
    said = help_of(["--lang", "de", "--help"], capsys)
    assert said.startswith("Aufruf: maumau [-h]")
    for words in ("Mau-Mau und seine Hausregeln im Terminal.", "Argumente:", "Optionen:", "zeigt diese Hilfe und endet",
                  "resume eine gespeicherte Partie weiterspielen", "--seed STARTWERT Startwert fürs Mischen"):
        assert words in said, words
    assert not [text for text in texts(cli._parser()) if " ".join(text.split()) in said]   # no English left
    assert "Mau-Mau-Tische über SSH anbieten." in help_of(["--lang", "de", "serve", "--help"], capsys)
    assert "eine Stufe je Platz" in help_of(["--lang=de", "arena", "--help"], capsys)
    assert "Die Lage im Spiel SPIEL nach ZÜGE Zügen" in help_of(["record", "cut", "--help", "--lang", "de"], capsys)


def test_the_help_follows_the_remembered_language_and_stays_english_otherwise(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    said = help_of(["stats", "--help"], capsys)
    assert said.startswith("usage: maumau stats") and "options: -h, --help show this help message and exit" in said
    assert "Each player's figures per ruleset" in said
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lang": "de"}), encoding="utf-8")
    said = help_of(["stats", "--help"], capsys)
    assert said.startswith("Aufruf: maumau stats") and "Die Zahlen jedes Spielers je Regelwerk" in said


def placeholders(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """The placeholders of the arguments of ``parser`` and of its commands, as the English help writes them, with the
    parser of each (choices such as ``{de,en}`` are no placeholders)."""
    formatter = parser._get_formatter()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                yield from placeholders(command)
        elif action.nargs != 0 and not action.choices:
            yield (action.metavar or (formatter._get_default_metavar_for_optional(action) if action.option_strings
                                      else formatter._get_default_metavar_for_positional(action))), parser


@pytest.mark.parametrize("parser", [cli._parser, serve_args.parser, arena.parser], ids=["maumau", "serve", "arena"])
def test_the_german_help_says_every_placeholder_in_german(parser: object) -> None:
    """PLAYTEST274 N1: the German help said SECONDS, LEVEL, FILE, PASSWORD_FILE..."""
    from maumau_tui.arguments import Parser
    from maumau_tui.help_words import PLACEHOLDERS, SAME

    built = parser()      # type: ignore[operator]
    found = list(placeholders(built))
    words = {word for said, _ in found for word in re.findall(r"\b[A-Z][A-Z_]*\b", str(said))}
    assert words and not words - set(PLACEHOLDERS) - set(SAME), words - set(PLACEHOLDERS) - set(SAME)
    try:
        Parser.lang = "de"
        for said, owner in found:
            german = re.sub(r"\b[A-Z][A-Z_]*\b", lambda word: PLACEHOLDERS.get(word[0], word[0]), str(said))
            help_text = owner.format_help()
            assert german in help_text, (said, german, help_text)
            assert not set(re.findall(r"\b[A-Z][A-Z_]*\b", help_text)) & set(PLACEHOLDERS) - set(PLACEHOLDERS.values())
    finally:
        Parser.lang = "en"


def test_a_mistyped_command_is_called_a_command_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST274 N1: "Fehler: Argument command: ungültige Wahl" named argparse's English name of the argument."""
    with pytest.raises(SystemExit) as ended:
        cli.main(["--lang", "de", "frobnicate"])
    _, err = capsys.readouterr()
    assert ended.value.code == 2 and "maumau: Fehler: Befehl: ungültige Wahl: 'frobnicate'" in err, err
    with pytest.raises(SystemExit):
        cli.main(["--lang", "de", "replay"])
    assert "maumau replay: Fehler: diese Argumente fehlen: DATEI" in capsys.readouterr()[1]
    with pytest.raises(SystemExit):
        cli.main(["rules", "--lang", "de", "frob"])                  # (a command's own commands: REVIEW272)
    assert "maumau rules: Fehler: Befehl: ungültige Wahl: 'frob'" in capsys.readouterr()[1]


def test_a_language_before_serve_is_the_servers(capsys: pytest.CaptureFixture[str]) -> None:
    """REVIEW272: `maumau --lang de serve ...` refused in English (the language before it was dropped)."""
    assert cli.main(["--lang", "de", "serve", "--copies", "3"]) == 2
    assert "gehen nur mit --table REGELWERK" in capsys.readouterr().err
    assert cli.main(["--lang=de", "serve", "--lang", "en", "--copies", "3"]) == 2   # (its own, after it, wins)
    assert "can only be used with --table RULESET" in capsys.readouterr().err


def test_a_refusal_keeps_one_german_usage_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        cli.main(["--lang", "de", "stats", "--rulset", "x"])
    _, err = capsys.readouterr()
    assert ended.value.code == 2 and err.startswith("Aufruf: maumau") and "usage" not in err
    assert "Fehler: unbekannte Argumente" in err


@pytest.mark.parametrize("command", [["rules", "schema"], ["rules", "new", "mine"], ["scenario", "x.yaml"],
                                     ["sim"], ["bench"], ["record", "export", "x"], ["record", "cut", "x", "--hand", "1",
                                                                                    "--move", "1"]])
def test_every_command_takes_the_language_after_its_name(command: list[str]) -> None:
    """PLAYTEST172: `rules new`, `rules schema`, `scenario` refused `--lang de` ("unbekannte Argumente") where `rules
    validate`, `stats` and the others take it."""
    from maumau_tui.cli import _parser

    assert _parser().parse_args([*command, "--lang", "de"]).lang == "de"


@pytest.mark.parametrize(("command", "said"), [
    (["scenario", "/no/such.yaml"], "maumau: diese Datei oder diesen Ordner gibt es nicht: /no/such.yaml"),
    (["rules", "new", "standard"], "maumau: ein Regelwerk namens 'standard' gibt es schon (ein eingebautes, "),
    (["record", "export", "nope", "--data-dir", "/no/such"], "maumau: --data-dir: kein Ordner /no/such"),
    (["sim", "--ruleset", "miese-punkte", "--players", "2"], "maumau: miese-punkte ist für 3 bis 7 Spieler, nicht 2\n"),
    (["play", "--seat", "A", "--seat", "B"], "maumau: --seat braucht --ruleset ID, damit klar ist, was gespielt wird"),
    (["play", "--dealer", "Zed"], "maumau: --dealer braucht --ruleset ID (und die Plätze, --seat NAME), damit klar"),
    (["play", "--ruleset", "standard", "--seat", "A", "--seat", "B", "--dealer", "Zed"],   # (PLAYTEST190 M3)
     "maumau: --dealer Zed: niemand dieses Namens sitzt am Tisch (A, B)\n")])
def test_a_commands_refusal_follows_the_language_given_after_its_name(command: list[str], said: str,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """(REVIEW174: the option was taken and did nothing: `scenario` and `rules new` said their refusals in English.)"""
    from maumau_tui import cli

    assert cli.main([*command, "--lang", "de"]) == 2
    assert capsys.readouterr().err.startswith(said)


@pytest.mark.parametrize(("command", "choices"), [(["rules"], "{list,show,validate,schema,new}"),
                                                  (["record"], "{list,export,cut}")])
def test_a_command_without_its_subcommand_names_the_choices(command: list[str], choices: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST190 L5: `maumau rules` said "the following arguments are required: rules_command", a name inside
    the code."""
    with pytest.raises(SystemExit) as ended:
        cli.main(command)
    err = capsys.readouterr().err
    assert ended.value.code == 2 and err.rstrip().endswith(f"the following arguments are required: {choices}"), err
    assert "_command" not in err


def test_sims_summary_is_german_at_a_german_table(capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST190 M3: `maumau --lang de sim` printed its summary in English."""
    assert cli.main(["--lang", "de", "sim", "--games", "3", "--seed", "1"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0].startswith("3 Spiele standard mit 4 Zufalls-Bots in ") and said[1].startswith("Siege je Platz: A ")
    assert said[3] == "Spiele, die an die Grenze von 5000 Zügen stießen: 0 (keins); zu Ende gespielt: 3", said


def commands(parser: argparse.ArgumentParser, prog: str) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Every command of ``parser``, its commands' commands too, by its whole name."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, command in action.choices.items():
                if command.add_help:      # (serve and arena: their own parsers, checked on their own)
                    yield f"{prog} {name}", command
                    yield from commands(command, f"{prog} {name}")


def test_every_command_says_what_it_does_at_the_top_of_its_help() -> None:
    """PLAYTEST274 N1: `sim`, `bench` and `rules list/show/validate/schema/new` had no description, and arena's
    had no full stop."""
    parsers = [("maumau", cli._parser()), ("maumau serve", serve_args.parser()), ("maumau arena", arena.parser())]
    for prog, parser in [*parsers, *commands(parsers[0][1], "maumau")]:
        assert parser.description and parser.description.endswith("."), (prog, parser.description)
