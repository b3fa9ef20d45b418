"""The words of the hand's end: how it ended, how each charge came about, the score sheet, what comes next.

Everything is read from a ``HandSummary`` (plain data), so a remote seat says the same as the hot seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.table import Table as RichTable
from rich.text import Text

from maumau_tui.cards import JOKER, card_name, rank_of, rank_with_article
from maumau_tui.engine.scoring import rounded
from maumau_tui.tui.hand_summary import HandSummary, SeatScore, SheetRow
from maumau_tui.tui.i18n import lookup, tr
from maumau_tui.tui.labels import Look, card_text, level_word
from maumau_tui.tui.spelling import arrow, spelled

if TYPE_CHECKING:
    from maumau_tui.store.saves import SaveInfo

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "out_with": "{name} geht mit {card} aus.",
        "out_with_call": "{name} geht mit {card} aus: „{call}!“",
        "out_down": "{name} geht mit einer verdeckten Karte aus, angesagt als {card}.",
        "out_down_call": "{name} geht mit einer verdeckten Karte aus, angesagt als {card}: „{call}!“",
        "joker_as": "einem Joker als {card}", "the_card": "{card}",
        "a_joker": "einem Joker",
        "left_holding": "{name} bleibt auf den Karten sitzen: ein Verlust.",
        "most_holding": "{name} hat die meisten Karten ({n}): ein Verlust.",
        "most_holding_points": "{name} hat die meisten Karten ({n}, wie {others}; mehr Punkte darin): ein Verlust.",
        "most_holding_seat": "{name} hat die meisten Karten ({n}, wie {others}, gleich viele Punkte; am weitesten vom "
                             "Sieger): ein Verlust.",
        "nobody_out": "Niemand ist ausgegangen.",
        "how": "So wurde gezählt:",
        "factor": "Ausgegangen mit {rank}: alle Kartenpunkte zählen × {n}.",
        "seat_points": "{name}: {sum}",
        "scharf_won": "Scharf: {name} hat gegeben, allein gegen alle gespielt und ist zuerst ausgegangen – "
                      "jeder andere zahlt die Summe aller Kartenpunkte:",
        "scharf_lost": "Scharf: {name} hat gegeben, allein gegen alle gespielt und ist nicht zuerst ausgegangen – "
                       "nur {name} zahlt, die eigenen Kartenpunkte doppelt:",
        "each_pays": "jeder außer {name}: {sum}",
        "collects": "{name} bekommt die Kartenpunkte aller anderen: {sum}",
        "finish": "{name}: {points:+d} für {card} als letzte Karte.",
        "reset": "{name}: {before} + {points} = genau {n}: zurück auf 0.",
        "round": "auf {n}er gerundet",
        "minimum": "mindestens {n}",
        "points": "{n} Punkte", "points_one": "1 Punkt",
        "lost": "{n}-mal verloren", "lost_one": "einmal verloren", "lost_none": "nie verloren",
        "points_of": "Punkte: {seats}",
        "col_points": "Punkte", "col_losses": "Verluste", "col_total": "Summe", "col_seat": "Spieler",
        "col_cards": "Karten", "col_hand": "Spiel", "col_dealer": "Geber", "scharf_mark": "(scharf)",
        "out_short": "raus", "out_of_match": "aus der Partie",
        "match_over": "Die Partie ist vorbei. Verloren: {names}.",
        "match_best": "Am besten: {names} ({total}).", "match_best_plain": "Am besten: {names}.",
        "match_won": "Die Partie ist vorbei. Gewonnen: {names} ({total}).",
        "match_won_many": "Die Partie ist vorbei. Gewonnen: {names} ({total}).",
        "idiot_over": "Die Partie ist vorbei: {name} ist der Idiot.",
        "ended_best": "Die Partie ist vorbei: nach {n} Spielen beendet. Am besten: {names} ({total}).",
        "ended_best_one": "Die Partie ist vorbei: nach einem Spiel beendet. Am besten: {names} ({total}).",
        "settlement": "Kassieren: {pays}.", "pays": "{name} zahlt {amount} €",
        "next_dealer": "Als Nächstes gibt {name}.",
        "endless": "Diese Partie hat kein festes Ende: gespielt wird, bis ihr aufhört.",
        "runde": "Spiel {hand} ist in Runde {n} von {of}.",
        "next_scharf": "Das nächste Spiel ist auch scharf: {name} gibt und spielt allein gegen alle.",
        "scharf_begins": "Die letzte Runde beginnt, und jedes Spiel darin ist scharf: {name} gibt und spielt allein "
                         "gegen alle. Geht der Geber zuerst aus, zahlt jeder andere die Summe aller Kartenpunkte; geht "
                         "ein anderer zuerst aus, zahlt nur der Geber, seine eigenen Kartenpunkte doppelt.",
        "target": "Gespielt wird bis {n} Punkte: wer sie erreicht, verliert die Partie.",
        "target_wins": "Gespielt wird bis {n} Punkte: wer sie zuerst erreicht, gewinnt die Partie.",
        "target_reset": "Gespielt wird bis {n} Punkte: wer darüber kommt, verliert die Partie (genau {n}: zurück auf 0).",
        "start_cards": "Startkarten im nächsten Spiel: {cards}.",
        "eliminated": "Aus der Partie: {names}.",
        "packs": "Zu viele Karten für ein Kartenspiel: im nächsten Spiel werden {n} Kartenspiele zusammengemischt.",
        "sheet_title": "Alle Spiele",
        "scroll": "↑↓ blättern",
    },
    "en": {
        "out_with": "{name} goes out with {card}.",
        "out_with_call": "{name} goes out with {card}: “{call}!”",
        "out_down": "{name} goes out with a card face down, declared as {card}.",
        "out_down_call": "{name} goes out with a card face down, declared as {card}: “{call}!”",
        "joker_as": "a joker as the {card}", "the_card": "the {card}",
        "a_joker": "a joker",
        "left_holding": "{name} is the last one holding cards: one loss.",
        "most_holding": "{name} holds the most cards ({n}): one loss.",
        "most_holding_points": "{name} holds the most cards ({n}, as many as {others}; more points in them): one loss.",
        "most_holding_seat": "{name} holds the most cards ({n}, as many as {others}, as many points; furthest from the "
                             "winner): one loss.",
        "nobody_out": "Nobody went out.",
        "how": "How it was counted:",
        "factor": "Out with {rank}: all card points count × {n}.",
        "seat_points": "{name}: {sum}",
        "scharf_won": "Scharf: {name} dealt, played alone against all and went out first – everybody else pays "
                      "the sum of all card points:",
        "scharf_lost": "Scharf: {name} dealt, played alone against all and did not go out first – only {name} "
                       "pays, their own card points twice:",
        "each_pays": "everybody but {name}: {sum}",
        "collects": "{name} collects the card points of all the others: {sum}",
        "finish": "{name}: {points:+d} for {card} as their last card.",
        "reset": "{name}: {before} + {points} = exactly {n}: back to 0.",
        "round": "rounded to {n}s",
        "minimum": "at least {n}",
        "points": "{n} points", "points_one": "1 point",
        "lost": "lost {n} times", "lost_one": "lost once", "lost_none": "never lost",
        "points_of": "points: {seats}",
        "col_points": "Points", "col_losses": "Losses", "col_total": "Total", "col_seat": "Player",
        "col_cards": "Cards", "col_hand": "Hand", "col_dealer": "Dealer", "scharf_mark": "(scharf)",
        "out_short": "out", "out_of_match": "out of the match",
        "match_over": "The match is over. Lost: {names}.",
        "match_best": "Best: {names} ({total}).", "match_best_plain": "Best: {names}.",
        "match_won": "The match is over: {names} wins it ({total}).",
        "match_won_many": "The match is over: {names} win it ({total}).",
        "idiot_over": "The match is over: {name} is the Idiot.",
        "ended_best": "The match ended after {n} hands. Best: {names} ({total}).",
        "ended_best_one": "The match ended after one hand. Best: {names} ({total}).",
        "settlement": "Settlement: {pays}.", "pays": "{name} pays €{amount}",
        "next_dealer": "{name} deals next.",
        "endless": "This match has no set end: play as long as you like.",
        "runde": "Hand {hand} is in Runde {n} of {of}.",
        "next_scharf": "The next hand is scharf too: {name} deals and plays alone against all.",
        "scharf_begins": "The last Runde begins, and every hand of it is scharf: {name} deals and plays alone against "
                         "all. If the dealer goes out first, everybody else pays the sum of all card points; if anyone "
                         "else does, only the dealer pays, twice their own card points.",
        "target": "Played to {n} points: whoever reaches them loses the match.",
        "target_wins": "Played to {n} points: the first to reach them wins the match.",
        "target_reset": "Played to {n} points: whoever goes over them loses the match (exactly {n}: back to 0).",
        "start_cards": "Cards dealt next hand: {cards}.",
        "eliminated": "Out of the match: {names}.",
        "packs": "Too many cards for one pack: the next hand shuffles {n} packs together.",
        "sheet_title": "Every hand",
        "scroll": "↑↓ scroll",
    },
}


def money(amount: float, lang: str) -> str:
    """An amount of euros with two decimals, the German way in German (3,50)."""
    text = f"{amount:.2f}"
    return text.replace(".", ",") if lang == "de" else text


def w(lang: str, key: str, **values: object) -> str:
    """The score keeper's words (``WORDS``), by ``i18n.lookup``."""
    return lookup(WORDS, lang, key, **values)


