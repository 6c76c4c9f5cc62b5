"""One normalisation of account identifiers (usernames and e-mail addresses): NFKC, then
case-folding, then NFKC again (Unicode's NFKC_Casefold, closely enough).

Sign-in, the sign-in throttle, password reset and sign-up all compare accounts by this key,
so `ｅrin`, `ERIN` and `erin` are one account everywhere: a look-alike spelling can neither
open a second counter of failed sign-ins nor make a second account that looks the same.
"""

from __future__ import annotations

import unicodedata

__all__ = ["account_key"]


def account_key(identifier: str) -> str:
    """The form of a username or e-mail address accounts are compared by."""
    folded = unicodedata.normalize("NFKC", identifier).casefold()
    return unicodedata.normalize("NFKC", folded).strip()
