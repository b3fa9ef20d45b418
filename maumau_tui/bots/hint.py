"""A hint for a person at the table: the move the hard bot would make, and a one-line reason.

``hint(seen, lang)`` thinks like the hard bot (``SearchBot``, ``budget_ms`` or a fixed ``iterations``) and
words the medium bot's reason when both agree on the move (unless it counts cards of a wished suit or rank the hand
holds none of: then only the search chose it); otherwise it says what the move does, or which move that
looks natural (the medium bot's) it is better than, and how often the search saw it come out best.  The screen binds
it to a key; it is built from the seat's own ``Seen`` only.
"""

from __future__ import annotations

from dataclasses import dataclass

from maumau_tui.bots.base import Seen
from maumau_tui.bots.heuristic import HeuristicBot
from maumau_tui.bots.plays import play_value
from maumau_tui.bots.reading import Situation
from maumau_tui.bots.search import SearchBot, last_card_calls, unsaid, with_call
from maumau_tui.bots.sharpen import last_player, sharpened
from maumau_tui.cards import JOKER, card_name, rank_name, rank_of, suit_name, suit_of
from maumau_tui.notation import Move, format_move

CLOSE_CALL = 0.8     # a runner-up searched at least this often (against the move's count) makes a close call
SPREAD = 0.25        # a move followed in fewer of the search's games stood out from none (many moves, all alike)