def total_words(total: int, loser_only: bool, lang: str) -> str:
    """A match's total in the words of its unit: points, or hands lost where only a hand's loser is counted (Prší)."""
    if not loser_only:
        return w(lang, "points", n=total)
    return w(lang, "lost_none") if total == 0 else w(lang, "lost", n=total)


def seats_scored(info: SaveInfo, lang: str) -> list[str]:
    """Each seat of a saved match with its total (a bot with its level), in hands lost where only a hand's loser is
    counted (PLAYTEST113 F12: "Faraón · Anna 0, Ben 0" said nothing, and the finished matches named no bot as one),
    else after "points:" (PLAYTEST201: "Pesten · Anna 0, Robo 0" said not of what).  One item per seat, each but the
    last ending in its comma: a list lays them out in lines broken between seats (``widgets.entry_list.ItemLines``)."""
    loser_only = info.match.tables.score_loser_only
    said = []
    for seat, total in zip(info.seats, info.totals):
        name = f"{seat.name} ({tr(lang, 'bot')}{', ' + level_word(seat.level, lang) if seat.level else ''})" \
            if seat.is_bot else seat.name
        said.append(named_total(name, total, loser_only, lang))
    if not loser_only:
        said[0] = w(lang, "points_of", seats=said[0])
    return comma_items(said)


