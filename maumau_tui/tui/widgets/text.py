"""Text in a ``Static`` that is updated only when it changes: every update repaints the widget and (unless
its size cannot change) lays the whole screen out again, and a push of the table changes few of them."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def show_text(widget: Static, content: str | Text, layout: bool = True) -> bool:
    """Show ``content`` in ``widget`` unless it shows it already; ``layout=False`` where the widget's size is
    fixed by its style.  Returns whether it changed."""
    if widget.content == content and type(widget.content) is type(content):
        return False
    widget.update(content, layout=layout)
    return True
