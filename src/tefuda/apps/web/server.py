"""`tefuda serve`: FastAPI + WebSocket. The server holds every table; browsers get views.

HTTP: GET /api/games, POST /api/rooms, POST /api/rooms/{id}/claim, GET /api/rooms/{id},
GET /api/rooms/{id}/record. WebSocket /ws/{room}: first {"type": "hello", "tokens":
[...], "lang": "en"}, then {"type": "act", "seat": s, "action": "play 3S"} (and the
real-time messages of a game's real-time controller).

What one client can do to the others is bounded (see `Limits`): every message and body is
size-, depth- and rate-limited and validated (guard.py); each connection has its own
bounded outbox, so a client that stops reading is dropped instead of stalling its room;
rooms are created at a limited rate per client address, up to a cap; CPU players think on
one worker thread, each room paced to a share of it, and CPU-only rooms play only while
someone watches; idle rooms expire (their games stay readable as records).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
import sys
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.staticfiles import StaticFiles

from tefuda.apps import howto as howto_pages
from tefuda.apps.web import presentation
from tefuda.apps.web.guard import (
    MAX_BODY,
    MAX_MESSAGE,
    Bad,
    BodyLimit,
    Connection,
    Guard,
    dumps,
    lang_from_headers,
    parse_json,
    request_lang,
)
from tefuda.apps.web.limits import Limits
from tefuda.apps.web.store import Store, StoreError, default_db_path
from tefuda.apps.web.tables import Listener, Table, think, validate_seats
from tefuda.core import i18n
from tefuda.core.errors import OptionError, TefudaError
from tefuda.core.seeds import fresh_seed
from tefuda.games import GAMES, make_game

STATIC = Path(__file__).parent / "static"
# the page's files are revalidated on every load (a 304 when unchanged), so a reload after
# an update of tefuda never runs yesterday's script or style against today's server
REVALIDATE = {"Cache-Control": "no-cache"}


class _Revalidated(StaticFiles):
    def file_response(self, *args, **kwargs):
        response = super().file_response(*args, **kwargs)
        response.headers.update(REVALIDATE)
        return response


OUTBOX = 64  # messages queued for one connection; a client further behind is dropped
SEND_TIMEOUT = 10.0  # seconds one message may take to leave; a client slower is dropped
DROPPED = 4008  # close code: could not keep up (the browser reconnects with its token)

i18n.register(
    {
        "web.seat_kind": {
            "en": "{seat:player}: kind must be human or cpu",
            "ja": "{seat:player}: 種類は human か cpu です",
        },
        "web.name": {
            "en": "{seat:player}: a name is text of at most 40 characters, without control characters",
            "ja": "{seat:player}: 名前は40文字以内の文字列で、制御文字は使えません",
        },
        "web.game_options": {
            "en": "give a game name and an options object",
            "ja": "ゲーム名とオプション（オブジェクト）を指定してください",
        },
        "web.setup_object": {"en": "setup must be an object", "ja": "setup はオブジェクトで指定してください"},
        "web.setup_malformed": {
            "en": "this setup does not have the form {game} expects",
            "ja": "この setup は {game} の形式になっていません",
        },
        "web.setup_private": {
            "en": "a chosen deal is only for rooms where no one else plays (local or hot-seat: you hold every "
            "person's seat); a room others join is always shuffled by the server",
            "ja": "配り方の指定は、ほかの人が参加しない部屋（ローカル・同じ端末で交代: 人間の席をすべて自分が持つ）だけで使えます。"
            "ほかの人が参加する部屋は必ずサーバーが切ります",
        },
        "web.seat_number": {"en": "give a seat number", "ja": "席番号を指定してください"},
        "web.room_rate": {
            "en": "too many new rooms from your address; wait a minute and try again",
            "ja": "このアドレスからの部屋の作成が多すぎます。1分ほど待ってからもう一度お試しください",
        },
        "web.room_cap": {
            "en": "the server has too many open rooms right now; try again later",
            "ja": "サーバーの部屋数が上限に達しています。しばらくしてからもう一度お試しください",
        },
        "web.expired": {
            "en": "this room has expired after a long idle time; its game is kept as a record",
            "ja": "この部屋は長く使われなかったため閉じられました。対局は記録として残っています",
        },
        "web.record_not_yet": {
            "en": "the record is available once this game is over",
            "ja": "記録はこの対局が終わってから見られます",
        },
        "web.no_deal": {"en": "this room has no game number {deal}", "ja": "この部屋に第{deal}局はありません"},
        "web.hello_first": {"en": "say hello first", "ja": "最初に hello を送ってください"},
        "web.unknown_type": {
            "en": "malformed message: unknown type {kind}",
            "ja": "不正なメッセージです: 種類 {kind} は不明です",
        },
        "web.room_skipped": {
            "en": "tefuda serve: room {room} could not be restored and was skipped ({why})",
            "ja": "tefuda serve: 部屋 {room} を復元できなかったため飛ばしました（{why}）",
        },
        "web.internal": {
            "en": "tefuda serve: internal error ({where}): {why}",
            "ja": "tefuda serve: 内部エラー（{where}）: {why}",
        },
        "web.serving": {
            "en": "tefuda: open http://{host}:{port}/ in a browser (Ctrl+C stops)",
            "ja": "tefuda: ブラウザで http://{host}:{port}/ を開いてください（Ctrl+C で停止）",
        },
        "web.bind": {
            "en": "cannot listen on {host}:{port} ({why}); choose another --port or --host",
            "ja": "{host}:{port} で待ち受けできません（{why}）。別の --port か --host を指定してください",
        },
        "web.connections": {
            "en": "too many open connections from your address; close some and try again",
            "ja": "このアドレスからの接続が多すぎます。いくつか閉じてからもう一度お試しください",
        },
        "web.cpu_stopped": {
            "en": "tefuda serve: CPU players in room {room} stopped: {why}",
            "ja": "tefuda serve: 部屋 {room} のCPUを止めました: {why}",
        },
    }
)


def operator(key: str, **params) -> None:
    """A line for the person running the server (stderr, their language, no traceback)."""
    print(i18n.translate(key, i18n.env_lang(), **params), file=sys.stderr, flush=True)


class Outbox:
    """One connection's messages, sent in order by its own task. `put` never waits: a client
    more than OUTBOX messages behind, or one whose message takes SEND_TIMEOUT to leave, is
    dropped (it reconnects with its token and gets the current state), so one stuck socket
    never holds up the updates of everyone else in its room."""

    def __init__(self, ws: WebSocket):
        self.ws = ws
        self.queue: deque = deque()
        self.ready = asyncio.Event()
        self.open = True  # accepts messages
        self.dropped = False

    def put(self, msg: dict) -> None:
        if not self.open:
            return
        if len(self.queue) >= OUTBOX:
            self.drop()
            return
        self.queue.append(msg)
        self.ready.set()

    async def send(self, msg: dict) -> None:  # the Listener interface
        self.put(msg)

    def drop(self) -> None:
        self.dropped = True
        self.open = False
        self.queue.clear()
        self.ready.set()

    def finish(self) -> None:
        """No more messages; the task sends what is queued and ends."""
        self.open = False
        self.ready.set()

    async def run(self) -> None:
        while True:
            if not self.queue:
                if not self.open:
                    return
                self.ready.clear()
                await self.ready.wait()
                continue
            msg = self.queue.popleft()
            try:
                await asyncio.wait_for(self.ws.send_text(dumps(msg)), SEND_TIMEOUT)
            except Exception:  # too slow, or gone: either way this connection is over
                self.drop()
                return


class Hub:
    """All open tables of this server, loaded from the store at start."""

    def __init__(self, store: Store, cpu_delay: float, limits: Limits | None = None, realtime: dict | None = None):
        self.store = store
        self.cpu_delay = cpu_delay
        self.realtime = dict(realtime or {})
        self.limits = limits or Limits()
        self.tables: dict[str, Table] = {}
        self.buckets: dict[str, tuple[float, float]] = {}  # client address → (tokens, when)
        self.connections: dict[str, int] = {}  # client address → open WebSocket connections
        # CPU players think here, one move at a time: the event loop keeps the rest
        self.cpu_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tefuda-cpu")
        for row in store.rooms():
            if "error" in row:
                operator("web.room_skipped", room=row["id"], why=row["error"])
                continue
            try:
                table = Table(
                    row["id"],
                    row["game"],
                    row["options"],
                    row["setup"],
                    row["seats"],
                    store,
                    actions=store.actions(row["id"]),
                    cpu_delay=cpu_delay,
                    deals=store.deals(row["id"]),
                    seed=fresh_seed(),
                    last_active=row["updated"],
                    realtime=self.realtime,
                )
            except Exception as e:  # noqa: BLE001 - one bad room never stops the others
                why = e.localized(i18n.env_lang()) if isinstance(e, TefudaError) else f"{type(e).__name__}: {e}"
                operator("web.room_skipped", room=row["id"], why=why)
                continue
            self._attach(table)
        for room_id, next_id in store.rematches().items():  # the rematches offered before a restart
            if room_id in self.tables and next_id in self.tables:
                self.tables[room_id].rematch = next_id

    def _attach(self, table: Table) -> None:
        self.tables[table.id] = table
        table.broadcast = lambda t=table: self.broadcast(t)

    # --- rooms ----------------------------------------------------------------------------
    def allow_room(self, client: str) -> bool:
        """The per-address token bucket for new rooms."""
        now = time.monotonic()
        rate = self.limits.rooms_per_minute / 60.0
        tokens, when = self.buckets.get(client, (self.limits.room_burst, now))
        tokens = min(self.limits.room_burst, tokens + (now - when) * rate)
        if len(self.buckets) > 10_000:  # forget addresses whose bucket is full again
            full = self.limits.room_burst / rate if rate > 0 else 0
            self.buckets = {k: v for k, v in self.buckets.items() if now - v[1] < full}
        if tokens < 1:
            self.buckets[client] = (tokens, now)
            return False
        self.buckets[client] = (tokens - 1, now)
        return True

    def create(self, game_name: str, options: dict, seats_spec, setup: dict | None = None) -> tuple[Table, dict]:
        """A new table: shuffled from a fresh 128-bit seed, or dealt from `setup` (a puzzle
        or a position to study) where no other person takes part. Everything is checked
        before anything is stored."""
        if game_name not in GAMES:
            raise TefudaError("game.unknown", game=game_name, known=", ".join(GAMES))
        game = make_game(game_name, options)
        seats = validate_seats(game, seats_spec)
        seed = None
        if setup is not None:
            if not isinstance(setup, dict):
                raise OptionError("web.setup_object")
            if any(s["kind"] == "human" and not s["claim"] for s in seats):
                # a seat left open for someone else: that person would play a deal the
                # creator chose (and knows)
                raise OptionError("web.setup_private")
            try:
                state = game.new_state(setup=setup)
            except TefudaError:
                raise
            except (KeyError, TypeError, IndexError, AttributeError, ValueError, RecursionError):
                raise OptionError("web.setup_malformed", game=game_name) from None
        else:
            seed = fresh_seed()
            state = game.new_state(seed=seed)
        if len(self.tables) >= self.limits.max_rooms:
            self.expire_idle()
            if len(self.tables) >= self.limits.max_rooms:
                raise TefudaError("web.room_cap")
        # hex: a room id never starts with "-", which command lines (bot_client.py --room)
        # would read as an option; 64 random bits
        room_id = secrets.token_hex(8)
        setup = state.setup()
        public = game.public_options()
        table = Table(
            room_id,
            game_name,
            public,
            setup,
            seats,
            None,
            cpu_delay=self.cpu_delay,
            seed=fresh_seed(),
            realtime=self.realtime,
        )
        tokens = {}
        for i, s in enumerate(seats):
            if s["kind"] == "human" and s.pop("claim", True):
                tokens[str(i)] = table.claim(i)
            s.pop("claim", None)
        self.store.create_room(room_id, game_name, public, setup, table.seats, seed=seed)
        table.store = self.store
        self._attach(table)
        return table, tokens

    def expire_idle(self, now: float | None = None) -> None:
        """Close rooms nobody is in and nobody moved in for a long time (shorter once the
        game is over). Their rows stay in the store as records."""
        now = time.time() if now is None else now
        for table in list(self.tables.values()):
            if table.listeners:
                continue
            limit = self.limits.finished_expiry if table.over() else self.limits.idle_expiry
            if now - table.last_active >= limit:
                self.expire(table)

    def expire(self, table: Table) -> None:
        try:
            self.store.expire(table.id)
        except StoreError as e:
            operator("web.internal", where=f"room {table.id}", why=e.localized(i18n.env_lang()))
            return
        self.tables.pop(table.id, None)
        if table.cpu_task is not None:
            table.cpu_task.cancel()
        if table.realtime is not None:
            table.realtime.on_disconnect(None)

    async def sweep(self) -> None:
        every = max(0.2, min(60.0, self.limits.idle_expiry / 4, self.limits.finished_expiry / 4))
        while True:
            await asyncio.sleep(every)
            self.expire_idle()

    def rematch(self, table: Table, tokens) -> tuple[Table, dict]:
        """Play again with the same settings and the same seats: the first player who asks
        opens the new room (CPUs keep their levels); each player who asks gets the seats
        they held in the finished room. Tokens prove the seats; nothing else is trusted."""
        if not table.over():
            raise TefudaError("web.not_over")
        held = table.seats_for(tokens if isinstance(tokens, list) else [])
        if not held:
            raise TefudaError("web.no_seat")
        new = self.tables.get(table.rematch) if table.rematch else None
        if new is None:
            spec = [
                {"kind": "cpu", "level": s["level"]}
                if s["kind"] == "cpu"
                else {"kind": "human", "name": s.get("name", ""), "claim": False}
                for s in table.seats
            ]
            new, _ = self.create(table.game_name, dict(table.options), spec)
            table.rematch = new.id
            self.store.set_rematch(table.id, new.id)
        out = {}
        for seat in held:
            if not new.seats[seat].get("token"):
                out[str(seat)] = new.claim(seat)
        return new, out

    # --- sending --------------------------------------------------------------------------
    async def broadcast(self, table: Table) -> None:
        for listener in list(table.listeners):
            try:
                msgs = table.updates_for(listener)
            except Exception as e:  # noqa: BLE001 - a bug in one view must not stop the others
                operator("web.internal", where=f"room {table.id}", why=f"{type(e).__name__}: {e}")
                continue
            for msg in msgs:
                await listener.send(msg)

    # --- CPU players ----------------------------------------------------------------------
    def kick_cpus(self, table: Table) -> None:
        if table.realtime is not None:
            if table.cpu_only:  # a room of CPUs plays only while someone watches it
                if not table.listeners:
                    table.realtime.on_disconnect(None)  # stops its clock
                    return
                if table.realtime.paused:  # no person there to press "continue"
                    asyncio.get_running_loop().create_task(table.realtime.control(None, {"type": "resume"}))
                    return
            table.realtime.after_change()
            return
        if table.cpu_task is None or table.cpu_task.done():
            table.cpu_task = asyncio.get_running_loop().create_task(self._run_cpus(table))

    def _may_play(self, table: Table) -> bool:
        # a room of CPUs only plays while someone watches it
        return table.id in self.tables and (table.listeners or not table.cpu_only)

    async def _run_cpus(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        share = min(1.0, max(0.01, self.limits.cpu_share))
        try:
            while self._may_play(table) and table.cpu_seats_to_act():
                # pacing: a room's CPUs use at most `share` of the one CPU thread; a game
                # may hold them longer where people can act out of turn (its descriptor)
                pause = table.cpu_delay * table.descriptor.pauses_before_cpu(table.state)
                await asyncio.sleep(max(pause, table.cpu_cost * (1 / share - 1)))
                async with table.lock:
                    seats = table.cpu_seats_to_act()
                    if not seats or not self._may_play(table):
                        return
                    view, legal, bot = table.cpu_decide(seats[0])
                    action, table.cpu_cost = await loop.run_in_executor(self.cpu_pool, think, bot, view, legal)
                    table.apply(seats[0], action, cpu=table.cpu_cost)
                await self.broadcast(table)
        except asyncio.CancelledError:
            raise
        except TefudaError as e:  # the store refused the move: stop; the next human move retries
            operator("web.cpu_stopped", room=table.id, why=e.localized(i18n.env_lang()))
        except Exception as e:  # noqa: BLE001
            operator("web.cpu_stopped", room=table.id, why=f"{type(e).__name__}: {e}")


def create_app(
    db_path: str | Path | None = None,
    cpu_delay: float = 0.6,
    slap_window: float | None = None,
    limits: Limits | None = None,
    slap_pause: float | None = None,
) -> FastAPI:
    # settings for the tables' real-time controllers (a game's descriptor names its own):
    # `slap_window` replaces the reaction window of this server's tables (tests use it),
    # `slap_pause` the longest one person's pause lasts where other people play
    realtime = {} if slap_window is None else {"window": slap_window}
    if slap_pause is not None:
        realtime["pause_seconds"] = slap_pause
    store = Store(db_path or default_db_path())
    try:
        hub = Hub(store, cpu_delay, limits, realtime)
    except BaseException:
        store.close()
        raise

    @contextlib.asynccontextmanager
    async def lifespan(app):
        for table in hub.tables.values():
            hub.kick_cpus(table)
        sweeper = asyncio.get_running_loop().create_task(hub.sweep())
        try:
            yield
        finally:
            sweeper.cancel()
            hub.cpu_pool.shutdown(wait=False, cancel_futures=True)
            store.close()

    app = FastAPI(title="tefuda", docs_url=None, redoc_url=None, lifespan=lifespan)
    app.state.hub = hub
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    app.add_middleware(
        Guard, report=lambda where, e: operator("web.internal", where=where, why=f"{type(e).__name__}: {e}")
    )

    def fail(status: int, key: str, lang: str, **params):
        return HTTPException(status, i18n.translate(key, lang, **params))

    @app.get("/api/games")
    async def games():
        return presentation.game_catalog()

    @app.get("/api/howto/{game_name}")
    async def howto_page(game_name: str, lang: str = "en"):
        """A game's How to play text (Markdown subset) in `lang`, else in the language it
        exists in (`lang` in the answer says which); 404 when none is written."""
        langs = presentation.howto_langs(game_name) if game_name in GAMES else []
        if not langs:
            raise fail(404, "web.no_howto", lang if lang in i18n.LANGS else "en")
        use = lang if lang in langs else langs[0]
        return {
            "game": game_name,
            "lang": use,
            "langs": langs,
            "text": howto_pages.for_browser(howto_pages.load(game_name, use)),
        }

    @app.post("/api/rooms")
    async def create_room(request: Request):
        body = await _json_body(request)
        lang = request_lang(request, body)
        client = request.client.host if request.client else "?"
        game_name = body.get("game")
        options = body.get("options") or {}
        if not isinstance(game_name, str) or not isinstance(options, dict):
            raise fail(400, "web.game_options", lang)
        options = {k: v for k, v in options.items() if v not in ("", None)}
        if not hub.allow_room(client):
            raise fail(429, "web.room_rate", lang)
        try:
            table, tokens = hub.create(game_name, options, body.get("seats"), body.get("setup"))
        except StoreError as e:
            raise HTTPException(503, e.localized(lang)) from None
        except TefudaError as e:
            raise HTTPException(503 if e.key == "web.room_cap" else 400, e.localized(lang)) from None
        hub.kick_cpus(table)
        return {"room": table.id, "tokens": tokens, "info": table.public_info()}

    @app.post("/api/rooms/{room_id}/claim")
    async def claim(room_id: str, request: Request):
        body = await _json_body(request)
        lang = request_lang(request, body)
        table = _table(hub, room_id, lang)
        seat = body.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise fail(400, "web.seat_number", lang)
        try:
            token = table.claim(seat)
        except StoreError as e:
            raise HTTPException(503, e.localized(lang)) from None
        except TefudaError as e:
            raise HTTPException(409, e.localized(lang)) from None
        await hub.broadcast(table)
        return {"seat": seat, "token": token}

    @app.post("/api/rooms/{room_id}/rematch")
    async def rematch(room_id: str, request: Request):
        body = await _json_body(request)
        lang = request_lang(request, body)
        table = _table(hub, room_id, lang)
        try:
            new, tokens = hub.rematch(table, body.get("tokens"))
        except StoreError as e:
            raise HTTPException(503, e.localized(lang)) from None
        except TefudaError as e:
            raise HTTPException(503 if e.key == "web.room_cap" else 409, e.localized(lang)) from None
        await hub.broadcast(table)  # the others see the rematch offered
        hub.kick_cpus(new)
        return {"room": new.id, "tokens": tokens, "info": new.public_info()}

    @app.get("/api/rooms/{room_id}")
    async def room_info(room_id: str, request: Request):
        return _table(hub, room_id, request_lang(request)).public_info()

    @app.get("/api/rooms/{room_id}/record")
    async def room_record(room_id: str, request: Request, deal: int = 0):
        """A finished game of the room (or any game of an expired room) as a record that
        `tefuda replay` reads; the first deal's record keeps its seed under meta."""
        lang = request_lang(request)
        row = hub.store.room(room_id) if len(room_id) <= 64 else None
        if row is None:
            raise fail(404, "web.no_room", lang)
        setups = [row["setup"], *hub.store.deals(room_id)]
        if not 0 <= deal < len(setups):
            raise fail(404, "web.no_deal", lang, deal=deal + 1)
        table = hub.tables.get(room_id)
        if table is not None and not (deal < table.deal or (deal == table.deal and table.state.is_over())):
            raise fail(409, "web.record_not_yet", lang)
        meta = {"room": room_id, "deal": deal, "deals": len(setups)}
        if deal == 0 and row["seed"] is not None:
            meta["seed"] = row["seed"]
        return {
            "game": row["game"],
            "options": row["options"],
            "setup": setups[deal],
            "actions": [{"seat": s, "action": a} for s, a, _ in hub.store.actions(room_id, deal)],
            "meta": meta,
        }

    @app.websocket("/ws/{room_id}")
    async def ws_room(ws: WebSocket, room_id: str):
        await ws.accept()
        client = ws.client.host if ws.client else "?"
        outbox = Outbox(ws)
        writer = asyncio.get_running_loop().create_task(outbox.run())
        code = 1000
        counted = hub.connections.get(client, 0) < hub.limits.connections_per_client
        try:
            if counted:
                hub.connections[client] = hub.connections.get(client, 0) + 1
                code = await _session(hub, ws, room_id, outbox, writer)
            else:  # one address cannot hold the server's sockets and memory
                outbox.put(_error("web.connections", lang_from_headers(ws.headers)))
                code = 1013  # try again later
        finally:
            if counted:
                left = hub.connections[client] - 1
                if left:
                    hub.connections[client] = left
                else:
                    del hub.connections[client]
            outbox.finish()
            try:
                await asyncio.wait_for(asyncio.shield(writer), SEND_TIMEOUT)
            except (TimeoutError, Exception):
                writer.cancel()
            await _close(ws, DROPPED if outbox.dropped else code)

    static = _Revalidated(directory=STATIC)

    # the page and its icon through the same files app: revalidated, 304 when unchanged
    @app.get("/favicon.ico")
    async def favicon(request: Request):
        return await static.get_response("favicon.svg", request.scope)

    @app.get("/")
    async def index(request: Request):
        return await static.get_response("index.html", request.scope)

    app.mount("/static", static, name="static")
    return app


