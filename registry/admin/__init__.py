"""The registry's admin: clubs and members, the ruleset pages, and read-only records.

Everything is scoped by club (see `registry.permissions`); history is changed only through
`registry.services`.
"""

from registry.admin.clubs import ClubAdmin
from registry.admin.records import AuditEventAdmin, MatchAdmin, VersionAdmin
from registry.admin.rulesets import RulesetAdmin
from registry.admin.webhooks import WebhookDeliveryAdmin, WebhookEndpointAdmin

__all__ = [
    "AuditEventAdmin",
    "ClubAdmin",
    "MatchAdmin",
    "RulesetAdmin",
    "VersionAdmin",
    "WebhookDeliveryAdmin",
    "WebhookEndpointAdmin",
]
