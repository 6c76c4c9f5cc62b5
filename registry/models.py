"""Models of the registry (none yet: they come in a later issue)."""
