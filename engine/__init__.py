"""The houserules game engine (pure Python; never imports Django)."""

__version__ = "0.1.0"
