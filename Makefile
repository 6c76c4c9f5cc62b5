# Developer and CI entry points. GNU make; every target runs inside $(VENV).

VENV ?= .venv
PY = $(VENV)/bin/python
STAMP = $(VENV)/.installed

.PHONY: setup lint test test-db run bench clean

# Reinstall only when a requirements or project file changes.
$(STAMP): requirements.txt requirements-dev.txt pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -r requirements-dev.txt
	$(PY) -m pip install -e . --no-deps
	touch $@

setup: $(STAMP)

lint: setup
	$(PY) -m ruff check .
	$(PY) -m mypy rulesets engine

test: setup lint
	$(PY) -m pytest

# The whole suite again without lint; .ci/run calls it with DATABASE_URL set to PostgreSQL.
test-db: setup
	$(PY) -m pytest

# The site on a fresh machine: SQLite unless DATABASE_URL says otherwise.
run: setup
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_library
	$(PY) manage.py create_demo
	@echo
	@echo "== houserules: sign in at http://127.0.0.1:8000/admin/ with a demo login above"
	@echo
	$(PY) manage.py runserver 127.0.0.1:8000

bench: setup
	for f in benchmarks/*_bench.py; do \
		[ -e "$$f" ] || continue; \
		echo "== $$f"; \
		$(PY) "$$f" || exit 1; \
	done

clean:
	rm -rf build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis $(STAMP)
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
