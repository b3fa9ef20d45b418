"""The match record as plain data: written by ``Match.record()``, checked and played again by ``Match.replay()``.

A record is JSON-able: the ruleset (its id or path) and the sha256 of its content, the options the
match started with, every seat (name, person or bot, a bot's level and seed), the seed and the first
dealer, the moves as ``"HAND NAME: MOVE"`` lines in the move notation, and the house rules changed by
votes where they happened, and ``ended`` where its people ended a match without an end of its own after a hand.
``versions`` says how it was written: ``record`` (the layout; 1 had no
seats, hash or versions) and ``shuffle`` (how hands are shuffled and dealt; bumped whenever a seed
would deal other cards, since a record holds the seed, not the cards).

Reading never lets a ``KeyError``/``TypeError`` out: a malformed record, one from a newer game or
one whose ruleset changed since raises ``RecordError`` (a ``ValueError``) with a plain reason.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from maumau_tui.cards import short_repr
from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.level_names import level_name
from maumau_tui.match_options import OptionRefused
from maumau_tui.names import check_names
from maumau_tui.notation import Move, NotationError, parse_move
from maumau_tui.rules.files import RulesetError, builtin_dir, played_copy, ruleset_paths
from maumau_tui.rules.loader import find, is_path, raw_ruleset

if TYPE_CHECKING:
    from maumau_tui.match import Match

RECORD_VERSION = 2
SHUFFLE_VERSION = 1
READS = (1, 2)          # record layouts this game reads
PERSON, BOT = "person", "bot"
# what only changes the words on screen, not the play: left out of the content hash
PRESENTATION_KEYS = ("name", "description", "source", "words")


class RecordError(ValueError):
    """A game record that cannot be played again; the message says why in a plain sentence."""


class CannotMake(ValueError):
    """A record's move or house-rule change that cannot be made (its line, or the engine's refusal of it)."""


class NewerRecord(RecordError):
    """A record written by a newer version of the game: that version plays it on."""


class RulesetTrouble(RecordError):
    """The record is whole, but its ruleset cannot be loaded now or has other rules than when the match was
    played: the match can go on once the ruleset is as it was.  ``for_good``: a ruleset of the game itself has
    other rules now (a newer version of the game), which nobody at the table can put back."""

    for_good = False


class RulesetChangedError(RulesetTrouble):
    """The record's ruleset file has other rules now than when the match was played."""


@dataclass(frozen=True)
class SeatInfo:
    """Who sits in a seat: a name, a person or a bot, and a bot's level and seed."""

    name: str
    kind: str = PERSON
    level: str | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in (PERSON, BOT):
            raise ValueError(f"a seat is a {PERSON} or a {BOT}, not {self.kind!r}")

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "seed": self.seed}


# ---- the ruleset's content hash ------------------------------------------------------------------

