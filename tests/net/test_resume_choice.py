"""Which saved tables a server start resumes: each person at one table in play at most (PLAYTEST103 F1, F2, F9)."""

from __future__ import annotations

from pathlib import Path

from maumau_tui.net.host import TableHost
from maumau_tui.net.resume_choice import resumable
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.serve_args import TableSpec
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.store.saves import SaveInfo
from maumau_tui.table import Table


def saved(folder: Path, ruleset: str, names: list[str], seed: int, left: tuple[int, ...] = ()) -> str:
    """A table of ``names`` (people) and a bot saved in ``folder``'s server store, the seats ``left`` left for good
    by their people; its id."""
    table = Table.from_names(ruleset, [*((name, None) for name in names), ("Robo", "medium")], seed=seed)
    table.deal()
    saves = TableSaves(folder)
    host = TableHost(Referee(table, ManualClock(), 1.0))
    autosave = saves.keep(host)
    for seat in left:
        host.leave_for_good(seat)
    saves.close()
    return autosave.match_id


def infos(folder: Path, *ids: str) -> list[SaveInfo]:
    """The saves of ``ids``, in that order (as ``Store.unfinished`` gives them: last played first)."""
    by_id = {info.id: info for info in TableSaves(folder).store.unfinished()}
    return [by_id[match_id] for match_id in ids]


def spec(ruleset: str, seats: str) -> TableSpec:
    return TableSpec.parse(ruleset, seats, 5, 1.0)


def test_a_table_of_the_command_line_left_for_good_frees_its_person_for_the_table_they_play(tmp_path: Path) -> None:
    """F1: Anna left the --table's match for good and played a lobby table with Cem; the same command line again
    resumed the --table and kept the lobby table away, without a word to Anna and Cem."""
    table = saved(tmp_path, "erftschmiede", ["Anna", "Ben"], 1, left=(0,))
    lobby = saved(tmp_path, "erftschmiede", ["Anna", "Cem"], 2)
    said: list[str] = []
    chosen = resumable([spec("erftschmiede", "Anna,Ben,Robo:bot=medium")], said.append)(infos(tmp_path, lobby, table))
    assert sorted(info.id for info in chosen) == sorted([table, lobby]) and said == []


def test_a_person_sits_at_the_table_they_played_last_and_the_other_stays_saved(tmp_path: Path) -> None:
    """F2: started without --table, Anna and Cem were seated at two tables in play."""
    older = saved(tmp_path, "erftschmiede", ["Anna", "Ben", "Cem"], 1)
    newer = saved(tmp_path, "erftschmiede", ["Anna", "Cem"], 2)
    other = saved(tmp_path, "standard", ["Dora"], 3)
    said: list[str] = []
    chosen = resumable([], said.append)(infos(tmp_path, newer, other, older))
    assert [info.id for info in chosen] == [newer, other]
    assert len(said) == 1 and said[0].startswith("a saved erftschmiede table of the last run with Anna, Ben, Cem is not "
                                                 "resumed: Anna and Cem sit at the erftschmiede table now; it stays saved")


def test_a_table_everybody_left_is_not_said_to_wait_for_the_command_lines_table(tmp_path: Path) -> None:
    """F9: a match everybody had left was "not resumed: they sit at the erftschmiede table now" at every start."""
    gone = saved(tmp_path, "standard", ["Anna", "Ben"], 1, left=(0, 1))
    said: list[str] = []
    chosen = resumable([spec("erftschmiede", "Anna,Ben")], said.append)(infos(tmp_path, gone))
    assert [info.id for info in chosen] == [gone] and said == []    # (resumed only to be put away: TableSaves.resume)


def test_a_saved_table_whose_people_sit_at_two_tables_names_each_ones_table(tmp_path: Path) -> None:
    """REVIEW271 R3: Anna at the erftschmiede table and Ben at the standard table were both said to sit at Anna's."""
    from maumau_tui.net.serve_german import serve_in

    older = saved(tmp_path, "standard", ["Anna", "Ben"], 1)
    anna, ben = saved(tmp_path, "erftschmiede", ["Anna"], 2), saved(tmp_path, "pesten", ["Ben"], 3)
    said: list[str] = []
    assert [info.id for info in resumable([], said.append)(infos(tmp_path, anna, ben, older))] == [anna, ben]
    assert said == [f"a saved standard table of the last run with Anna, Ben is not resumed: Anna sits at the "
                    f"erftschmiede table now, Ben at the pesten table; it stays saved ({older}.json)"], said
    assert serve_in("de", said[0]) == (f"ein gespeicherter Tisch standard des letzten Laufs mit Anna, Ben wird nicht "
                                       f"fortgesetzt: Anna sitzt jetzt am Tisch erftschmiede, Ben am Tisch pesten; er "
                                       f"bleibt gespeichert ({older}.json)")


def test_one_person_of_a_saved_table_sitting_elsewhere_is_not_they(tmp_path: Path) -> None:
    """REVIEW271 R3: a table of Anna alone was "not resumed: they sit" ("sie sitzen")."""
    older, newer = saved(tmp_path, "standard", ["Anna"], 1), saved(tmp_path, "erftschmiede", ["Anna"], 2)
    said: list[str] = []
    resumable([], said.append)(infos(tmp_path, newer, older))
    assert said and "is not resumed: Anna sits at the erftschmiede table now; it stays" in said[0], said
