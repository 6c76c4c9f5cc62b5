"""Throttle counts are each worker's own unless HOUSERULES_REDIS_URL names a Redis server that
every worker shares (docs/api.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def caches_with(environment: dict[str, str]) -> dict[str, object]:
    code = "import json; from houserules import settings; print(json.dumps(settings.CACHES))"
    env = {k: v for k, v in os.environ.items() if k != "HOUSERULES_REDIS_URL"}
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**env, **environment},
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return dict(json.loads(out)["default"])


def test_without_redis_each_process_counts_in_its_own_memory() -> None:
    assert caches_with({})["BACKEND"] == "django.core.cache.backends.locmem.LocMemCache"


def test_a_redis_url_makes_every_worker_count_in_one_place() -> None:
    cache = caches_with({"HOUSERULES_REDIS_URL": "redis://10.0.0.5:6379/2"})
    assert cache == {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://10.0.0.5:6379/2",
    }
