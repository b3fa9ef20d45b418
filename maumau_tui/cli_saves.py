"""The commands about saved matches: `maumau resume [ID]`, `replay FILE`, `record export ID`, `record cut`,
`stats`.

Each bad save or record is one plain message naming the file (exit status 2); files the store sets aside
while looking are named on stderr, and everything else goes on working.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import sys
import textwrap
from pathlib import Path

from maumau_tui.store.paths import Folders
from maumau_tui.store.saves import NoSuchSave, StillPlaying, Store, StoreError


def served_store(args: argparse.Namespace) -> Store | None:
    """The server's store ``--served`` reads (in ``--data-dir``'s folder, PLAYTEST133 F2: a server started with its
    own folder was out of reach), or None without ``--served``."""
    from maumau_tui.store.paths import data_dir

    folder = getattr(args, "data_dir", None)
    if not served_store_given(args):
        return None
    if folder and not Path(folder).expanduser().is_dir():    # (a typo made it, with an empty statistics file, and
        raise StoreError(f"--data-dir: no folder {folder} (the one `maumau serve --data-dir` was started with)")
    return Store((Path(folder).expanduser() if folder else data_dir()) / "tables")   # said "no match yet": PT134 F6)


def dispatch(command: str, args: argparse.Namespace) -> int:
    store = served_store(args)
    served = store is not None
    store = store or Store()
    try:
        if command == "resume":
            return resume(store, args)
        if command == "replay":
            return replay(args)
        if command == "record" and args.record_command == "cut":
            return cut(store, args)
        if command == "record" and args.record_command == "list":
            return list_finished(store, getattr(args, "lang", None))
        if command == "record":
            return export(store, args)
        return stats(store, args)
    except NoSuchSave as error:
        match_id = given_id(str(getattr(args, "id", None) or getattr(args, "source", "")), store.folders, served_folders())
        if not served and served_has(match_id):
            raise NoSuchSave(f"{error}; the server on this machine played it: add --served") from None
        if command == "record":       # (PLAYTEST163 F7: no command named the finished matches' ids)
            raise NoSuchSave(f"{error}; `maumau record list{store_options(args)}` lists the finished ones") from None
        raise
    except StoreError as error:
        if any(problem.message == str(error) for problem in store.problems):
            return 2   # the file it names was set aside: said once, below, as such
        raise
    finally:
        tell(store, getattr(args, "lang", None))


def store_options(args: argparse.Namespace) -> str:
    """The options given that chose the store (" --served", " --data-dir DIR"), to repeat in a command suggested."""
    served = " --served" if getattr(args, "served", False) else ""
    return served + (f" --data-dir {shlex.quote(str(args.data_dir))}" if getattr(args, "data_dir", None) else "")


def given_id(given: str, *stores: Folders) -> str:
    """The id of the saved match ``given`` names: its id, its file's name (PLAYTEST134 F12), or the path of that file in
    the saves or finished matches of one of ``stores`` (PLAYTEST138 F6); anything else as it was typed, for the store
    to say what is wrong with it."""
    path = Path(given)
    if len(path.parts) > 1 and path.suffix == ".json":
        try:
            ours = path.parent.resolve() in [folder.resolve() for kept in stores for folder in (kept.saves, kept.history)]
        except (OSError, RuntimeError):
            ours = False
        return path.stem if ours else given
    return given.removesuffix(".json")


def served_store_given(args: argparse.Namespace) -> bool:
    """Whether ``--served`` (or ``--data-dir``) chose the server's store."""
    return bool(getattr(args, "served", False)) or getattr(args, "data_dir", None) is not None


def served_folders() -> Folders:
    """The folders of this machine's server (``maumau serve``, the same data folder)."""
    from maumau_tui.store.paths import data_dir

    return Folders(data_dir() / "tables")


def served_has(match_id: str) -> bool:
    """Whether this machine's server keeps a match ``match_id``."""
    folders = served_folders()
    return any((folder / f"{match_id}.json").is_file() for folder in (folders.saves, folders.history))


def tell(store: Store, lang: str | None = None) -> None:
    """Name each file the store set aside (once), in the language chosen."""
    from maumau_tui.cli import chosen_lang, in_lang

    if not store.problems:
        return
    chosen = chosen_lang(lang)
    aside = "beiseitegelegt: " if chosen == "de" else "set aside: "
    mended = "repariert: " if chosen == "de" else "mended: "
    for problem in store.problems:
        kind = mended if problem.mended else aside if problem.moved_to else ""
        print(f"maumau: {kind}{in_lang(problem.message, chosen)}", file=sys.stderr)
    store.problems.clear()