def comma_items(items: list[str]) -> list[str]:
    """``items`` as a list of them reads: each but the last ending in its comma (laid out in lines, they break
    between two items: ``widgets.text.items_in_lines``)."""
    return [f"{item}," for item in items[:-1]] + items[-1:]


def named_total(name: str, total: int, loser_only: bool, lang: str) -> str:
    """``Anna 12``, or where only a hand's loser is counted ``Anna: lost twice``."""
    return f"{name}: {total_words(total, True, lang)}" if loser_only else f"{name} {total}"


def ending_lines(s: HandSummary, lang: str) -> list[str]:
    """How the hand ended: who went out with which card and what they said, or who was left holding cards."""
    lines: list[str] = []
    if s.winner >= 0 and s.scoring != "loser":
        card = card_name(s.winner_card, lang, s.german_pack) if s.winner_card >= 0 else "?"
        if s.winner_card == JOKER:    # (a joker played as a joker: "mit einem Joker", not "mit Joker")
            card = w(lang, "a_joker")
        elif s.winner_joker:          # (the card it stood for counts, as the log says: "plays a joker as ...")
            card = w(lang, "joker_as", card=card)
        elif s.winner_card >= 0:      # ("goes out with the 5 of Diamonds", REVIEW233 A2)
            card = w(lang, "the_card", card=card)
        call = s.call.get(lang, "")
        key = ("out_down" if s.winner_face_down else "out_with") + ("_call" if call else "")
        lines.append(w(lang, key, name=s.names[s.winner], card=card, call=call))
    if s.loser >= 0 and s.scoring == "loser":
        lines.append(loser_line(s, lang))
    if not lines:
        lines.append(w(lang, "nobody_out"))
    return lines


