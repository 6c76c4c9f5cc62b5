"""docs/library.md is a tour of the Python API whose examples run: each `>>>` line is run
and its output compared, so the tour cannot drift from the library."""

import doctest
from pathlib import Path

TOUR = Path(__file__).resolve().parent.parent / "docs" / "library.md"


def test_every_example_of_the_library_tour_gives_the_output_shown() -> None:
    failed, attempted = doctest.testfile(
        str(TOUR),
        module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
        raise_on_error=False,
        verbose=False,
    )
    assert attempted > 30
    assert failed == 0
