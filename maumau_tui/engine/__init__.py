"""The rules engine: a hand as a state machine, its log and the views of each seat. No UI, network or YAML."""
