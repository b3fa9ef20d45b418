"""Our own validators' sentences in German (``schema.py``, ``checks.py``, ``loader.py``, ``cards.py``, ``match.py``),
for ``german.py``: without them a German message about a broken ruleset read half German, half English.

Each entry is a template of the English sentence (slots as in ``german.Template``: ``{l}`` ends at the first
place the words after it follow, ``{g}`` at the last, ``{q}`` a quoted key, ``{d}`` a number) and its German.
A validator whose sentence changes must change its template here too (``tests/rules/test_german_own.py``
makes each sentence and checks that no English is left).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from maumau_tui.rules.german import Found


def _players(text: str) -> str:
    """``3``, ``3 to 5`` or ``6 to 7 and 11 to 12`` (players) in German."""
    return text.replace(" to ", " bis ").replace(" and ", " und ")


def _packs(text: str) -> str:
    """``2 packs of 52 and 2 jokers`` in German."""
    for english, german in ((" packs of ", " Kartenspiele zu "), (" pack of ", " Kartenspiel zu "),
                            (" and ", " und "), (" jokers", " Joker"), (" joker", " Joker")):
        text = text.replace(english, german)
    return text


def _none(text: str) -> str:
    return "keine" if text == "none" else text


def _placeholder(text: str) -> str:
    return text[: -len("an empty {}")] + "ein leeres {}" if text.endswith("an empty {}") else text


GO_OUT = "so kann niemand je seine letzte Karte ablegen"
DEAL = ("die Karten lassen sich für {players} Spieler nicht geben: {seats} × {hand} Karten und die Startkarte brauchen "
        "{need}, das Deck hat {deck} ({packs})")
SHORT = "gib weniger Karten oder nimm mehr Kartenspiele dazu (pack.packs_from)"

OWN: list[tuple[str, Callable[[Found], str]]] = [
    # schema.py
    ("min ({g}) is larger than max ({g})", lambda m: f"min ({m[1]}) ist größer als max ({m[2]})"),
    ("{q} is not a rank ({g}), a card like QS, or *",
     lambda m: f"{m[1]} ist weder ein Rang ({m[2]}) noch eine Karte wie QS noch *"),
    ("{q} is not a rank ({g})", lambda m: f"{m[1]} ist kein Rang ({m[2]})"),          # cards.parse_rank
    ("every player is dealt at least one card", lambda m: "jeder Spieler bekommt mindestens eine Karte"),
    ("{q} is not an id: use lowercase letters a–z, digits and hyphens, starting with a letter or digit, like my-rules",
     lambda m: f"{m[1]} ist keine Kennung: nimm die Buchstaben a–z (klein), Ziffern und Bindestriche, vorne ein "
               "Buchstabe oder eine Ziffer, wie meine-regeln"),
    ("an id of {d} characters is too long for a new ruleset: at most {d}",
     lambda m: f"eine Kennung aus {m[1]} Zeichen ist zu lang für ein neues Regelwerk: höchstens {m[2]}"),
    ("{q} is not a ruleset id: use lowercase letters a–z, digits and hyphens, like my-rules",
     lambda m: f"{m[1]} ist keine Kennung einer Variante: nimm die Buchstaben a–z (klein), Ziffern und Bindestriche, "
               "wie meine-regeln"),
    # checks.py
    ("gives no hand size: write a number, or cards by table size like {2: 7, 5: 5}",
     lambda m: "nennt keine Kartenzahl: schreib eine Zahl oder die Karten je Tischgröße wie {2: 7, 5: 5}"),
    ("{l} is not a table size: a table has 2 to {g} players",
     lambda m: f"{m[1]} ist keine Tischgröße: an einem Tisch sitzen 2 bis {m[2]} Spieler"),
    ("{l} packs: a table shuffles 1 to {g} packs together",
     lambda m: f"{m[1]} Kartenspiele: ein Tisch mischt 1 bis {m[2]} Kartenspiele zusammen"),
    ("the first hand deals {l} cards, so everybody is the Idiot before the match begins: idiot_at must be more "
     "than first ({g})",
     lambda m: f"das erste Spiel gibt {m[1]} Karten, damit ist jeder schon vor Beginn der Partie der Idiot: idiot_at "
               f"muss größer sein als first ({m[2]})"),
    ("the first hand deals {l} cards, fewer than out_below ({l}): everybody would be out before the match begins",
     lambda m: f"das erste Spiel gibt {m[1]} Karten, weniger als out_below ({m[2]}): alle wären schon vor Beginn der "
               "Partie ausgeschieden"),
    ("start cards shrink with every hand lost, and nothing takes a seat with no cards out of the match: set "
     "out_below (1 or more)",
     lambda m: "die Startkarten werden mit jedem verlorenen Spiel weniger, und nichts nimmt einen Platz ohne Karten "
               "aus der Partie: setze out_below (1 oder mehr)"),
    ("start cards grow with every hand lost, and nothing stops them before the deck runs out: set idiot_at (the "
     "seat that would get that many cards loses)",
     lambda m: "die Startkarten werden mit jedem verlorenen Spiel mehr, und nichts hält sie auf, bevor das Deck "
               "ausgeht: setze idiot_at (wer so viele Karten bekäme, verliert)"),
    ("{q} cannot be said in a move: write the call as one word of small letters and dashes, like laatste-kaart",
     lambda m: f"{m[1]} lässt sich in einem Zug nicht sagen: schreib den Ruf als ein Wort aus Kleinbuchstaben und "
               "Bindestrichen, wie laatste-kaart"),
    ("{q} is the game's other name for its call {q}: write {g} and say it in your words with a call_{g} sentence "
     "under words",
     lambda m: f"{m[1]} ist ein anderer Name des Rufs {m[2]} des Spiels: schreib {m[3]} und sag ihn in deinen Worten "
               f"mit einem Satz call_{m[4]} unter words"),
    # loader.py
    ("should be true or false, not {l}; the option {q} of {g} is switched on or off",
     lambda m: f"sollte true oder false sein, nicht {m[1]}; die Option {m[2]} von {m[3]} wird an- oder ausgeschaltet"),
    ("should be a whole number, not {l}; the option {q} of {g} is a number",
     lambda m: f"sollte eine ganze Zahl sein, nicht {m[1]}; die Option {m[2]} von {m[3]} ist eine Zahl"),
    ("{l} never counts: the option {q} sets it to {l} at its default ({l}); give the option the default you want "
     "instead ({g})",
     lambda m: f"{m[1]} zählt nie: die Option {m[2]} setzt es bei ihrem Standardwert ({m[4]}) auf {m[3]}; gib "
               f"stattdessen der Option den gewünschten Standardwert ({m[5]})"),
    ("the game has no sentence {q} (did you mean {g}?)", lambda m: f"das Spiel hat keinen Satz {m[1]} (meinst du {m[2]}?)"),
    ("the game has no sentence {q}; the sentences are: {g}",
     lambda m: f"das Spiel hat keinen Satz {m[1]}; es hat die Sätze {m[2]}"),
    ("a single { or } in the text: write {{ or }} for a brace, and a placeholder like {name}",
     lambda m: "ein einzelnes { oder } im Text: schreib {{ oder }} für eine Klammer und einen Platzhalter wie {name}"),
    ("{l} is not a placeholder of this sentence (did you mean {l}?); it may use {g}",
     lambda m: f"{_placeholder(m[1])} ist kein Platzhalter dieses Satzes (meinst du {m[2]}?); er darf "
               f"{_none(m[3])} verwenden"),
    ("{l} is not a placeholder of this sentence; it may use {g}",
     lambda m: f"{_placeholder(m[1])} ist kein Platzhalter dieses Satzes; er darf {_none(m[2])} verwenden"),
    ("a line break or a tab in the text: each text here is shown on one line",
     lambda m: "ein Zeilenumbruch oder ein Tabulator im Text: jeder Text hier steht in einer Zeile"),
    ("a control character ({l}) in the text: write only what can be shown",
     lambda m: f"ein Steuerzeichen ({m[1]}) im Text: schreib nur, was sich zeigen lässt"),
    ("a square bracket in the text: write round ones, ( ) (the screens read [ ] as markup)",
     lambda m: "eine eckige Klammer im Text: schreib runde, ( ) (die Bildschirme lesen [ ] als Auszeichnung)"),
    ("{l}: write placeholders plainly, like {l}, without a format",
     lambda m: f"{m[1]}: schreib Platzhalter schlicht, wie {m[2]}, ohne Format"),
    ("the game cannot fill in this text ({g}); write placeholders plainly, like {name}",
     lambda m: f"das Spiel kann diesen Text nicht ausfüllen ({m[1]}); schreib Platzhalter schlicht, wie {{name}}"),
    ("every card of the deck is forbidden as the last card, so nobody can ever go out: leave at least one rank "
     "allowed",
     lambda m: f"jede Karte des Decks ist als letzte Karte verboten, {GO_OUT}: lass mindestens einen Rang erlaubt"),
    ("no card of the deck can be the last one (each is forbidden as the last card, must be followed by another "
     "(follow), or gives a card away (give)), so nobody can ever go out: leave at least one rank plain",
     lambda m: "keine Karte des Decks kann die letzte sein (jede ist als letzte Karte verboten, muss bedient werden "
               f"(follow) oder gibt eine Karte ab (give)), {GO_OUT}: lass mindestens einen Rang ohne Wirkung"),
    ("a drawn answer and cheating do not go together: while a card drawn to answer waits, the others would see that "
     "the drawing stopped (the catch of the last play goes with the draw); set drawn_answer to 0, or leave cheating out",
     lambda m: "eine gezogene Antwort und Fuschen passen nicht zusammen: solange eine zum Antworten gezogene Karte wartet, "
               "sähen die anderen, dass das Ziehen aufgehört hat (mit dem Ziehen geht das Erwischen des letzten Zugs); "
               "setze drawn_answer auf 0, oder lass cheating weg"),
    ("the deck has jokers, but a joker can only be played if it is wild, so whoever holds one can never go out: "
     "give it an effect like effects: {\"*\": {wild: {wish: none}}}, or set jokers to 0",
     lambda m: "das Deck hat Joker, aber ein Joker lässt sich nur legen, wenn er wild ist, so kann niemand, der einen "
               "hält, je seine letzte Karte ablegen: gib ihm eine Wirkung wie effects: {\"*\": {wild: {wish: none}}} "
               "oder setze jokers auf 0"),
    ("the cards cannot be dealt for {l} players: {l} × {l} cards and the start card need {l}, the deck has {l} "
     "({g}); allow at most {l} players (players.max), or deal fewer cards, or add packs (pack.packs_from)",
     lambda m: DEAL.format(players=_players(m[1]), seats=m[2], hand=m[3], need=m[4], deck=m[5], packs=_packs(m[6]))
     + f"; lass höchstens {m[7]} Spieler zu (players.max), {SHORT}"),
    ("the cards cannot be dealt for {l} players: {l} × {l} cards and the start card need {l}, the deck has {l} "
     "({g}); deal fewer cards, or add packs (pack.packs_from)",
     lambda m: DEAL.format(players=_players(m[1]), seats=m[2], hand=m[3], need=m[4], deck=m[5], packs=_packs(m[6]))
     + f"; {SHORT}"),
    # loader.py
    ("should be the id of a ruleset, like standard, not {g}",
     lambda m: f"sollte die id eines Regelwerks sein, wie standard, nicht {m[1]}"),
    ("'extends' goes round in a circle ({g})", lambda m: f"'extends' dreht sich im Kreis ({m[1]})"),
    ("a ruleset cannot extend itself ({g})", lambda m: f"ein Regelwerk kann nicht sich selbst erweitern ({m[1]})"),
    ("more than {l} rulesets extend one another here; start from one closer to the base",
     lambda m: f"hier erweitern mehr als {m[1]} Regelwerke einander; geh von einem aus, das der Grundlage näher ist"),
    ("no ruleset called {q}; did you mean {g}?", lambda m: f"es gibt kein Regelwerk {m[1]}; meinst du {m[2]}?"),
    ("no ruleset called {q}; known: {g}", lambda m: f"es gibt kein Regelwerk {m[1]}; bekannt: {_none(m[2])}"),
    ("should be a mapping of house rules (name: {description: ..., default: ..., set: {...}}), not {g}",
     lambda m: f"sollte eine Zuordnung von Hausregeln sein (name: {{description: ..., default: ..., set: {{...}}}}), "
               f"nicht {m[1]}"),
    ("ruleset {q} has no option {l}; it has: {g}",
     lambda m: f"das Regelwerk {m[1]} hat keine Hausregel {m[2]}; es hat: {_none(m[3])}"),
    ("option {q} takes a number from {d} to {l}, not {d}",
     lambda m: f"die Hausregel {m[1]} nimmt eine Zahl von {m[2]} bis {m[3]}, nicht {m[4]}"),
    ("option {q} takes a whole number, not {g}", lambda m: f"die Hausregel {m[1]} nimmt eine ganze Zahl, nicht {m[2]}"),
    ("option {q} is on or off (true or false), not {g}",
     lambda m: f"die Hausregel {m[1]} ist an oder aus (true oder false), nicht {m[2]}"),
    ("min and max belong to a number option (a default that is a number)",
     lambda m: "min und max gehören zu einer Hausregel mit Zahl (einer Zahl als default)"),
    ("min {d} is above max {d}", lambda m: f"min {m[1]} liegt über max {m[2]}"),
    ("the default {d} is below min {d}", lambda m: f"der default {m[1]} liegt unter min {m[2]}"),
    ("the default {d} is above max {d}", lambda m: f"der default {m[1]} liegt über max {m[2]}"),
    # match.py (a table whose house rules and seats the deck cannot serve; the seats screen says it)
    ("{l} cards are too few to deal {l} each to {l} players and turn up a start card: deal fewer cards or seat "
     "fewer players",
     lambda m: f"{m[1]} Karten reichen nicht, um {m[3]} Spielern je {m[2]} zu geben und eine Startkarte aufzudecken: "
               "gib weniger Karten oder setz weniger Spieler an den Tisch"),
]
