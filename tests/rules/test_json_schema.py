"""The JSON Schema that ``maumau rules schema`` prints takes every ruleset file the game takes: the built-in ones and
the examples of rulesets/README.md (PLAYTEST249 F1: it refused 12 of the 15 built-in files, and the guide's own
examples, for a plain-string name and for the keys a file with ``extends`` takes from its parent).

A real JSON Schema validator (``jsonschema``, of the ``test`` extra) checks it, as an editor would: a check of our
own would only say that our reading of the schema agrees with our writing of it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]

from maumau_tui.rules.json_schema import ruleset_file_schema

jsonschema = pytest.importorskip("jsonschema", reason="pip install -e '.[test]' (the schema is checked with it)")

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "rulesets" / "README.md"


def as_json(data: Any) -> Any:
    """YAML data as an editor checks it: as JSON, whose keys are all text (``6:`` is ``"6"``)."""
    return json.loads(json.dumps(data))


def mistakes(data: Any) -> list[str]:
    """What the schema finds wrong with ``data``: each mistake at its key path, and within a choice (``anyOf``: a
    value or null) what each alternative found."""
    validator = jsonschema.Draft202012Validator(ruleset_file_schema())
    return [said for error in validator.iter_errors(as_json(data)) for said in told(error)]


def told(error: Any) -> list[str]:
    return [f"{'.'.join(map(str, error.absolute_path))}: {error.message}",
            *(said for inner in error.context or [] for said in told(inner))]


def guide_examples() -> list[str]:
    """The ``yaml`` blocks of the ruleset authors' guide."""
    return re.findall(r"```yaml\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)


def test_the_schema_is_a_2020_12_schema_with_an_id() -> None:
    schema = ruleset_file_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema" and schema["$id"]
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("path", sorted((ROOT / "rulesets").glob("*.yaml")), ids=lambda path: path.stem)
def test_every_built_in_ruleset_file_is_valid_under_the_schema(path: Path) -> None:
    assert mistakes(yaml.safe_load(path.read_text(encoding="utf-8"))) == []


def test_every_example_of_the_guide_is_valid_under_the_schema() -> None:
    """A whole file as it is (``{...}`` standing for what the guide leaves out: an empty mapping), a part of one
    (``calls:``, ``options:``, ...) in a file that extends standard; the example with a typo is refused for it."""
    examples = guide_examples()
    assert len(examples) >= 6
    for text in examples:
        data = yaml.safe_load(text.replace("{...}", "{}"))
        if "amout" in text:                                   # the guide's example of a mistake (``Check it``)
            assert [mistake for mistake in mistakes(data) if "'amout' was unexpected" in mistake], text
            continue
        if "id" not in data:
            data = {"id": "example", "extends": "standard", **data}
        assert mistakes(data) == [], text


@pytest.mark.parametrize(("data", "said"), [
    ({"id": "x", "name": "X"}, "'description' is a required property"),
    ({"id": "x", "name": "X", "description": "d", "calls": {"last": {"penalty": 1}}}, "calls.last: "),
    ({"id": "x", "name": {"de": "X"}, "description": "d"}, "name: "),
    ({"id": "x", "extends": "standard", "pack": {"sise": 36}}, "'sise' was unexpected"),
    ({"extends": "standard", "name": "X"}, "'id' is a required property"),
    ({"id": "x", "extends": None, "name": "X"}, "'description' is a required property"),   # (REVIEW252 R6: no parent)
    ({"id": "x", "extends": "standard", "options": {"play_to": {"max": 5000}}}, "5000 is greater than the maximum of 1000"),
])
def test_what_the_game_refuses_the_schema_refuses_too(data: dict[str, Any], said: str) -> None:
    """A file without ``extends`` is a whole ruleset (every text in both languages, a last call with its word); one
    with it still has its ``id`` and only known keys.  A max past what a table can choose, which `rules validate`
    notes (PLAYTEST249 F6), an editor flags."""
    assert [mistake for mistake in mistakes(data) if said in mistake], mistakes(data)
