"""Schemathesis generates requests from the OpenAPI document and sends them to the site (as
a WSGI app, offline): no answer may be a 5xx, and every answer must conform to the document
(status code, content type, body schema).

Half of the path parameters are replaced by the scene's real ones, so the requests reach the
handlers (publishing, lifecycle, matches) and not only the 404 of a made-up club.
Each operation draws 30 examples in the full fuzz (`HYPOTHESIS_PROFILE=fuzz`), 10 in `make
test`; `HOUSERULES_FUZZ_EXAMPLES` asks for a run of its own length (tests/fuzzing.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
import yaml
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token

from houserules.wsgi import application
from tests.api.conftest import Scene
from tests.fuzzing import fuzz_examples

CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_schema_conformance,
]


GOLDEN = Path(__file__).with_name("openapi.golden.yaml")


@pytest.fixture
def keep_the_test_connection() -> Iterator[None]:
    """The site is called as a plain WSGI app, whose end-of-request signal would close the
    database connection holding the test's transaction; Django's test client disconnects it
    the same way."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


schema = schemathesis.openapi.from_dict(yaml.safe_load(GOLDEN.read_text()))
schema.app = application


@pytest.mark.django_db
@schema.parametrize()
@settings(
    max_examples=fuzz_examples(30),
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_generated_requests_get_no_5xx_and_conform(
    case: Any, scene: Scene, keep_the_test_connection: None
) -> None:
    token, _ = Token.objects.get_or_create(user=scene.cast.owner)
    if case.path_parameters and hash(repr(case.path_parameters)) % 2 == 0:
        real = scene.kwargs(tuple(case.path_parameters))
        case.path_parameters = {k: str(v) for k, v in real.items()}
    case.call_and_validate(
        headers={"Authorization": f"Token {token.key}"}, checks=CHECKS, excluded_checks=[]
    )
