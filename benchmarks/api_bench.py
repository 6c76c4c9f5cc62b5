"""HTTP API benchmark, run by hand: `.venv/bin/python benchmarks/api_bench.py` (`make bench`).

Starts gunicorn on 127.0.0.1 with the production settings (DEBUG off, a kept-open database
connection) on PostgreSQL, loads 10,000 versions (100 rulesets of 100 versions, each with its
own rules digest) into a public club of a fresh database, and measures in the same run:

1. `GET /api/v1/rules/{digest}`: the engine's read path (anonymous, a public club), cycling
   through all 10,000 digests;
2. the same requests revalidated with `If-None-Match: "<digest>"` (304);
3. a bare Django view on the same server returning the same bytes from memory (same
   middleware, no DRF, no database);
4. for comparison, (1) on a second server whose memory of public rules is off
   (`HOUSERULES_API_PUBLIC_RULES_SECONDS=0`), so every request queries PostgreSQL.

Each server is one gunicorn worker (gthread, 4 threads) by default, so on a two-core machine
the server has one core and wrk the other; the warm server has read every digest once before
the measurements start.

Requests per second and p50/p99 latency of each, measured in alternating rounds (the order
rotating every round) and compared by their medians; the ratios are printed against the
targets of issue 5 (digest lookup >= 0.7x the bare view, 304 >= 0.9x). The load generator is
Debian's wrk when installed (`apt-get install -y wrk`), else a small asyncio HTTP/1.1 client
(which shares the two cores and flatters the ratios, as the note it prints says).

Only 127.0.0.1 is ever contacted; every loop is bounded in time. The database named by
API_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/houserules_api_bench) is
dropped and re-created. Options: `--versions N` (default 10000), `--seconds S` per
measurement (default 5), `--rounds R` (default 3), `--connections C` (default 16),
`--workers W` gunicorn workers per server (default 1), `--keep` (keep the database),
`--reuse` (measure the database a `--keep` run left, without loading it again).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import secrets
import shutil
import statistics
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from _server import PYTHON, ROOT, environment, free_port, recreate_database, start_gunicorn, stop

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/houserules_api_bench"
TARGETS = {"digest": 0.7, "revalidate": 0.9}

BENCH_URLS = '''
"""The site's URLs plus a bare view returning one rules document's bytes from memory."""
from django.http import HttpResponse
from django.urls import include, path

BODY = open({body_path!r}, "rb").read()


def bare(request, digest):
    return HttpResponse(BODY, content_type="application/json")


urlpatterns = [path("bench/bare/<str:digest>", bare), path("", include("houserules.urls"))]
handler404 = "registry.api.problems.not_found_handler"
handler500 = "registry.api.problems.server_error_handler"
'''

BENCH_SETTINGS = """
from houserules.settings import *  # noqa: F403  (the production settings, as configured)

