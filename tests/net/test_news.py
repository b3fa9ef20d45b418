"""What befell a person's tables while they were away is kept for each of them and said once, in the lobby."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from maumau_tui.net.news import News
from maumau_tui.net.words import InEach


def terminal(user: str) -> Any:
    """The parts of a seat connection the news reads: in the lobby, greeted, what it is sent."""
    sent: list[dict[str, Any]] = []
    return SimpleNamespace(user=user, lang="en", table=None, closed=False, greeted=True, sent=sent, send=sent.append)


def test_each_news_of_a_person_is_kept_and_one_that_is_no_longer_true_goes_alone() -> None:
    """(REVIEW127 R5: one slot a person: a later news replaced an earlier one, and forgetting it left nothing.)"""
    news = News()
    news.keep(["Anna"], "table_ended", 3)
    news.keep(["Anna", "Ben"], "rematch_news", 5)
    news.forget("rematch_news", 5)                      # #5 started without them
    anna, ben = terminal("anna"), terminal("Ben")
    for connection in (anna, ben):
        news.tell(connection)
    assert [message["texts"]["en"] for message in anna.sent] == ["Table #3 has ended: nobody played at it for an hour"]
    assert ben.sent == [] and news.kept == {}
    news.keep(["Anna"], "rematch_news", 6)
    news.keep(["Anna"], "rematch_news", 6, InEach({"en": "Ben won."}))   # (said once, however often it is kept: the
    news.tell(anna)                                                       # last)
    assert anna.sent[1:] == [{"type": "news", "table": 6, "texts": {
        "en": "Ben won. The table was set up again: #6 (Enter: sit down there)",
        "de": "Ben won. Der Tisch wurde neu gedeckt: #6 (Enter: dort Platz nehmen)"}}]   # (the result as said: English)