def resume(store: Store, args: argparse.Namespace) -> int:
    from maumau_tui.cli import given_settings, no_terminal
    from maumau_tui.store.commands import newest_unfinished

    if args.list and args.id is not None:     # (PLAYTEST218 N6: the ID was passed over without a word)
        raise StoreError(f"--list lists every unfinished match; `maumau resume {args.id}` plays that one on")
    if args.list:
        store.looking = True     # a listing changes no file (PLAYTEST102 F5: it mended one, set others aside)
        list_unfinished(store, getattr(args, "lang", None))
        return 2 if store.saves_unseen() is not None else 0    # (a folder not looked into lists nothing: a failure)
    from maumau_tui.cli_screen import screen_missing
    from maumau_tui.table import Table

    store.looking = screen_missing() is not None   # (a resume refused changes no file: PLAYTEST272 N2, it mended one)
    try:
        info = store.find(given_id(args.id, store.folders, served_folders())) if args.id is not None else newest_unfinished(store)
    except NoSuchSave as error:       # (PLAYTEST190 L8: what to do next)
        raise NoSuchSave(f"{error}; `maumau resume --list` lists the unfinished ones") from None
    args.lang = getattr(args, "lang", None) or info.match.lang or None    # its messages in the match's language, as it plays
    table = store.resume_into(info.id, Table.from_match)     # a match that cannot be seated: its save set aside
    problems = list(store.problems)                # (said again in the app: the screen covers what is said here)
    tell(store, getattr(args, "lang", None))       # before the screen takes the terminal
    if no_terminal(getattr(args, "lang", None)):
        return 2
    from maumau_tui.tui.app import run

    settings = given_settings(args)
    settings["lang"] = settings["lang"] or table.match.lang or None   # (else the language it was played in)
    run(table=table, match_id=info.id, problems=problems, **settings)
    return 0


def list_unfinished(store: Store, given: str | None) -> None:
    """`maumau resume --list`: each match's id (what `maumau resume ID` takes), then the lines the first screen
    shows for it (its variant and hand; each seat with its score, and when it was last played), in the language
    chosen, broken to the terminal's width."""
    from maumau_tui.cli import chosen_lang, in_lang
    from maumau_tui.store.commands import saves_staying
    from maumau_tui.tui.screens.variant import continue_options

    listed = store.unfinished()
    lang = chosen_lang(given)
    if not listed and (staying := saves_staying(store)) is not None:
        tell(store, given)                            # (what each one waits for, above the line that sums them up)
        print(in_lang(staying, lang))
    elif not listed and store.saves_unseen() is None:
        print(in_lang(f"no unfinished match in {store.folders.saves}", lang))
    print_listed([(info.id, str(option.prompt)) for info, option in
                  zip(listed, continue_options(listed, lang, store.played_elsewhere))])
    for rescued in waiting_rescued(store):   # (only looking: not taken in, PLAYTEST134 F3: the list showed the older
        print(in_lang(f"{rescued.stem}: a copy kept when its match could not be saved is waiting in {rescued.parent}; "
                      "the game or `maumau resume` will restore it if it is more recent than the save", lang))   # save alone)


def print_listed(listed: list[tuple[str, str]]) -> None:
    """Each match's id, then its lines as a screen lists them, broken to the terminal's width."""
    width = output_width()
    for match_id, text in listed:
        print(match_id)
        for line in text.splitlines():
            print(textwrap.fill(line.strip(), max(width, 40), initial_indent="  ", subsequent_indent="    ",
                                break_on_hyphens=False))


def list_finished(store: Store, given: str | None) -> int:
    """`maumau record list`: each finished match's id (what `record export` and `record cut` take), then the lines
    the history screen shows for it, last played first (PLAYTEST163 F7: no command named their ids); 2 where the
    history folder could not be looked into (said as the store's problem, not as "none")."""
    from maumau_tui.cli import chosen_lang, in_lang
    from maumau_tui.tui.screens.history import history_option

    store.looking = True     # (a listing changes no file)
    listed = store.history()
    lang = chosen_lang(given)
    if store.saves_unseen(store.folders.history) is not None:
        return 2
    if not listed:
        print(in_lang(f"no finished match in {store.folders.history}", lang))
    print_listed([(info.id, str(history_option(info, lang).prompt)) for info in listed])
    return 0


def waiting_rescued(store: Store) -> list[Path]:
    """The copies kept of matches that could not be saved (a signal, a crash, leaving while saves failed), not yet
    back among the saves (``store.rescued``)."""
    try:
        return sorted(path for path in store.folders.rescued.glob("*.json") if path.is_file())
    except OSError:
        return []


def output_width() -> int:
    """The terminal's width to break lines to; a file or a pipe gets whole lines."""
    return shutil.get_terminal_size().columns if sys.stdout.isatty() else 10_000


def replay(args: argparse.Namespace) -> int:
    from maumau_tui.cli import given_settings, no_terminal
    from maumau_tui.store.commands import read_record_file

    replayed = read_record_file(Path(args.file))
    args.lang = getattr(args, "lang", None) or replayed[0].match.lang or None   # the language it was played in, as
    if no_terminal(args.lang):                                                  # resume (PLAYTEST217 N7)
        return 2
    from maumau_tui.tui.app import run

    run(replay=replayed, **given_settings(args))
    say_notes(Path(args.file), replayed[0].notes, args.lang)    # (said in the viewer too; this stays on screen)
    return 0