REASONS: dict[str, dict[str, str]] = {
    "de": {
        "go_out": "Damit bist du draußen.",
        "last_follow": "Sie passt, aber mit ihr geht niemand aus: danach nachlegen oder ziehen.",
        "out_next": "Danach bist du gleich noch einmal dran und mit der letzten Karte draußen.",
        "pass_penalty": "Gibt die Strafe weiter, statt selbst zu ziehen.",
        "return_penalty": "Schickt die Strafe an {name} zurück, statt selbst zu ziehen.",
        "attack": "Der nächste Spieler muss ziehen.",
        "attack_close": "Der nächste Spieler muss ziehen – er hat nur noch wenige Karten.",
        "skip": "Der nächste Spieler setzt aus.",
        "skip_close": "Der nächste Spieler setzt aus – er ist bald draußen.",
        "skip_then_one": "Der nächste Spieler setzt aus, auch wenn danach {name} dran ist, "
                          "mit nur noch einer Karte: trotzdem der beste Zug.",
        "skip_then_two": "Der nächste Spieler setzt aus, auch wenn danach {name} dran ist, "
                          "mit nur noch zwei Karten: trotzdem der beste Zug.",
        "skips_then_one": "Die nächsten Spieler setzen aus, auch wenn danach {name} dran ist, "
                           "mit nur noch einer Karte: trotzdem der beste Zug.",
        "skips_then_two": "Die nächsten Spieler setzen aus, auch wenn danach {name} dran ist, "
                           "mit nur noch zwei Karten: trotzdem der beste Zug.",
        "skips": "Die nächsten {n} Spieler setzen aus.",
        "skips_close": "Die nächsten {n} Spieler setzen aus – einer von ihnen ist bald draußen.",
        "again": "Damit bist du gleich noch einmal dran.",
        "again_unless": "Der andere setzt aus, außer er kann darauf antworten: dann bist du gleich noch einmal dran.",
        "reverse_away": "Die Richtung dreht sich: wer als Nächster dran wäre und bald draußen ist, kommt später.",
        "follow": "Du kannst gleich eine passende Karte nachlegen.",
        "name_victim": "Ein Spieler deiner Wahl muss Karten ziehen.",   # (whom: its own question's hint)
        "give": "Du wirst zwei Karten auf einmal los.",
        "swap": "Der Tausch bringt dir eine kleinere Hand.",
        "swap_away": "Der Tausch geht an dir vorbei: du behältst deine Hand statt einer größeren.",
        "kings": "Alle anderen müssen einen König legen oder ziehen.",
        "cheat": "Ein Risiko: wer es sieht, erwischt dich.",
        "play": "Die Karte passt, und die nützlicheren Karten bleiben für später.",
        "play_only": "Die einzige Karte, die passt.",
        "play_wild": "Eine Wunschkarte: du bestimmst, was als Nächstes kommt.",
        "eat": "Frisst {card}: weiter geht es auf der Karte darunter.",
        "eat_free": "Frisst {card}: danach passt jede Karte.",
        "eat_wish": "Frisst {card} und damit den Wunsch von {name}.",
        "points": "Damit hast du {n} Punkte weniger auf der Hand.",
        "points_one": "Damit hast du einen Punkt weniger auf der Hand.",
        "kings_answer": "Das bedient die Königsrunde: du ziehst nichts.",
        "kings_close": "Das beendet deine Königsrunde: ohne einen König zögest du {n} Strafkarten.",
        "kings_close_one": "Das beendet deine Königsrunde: ohne einen König zögest du eine Strafkarte.",
        "kings_close_free": "Das beendet deine Königsrunde: ohne einen König setztest du aus.",
        "draw": "Nichts passt.",
        "draw_last": "{card} darf nicht deine letzte Karte sein.",
        "draw_penalty": "Keine Karte gibt die Strafe weiter: erst ziehen.",
        "draw_penalty_skip": "Keine Karte gibt die Strafe weiter: ziehen und aussetzen.",
        "draw_penalty_never": "An diesem Tisch gibt keine Karte eine Strafe weiter: erst ziehen.",
        "draw_penalty_skip_never": "An diesem Tisch gibt keine Karte eine Strafe weiter: ziehen und aussetzen.",
        "draw_keep": "Lieber ziehen als die nützlichen Karten verschenken.",
        "pass": "Die gezogene Karte lohnt sich jetzt nicht.",
        "accept": "Hier lohnt keine Antwort.",
        "caught": "Ein Einspruch macht es nur teurer: die Karte passte ja nicht.",
        "dispute": "Der Einspruch kostet hier weniger Karten als die Strafe.",
        "catch": "{name} hat die Ansage vergessen oder gefuscht: erwischen!",
        "catch_call": "{name} hat die Ansage vergessen: erwischen!",
        "catch_cheat": "Die Karte von {name} passte nicht: erwischen!",
        "wish_suit": "Von {suit} hast du die meisten Karten.",
        "wish_rank": "Von diesem Wert ({rank}) hast du die meisten Karten.",
        "wish_suit_tied": "Von keiner Farbe hast du mehr Karten als von {suit}.",
        "wish_suit_not_theirs": "{suit} – nicht die Farbe, die sich ein Gegner kurz vor dem Ziel vorhin gewünscht hat: "
                                "die hat er wohl noch.",
        "wish_rank_tied": "Von keinem Wert hast du mehr Karten als von diesem ({rank}).",
        "wish_suit_gone": "Alle {suit}-Karten sind gespielt oder bei dir: die anderen können nur mit einer Karte "
                          "folgen, die auf alles passt.",
        "wish_suit_out": "Alle {suit}-Karten sind gespielt: weder du noch die anderen können folgen, außer mit einer "
                         "Karte, die auf alles passt.",
        "swap_with": "{name} hat die kleinste Hand.",
        "swap_with_tied": "Niemand hat eine kleinere Hand als {name}.",
        "swap_redirect": "So wird der Tausch für die anderen am wenigsten gefährlich.",
        "victim": "{name} ist am nächsten am Ziel.",
        "give_to": "{name} ist am nächsten am Ziel.",
        "victim_tied": "Niemand ist näher am Ziel als {name}.",
        "give_to_tied": "Niemand ist näher am Ziel als {name}.",
        "hands_level": "Jeder Gegner hat so viele Karten wie {name}.",   # (PLAYTEST248 N1: "die anderen" read as you too)
        "give_card": "{card} brauchst du am wenigsten.",
        "swap_gain": "Der Tausch bringt dir eine kleinere Hand: annehmen.",
        "swap_stop": "Der Tausch würde einem Gegner helfen: verhindern.",
        "victim_answer": "Weitergeben statt ziehen.",
        "gift_escape": "Zurückgeben statt annehmen.",
        "block": "Blocken: du bist dran statt auszusetzen.",
        "bluff": "Nichts passt: ein Bluff mit der unwichtigsten Karte.",
        "doubt_sure": "Diese Karte hast du selbst: das kann nicht stimmen.",
        "doubt_seen": "Diese Karte liegt schon offen auf der Ablage: das kann nicht stimmen.",
        "doubt": "Damit wäre {name} draußen: anzweifeln.",
        "doubt_free": "Damit wäre {name} draußen und das Spiel vorbei: Anzweifeln kostet nichts, und ist die Karte "
                      "gelogen, ist {name} nicht draußen.",
        "doubt_last": "Danach hätte {name} nur noch eine Karte: anzweifeln.",
        "wish_away": "Damit wünschst du die Farbe weg, die sich ein Gegner mit nur noch einer Karte gewünscht hat.",
        "doubt_twice": "Diese Karte wurde schon angesagt und geglaubt, und mehr davon hat das Spiel nicht: eine der "
                       "Ansagen ist gelogen.",
        "doubt_liar": "Beim Lügen wurde {name} in diesem Spiel öfter ertappt als bei der Wahrheit: anzweifeln.",
        "believe": "Kein Grund zum Zweifeln.",
        "only": "Der einzige Zug, den es gerade gibt.",
        "only_with_call": "Die einzige Karte, die du legen kannst – mit der Ansage, sonst erwischt man dich.",
        "only_but_catch": "Der einzige Zug – außer jemanden zu erwischen, wofür es keinen Grund gibt.",
        "searched": "Kein besserer Zug: in vielen Probespielen wählte die Suche ihn in {share} der Fälle, jeden anderen "
                    "seltener.",
        "searched_over": "Besser als {other}, der Zug, der sich anbietet: in vielen Probespielen wählte die Suche "
                         "diesen in {share} der Fälle, jenen in {other_share}.",
        "searched_close": "Knapp: die Suche hat ihn am häufigsten gewählt, andere Züge fast so oft.",
        "searched_spread": "Schwer zu sagen: kein Zug stach heraus (in ihren Probespielen wählte die Suche diesen am "
                           "häufigsten, in {share} der Fälle).",
    },
    "en": {
        "go_out": "That takes you out.",
        "last_follow": "It fits, but nobody goes out with it: then cover it or draw.",
        "out_next": "You play on at once, and your last card takes you out.",
        "pass_penalty": "It passes the penalty on instead of drawing.",
        "return_penalty": "It sends the penalty back to {name} instead of drawing.",
        "attack": "The next player must draw.",
        "attack_close": "The next player must draw – they are down to a few cards.",
        "skip": "The next player misses a turn.",
        "skip_close": "The next player misses a turn – they are close to going out.",
        "skip_then_one": "The next player misses a turn, though then {name} plays, with only one card left: still the best move.",
        "skip_then_two": "The next player misses a turn, though then {name} plays, with only two cards left: still the best move.",
        "skips_then_one": "The next players miss a turn, though then {name} plays, with only one card left: still the best move.",
        "skips_then_two": "The next players miss a turn, though then {name} plays, with only two cards left: still the best move.",
        "skips": "The next {n} players miss a turn.",
        "skips_close": "The next {n} players miss a turn – one of them is close to going out.",
        "again": "You get another turn at once.",
        "again_unless": "The other player misses a turn unless they can answer it: then you play again at once.",
        "reverse_away": "It turns the play around: the player who was next, and is close to going out, comes later.",
        "follow": "You can cover it with a matching card at once.",
        "name_victim": "It makes a player of your choice draw cards.",
        "give": "Two cards leave your hand at once.",
        "swap": "The swap gets you a smaller hand.",
        "swap_away": "The swap passes you by: you keep your hand instead of a bigger one.",
        "kings": "Everybody else must play a King or draw.",
        "cheat": "A risk: whoever sees it catches you.",
        "play": "It fits, and your more useful cards stay for later.",
        "play_only": "The only card that fits.",
        "play_wild": "A wild card: you choose what comes next.",
        "eat": "It eats the {card}: play goes on from the card beneath.",
        "eat_free": "It eats the {card}: then any card fits.",
        "eat_wish": "It eats the {card}, and {name}'s wish with it.",
        "points": "That sheds {n} points from your hand.",
        "points_one": "That sheds 1 point from your hand.",
        "kings_answer": "It answers the Round of Kings: you draw nothing.",
        "kings_close": "It closes your Round of Kings: without a King you would draw {n} penalty cards.",
        "kings_close_one": "It closes your Round of Kings: without a King you would draw a penalty card.",
        "kings_close_free": "It closes your Round of Kings: without a King you would lose your turn.",
        "draw": "Nothing fits.",
        "draw_last": "{card} may not be your last card.",
        "draw_penalty": "No card passes the penalty on: draw it first.",
        "draw_penalty_skip": "No card passes the penalty on: draw it and miss a turn.",
        "draw_penalty_never": "At this table no card passes a penalty on: draw it first.",
        "draw_penalty_skip_never": "At this table no card passes a penalty on: draw it and miss a turn.",
        "draw_keep": "Better to draw than to waste your useful cards.",
        "pass": "The card you drew is not worth playing now.",
        "accept": "No answer pays here.",
        "caught": "Disputing only costs more: the card did not fit.",
        "dispute": "Disputing costs fewer cards here than the penalty.",
        "catch": "{name} missed a call or cheated: catch them!",
        "catch_call": "{name} missed a call: catch them!",
        "catch_cheat": "{name}'s card did not fit: catch them!",
        "wish_suit": "You hold more {suit} than any other suit.",
        "wish_rank": "You hold more cards of this rank ({rank}) than of any other.",
        "wish_suit_tied": "No suit in your hand outnumbers {suit}.",
        "wish_suit_not_theirs": "{suit} – not the suit a rival close to going out wished for earlier: they likely still "
                                "hold that one.",
        "wish_rank_tied": "No rank in your hand outnumbers this one ({rank}).",
        "wish_suit_gone": "All the {suit} are played or in your hand: the others can follow only with a card that "
                          "goes on anything.",
        "wish_suit_out": "All the {suit} are played: neither you nor the others can follow but with a card that goes "
                         "on anything.",
        "swap_with": "{name} holds the smallest hand.",
        "swap_with_tied": "Nobody holds a smaller hand than {name}.",
        "swap_redirect": "That makes the swap least dangerous for the others.",
        "victim": "{name} is closest to going out.",
        "give_to": "{name} is closest to going out.",
        "victim_tied": "Nobody is closer to going out than {name}.",
        "give_to_tied": "Nobody is closer to going out than {name}.",
        "hands_level": "Every opponent holds as many cards as {name}.",   # (PLAYTEST248 N1: "the others" read as you too)
        "give_card": "{card} is the card you need least.",
        "swap_gain": "The swap gets you a smaller hand: accept it.",
        "swap_stop": "The swap would help a rival: stop it.",
        "victim_answer": "Pass it on instead of drawing.",
        "gift_escape": "Give one back instead of taking it.",
        "block": "Block: your turn instead of missing it.",
        "bluff": "Nothing fits: bluff with your least useful card.",
        "doubt_sure": "You hold that card yourself: it cannot be true.",
        "doubt_seen": "That card already lies face up on the pile: it cannot be true.",
        "doubt": "That would take {name} out: challenge it.",
        "doubt_free": "That would take {name} out and end the hand: a challenge costs nothing, and if it is a lie "
                      "{name} is not out.",
        "doubt_last": "That would leave {name} one card: challenge it.",
        "wish_away": "It wishes away the suit a rival on one card asked for.",
        "doubt_twice": "That card was declared and believed before, and the pack has no more copies of it: one of the "
                       "declarations is a lie.",
        "doubt_liar": "{name} was found out lying more often than telling the truth this hand: challenge it.",
        "believe": "No reason to doubt it.",
        "only": "The only move there is now.",
        "only_with_call": "The only card you can play – with its call, or you get caught.",
        "only_but_catch": "The only move – but for a catch, and there is no reason for one.",
        "searched": "No better move: in many trial games the search chose it {share} of the time, every other move "
                    "less often.",
        "searched_over": "Better than {other}, the move that looks obvious: in many trial games the search chose this "
                         "one {share} of the time, that one {other_share}.",
        "searched_close": "A close call: the search chose it most often, other moves nearly as often.",
        "searched_spread": "Hard to say: no move stood out (in its many trial games the search chose this one most, "
                           "{share} of the time).",
    },
}