ROOT_URLCONF = "bench_urls"
"""

WRK_SCRIPT = """
local paths = {}
for line in io.lines("%(paths)s") do paths[#paths + 1] = line end
local revalidate = %(revalidate)s
local i = 0
request = function()
  i = i + 1
  local path = paths[(i %% #paths) + 1]
  local headers = nil
  if revalidate then
    headers = {["If-None-Match"] = '"' .. path:match("sha256:%%x+") .. '"'}
  end
  return wrk.format("GET", path, headers)
end
"""


WRK_FIGURES = (r"Requests/sec:\s+([\d.]+)", r"\s50%\s+(\S+)", r"\s99%\s+(\S+)")


@dataclass
class Result:
    rps: float
    p50_ms: float
    p99_ms: float
    statuses: str


# --- the database and its 10,000 versions -----------------------------------------------------


def load(env: dict[str, str], versions: int) -> None:
    """Migrate, then publish `versions` versions through the registry's publish service."""
    subprocess.run([PYTHON, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
    code = f"""
import time
from registry.services import create_club, create_ruleset, publish
from registry.services.library import LIBRARY_DIR
classic = (LIBRARY_DIR / "classic.yaml").read_bytes()
club = create_club(slug="bench", name="Benchmark club", public=True)
start, per_ruleset = time.perf_counter(), 100
for r in range(-(-{versions} // per_ruleset)):
    ruleset = create_ruleset(club, slug=f"rules-{{r}}", title=f"Rules {{r}}", actor=None)
    for v in range(min(per_ruleset, {versions} - r * per_ruleset)):
        target = 1000 + r * per_ruleset + v
        source = classic.replace(b"  target: 500 ", f"  target: {{target}} ".encode(), 1)
        ruleset.refresh_from_db()
        publish(ruleset, source, author=None, message="bench", base_revision=ruleset.revision)
print(f"loaded {versions:,} versions in {{time.perf_counter() - start:.0f}} s")
"""
    subprocess.run([PYTHON, "manage.py", "shell", "-c", code], cwd=ROOT, env=env, check=True)


def digests(env: dict[str, str]) -> list[str]:
    code = (
        "from registry.models import Version\n"
        "print('\\n'.join(Version.objects.order_by('id').values_list('document_id', flat=True)))"
    )
    out = subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [line for line in out.split() if line.startswith("sha256:")]


def document_bytes(env: dict[str, str], digest: str) -> bytes:
    code = (
        "import sys\nfrom registry.models import RulesDocument\n"
        f"sys.stdout.write(RulesDocument.objects.get(digest={digest!r}).canonical_json)"
    )
    return subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    ).stdout


# --- load generators ------------------------------------------------------------------------


def _ms(value: str) -> float:
    """wrk's `12.34ms`, `950.00us`, `1.02s`, `1.50m` in milliseconds (NaN if unreadable)."""
    found = re.fullmatch(r"([\d.]+)(us|ms|s|m)", value)
    if found is None:
        return float("nan")
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}[found.group(2)]
    return float(found.group(1)) * scale


def run_wrk(base: str, paths_file: Path, revalidate: bool, seconds: int, conns: int) -> Result:
    script = paths_file.with_suffix(".lua")
    flag = "true" if revalidate else "false"
    script.write_text(WRK_SCRIPT % {"paths": paths_file, "revalidate": flag})
    command = ["wrk", "-t2", f"-c{conns}", f"-d{seconds}s", "--latency", "-s", str(script), base]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rps, p50, p99 = (re.search(pattern, out) for pattern in WRK_FIGURES)
    if rps is None or p50 is None or p99 is None:
        raise SystemExit(f"could not read wrk's output:\n{out}")
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    statuses = f"{bad.group(1)} non-2xx/3xx" if bad else "all 2xx/3xx"
    return Result(float(rps.group(1)), _ms(p50.group(1)), _ms(p99.group(1)), statuses)


async def _client(port: int, paths: list[str], revalidate: bool, until: float) -> list[float]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    latencies, i = [], secrets.randbelow(len(paths))
    while time.perf_counter() < until:
        i = (i + 1) % len(paths)
        digest = paths[i].rsplit("/", 1)[-1]
        extra = f'If-None-Match: "{digest}"\r\n' if revalidate else ""
        request = f"GET {paths[i]} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n"
        start = time.perf_counter()
        writer.write(request.encode())
        head = await reader.readuntil(b"\r\n\r\n")
        length = re.search(rb"(?i)content-length:\s*(\d+)", head)
        await reader.readexactly(int(length.group(1)) if length else 0)
        latencies.append((time.perf_counter() - start) * 1000)
    writer.close()
    return latencies


def run_python(port: int, paths: list[str], revalidate: bool, seconds: int, conns: int) -> Result:
    async def main() -> list[list[float]]:
        until = time.perf_counter() + seconds
        clients = (_client(port, paths, revalidate, until) for _ in range(conns))
        return await asyncio.gather(*clients)

    latencies = sorted(x for one in asyncio.run(main()) for x in one)
    at = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]  # noqa: E731
    return Result(len(latencies) / seconds, at(0.50), at(0.99), "not checked")


# --- the run ----------------------------------------------------------------------------------


async def _walk(port: int, paths: list[str], until: float) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    for path in paths:
        if time.perf_counter() > until:
            break
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        head = await reader.readuntil(b"\r\n\r\n")
        length = re.search(rb"(?i)content-length:\s*(\d+)", head)
        await reader.readexactly(int(length.group(1)) if length else 0)
    writer.close()


def warm_up(port: int, paths: list[str], seconds: int = 120) -> None:
    """Ask for every path once (8 connections, a share each), within `seconds`."""

    async def main() -> None:
        until = time.perf_counter() + seconds
        await asyncio.gather(*(_walk(port, paths[i::8], until) for i in range(8)))

    asyncio.run(main())


CASES = {
    "digest": "GET rules/{digest} (200)",
    "revalidate": "GET rules/{digest} If-None-Match (304)",
    "bare": "bare Django view, same bytes",
    "cold": "GET rules/{digest}, no memory (200)",
}


def measure(
    args: argparse.Namespace, ports: dict[str, int], workdir: Path, all_digests: list[str]
) -> None:
    api_paths = [f"/api/v1/rules/{d}" for d in all_digests]
    cases = {
        "digest": (ports["warm"], api_paths, False),
        "revalidate": (ports["warm"], api_paths, True),
        "bare": (ports["warm"], [f"/bench/bare/{d}" for d in all_digests], False),
        "cold": (ports["cold"], api_paths, False),
    }
    use_wrk = shutil.which("wrk") is not None
    warm_up(ports["warm"], api_paths)  # every digest in the warm server's memory
    for port, paths, revalidate in cases.values():  # imports, connections (not measured)
        run_python(port, paths[:50], revalidate, 2, 4)
    results: dict[str, list[Result]] = {name: [] for name in cases}
    names = list(cases)
    for round_ in range(args.rounds):
        turn = round_ % len(names)
        for name in names[turn:] + names[:turn]:
            port, paths, revalidate = cases[name]
            if use_wrk:
                paths_file = workdir / f"{name}.txt"
                paths_file.write_text("\n".join(paths) + "\n")
                base = f"http://127.0.0.1:{port}"
                result = run_wrk(base, paths_file, revalidate, args.seconds, args.connections)
            else:
                result = run_python(port, paths, revalidate, args.seconds, args.connections)
            results[name].append(result)
    report(results, "wrk" if use_wrk else "asyncio client (shares the CPU: ratios flattered)")


def report(results: dict[str, list[Result]], generator: str) -> None:
    medians = {}
    print(f"\nload generator: {generator}; medians of {len(results['bare'])} rounds")
    print(f"{'':40} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8}  responses")
    for name, runs in results.items():
        rps = statistics.median(r.rps for r in runs)
        p50 = statistics.median(r.p50_ms for r in runs)
        p99 = statistics.median(r.p99_ms for r in runs)
        medians[name] = rps
        print(f"{CASES[name]:40} {rps:9.0f} {p50:8.2f} {p99:8.2f}  {runs[-1].statuses}")
    for name, target in TARGETS.items():
        ratio = medians[name] / medians["bare"]
        verdict = "meets" if ratio >= target else "MISSES"
        print(f"{name} / bare = {ratio:.2f}x  ({verdict} the {target}x target)")
    cold = medians["cold"] / medians["bare"]
    print(f"cold / bare = {cold:.2f}x  (no memory: every request queries the database)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--versions", type=int, default=10_000)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="keep the database afterwards")
    parser.add_argument(
        "--reuse", action="store_true", help="measure the database a --keep run left"
    )
    args = parser.parse_args()
    if not 1 <= args.seconds <= 60 or not 1 <= args.rounds <= 10:
        raise SystemExit("--seconds must be 1..60 and --rounds 1..10")
    database_url = os.environ.get("API_BENCH_DATABASE_URL", DEFAULT_URL)
    env = environment(database_url)
    if not args.reuse:
        import psycopg

        try:
            recreate_database(database_url)
        except psycopg.OperationalError as error:
            print(f"skipped: no PostgreSQL at {database_url} ({error})")
            return
        load(env, args.versions)
    all_digests = digests(env)
    with tempfile.TemporaryDirectory(prefix="api-bench-") as tmp:
        workdir = Path(tmp)
        body_path = workdir / "body.json"
        body_path.write_bytes(document_bytes(env, all_digests[0]))
        (workdir / "bench_urls.py").write_text(BENCH_URLS.format(body_path=str(body_path)))
        (workdir / "bench_settings.py").write_text(BENCH_SETTINGS)
        ports = {"warm": free_port(), "cold": free_port()}
        cold_env = {**env, "HOUSERULES_API_PUBLIC_RULES_SECONDS": "0"}
        servers = [start_gunicorn(env, workdir, ports["warm"], args.workers)]
        try:
            servers.append(start_gunicorn(cold_env, workdir, ports["cold"], args.workers))
            measure(args, ports, workdir, all_digests)
        finally:
            for server in servers:
                stop(server)
    if not args.keep:
        recreate_database(database_url, create=False)


if __name__ == "__main__":
    main()
