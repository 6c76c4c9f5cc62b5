"""HTTP API benchmark, run by hand: `.venv/bin/python benchmarks/api_bench.py` (`make bench-all`).

Starts gunicorn on 127.0.0.1 with the production settings (DEBUG off, a kept-open database
connection) on PostgreSQL, loads 10,000 versions (100 rulesets of 100 versions, each with its
own rules digest) into a public club of a fresh database, and one version into a private club
with a member's token, and measures in the same run, in interleaved rounds:

1. `GET /api/v1/rules/{digest}`: the engine's read path (anonymous, a public club), cycling
   through all 10,000 digests, from memory;
2. the same requests revalidated with `If-None-Match: "<digest>"` (304);
3. `GET versions/latest` of the 100 public rulesets (anonymous; a 307, never cached by
   clients; the servers remember it under a generation file, HOUSERULES_LATEST_GENERATION_FILE);
4. `GET rules/{digest}` of the private club's rules, signed in with the member's token;
5. **the baseline**: the anchor of ../shared/bench-anchors/djbench, run from there: Django
   with no middleware, a bare view returning pre-encoded bytes (`/bare`), under the same
   gunicorn configuration;
6. our own bare view with no middleware (MIDDLEWARE = []) returning one rules document's
   bytes, a check that the anchor is a fair stand-in;
7. for comparison, (1) on a server whose memory of public rules is off
   (`HOUSERULES_API_PUBLIC_RULES_BYTES=0`), so every request queries PostgreSQL.

Each server is one gunicorn worker (gthread, 4 threads) by default, so on a two-core machine
the server has one core and wrk the other; the warm server has read every digest once before
the measurements start.

Requests per second and p50/p99 latency of each, measured in alternating rounds (the order
rotating every round); each ratio is taken against the baseline of the same round, and the
median of those is printed against its targets (digest and 304 >= 1.0x, latest
>= 0.5x, the private lookup >= 0.3x). The load generator is Debian's wrk when installed
(`apt-get install -y wrk`), else a small asyncio HTTP/1.1 client (which shares the two cores
and flatters the ratios, as the note it prints says).

Only 127.0.0.1 is ever contacted; every loop is bounded in time. The database named by
API_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/houserules_api_bench) is
dropped and re-created. The anchor's folder is BENCH_ANCHORS (default ../shared/bench-anchors
beside the repository). Options: `--versions N` (default 10000), `--seconds S` per
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
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from _server import PYTHON, ROOT, environment, free_port, recreate_database, start_gunicorn, stop

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/houserules_api_bench"
TARGETS = {"digest": 1.0, "revalidate": 1.0, "latest": 0.5, "private": 0.3}
PRIVATE_USER = "bench-member"

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

BARE_SETTINGS = (
    BENCH_SETTINGS
    + """