async def _session(hub: Hub, ws: WebSocket, room_id: str, outbox: Outbox, writer: asyncio.Task) -> int:
    """One connection to one room; returns the close code."""
    table = hub.tables.get(room_id)
    conn = Connection(ws)
    try:
        hello = await asyncio.wait_for(conn.receive(), timeout=15 if table is not None else 3)
    except WebSocketDisconnect:
        return 1000
    except TimeoutError:
        if table is not None:
            return 1008
        hello = None  # a client that never says hello still learns the room is missing
    except Bad as e:
        outbox.put(e.message("en"))
        return 1008
    lang = hello.get("lang") if hello and hello.get("lang") in i18n.LANGS else "en"
    if table is None:  # said in the asker's language once their hello names it
        expired = len(room_id) <= 64 and (row := hub.store.room(room_id)) is not None and row["expired"]
        key = "web.expired" if expired else "web.no_room"
        outbox.put({"type": "error", "key": key, "message": i18n.translate(key, lang)})
        return 4410 if expired else 4404
    if hello.get("type") != "hello":
        outbox.put({"type": "error", "key": "web.hello_first", "message": i18n.translate("web.hello_first", lang)})
        return 1008
    tokens = hello.get("tokens") or []
    if not isinstance(tokens, list) or len(tokens) > 16:
        tokens = []
    listener = Listener(send=outbox.send, seats=table.seats_for(tokens), lang=lang)
    table.listeners.append(listener)
    table.last_active = time.time()
    reader = None
    try:
        outbox.put({"type": "welcome", "seats": listener.seats, "info": table.public_info()})
        for msg in table.updates_for(listener):
            outbox.put(msg)
        if table.realtime is not None:
            await table.realtime.on_connect(listener)
        hub.kick_cpus(table)  # a room of CPUs plays while someone watches
        reader = asyncio.get_running_loop().create_task(_read(hub, table, listener, conn, outbox))
        done, _ = await asyncio.wait({reader, writer}, return_when=asyncio.FIRST_COMPLETED)
        if reader in done:
            return reader.result()
        return DROPPED
    finally:
        if reader is not None and not reader.done():
            reader.cancel()
            with contextlib.suppress(BaseException):
                await reader
        if listener in table.listeners:
            table.listeners.remove(listener)
        table.last_active = time.time()
        if table.realtime is not None:
            table.realtime.on_disconnect(listener)


