"""/accounts/: signing in and out, password reset and change (Django's views with the site's
templates), the member's account and tokens, and invitation links. The names are not
namespaced: `login` and `password_reset` are what the sign-in throttle looks for
(`SIGN_IN_THROTTLED_URLS`), and Django's views find the others by these names."""

from django.contrib.auth import views as auth
from django.urls import path

from clubsite.accounts import email, views
from clubsite.accounts.forms import ResetForm

T = "accounts/"

urlpatterns = [
    path(
        "login/",
        auth.LoginView.as_view(template_name=T + "login.html", redirect_authenticated_user=True),
        name="login",
    ),
    # The admin's own sign-out keeps its "Logged out" page; the site's goes back to the clubs.
    path("logout/", auth.LogoutView.as_view(next_page="clubsite:home"), name="logout"),
    path(
        "password-reset/",
        auth.PasswordResetView.as_view(
            template_name=T + "password_reset_form.html",
            form_class=ResetForm,
            email_template_name=T + "password_reset_email.txt",
            subject_template_name=T + "password_reset_subject.txt",
        ),
        name="password_reset",
    ),
    path(
        "password-reset/sent/",
        auth.PasswordResetDoneView.as_view(template_name=T + "password_reset_done.html"),
        name="password_reset_done",
    ),
    path(
        "password-reset/<uidb64>/<token>/",
        auth.PasswordResetConfirmView.as_view(template_name=T + "password_reset_confirm.html"),
        name="password_reset_confirm",
    ),
    path(
        "password-reset/done/",
        auth.PasswordResetCompleteView.as_view(template_name=T + "password_reset_complete.html"),
        name="password_reset_complete",
    ),
    path(
        "password/",
        auth.PasswordChangeView.as_view(template_name=T + "password_change_form.html"),
        name="password_change",
    ),
    path(
        "password/changed/",
        auth.PasswordChangeDoneView.as_view(template_name=T + "password_change_done.html"),
        name="password_change_done",
    ),
    path("", views.account, name="account"),
    path("email/", email.change_email, name="change_email"),
    path("email/<str:token>/", email.confirm_email, name="confirm_email"),
    path("tokens/", views.new_token, name="new_token"),
    path("tokens/<int:token>/revoke/", views.drop_token, name="revoke_token"),
    path("invite/<str:secret>/", views.accept, name="accept_invite"),
]
