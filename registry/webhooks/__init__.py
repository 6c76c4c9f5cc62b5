"""Signed webhooks: a club's endpoints hear about its versions, tags and matches.

`events` turns an audit event into deliveries (in the writer's transaction, queued when it
commits); `sending` signs and posts one delivery with a timeout, refusing addresses the
settings do not allow; `tasks` runs deliveries on the task queue with exponential backoff.
"""
