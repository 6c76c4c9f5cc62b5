# Developer and CI entry points. GNU make; every target runs inside $(VENV).

VENV ?= .venv
PY = $(VENV)/bin/python
STAMP = $(VENV)/.installed

.PHONY: setup lint precommit check-wheel test test-db test-compiled test-openspiel compile uncompile run serve bench bench-check bench-all bench-scale load clean lint-openapi

# Reinstall only when a requirements or project file changes.
$(STAMP): requirements.txt requirements-dev.txt pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -r requirements-dev.txt
	# Development installs stay pure Python, so an edit to engine/*.py takes effect at once.
	$(PY) -m pip install -e . --no-deps
	touch $@

setup: $(STAMP)

# actionlint checks the GitHub workflow (.github/workflows/ci.yml), which this machine cannot
# run: expressions, job and step keys, the inputs of the actions it uses.
lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy rulesets engine events
	$(VENV)/bin/actionlint

# Every pre-commit hook (.pre-commit-config.yaml) on every file git tracks; they run the tools
# of .venv, so nothing is cloned or downloaded. `.venv/bin/pre-commit install` runs them
# before each commit.
precommit: setup
	$(VENV)/bin/pre-commit run --all-files --show-diff-on-failure

# What `pip install houserules` gives, from outside the checkout: the sdist and the pure wheel
# built, the wheel installed into a fresh virtualenv, docs/library.md's examples and the
# console script run against it (tools/check_wheel.sh).
check-wheel: setup
	PYTHON=$(PY) tools/check_wheel.sh

