"""The database itself refuses to change or delete a recorded result or a seated round."""

import pytest
from django.db import IntegrityError, connection, transaction

from clubevents.models import EventFormat
from clubevents.services import record_result
from tests.events.event_helpers import started_event


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE clubevents_eventresult SET scores = '[0, 0, 0, 0]'",
        "DELETE FROM clubevents_eventresult",
        "UPDATE clubevents_eventround SET seating = '{}'",
        "DELETE FROM clubevents_eventround",
    ],
)
def test_raw_sql_is_refused(cast, ruleset, sql) -> None:  # type: ignore[no-untyped-def]
    event = started_event(cast, ruleset, EventFormat.PROGRESSIVE, ["a", "b", "c", "d"])
    record_result(event, round=1, table=1, scores=[1, 2], actor=cast.editor)
    with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql)
