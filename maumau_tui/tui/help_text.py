"""The help as a table shows it: the keys its ruleset uses, its own calls named (``i18n_help`` holds the page)."""

from __future__ import annotations

import re

from maumau_tui.rules.schema import Ruleset
from maumau_tui.notation import BUY_WORD
from maumau_tui.tui.labels import Look, for_ruleset
from maumau_tui.tui.refusals import has_kings_round


def for_rules(text: str, rules: Ruleset | None, lang: str) -> str:
    """``text`` (a help page) without the lines of keys ``rules`` never uses: `k` without a round of Kings (none in
    blind play), `f` without cheating, `a` with nothing to accept (a skip that cannot be passed on is taken at
    once), `m` without a call or a card that buys ("Kauf ich"), `c` with nothing to catch (no call, no cheating);
    the `m` line names the variant's own calls, the `c` line cheats only where there are any."""
    if rules is None:
        return text
    effects = list(rules.effects.values())
    look = for_ruleset(Look(lang), rules)      # its calls (``labels.call_ids``) as they are said
    kings = {e.kings_round.word for e in effects if e.kings_round}
    with_m = [word for word, _ in look.calls if word not in kings]          # the calls made with m (a buy too)
    said = [text for word, text in look.calls if word not in kings and word != BUY_WORD]
    calls = rules.calls.last_but_one is not None or rules.calls.last is not None
    accepts = any(e.skip and (e.skip.stack or e.skip.block_with) or e.swap or e.give or e.name_chain for e in effects)
    used = {"k": has_kings_round(rules), "f": rules.cheating is not None,
            "a": accepts or rules.cheating is not None or rules.blind is not None,
            "m": bool(with_m), "c": calls or rules.cheating is not None}

    def unused(line: str) -> bool:   # "  k              ...": a key of one letter at the line's start
        return line.startswith("  ") and line[3:4] == " " and used.get(line[2]) is False
    lines = [line for line in text.split("\n") if not unused(line)]
    quote = "„{}“" if lang == "de" else "“{}”"
    for index, line in enumerate(lines):
        if line.startswith("  m ") and said:            # the variant's own calls, not Mau-Mau's
            lines[index] = re.sub(r"\(.*\)", "(" + ", ".join(quote.format(word) for word in said) + ")", line)
        elif line.startswith("  c ") and rules.cheating is None:   # nobody cheats here
            lines[index] = line.replace(" or cheated", "").replace(" oder gefuscht hat", " hat")
    return "\n".join(lines)
