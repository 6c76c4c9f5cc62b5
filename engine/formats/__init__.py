"""The formats the engine reads and writes, as strict pydantic models: the match log
(`engine.formats.log`) and the score sheet (`engine.formats.sheet`), and their JSON Schemas,
generated from the models.

`python -m engine.formats` writes the committed schema files from the models again
(tests/engine/test_log_schema_is_generated_from_the_models.py fails while they differ).
"""
