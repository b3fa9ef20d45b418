"""Which decisions are asked in a prompt, and with which choices: the one map from move kinds to prompts.

The table screen plays cards, draws, passes and accepts by keys.  Every other decision the engine
asks for (a wish, a player to name, a card to give, an answer window with a countdown) becomes a
``PromptSpec``: a title and the legal moves as choices.  A new kind of decision needs one entry in
``PROMPT_TITLES`` and, if it reads differently, a case in ``labels.move_label``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from maumau_tui.cards import JOKER, card, card_name, rank_name, rank_of, suit_of
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.notation import Move, WAIT_MOVE
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import ACCEPT_LABELS, Look, accusing, call_word, count_cards, label_of, move_label, seat_name

# Kinds the table screen answers by keys; anything else that is the only thing to do is a prompt.
KEY_KINDS = frozenset({"play", "draw", "pass", "accept", "catch"})
PROMPT_TITLES = {"wish": "prompt_wish", "name": "prompt_name", "give": "prompt_give"}
WINDOW_SECONDS = 4.0


@dataclass(frozen=True)
class Choice:
    """One line of a prompt: what it says and the move it makes."""

    label: str
    move: Move
    then: PromptSpec | None = None   # a group: picking it asks this follow-up question (e.g. the suit)


@dataclass(frozen=True)
class PromptSpec:
    """A question with the legal answers; ``timeout`` makes it a real-time window."""

    kind: str
    title: str
    choices: tuple[Choice, ...]
    cancellable: bool = False
    timeout: float | None = None
    on_timeout: Move | None = None
    start: int = 0   # the line the cursor starts on
    keys: tuple[str, ...] = ()   # the digit of each line where it is not the line's number ("": none; ``rank_keys``)
    choose_first: bool = False   # Enter waits until a line is chosen (each line is a lie: ``declare_prompt``)


def same_question(one: PromptSpec, other: PromptSpec) -> bool:
    """The same question with the same answers (a countdown's seconds left aside)."""
    return (one.kind, one.title, one.choices, one.cancellable, one.timeout is None, one.on_timeout) == \
        (other.kind, other.title, other.choices, other.cancellable, other.timeout is None, other.on_timeout)


def line_making(choices: Sequence[Choice], move: Move) -> int | None:
    """The line of ``choices`` that makes ``move``: the one with its call, else the one without (None: no line)."""
    plain = replace(move, say=None)
    exact = [index for index, choice in enumerate(choices) if choice.move == move]
    loose = [index for index, choice in enumerate(choices) if choice.move is not None
             and replace(choice.move, say=None) == plain]
    return next(iter(exact + loose), None)


def choices_for(moves: Sequence[Move], names: Sequence[str], look: Look, view: View | None = None) -> tuple[Choice, ...]:
    return tuple(Choice(move_label(move, names, look, view), move) for move in moves)


def rank_digit(rank: int) -> str:
    """A rank's own digit: 0 for a 10, 1 for an Ace, none ("") for a face."""
    return "1" if rank == ACE else str(rank % 10) if rank <= 10 else ""


def rank_place(rank: int) -> int:
    """Where a rank stands in a list keyed by ranks: in the order of their digits, the Ace (1) first, then 2 to 10 and
    the faces, which have no digit (PLAYTEST244 N4: the Ace's line, key 1, came last, below the fold at 80×24)."""
    return 1 if rank == ACE else rank


def rank_keys(moves: Sequence[Move]) -> tuple[str, ...]:
    """The digit of each rank wished for, where every line is a rank (PLAYTEST99 F1: numbered 1, 2 ... from the 2,
    "7 Enter" wished for an 8); else ()."""
    if not moves or any(move.rank is None for move in moves):
        return ()
    return tuple(rank_digit(move.rank or 0) for move in moves)


def joker_keys(choices: Sequence[Choice]) -> tuple[str, ...]:
    """The joker's own question keyed as a rank wish is (PLAYTEST101 L3: there 1 played it as a joker, in the wish
    1 is the Ace): each line of one rank its rank's digit, the joker as itself none (the cursor starts on it);
    () where a rank has two lines (with and without a call) and the lines keep their numbers."""
    ranks = [rank_of(choice.move.as_card) if choice.move.as_card is not None else None for choice in choices]
    named = [rank for rank in ranks if rank is not None]
    if not named or len(set(named)) < len(named):
        return ()
    return tuple(rank_digit(rank) if rank is not None else "" for rank in ranks)


def _wish_title(moves: Sequence[Move], lang: str) -> str:
    if all(move.suit is not None for move in moves):
        return tr(lang, "prompt_wish_suit")
    if all(move.rank is not None for move in moves):
        return tr(lang, "prompt_wish_rank")
    return tr(lang, "prompt_wish")


def prompt_for(view: View, look: Look, window_seconds: float | None = None) -> PromptSpec | None:
    """The prompt this seat must answer now, or None when the table keys do (or nothing is due).

    ``window_seconds`` overrides the ruleset's ``view.window_seconds`` for a real-time window.  What a caught
    cheat draws comes with the view, what blind play costs with ``look`` (``look.costs``)."""
    if view.may_answer:
        seconds = (window_seconds if window_seconds is not None else view.window_seconds) if view.timed else None
        return window_prompt(view, look, seconds)
    if not view.my_turn:
        return None
    moves = [move for move in view.legal if move.kind != "catch"]
    if not moves:
        return None
    names = view.names
    kinds = {move.kind for move in moves}
    if "wait" in kinds:
        answers = [move for move in moves if move.kind != "wait"]
        seconds = window_seconds if window_seconds is not None else (view.window_seconds or WINDOW_SECONDS)
        return PromptSpec("window", tr(look.lang, "prompt_window"), choices_for(answers, names, look, view),
                          timeout=seconds, on_timeout=WAIT_MOVE)
    if view.phase == Phase.CAUGHT:
        return caught_prompt(view, look)
    if view.phase == Phase.CHALLENGING:
        return challenge_prompt(view, look)
    if len(kinds) == 1:
        (kind,) = kinds
        if kind == "wish":
            title = _wish_title(moves, look.lang)
            moves.sort(key=lambda move: rank_place(move.rank or 0))        # (a suit wish: the ranks are all None)
            if view.opening:              # the start card's wish (the first player's, or the dealer's): say so
                title = tr(look.lang, "prompt_wish_start", card=label_of(view.top, look), question=title)
            return PromptSpec(kind, title, choices_for(moves, names, look, view), keys=rank_keys(moves))
        if kind == "name":
            return PromptSpec(kind, name_title(view, look), choices_for(moves, names, look, view))
        if kind == "give":        # own cards only, in the hand's order (PLAYTEST253 F1: 1 gave the hand's card 2)
            return PromptSpec(kind, give_title(view, look), choices_for(in_hand_order(view, moves), names, look, view))
        if kind in PROMPT_TITLES:
            return PromptSpec(kind, tr(look.lang, PROMPT_TITLES[kind]), choices_for(moves, names, look, view))
    if not kinds & KEY_KINDS:
        # Only kinds this screen has no key for: offer every legal move as a list.  Mixed with key
        # kinds, the extra moves stay one key (``o``) away.
        return all_moves_prompt(view, look, cancellable=False)
    return None


def only_name(spec: PromptSpec) -> Move | None:
    """The move of a question of whom to name that has one seat to name (three at the table, an Ace's swap
    redirected: nobody but Cleo is left; two at the table, a Queen's victim): nothing to choose, so the table names
    that seat instead of asking (PLAYTEST96 F5).  Who may be named depends on the seats alone, never on a card."""
    if spec.kind != "name" or len(spec.choices) != 1 or spec.choices[0].then is not None:
        return None
    return spec.choices[0].move


def has_more_moves(view: View) -> bool:
    """The seat has legal moves that no table key makes (reachable with ``o``)."""
    return any(move.kind not in KEY_KINDS and move.kind != "cheat" for move in view.legal)  # cheat: key f


def all_moves_prompt(view: View, look: Look, cancellable: bool = True) -> PromptSpec:
    """Every legal move of this seat as a list (the ``o`` key, and the fallback for new kinds): the plays first, in
    the order the hand shows their cards, so the list's first line plays the hand's first card that may be played
    (PLAYTEST243 N2: the engine's order read as another card's number); the other moves after them as they come."""
    return PromptSpec("any", tr(look.lang, "prompt_other"), play_choices(in_hand_order(view), view.names, look, view),
                      cancellable=cancellable)


def in_hand_order(view: View, moves: Sequence[Move] | None = None) -> list[Move]:
    """``moves`` (``view.legal``) with those of a card, plays and gifts, first, by where their first card lies in the
    hand as shown."""
    def place(move: Move) -> int:
        if move.kind in ("play", "give") and move.cards and move.cards[0] in view.hand:
            return view.hand.index(move.cards[0])
        return len(view.hand)
    return sorted(view.legal if moves is None else moves, key=place)


def catch_prompt(view: View, look: Look) -> PromptSpec | None:
    """The seats this seat may catch; the title says what a wrong accusation of cheating costs."""
    moves = [move for move in view.legal if move.kind == "catch"]
    if not moves:
        return None
    title = (tr(look.lang, "prompt_accuse", cards=count_cards(look.costs.wrong_catch, look.lang))
             if any(accusing(move, view, look) for move in moves) else tr(look.lang, "prompt_catch"))
    return PromptSpec("catch", title, choices_for(moves, view.names, look, view), cancellable=True)


def only_missed_calls(view: View) -> View:
    """``view`` without a catch but of a missed call: a public screen calls out in somebody's name, never with an
    accusation of cheating, which costs the accuser a card when it is wrong."""
    return replace(view, legal=tuple(move for move in view.legal if move.kind != "catch" or move.seat in view.catchable))


def sure_catch(spec: PromptSpec, view: View, look: Look) -> Move | None:
    """The catch ``c`` makes at once: the only one, of a missed call everybody heard.  An accusation of
    cheating is asked first, also when it is the only catch (a stray ``c`` must not cost a card); which catch
    is which is public (the missed calls), so the question tells nothing about the card."""
    if len(spec.choices) == 1 and (move := spec.choices[0].move) is not None and not accusing(move, view, look):
        return move
    return None


# ---- the decisions of chains, windows, jokers and cheats (erftschmiede and friends) -----------------

WINDOW_TITLES = {"victim": "prompt_victim", "gift": "prompt_gift", "block": "prompt_block"}
GROUP_JOKER_OVER = 4   # more declared cards than this: choose the rank first, then the suit ...
DIGIT_KEYS = 10        # ... but against the clock not where every line keeps a digit key, 1 to 9 and 0 (``window_prompt``)
QUEEN, ACE, FOUR = 12, 14, 4


def _name(view: View, seat: int) -> str:
    return seat_name(view.names, seat)


def name_title(view: View, look: Look) -> str:
    """Whom a card names: the Queen's victim, the 4's receiver, the Ace's swap partner (or a new one)."""
    rank = rank_of(view.top) if view.top != JOKER else 0
    if rank == QUEEN:
        return tr(look.lang, "prompt_name_victim")
    if rank == FOUR:
        return tr(look.lang, "prompt_name_receiver")
    if rank == ACE:
        if view.origin >= 0 and view.origin != view.seat:
            return tr(look.lang, "prompt_name_redirect", name=_name(view, view.origin))
        return tr(look.lang, "prompt_name_swap")
    if view.name_draw > 0:    # (Evil Seven's 2: the one named draws)
        return tr(look.lang, "prompt_name_draw", cards=count_cards(view.name_draw, look.lang))
    return tr(look.lang, "prompt_name")


def give_title(view: View, look: Look) -> str:
    """The card to give: to the 4's receiver, or back to the 4's player after escaping with a 4."""
    if view.target >= 0 and view.seat == view.target and view.origin >= 0:
        return tr(look.lang, "prompt_give_back", name=_name(view, view.origin))
    if view.target >= 0:
        return tr(look.lang, "prompt_give_to", name=_name(view, view.target))
    return tr(look.lang, "prompt_give")


def start_card(view: View) -> bool:
    """The open window is the start card's: nothing has been played on the pile this hand."""
    return view.pile_size == 1


def redirectable(view: View) -> bool:
    """Whether an Ace may turn the open swap to another seat: a third seat is in the hand (public: who went out, who
    sits this match out).  (PLAYTEST220 N3: two players were offered "an Ace (redirect)", which nobody could play.)"""
    return len(view.names) - len(view.out) - len(view.absent) > 2


def window_title(view: View, look: Look) -> str:
    """The question of an answer window; it depends only on public facts (the kind, who is named)."""
    lang, kind = look.lang, view.window_kind
    if kind == "swap":
        if view.seat == view.target:
            key = "prompt_swap_partner" if redirectable(view) else "prompt_swap_partner_two"
            return tr(lang, key, name=_name(view, view.origin))
        if view.seat == view.origin:
            return tr(lang, "prompt_swap_own", other=_name(view, view.target))
        return tr(lang, "prompt_swap_other", name=_name(view, view.origin), other=_name(view, view.target))
    if kind == "block":   # the dealer turned the 6 up (nothing played on it yet), or somebody played it
        six = view.top    # only the 5 of its suit blocks it (a public fact: the card on the pile)
        return tr(lang, "prompt_block_start" if start_card(view) else "prompt_block", name=_name(view, view.origin),
                  six=card_name(six, lang, look.german_pack), five=card_name(card(5, suit_of(six)), lang, look.german_pack))
    if kind == "victim" and view.seat == view.target and view.namer >= 0:   # who names them (PLAYTEST209 F1: the
        return tr(lang, "prompt_victim_by", name=_name(view, view.namer))       # log's lines may not fit the box)
    if kind == "gift" and view.seat == view.target and view.origin >= 0:
        return tr(lang, "prompt_gift_from", name=_name(view, view.origin))
    if kind in WINDOW_TITLES:
        return tr(lang, WINDOW_TITLES[kind])
    return tr(lang, "prompt_window")


def window_prompt(view: View, look: Look, seconds: float | None) -> PromptSpec:
    """A seat's answers in an open window: its answering cards and ``accept`` (named for what it means);
    with ``seconds`` a countdown that lets time run out (``wait``).  In a window that runs out by itself (a block,
    a swap) the cursor starts on ``accept``, what waiting would do: an Enter pressed out of habit, or left over from
    a question whose time ran out, spends no card of the hand."""
    moves = [move for move in view.legal if move.kind not in ("catch", "wait")]
    answers = [move for move in moves if move.kind != "accept"]
    accept_key = ACCEPT_LABELS.get(view.window_kind, "move_accept")
    # asked whatever one holds (nothing leaks); this seat's own screen may say that none of its cards answers (PLAYTEST102)
    unanswered = "" if answers else " " + unanswered_why(view, look)
    timed = seconds is not None and any(move.kind == "wait" for move in view.legal)
    # Against the clock a joker's declared cards are lines of their own wherever all lines keep a digit key: a
    # follow-up (the suit) would need the clock held, and over SSH that hold shows at every seat ("paused: waiting
    # for an answer"), only where this seat holds a joker (REVIEW256 B2); one digit and Enter is quicker anyway.
    flat = timed and len(view.legal) - 1 <= DIGIT_KEYS     # (every line: the legal moves but ``wait``)
    choices = play_choices(answers, view.names, look, view, flat=flat) + tuple(
        Choice(tr(look.lang, accept_key, n=view.name_draw) + unanswered, move) for move in moves if move.kind == "accept")
    # a cheat that opened this window may still be called out from here
    choices += choices_for([move for move in view.legal if move.kind == "catch"], view.names, look, view)
    accept = [index for index, choice in enumerate(choices) if choice.move is not None and choice.move.kind == "accept"]
    start = accept[0] if accept and view.timed else 0
    return PromptSpec(view.window_kind or "window", window_title(view, look), choices,
                      timeout=seconds if timed else None, on_timeout=WAIT_MOVE if timed else None, start=start)


def unanswered_why(view: View, look: Look) -> str:
    """Why this seat's screen offers no answer: none of its cards answers, or (a gift) its card of the rank would, but
    escaping with it needs two more cards in hand (PLAYTEST243 N4: "no card of yours answers it" beside a held 4)."""
    if view.window_kind == "gift":
        held = [mine for mine in view.hand if rank_of(mine) == rank_of(view.top)]
        if held and len(view.hand) < 3:
            return tr(look.lang, "no_answer_gift", card=label_of(held[0], look))
    return tr(look.lang, "no_answer_held")


def caught_prompt(view: View, look: Look) -> PromptSpec:
    """A caught cheat: take the penalty, or dispute the catch (``say einspruch``) and take the larger one (each
    line says what it costs: ``labels.in_decision``)."""
    title = (tr(look.lang, "prompt_caught_by", name=view.names[view.catcher]) if 0 <= view.catcher < len(view.names)
             else tr(look.lang, "prompt_caught"))   # (PLAYTEST228 N2: who caught you was only in the log behind it)
    return PromptSpec("caught", title, choices_for(view.legal, view.names, look, view))


def _declared_label(move: Move, look: Look) -> str:
    card = move.as_card if move.as_card is not None else JOKER
    text = f"{label_of(card, look)} ({card_name(card, look.lang, look.german_pack)})"
    return tr(look.lang, "with_call", text=text, word=call_word(move.say, look)) if move.say else text


def joker_line(move: Move, look: Look, named: str, joker: str) -> str:
    """A joker played as one card: "As 3♦ (3 of Diamonds)", among other moves "Play Jkr as 3♦ …", its call last."""
    if not named:
        return tr(look.lang, "joker_as", card=_declared_label(move, look))
    line = tr(look.lang, "joker_as_named", card=_declared_label(replace(move, say=None), look), joker=joker)
    return tr(look.lang, "with_call", text=line, word=call_word(move.say, look)) if move.say else line


def play_choices(moves: Sequence[Move], names: Sequence[str], look: Look, view: View | None = None,
                 jokers_own: bool = False, flat: bool = False) -> tuple[Choice, ...]:
    """Plays as choices; a joker's many declared cards become one line per rank, each asking the suit.
    ``jokers_own``: the question is the joker's own ("which card does the joker stand for?"), where "As 3♦" says it;
    elsewhere (a window the joker alone can answer: PLAYTEST96 F5 read "As 2 …" there) each line names the joker.
    ``flat``: no line asks further (a question against the clock, ``window_prompt``): one line per declared card, in
    the same order."""
    declared = [m for m in moves if m.kind == "play" and m.cards[:1] == (JOKER,) and m.as_card is not None]
    lang = look.lang
    plain = [m for m in moves if m.kind == "play" and m.cards == (JOKER,) and m.as_card is None]
    alone = jokers_own and all(m in declared or m in plain for m in moves)
    named = "" if alone else "_named"                         # among other moves: each line names the joker
    joker = label_of(JOKER, look)

    def label(move: Move) -> str:
        if move in plain:   # the joker as itself: what its player then wishes, as the ruleset has it (Pesten: nothing)
            wish = look.costs.joker_wish
            text = tr(lang, "joker_plain" + named, joker=joker) + (tr(lang, f"joker_then_{wish}") if wish != "none" else "")
            return tr(lang, "with_call", text=text, word=call_word(move.say, look)) if move.say else text
        return move_label(move, names, look, view)

    if len(declared) <= GROUP_JOKER_OVER:
        return tuple(Choice(label(m), m) for m in moves)
    choices = [Choice(label(m), m) for m in moves if m not in declared]
    grouped: list[Choice] = []   # (where the declared plays stood: by the joker's own line, PLAYTEST253 N1)
    at = sum(1 for m in moves[:moves.index(declared[0])] if m not in declared)
    by_rank: dict[tuple[int, str | None], list[Move]] = {}
    for move in declared:
        by_rank.setdefault((rank_of(move.as_card or 0), move.say), []).append(move)
    for (rank, say), group in sorted(by_rank.items(), key=lambda item: (rank_place(item[0][0]), item[0][1] or "")):
        rank_text = rank_name(rank, lang, look.german_pack)
        line = tr(lang, "joker_as_rank" + named, rank=rank_text, joker=joker)
        if say:
            line = tr(lang, "with_call", text=line, word=call_word(say, look))
        group.sort(key=lambda m: suit_of(m.as_card or 0))
        if len(group) == 1 or flat:
            grouped.extend(Choice(joker_line(move, look, named, joker), move) for move in group)
            continue
        follow = PromptSpec("joker-suit", tr(lang, "prompt_joker_suit", rank=rank_text),
                            tuple(Choice(_declared_label(m, look), m) for m in group), cancellable=True)
        grouped.append(Choice(f"{line} …", group[0], then=follow))
    return tuple(choices[:at] + grouped + choices[at:])


def plays_prompt(moves: Sequence[Move], names: Sequence[str], look: Look) -> PromptSpec:
    """Several ways to play the chosen card: a joker's declared cards grouped by rank, else a plain list,
    headed by the card when every way plays it (with or without a call, honestly or as a cheat)."""
    joker = all(m.kind == "play" and m.cards[:1] == (JOKER,) for m in moves)
    first = {m.cards[0] if m.cards else None for m in moves}
    if joker:
        title = tr(look.lang, "prompt_joker")
    elif len(first) == 1 and None not in first:
        title = tr(look.lang, "prompt_ways", card=label_of(moves[0].cards[0], look))
    else:
        title = tr(look.lang, "prompt_other")
    choices = play_choices(moves, names, look, jokers_own=joker)
    return PromptSpec("play", title, choices, cancellable=True, keys=joker_keys(choices) if joker else ())


# ---- blind play and several cards in one move -------------------------------------------------------

def is_lie(move: Move) -> bool:
    """A card laid face down in blind play and declared as another (a joker declared as a card is none)."""
    return move.as_card is not None and bool(move.cards) and move.as_card != move.cards[0] and move.cards[0] != JOKER


def fitting(moves: Sequence[Move]) -> frozenset[int]:
    """The cards that may be played as what they are (in blind play any card also goes face down as a lie: those are
    not marked as fitting, PLAYTEST113 F5)."""
    return frozenset(m.cards[0] for m in moves if m.kind == "play" and m.cards and not is_lie(m))


def declare_prompt(moves: Sequence[Move], names: Sequence[str], look: Look) -> PromptSpec:
    """Blind play of the chosen card: the truth first (Enter, Enter never lies), then each lie by the card
    declared; a call (``m``) keeps its own lines.  A card that does not fit has only lies: the title says so and
    Enter waits until a line is chosen (PLAYTEST113 F5: Enter, Enter declared the first lie)."""
    lang = look.lang
    real = moves[0].cards[0]
    label = label_of(real, look)
    truth = [m for m in moves if not is_lie(m)]
    lies = sorted((m for m in moves if m not in truth), key=lambda m: (m.say or "", m.as_card or 0))

    def line(move: Move) -> str:
        if move in truth:
            text = tr(lang, "declare_truth", card=label)
        else:
            card = move.as_card or 0
            text = tr(lang, "declare_lie", card=label_of(card, look),
                      name=card_name(card, lang, look.german_pack))
        return tr(lang, "with_call", text=text, word=call_word(move.say, look)) if move.say else text

    choices = tuple(Choice(line(m), m) for m in [*truth, *lies])
    return PromptSpec("declare", tr(lang, "declare_title" if truth else "declare_title_lie", card=label), choices,
                      cancellable=True, choose_first=not truth)


def is_blind_choice(moves: Sequence[Move]) -> bool:
    """The plays of one card in blind play: the truth and the lies to choose from."""
    return len(moves) > 1 and any(m.as_card is not None for m in moves) and len({m.cards for m in moves}) == 1 \
        and all(m.kind == "play" and m.cards[:1] != (JOKER,) for m in moves)


def challenge_prompt(view: View, look: Look) -> PromptSpec:
    """Believe the face-down card or turn it over; the line says what the challenge risks, both ways (its
    costs: ``look.costs.blind``, worded by ``labels.in_decision``)."""
    lang = look.lang
    spoken = f"{label_of(view.top, look)} ({card_name(view.top, lang, look.german_pack)})"
    liar = next((_name(view, move.seat) for move in view.legal if move.kind == "catch" and move.seat is not None), "?")
    return PromptSpec("challenge", tr(lang, "challenge_title", name=liar, card=spoken),
                      choices_for(view.legal, view.names, look, view))


def marked_plays(moves: Sequence[Move], marked: Sequence[int]) -> list[Move]:
    """The plays of exactly the marked cards (in the order marked: the first must fit, the last lies on
    top; the cards between in any order)."""
    if not marked:
        return []
    first, last, middle = marked[0], marked[-1], sorted(marked[1:-1])
    return [m for m in moves if m.kind == "play" and len(m.cards) == len(marked) and m.cards[0] == first
            and m.cards[-1] == last and sorted(m.cards[1:-1]) == middle and m.as_card is None]
