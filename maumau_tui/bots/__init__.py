"""Computer opponents: they are given what their seat may know (``base.Seen``), nothing else.

``make_bot(level, seed)`` (``levels.py``) builds one of the levels random/easy, heuristic/medium or
search/hard; ``seen_by(game, seat, match, with_info)`` (``base.py``) is what a bot is handed.
"""
