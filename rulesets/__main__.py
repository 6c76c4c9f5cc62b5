"""Entry point of `python -m rulesets`."""

import sys

from rulesets.cli import main

sys.exit(main())
