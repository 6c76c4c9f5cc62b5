"""The registry: the Django app that stores and serves rulesets."""
