"""User-facing programs: the `tefuda` command, the terminal apps and the web app."""
