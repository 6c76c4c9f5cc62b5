"""The club pages: what every member, player and tournament director sees (docs/web.md).

Rulebooks, history, diffs, match audits, score sheets for physical tables, and "What would
this change do?" simulations run in the background on django-tasks' database backend. Every
page works without JavaScript; every write goes through `registry.services`.
"""
