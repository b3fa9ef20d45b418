"""The app's screens: setup (variant, rules, seats), the table, and the prompts laid over it."""