CHOOSING = frozenset({"play", "draw_keep", "pass", "accept"})   # reasons that speak of a choice ("...stay for later")


@dataclass(frozen=True)
class Hint:
    move: Move
    text: str       # the move in the notation
    reason: str     # one line, or "" when there is nothing to say


def reason_text(key: str, about: int, seen: Seen, move: Move, lang: str = "en", share: float = 0.0,
                other: str = "", other_share: float = 0.0) -> str:
    """The reason ``key`` in words (``about``: the seat, suit, rank or card it names; ``other``: the move it is
    better than, in words; ``share`` and ``other_share``: how often the search chose either)."""
    words = REASONS.get(lang, REASONS["en"])
    key, about = sharpened(key, about, seen, move)
    template = words.get(key, "")
    german = seen.tables.german_pack
    names = seen.view.names
    named = ("catch", "catch_call", "catch_cheat", "swap_with", "victim", "give_to", "swap_with_tied", "victim_tied",
             "give_to_tied", "return_penalty", "skip_then_one", "skip_then_two", "skips_then_one",
             "skips_then_two", "hands_level")
    name = names[about] if key in named and 0 <= about < len(names) else ""
    if key.startswith(("catch", "doubt")) and move.seat is not None:   # (PLAYTEST119 F4: "er" for Anna)
        name = names[move.seat]
    if key == "eat_wish":
        name = names[last_player(seen)]
    return template.format(
        name=name,
        suit=suit_name(about, lang, german) if key.startswith("wish_suit") and about >= 0 else "",
        rank=rank_name(about, lang, german) if key.startswith("wish_rank") and about > 0 else "",
        card=card_name(about, lang, german) if key in ("give_card", "draw_last", "eat", "eat_free", "eat_wish")
        and about >= 0 else "",
        n=about,
        share=percent(share, lang),
        other=other,
        other_share=percent(other_share, lang),
    )


