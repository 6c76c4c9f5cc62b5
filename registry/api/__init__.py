"""The registry's HTTP API, mounted at `/api/v1/` (see docs/api.md).

Rules are served by version number and by digest with HTTP caching that is safe because the
content can never change; publishing is a compare-and-swap on the ruleset's revision
(`If-Match`); errors are RFC 9457 problem details. The views only translate HTTP to calls into
`registry.services` and back.
"""
