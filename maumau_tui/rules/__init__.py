"""Rulesets: the YAML format, loading by id or path, and compiling into engine tables."""