def percent(share: float, lang: str) -> str:
    """``0.61`` as "61%" (German: "61 %", REVIEW239 B17)."""
    return f"{share * 100:.0f} %" if lang == "de" else f"{share:.0%}"


def hint(seen: Seen, lang: str = "en", budget_ms: float = 200.0, iterations: int = 0, seed: int = 0) -> Hint:
    """The hard bot's move for this seat now, with a reason (``seen`` needs ``info``: ``seen_by(...,
    with_info=True)``).  Moves that differ only in the last-card call count as one (the search shares its games
    out between them); the hint then says the call."""
    explained = HeuristicBot(seed).explain(seen)
    move, stats = SearchBot(seed, budget_ms=budget_ms, iterations=iterations).think(seen)
    names = seen.view.names
    calls = last_card_calls(seen.tables)
    move = with_call(settled(move, explained.move, stats, calls), seen)   # (with the call, as the hard bot plays it)
    if explained.reason in CHOOSING and len({unsaid(other, calls) for other in seen.view.legal
                                             if other.kind not in ("wait", "catch")}) == 1:
        move = move if move.say else explained.move       # no choice: say so, not why it would be chosen
        only = "only_but_catch" if any(other.kind == "catch" for other in seen.view.legal) else "only"
        if only == "only" and move.say in calls:          # (its twin without the call is a move too: PLAYTEST110 F21)
            only = "only_with_call"
        return Hint(move, format_move(move, names), reason_text(only, -1, seen, move, lang))
    held = not holds_none(explained.reason, move, seen)   # (a wish "held most" of a suit not held at all: the search's)
    if unsaid(move, calls) == unsaid(explained.move, calls) and held:
        move = move if move.say else explained.move       # with the call, if either says it
        return Hint(move, format_move(move, names), reason_text(explained.reason, explained.about, seen, move, lang))
    text = format_move(move, names)
    if not stats:
        return Hint(move, text, "")
    key, share = searched(move, stats, calls)
    if key == "searched" and move.kind == "play":    # what the play does, where that has a name (a skip, an attack)
        _value, does = play_value(Situation.of_seen(seen), move)
        if does and does != "play":
            key = does
    other = compared(explained.move, move, seen, lang)
    other_share = 0.0
    if key == "searched" and other:      # the move a learner would think of, and that the search liked less (PLAYTEST173
        key = "searched_over"            # F3: "found no better move, 46 % ..." was no reason), and how often each was
        visits = visits_of(stats, calls)   # chosen (PLAYTEST273 N1: "32% of the time" alone read as the other's 68%)
        other_share = visits.get(unsaid(explained.move, calls), 0.0) / (sum(visits.values()) or 1.0)
    return Hint(move, text, reason_text(key, -1, seen, move, lang, share, other, other_share))


