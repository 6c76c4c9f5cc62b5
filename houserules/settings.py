"""Django settings for the houserules site.

Everything that differs between a laptop, CI and production comes from the environment:
DJANGO_SECRET_KEY, DJANGO_DEBUG, DJANGO_ALLOWED_HOSTS and DATABASE_URL.

DEBUG is off unless DJANGO_DEBUG=1, so `make run` shows the site as its users see it (its own
error pages, no settings dump). HOUSERULES_DEVELOPMENT=1 says the process runs on a
developer's own machine (`make run`, the test suite): plain HTTP and a development key are then
allowed. Production sets neither, and must give the key; docs/deploy.md.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

import rulesets

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = os.environ.get("DJANGO_DEBUG", "0").strip().lower() in {"1", "true", "yes", "on"}
DEVELOPMENT = DEBUG or os.environ.get("HOUSERULES_DEVELOPMENT", "").strip().lower() in {
    "1", "true", "yes", "on"
}  # fmt: skip

# The fallback key is public, so it may only ever sign a developer's own cookies.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEVELOPMENT:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off. (On a developer's own "
            "machine, HOUSERULES_DEVELOPMENT=1 allows a development key, as `make run` does.)"
        )
    SECRET_KEY = "django-insecure-houserules-dev-only"

ALLOWED_HOSTS = [
    host.strip()
    for host in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,testserver").split(",")
    if host.strip()
]

INSTALLED_APPS = [
    # Daphne first: its `runserver` (make run) serves the live tables' websockets as well as
    # the pages, through houserules/asgi.py.
    "daphne",
    # Django's admin, with the registry's site: club members sign in without being staff.
    "registry.apps.RegistryAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "registry.apps.RegistryConfig",
    # The club pages (clubsite/) and the task queue their simulations run on.
    "django_tasks",
    # Before django_tasks_db: its `db_worker` command, with a heartbeat (/readyz).
    "houserules.apps.HouserulesConfig",
    "django_tasks_db",
    "clubsite.apps.ClubsiteConfig",
    # Live tables (docs/tables.md): Channels' websockets, the table's models and services.
    "channels",
    "tables.apps.TablesConfig",
    # Club nights, tournaments and leagues (docs/events.md).
    "clubevents.apps.ClubEventsConfig",
]
# The API routes of apps built on the registry (registry/api/urls.py adds them by name).
API_EXTRA_ROUTES = ["clubevents.api.register"]

MIDDLEWARE = [
    # A request id on every log line and 500 (houserules/middleware.py); then no body over
    # the upload limit is read, file parts included.
    "houserules.middleware.RequestIdMiddleware",
    "houserules.middleware.BodySizeMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # The Content-Security-Policy, and no `Vary: Cookie` on public immutable answers.
    "houserules.middleware.ResponseHeadersMiddleware",
    # The engine's read path of public rules, answered from memory before sessions, CSRF and
    # authentication, which have nothing to do for it (registry/api/fastpath.py).
    "registry.api.fastpath.PublicRulesMiddleware",
    # The stylesheet, the favicon and Swagger UI's assets, with DEBUG off too (whitenoise).
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # A refusal the site expects (PermissionDenied) is its 403 page, without a traceback.
    "houserules.refusals.ExpectedRefusalsMiddleware",
    "houserules.middleware.SignInThrottleMiddleware",
]

ROOT_URLCONF = "houserules.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "houserules.wsgi.application"

# DATABASE_CONN_MAX_AGE (seconds) keeps a worker's database connection open between requests,
# as a production server should; 0, the default, opens one per request.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "0")),
        conn_health_checks=True,
    ),
}

# SQLite (`make run`'s default) takes its write lock when a transaction begins, so
# concurrent publishes wait their turn (up to `timeout` seconds) and the losers get 412,
# rather than failing to upgrade a read lock with "database is locked" (503).
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"transaction_mode": "IMMEDIATE", "timeout": 20}
    )

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
# Where `manage.py collectstatic` gathers the static files (`make serve` does): whitenoise then
# serves them compressed, under names that carry their hash, cached for a year. Without it
# (`make run`, the tests) whitenoise serves them from the apps as they are.
STATIC_ROOT = os.environ.get("DJANGO_STATIC_ROOT") or None
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if STATIC_ROOT
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = STATIC_ROOT is None
WHITENOISE_AUTOREFRESH = STATIC_ROOT is None

# The site's own sign-in page (/accounts/login/, docs/web.md); the admin keeps its own for staff.
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "clubsite:home"
# A file every process of the site can reach, whose modification time says when a public
# club's versions/latest last moved: with it, the WSGI front remembers latest versions
# (registry/api/latestcache.py); without it, each request asks the database.
HOUSERULES_LATEST_GENERATION_FILE = os.environ.get("HOUSERULES_LATEST_GENERATION_FILE", "")
# An owner's invitation link into their club works once, for this many days.
HOUSERULES_INVITE_DAYS = int(os.environ.get("HOUSERULES_INVITE_DAYS", "14"))
# How long the link that confirms a member's new e-mail address works.
HOUSERULES_EMAIL_LINK_DAYS = int(os.environ.get("HOUSERULES_EMAIL_LINK_DAYS", "3"))
# Confirmation links one member may have sent in an hour: each goes to an address they type.
HOUSERULES_EMAIL_LINKS_PER_HOUR = int(os.environ.get("HOUSERULES_EMAIL_LINKS_PER_HOUR", "5"))

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# The HTTP API (registry/api/, docs/api.md). Tokens come first so that a request without
# credentials is answered 401 with `WWW-Authenticate: Token`; sessions serve the browsable API.
# Per-club permissions are checked in the views (registry/api/permissions.py), so the
# default here lets every request through to them.
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # DRF's tokens and members' own named tokens (the account page, docs/web.md).
        "registry.api.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "registry.api.renderers.YAMLRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "DEFAULT_PARSER_CLASSES": [
        "registry.api.renderers.JSONParser",  # DRF's, behind the site's guard on bodies
        "registry.api.renderers.YAMLParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_THROTTLE_CLASSES": [
        "registry.api.throttling.AnonymousThrottle",
        "registry.api.throttling.UserThrottle",
    ],
    # Requests per client per window; a shared cache (CACHES) makes them per site rather
    # than per worker process.
    "DEFAULT_THROTTLE_RATES": {
        "anon": os.environ.get("HOUSERULES_API_RATE_ANON", "600/minute"),
        "user": os.environ.get("HOUSERULES_API_RATE_USER", "6000/minute"),
    },
    # Clients are told apart by REMOTE_ADDR unless the site runs behind this many proxies
    # (whose X-Forwarded-For is then trusted).
    "NUM_PROXIES": int(os.environ.get("HOUSERULES_API_PROXIES", "0")),
    "DEFAULT_PAGINATION_CLASS": "registry.api.pagination.Pages",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "registry.api.problems.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "URL_FORMAT_OVERRIDE": "format",
}

# Throttle counts (registry/api/throttling.py) live in the default cache: each process's own
# memory, unless HOUSERULES_REDIS_URL (redis://host:6379/0) names a Redis server that every
# worker shares, for site-wide limits (then `pip install redis`; docs/api.md).
REDIS_URL = os.environ.get("HOUSERULES_REDIS_URL", "").strip()
CACHES = {
    "default": (
        {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    )
}

# Live tables (docs/tables.md). The channel layer tells every app server's sockets that a
# table changed: each process's own memory (one server, as `make run`), or the Redis server
# HOUSERULES_REDIS_URL names, shared by every app server (channels-redis).
ASGI_APPLICATION = "houserules.asgi.application"
CHANNEL_LAYERS = {
    "default": (
        {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": {"hosts": [REDIS_URL]}}
        if REDIS_URL
        else {"BACKEND": "tables.layers.InMemoryChannelLayer"}
    )
}
# Seconds a bot waits before it plays (so its card is seen), seconds without a word from a
# player's browser before the seat counts as empty (the page pings every 20 s), and the
# moves a socket may send: (per second, at once).
TABLES_BOT_DELAY = float(os.environ.get("HOUSERULES_TABLES_BOT_DELAY", "0.7"))
TABLES_AWAY_SECONDS = 45
TABLES_RATE = (5.0, 20.0)
# Minutes a seat may be away (its tab closed or hidden) before a bot plays for it, for a table
# opened without saying; 0: the seat waits for its player.
TABLES_TAKEOVER_MINUTES = 1
# What one socket may send, and how many sockets a process holds: per member (signed out: per
# address), per table and in all. A socket past a cap is closed with a reason (docs/tables.md).
TABLES_MAX_MESSAGE_BYTES = 4096
TABLES_SOCKETS_PER_MEMBER = 20
TABLES_SOCKETS_PER_ADDRESS = 50
TABLES_SOCKETS_PER_TABLE = 200
TABLES_SOCKETS_PER_PROCESS = 5000
# Seconds between two looks at the memberships of a process's open sockets (one query; the end
# of a membership closes its sockets at once where the channel layer reaches them).
TABLES_MEMBERSHIP_CHECK_SECONDS = 30.0
# On PostgreSQL the sockets' database calls run on a pool of threads, so that moves at
# different tables are stored side by side (a table's own moves are ordered by its row lock);
# SQLite takes one writer at a time, so there they keep Channels' one database thread.
TABLES_PARALLEL_DB = DATABASES["default"]["ENGINE"].endswith("postgresql")
# On PostgreSQL players' moves are stored from the event loop (tables/store.py) over this many
# connections per daphne process, the moves of many tables in one statement; 0 stores them
# from the threads above.
TABLES_STORE_CONNECTIONS = int(os.environ.get("HOUSERULES_TABLES_STORE_CONNECTIONS", "2"))

# Each server process answers `GET api/v1/rules/{digest}` for public rules from memory
# (registry/api/rulecache.py): up to this many bytes of rules documents, least recently used
# forgotten first (0 turns the memory off); and it looks this often (seconds) whether the clubs
# it saw public still are.
API_PUBLIC_RULES_BYTES = int(os.environ.get("HOUSERULES_API_PUBLIC_RULES_BYTES", str(32 << 20)))
API_PUBLIC_RULES_CHECK_SECONDS = float(
    os.environ.get("HOUSERULES_API_PUBLIC_RULES_CHECK_SECONDS", "1")
)

SPECTACULAR_SETTINGS = {
    "TITLE": "houserules API",
    "DESCRIPTION": "Club house rules by version and by digest, publishing with optimistic "
    "concurrency, matches pinned to a rules digest, and the audit feed. See docs/api.md.",
    # The package's version (CHANGELOG.md); the API's own version is the /api/v1/ in its paths.
    "VERSION": rulesets.__version__,
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    "ENUM_NAME_OVERRIDES": {"LifecycleEnum": "registry.models.Lifecycle"},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "registry.api.schema.add_common_responses",
        "registry.api.schema.add_format_components",
    ],
    # Swagger UI and Redoc from the sidecar package's static files: the docs work offline.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Background jobs of the club pages ("What would this change do?" simulations) go on
# django-tasks' database backend: the queue is a table in the site's own database, so
# `make run` needs nothing else installed, and `manage.py db_worker` on any machine that
# reaches the database adds a worker (docs/web.md).
TASKS = {
    "default": {
        "BACKEND": "django_tasks_db.DatabaseBackend",
        "QUEUES": ["default"],
    }
}

# A task worker records that it is alive this often; /readyz wants one seen within the second
# figure (houserules/health.py).
HOUSERULES_WORKER_HEARTBEAT_SECONDS = int(
    os.environ.get("HOUSERULES_WORKER_HEARTBEAT_SECONDS", "30")
)
HOUSERULES_WORKER_SEEN_SECONDS = int(os.environ.get("HOUSERULES_WORKER_SEEN_SECONDS", "120"))

# Processes each simulation job plays its matches in, per worker (1: in the worker itself).
HOUSERULES_SIMULATION_PROCESSES = int(os.environ.get("HOUSERULES_SIMULATION_PROCESSES", "1"))
# A running simulation with no progress for this long lost its worker (killed, or its machine
# gone) and is queued again when asked for again; a step of its matches takes seconds.
HOUSERULES_SIMULATION_STALL_SECONDS = int(
    os.environ.get("HOUSERULES_SIMULATION_STALL_SECONDS", "300")
)

# How much of the shared task queue one member or club may hold at once (registry.quotas):
# simulations queued or running per member and per club, webhook redeliveries waiting per club.
HOUSERULES_QUEUE_QUOTAS = {
    "simulations_per_member": int(os.environ.get("HOUSERULES_SIMULATIONS_PER_MEMBER", "3")),
    "simulations_per_club": int(os.environ.get("HOUSERULES_SIMULATIONS_PER_CLUB", "6")),
    "redeliveries_per_club": int(os.environ.get("HOUSERULES_REDELIVERIES_PER_CLUB", "10")),
}

# Production security (DEBUG off). With DJANGO_DEBUG off the site is served over HTTPS only:
# plain HTTP is redirected, the session and CSRF cookies travel over HTTPS only, and browsers
# are told (HSTS) to use nothing else for a year, this host's subdomains included. In
# development (DJANGO_DEBUG=1, or HOUSERULES_DEVELOPMENT=1 as `make run` and the test suite
# set it) all of it stays off, so http://127.0.0.1:8000 keeps working. Each setting can be
# changed from the environment (docs/reliability.md lists the variables). Behind a proxy that
# terminates TLS, HOUSERULES_BEHIND_TLS_PROXY=1 trusts its
# `X-Forwarded-Proto: https`; the proxy must then set that header itself, never pass on a
# client's.


def _env_flag(name: str, default: bool) -> bool:
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be 1 or 0 (or true/false, yes/no), not {value!r}.")


def _env_seconds(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if not value.isdigit():
        raise ImproperlyConfigured(f"{name} must be a whole number of seconds, not {value!r}.")
    return int(value)


HTTPS_ONLY = not DEVELOPMENT
SECURE_SSL_REDIRECT = _env_flag("DJANGO_SECURE_SSL_REDIRECT", HTTPS_ONLY)
SESSION_COOKIE_SECURE = _env_flag("DJANGO_SESSION_COOKIE_SECURE", HTTPS_ONLY)
CSRF_COOKIE_SECURE = _env_flag("DJANGO_CSRF_COOKIE_SECURE", HTTPS_ONLY)
SECURE_HSTS_SECONDS = _env_seconds("DJANGO_SECURE_HSTS_SECONDS", 365 * 24 * 3600 * HTTPS_ONLY)
SECURE_HSTS_INCLUDE_SUBDOMAINS = _env_flag("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", HTTPS_ONLY)
# Only consent to browsers' preload lists: a domain is listed only when its owner submits it.
SECURE_HSTS_PRELOAD = _env_flag("DJANGO_SECURE_HSTS_PRELOAD", HTTPS_ONLY)
# A load balancer's health checks may come over plain HTTP straight to an app server.
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
if _env_flag("HOUSERULES_BEHIND_TLS_PROXY", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# Origins (https://rules.example.org) allowed to POST besides the site's own, e.g. when a
# proxy serves it under another name.
CSRF_TRUSTED_ORIGINS = [
    origin.strip()
    for origin in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",")
    if origin.strip()
]

# The site's own address, as members and programs reach it (no trailing slash). The schema of
# the rules language is served at SITE_URL + /schema/houserules-1.json with that address as its
# `$id`, and every YAML download points editors there (docs/rules-language.md).
SITE_URL = os.environ.get("DJANGO_SITE_URL", "http://127.0.0.1:8000").strip().rstrip("/")

# The OpenAPI document passes Redocly's lint (`make lint-openapi`): the headers each response
# sends, nullable schemas with their type, a license, and the server relative to the document.
SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"] += [
    "registry.api.schema.add_response_headers",
    "registry.api.schema.type_nullable_schemas",
]
SPECTACULAR_SETTINGS["LICENSE"] = {"name": "MIT", "url": "https://spdx.org/licenses/MIT.html"}
SPECTACULAR_SETTINGS["SERVERS"] = [{"url": "/", "description": "This site"}]
# Mail (password reset, docs/deploy.md): printed on the console unless DJANGO_EMAIL_HOST
# names an SMTP server.
EMAIL_HOST = os.environ.get("DJANGO_EMAIL_HOST", "").strip()
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = int(os.environ.get("DJANGO_EMAIL_PORT", "587"))
EMAIL_HOST_USER = os.environ.get("DJANGO_EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("DJANGO_EMAIL_HOST_PASSWORD", "")
EMAIL_USE_SSL = _env_flag("DJANGO_EMAIL_USE_SSL", False)
EMAIL_USE_TLS = _env_flag("DJANGO_EMAIL_USE_TLS", not EMAIL_USE_SSL)
DEFAULT_FROM_EMAIL = os.environ.get("DJANGO_DEFAULT_FROM_EMAIL", "houserules@localhost")
# Webhooks (docs/webhooks.md): each attempt gives up after HOUSERULES_WEBHOOK_TIMEOUT
# seconds; a 5xx, 429 or timeout is tried again after HOUSERULES_WEBHOOK_BACKOFF seconds,
# doubled each time, up to HOUSERULES_WEBHOOK_MAX_ATTEMPTS attempts in all. Private,
# loopback and link-local addresses are refused unless HOUSERULES_WEBHOOK_ALLOW_PRIVATE.
HOUSERULES_WEBHOOK_TIMEOUT = float(os.environ.get("HOUSERULES_WEBHOOK_TIMEOUT", "10"))
HOUSERULES_WEBHOOK_BACKOFF = float(os.environ.get("HOUSERULES_WEBHOOK_BACKOFF", "30"))
HOUSERULES_WEBHOOK_MAX_ATTEMPTS = int(os.environ.get("HOUSERULES_WEBHOOK_MAX_ATTEMPTS", "6"))
HOUSERULES_WEBHOOK_ALLOW_PRIVATE = os.environ.get("HOUSERULES_WEBHOOK_ALLOW_PRIVATE") == "1"
# --- Hardening (docs/reliability.md) -------------------------------------------

# Every page's policy: scripts, styles and frames from the site itself only, so an injected
# `<script>`, `on*=` handler or `style=` attribute does nothing. Templates keep their JS and
# CSS in static files.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
)

# Sign-in pages whose POSTs are throttled per account and per address (names that do not
# resolve are skipped): at most `attempts` failed sign-ins or reset requests per `seconds`.
SIGN_IN_THROTTLED_URLS = ["admin:login", "login", "password_reset"]

# Accounts are found by one key (NFKC, case-folded: registry.identifiers.account_key), the
# same the throttle counts by, so no look-alike spelling of a username escapes it.
AUTHENTICATION_BACKENDS = ["clubsite.accounts.backends.AccountBackend"]


def _env_attempts(name: str, default: str) -> tuple[int, int]:
    value = os.environ.get(name, "").strip() or default
    attempts, _, seconds = value.partition("/")
    if not (attempts.isdigit() and seconds.isdigit() and int(seconds) > 0):
        raise ImproperlyConfigured(f"{name} must be attempts/seconds (like 10/900), not {value!r}.")
    return int(attempts), int(seconds)


SIGN_IN_THROTTLE = {
    "account": _env_attempts("HOUSERULES_SIGN_IN_ACCOUNT", "10/900"),
    "address": _env_attempts("HOUSERULES_SIGN_IN_ADDRESS", "50/900"),
}

# Errors are logged to stderr, one line each with the request's id, method and path (the id
# is also in a 500's page and problem document, for a user to quote). DJANGO_ADMINS
# ("Name <email>, Other <email>") are mailed each 500 when DEBUG is off and email is set up.


def _admin(entry: str) -> tuple[str, str]:
    name, bracket, address = entry.partition("<")
    return (name.strip(), address.strip(" >")) if bracket else ("", name.strip())


ADMINS = [_admin(entry) for entry in os.environ.get("DJANGO_ADMINS", "").split(",") if "@" in entry]
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request": {"()": "houserules.middleware.RequestContextFilter"},
        "require_debug_false": {"()": "django.utils.log.RequireDebugFalse"},
    },
    "formatters": {
        "line": {
            "format": "%(asctime)s %(levelname)s %(name)s request=%(request_id)s "
            "%(method)s %(path)s: %(message)s"
        },
    },
    "handlers": {
        "stderr": {
            "class": "logging.StreamHandler",
            "stream": "ext://sys.stderr",
            "filters": ["request"],
            "formatter": "line",
        },
        "mail_admins": {
            "class": "django.utils.log.AdminEmailHandler",
            "level": "ERROR",
            "filters": ["require_debug_false"],
        },
    },
    "root": {"handlers": ["stderr"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
    "loggers": {"django": {"handlers": ["mail_admins"], "level": "INFO"}},
}
