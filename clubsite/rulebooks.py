"""The rulebook as the club pages show it: the generated one-line summary is the headline,
and the club's own name and description are shown as the club's words, apart from the
generated rules, so that a description left behind by an edit cannot pass for the rules."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.utils.safestring import SafeString

import rulesets
from registry.markdown import render_markdown
from registry.models import Version
from rulesets.families import rules_family
from rulesets.rulebook import render_rulebook
from rulesets.summary import summarize

logger = logging.getLogger(__name__)

__all__ = ["Rulebook", "club_rulebook", "version_rulebook", "version_warnings"]


@dataclass(frozen=True)
class Rulebook:
    """A rulebook's parts: the title, the headline, the club's description, the rules."""

    title: str
    headline: str
    description: str
    body: SafeString


def club_rulebook(rules: rulesets.Ruleset) -> Rulebook:
    """The rulebook of `rules`, with the title and the club's description taken out of the
    generated text (they head it there) to be shown apart."""
    title = rules.name or rules_family(rules).title
    text = render_rulebook(rules)
    head = f"# {title}\n\n" + (f"{rules.description}\n\n" if rules.description else "")
    body = text.removeprefix(head) if text.startswith(head) else text
    return Rulebook(title, summarize(rules), rules.description, render_markdown(body))


def version_rulebook(version: Version) -> Rulebook | None:
    """The version's rulebook, or None when it cannot be written (the page says so)."""
    try:
        return club_rulebook(version.load_rules())
    except Exception:  # a page must render even if the prose layer fails
        logger.exception("could not render the rulebook of %s", version)
        return None


def version_warnings(version: Version) -> list[rulesets.Diagnostic]:
    """The options the version writes that a parent setting switches off, located in its own
    YAML: the editor warned about them when they were saved, and whoever reads the version
    later needs the same warning (an option that does nothing reads as if it were played)."""
    try:
        return list(rulesets.parse(version.source_bytes).warnings)
    except Exception:  # a page must render even if the checker fails
        logger.exception("could not check the warnings of %s", version)
        return []
