"""The registry's services: every write that touches several models, each in one transaction.

Views, admin pages and management commands call these and nothing else to change history.
"""

from registry.services.audit import append_event, chain_problems, event_hash, lock_club
from registry.services.bundles import ImportReport, export_club, import_club
from registry.services.checking import Check, check_publish
from registry.services.clubs import (
    add_ruleset,
    create_club,
    create_ruleset,
    remove_membership,
    set_membership,
)
from registry.services.library import create_demo, load_library
from registry.services.lifecycle import change_lifecycle, latest_version, resolve_version
from registry.services.locks import current_lock, lock_ruleset, unlock_ruleset
from registry.services.matches import (
    add_sheet_hand,
    finish_match,
    open_score_sheet,
    play_bot_match,
    start_match,
    verify_match,
)
from registry.services.publishing import Publication, publish, restore, versions_since
from registry.services.tags import TagMove, find_tag, move_tag
from registry.services.verification import Problem, verify_club, verify_registry

__all__ = [
    "Check",
    "TagMove",
    "check_publish",
    "current_lock",
    "find_tag",
    "lock_ruleset",
    "move_tag",
    "unlock_ruleset",
    "ImportReport",
    "add_ruleset",
    "add_sheet_hand",
    "Problem",
    "Publication",
    "append_event",
    "chain_problems",
    "change_lifecycle",
    "create_club",
    "create_demo",
    "create_ruleset",
    "event_hash",
    "export_club",
    "finish_match",
    "import_club",
    "latest_version",
    "load_library",
    "lock_club",
    "open_score_sheet",
    "play_bot_match",
    "publish",
    "remove_membership",
    "resolve_version",
    "restore",
    "set_membership",
    "start_match",
    "verify_club",
    "verify_match",
    "verify_registry",
    "versions_since",
]
