"""Mau-Mau and its house rules in the terminal."""

__version__ = "0.1.0"
