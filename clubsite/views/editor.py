""" "Edit the rules": the guided editor for owners and editors, its live preview, drafts, and
the merge of an edit with what someone else published meanwhile.

Every write goes through `registry.services.publish`, with the revision the edit started
from: an edit made against an older version is merged option by option onto the head
(`rulesets.merge`), and only options both people changed are asked about.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.template.defaultfilters import pluralize
from django.urls import reverse
from django.utils import timezone
from pydantic import JsonValue

import rulesets
from clubsite import access
from clubsite.edit_page import conflict_rows, form_sections
from clubsite.editing import (
    MAX_BODY,
    Edit,
    Refused,
    apply_fix,
    control_for,
    description_mentions,
    draft_changes,
    edit_from_changes,
    preview,
    read_edit,
    recall,
    warning_text,
)
from clubsite.models import RulesDraft
from clubsite.rulebooks import club_rulebook
from clubsite.wording import club_message, label_of
from registry import permissions
from registry.errors import RegistryError, StaleBase
from registry.models import Ruleset, Version
from registry.services import check_publish, current_lock, publish
from registry.services.checking import lock_summary
from rulesets.form import Control, controls_of
from rulesets.merge import merge_changes, option_values

__all__ = ["edit", "edit_preview", "draft_rulebook"]


def _refusal(request: HttpRequest, ruleset: Ruleset) -> HttpResponse | None:
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not permissions.can_edit(request.user, ruleset.club):
        raise PermissionDenied("Editing the rules needs the owner or editor role.")
    return None


def _too_big(request: HttpRequest) -> bool:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0) > MAX_BODY
    except ValueError:
        return True


def _refused(request: HttpRequest, message: str, status: int = 400) -> HttpResponse:
    if request.headers.get("Accept", "").startswith("application/json"):
        return JsonResponse({"error": message}, status=status)
    return render(request, "clubsite/refused.html", {"message": message}, status=status)


def _draft(request: HttpRequest, ruleset: Ruleset) -> RulesDraft | None:
    drafts = RulesDraft.objects.select_related("base__document")
    return drafts.filter(ruleset=ruleset, author=request.user).first()


def _base(ruleset: Ruleset, revision: str) -> Version | None:
    return ruleset.versions.select_related("document").filter(revision=revision).first()


def edit(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The editor: every option as a control; saving publishes, or keeps a draft."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = _refusal(request, found)
    if refusal is not None:
        return refusal
    if found.head is None:
        return render(request, "clubsite/edit.html", {"club": found.club, "ruleset": found})
    draft = _draft(request, found)
    if request.method == "POST":
        return _post(request, found, draft)
    if draft is not None:
        reopened = _reopened(draft)
        recall(reopened, _earlier_values(found, draft.base.number + 1))
        return _page(request, found, draft.base, reopened, draft=draft)
    head = found.head
    opened = edit_from_changes(head.text, head.load_rules(), {})
    recall(opened, _earlier_values(found, head.number))
    return _page(request, found, head, opened)


RECALLED_VERSIONS = 20
"""How far back the editor looks for the values of options switched off since."""


def _earlier_values(ruleset: Ruleset, before: int) -> Iterator[dict[str, JsonValue]]:
    """The option values of the versions before number `before`, newest first (read only as
    far as needed)."""
    earlier = ruleset.versions.select_related("document").filter(number__lt=before)
    for version in earlier.order_by("-number")[:RECALLED_VERSIONS]:
        values = _values_of(version.rules_digest, version)
        if values is not None:
            yield values


@lru_cache(maxsize=512)
def _values_of(digest: str, version: Version) -> dict[str, JsonValue] | None:
    """A version's option values, kept by its rules digest: a version never changes, and the
    editor reads the same earlier versions each time it opens."""
    try:
        return option_values(version.load_rules())
    except rulesets.RulesetError:
        return None  # a version the language no longer reads offers nothing


def _reopened(draft: RulesDraft) -> Edit:
    """The draft as the editor shows it: its changes to its base, and its problems (a draft
    may be saved while the rules are invalid)."""
    base_rules = draft.base.load_rules()
    return edit_from_changes(draft.base.text, base_rules, draft_changes(base_rules, draft.source))


def _read(request: HttpRequest, ruleset: Ruleset) -> tuple[Version, Edit] | HttpResponse:
    if _too_big(request):
        return _refused(request, f"The edit is too large (at most {MAX_BODY // 1024} KB).", 413)
    base = _base(ruleset, str(request.POST.get("base_revision", "")))
    if base is None:
        return _refused(request, "This edit started from a version this ruleset does not have.")
    try:
        return base, read_edit(request.POST, base.text, base.load_rules())
    except Refused as refused:
        return _refused(request, str(refused))


def edit_preview(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The live preview of the editor's controls, as JSON: stores nothing."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = _refusal(request, found)
    if refusal is not None:
        return refusal
    if request.method != "POST":
        return JsonResponse({"error": "POST the editor's form to preview it."}, status=405)
    read = _read(request, found)
    if isinstance(read, HttpResponse):
        return read
    base, checked = read
    assert found.head is not None
    return JsonResponse(_preview(found, base, found.head, checked))


def _preview(ruleset: Ruleset, base: Version, head: Version, checked: Edit) -> dict[str, Any]:
    """The preview against the head. An edit begun on an older version is previewed as it
    would be saved: merged onto the head (what others changed since is not undone)."""
    head_rules = head.load_rules()
    if base.pk == head.pk or not checked.ok:
        return _with_check(ruleset, preview(head_rules, checked), checked)
    merge = merge_changes(option_values(base.load_rules()), option_values(head_rules),
                          checked.changes)  # fmt: skip
    mine = {**merge.changes, **{c.path: c.mine for c in merge.conflicts}}
    merged = edit_from_changes(head.text, head_rules, mine)
    shown = _with_check(ruleset, preview(head_rules, merged), merged)
    return {**shown, "problems": checked.errors, "off": checked.off()}


def _with_check(ruleset: Ruleset, shown: dict[str, Any], edit: Edit) -> dict[str, Any]:
    """What publishing the edit would do, asked of the same dry run as the API's
    `versions/check` (registry.services.check_publish): the rules digest it would get, and
    the season lock that would refuse it. An edit that changes nothing yet is refused by
    nothing, but the secretary is told of the lock before changing anything."""
    locked = lock_summary(current_lock(ruleset))
    if not edit.ok:
        return {**shown, "digest": None, "locked": locked}
    answer = check_publish(ruleset, edit.source.encode("utf-8")).as_dict()
    return {**shown, "digest": answer["digest"], "locked": answer["locked"] or locked}


def _post(request: HttpRequest, ruleset: Ruleset, draft: RulesDraft | None) -> HttpResponse:
    read = _read(request, ruleset)
    if isinstance(read, HttpResponse):
        return read
    base, checked = read
    action = request.POST.get("action", "preview")
    if action == "discard":
        RulesDraft.objects.filter(ruleset=ruleset, author=request.user).delete()
        messages.success(request, "Draft discarded.")
        return HttpResponseRedirect(_edit_url(ruleset))
    if action.startswith(FIX):
        return _fix(request, ruleset, base, checked, draft, action.removeprefix(FIX))
    if action == "draft" and checked.written:
        # Unfinished work may be parked: a draft keeps invalid rules, with their problems.
        return _save_draft(request, ruleset, base, checked)
    if not checked.ok or action not in ("publish", "draft"):
        status = 200 if checked.ok else 422
        return _page(request, ruleset, base, checked, draft=draft, status=status)
    if action == "draft":
        return _save_draft(request, ruleset, base, checked)
    if checked.comments_unanswered():
        # A comment may describe the old value: the secretary says whether it still holds.
        return _page(request, ruleset, base, checked, draft=draft, ask_comments=True)
    return _publish(request, ruleset, base, checked, draft)


FIX = "fix:"
"""Prefix of the action of a fix's button: `fix:deal-evenly`."""


