"""The pages of live tables mounted by houserules/urls.py (one table's own page and the
seat form are clubsite's: clubsite/urls.py)."""

from django.urls import path

from tables import views

app_name = "tables"

urlpatterns = [
    path("clubs/<slug:club>/tables/", views.open_tables, name="open_tables"),
]
