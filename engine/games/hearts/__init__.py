"""Hearts: pack, passing, hand, scoring, score sheet, bot; `family.FAMILY` is what
engine.games registers."""