def say_notes(path: Path, notes: tuple[str, ...], lang: str | None) -> None:
    """Say on stderr what the record file ``path`` states that its moves contradict (a false Result: PLAYTEST249
    F10)."""
    from maumau_tui.cli import chosen_lang, in_lang

    for note in notes:
        print(f"maumau: {path}: {in_lang(note, chosen_lang(lang))}", file=sys.stderr)


def cut(store: Store, args: argparse.Namespace) -> int:
    """A moment of a saved match (by id) or of a record file, as a scenario file."""
    from maumau_tui.store.commands import read_record_file
    from maumau_tui.store.paths import ID_PATTERN
    from maumau_tui.store.scenario_cut import cut_scenario

    path = Path(args.source)
    match_id = args.source.removesuffix(".json")
    if path.is_file() or not ID_PATTERN.fullmatch(match_id):
        if path.is_dir():
            raise a_folder(path)
        replayed = read_record_file(path)[0]
        say_notes(path, replayed.notes, getattr(args, "lang", None))
        record = replayed.match.record()
    else:
        try:
            record = store.find(match_id).match.record()
        except NoSuchSave:
            if path.is_dir():   # no such save, and a folder of that name here
                raise a_folder(path) from None
            if path.suffix or len(path.parts) > 1:   # it reads like a file's name: say that no such file is here
                raise StoreError(f"{path}: no such file, and no saved match has that id (`maumau record "
                                 "list`, `maumau resume --list`)") from None   # (REVIEW276 N8: finished ones too)
            raise
    try:
        text = cut_scenario(record, args.hand, args.move)
    except ValueError as error:   # (like every other trouble with the file, under its name)
        raise ValueError(f"{args.source}: {error}") from None
    print(text, end="")
    return 0


def a_folder(path: Path) -> StoreError:
    return StoreError(f"{path} is a folder: give the id of a saved match (`maumau record list`, "
                      "`maumau resume --list`) or a record file")


def export(store: Store, args: argparse.Namespace) -> int:
    """The record of a saved match as text; one still being played only with --unfinished (it shows what is
    still hidden)."""
    args.id = given_id(args.id, store.folders, served_folders())   # (the server's: said to need --served, R3)
    try:
        text = store.export_text(args.id, unfinished=args.unfinished)
    except StillPlaying as error:
        served = store_options(args)     # (PLAYTEST117 F4: it was left out)
        raise StoreError(f"{error}; `maumau record export --unfinished{served} {args.id}` prints it all the same") from None
    sys.stdout.write(text)
    return 0


def ruleset_id(given: str) -> str:
    """The id of the ruleset ``given`` names: an id as it is, a file's (a path) as the file says it (PLAYTEST218 F9:
    ``stats --ruleset rulesets/standard.yaml`` found no match, and a folder or a broken file was taken)."""
    from maumau_tui.rules.loader import find, is_path, load

    if is_path(given):
        return load(find(given)).id
    return given


def stats(store: Store, args: argparse.Namespace) -> int:
    from maumau_tui.cli import chosen_lang, in_lang
    from maumau_tui.store.commands import STATS_WORDS, still_saved, stats_json, stats_rows, stats_text

    ruleset = ruleset_id(args.ruleset) if args.ruleset is not None else None
    rows, problem = stats_rows(store, ruleset)
    if problem is not None or store.saves_unseen(store.folders.history) is not None:
        if problem is not None:   # no figures to show: said, and not as "no finished match yet" (PLAYTEST218 F8)
            print(f"maumau: {in_lang(problem, chosen_lang(getattr(args, 'lang', None)))}", file=sys.stderr)
        return 2                  # (a history not looked into: said as the store's problem, as `record list` says it)
    if none_of_it := not rows and ruleset is not None:
        from maumau_tui.rules.loader import find

        find(ruleset)       # an id nobody knows: "no ruleset called ...; did you mean ...?"
    if args.json:
        print(stats_json(rows))
    else:
        lang = chosen_lang(getattr(args, "lang", None))
        none_of = STATS_WORDS.get(lang, STATS_WORDS["en"])["none_of"].format(ruleset=ruleset)
        width = output_width()
        if not rows and ruleset is None and served_store_given(args):   # whose matches none are (PLAYTEST243 N7:
            print(in_lang(f"no finished match in {store.folders.history}", lang))   # as `record list --served`)
        else:
            print(none_of if none_of_it else stats_text(rows, lang, width))
        if running := still_saved(store, ruleset):
            print("\n" + textwrap.fill(STATS_WORDS.get(lang, STATS_WORDS["en"])["running"].format(n=running),
                                       min(100, max(width, 40))))
    return 0