def loser_line(s: HandSummary, lang: str) -> str:
    """Who lost the hand: the last one holding cards, or where the first out ended it (Prší's option) the one holding
    the most, and what settled a tie (PLAYTEST122 F6: "the last one holding cards" while three still held some)."""
    loser = s.seats[s.loser]
    holding = [seat for seat in s.seats if seat.cards]
    if len(holding) <= 1:
        return w(lang, "left_holding", name=s.names[s.loser])
    tied = [seat for seat in holding if seat is not loser and len(seat.cards) == len(loser.cards)]
    if not tied:
        return w(lang, "most_holding", name=s.names[s.loser], n=len(loser.cards))
    key = "most_holding_points" if all(seat.card_points < loser.card_points for seat in tied) else "most_holding_seat"
    return w(lang, key, name=s.names[s.loser], n=len(loser.cards), others=", ".join(seat.name for seat in tied))


def _charge(raw: int, charged: int, s: HandSummary, lang: str, *factors: int) -> str:
    """``19 × 2 = 38 → 40 (rounded to 10s)``: how ``raw`` card points became the charge (each of ``factors`` said:
    out with a Jack and Scharf, ``35 × 2 × 2 = 140``, not ``70 × 2``, whose 70 no line showed: PLAYTEST124)."""
    text, value = str(raw), raw
    shown = [factor for factor in factors if factor != 1]
    for factor in shown:
        text, value = f"{text} × {factor}", value * factor
    if shown:
        text += f" = {value}"
    return text + _became(value, charged, s, lang)


def _became(value: int, charged: int, s: HandSummary, lang: str) -> str:
    """`` → 40 (rounded to 10s)`` where ``value`` card points were charged as ``charged`` ("" where they were not
    changed); also on a sum (PLAYTEST146 F4: "19 + 22 = 41 → 40" said no why)."""
    if charged == value:
        return ""
    by_rounding = s.round_to and rounded(value, s.round_to, 0) == charged   # (14 -> 10: rounded, not the minimum)
    why = w(lang, "round", n=s.round_to) if by_rounding else w(lang, "minimum", n=s.minimum)
    return f" {arrow()} {charged} ({why})"


