"""`maumau rules list | show | validate | schema | new`: rulesets for the person at the command line.

`list` and `show` speak the chosen language; `show` prints what differs from the defaults (``--full``:
everything); `validate` checks each file and each option on its own and goes on after a broken file.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import unicodedata
from pathlib import Path
from typing import Any

from maumau_tui.cards import JOKER, SUITS, TEXT_RANK, card, make_deck, parse_card
from maumau_tui.file_kinds import other_kind_of_file
from maumau_tui.rules import loader
from maumau_tui.rules.german import in_german
from maumau_tui.rules.files import SUFFIXES, RulesetError, naming_notes, scan
from maumau_tui.rules.json_schema import ruleset_file_schema
from maumau_tui.rules.keys import normalise_keys
from maumau_tui.rules.order import listing_order
from maumau_tui.rules.schema import OPTION_LIMIT, Ruleset

WORDS = {
    "de": {"broken": "fehlerhaft", "short": "# {id}: nur was von den Voreinstellungen abweicht "
           "(alles: maumau rules show {id} --full)",
           "wrote": "geschrieben: {path}\nbearbeite sie, prüfe sie mit `maumau rules validate {path}`; das Spiel führt "
                    "sie als '{name}'"},
    "en": {"broken": "broken", "short": "# {id}: only what differs from the defaults "
           "(everything: maumau rules show {id} --full)",
           "wrote": "wrote {path}\nedit it, check it with `maumau rules validate {path}`; the game lists it as '{name}'"},
}
NEW_HEAD = {"de": ("# {name}: eine Kopie von {copied}, zum Anpassen an eure Tischregeln.",   # (a new file's first
                   "# Prüfen mit: maumau rules validate {path}"),                             # lines, `rules new`)
            "en": loader.NEW_HEAD}


def rules_command(args: argparse.Namespace, lang: str) -> int:
    if args.rules_command == "list":
        return list_rulesets(lang)
    if args.rules_command == "show":
        print(show(args.ruleset, lang, full=args.full), end="")
        return 0
    if args.rules_command == "new":
        path = loader.new_ruleset(args.name, args.source, head=NEW_HEAD[lang])
        print(WORDS[lang]["wrote"].format(path=path, name=args.name))
        return 0
    if args.rules_command == "schema":
        print(json.dumps(ruleset_file_schema(), indent=2, ensure_ascii=False))
        return 0
    return validate_files(args.files, german=lang == "de")   # (as every command: PLAYTEST218 F5, it was English
    #                                                          unless --lang de, where rules show said it in German)


def list_rulesets(lang: str) -> int:
    """One line per ruleset: id, name and description in ``lang``; a broken file says why, and the list goes on."""
    paths, problems = scan()
    rows: list[tuple[str, str | None, str]] = []    # id, name (None: broken), description (or why it is broken)
    for ruleset_id in listing_order(paths):
        path = paths[ruleset_id]
        try:
            ruleset = loader.load(ruleset_id)
        except RulesetError as error:
            reason = (in_german(str(error)) if lang == "de" else str(error)).splitlines()[0]
            reason = reason.removeprefix(f"{path}: ").removeprefix(f"{path}, ")   # (its path ends the line: once)
            rows.append((ruleset_id, None, f"({WORDS[lang]['broken']}: {reason}) {path}"))
            continue
        rows.append((ruleset_id, getattr(ruleset.name, lang), getattr(ruleset.description, lang)))
    ids = max([14, *(len(row[0]) for row in rows)])      # (columns as wide as the longest id and name: a name of
    names = max([26, *(cells(row[1]) for row in rows if row[1] is not None)])   # 35 letters pushed its line's
    for ruleset_id, name, text in rows:                                         # description out, PLAYTEST271 N10)
        print(f"{ruleset_id:<{ids}} {text}" if name is None else f"{ruleset_id:<{ids}} {padded(name, names)} {text}")
    for problem in problems:
        print(f"maumau: {in_german(problem) if lang == 'de' else problem}", file=sys.stderr)
    return 0


def cells(text: str) -> int:
    """The columns ``text`` takes in a terminal: two for a wide character (CJK, most emoji), none for a combining
    mark or a joiner (REVIEW270 N11: a name's letters were counted, so a wide one pushed its line out of the
    columns; REVIEW272: a zero-width joiner counted one; REVIEW274 R2: a mark of Thai or Hindi, whose combining class
    is 0, counted one, and a soft hyphen, which terminals show, none)."""
    return sum(0 if unicodedata.category(char) in ZERO_WIDTH and char != SOFT_HYPHEN
               else 2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


ZERO_WIDTH = ("Mn", "Me", "Cf")   # marks set on the letter before (whatever their combining class), joiners
SOFT_HYPHEN = "\u00ad"            # (a format character that terminals show as a hyphen)


def padded(text: str, width: int) -> str:
    """``text`` with spaces after it to fill ``width`` columns."""
    return text + " " * (width - cells(text))


def show(ref: str, lang: str, full: bool = False) -> str:
    """The resolved ruleset as YAML in ``lang``: what it sets that differs from the defaults, unless ``full``.

    What it prints is a ruleset file that ``rules validate`` reads back (PLAYTEST249 F4 and N8): number keys are
    written as numbers (``packs_from: {6: 2}``, not ``'6'``), and ``extends`` is left out, as it is resolved already
    (copied into a file, it would apply a second time).
    """
    import yaml  # type: ignore[import-untyped]

    ruleset = loader.load(ref)
    data = ruleset.model_dump(mode="json")
    head = ""
    if not full:
        data = short_form(ruleset)
        head = WORDS[lang]["short"].format(id=shlex.quote(ref)) + "\n"   # (as asked for: a file's id may differ)
    data.pop("extends", None)
    data = normalise_keys(Ruleset, in_language(data, lang))   # (JSON's text keys as the format reads them)
    return head + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


ALWAYS = ("id", "name", "description")


def short_form(ruleset: Ruleset) -> dict[str, Any]:
    """The keys the ruleset sets, less those at their default; effects and options stay as they are written.

    The options every ruleset has (quick, blind) are left out unless the ruleset changes them.
    """
    written = ruleset.model_dump(mode="json", exclude_unset=True)
    full = ruleset.model_dump(mode="json")
    plain = Ruleset.model_validate({key: full[key] for key in ALWAYS} | {"options": loader.COMMON_OPTIONS})
    defaults = plain.model_dump(mode="json")
    short: dict[str, Any] = {}
    for key, value in written.items():
        if key in ALWAYS:
            value = full[key]
        elif full[key] == defaults.get(key):
            continue
        elif key not in ("effects", "options", "words") and isinstance(value, dict) and isinstance(defaults.get(key), dict):
            value = {sub: part for sub, part in value.items() if full[key].get(sub) != defaults[key].get(sub)}
        short[key] = value
    if "effects" in short:   # (a parent's effect taken away, ``J: {wild: null}``: resolved, the card is plain: N8)
        short["effects"] = {card: kept for card, effect in short["effects"].items()
                            if (kept := {part: what for part, what in effect.items() if what is not None})}
    if "options" in short:
        short["options"] = {name: {key: value for key, value in option.items() if value is not None}
                            for name, option in full["options"].items()   # (a switch has no min or max:
                            if defaults["options"].get(name) != option}    # PLAYTEST197 read "min: null")
    return short


def in_language(data: Any, lang: str) -> Any:
    """Every ``{de: ..., en: ...}`` text replaced by the one in ``lang``."""
    if isinstance(data, dict):
        if set(data) == {"de", "en"} and all(isinstance(v, str) for v in data.values()):
            return data[lang]
        return {key: in_language(value, lang) for key, value in data.items()}
    if isinstance(data, list):
        return [in_language(item, lang) for item in data]
    return data


def validate_files(files: list[str], german: bool = False) -> int:
    """Each file (a folder: each YAML file in it) and each of its options switched on alone; a broken file
    never stops the ones after it.  ``german``: the verdicts and common mistakes in German."""
    bad = 0
    for file in _expand(files):
        if isinstance(file, Path):      # a folder without any
            bad += 1
            print(f"{file}: {'keine Regeldateien (*.yaml) darin' if german else 'no ruleset files (*.yaml) in it'}")
            continue
        notes: list[str] = []
        try:
            problems = loader.check_all_options(file)
            path = loader.find(file)     # (an id too: `maumau rules validate standard`)
            if not problems:
                written = loader.read_source(path).data
                switched = with_each_switch(path)
                notes = [*naming_notes(path, written, german), *unseen_cards(switched, german),
                         *unused_packs(switched, german), *undone_rules(path, written, german),
                         *over_limit(switched[0], german)]
        except RulesetError as error:
            problems = [str(error)]
        if problems:
            bad += 1
            told = other_kind_of_file(Path(file), "ruleset", german)   # (PLAYTEST163 F7: a scenario file got nine
            if not told:                            # schema mistakes, not a word of what it is; PLAYTEST165: only that)
                told = in_german("\n".join(problems)) if german else "\n".join(problems)
            print(f"{file}: {'fehlerhaft' if german else 'not valid'}\n  " + "\n  ".join(told.splitlines()))
        else:
            print(f"{file}: {'gültig' if german else 'valid'}" + "".join(f"\n  {note}" for note in notes))
        sys.stdout.flush()
    return 1 if bad else 0


def _expand(files: list[str]) -> list[str | Path]:
    """The files to check: each file given, and each ruleset file in a folder given (a folder without any: the
    folder's ``Path``, to say so)."""
    found: list[str | Path] = []
    for file in files:
        folder = Path(file)
        try:
            inside = sorted(str(p) for p in folder.iterdir() if p.suffix in SUFFIXES) if folder.is_dir() else None
        except OSError:
            inside = None  # validating it says why it cannot be read
        found.extend(inside if inside else [folder] if inside is not None else [file])
    return found


def unseen_cards(rulesets: list[Ruleset], german: bool = False) -> list[str]:
    """Notes on the special cards of ``rulesets`` (a ruleset, and it with each option on) that none of their packs
    holds: a rule that never comes up (a 2 in a pack of 32) is valid, but hardly meant."""
    held = {code for ruleset in rulesets for code in make_deck(ruleset.pack.size, 1, ruleset.pack.jokers)}
    keys = sorted({key for ruleset in rulesets for key in ruleset.effects}, key=str)
    unseen = [key for key in keys if not any(code in held for code in card_codes(key))]
    size = rulesets[0].pack.size
    return [("Hinweis: " if german else "note: ") + (
            f"effects: {key!r}: keine solche Karte im Spiel (ein Paket mit {size} Karten): die Regel kommt nie vor"
            if german else f"effects: {key!r}: no such card in play (a pack of {size} cards): the rule never comes up")
            for key in unseen]


def unused_packs(rulesets: list[Ruleset], german: bool = False) -> list[str]:
    """Notes on the table sizes of ``pack.packs_from`` that no table of ``rulesets`` (a ruleset, and it with each
    option on) reaches: more players than it allows, so the packs are never shuffled in (PLAYTEST197); not for a size
    that adds no pack (PLAYTEST271 F2: ``{8: 1}`` is how a copy takes back the packs of the ruleset it extends)."""
    most = max(ruleset.players.max for ruleset in rulesets)
    sizes = sorted({players for ruleset in rulesets for players, packs in ruleset.pack.packs_from.items()
                    if players > most and packs > ruleset.pack.packs})
    return [f"Hinweis: pack.packs_from: {players}: mehr Spieler, als das Spiel zulässt (players.max: {most}): "
            "die Pakete kommen nie dazu" if german else
            f"note: pack.packs_from: {players}: more players than the game allows (players.max: {most}): the packs "
            "are never added" for players in sizes]


def leaves(data: Any, at: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """Every value of nested mappings with the keys that lead to it (as text: ``7:`` and ``"7":`` alike)."""
    if not isinstance(data, dict):
        return [(at, data)]
    return [found for key, value in data.items() for found in leaves(value, (*at, str(key)))]


def undone_rules(path: Path, written: dict[str, Any], german: bool = False) -> list[str]:
    """Notes on the options a ruleset file takes over (from the ruleset it extends, or every ruleset's) that, switched
    on, set a value the file itself sets otherwise: the table that votes for it loses the file's rule (PLAYTEST197
    F6: a 7 made to draw 3 drew 2 again with seven_stacking on); ``written``: the file's own data."""
    own, mine = dict(leaves(written)), written.get("options") or {}
    data, _ = loader.raw_ruleset(path)
    notes = []
    for name, option in (data.get("options") or {}).items():
        if name in mine or not isinstance(option, dict):
            continue
        for at, value in leaves(option.get("set") or {}):
            if at in own and own[at] != value:
                where = ".".join(at)
                notes.append(f"Hinweis: die Option {name!r} setzt {where} auf {value}, wo diese Datei {own[at]} "
                             "setzt: eingeschaltet hebt sie die Regel der Datei auf (gib ihr unter options ein eigenes "
                             "set)" if german else
                             f"note: the option {name!r} sets {where} to {value} where this file sets {own[at]}: "
                             "switched on, it undoes the file's rule (give it a set of its own under options)")
    return notes


def over_limit(ruleset: Ruleset, german: bool = False) -> list[str]:
    """Notes on a number option whose min, max or default passes ``OPTION_LIMIT``: a table chooses at most that
    (``option_range``; PLAYTEST249 F6: max 5000 was "valid" without a word, the form stopped at 1000).  A note, not a
    mistake: a match saved with such a file still replays (REVIEW252 R4)."""
    notes = []
    for name, option in ruleset.options.items():
        for key in ("min", "max", "default"):
            value = getattr(option, key)
            if not isinstance(value, bool) and isinstance(value, int) and value > OPTION_LIMIT:
                notes.append(f"Hinweis: options.{name}.{key} {value} liegt über {OPTION_LIMIT}, dem höchsten Wert, den "
                             "ein Tisch wählen kann" if german else
                             f"note: options.{name}.{key} {value} is above {OPTION_LIMIT}, the most a table can choose")
    return notes


def with_each_switch(path: Path) -> list[Ruleset]:
    """The ruleset with its options at their defaults, and with each option on alone: a switch, and a number at 1 where
    its default is 0 (jokers an option adds); one that cannot be played so is left out (``check_all_options``)."""
    base = loader.load(path)
    variants = [base]
    for name, option in base.options.items():
        if option.default is False or option.default == 0:
            try:
                variants.append(loader.load(path, {name: True if option.default is False else 1}))
            except RulesetError:
                continue
    return variants


def card_codes(key: str) -> list[int]:
    """The cards an effect's key names: a rank (``"7"``: its four), a card (``"JS"``) or the joker (``"*"``); spaces
    around it do not count, as in the game's tables (``compile._cards_of``)."""
    key = key.strip().upper()
    if key == "*":
        return [JOKER]
    if key in TEXT_RANK:
        return [card(TEXT_RANK[key], suit) for suit in SUITS]
    try:
        return [parse_card(key)]
    except ValueError:
        return []
