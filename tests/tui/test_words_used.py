"""Every text of the app's word table is said somewhere (REVIEW235 R6: fourteen texts in both languages were looked up
by nothing: a menu line, keys and a status word outlived their screens, and a copy edit would have mended them)."""

from __future__ import annotations

import re
from pathlib import Path

import maumau_tui
from maumau_tui.tui.i18n import STRINGS

ROOT = Path(maumau_tui.__file__).parent
# keys put together where they are said: f"level_{level}", "joker_plain" + named, and "_one" for one of something
BUILT = ("level_", "speed_", "colours_", "window_", "group_", "vote_done_", "hint_", "joker_then_", "joker_as_rank",
         "joker_plain")


def test_every_key_of_the_word_table_is_looked_up_somewhere() -> None:
    code = "".join(path.read_text(encoding="utf-8") for path in ROOT.rglob("*.py") if not path.name.startswith("i18n"))
    quoted = set(re.findall(r"""["']([a-z_0-9]+)["']""", code))
    unsaid = [key for key in STRINGS["en"] if key not in quoted and not key.startswith(BUILT)
              and not (key.endswith("_one") and key.removesuffix("_one") in quoted)]
    assert not unsaid, unsaid


def test_both_languages_have_the_same_texts_but_for_the_forms_for_one() -> None:
    def texts(lang: str) -> set[str]:
        return {key for key in STRINGS[lang] if not key.endswith("_one")}

    assert texts("de") == texts("en")
