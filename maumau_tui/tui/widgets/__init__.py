"""Widgets of the table screen: each shows what it is given and decides nothing."""
