"""The guided editor speaks the club's words: an option's help names other options and
values by their labels (no "As offender_set", no "With allowed: when_trailing only:"), and
rule paths and the digest are YAML names, shown only to those who ask ("Show the YAML
names")."""

from __future__ import annotations

import re

from registry.models import Ruleset
from tests.clubsite.conftest import Clients


def test_help_uses_labels_and_rule_paths_wait_behind_show_the_yaml_names(
    client_as: Clients, ruleset: Ruleset
) -> None:
    html = client_as("editor").get("/clubs/riverside/rulesets/house/edit/").content.decode()
    helps = " ".join(re.findall(r'<p class="help"[^>]*>(.*?)</p>', html, re.S))
    helps += " ".join(re.findall(r'data-help="([^"]*)"', html))
    helps = re.sub(r'<code class="path yaml-name">[^<]*</code>', "", helps)  # behind the toggle
    assert "offender_set" not in helps and "extra_penalty" not in helps
    assert "As “Offender set”, and the offending side also scores “Extra renege penalty”" in helps
    assert "when_trailing only" not in helps
    assert "How many points the bidder&#x27;s side must trail by." in helps
    paths = re.findall(r'<code class="([^"]*)">bidding\.blind_nil\.trailing_by</code>', html)
    assert paths and all("yaml-name" in found for found in paths)
    assert re.search(r'<p class="quiet yaml-name">Rules digest it would get', html)
    assert 'id="show-yaml-names"' in html
