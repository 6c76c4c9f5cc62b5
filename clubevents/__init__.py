"""Club events on the site: events pinned to a version, participants, rounds, results,
standings, seasons and ratings. The movements and scoring are the pure `events` package."""
