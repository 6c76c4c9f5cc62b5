"""A membership that ends closes its member's sockets at the club's tables, as the table's
page stops showing them the table: through the channel layer, so every app server that the layer
reaches hears of it at once. Sockets the layer cannot reach (daphne beside gunicorn without
Redis) find out within `TABLES_MEMBERSHIP_CHECK_SECONDS` (`tables.consumers._watch`)."""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.db.models.signals import post_delete
from django.dispatch import receiver

from registry.models import Membership

__all__ = ["membership_ended"]


@receiver(post_delete, sender=Membership, dispatch_uid="tables.membership_ended")
def membership_ended(sender: Any, instance: Membership, **kwargs: Any) -> None:
    user_id, club_id = instance.user_id, instance.club_id

    def tell() -> None:
        from tables.consumers import member_group

        layer = get_channel_layer()
        if layer is not None:
            message = {"type": "membership.ended", "club": club_id}
            async_to_sync(layer.group_send)(member_group(user_id), message)

    transaction.on_commit(tell)
