"""Club events, pure Python: movements, pairings, boards, matchpoints, standings, ratings.

Nothing here knows which game is played or imports Django: a format works on players, tables
and the scores a table reports, and the site supplies what the game's family says (how many
seats, who partners whom, whether the lowest score wins).
"""

from events.errors import EventError

__all__ = ["EventError"]
