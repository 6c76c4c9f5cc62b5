"""Eight publishes from one revision at once, three rounds, on the SQLite file DATABASE_URL
names (made by `faults_child.py setup`); prints each round's statuses as JSON. With
`--deferred` the transactions begin as SQLite's default does (the site before issue 16).

    DATABASE_URL=sqlite:///... python tests/reliability/sqlite_race_child.py [--deferred]
"""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = 8
ROUNDS = 3


def main(deferred: bool) -> None:
    sys.path.insert(0, str(ROOT))
    import django
    from django.conf import settings

    if deferred:
        settings.DATABASES["default"]["OPTIONS"] = {}
    django.setup()
    from django.db import connection
    from rest_framework.authtoken.models import Token

    from registry.models import Ruleset
    from tests.cast import with_target

    token = Token.objects.get_or_create(user__username="erin", defaults={"user_id": 2})[0].key
    rounds = []
    for round_ in range(ROUNDS):
        revision = Ruleset.objects.get(slug="house").revision
        connection.close()
        rounds.append(race(token, revision, 80 * round_, with_target))
    print(json.dumps(rounds))


def race(token: str, revision: str, offset: int, with_target: Any) -> list[int]:
    start = threading.Barrier(CLIENTS)
    statuses: list[int] = []

    def publish(index: int) -> None:
        from django.db import connection as own
        from django.test import Client

        source = with_target(305 + offset + 10 * index).decode()  # never 500, the classic
        body = json.dumps({"source": source, "message": "race"})
        client = Client(raise_request_exception=False)
        start.wait(timeout=60)
        try:
            answer = client.post(
                "/api/v1/clubs/riverside/rulesets/house/versions/",
                body,
                content_type="application/json",
                HTTP_AUTHORIZATION=f"Token {token}",
                HTTP_IF_MATCH=f'"{revision}"',
            )
            statuses.append(answer.status_code)
        except Exception as error:  # a client whose request raised: shown, not lost
            statuses.append(-1)
            print(f"client {index}: {error!r}", file=sys.stderr)
        finally:
            own.close()

    threads = [threading.Thread(target=publish, args=(i,)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return sorted(statuses)


if __name__ == "__main__":
    main("--deferred" in sys.argv[1:])