async def _read(hub: Hub, table: Table, listener: Listener, conn: Connection, outbox: Outbox) -> int:
    while True:
        try:
            msg = await conn.receive()
        except WebSocketDisconnect:
            return 1000
        except Bad as e:
            outbox.put(e.message(listener.lang))
            if e.fatal:
                return 1008
            continue
        await _handle(hub, table, listener, msg, outbox)


def _error(key: str, lang: str, **params) -> dict:
    return {"type": "error", "key": key, "message": i18n.translate(key, lang, **params)}


async def _handle(hub: Hub, table: Table, listener: Listener, msg: dict, outbox: Outbox) -> None:
    kind = msg.get("type")
    lang = listener.lang
    if kind == "act":
        seat, action = msg.get("seat"), msg.get("action")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in listener.seats:
            outbox.put(_error("web.not_your_seat", lang, seat=seat if isinstance(seat, int) else "?"))
            return
        if not isinstance(action, str) or len(action) > 300:
            outbox.put(_error("web.action_text", lang))
            return
        if table.realtime is not None and not table.realtime.accepts(seat, action):
            outbox.put({"type": "error", "key": table.realtime.refusal_key(), "message": table.realtime.refusal(lang)})
            return
        if table.id not in hub.tables:  # expired while this connection stayed open
            outbox.put(_error("web.expired", lang))
            return
        try:
            async with table.lock:
                table.apply(seat, action)
        except TefudaError as e:  # an illegal move, or a store that refused it: nothing changed
            outbox.put({"type": "error", "key": e.key, "message": e.localized(lang), "seat": seat})
            return
        if table.realtime is not None:
            table.realtime.after_action(seat, action)
        await hub.broadcast(table)
        hub.kick_cpus(table)
    elif kind == "lang":
        if msg.get("lang") in i18n.LANGS:
            listener.lang = msg["lang"]
            for m in table.updates_for(listener):
                outbox.put(m)
    elif kind == "ping":
        outbox.put({"type": "pong"})
    elif kind in ("pause", "resume", "confirm", "auto", "next") and table.realtime is not None:
        if listener.seats:  # spectators cannot steer the clock; each person acts for their own seats
            await table.realtime.control(listener, msg)
    else:
        shown = kind if isinstance(kind, str) and len(kind) <= 40 else "?"
        outbox.put(_error("web.unknown_type", lang, kind=repr(shown)))


