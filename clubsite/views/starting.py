"""Start a new ruleset from any ruleset of the library, or from any version of the club's
own: version 1 is that YAML, comments and all, with the new ruleset's name."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from django import forms
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

import rulesets
from clubsite import access
from registry import permissions
from registry.models import Club, Version
from registry.services import create_ruleset, publish
from registry.services.library import LIBRARY_DIR
from rulesets.families import rules_families
from rulesets.summary import summarize
from rulesets.yamlwrite import apply_changes

__all__ = ["new_ruleset", "StartForm", "starting_points", "library_choices", "standard_start"]


@dataclass(frozen=True)
class LibraryChoice:
    """A ruleset of the library as "Start from" offers it."""

    stem: str
    name: str
    game: str
    summary: str


@functools.cache
def _library_choice(path: Path, modified: int) -> LibraryChoice:
    # Keyed by the file's modification time: the library is read once, not on every visit.
    rules = rulesets.load_file(path)
    return LibraryChoice(path.stem, rules.name or path.stem, rules.game, summarize(rules))


def library_choices() -> list[LibraryChoice]:
    """The library's rulesets, by game in the families' order, then by name."""
    order = [family.game for family in rules_families()]
    found = [_library_choice(p, p.stat().st_mtime_ns) for p in LIBRARY_DIR.glob("*.yaml")]
    return sorted(found, key=lambda c: (order.index(c.game) if c.game in order else 99, c.name))


def standard_start() -> str:
    """The choice "Start from" opens on: the first game's standard ruleset."""
    for family in rules_families():
        if family.standard and (LIBRARY_DIR / f"{family.standard}.yaml").exists():
            return f"library:{family.standard}"
    return ""


def starting_points(club: Club) -> list[tuple[str, list[tuple[str, str]]]]:
    """The choices, grouped: the library's rulesets game by game, each with its one-line
    summary, then each version of the club's own."""
    groups: dict[str, list[tuple[str, str]]] = {}
    titles = {family.game: family.title for family in rules_families()}
    for choice in library_choices():
        group = f"{titles.get(choice.game, choice.game)}: the library"
        groups.setdefault(group, []).append(
            (f"library:{choice.stem}", f"{choice.name} ({choice.summary})")
        )
    versions = Version.objects.filter(ruleset__club=club).select_related("ruleset")
    own = [
        (f"version:{each.pk}", f"{each.ruleset.title}, version {each.number}")
        for each in versions.order_by("ruleset__title", "-number")
    ]
    return [*groups.items(), (f"{club.name}’s own", own)]


def start_name(value: str) -> str:
    """The starting point's name for the version's message: `Rook`, `House rules, version 2`."""
    kind, _, ref = value.partition(":")
    if kind == "library":
        return next((c.name for c in library_choices() if c.stem == ref), ref)
    each = Version.objects.select_related("ruleset").get(pk=int(ref))
    return f"{each.ruleset.title}, version {each.number}"


class StartForm(forms.Form):
    """The new ruleset's title and short name, and where it starts from."""

    title = forms.CharField(label="Title", max_length=200)
    slug = forms.SlugField(
        label="Short name",
        max_length=80,
        help_text="Letters, digits and dashes, as in the page’s address; filled in from the "
        "title, change it if you like.",
    )
    start = forms.ChoiceField(label="Start from")

    def __init__(self, *args: object, club: Club, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.club = club
        self.fields["start"].choices = starting_points(club)
        self.fields["start"].initial = standard_start()

    def source(self) -> str:
        """The YAML the choice names."""
        kind, _, ref = self.cleaned_data["start"].partition(":")
        if kind == "library":
            return (LIBRARY_DIR / f"{ref}.yaml").read_text()
        return Version.objects.get(pk=int(ref), ruleset__club=self.club).text


def new_ruleset(request: HttpRequest, club: str) -> HttpResponse:
    """The form; a valid one creates the ruleset and its version 1, then opens the editor."""
    found = access.club_or_404(request.user, club)
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not permissions.can_edit(request.user, found):
        raise PermissionDenied("Starting a ruleset needs the owner or editor role.")
    form = StartForm(request.POST or None, club=found)
    if request.method == "POST" and form.is_valid():
        created = _create(request, found, form)
        if created is not None:
            return created
    return render(request, "clubsite/new_ruleset.html", {"club": found, "form": form})


def _create(request: HttpRequest, club: Club, form: StartForm) -> HttpResponse | None:
    data = form.cleaned_data
    source = form.source()
    model = type(rulesets.load(source))
    text = apply_changes(source, {"name": data["title"]}, model)
    label = start_name(data["start"])
    try:
        with transaction.atomic():
            ruleset = create_ruleset(
                club, slug=data["slug"], title=data["title"], actor=request.user
            )
            publish(ruleset, text.encode(), author=request.user, message=f"Started from {label}",
                    base_revision=ruleset.revision)  # fmt: skip
    except IntegrityError:
        form.add_error("slug", "The club already has a ruleset of that short name.")
        return None
    messages.success(request, f"Started {data['title']} from {label}: version 1 is saved.")
    return HttpResponseRedirect(reverse("clubsite:edit", args=[club.slug, ruleset.slug]))
