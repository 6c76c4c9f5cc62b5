"""Append-only rows, the first two of three layers (the third is the database triggers
created by migration 0002).

A model built on `AppendOnlyModel` can be inserted and read, never saved again or deleted, and
its querysets refuse `update` and `delete`. These layers give a clear Python error early; the
triggers make the guarantee hold for raw SQL too.
"""

from __future__ import annotations

from typing import Any, NoReturn

from django.db import models

from registry.errors import ImmutableError

__all__ = ["AppendOnlyQuerySet", "AppendOnlyModel"]


class AppendOnlyQuerySet(models.QuerySet):
    """A queryset whose rows can be read and created, never updated or deleted in bulk."""

    def _refuse(self, what: str) -> NoReturn:
        raise ImmutableError(f"{self.model._meta.verbose_name_plural} are append-only: {what}")

    def update(self, **kwargs: Any) -> NoReturn:
        self._refuse("update() is refused")

    def delete(self) -> NoReturn:
        self._refuse("delete() is refused")

    def bulk_update(self, objs: Any, fields: Any, batch_size: int | None = None) -> NoReturn:
        self._refuse("bulk_update() is refused")

    def update_or_create(self, *args: Any, **kwargs: Any) -> NoReturn:
        self._refuse("update_or_create() is refused")

    def _raw_delete(self, using: Any) -> NoReturn:
        # The deletion collector's fast path bypasses delete(); refuse it as well.
        self._refuse("deleting rows is refused")


class AppendOnlyModel(models.Model):
    """A row written once: `save` inserts a new row and refuses to save it again, `delete`
    always refuses."""

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        abstract = True

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise ImmutableError(
                f"{self._meta.verbose_name} {self.pk} is append-only: it is never saved again"
            )
        kwargs["force_insert"] = True
        kwargs.pop("force_update", None)
        kwargs.pop("update_fields", None)
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise ImmutableError(f"{self._meta.verbose_name} {self.pk} is append-only: never deleted")
