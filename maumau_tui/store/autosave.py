"""Autosave: a subscriber of the table's referee that saves the match after every change.

``Autosave(store, match)`` is called with each change the referee reports (``Referee.subscribe(autosave)``; with
nothing, it saves).  It writes the save after every move, deal, vote and hand end, and
moves the match to the history (and its figures into the statistics) once it is over.  A save that
fails (a full disk, a folder that went away) never stops the game: ``error`` says why, and the next
change tries again.
"""

from __future__ import annotations

from pathlib import Path

from maumau_tui.match import Match
from maumau_tui.referee import Change, ChangeKind
from maumau_tui.store.atomic import TEMPORARY
from maumau_tui.store.paths import in_the_way
from maumau_tui.store.errors import PlayedElsewhere
from maumau_tui.store.rescued import write_rescued
from maumau_tui.store.saves import Store, StoreError
from maumau_tui.store.stats import Statistics

QUIET = frozenset({ChangeKind.PAUSE, ChangeKind.RESUME})   # changes that leave the match as it was


class Autosave:
    """Saves one match after every change; ``match_id`` is given for a resumed match, else made up."""

    def __init__(self, store: Store, match: Match, match_id: str | None = None,
                 statistics: Statistics | None = None) -> None:
        self.store = store
        self.match = match
        self.match_id = match_id or self.new_id()
        self.statistics = statistics
        self.error: str | None = None       # why the last save failed (None: it worked)
        self.finished: Path | None = None   # the history file, once the match is over
        self.kept_for_later = False         # the players left a match of single hands to play on another day
        self.rescued: Path | None = None    # a copy in the rescued folder while its saves fail (``rescue``)
        self.copied: Path | None = None     # the last such copy written (it stays when a later one fails)
        self.elsewhere = False              # another window plays it (its claim was refused)
        self.saves = 0
        self.claimed()

    def new_id(self) -> str:
        """A new match's id, claimed at once: another window that begins a match in the same second (and found the
        same id free) takes the next (``Store.new_id`` passes over a claimed id)."""
        for _ in range(10):
            match_id = self.store.new_id(self.match)
            try:
                self.store.claim(match_id)
            except PlayedElsewhere:
                continue
            except StoreError:
                pass                         # (``claimed`` says why, at every save)
            return match_id
        return match_id

    def __call__(self, change: Change | None = None) -> None:
        if (change is not None and change.kind in QUIET) or self.finished is not None:
            return
        self.save()

    def claimed(self) -> bool:
        """Claim the match for this process unless it holds it (a resumed match is this process's already); False
        (``error`` says why) while another window plays it.  Tried again before each save while not held (its
        folder could not be written when it began): unclaimed, another window could continue it, and the two would
        save over each other."""
        if self.store.holds(self.match_id):
            return True
        try:
            self.store.claim(self.match_id)
        except StoreError as error:
            self.error, self.elsewhere = str(error), isinstance(error, PlayedElsewhere)
            return False
        self.elsewhere = False
        return True

    def save(self) -> None:
        """Save now (or, when the match is over, move it to the history and count it in the statistics); a match
        another window claimed meanwhile is not saved over that window's."""
        if not self.claimed():
            return
        try:
            if self.match.over and self.match.results:
                self.finished = self.store.finish(self.match_id, self.match)
                if self.statistics is not None:
                    self.statistics.add(self.match_id, self.match.record())
            else:
                self.store.save(self.match_id, self.match)
        except OSError as error:
            self.error = self.failure(error)
        else:
            self.error = None
            self.saves += 1

    @property
    def path(self) -> Path:
        """The match's save file (there or not)."""
        return self.store.folders.saves / (self.match_id + ".json")

    def kept(self) -> Path | None:
        """Where the match waits to be played on (None: it is over, or its last save failed)."""
        if self.finished is not None or self.error is not None:
            return None
        return self.path

    def trouble(self) -> str | None:
        """Why the match could not be saved, while it is played on (None: saved, or over)."""
        return None if self.finished is not None else self.error

    def failure(self, error: OSError) -> str:
        """Why a save failed, in a few words: where (what the system refused: the history's folder or file as well as
        the saves', PLAYTEST134 F8), and what the system said (the notice says the rest)."""
        where = Path(error.filename) if isinstance(error.filename, str) else self.path
        if (temporary := TEMPORARY.fullmatch(where.name)) is not None:
            where = where.with_name(temporary[1])    # (``write_atomic``'s temporary file: the file it was for)
        if isinstance(error, (FileExistsError, NotADirectoryError)):   # a file where a folder of the store belongs
            blocked = in_the_way(where) or in_the_way(self.store.folders.saves) or self.store.folders.root
            return f"{blocked}: a file is in the way of the folder"
        return f"{where}: {error.strerror or error}"

    def leave(self) -> None:
        """The players get up.  A match of single hands (no end of its own) whose last hand is over goes to the
        history, unless they keep it for later; a match left in the middle stays saved, to be continued (saved
        once more: what the table had open, such as a timed window's time left, as it stands now).  Where that
        fails, a copy goes to the rescued folder (``rescue``)."""
        game = self.match.game
        if self.finished is not None:
            return
        if (not self.match.results or (game is not None and not game.finished) or not self.match.single_hands
                or self.kept_for_later):
            self.save()
            self.rescue()
            self.store.release(self.match_id)
            return
        try:
            self.finished = self.store.finish(self.match_id, self.match)
            if self.statistics is not None:
                self.statistics.add(self.match_id, self.match.record())
        except OSError as error:
            self.error = self.failure(error)
            self.rescue()

    def rescue(self) -> Path | None:
        """While its saves fail: a copy of the match in the rescued folder, as the game writes one when a signal
        stops it, which the store puts back among the saves once they can be written (PLAYTEST272 F2: getting up
        on purpose lost the moves a signal kept); None when that cannot be written either, when the saves work, or
        while another window plays the match (its copy is that window's to keep)."""
        if self.error is None or self.finished is not None or self.elsewhere:
            self.rescued = None
            return None
        try:
            self.rescued = self.copied = write_rescued(self.store.folders.root, self.match_id, self.match)
        except (OSError, ValueError):
            self.rescued = None
        return self.rescued

    def earlier(self) -> Path | None:
        """What the match goes on from later when its last save failed and no copy of it now could be kept: its save
        from before, or a copy rescued before (PLAYTEST275 F3: "the match ends here" was said while one waited); None
        where the last save worked, the match is over, or none was ever written."""
        if self.error is None or self.finished is not None:
            return None
        try:
            if self.path.is_file():
                return self.path
            return self.copied if self.copied is not None and self.copied.is_file() else None
        except OSError:          # (a folder that cannot be read: nothing known to go on from; REVIEW274 R1: Ctrl+C ended
            return None          # the game with an internal error, REVIEW275 R2: so did a match ending meanwhile)