def explain_lines(s: HandSummary, lang: str) -> list[str]:
    """How each charge came about, line by line, where there is more to it than the cards' points; and a total this
    hand brought to exactly the mark that sends it back to 0 (PLAYTEST212 F1: Pharaoh's 81 + 20 showed as 0, said
    nowhere, and the column of the sheet did not add up to its total)."""
    resets = [w(lang, "reset", name=s.names[seat], before=s.reset_at - s.sheet[-1].scores[seat],
                points=s.sheet[-1].scores[seat], n=s.reset_at) for seat in (s.sheet[-1].reset if s.sheet else ())]
    if s.scoring == "loser" or s.winner < 0:
        return [w(lang, "how"), *resets] if resets else []
    lines: list[str] = []
    if s.factor != 1:
        rank = rank_with_article(rank_of(s.winner_card), lang, s.german_pack)   # ("Out with a Jack", "mit einem
        lines.append(w(lang, "factor", rank=rank, n=s.factor))                 # Buben": REVIEW239 A6)
    charged = [seat for seat in s.seats if not seat.out]
    if s.scoring == "winner":
        raw = [seat.card_points * s.factor for seat in charged]
        total = " + ".join(str(points) for points in raw) or "0"
        points = s.seats[s.winner].points - s.finish_points
        if len(raw) > 1 or points != sum(raw):
            total += f" = {sum(raw)}" + _became(sum(raw), points, s, lang)
        lines.append(w(lang, "collects", name=s.names[s.winner], sum=total))
    elif s.scharf:
        dealer = s.names[s.dealer]
        if s.winner == s.dealer:
            lines.append(w(lang, "scharf_won", name=dealer))
            raw = [seat.card_points * s.factor for seat in charged]
            pays = next((seat.points for seat in charged), 0)
            total = " + ".join(str(points) for points in raw) + f" = {sum(raw)}" + _became(sum(raw), pays, s, lang)
            lines.append("  " + w(lang, "each_pays", name=dealer, sum=total))
        else:
            lines.append(w(lang, "scharf_lost", name=dealer))
            seat = s.seats[s.dealer]
            lines.append("  " + w(lang, "seat_points", name=dealer,
                                  sum=_charge(seat.card_points, seat.points, s, lang, s.factor, 2)))
    elif s.factor != 1 or any(seat.points != seat.card_points for seat in charged):
        lines += ["  " + w(lang, "seat_points", name=seat.name, sum=_charge(seat.card_points, seat.points, s, lang,
                                                                           s.factor))
                  for seat in charged]
    if s.finish_points:
        lines.append(w(lang, "finish", name=s.names[s.winner], points=s.finish_points,
                       card=card_name(s.winner_card, lang, s.german_pack)))
    lines += resets
    return [w(lang, "how"), *lines] if lines else []


def points_heading(s: HandSummary, lang: str) -> str:
    return w(lang, "col_losses" if s.scoring == "loser" else "col_points")


def results_table(s: HandSummary, look: Look) -> RichTable:
    """Seats, their cards left, this hand's points and the totals."""
    lang = look.lang
    grid = RichTable(box=None, pad_edge=False, expand=True)
    grid.add_column(w(lang, "col_seat"), no_wrap=True)
    grid.add_column(w(lang, "col_cards"), ratio=1)
    grid.add_column(points_heading(s, lang), justify="right")
    grid.add_column(w(lang, "col_total"), justify="right")
    for seat in s.seats:
        grid.add_row(Text(spelled(seat.name), style="bold"), _cards(seat, look), str(seat.points), str(seat.total))
    return grid


def _cards(seat: SeatScore, look: Look) -> Text:
    if seat.cards:
        return Text(" ").join(card_text(code, look) for code in seat.cards)
    if seat.eliminated:
        return Text(w(look.lang, "out_of_match"), style="dim")
    return Text(w(look.lang, "out_short"), style="bold")


def sheet_table(s: HandSummary, lang: str) -> RichTable:
    """Every hand of the match (its dealer, Scharf marked) and the totals; an eliminated seat's total is "out".  Where
    the sheet is narrow, names are cut, never a number (PLAYTEST110 F18: a total of 150 read "1…")."""
    grid = RichTable(box=None, pad_edge=False, expand=True, show_footer=True)
    grid.add_column(w(lang, "col_hand"), footer=w(lang, "col_total"), no_wrap=True)
    grid.add_column(Text(w(lang, "col_dealer"), no_wrap=True, overflow="ellipsis"), min_width=2)
    for seat, name in enumerate(s.names):
        total = Text(f"{s.totals[seat]} {w(lang, 'out_short')}" if seat in s.eliminated else str(s.totals[seat]),
                     style="bold")
        widest = max([len(total), *(len(score_cell(row, seat)) for row in s.sheet)])
        grid.add_column(Text(spelled(name), no_wrap=True, overflow="ellipsis"), justify="right", footer=total,
                        min_width=widest)
    for row in s.sheet:
        label = str(row.number) + (" " + w(lang, "scharf_mark") if row.scharf else "")
        cells = [Text(score_cell(row, seat), style="bold" if row.first_out == seat else "") for seat in range(len(row.scores))]
        grid.add_row(label, Text(spelled(s.names[row.dealer]), no_wrap=True, overflow="ellipsis"), *cells)
    return grid


