"""A new event is one entry in the vocabulary (`rulesets.constructs.events.EVENTS`): added
there, and nowhere else, it is in the JSON Schema, the guided editor's choices, the loader,
the rulebook and the engine's scoring.

The entry is added in a fresh interpreter before anything else is imported, as a new line in
the module would be, so no form or schema built earlier in the test process is in the way."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PROBE = r"""
import json
from rulesets.constructs.events import EVENTS, Event

EVENTS["took_exactly_one_trick"] = Event(
    "takes exactly one trick", lambda facts, event, side: facts.tricks[side] == 1
)

import rulesets
from engine.core.standing import Standing
from engine.games.hearts.scoring import HeartsTally, score_hand
from engine.games.hearts.terms import hearts_terms
from rulesets.constructs.events import HandFacts
from rulesets.form import controls_of
from rulesets.rulebook import render_rulebook
from rulesets.schema import json_schema

rules = rulesets.load(
    "format: houserules/1\ngame: hearts\nscoring:\n  events:\n"
    "    - {when: took_exactly_one_trick, score: 7}\n"
)
schema = json.dumps(json_schema())
choices = [c.value for f in controls_of(type(rules))["scoring.events"].fields for c in f.choices]
facts = HandFacts(tricks=(1, 4, 4, 4), cards=(frozenset(),) * 4, points=(0, 5, 13, 8))
tally = HeartsTally((0, 5, 13, 8), facts=facts)
points = score_hand(hearts_terms(rules), tally, Standing.start(4)).points
print(json.dumps({
    "schema": '"took_exactly_one_trick"' in schema,
    "editor": "took_exactly_one_trick" in choices,
    "rulebook": "A player who takes exactly one trick scores +7." in render_rulebook(rules),
    "points": list(points),
}))
"""


def test_an_event_added_to_the_vocabulary_reaches_every_part() -> None:
    answer = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert answer.returncode == 0, answer.stderr[-3000:]
    seen = json.loads(answer.stdout)

    assert seen["schema"] and seen["editor"] and seen["rulebook"]
    # Seat 1 took exactly one trick and no penalty point: 0 + 7 = 7.
    assert seen["points"] == [7, 5, 13, 8]
