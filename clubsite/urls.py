"""URL routes of the club pages, at the site root (docs/web.md lists them)."""

from django.urls import path

from clubsite.accounts import views as accounts
from clubsite.views import editor, matches, pages, simulations, starting, tables, webhooks

app_name = "clubsite"

RULESET = "clubs/<slug:club>/rulesets/<slug:ruleset>/"

urlpatterns = [
    path("", pages.home, name="home"),
    path("rules-language/schema.json", pages.rules_schema, name="schema"),
    path("clubs/<slug:club>/", pages.club, name="club"),
    path("clubs/<slug:club>/new-ruleset/", starting.new_ruleset, name="new_ruleset"),
    path(RULESET, pages.ruleset, name="ruleset"),
    path(RULESET + "v/<int:number>/", pages.version, name="version"),
    path(RULESET + "v/<int:number>/rules.yaml", pages.source, name="source"),
    path(RULESET + "history/", pages.history, name="history"),
    path(RULESET + "compare/", pages.compare_pick, name="compare_pick"),
    path(RULESET + "compare/<int:a>/<int:b>/", pages.compare, name="compare"),
    path(RULESET + "edit/", editor.edit, name="edit"),
    path(RULESET + "edit/preview/", editor.edit_preview, name="edit_preview"),
    path(RULESET + "edit/draft/", editor.draft_rulebook, name="edit_draft"),
    path(RULESET + "score/", matches.open_sheet, name="open_sheet"),
    path(RULESET + "play/", tables.open_table, name="open_table"),
    path(RULESET + "simulate/", simulations.ask_view, name="simulate"),
    path(RULESET + "simulations/", simulations.index, name="simulations"),
    path(RULESET + "simulations/<uuid:simulation>/", simulations.result, name="simulation"),
    path("clubs/<slug:club>/matches/<uuid:match>/", matches.audit, name="match"),
    path("clubs/<slug:club>/matches/<uuid:match>/score/", matches.score, name="score"),
    # Live tables (docs/tables.md); the game itself is played over /ws/tables/<id>/.
    path("clubs/<slug:club>/tables/<uuid:table>/", tables.table, name="table"),
    path("clubs/<slug:club>/tables/<uuid:table>/sit/", tables.sit, name="sit"),
    # An owner's invitations into the club (docs/web.md, "Accounts").
    path("clubs/<slug:club>/invites/", accounts.invites, name="invites"),
    path(
        "clubs/<slug:club>/invites/<int:invitation>/withdraw/",
        accounts.withdraw,
        name="withdraw_invite",
    ),
    path("clubs/<slug:club>/webhooks/", webhooks.webhooks, name="webhooks"),
    path(
        "clubs/<slug:club>/webhooks/deliveries/<uuid:delivery>/redeliver/",
        webhooks.redeliver,
        name="redeliver",
    ),
]
