"""Log sentences a player reads: a card laid face down is said as declared (its true card never shows to
the others), and English says "an 8" / "an Ace" in a rank wish."""

from __future__ import annotations

import pytest

from maumau_tui.cards import ACE, HEARTS, JACK, KING, QUEEN, SPADES, card
from maumau_tui.engine import events as ev
from maumau_tui.engine.events import render_log
from maumau_tui.scenarios import run_spec

NAMES = ["Anna", "Ben", "Robo"]
BLIND_LOG = [(ev.PLAY, 0, card(10, SPADES), None), (ev.BLIND, 0, card(10, HEARTS))]


@pytest.mark.parametrize(("lang", "said", "truth"), [
    ("en", "Anna lays a card face down and declares 10 of Spades.", "10 of Hearts"),
    ("de", "Anna legt eine Karte verdeckt und sagt: Pik 10.", "Herz 10"),
])
def test_a_blind_play_is_said_as_declared_and_its_card_shows_only_to_its_player(lang: str, said: str,
                                                                                 truth: str) -> None:
    for viewer in (None, 1, 2):
        lines = render_log(BLIND_LOG, NAMES, lang, viewer)
        assert lines == [said]
        assert truth not in " ".join(lines)
    own = render_log(BLIND_LOG, NAMES, lang, 0)
    assert own[0] == said and truth in own[1]


def test_a_card_played_face_up_is_still_said_as_played() -> None:
    log = [(ev.PLAY, 0, card(10, SPADES), None), (ev.PLAY, 1, card(10, HEARTS), None)]
    assert render_log(log, NAMES, "en") == ["Anna plays 10 of Spades.", "Ben plays 10 of Hearts."]


def test_a_blind_game_logs_the_declaration_not_a_play() -> None:
    spec = {
        "ruleset": "standard", "options": {"blind": True}, "seats": ["A", "B", "C"],
        "hands": {"A": ["9C", "KS", "8D"], "B": ["10D", "QC"], "C": ["QD", "10S"]},
        "pile": ["9H"], "stock": ["7S", "AC", "KD"],
        "steps": [{"A": "play 9C as 7H"},
                  {"expect": {"log_contains": "A lays a card face down and declares 7 of Hearts."}},
                  {"expect": {"log_contains": "A legt eine Karte verdeckt und sagt: Herz 7."}}],
    }
    assert run_spec(spec) is None
    spec["steps"] = [{"A": "play 9C as 7H"}, {"expect": {"log_contains": "A plays 7 of Hearts."}}]
    assert run_spec(spec) is not None   # the old wording is gone


@pytest.mark.parametrize(("rank", "english"), [
    (8, "Ben: “I wish for an 8.”"), (ACE, "Ben: “I wish for an Ace.”"),
    (7, "Ben: “I wish for a 7.”"), (KING, "Ben: “I wish for a King.”"),
])
def test_a_rank_wish_takes_the_right_article(rank: int, english: str) -> None:
    assert render_log([(ev.WISH, 1, -1, rank)], NAMES, "en") == [english]


@pytest.mark.parametrize(("rank", "german", "pack"), [
    (7, "Ben: „Ich wünsche mir eine 7.“", False), (JACK, "Ben: „Ich wünsche mir einen Buben.“", False),
    (QUEEN, "Ben: „Ich wünsche mir eine Dame.“", False), (KING, "Ben: „Ich wünsche mir einen König.“", False),
    (ACE, "Ben: „Ich wünsche mir ein Ass.“", False), (JACK, "Ben: „Ich wünsche mir einen Unter.“", True),
])
def test_a_german_rank_wish_takes_the_right_article(rank: int, german: str, pack: bool) -> None:
    assert render_log([(ev.WISH, 1, -1, rank)], NAMES, "de", german_pack=pack) == [german]