def _canonical(value: Any) -> Any:
    """``value`` with every mapping's keys as text (YAML reads ``7:`` as a number, ``"7":`` as text)."""
    if isinstance(value, dict):
        return {str(key): _canonical(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_canonical(item) for item in value]
    return value


def content_hash(data: dict[str, Any]) -> str:
    """The sha256 of a resolved ruleset's rules: what decides play, not the words that describe it."""
    rules = {key: value for key, value in _canonical(data).items() if key not in PRESENTATION_KEYS and key != "id"}
    options = rules.get("options")
    if isinstance(options, dict):
        rules["options"] = {name: ({k: v for k, v in option.items() if k != "description"}
                                   if isinstance(option, dict) else option) for name, option in options.items()}
    text = json.dumps(rules, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def ruleset_hash(ref: str, whole: bool = False) -> str:
    """The content hash of ruleset ``ref`` (an id or a path) as its files read now, ``extends`` resolved (``whole``:
    a copy kept of a match's rules, read as it is)."""
    data, _source = raw_ruleset(ref, whole)
    return content_hash(data)


# ---- writing -------------------------------------------------------------------------------------

def write_record(match: Match) -> dict[str, Any]:
    """Everything needed to restore ``match`` exactly, as plain JSON-able data."""
    names = match.names
    record: dict[str, Any] = {
        "version": RECORD_VERSION,
        "versions": {"record": RECORD_VERSION, "shuffle": SHUFFLE_VERSION},
        "ruleset": match.ruleset_ref, "ruleset_hash": match.ruleset_hash or None,
        "options": dict(match.start_options), "names": list(names),
        "seats": [seat.to_dict() for seat in match.seats],
        "seed": match.seed, "first_dealer": match.first_dealer,
        "moves": [f"{hand} {names[seat]}: {text}" for hand, seat, text in match.moves],
    }
    if match.changes:  # house rules changed by votes: after how many moves, in which hand
        record["changes"] = [{"after": c.after, "hand": c.hands, "option": c.option, "value": c.value,
                              "by": None if c.by is None else names[c.by]} for c in match.changes]
    if match.ended:    # its people ended it after its last hand (a match without an end of its own)
        record["ended"] = True
    return record


# ---- reading -------------------------------------------------------------------------------------

def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


KIND_WORDS: dict[type, str] = {type(None): "empty", list: "a list", str: "a text", int: "a number",
                              float: "a number", bool: "true or false"}


def record_version(record: Any) -> int:
    """The layout version of a record; ``RecordError`` when it is none this game reads."""
    if record is None:             # (PLAYTEST249 N2: a save without its record read "not empty")
        raise RecordError("the game record is missing")
    if not isinstance(record, dict):
        raise RecordError(f"a game record is a mapping of fields, not {KIND_WORDS.get(type(record), 'something else')}")
    versions = record.get("versions")
    version = versions.get("record") if isinstance(versions, dict) else record.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(f"this is not a game record (no record version, found {version!r})")
    if version > RECORD_VERSION:
        raise NewerRecord(f"a game record of version {version} from a newer version of the game; "
                          f"this one reads versions {READS[0]} to {READS[-1]}")
    if version not in READS:
        raise RecordError(f"a game record of version {version}; this game reads versions {READS[0]} to {READS[-1]}")
    if version >= 2:
        shuffle = versions.get("shuffle") if isinstance(versions, dict) else None
        if not isinstance(shuffle, int) or isinstance(shuffle, bool):
            raise RecordError("the record does not say how its hands were shuffled (versions.shuffle)")
        if shuffle > SHUFFLE_VERSION:
            raise NewerRecord(f"the record's hands were shuffled by a newer version of the game (shuffle {shuffle})")
        if shuffle != SHUFFLE_VERSION:
            raise RecordError(f"the record's hands were shuffled another way (shuffle {shuffle}); "
                              f"this game deals by shuffle {SHUFFLE_VERSION} only")
    return version


def _need(record: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = record.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        said = "missing" if key not in record else f"not {value!r}"       # (not "not None": PLAYTEST134 F11)
        raise RecordError(f"the record's {key!r} must be {what}, {said}"[:300])
    return value


def read_seats(record: dict[str, Any], names: list[str], version: int) -> list[SeatInfo]:
    """The seats of a record (a record of version 1 has people only; one of version 2 always says, so a record
    without them is damaged, not one of people: PLAYTEST249 F7 resumed its bot as a person)."""
    raw = record.get("seats")
    if raw is None and version < 2:
        return [SeatInfo(name) for name in names]
    if not isinstance(raw, list) or len(raw) != len(names):
        said = ", missing" if raw is None else ""
        raise RecordError(f"the record's 'seats' must list one seat for each of the {len(names)} names{said}")
    seats = []
    for index, item in enumerate(raw):
        if not isinstance(item, dict) or item.get("name") != names[index]:
            raise RecordError(f"seat {index + 1} of the record does not match the name {names[index]!r}")
        kind, level, seed = item.get("kind"), item.get("level"), item.get("seed")
        if kind not in (PERSON, BOT) or not (level is None or isinstance(level, str)) or not (
                seed is None or _is_int(seed)):
            raise RecordError(f"seat {index + 1} of the record ({names[index]}) is not a person or a bot "
                              "with a level and a seed")
        if seed is not None and abs(seed) >= 10 ** 30:   # (as the match's seed: REVIEW276 R4)
            raise RecordError(f"seat {index + 1} of the record ({names[index]}) has a seed of more than 30 digits")
        if level is not None and not _is_level(level):
            raise RecordError(f"seat {index + 1} of the record ({names[index]}) has no bot level called {level!r}"[:300])
        seats.append(SeatInfo(names[index], kind, level, seed))
    return seats


def _is_level(text: str) -> bool:
    """Whether a record's level names a bot level (read when a record is read, so a save with a level no
    bot has is set aside like any other broken save instead of failing when its table is seated)."""
    try:
        level_name(text)
    except ValueError:
        return False
    return True


CHANGE_FIELDS = (("after", _is_int, "a whole number"), ("hand", _is_int, "a whole number"),
                 ("option", lambda value: isinstance(value, str), "a house rule's name"),
                 ("value", lambda value: isinstance(value, (bool, int)), "true, false or a whole number"))


def _change_problem(change: Any, names: list[str]) -> str:
    """What is wrong with one house-rule change of a record, in words ("" if nothing): the field, not the whole
    mapping (PLAYTEST249 F9 read a Python dict)."""
    if not isinstance(change, dict):
        return "it must be a mapping of after, hand, option, value and by"
    for key, fits, what in CHANGE_FIELDS:
        if not fits(change.get(key)):
            return f"its {key!r} must be {what}, " + ("missing" if key not in change else f"not {change[key]!r}")
    by = change.get("by")
    if by is not None and by not in names:
        return f"{by!r} is not a seat of this table ({', '.join(names)})"
    return ""


def _check_changes(record: dict[str, Any], names: list[str]) -> list[dict[str, Any]]:
    changes = record.get("changes") or []
    if not isinstance(changes, list):
        raise RecordError("the record's 'changes' must be a list of house-rule changes")
    for number, change in enumerate(changes, start=1):
        if problem := _change_problem(change, names):
            raise RecordError(f"house-rule change {number} of the record: {problem}"[:300])
        if number > 1 and change["after"] < changes[number - 2]["after"]:   # (REVIEW276 N6: both made at the later
            raise RecordError(f"house-rule change {number} of the record is out of order: it is made after move "
                              f"{change['after']}, the one before it after move {changes[number - 2]['after']}")
    return changes


BeforeMove = Callable[["Match", int, Move], None]


def read_record(cls: type[Match], record: Any, on_move: Callable[[Match], None] | None = None,
                before_move: BeforeMove | None = None) -> Match:
    """The match ``record`` describes with every move made again; ``on_move(match)`` after each move,
    ``before_move(match, seat, move)`` before it (a resumed bot can take its recorded decisions again)."""
    version = record_version(record)
    ref = _need(record, "ruleset", str, "a ruleset id or path")
    names = _need(record, "names", list, "a list of seat names")
    if not all(isinstance(name, str) for name in names):
        raise RecordError("the record's 'names' must all be text")
    try:
        check_names(names)
    except ValueError as error:
        raise RecordError(f"the record's seat names cannot be used: {error}") from None
    seats = read_seats(record, names, version)
    seed = _need(record, "seed", int, "a whole number")
    if abs(seed) >= 10 ** 30:         # (as a text record's Seed tag: a save that played on exported a record it could not
        raise RecordError("the record's 'seed' must be a whole number of at most 30 digits")   # read: PLAYTEST134 F9)
    first_dealer = record.get("first_dealer")
    if first_dealer is not None and not (_is_int(first_dealer) and 0 <= first_dealer < len(names)):
        raise RecordError(f"the record's first dealer {first_dealer!r} is not a seat")
    options = record.get("options") or {}
    if not isinstance(options, dict) or not all(isinstance(k, str) and isinstance(v, (bool, int))
                                                for k, v in options.items()):
        raise RecordError("the record's 'options' must map option names to a switch or a number")
    moves = _need(record, "moves", list, "a list of moves")
    if not all(isinstance(line, str) for line in moves):
        raise RecordError("the record's moves must all be text lines like '1 Anna: play 7H'")
    changes = _check_changes(record, names)
    recorded_hash = record.get("ruleset_hash")
    if version >= 2 and recorded_hash is not None and not isinstance(recorded_hash, str):
        raise RecordError("the record's 'ruleset_hash' must be text")
    rules_file, now_hash, unread = _rules_played(ref, recorded_hash)
    try:
        match = cls.create(ref, names, seed, dict(options), first_dealer, seats=seats, ruleset_hash=now_hash,
                           rules_file=rules_file, played=True)
    except ValueError as error:
        raise RecordError(f"the record's match cannot be set up: {error}") from None
    match.rules_unread = unread
    _replay_moves(match, moves, changes, on_move, before_move)
    ended = record.get("ended", False)
    if not isinstance(ended, bool):
        raise RecordError("the record's 'ended' must be true or false")
    if ended:
        try:
            match.end_here()
        except ValueError as error:
            if match.game is not None and not match.game.finished:    # (PLAYTEST218 F6: a file cut short was told
                raise RecordError(                                     # only that such a match cannot be ended)
                    f"the record says the match ended, but its moves stop in the middle of hand {match.hands_dealt} "
                    f"(after move {len(moves)}): the file is probably cut short") from None
            raise RecordError(f"the record says the match ended, but it cannot: {error}") from None
    return match


def _rules_played(ref: str, recorded_hash: Any) -> tuple[str, str, bool]:
    """Where the rules the match was played with are read from ("": the ruleset ``ref`` as it is; else the copy kept
    of them, its file having other rules now or none that load), their hash, and whether the ruleset itself could not
    be read; ``RulesetTrouble`` or ``RulesetChangedError`` when neither it nor a copy holds them."""
    rules_file, unread = "", False
    try:
        now_hash = ruleset_hash(ref)
    except RulesetError as error:
        rules_file, useless = kept_rules(recorded_hash, ref)
        if rules_file == "":
            raise RulesetTrouble(f"the record's ruleset cannot be loaded: {error}{useless}") from None
        now_hash, unread = str(recorded_hash), True
    if recorded_hash and recorded_hash != now_hash:
        rules_file, useless = kept_rules(recorded_hash, ref)
        if rules_file == "":
            changed = RulesetChangedError(
                f"the ruleset {ref!r} has changed since this match was played (its rules are not the same "
                f"any more), so its moves cannot be followed with it{useless}")   # (PLAYTEST190: a replay "cannot be
            #                                                                       played")
            changed.for_good = find(ref).resolve().is_relative_to(builtin_dir().resolve())
            raise changed
        now_hash = recorded_hash
    return rules_file, now_hash, unread


def kept_rules(recorded_hash: Any, ref: str) -> tuple[str, str]:
    """The copy kept of the rules a match was played with (``rules.files.played_copy``), if it holds them still
    (its content hash is the record's), else "" and why a copy kept is of no use ("" where none was: PLAYTEST234 N1,
    a damaged copy was never named, the message blamed the ruleset alone).  A record that names a ruleset found now
    whose file has another id than the copy is refused (``RecordError``; PLAYTEST134 F4: a [Ruleset] tag edited to
    pesten played the copy's rules of standard without a word); a name found nowhere now (its file removed) or a path
    keeps the copy, and so does a file whose id is not its name (REVIEW136 R1: foo.yaml with ``id: bar``).  An id
    found nowhere now keeps the copy only where the copy is of that id (PLAYTEST249 F10: a misspelled
    ``[Ruleset "standrd"]`` replayed where the data folder kept standard's rules, and was refused everywhere else);
    where it is not, the record is refused in every data folder alike, naming the id the copy is of."""
    named = ruleset_paths().get(ref)
    try:
        named_id = raw_ruleset(named)[0].get("id") if named is not None else None
    except RulesetError:
        named_id = None                    # (a file with a mistake in it now: the copy is what was played)
    wanted = named_id if isinstance(named_id, str) else ref   # the copy kept for that ruleset first (PLAYTEST162 F2)
    copy = played_copy(recorded_hash, wanted) if isinstance(recorded_hash, str) else None
    if copy is None:
        return "", ""
    try:
        kept = raw_ruleset(str(copy), whole=True)[0]   # (read once: its hash and its id)
    except RulesetError as error:
        return "", f"; the copy kept of the rules it was played with cannot be read: {error}"
    if content_hash(kept) != recorded_hash:
        return "", f"; the copy kept of the rules it was played with holds other rules now ({copy})"
    kept_id = kept.get("id")
    if named_id is not None and named_id != kept_id:
        raise RecordError(f"the record names the ruleset {ref!r}, but the rules it was played with (its ruleset hash) "
                          f"are those of {kept_id!r}")
    if named is None and not is_path(ref) and ref != kept_id:   # (a path: the id of a file gone cannot be known)
        raise RecordError(f"the record names the ruleset {ref!r}, which is not here, but the rules it was played with "
                          f"(its ruleset hash) are those of {kept_id!r}: the Ruleset tag is to name that one")
    return str(copy), ""


def _replay_moves(match: Match, moves: list[str], changes: list[dict[str, Any]],
                  on_move: Callable[[Match], None] | None, before_move: BeforeMove | None) -> None:
    """Make the record's moves and house-rule changes; ``RecordError`` for one that cannot be made.  Any other error
    is a fault of the game, not of the record, and goes on as it is: the store then keeps the save as it is, where a
    ``RecordError`` would have it cut back to the move before (REVIEW278 F1)."""
    pending = list(changes)
    for index, line in enumerate([*moves, None]):
        while pending and int(pending[0]["after"]) <= index:
            change = pending.pop(0)
            try:
                _replay_change(match, change)
            except (CannotMake, OptionRefused) as error:
                raise RecordError(f"the record's house-rule change of {change['option']!r} in hand "
                                  f"{change['hand']} cannot be made: {error}") from None
        if line is None:
            break
        try:
            _replay_move(match, line, before_move)
        except (CannotMake, NotationError) as error:
            raise RecordError(f"move {index + 1} of the record ({move_quoted(line)}) cannot be made: {error}") from None
        if on_move is not None:
            on_move(match)
    if pending:
        raise RecordError(f"the record changes a house rule after move {pending[0]['after']}, "
                          f"but has only {len(moves)} moves")


def move_quoted(line: str, width: int = 80) -> str:
    """A record's move line as its file shows it under the hand's heading: ``hand 1, 'Anna: play 7H'``, cut to
    ``width`` characters (a line of any length may come from a broken file)."""
    hand, _, rest = line.partition(" ")
    if is_hand_number(hand) and rest:
        return f"hand {hand}, {short_repr(rest, width)}"
    return short_repr(line, width)


def is_hand_number(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= HAND_DIGITS


HAND_DIGITS = 6   # a match of a million hands is no match a record holds


def _replay_change(match: Match, change: dict[str, Any]) -> None:
    hand = int(change["hand"])
    if match.hands_dealt < hand:
        in_play = match.game is not None and not match.game.finished
        if in_play or match.hands_dealt + 1 != hand or match.over:
            raise CannotMake(f"the record changes a house rule in hand {hand} out of order")
        match.deal()
    by = change.get("by")
    match.change_option(change["option"], change["value"], None if by is None else match.names.index(by))


def _replay_move(match: Match, line: str, before_move: BeforeMove | None) -> None:
    hand_text, _, rest = line.partition(" ")
    name, colon, text = rest.partition(": ")
    found = [seat for seat, seated in enumerate(match.names) if seated.casefold() == name.casefold()]   # (names differ
    if is_hand_number(hand_text) and colon and not found:                        # by more than capitals: PLAYTEST134
        raise CannotMake(f"{name[:40]!r} is not a seat of this table ({', '.join(match.names)})")   # F12)
    if not is_hand_number(hand_text) or not colon:
        raise CannotMake("a move line reads 'HAND NAME: MOVE' with a seat of this table")
    hand = int(hand_text)
    in_play = match.game is not None and not match.game.finished
    played = len(match.results)
    if not in_play:
        if 0 < hand <= played:
            raise CannotMake(f"hand {hand} is over already")
        if hand != played + 1:
            raise CannotMake(f"the record jumps to hand {hand} after {count_of(played, 'hand')}")
        if match.over:
            raise CannotMake("the match is over")
        match.deal()
    elif hand != played + 1:
        raise CannotMake(f"the move is marked hand {hand} while hand {played + 1} is in play")
    move, seat = parse_move(text, match.names), found[0]
    name = match.names[seat]
    if before_move is not None:
        before_move(match, seat, move)
    try:
        match.apply(move, seat)
    except IllegalMoveError as error:   # the engine speaks to the player: "you do not hold 7H"
        raise CannotMake(f"the game tells {name}: {error}") from None


def count_of(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
