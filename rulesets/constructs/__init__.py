"""Constructs of the rules language shared by every game family: each a small section with a
fixed vocabulary, which a family places in its model and its engine reads through one path."""
