"""The help (``?``, F1) at a seat of the table server: the hot seat's keys, told for a terminal of one's own.

The keys at the table are the app's (``tui.i18n_help``); what differs is said here: nobody passes a keyboard
round (only a group at one terminal does), ``Esc``/``q`` go back to the lobby while a bot plays the seat, there
are no settings, and a dropped connection makes the table wait.
"""

from __future__ import annotations

from maumau_tui.tui.i18n import HELP

FIRST = {"de": "Mau-Mau über SSH: ein Terminal für dich (oder für ein paar).",
         "en": "Mau-Mau over SSH: a terminal of your own (or shared by a few)."}
BACK = {"de": "  Esc, q         zur Lobby (solange spielt ein Bot für dich)",
        "en": "  Esc, q         back to the lobby (a bot plays your seat meanwhile)"}
TABLE = {
    "de": """\
Jede Person sieht nur ihre eigene Hand; die Züge der anderen
erscheinen hier, sobald sie gemacht sind. Spielen mehrere an
diesem Terminal, zeigt ein Übergabe-Bildschirm, wer dran ist.
Reißt eine Verbindung ab, wartet der Tisch auf diese Person (die
Zeit steht auf jedem Bildschirm); danach spielt ein Bot für sie,
bis sie wieder da ist.""",
    "en": """\
Each person sees only their own hand; the others' moves appear
here as they are made. With several people at this terminal a
hand-off screen shows whose turn it is. When a connection drops,
the table waits for that person (the time left is on every
screen); then a bot plays for them until they are back.""",
}
HOT_SEAT = {"de": "Spielen mehrere Menschen", "en": "With several people"}   # the hot seat's last paragraph


def seat_help(lang: str) -> str:
    """The help text for a seat of the table server, in ``lang`` (English for a language we do not have)."""
    lang = lang if lang in FIRST else "en"
    lines = HELP[lang].splitlines()[1:]
    kept = []
    for line in lines:
        if line.startswith(HOT_SEAT[lang]):
            break
        if line.startswith("  Esc, q"):
            kept.append(BACK[lang])
        elif not line.startswith("  s "):      # no settings at a seat of the server
            kept.append(line)
    return "\n".join([FIRST[lang], *kept, TABLE[lang]]) + "\n"