def _fix(
    request: HttpRequest,
    ruleset: Ruleset,
    base: Version,
    checked: Edit,
    draft: RulesDraft | None,
    key: str,
) -> HttpResponse:
    """Apply one of the edit's fixes and show the editor again: nothing is saved yet."""
    fixed = apply_fix(base.text, base.load_rules(), checked, key)
    if fixed is None:
        return _refused(request, "That fix does not apply to these rules: nothing was changed.")
    label = next(fix.label for fix in checked.fixes if fix.key == key)
    messages.success(request, f"Done: {label[:1].lower()}{label[1:]}. Nothing is saved yet.")
    return _page(request, ruleset, base, fixed, draft=draft)


def _save_draft(
    request: HttpRequest, ruleset: Ruleset, base: Version, checked: Edit
) -> HttpResponse:
    RulesDraft.objects.update_or_create(
        ruleset=ruleset,
        author=request.user,
        defaults={"base": base, "source": checked.source, "updated_at": timezone.now()},
    )
    text = "Draft saved. It is not a version: only you see it here."
    count = checked.problem_count
    if count:
        text += (
            f" It has {count} problem{pluralize(count)} to fix before it can be published:"
            " they are listed when you reopen it."
        )
    messages.success(request, text)
    return HttpResponseRedirect(_edit_url(ruleset))


def _publish(
    request: HttpRequest, ruleset: Ruleset, base: Version, checked: Edit, draft: RulesDraft | None
) -> HttpResponse:
    head = ruleset.head
    assert head is not None
    merged_from = None
    if head.pk != base.pk:
        merge = merge_changes(
            option_values(base.load_rules()), option_values(head.load_rules()), checked.changes
        )
        mine = {**merge.changes, **{c.path: c.mine for c in merge.conflicts}}
        onto = edit_from_changes(head.text, head.load_rules(), mine, checked.comment_answers)
        if merge.conflicts or not onto.ok:
            notice = {"conflicts": conflict_rows(onto, merge.conflicts), "since": head}
            return _page(request, ruleset, head, onto, draft=draft, merged=notice, status=409)
        checked, merged_from = onto, base
    review = _description_review(request, head, checked)
    if review:
        return _page(request, ruleset, head, checked, draft=draft, review=review)
    return _store(request, ruleset, head, checked, merged_from)


