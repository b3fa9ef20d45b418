"""A failed test of the SSH server says why: each server's log and seats' crash log, each terminal's last screens.

``net_helpers`` notes every ``Server`` and ``Terminal`` a test makes; when the test fails, this hook adds what
they show to the failure's report (a CI failure then carries the traceback a seat logged, or the last line its
terminal showed).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

import pytest

import net_helpers


@pytest.fixture(autouse=True)
def _witnesses() -> Iterator[None]:
    net_helpers.WITNESSES.clear()
    yield
    net_helpers.WITNESSES.clear()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                             pytest.TestReport]:
    report = yield
    if report.failed and report.when == "call" and net_helpers.WITNESSES:
        report.sections.append(("what the servers and terminals showed", net_helpers.diagnosis()))
    return report