def score_cell(row: SheetRow, seat: int) -> str:
    """A seat's points in a hand on the sheet, marked where they brought its total back to 0 ("20 →0")."""
    return f"{row.scores[seat]} {arrow()}0" if seat in row.reset else str(row.scores[seat])


def scharf_lines(s: HandSummary, lang: str) -> list[str]:
    """The next hand is scharf: said where it is seen without scrolling, and what it means before the first one."""
    if not s.next_scharf or s.match_over:
        return []
    return [w(lang, "next_scharf" if s.scharf else "scharf_begins", name=s.names[s.next_dealer])]


def ended_best(names: Sequence[str], winners: Sequence[int], totals: Sequence[int], hands: int, loser_only: bool,
               lang: str) -> str:
    """A match without an end of its own that its people ended here: after how many hands, and who stood best (the
    last sheet over SSH, the closing sheet's title at one keyboard)."""
    best = ", ".join(names[seat] for seat in winners) or "–"
    total = total_words(totals[winners[0]], loser_only, lang) if winners and totals else "–"
    return w(lang, "ended_best_one" if hands == 1 else "ended_best", n=hands, names=best, total=total)


def next_lines(s: HandSummary, lang: str) -> list[str]:
    """What the score keeper says before the next hand, or the result when the match is over."""
    names = s.names
    lines: list[str] = []
    if s.match_over:
        if s.idiot >= 0:
            lines.append(w(lang, "idiot_over", name=names[s.idiot]))
        elif s.endless:                      # its people ended it here: who stood best after how many hands
            lines.append(ended_best(names, s.winners, s.totals, s.number, s.scoring == "loser", lang))
        elif s.target_wins and s.winners and s.totals:   # the first to the target wins (PLAYTEST113 F16: "Lost: Mia,
            total = total_words(s.totals[s.winners[0]], False, lang)   # Hal. Best: Eve" for Eve's win)
            won = "match_won" if len(s.winners) == 1 else "match_won_many"   # (REVIEW233 A10: "Anna, Ben wins it")
            lines.append(w(lang, won, names=", ".join(names[seat] for seat in s.winners), total=total))
        else:
            line = w(lang, "match_over", names=", ".join(names[seat] for seat in s.losers) or "–")
            if s.winners:                    # who did best, in the same breath (the sheet's title); the total
                best = ", ".join(names[seat] for seat in s.winners)    # where points decide the match
                if (s.target or s.runden) and s.totals:
                    total = total_words(s.totals[s.winners[0]], s.scoring == "loser", lang)
                    line += " " + w(lang, "match_best", names=best, total=total)
                else:
                    line += " " + w(lang, "match_best_plain", names=best)
            lines.append(line)
        if s.settlement:
            pays = ", ".join(w(lang, "pays", name=names[seat], amount=money(amount, lang))   # (PLAYTEST99 F5: who
                             for seat, amount in s.settlement)                                  # pays, said)
            lines.append(w(lang, "settlement", pays=pays))
        return lines
    lines.append(w(lang, "next_dealer", name=names[s.next_dealer]))
    if s.endless:
        lines.append(w(lang, "endless"))
    if s.runde:
        lines.append(w(lang, "runde", hand=s.number + 1, n=s.runde, of=s.runden))
    if s.target:
        key = "target_wins" if s.target_wins else "target_reset" if s.reset_at == s.target else "target"
        lines.append(w(lang, key, n=s.target))
    if s.eliminated:
        lines.append(w(lang, "eliminated", names=", ".join(names[seat] for seat in s.eliminated)))
    if s.start_cards is not None:
        cards = ", ".join(f"{names[seat]} {count}" if count else f"{names[seat]} –"
                          for seat, count in enumerate(s.start_cards))
        lines.append(w(lang, "start_cards", cards=cards))
    if s.next_packs > s.packs:
        lines.append(w(lang, "packs", n=s.next_packs))
    return lines