HOLDING = frozenset({"wish_suit", "wish_suit_tied", "wish_rank", "wish_rank_tied"})   # reasons that count the hand


def holds_none(reason: str, move: Move, seen: Seen) -> bool:
    """Whether ``reason`` speaks of the cards held of the wished suit or rank, and the seat holds no plain card of it
    (nothing at all to count: the medium bot's wish then says nothing of the hand, and only the search chose it)."""
    if reason not in HOLDING or move.kind != "wish":
        return False
    T = seen.tables
    plain = [card for card in seen.view.hand if card != JOKER and not T.wild[card]]
    if move.suit is not None:
        return not any(suit_of(card) == move.suit for card in plain)
    return move.rank is not None and not any(rank_of(card) == move.rank for card in plain)


def move_words(move: Move, seen: Seen, lang: str) -> str:
    """A play, a draw or a suit wished in words ("the 7 of Hearts", "Herz 7", "the Joker as the Queen of Diamonds",
    "drawing", "the wish for Clubs"); "" for any other move."""
    german = seen.tables.german_pack
    if move.kind == "draw":
        return "Ziehen" if lang == "de" else "drawing"
    if move.kind == "wish" and move.suit is not None:   # (PLAYTEST269 N1: "No better move … 39 %" told a learner nothing)
        suit = suit_name(move.suit, lang, german)
        return f"der Wunsch {suit}" if lang == "de" else f"the wish for {suit}"
    if move.kind != "play" or not move.cards:
        return ""
    names = " + ".join(card_name(card, lang, german) for card in move.cards)
    if move.as_card is not None:
        stands = card_name(move.as_card, lang, german)
        names += f" als {stands}" if lang == "de" else f" as the {stands}"
    return names if lang == "de" else f"the {names}"


