"""Accounts on the site itself (docs/web.md, "Accounts"): signing in and out, password reset by
e-mail, an owner's invitations into their club, and members' API tokens. The admin keeps its
own sign-in page for staff."""
