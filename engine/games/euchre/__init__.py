"""Euchre: the turned-up card, two rounds of making trump, going alone, five tricks."""
