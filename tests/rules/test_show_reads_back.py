"""What ``maumau rules show`` prints is a ruleset file that ``rules validate`` takes, and a number key written as
text (``packs_from: {"6": 2}``) is the number (PLAYTEST249 F4: shown with quoted keys, the output was refused with
"pack.packs_from.6: should be a whole number, not '6'", as if the 2 were wrong; N8: a shown ruleset still said
``extends: standard``, which a copy would apply a second time, and ``J: {wild: null}``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]

from maumau_tui.rules.commands import show
from maumau_tui.rules.loader import builtin_dir, check_all_options, load
from maumau_tui.rules.schema import Effect

HEAD = "id: mine\nname: Mine\ndescription: x\n"
PLAIN = Effect().model_dump()   # what a card without effects does: nothing


@pytest.mark.parametrize("full", [False, True], ids=["short", "full"])
@pytest.mark.parametrize("ruleset_id", sorted(path.stem for path in builtin_dir().glob("*.yaml")))
def test_a_shown_ruleset_written_to_a_file_validates_as_the_same_rules(tmp_path: Path, ruleset_id: str, full: bool) -> None:
    shown = yaml.safe_load(show(ruleset_id, "en", full=full))
    assert "extends" not in shown
    shown["id"] = "shown"
    path = tmp_path / "shown.yaml"
    path.write_text(yaml.safe_dump(shown, allow_unicode=True, sort_keys=False), encoding="utf-8")
    assert check_all_options(path) == []
    as_shown, original = load(path).model_dump(), load(ruleset_id).model_dump()
    for rules in (as_shown, original):
        for key in ("id", "name", "description", "extends", "words"):    # (the texts: in English only)
            rules.pop(key)
        rules["effects"] = {card: effect for card, effect in rules["effects"].items() if effect != PLAIN}
        rules["options"] = {name: {key: value for key, value in option.items() if key != "description"}
                            for name, option in rules["options"].items()}    # (REVIEW252 R12: what each one sets)
    assert as_shown == original


def test_neuner_shown_has_a_plain_jack_and_number_keys_unquoted() -> None:
    shown = show("neuner", "en")
    assert "extends" not in shown and "J" not in yaml.safe_load(shown)["effects"] and "null" not in shown
    assert "packs_from:\n    6: 2" in shown


@pytest.mark.parametrize(("text", "at", "want"), [
    ('pack: {packs_from: {"6": 2}}\n', ("pack", "packs_from"), {6: 2}),
    ('hand_size: {"2": 7, "3": 5}\n', ("hand_size",), {2: 7, 3: 5}),
    ('extends: standard\npack: {packs_from: {"6": 3}}\n', ("pack", "packs_from"), {6: 3}),   # over standard's 6: 2
    ('extends: standard\neffects: {7: {draw: {amount: 3}}}\n', ("effects", "7", "draw", "amount"), 3),  # over its "7"
])
def test_a_number_key_in_quotes_is_the_number(tmp_path: Path, text: str, at: tuple[str, ...], want: object) -> None:
    """A quoted key where the format wants a number, and in a file that extends another, a key written otherwise
    than its parent writes it (``"6"`` over ``6``, ``7`` over ``"7"``), is one and the same key."""
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + text, encoding="utf-8")
    assert check_all_options(path) == []
    got = load(path).model_dump()
    for key in at:
        got = got[key]
    assert got == want
