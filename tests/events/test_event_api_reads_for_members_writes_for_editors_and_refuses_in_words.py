"""The events API: an editor creates, starts and records results; a viewer reads the event,
its results and standings but may not write; refusals are problem documents in words."""

from rest_framework.test import APIClient

from tests.events.event_helpers import library_ruleset

BASE = "/api/v1/clubs/riverside/events/"


def test_api(cast) -> None:  # type: ignore[no-untyped-def]
    library_ruleset(cast, "night", "classic.yaml")
    editor, viewer = APIClient(), APIClient()
    editor.force_authenticate(cast.editor)
    viewer.force_authenticate(cast.viewer)
    created = editor.post(BASE, {"slug": "friday", "name": "Friday", "date": "2026-12-11",
                                 "ruleset": "night", "format": "progressive", "rounds": 1,
                                 "players": ["a", "b", "c", "d"]}, format="json")  # fmt: skip
    assert created.status_code == 201, created.content
    early = viewer.get(BASE + "friday/standings/")
    assert early.status_code == 409 and "not started" in early.json()["detail"]
    assert editor.post(BASE + "friday/start/").json()["version"] == 1
    wrong = editor.post(BASE + "friday/results/", {"round": 1, "table": 2, "scores": [1, 2]},
                        format="json")  # fmt: skip
    assert wrong.status_code == 422
    assert wrong.json()["detail"] == "round 1 has no table 2; its tables are 1 to 1"
    assert viewer.post(BASE + "friday/results/", {"round": 1, "table": 1, "scores": [1, 2]},
                       format="json").status_code == 403  # fmt: skip
    first = editor.post(BASE + "friday/results/", {"round": 1, "table": 1, "scores": [100, 60]},
                        format="json").json()  # fmt: skip
    no_reason = editor.post(BASE + "friday/results/", {"round": 1, "table": 1, "scores": [60, 100],
                            "corrects": first["id"]}, format="json")  # fmt: skip
    assert no_reason.status_code == 422 and "needs a reason" in no_reason.json()["detail"]
    standings = viewer.get(BASE + "friday/standings/").json()
    assert [line["total"] for line in standings] == [100, 100, 60, 60]
    assert len(viewer.get(BASE + "friday/results/").json()) == 1
    assert [e["slug"] for e in viewer.get(BASE).json()] == ["friday"]
