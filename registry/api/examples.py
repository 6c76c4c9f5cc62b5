"""Examples of every request body of the API, for its OpenAPI document (Swagger UI fills
them in). A test checks that each operation with a body has one per media type, and that
each example is accepted by the serializer that reads it."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample

__all__ = [
    "BODY_MEDIA_TYPES",
    "CHECK_EXAMPLES",
    "HAND_EXAMPLES",
    "LIFECYCLE_EXAMPLES",
    "LOCK_EXAMPLES",
    "MATCH_EXAMPLES",
    "PUBLISH_EXAMPLES",
    "RULESET_EXAMPLES",
    "TAG_EXAMPLES",
    "examples",
]

BODY_MEDIA_TYPES = ("application/json", "application/yaml", "multipart/form-data")
"""What the API's parsers read (JSON, YAML read as strictly as a rules file, and forms)."""
_JSON_AND_YAML = BODY_MEDIA_TYPES[:2]

HOUSE_YAML = "format: houserules/1\ngame: spades\nname: Friday night\nmatch:\n  target: 300\n"
DIGEST = "sha256:4bb8a2b9e091134d21b068c132ef39204dc0a8c02700b1b2b9fbaaedd23f21c1"


def examples(
    named: dict[str, tuple[str, dict[str, Any]]], media_types: tuple[str, ...] = BODY_MEDIA_TYPES
) -> list[OpenApiExample]:
    """One request example per (name, media type): `named` maps a name to (summary, value)."""
    return [
        OpenApiExample(
            name,
            summary=summary,
            value=value,
            request_only=True,
            media_type=media,
        )
        for name, (summary, value) in named.items()
        for media in media_types
    ]


PUBLISH_EXAMPLES = examples(
    {
        "New YAML": (
            "Publish new YAML (If-Match: the revision you started from)",
            {"source": HOUSE_YAML, "message": "Play to 300"},
        ),
        "Restore": (
            "Publish version 2's bytes again as the next version",
            {"restore": 2, "message": "Back to 500 points"},
        ),
    }
)
RULESET_EXAMPLES = examples(
    {
        "New ruleset": (
            "A ruleset and its version 1",
            {
                "slug": "friday-night",
                "title": "Friday night",
                "description": "What we play at the Friday table.",
                "source": HOUSE_YAML,
                "message": "First version",
            },
        )
    }
)
LIFECYCLE_EXAMPLES = examples(
    {
        "Deprecate": (
            "Skip this version in latest",
            {"state": "deprecated", "reason": "Replaced by version 4"},
        ),
        "Withdraw": (
            "Refuse new matches on it",
            {"state": "withdrawn", "reason": "Published by mistake"},
        ),
    }
)
CHECK_EXAMPLES = examples(
    {
        "New YAML": (
            "Would this YAML publish, and what would change? (nothing is stored)",
            {"source": HOUSE_YAML},
        ),
        "Restore": (
            "Would restoring version 2 publish?",
            {"restore": 2, "message": "Back to 500 points"},
        ),
    }
)
TAG_EXAMPLES = examples(
    {
        "Move": (
            "Point the tag at version 3 (If-Match: the tag's revision)",
            {"version": 3, "message": "League 2026 plays version 3"},
        ),
        "Pin": (
            "Create a protected tag that never moves again",
            {"version": 3, "protected": True, "message": "Final rules of the 2026 season"},
        ),
    }
)
LOCK_EXAMPLES = examples(
    {
        "Season": (
            "Freeze the rules until the season's last day",
            {"reason": "Frozen for the 2026 season", "until": "2026-12-31"},
        ),
        "Until lifted": ("Freeze the rules until an owner unlocks them", {"reason": "Finals"}),
    }
)
MATCH_EXAMPLES = examples(
    {
        "Bots": (
            "Four bots play a match now",
            {
                "version": "demo/friday-night@3",
                "mode": "bots",
                "bots": ["heuristic", "random", "heuristic", "random"],
                "seed": 7,
            },
        ),
        "Score sheet": (
            "Open a score sheet for a real table",
            {"rules_digest": DIGEST, "mode": "sheet", "seats": ["Ann", "Bo", "Cy", "Di"]},
        ),
    }
)
HAND_EXAMPLES = examples(
    {
        "Spades hand": (
            "A Spades-family hand: bids and tricks per seat, seat 1 first",
            {"bids": ["4", "nil", "3", "3"], "tricks": [5, 0, 4, 4]},
        ),
        "Rook hand": (
            "A Rook hand: the auction's winner, the bid, trump and each side's points",
            {"bidder": 2, "bid": 120, "trump": "red", "points": [125, 55], "last_trick": 2},
        ),
        "Hearts hand": (
            "A Hearts hand: the penalty points each seat took, seat 1 first",
            {"points": [0, 5, 13, 8]},
        ),
    },
    _JSON_AND_YAML,
)
