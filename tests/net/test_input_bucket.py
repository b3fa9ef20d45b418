"""A session's input limit (``session.Bucket``): a burst of at most ``burst`` bytes at once, then ``rate`` bytes a
second, on a clock the test turns (the end-to-end paste in test_ssh.py only checks that a flood is cut)."""

from __future__ import annotations

from maumau_tui.net.session import Bucket


def test_the_bucket_lets_a_burst_through_then_refills_at_its_rate() -> None:
    now = [100.0]
    bucket = Bucket(rate=1024, burst=4096, clock=lambda: now[0])
    assert bucket.take(4096) and not bucket.take(1)          # the whole burst, then nothing
    assert bucket.dropped == 1
    now[0] += 0.5                                            # half a second: 512 bytes more
    assert not bucket.take(513) and bucket.take(512) and not bucket.take(1)
    assert bucket.dropped == 515
    now[0] += 60.0                                           # a long pause fills it to the burst, no further
    assert bucket.take(4096) and not bucket.take(1)


def test_a_refused_take_costs_nothing() -> None:
    now = [0.0]
    bucket = Bucket(rate=10, burst=100, clock=lambda: now[0])
    assert not bucket.take(101)                              # more than the burst: refused, the tokens stay
    assert bucket.take(100)
    now[0] += 1.0
    assert bucket.take(10) and not bucket.take(1)