# pytest-xdist runs the suite on every core (TEST_WORKERS=0 for one process, as when debugging);
# --dist loadscope keeps each module on one worker, so a module-scoped fixture (the hostile
# rulesets' CLI runs, the `make run` site) is built once, not once per worker.
TEST_WORKERS ?= auto
# The differential tests against OpenSpiel run in their own virtualenv (`make test-openspiel`):
# the suite of .venv leaves them out.
OPENSPIEL_TESTS = tests/engine/test_*openspiel*.py tests/engine/*/test_*openspiel*.py
NOT_OPENSPIEL = --ignore-glob='tests/engine/*openspiel*.py'
PYTEST = $(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope $(NOT_OPENSPIEL)

test: setup lint
	$(PYTEST)

# Redocly's CLI lints the generated OpenAPI document (its rules: tools/openapi-lint/redocly.yaml).
# The CLI is installed from package-lock.json (npm ci), at the version pinned there, into
# tools/openapi-lint/node_modules; telemetry and update checks are off.
OPENAPI_LINT = tools/openapi-lint
$(OPENAPI_LINT)/node_modules/.installed: $(OPENAPI_LINT)/package.json $(OPENAPI_LINT)/package-lock.json
	cd $(OPENAPI_LINT) && npm ci --no-audit --no-fund --ignore-scripts
	touch $@

lint-openapi: setup $(OPENAPI_LINT)/node_modules/.installed
	mkdir -p build
	HOUSERULES_DEVELOPMENT=1 $(PY) manage.py spectacular --validate --fail-on-warn --file build/openapi.yaml
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
		$(OPENAPI_LINT)/node_modules/.bin/redocly lint --config $(OPENAPI_LINT)/redocly.yaml \
		--format=stylish build/openapi.yaml

# The whole suite again without lint; .ci/run calls it with DATABASE_URL set to PostgreSQL.
test-db: setup
	$(PYTEST)

# The site on a fresh machine: SQLite unless DATABASE_URL says otherwise. DEBUG stays off (the
# site's own error pages; DJANGO_DEBUG=1 for Django's debug pages); HOUSERULES_DEVELOPMENT=1
# allows plain HTTP and a development key on this machine only (houserules/settings.py).
RUN_ADDR ?= 127.0.0.1:8000
run: export HOUSERULES_DEVELOPMENT = 1
run: setup
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_library
	$(PY) manage.py create_demo --password houserules-demo
	@echo
	@echo "== houserules: the club pages at http://$(RUN_ADDR)/, sign in with a demo login above"
	@echo
	@# The task worker (simulations, docs/web.md) runs in the background while runserver runs,
	@# and is stopped when runserver exits, however it exits.
	$(PY) manage.py db_worker --no-reload --verbosity 0 & worker=$$!; \
	trap 'kill $$worker 2>/dev/null; wait $$worker 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	$(PY) manage.py runserver $(RUN_ADDR)

# Production on this machine (docs/deploy.md): the production settings from the environment
# (DJANGO_SECRET_KEY, DJANGO_ALLOWED_HOSTS, DATABASE_URL, ...), the static files collected for
# whitenoise (compressed, hashed names), gunicorn, daphne for the live tables' websockets and
# the task worker beside it, stopped with it. .ci/smoke_serve.py starts it on PostgreSQL and
# checks it. (No control socket: its one
# default path would be fought over by two servers on one machine.)
SERVE_BIND ?= 127.0.0.1:8080
# The live tables' websockets (/ws/, docs/tables.md): daphne beside gunicorn, behind the same
# proxy, which sends /ws/ here and everything else to gunicorn (docs/deploy.md).
SERVE_WS_BIND ?= 127.0.0.1:8081
SERVE_WORKERS ?= 2
SERVE_THREADS ?= 4
serve: export DJANGO_STATIC_ROOT ?= $(CURDIR)/staticfiles
# Every process here (gunicorn's workers, daphne, the task worker) shares this one file, whose
# modification time tells the WSGI front when its memory of versions/latest is stale
# (registry/api/latestcache.py; docs/deploy.md says when to leave it unset).
serve: export HOUSERULES_LATEST_GENERATION_FILE ?= $(CURDIR)/var/latest.generation
serve: setup
	mkdir -p "$(dir $(HOUSERULES_LATEST_GENERATION_FILE))"
	$(PY) manage.py check
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput --verbosity 0
	$(PY) manage.py db_worker --no-reload & worker=$$!; \
	$(VENV)/bin/daphne --bind $(firstword $(subst :, ,$(SERVE_WS_BIND))) \
		--port $(lastword $(subst :, ,$(SERVE_WS_BIND))) \
		--proxy-headers --proxy-headers-host X-Real-IP houserules.asgi:application & sockets=$$!; \
	trap 'kill $$worker $$sockets 2>/dev/null; wait $$worker $$sockets 2>/dev/null' EXIT; \
	trap 'exit 143' INT TERM; \
	$(VENV)/bin/gunicorn houserules.wsgi:application --bind $(SERVE_BIND) \
		--workers $(SERVE_WORKERS) --worker-class gthread --threads $(SERVE_THREADS) \
		--access-logfile - --error-logfile - --no-control-socket

# The engine's hot path compiled with mypyc (setup.py), in place; `uncompile` removes it.
compile: setup
	HOUSERULES_COMPILE=1 $(PY) setup.py -q build_ext --inplace

uncompile:
	find engine -name '*.so' -delete
	rm -f houserules_engine__mypyc*.so
	rm -rf build

# The engine and rules tests again against the compiled modules, then back to pure Python.
test-compiled: setup
	$(MAKE) compile
	$(PY) -m pytest -p no:django $(NOT_OPENSPIEL) tests/engine tests/rulesets; status=$$?; $(MAKE) uncompile; exit $$status

# The figures of docs/performance.md, by hand: engine_bench.py and replay_bench.py on the pure
# engine, then compiled in place (and uncompiled after), by CPU time; `bench` prints the table
# (BENCH_ROUNDS rounds each), `bench-check` compares each ratio with the one in
# docs/performance.md and reports any more than 20% below (BENCH_CHECK_ARGS=--strict to exit 1).
BENCH_OUT = var/bench
BENCH_ROUNDS ?= 5
bench: setup
	$(PY) benchmarks/perf_table.py run --rounds $(BENCH_ROUNDS) --out $(BENCH_OUT)/pure.json
	$(MAKE) compile
	$(PY) benchmarks/perf_table.py run --rounds $(BENCH_ROUNDS) --out $(BENCH_OUT)/compiled.json \
		|| { $(MAKE) uncompile; exit 1; }
	$(MAKE) uncompile
	$(PY) benchmarks/perf_table.py table $(BENCH_OUT)/pure.json $(BENCH_OUT)/compiled.json

bench-check: bench
	$(PY) benchmarks/perf_table.py check $(BENCH_OUT)/pure.json $(BENCH_OUT)/compiled.json \
		$(BENCH_CHECK_ARGS)

# Every benchmark of benchmarks/ but the scale one, compiled; OpenSpiel (an anchor of
# engine_bench.py only) lives in its own virtualenv.
BENCH_VENV = .venv-bench
$(BENCH_VENV)/.installed: requirements-bench.txt
	test -x $(BENCH_VENV)/bin/python || python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -r requirements-bench.txt
	touch $@

# The differential tests ($(OPENSPIEL_TESTS)): random deals played in this engine and in
# OpenSpiel's, move by move, under rulesets that state OpenSpiel's rules. They run in
# $(BENCH_VENV), beside the pinned open_spiel, on this checkout's code (pyproject.toml puts it
# on pytest's path); with CI=true a pyspiel that does not import fails them
# (tests/engine/openspiel_helpers.py).
test-openspiel: $(BENCH_VENV)/.installed
	$(BENCH_VENV)/bin/python -m pytest -p no:cacheprovider -W ignore::pytest.PytestConfigWarning \
		$(OPENSPIEL_TESTS)

bench-all: setup $(BENCH_VENV)/.installed
	$(MAKE) compile
	for f in $(filter-out benchmarks/scale_bench.py,$(wildcard benchmarks/*_bench.py)); do \
		echo "== $$f"; \
		OPENSPIEL_PYTHON=$(BENCH_VENV)/bin/python $(PY) "$$f" || { $(MAKE) uncompile; exit 1; }; \
	done; $(MAKE) uncompile

# The scale benchmark: lookups at 1,000 and at SCALE_MATCHES matches on PostgreSQL
# (SCALE_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/houserules_scale_bench,
# and the same name with _small); SCALE_ARGS passes more options (--rounds, --keep, --reuse).
SCALE_MATCHES ?= 1000000
bench-scale: setup
	$(PY) benchmarks/scale_bench.py --matches $(SCALE_MATCHES) $(SCALE_ARGS)

# The load test of docs/reliability.md on PostgreSQL (LOAD_BENCH_DATABASE_URL, default
# postgres://postgres@127.0.0.1:5432/houserules_load): 50 publishers for 60 s, then 200 readers.
load: setup
	$(PY) benchmarks/load_bench.py $(LOAD_ARGS)

clean: uncompile
	rm -rf build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis $(STAMP)
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
	rm -rf $(OPENAPI_LINT)/node_modules
