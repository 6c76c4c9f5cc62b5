"""The first lookups of a game family can come from several threads at once (a threaded
server's first requests): each must find the family, never a half-filled registry. Before the
registry loaded under a lock, 2 of 8 simultaneous publishes on SQLite were refused as rules of
an unknown game (422)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RACE = """
import threading
from rulesets.families import rules_family
start = threading.Barrier(16)
found = []
def look():
    start.wait()
    try:
        found.append(rules_family("rook").game)
    except Exception as error:
        found.append(repr(error))
threads = [threading.Thread(target=look) for _ in range(16)]
for thread in threads: thread.start()
for thread in threads: thread.join()
print(sorted(set(found)))
"""


def test_sixteen_threads_asking_at_once_in_a_fresh_process_all_find_rook() -> None:
    for _ in range(5):
        done = subprocess.run(
            [sys.executable, "-c", RACE], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "['rook']"
