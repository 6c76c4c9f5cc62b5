"""The Spades family: deal, bidding, play, hand, scoring, tally, score sheet, heuristic bot;
`family.FAMILY` is what engine.games registers."""