def _description_review(request: HttpRequest, head: Version, checked: Edit) -> list[str]:
    if "description" in checked.changes or request.POST.get("description_reviewed"):
        return []
    assert checked.rules is not None
    return description_mentions(checked.rules.description, head.load_rules(), checked.rules)


def _store(
    request: HttpRequest, ruleset: Ruleset, head: Version, checked: Edit, merged: Version | None
) -> HttpResponse:
    sentences = preview(head.load_rules(), checked)["changes"]
    message = str(request.POST.get("message", "")).strip() or "; ".join(sentences)[:500]
    try:
        publication = publish(
            ruleset,
            checked.source.encode(),
            author=request.user,  # type: ignore[arg-type]
            message=message or "No change",
            base_revision=head.revision,
        )
    except StaleBase:
        checked.general.append("Someone published at this very moment: press Save again.")
        return _page(request, ruleset, head, checked, status=409)
    except (RegistryError, rulesets.RulesetError) as refused:
        checked.general.append(str(refused))
        return _page(request, ruleset, head, checked, status=422)
    RulesDraft.objects.filter(ruleset=ruleset, author=request.user).delete()
    version = publication.version
    text = f"Saved as version {version.number}."
    if merged is not None:
        text += f" Your changes were merged with version {head.number}, published after you began."
    if not publication.created:
        text = f"Nothing to save: the rules are exactly version {version.number}."
    messages.success(request, text)
    _warn(request, checked)
    return HttpResponseRedirect(
        reverse("clubsite:version", args=[ruleset.club.slug, ruleset.slug, version.number])
    )


def _warn(request: HttpRequest, saved: Edit) -> None:
    """The saved rules' warnings, on the page the save lands on: saved all the same; and the
    options left out of the file because a setting switches them off."""
    if saved.pruned:
        controls = controls_of(saved.model)
        names = [controls[path].label if path in controls else path for path in saved.pruned]
        messages.info(
            request,
            f"Left out of the file, as they do nothing now: {', '.join(names)}."
            " Switching the setting back brings back their values.",
        )
    for warning in saved.warnings:
        said = f"Warning, {warning_text(warning)}. Saved as written: the option does nothing."
        messages.warning(request, said)


def _edit_url(ruleset: Ruleset) -> str:
    return reverse("clubsite:edit", args=[ruleset.club.slug, ruleset.slug])


def _page(
    request: HttpRequest,
    ruleset: Ruleset,
    base: Version,
    checked: Edit,
    *,
    draft: RulesDraft | None = None,
    merged: dict[str, Any] | None = None,
    review: list[str] | None = None,
    ask_comments: bool = False,
    status: int = 200,
) -> HttpResponse:
    head = ruleset.head
    assert head is not None
    context = {
        "club": ruleset.club,
        "ruleset": ruleset,
        "base": base,
        "head": head,
        "edit": checked,
        "sections": form_sections(checked),
        "preview": _preview(ruleset, base, head, checked),
        "draft": draft,
        "refused": request.method == "POST",
        "merged": merged,
        "review": review or [],
        # Once asked, the answers stay on the page, so that another refusal keeps them.
        "ask_comments": checked.comment_rows() if ask_comments or checked.comment_answers else [],
        "message": request.POST.get("message", "") if request.method == "POST" else "",
        "can_edit": True,
        "can_score": True,
        "can_see_simulations": True,
    }
    return render(request, "clubsite/edit.html", context, status=status)


def draft_rulebook(request: HttpRequest, club: str, ruleset: str) -> HttpResponse:
    """The user's draft, read as a rulebook (it is not a version: nothing is stored)."""
    found = access.ruleset_or_404(request.user, club, ruleset)
    refusal = _refusal(request, found)
    if refusal is not None:
        return refusal
    draft = get_object_or_404(RulesDraft.objects.select_related("base"), ruleset=found,
                              author=request.user)  # fmt: skip
    parsed = rulesets.parse(draft.source)
    # A draft may be unfinished: its problems are listed where its rulebook would be.
    valid = parsed.ok and parsed.rules is not None
    controls = controls_of(type(draft.base.load_rules()))
    context = {
        "club": found.club,
        "ruleset": found,
        "draft": draft,
        "warnings": parsed.warnings,
        "problems": []
        if valid
        else [_club_problem(d.path, d.message, controls) for d in parsed.diagnostics],
        "rulebook": club_rulebook(parsed.rules) if valid and parsed.rules is not None else None,
        "can_edit": True,
        "can_score": True,
        "can_see_simulations": True,
    }
    return render(request, "clubsite/draft.html", context)


def _club_problem(path: str, message: str, controls: dict[str, Control]) -> str:
    """A problem of a draft as the editor words it: its option's label, then its message."""
    at = control_for(path, controls)
    said = club_message(message, controls, at or "")
    return f"{label_of(at, controls)}: {said}" if at else said
