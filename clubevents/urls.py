"""URL routes of the club's event pages (docs/events.md)."""

from django.urls import path

from clubevents import season_views, table_views, views

app_name = "clubevents"

urlpatterns = [
    path("clubs/<slug:club>/events/", views.events_index, name="events"),
    path("clubs/<slug:club>/events/<slug:slug>/", views.event_page, name="event"),
    path("clubs/<slug:club>/events/<slug:slug>/standings.csv", views.event_csv, name="csv"),
    path(
        "clubs/<slug:club>/events/<slug:slug>/rounds/<int:round>/tables/<int:table_number>/",
        table_views.event_table,
        name="table",
    ),
    path(
        "clubs/<slug:club>/events/<slug:slug>/rounds/<int:round>/cards/",
        table_views.round_cards,
        name="cards",
    ),
    path("clubs/<slug:club>/seasons/<slug:slug>/", season_views.season_page, name="season"),
]
