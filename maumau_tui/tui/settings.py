"""The choices a player makes once for the whole session (language, ASCII suits, bot pace, colours, the hand's
order), and the file in the user config folder that remembers them from one start to the next.

The file is ``$MAUMAU_HOME/settings.json`` when ``MAUMAU_HOME`` is set (the folder every file of the
game goes to then), else ``$XDG_CONFIG_HOME/maumau-tui/settings.json`` (``~/.config/...``).  A missing
or broken file means the defaults; a value that makes no sense is left out; nothing raises.  A file that is no
JSON object (a slip while editing it by hand) is renamed ``settings.json.broken`` before anything writes over it,
and the app says so (``take_set_aside``); the remembered seats' file is read the same way.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Collection
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from maumau_tui.rules.files import folder_from, maumau_home
from maumau_tui.store.atomic import write_atomic
from maumau_tui.tui.i18n import LANGS, locale_lang, locale_says_utf8

if TYPE_CHECKING:
    from maumau_tui.tui.labels import Look

LANGUAGES = ("de", "en")
SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}   # seconds before each bot move
COLOURS = ("auto", "ansi", "mono")   # the app's theme; the terminal's own 16 colours; no colour at all
FILE_NAME = "settings.json"
HAND_ORDER = "hand_order"   # "suit" or "rank": written by ``g`` at a table at once, and by the settings screen
HAND_ORDERS = ("rank", "suit")   # its values, by ``Settings.by_suit``
PAUSES = {"handoff_guard": 1.0, "key_hold": 0.5}   # seconds; the settings file may set them (no screen does)
MAX_PAUSE = 5.0


@dataclass(frozen=True)
class Settings:
    """Session settings every screen reads; ``bot_delay`` is the pause before each bot move."""

    lang: str = "de"
    ascii_cards: bool = False
    seed: int | None = None
    bot_delay: float = SPEEDS["normal"]
    window_seconds: float | None = None   # a real-time window's length; None: the ruleset's (view.window_seconds)
    handoff_guard: float = PAUSES["handoff_guard"]   # a hand-off takes Enter only after this long without a key
                                          # (Enter tapped now and then while a bot plays never opens the next hand)
    key_hold: float = PAUSES["key_hold"]  # keys held against a burst or a double press (a decision that comes
                                          # back, a question a move opens, the table after a hand-off)
    bots_in_thread: bool = False          # bots decide in a worker thread (the app stays responsive)
    colours: str = "auto"                 # one of COLOURS
    letters_by_locale: bool = False       # what the locale asks for (suits as letters where it is not UTF-8)
    plain: bool = False                   # the whole screen in ASCII (``plain.py``): the locale is not UTF-8, or --ascii
    by_suit: bool = False                 # hands grouped by suit (``g`` at a table writes it at once: ``keep_hand_order``)
    given: tuple[str, ...] = ()           # the values given on the command line for this session (not remembered)

    @property
    def letters(self) -> bool:
        """Cards in the move notation's letters: chosen so, or the whole screen in ASCII, where a suit's symbol is a
        letter too (PLAYTEST264 F1: "BS", a German rank's letter and an English suit's, where letters were off)."""
        return self.ascii_cards or self.plain

    def look(self, german_pack: bool = False) -> Look:
        from maumau_tui.tui.labels import Look   # (the cards' words: not needed for the first frame)

        return Look(self.lang, self.letters, german_pack)

    @property
    def speed(self) -> str:
        """The bot pace by name (the nearest of ``SPEEDS``)."""
        return min(SPEEDS, key=lambda name: abs(SPEEDS[name] - self.bot_delay))

    def remembered(self) -> dict[str, Any]:
        """What the settings file keeps (the hand's order, and the key pauses, which no screen shows, only where they
        differ from the defaults)."""
        kept: dict[str, Any] = {"lang": self.lang, "bot_speed": self.speed, "colours": self.colours}
        if self.by_suit:                                 # (by rank: the game's own order, the default)
            kept[HAND_ORDER] = HAND_ORDERS[True]
        if self.ascii_cards != self.letters_by_locale:   # else the locale decides, on whatever terminal comes next
            kept["ascii_cards"] = self.ascii_cards
        return kept | {name: getattr(self, name) for name in PAUSES if getattr(self, name) != PAUSES[name]}

    def with_remembered(self, saved: dict[str, Any]) -> Settings:
        """These settings with the values of a settings file (those that make sense)."""
        changes: dict[str, Any] = {}
        words = {key: value for key, value in saved.items() if isinstance(value, str)}   # (a list is no key)
        if words.get("lang") in LANGUAGES:
            changes["lang"] = words["lang"]
        if isinstance(saved.get("ascii_cards"), bool):
            changes["ascii_cards"] = saved["ascii_cards"]
        if words.get("bot_speed") in SPEEDS:
            changes["bot_delay"] = SPEEDS[words["bot_speed"]]
        if words.get("colours") in COLOURS:
            changes["colours"] = words["colours"]
        if words.get(HAND_ORDER) in HAND_ORDERS:
            changes["by_suit"] = words[HAND_ORDER] == "suit"
        for name in PAUSES:     # a table that passes the keyboard quicker (or slower) than the defaults
            value = saved.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= MAX_PAUSE:
                changes[name] = float(value)
        return replace(self, **changes)


def config_dir() -> Path:
    """The user config folder: ``$MAUMAU_HOME``, else ``$XDG_CONFIG_HOME/maumau-tui`` (``~/.config/maumau-tui``)."""
    if (home := maumau_home()) is not None:
        return home
    if sys.platform == "win32":
        base = folder_from("APPDATA", Path.home() / "AppData" / "Roaming")
    else:
        base = folder_from("XDG_CONFIG_HOME", Path.home() / ".config")
    return base / "maumau-tui"


def settings_path() -> Path:
    return config_dir() / FILE_NAME


@dataclass(frozen=True)
class SetAside:
    """A config file that could not be read, renamed to ``kept`` (None: it could not be renamed either, or, with
    ``errno``, not read at all: it stays as it is); ``line`` and ``column`` where its JSON broke (0: it is no JSON
    object)."""

    path: Path
    kept: Path | None
    line: int = 0
    column: int = 0
    errno: int | None = None      # the system's reason, where the file could not be read at all


class Unreadable(OSError):
    """The settings file is there but cannot be read: it is not written over."""


BROKEN = ".broken"                  # the suffix a config file that cannot be read is renamed with
_set_aside: list[SetAside] = []     # the files set aside since ``take_set_aside`` last took them
_unmovable: set[Path] = set()       # broken files that could not be renamed, told already


def read_saved(path: Path | None = None, set_aside: bool = True) -> dict[str, Any]:
    """The settings file's values, or another JSON object file's (the remembered seats'): empty when there is none
    or it cannot be read; one that holds no JSON object is set aside first (``SetAside``), unless ``set_aside`` is
    False (a command that only looks at the language and could not tell of it)."""
    target = path or settings_path()

    def broken(line: int = 0, column: int = 0) -> dict[str, Any]:
        return _keep_aside(target, line, column) if set_aside else {}

    try:
        text = target.read_text(encoding="utf-8-sig")   # (some editors begin a UTF-8 file with a byte-order mark)
    except FileNotFoundError:
        return {}
    except OSError as error:     # (no permission, a folder in its place: said once, PLAYTEST234 N4)
        if set_aside and target not in _unmovable:
            _unmovable.add(target)
            _set_aside.append(SetAside(target, None, errno=error.errno or 0))
        return {}
    except UnicodeDecodeError:
        return broken()
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return broken(error.lineno, error.colno)
    except (ValueError, RecursionError):   # a number too long, JSON nested too deeply for the parser
        return broken()
    return data if isinstance(data, dict) else broken()


def chosen_lang(given: str | None) -> str:
    """``given`` (``--lang``) when the game speaks it (``--lang fr`` is refused in the language it would have spoken,
    PLAYTEST110 F3), else the language the settings screen remembered, else the locale's: every command's language,
    the server's too."""
    if given in LANGUAGES:
        return given
    saved = read_saved(set_aside=False).get("lang")     # a broken file stays for the app to set aside and tell
    return saved if saved in LANGUAGES else locale_lang(os.environ)


def _keep_aside(path: Path, line: int = 0, column: int = 0) -> dict[str, Any]:
    kept = path.with_name(path.name + BROKEN)
    for number in range(2, 100):         # an earlier broken copy stays: the next one gets a number
        if not kept.exists():
            break
        kept = path.with_name(f"{path.name}{BROKEN}-{number}")
    try:
        os.replace(path, kept)
    except OSError:      # (said once: it is met again at every read)
        if path not in _unmovable:
            _unmovable.add(path)
            _set_aside.append(SetAside(path, None, line, column))
    else:
        _set_aside.append(SetAside(path, kept, line, column))
    return {}


def take_set_aside() -> list[SetAside]:
    """The config files set aside since the last call (to be told once)."""
    taken = list(_set_aside)
    _set_aside.clear()
    return taken


def load_settings(base: Settings | None = None, path: Path | None = None) -> Settings:
    """``base`` (default: the defaults) with what the settings file remembers."""
    return (base or Settings()).with_remembered(read_saved(path))


def save_settings(settings: Settings, path: Path | None = None, since: Settings | None = None,
                  mine: Collection[str] | None = None) -> Path:
    """Write what the settings file keeps (``write_atomic``); ``OSError`` when it cannot.  ``since``: the settings
    the screen began with; a value given on the command line for this session (``Settings.given``) that was not
    changed there is not remembered: the file keeps what it had.  ``mine``: the file's keys the screen set (None:
    all); any other the file holds keeps what it says now (PLAYTEST234 N2: Ben's window saved its bot speed, and the
    suits as letters that Anna's window had saved a moment before were gone)."""
    target = path or settings_path()
    try:
        target.read_bytes()
    except (FileNotFoundError, IsADirectoryError):
        pass                     # (none yet; a folder in its place: writing says so)
    except OSError as error:     # a file that cannot be read is not written over (PLAYTEST234 N4: its settings went)
        raise Unreadable(error.errno, error.strerror, str(target)) from None
    kept, saved = settings.remembered(), read_saved(target, set_aside=False)   # (written over at once)
    if since is not None and since.given:
        before = since.remembered()
        for key in {"bot_speed" if name == "bot_delay" else name for name in since.given}:
            if kept.get(key) == before.get(key):
                kept.pop(key, None)
                if key in saved:
                    kept[key] = saved[key]
    if mine is not None:
        kept |= {key: value for key, value in saved.items() if key not in mine}
    _write(target, kept)
    return target


def keep_hand_order(by_suit: bool, path: Path | None = None) -> None:
    """Remember the hand's order ``g`` chose at a table in the settings file, the rest of it as it is; ``OSError``
    when it cannot be written."""
    target = path or settings_path()
    _write(target, read_saved(target) | {HAND_ORDER: HAND_ORDERS[by_suit]})


def _write(target: Path, values: dict[str, Any]) -> None:
    write_atomic(target, (json.dumps(values, indent=2) + "\n").encode("utf-8"))


def start_settings(*, lang: str | None = None, ascii_cards: bool | None = None, seed: int | None = None,
                   bot_delay: float | None = None, path: Path | None = None) -> Settings:
    """The settings a session starts with: what the settings file remembers (without one: the locale's
    language, suits as letters where the locale's characters are not UTF-8, and the defaults), and over it each
    value given here (``None``: not given on the command line)."""
    letters = locale_says_utf8(os.environ) is False
    by_locale = Settings(lang=locale_lang(os.environ), ascii_cards=letters, letters_by_locale=letters, seed=seed,
                         bots_in_thread=True, plain=letters or ascii_cards is True)
    settings = load_settings(by_locale, path)
    given: dict[str, Any] = {}
    if lang is not None:
        given["lang"] = lang if lang in LANGS else "en"
    if ascii_cards is not None:
        given["ascii_cards"] = ascii_cards
    if bot_delay is not None:
        given["bot_delay"] = bot_delay
    return replace(settings, **given, given=tuple(given))