MIDDLEWARE = []  # as the anchor: nothing between gunicorn and the view
"""
)

WRK_SCRIPT = """
local paths = {}
for line in io.lines("%(paths)s") do paths[#paths + 1] = line end
local revalidate = %(revalidate)s
local authorization = %(authorization)s
local i = 0
request = function()
  i = i + 1
  local path = paths[(i %% #paths) + 1]
  local headers = {}
  if revalidate then
    headers["If-None-Match"] = '"' .. path:match("sha256:%%x+") .. '"'
  end
  if authorization then
    headers["Authorization"] = authorization
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
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from registry.services import set_membership
private = create_club(slug="bench-private", name="Private benchmark club", public=False)
member = get_user_model().objects.create_user({PRIVATE_USER!r}, password=None)
set_membership(private, member, "viewer", actor=None)
Token.objects.create(user=member)
ruleset = create_ruleset(private, slug="house", title="House", actor=None)
source = classic.replace(b"  target: 500 ", b"  target: 777 ", 1)
publish(ruleset, source, author=None, message="bench", base_revision=ruleset.revision)
print(f"loaded {versions:,} versions in {{time.perf_counter() - start:.0f}} s")
"""
    subprocess.run([PYTHON, "manage.py", "shell", "-c", code], cwd=ROOT, env=env, check=True)


def _shell(env: dict[str, str], code: str) -> str:
    return subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def private_lookup(env: dict[str, str]) -> tuple[str, str]:
    """(the private club's rules digest, the `Authorization` value of its member)."""
    code = (
        "from registry.models import Version\n"
        "from rest_framework.authtoken.models import Token\n"
        "v = Version.objects.get(ruleset__club__slug='bench-private')\n"
        f"print(v.document_id, Token.objects.get(user__username={PRIVATE_USER!r}).key)"
    )
    digest, key = _shell(env, code).split()[-2:]
    return digest, f"Token {key}"


def latest_paths(env: dict[str, str]) -> list[str]:
    code = (
        "from registry.models import Ruleset\n"
        "print(' '.join(Ruleset.objects.filter(club__slug='bench').values_list('slug', flat=True)))"
    )
    slugs = [word for word in _shell(env, code).split() if word.startswith("rules-")]
    return [f"/api/v1/clubs/bench/rulesets/{slug}/versions/latest" for slug in slugs]


def digests(env: dict[str, str]) -> list[str]:
    code = (
        "from registry.models import Version\n"
        "found = Version.objects.filter(ruleset__club__slug='bench').order_by('id')\n"
        "print('\\n'.join(found.values_list('document_id', flat=True)))"
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


def run_wrk(
    base: str, paths_file: Path, revalidate: bool, seconds: int, conns: int, auth: str | None
) -> Result:
    script = paths_file.with_suffix(".lua")
    flag = "true" if revalidate else "false"
    authorization = "nil" if auth is None else f'"{auth}"'
    values = {"paths": paths_file, "revalidate": flag, "authorization": authorization}
    script.write_text(WRK_SCRIPT % values)
    command = ["wrk", "-t2", f"-c{conns}", f"-d{seconds}s", "--latency", "-s", str(script), base]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rps, p50, p99 = (re.search(pattern, out) for pattern in WRK_FIGURES)
    if rps is None or p50 is None or p99 is None:
        raise SystemExit(f"could not read wrk's output:\n{out}")
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    statuses = f"{bad.group(1)} non-2xx/3xx" if bad else "all 2xx/3xx"
    return Result(float(rps.group(1)), _ms(p50.group(1)), _ms(p99.group(1)), statuses)


async def _client(
    port: int, paths: list[str], revalidate: bool, until: float, auth: str | None
) -> list[float]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    latencies, i = [], secrets.randbelow(len(paths))
    while time.perf_counter() < until:
        i = (i + 1) % len(paths)
        digest = paths[i].rsplit("/", 1)[-1]
        extra = f'If-None-Match: "{digest}"\r\n' if revalidate else ""
        extra += f"Authorization: {auth}\r\n" if auth else ""
        request = f"GET {paths[i]} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n"
        start = time.perf_counter()
        writer.write(request.encode())
        head = await reader.readuntil(b"\r\n\r\n")
        length = re.search(rb"(?i)content-length:\s*(\d+)", head)
        await reader.readexactly(int(length.group(1)) if length else 0)
        latencies.append((time.perf_counter() - start) * 1000)
    writer.close()
    return latencies


def run_python(
    port: int, paths: list[str], revalidate: bool, seconds: int, conns: int, auth: str | None
) -> Result:
    async def main() -> list[list[float]]:
        until = time.perf_counter() + seconds
        clients = (_client(port, paths, revalidate, until, auth) for _ in range(conns))
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
    "digest": "GET rules/{digest} from memory (200)",
    "revalidate": "GET rules/{digest} If-None-Match (304)",
    "latest": "GET versions/latest, public (307)",
    "private": "GET rules/{digest}, private, token (200)",
    "anchor": "baseline: djbench bare view, no middleware",
    "bare": "our bare view, no middleware, same bytes",
    "cold": "GET rules/{digest}, no memory (200)",
}
BASELINE = "anchor"


@dataclass
class Case:
    port: int
    paths: list[str]
    revalidate: bool = False
    auth: str | None = None


def measure(args: argparse.Namespace, cases: dict[str, Case], workdir: Path) -> None:
    use_wrk = shutil.which("wrk") is not None
    warm_up(cases["digest"].port, cases["digest"].paths)  # every digest in memory
    for case in cases.values():  # imports, connections (not measured)
        run_python(case.port, case.paths[:50], case.revalidate, 2, 4, case.auth)
    results: dict[str, list[Result]] = {name: [] for name in cases}
    names = list(cases)
    for round_ in range(args.rounds):
        turn = round_ % len(names)
        for name in names[turn:] + names[:turn]:
            case = cases[name]
            if use_wrk:
                paths_file = workdir / f"{name}.txt"
                paths_file.write_text("\n".join(case.paths) + "\n")
                base = f"http://127.0.0.1:{case.port}"
                result = run_wrk(
                    base, paths_file, case.revalidate, args.seconds, args.connections, case.auth
                )
            else:
                result = run_python(
                    case.port, case.paths, case.revalidate, args.seconds, args.connections,
                    case.auth,
                )  # fmt: skip
            results[name].append(result)
            print(f"round {round_} {name}: {result.rps:.0f} req/s", flush=True)
    report(results, "wrk" if use_wrk else "asyncio client (shares the CPU: ratios flattered)")


def _paired(runs: list[Result], baseline: list[Result]) -> float:
    return statistics.median(r.rps / b.rps for r, b in zip(runs, baseline, strict=True))


def report(results: dict[str, list[Result]], generator: str) -> None:
    rounds = len(results[BASELINE])
    print(f"\nload generator: {generator}; medians of {rounds} interleaved rounds")
    print(f"{'':44} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'x baseline':>11}  responses")
    for name, runs in results.items():
        rps = statistics.median(r.rps for r in runs)
        p50 = statistics.median(r.p50_ms for r in runs)
        p99 = statistics.median(r.p99_ms for r in runs)
        paired = _paired(runs, results[BASELINE])
        print(
            f"{CASES[name]:44} {rps:9.0f} {p50:8.2f} {p99:8.2f} {paired:10.2f}x  "
            f"{runs[-1].statuses}"
        )
    for name, target in TARGETS.items():
        ratio = _paired(results[name], results[BASELINE])
        verdict = "meets" if ratio >= target else "MISSES"
        print(f"{name} / baseline = {ratio:.2f}x  ({verdict} the {target}x target)")


def anchors_folder() -> Path:
    default = ROOT.parent / "shared" / "bench-anchors"
    if not default.exists():  # a worktree (/work/wt/<name>): the workplace's shared folder
        default = ROOT.parents[1] / "shared" / "bench-anchors"
    return Path(os.environ.get("BENCH_ANCHORS", default))


def site_packages() -> list[str]:
    return [entry for entry in sys.path if entry.endswith("site-packages")]


def start_anchor(port: int, workers: int) -> subprocess.Popen:
    """The djbench anchor, from its own folder, under our gunicorn configuration."""
    project = anchors_folder() / "djbench"
    if not (project / "djbench" / "wsgi.py").exists():
        raise SystemExit(f"no djbench anchor at {project} (set BENCH_ANCHORS)")
    # `-S`: no .pth files, so the editable install's finder cannot hand the anchor our own
    # `registry` package for its app of the same name; Django and gunicorn come from the path.
    command = [
        PYTHON, "-S", "-m", "gunicorn", "djbench.wsgi:application", "--chdir", str(project),
        "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers), "--worker-class", "gthread", "--threads", "4",
        "--keep-alive", "30", "--log-level", "warning",
    ]  # fmt: skip
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "djbench.settings",
        "PYTHONPATH": os.pathsep.join([str(project), *site_packages()]),
        "PYTHONDONTWRITEBYTECODE": "1",  # the anchors' folder is read-only
    }
    process = subprocess.Popen(command, cwd=project, env=env, start_new_session=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process
        except OSError:
            if process.poll() is not None:
                raise SystemExit("the anchor's gunicorn exited; see its output above") from None
            time.sleep(0.2)
    stop(process)
    raise SystemExit("the anchor's gunicorn did not start within 30 s")


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
    private_digest, auth = private_lookup(env)
    with tempfile.TemporaryDirectory(prefix="api-bench-") as tmp:
        workdir = Path(tmp)
        body_path = workdir / "body.json"
        body_path.write_bytes(document_bytes(env, all_digests[0]))
        urls = BENCH_URLS.format(body_path=str(body_path))
        (workdir / "bench_urls.py").write_text(urls)
        (workdir / "bench_settings.py").write_text(BENCH_SETTINGS)
        bare_dir = workdir / "bare"
        bare_dir.mkdir()
        (bare_dir / "bench_urls.py").write_text(urls)
        (bare_dir / "bench_settings.py").write_text(BARE_SETTINGS)
        ports = {name: free_port() for name in ("warm", "cold", "bare", "anchor")}
        # The servers remember versions/latest under one generation file, as the workers of
        # one machine do (registry/api/latestcache.py); nothing publishes while measuring.
        generation = workdir / "latest-generation"
        generation.touch()
        env = {**env, "HOUSERULES_LATEST_GENERATION_FILE": str(generation)}
        cold_env = {**env, "HOUSERULES_API_PUBLIC_RULES_BYTES": "0"}
        servers = [start_gunicorn(env, workdir, ports["warm"], args.workers)]
        try:
            servers.append(start_gunicorn(cold_env, workdir, ports["cold"], args.workers))
            servers.append(start_gunicorn(env, bare_dir, ports["bare"], args.workers))
            servers.append(start_anchor(ports["anchor"], args.workers))
            api_paths = [f"/api/v1/rules/{d}" for d in all_digests]
            cases = {
                "digest": Case(ports["warm"], api_paths),
                "revalidate": Case(ports["warm"], api_paths, revalidate=True),
                "latest": Case(ports["warm"], latest_paths(env)),
                "private": Case(ports["warm"], [f"/api/v1/rules/{private_digest}"], auth=auth),
                "anchor": Case(ports["anchor"], ["/bare"]),
                "bare": Case(ports["bare"], [f"/bench/bare/{d}" for d in all_digests]),
                "cold": Case(ports["cold"], api_paths),
            }
            measure(args, cases, workdir)
        finally:
            for server in servers:
                stop(server)
    if not args.keep:
        recreate_database(database_url, create=False)


if __name__ == "__main__":
    main()