CALL_APART = {"de": {True: " mit Ansage", False: " ohne Ansage"},
              "en": {True: " with its call", False: " without its call"}}


def compared(other: Move, move: Move, seen: Seen, lang: str) -> str:
    """``other`` in words, as the move that ``move`` is better than; where both play the same cards, with what tells
    them apart (PLAYTEST228 F1: "3♣. Better than the 3 of Clubs" was 3♣ with "I'll buy that" against 3♣ plain)."""
    words = move_words(other, seen, lang)
    if words and other.kind == move.kind and other.cards == move.cards and other.as_card == move.as_card \
            and other.say != move.say:
        words += CALL_APART.get(lang, CALL_APART["en"])[other.say is not None]
    return words


def settled(move: Move, sensible: Move, stats: dict[Move, tuple[float, float]], calls: frozenset[str]) -> Move:
    """The search's ``move``, or the medium bot's ``sensible`` one where the search found them about as good (it
    chose ``sensible`` at least ``CLOSE_CALL`` as often): a close call is said with the move a person can follow,
    and its reason (playtest 56: an Ace's swap with the largest hand, "a close call")."""
    visits = visits_of(stats, calls)
    mine = visits.get(unsaid(move, calls), 0.0)
    if unsaid(sensible, calls) != unsaid(move, calls) and visits.get(unsaid(sensible, calls), 0.0) >= CLOSE_CALL * mine > 0:
        return sensible
    return move


def searched(move: Move, stats: dict[Move, tuple[float, float]], calls: frozenset[str]) -> tuple[str, float]:
    """The reason's key when only the search speaks for ``move`` (a close call, or not), and the share of the
    search's games that followed it (``stats``: per move, visits and mean value; ``calls``: the ruleset's
    last-card calls, whose twins count as one move)."""
    visits = visits_of(stats, calls)
    mine = visits.pop(unsaid(move, calls), 0.0)
    share = mine / ((mine + sum(visits.values())) or 1.0)
    close = max(visits.values(), default=0.0) >= CLOSE_CALL * mine
    if share < SPREAD:      # (PLAYTEST121 F4: "no better move (it chose it in 4% ...)" read as sure advice)
        return "searched_spread", share
    return ("searched_close" if close else "searched"), share


def visits_of(stats: dict[Move, tuple[float, float]], calls: frozenset[str]) -> dict[Move, float]:
    """The search's visits per move, a move and its twin with a last-card call counted as one."""
    visits: dict[Move, float] = {}
    for other, (count, _value) in stats.items():
        visits[unsaid(other, calls)] = visits.get(unsaid(other, calls), 0.0) + count
    return visits
