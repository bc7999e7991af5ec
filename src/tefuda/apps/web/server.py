"""`tefuda serve`: FastAPI + WebSocket. The server holds every table; browsers get views.

HTTP: GET /api/games, POST /api/rooms, POST /api/rooms/{id}/claim, GET /api/rooms/{id}.
WebSocket /ws/{room}: first {"type": "hello", "tokens": [...], "lang": "en"}, then
{"type": "act", "seat": s, "action": "play 3S"} (and the real-time messages of
Egyptian War). Every message is size- and rate-limited and validated.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from tefuda.apps.web import presentation
from tefuda.apps.web.store import Store, default_db_path
from tefuda.apps.web.tables import Listener, Table, validate_seats
from tefuda.core import i18n
from tefuda.core.errors import IllegalAction, TefudaError
from tefuda.games import GAMES, make_game

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4096  # bytes in one WebSocket message
MAX_BODY = 16384  # bytes in one HTTP request body
RATE = 20.0  # messages per second per connection (token bucket)
BURST = 40.0


class Hub:
    """All tables of this server, loaded from the store at start."""

    def __init__(self, store: Store, cpu_delay: float):
        self.store = store
        self.cpu_delay = cpu_delay
        self.tables: dict[str, Table] = {}
        for row in store.rooms():
            try:
                self.tables[row["id"]] = Table(
                    row["id"], row["game"], row["options"], row["setup"], row["seats"], store,
                    actions=store.actions(row["id"]), cpu_delay=cpu_delay, deals=store.deals(row["id"]),
                )
            except TefudaError as e:  # a room whose game changed incompatibly: keep serving the rest
                print(f"tefuda serve: room {row['id']} could not be restored: {e}")
        for table in self.tables.values():
            table.broadcast = lambda t=table: self.broadcast(t)

    def create(self, game_name: str, options: dict, seats_spec, setup: dict | None = None) -> tuple[Table, dict]:
        """A new table: shuffled by the server, or dealt from `setup` (a puzzle or a
        position to study; the record setup format, validated by the game)."""
        if game_name not in GAMES:
            raise TefudaError(f"unknown game {game_name!r}", "game.unknown", game=game_name)
        game = make_game(game_name, options)
        seats = validate_seats(game, seats_spec)
        if setup is not None and not isinstance(setup, dict):
            raise TefudaError("setup must be an object", "web.setup")
        state = game.new_state(setup=setup) if setup is not None else game.new_state(seed=secrets.randbits(48))
        # hex: a room id never starts with "-", which command lines (bot_client.py --room)
        # would read as an option; 64 random bits as before
        room_id = secrets.token_hex(8)
        setup = state.setup()
        public = game.public_options()
        self.store.create_room(room_id, game_name, public, setup, seats)
        table = Table(room_id, game_name, public, setup, seats, self.store, cpu_delay=self.cpu_delay,
                      seed=secrets.randbits(20))
        self.tables[room_id] = table
        table.broadcast = lambda t=table: self.broadcast(t)
        tokens = {}
        for i, s in enumerate(seats):
            if s["kind"] == "human" and s.pop("claim", True):
                tokens[str(i)] = table.claim(i)
        self.store.update_seats(room_id, table.seats)
        return table, tokens

    async def broadcast(self, table: Table) -> None:
        for listener in list(table.listeners):
            try:
                for msg in table.updates_for(listener):
                    await listener.send(msg)
            except Exception:
                if listener in table.listeners:
                    table.listeners.remove(listener)

    def kick_cpus(self, table: Table) -> None:
        if table.realtime is not None:
            table.realtime.after_change()
            return
        if table.cpu_task is None or table.cpu_task.done():
            table.cpu_task = asyncio.get_running_loop().create_task(self._run_cpus(table))

    async def _run_cpus(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        while True:
            seats = table.cpu_seats_to_act()
            if not seats:
                return
            if table.cpu_delay:
                await asyncio.sleep(table.cpu_delay)
            async with table.lock:
                seats = table.cpu_seats_to_act()
                if not seats:
                    return
                await loop.run_in_executor(None, table.cpu_move, seats[0])
            await self.broadcast(table)


def create_app(db_path: str | Path | None = None, cpu_delay: float = 0.6, slap_window: float | None = None) -> FastAPI:
    if slap_window is not None:
        from tefuda.apps.web import slap

        slap.WINDOW = slap_window
    store = Store(db_path or default_db_path())
    hub = Hub(store, cpu_delay)
    app = FastAPI(title="tefuda", docs_url=None, redoc_url=None)
    app.state.hub = hub

    @app.middleware("http")
    async def limit_body(request: Request, call_next):
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return JSONResponse({"error": "request too large"}, status_code=413)
        return await call_next(request)

    @app.on_event("startup")
    async def resume_cpus():
        for table in hub.tables.values():
            hub.kick_cpus(table)

    @app.get("/api/games")
    async def games():
        return presentation.game_catalog()

    @app.post("/api/rooms")
    async def create_room(request: Request):
        body = await _json_body(request)
        lang = body.get("lang", "en") if isinstance(body.get("lang"), str) else "en"
        game_name = body.get("game")
        options = body.get("options") or {}
        if not isinstance(game_name, str) or not isinstance(options, dict):
            raise HTTPException(400, "give a game name and an options object")
        options = {k: v for k, v in options.items() if v not in ("", None)}
        try:
            table, tokens = hub.create(game_name, options, body.get("seats"), body.get("setup"))
        except (KeyError, TypeError, IndexError, AttributeError) as e:  # a setup of the wrong shape
            raise HTTPException(400, f"malformed setup: {e}") from None
        except TefudaError as e:
            raise HTTPException(400, e.localized(lang)) from None
        hub.kick_cpus(table)
        return {"room": table.id, "tokens": tokens, "info": table.public_info()}

    @app.post("/api/rooms/{room_id}/claim")
    async def claim(room_id: str, request: Request):
        table = _table(hub, room_id)
        body = await _json_body(request)
        seat = body.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise HTTPException(400, "give a seat number")
        try:
            token = table.claim(seat)
        except TefudaError as e:
            raise HTTPException(409, str(e)) from None
        await hub.broadcast(table)
        return {"seat": seat, "token": token}

    @app.get("/api/rooms/{room_id}")
    async def room_info(room_id: str):
        return _table(hub, room_id).public_info()

    @app.websocket("/ws/{room_id}")
    async def ws_room(ws: WebSocket, room_id: str):
        await ws.accept()
        table = hub.tables.get(room_id)
        if table is None:
            await ws.send_json({"type": "error", "key": "web.no_room", "message": "no such room"})
            await ws.close(code=4404)
            return
        conn = _Connection(ws)
        try:
            hello = await asyncio.wait_for(conn.receive(), timeout=15)
        except (asyncio.TimeoutError, WebSocketDisconnect, _Bad):
            await _close(ws, 1008)
            return
        if not isinstance(hello, dict) or hello.get("type") != "hello":
            await ws.send_json({"type": "error", "message": "say hello first"})
            await _close(ws, 1008)
            return
        tokens = hello.get("tokens") or []
        if not isinstance(tokens, list) or len(tokens) > 16:
            tokens = []
        lang = hello.get("lang") if hello.get("lang") in i18n.LANGS else "en"
        listener = Listener(send=ws.send_json, seats=table.seats_for(tokens), lang=lang)
        table.listeners.append(listener)
        try:
            await ws.send_json({"type": "welcome", "seats": listener.seats, "info": table.public_info()})
            for msg in table.updates_for(listener):
                await ws.send_json(msg)
            if table.realtime is not None:
                await table.realtime.on_connect(listener)
            while True:
                try:
                    msg = await conn.receive()
                except _Bad as e:
                    await ws.send_json({"type": "error", "key": "web.bad_message",
                                        "message": i18n.translate("web.bad_message", lang, why=str(e))})
                    if e.fatal:
                        await _close(ws, 1008)
                        return
                    continue
                await _handle(hub, table, listener, msg, ws)
        except WebSocketDisconnect:
            pass
        finally:
            if listener in table.listeners:
                table.listeners.remove(listener)
            if table.realtime is not None:
                table.realtime.on_disconnect(listener)

    @app.get("/favicon.ico")
    async def favicon():
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    @app.get("/")
    async def index():
        return FileResponse(STATIC / "index.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


async def _handle(hub: Hub, table: Table, listener: Listener, msg: dict, ws: WebSocket) -> None:
    kind = msg.get("type")
    lang = listener.lang
    if kind == "act":
        seat, action = msg.get("seat"), msg.get("action")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in listener.seats:
            await ws.send_json({"type": "error", "key": "web.not_your_seat",
                                "message": i18n.translate("web.not_your_seat", lang, seat=seat)})
            return
        if not isinstance(action, str) or len(action) > 300:
            await ws.send_json({"type": "error", "message": i18n.translate("web.action_text", lang)})
            return
        if table.realtime is not None and not table.realtime.accepts(seat, action):
            await ws.send_json({"type": "error", "key": "slap.paused",
                                "message": table.realtime.refusal(lang)})
            return
        try:
            async with table.lock:
                table.apply(seat, action)
        except IllegalAction as e:
            await ws.send_json({"type": "error", "key": e.key, "message": e.localized(lang), "seat": seat})
            return
        except TefudaError as e:
            await ws.send_json({"type": "error", "key": e.key, "message": e.localized(lang), "seat": seat})
            return
        if table.realtime is not None:
            table.realtime.after_action(seat, action)
        await hub.broadcast(table)
        hub.kick_cpus(table)
    elif kind == "lang":
        if msg.get("lang") in i18n.LANGS:
            listener.lang = msg["lang"]
            for m in table.updates_for(listener):
                await ws.send_json(m)
    elif kind == "ping":
        await ws.send_json({"type": "pong"})
    elif kind in ("pause", "resume", "confirm", "auto") and table.realtime is not None:
        if listener.seats:  # spectators cannot steer the clock
            await table.realtime.control(listener, msg)
    else:
        await ws.send_json({"type": "error", "key": "web.bad_message",
                            "message": i18n.translate("web.bad_message", lang, why=f"unknown type {kind!r}")})


class _Bad(Exception):
    def __init__(self, why: str, fatal: bool = False):
        super().__init__(why)
        self.fatal = fatal


class _Connection:
    """Receives JSON objects with a size limit and a token-bucket rate limit."""

    def __init__(self, ws: WebSocket):
        self.ws = ws
        self.tokens = BURST
        self.last = time.monotonic()
        self.strikes = 0

    async def receive(self) -> dict:
        text = await self.ws.receive_text()
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            self.strikes += 1
            raise _Bad("too many messages", fatal=self.strikes > 20)
        self.tokens -= 1
        if len(text.encode()) > MAX_MESSAGE:
            raise _Bad(f"message larger than {MAX_MESSAGE} bytes", fatal=True)
        try:
            msg = json.loads(text)
        except json.JSONDecodeError:
            raise _Bad("not JSON") from None
        if not isinstance(msg, dict):
            raise _Bad("not a JSON object")
        return msg


async def _close(ws: WebSocket, code: int) -> None:
    try:
        await ws.close(code=code)
    except Exception:
        pass


async def _json_body(request: Request) -> dict:
    try:
        body = await request.json()
    except Exception:
        raise HTTPException(400, "the body must be JSON") from None
    if not isinstance(body, dict):
        raise HTTPException(400, "the body must be a JSON object")
    return body


def _table(hub: Hub, room_id: str) -> Table:
    table = hub.tables.get(room_id)
    if table is None:
        raise HTTPException(404, "no such room")
    return table


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | None = None, cpu_delay: float = 0.6,
          slap_window: float | None = None) -> None:
    import uvicorn

    app = create_app(db, cpu_delay=cpu_delay, slap_window=slap_window)
    print(f"tefuda: open http://{host}:{port}/ in a browser (Ctrl+C stops)", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=MAX_MESSAGE * 4)
