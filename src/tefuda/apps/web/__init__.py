"""The browser app: a FastAPI server holding every table's state, a SQLite store, and
static front-end files. Browsers only ever receive views."""
