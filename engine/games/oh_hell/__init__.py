"""Oh Hell in the engine (`game: oh_hell`); its family is `engine.games.oh_hell.family`."""