async def _close(ws: WebSocket, code: int) -> None:
    try:
        await asyncio.wait_for(ws.close(code=code), 5)
    except Exception:  # noqa: BLE001 - already closed, or the client is gone
        pass


async def _json_body(request: Request) -> dict:
    lang = request_lang(request)
    try:
        return parse_json(await request.body(), what="body")
    except Bad as e:
        raise HTTPException(400, e.message(lang)["message"]) from None


def _table(hub: Hub, room_id: str, lang: str) -> Table:
    table = hub.tables.get(room_id)
    if table is None:
        row = hub.store.room(room_id) if len(room_id) <= 64 else None
        if row is not None and row["expired"]:
            raise HTTPException(410, i18n.translate("web.expired", lang))
        raise HTTPException(404, i18n.translate("web.no_room", lang))
    return table


def listen(host: str, port: int) -> socket.socket:
    """The listening socket, bound here so a port in use is a clear message (uvicorn's
    own bind error is an English log line and exit code 1)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as e:
        why = getattr(e, "strerror", None) or str(e)
        raise TefudaError("web.bind", host=host, port=port, why=why) from None
    return sock


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | None = None,
    cpu_delay: float = 0.6,
    slap_window: float | None = None,
    limits: Limits | None = None,
    slap_pause: float | None = None,
) -> None:
    import uvicorn

    app = create_app(db, cpu_delay=cpu_delay, slap_window=slap_window, limits=limits, slap_pause=slap_pause)
    sock = listen(host, port)
    print(i18n.translate("web.serving", i18n.env_lang(), host=host, port=port), flush=True)
    config = uvicorn.Config(app, log_level="warning", ws_max_size=MAX_MESSAGE * 4)
    uvicorn.Server(config).run(sockets=[sock])
