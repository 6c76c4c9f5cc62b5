"""Rook: pack, hand, scoring, score sheet, heuristic bot; `family.FAMILY` is what
engine.games registers."""
