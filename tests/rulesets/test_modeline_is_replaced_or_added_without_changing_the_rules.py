"""`with_modeline(source, url)` points a YAML file at the schema at `url`: it replaces the
modeline among the comments at the top, or adds one as the first line, and changes nothing
else, so the rules and their digest stay the same."""

import pytest

import rulesets
from rulesets.catalog import LIBRARY_PATH
from rulesets.schema import modeline, schema_url, with_modeline

URL = "https://rules.example.org/schema/houserules-1.json"
LINE = f"# yaml-language-server: $schema={URL}".encode()


@pytest.mark.parametrize("name", rulesets.library_names())
def test_a_library_files_relative_modeline_is_replaced(name: str) -> None:
    source = (LIBRARY_PATH / f"{name}.yaml").read_bytes()
    served = with_modeline(source, URL)
    first, rest = served.split(b"\n", 1)
    assert first == LINE and rest == source.split(b"\n", 1)[1]
    assert rulesets.rules_digest(rulesets.load(served)) == rulesets.rules_digest(
        rulesets.load(source)
    )


def test_a_file_without_one_gets_one_as_its_first_line() -> None:
    source = b"# Our rules\nformat: houserules/1\ngame: spades\n"
    assert with_modeline(source, URL) == LINE + b"\n" + source


def test_a_modeline_below_other_top_comments_is_the_one_replaced() -> None:
    source = b"# Our rules\n\n#yaml-language-server:  $schema=old.json  \nformat: houserules/1\n"
    assert with_modeline(source, URL) == b"# Our rules\n\n" + LINE + b"\nformat: houserules/1\n"


def test_a_modeline_inside_the_rules_is_left_alone() -> None:
    notes = b"notes: |\n  # yaml-language-server: $schema=x.json\n"
    source = b"format: houserules/1\ngame: spades\n" + notes
    assert with_modeline(source, URL) == LINE + b"\n" + source


def test_crlf_files_and_a_byte_order_mark_keep_their_form() -> None:
    source = b"\xef\xbb\xbfformat: houserules/1\r\ngame: spades\r\n"
    assert with_modeline(source, URL) == b"\xef\xbb\xbf" + LINE + b"\r\n" + source[3:]
    replaced = with_modeline(b"# yaml-language-server: $schema=a\r\ngame: rook\r\n", URL)
    assert replaced == LINE + b"\r\ngame: rook\r\n"


def test_the_same_url_twice_changes_nothing_more() -> None:
    once = with_modeline(b"game: rook\n", URL)
    assert with_modeline(once, URL) == once


def test_the_url_of_a_site() -> None:
    assert schema_url("https://rules.example.org/") == URL
    assert modeline(URL).encode() == LINE
