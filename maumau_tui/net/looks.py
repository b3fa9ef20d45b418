"""What each player chose for their own screen, as the table server keeps it: the language, the cards as letters and
the hand's order.

A seat process says ``lang`` (``e`` in the lobby, ``s`` at a table), ``letters`` (``k`` in the lobby, ``s``) or
``order`` (``g`` at a table, ``s``).  Its connection takes it (refusals and notices in that language from then on),
and so do the further seats of its group at one terminal; the seat its user has at a table in play takes it too,
also while a bot plays it for them, so that a player back at it after a drop is asked for the rejoin code and seated
in them (``server``: the seat process starts with ``--lang``, ``--ascii``, ``--by-suit``).  The table's save keeps
them by name.  A table this terminal is shown gets its log again from its start, in the new words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost
    from maumau_tui.table import Table

LANGS = ("de", "en")


def chosen(connection: SeatConnection, message: dict[str, Any], placed: tuple[TableHost, int] | None) -> None:
    """A ``lang``, ``letters`` or ``order`` message from ``connection``, whose user has ``placed`` (a seat at a table in
    play)."""
    lang, letters, by_suit = message.get("lang"), message.get("letters"), message.get("by_suit")
    if message["type"] == "lang" and lang not in LANGS:
        return
    seats = [placed] if placed else []
    for one in (connection, *connection.members):
        if one is not connection and one.table is not None and one.seat is not None:
            seats.append((one.table, one.seat))
        if isinstance(letters, bool):
            one.letters = letters
        elif isinstance(by_suit, bool):
            one.by_suit = by_suit
        elif isinstance(lang, str) and one.lang != lang:
            one.lang = lang
            if one.table is not None:           # the log it is shown, worded anew from its start
                one.hand = -1
                one.table.push(one)
    for host, seat in seats:
        if isinstance(letters, bool):
            host.letters[seat] = letters
        elif isinstance(by_suit, bool):
            host.orders[seat] = by_suit
        elif isinstance(lang, str):
            host.langs[seat] = lang
        host.state_changed()                    # (saved: a restart knows it too)


def sit_down(host: TableHost, connection: SeatConnection, seat: int) -> None:
    """``connection`` takes ``seat``: the seat's language is the connection's; its cards and the hand's order are as
    chosen at this terminal, or (nothing chosen here: a player back, whose seat process started in them) as chosen for
    the seat.  Saved at once where they change (PLAYTEST154 F8: a server restarted before the table's first move forgot
    them)."""
    before = host.langs.get(seat), host.letters.get(seat), host.orders.get(seat)
    host.langs[seat] = connection.lang
    if connection.letters is None:
        connection.letters = host.letters.get(seat)
    if connection.letters is not None:
        host.letters[seat] = connection.letters
    if connection.by_suit is None:
        connection.by_suit = host.orders.get(seat)
    if connection.by_suit is not None:
        host.orders[seat] = connection.by_suit
    if (host.langs.get(seat), host.letters.get(seat), host.orders.get(seat)) != before:
        host.state_changed()


def looks_state(host: TableHost) -> dict[str, Any]:
    """What the table's save keeps of them (``TableHost.saved_state``), by name."""
    names, state = host.table.names, dict[str, Any]()
    if host.langs:
        state["langs"] = {names[seat]: lang for seat, lang in sorted(host.langs.items())}
    if host.letters:
        state["letters"] = {names[seat]: letters for seat, letters in sorted(host.letters.items())}
    if host.orders:
        state["orders"] = {names[seat]: by_suit for seat, by_suit in sorted(host.orders.items())}
    return state


def saved_langs(table: Table, raw: object) -> dict[int, str]:
    """Each person's language as a save kept it (``TableHost.langs``, by name); what is not one is left out."""
    langs = raw if isinstance(raw, dict) else {}
    return {seat: langs[name] for seat, name in enumerate(table.names) if langs.get(name) in LANGS}


def saved_yes_no(table: Table, raw: object) -> dict[int, bool]:
    """Each person's cards as letters or not (``TableHost.letters``), or their hand grouped by suit or not
    (``TableHost.orders``), as a save kept it by name."""
    kept = raw if isinstance(raw, dict) else {}
    return {seat: kept[name] for seat, name in enumerate(table.names) if isinstance(kept.get(name), bool)}
