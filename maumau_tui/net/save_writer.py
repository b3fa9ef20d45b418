"""Writing the server's saves off its event loop: one worker thread writes them in order, and a save that a
newer one of the same table has overtaken is skipped (the newest wins).

A save is encoded on the loop (the match is read there) and only the bytes go to the thread, which writes
them the way the store does (``store.atomic.write_atomic``: a temporary file, fsync, rename, fsync of the
folder), so a save never replaces the previous one with less.  The fsyncs no longer hold up every seat's
screen after every move (``measure_saves`` times both steps; the figures are in the README).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from maumau_tui.store.atomic import write_atomic

log = logging.getLogger("maumau.net.saving")

Job = tuple[str, int, Path, bytes, Callable[[Path, bytes], None]]


def write_private(path: Path, data: bytes) -> None:
    """``write_atomic`` for a file only the server's user may read (0600 from its creation on: the seats'
    owners)."""
    write_atomic(path, data, mode=0o600)


class SaveWriter:
    """A queue of saves for one worker thread (started with the first save); ``flush`` waits for them all."""

    def __init__(self, write: Callable[[Path, bytes], None] = write_atomic) -> None:
        self.write = write
        self.jobs: queue.Queue[Job | None] = queue.Queue()
        self.lock = threading.Lock()
        self.newest: dict[str, int] = {}       # table -> number of its newest save queued
        self.numbers = 0
        self.thread: threading.Thread | None = None
        self.errors: dict[str, str] = {}       # table -> why its last save failed (gone once one works)
        self.on_trouble: Callable[[str, str | None], object] = lambda key, failed: None   # (in the worker thread) a
        #                                            table's saves began to fail (why), or work again (None)
        self.written = 0
        self.skipped = 0

    def put(self, key: str, path: Path, data: bytes, write: Callable[[Path, bytes], None] | None = None) -> None:
        """Write ``data`` to ``path`` (the save of table ``key``) in the worker thread, after what is queued
        (with ``write`` instead of the writer's own when given)."""
        with self.lock:
            self.numbers += 1
            self.newest[key] = self.numbers
            if self.thread is None:
                self.thread = threading.Thread(target=self.run, name="maumau-saves", daemon=True)
                self.thread.start()
        self.jobs.put((key, self.numbers, path, data, write or self.write))

    def run(self) -> None:
        while (job := self.jobs.get()) is not None:
            key, number, path, data, write = job
            try:
                with self.lock:
                    overtaken = self.newest.get(key, number) > number
                if overtaken:
                    self.skipped += 1
                    continue
                write(path, data)
            except OSError as error:
                failing = key in self.errors
                self.errors[key] = f"the table could not be saved in {path.parent} ({error.strerror or error})"
                log.warning("table %s: %s", key, self.errors[key])
                if not failing:
                    self.on_trouble(key, self.errors[key])
            else:
                if self.errors.pop(key, None) is not None:
                    log.info("table %s: saved again", key)     # (PLAYTEST140 F9: the failures alone were logged)
                    self.on_trouble(key, None)
                self.written += 1
            finally:
                self.jobs.task_done()
        self.jobs.task_done()

    def flush(self) -> None:
        """Wait until every save queued so far is written (or has failed)."""
        if self.thread is not None:
            self.jobs.join()

    def close(self) -> None:
        """Write what is queued, then end the worker thread."""
        if self.thread is not None:
            self.jobs.put(None)
            self.thread.join()
            self.thread = None
