"""What the server accepts from the network: bounded, well-formed JSON, at a bounded rate.

- HTTP bodies: at most MAX_BODY bytes, counted on the stream (a chunked body has no
  Content-Length to trust), refused with 413 as soon as the limit is passed.
- WebSocket messages: text frames only, at most MAX_MESSAGE bytes, a token-bucket rate.
- JSON: an object, nested at most MAX_DEPTH levels, every string valid Unicode (a lone
  surrogate can be parsed but neither stored nor sent back as UTF-8), no NaN/Infinity.
- Any other exception in a request is reported as one line, never a traceback; a client
  that simply goes away is not an error at all.
"""

from __future__ import annotations

import json
import time

from starlette.websockets import WebSocketDisconnect

from tefuda.core import i18n

MAX_MESSAGE = 4096  # bytes in one WebSocket message
MAX_BODY = 16384  # bytes in one HTTP request body
MAX_DEPTH = 32  # nesting of JSON arrays/objects (real messages use 3)
RATE = 20.0  # messages per second per connection (token bucket)
BURST = 40.0

i18n.register(
    {
        "web.bad_message": {"en": "malformed message: {why}", "ja": "不正なメッセージです: {why}"},
        "web.msg_binary": {
            "en": "malformed message: binary frames are not accepted; send JSON text",
            "ja": "不正なメッセージです: バイナリフレームは受け付けません。JSON のテキストを送ってください",
        },
        "web.msg_not_json": {"en": "malformed message: not JSON", "ja": "不正なメッセージです: JSON ではありません"},
        "web.msg_not_object": {
            "en": "malformed message: not a JSON object",
            "ja": "不正なメッセージです: JSON オブジェクトではありません",
        },
        "web.msg_too_deep": {
            "en": "malformed message: nested more than {depth} levels deep",
            "ja": "不正なメッセージです: 入れ子が{depth}段を超えています",
        },
        "web.msg_bad_text": {
            "en": "malformed message: text that is not valid Unicode (a lone surrogate)",
            "ja": "不正なメッセージです: 正しい Unicode ではない文字列があります（単独のサロゲート）",
        },
        "web.msg_too_large": {
            "en": "malformed message: larger than {limit} bytes",
            "ja": "不正なメッセージです: {limit} バイトを超えています",
        },
        "web.too_fast": {"en": "too many messages; slow down", "ja": "メッセージが多すぎます。少し待ってください"},
        "web.body_not_json": {"en": "the body must be JSON", "ja": "本文は JSON にしてください"},
        "web.body_not_object": {"en": "the body must be a JSON object", "ja": "本文は JSON オブジェクトにしてください"},
        "web.body_too_deep": {
            "en": "the body is nested more than {depth} levels deep",
            "ja": "本文の入れ子が{depth}段を超えています",
        },
        "web.body_bad_text": {
            "en": "the body holds text that is not valid Unicode (a lone surrogate)",
            "ja": "本文に正しい Unicode ではない文字列があります（単独のサロゲート）",
        },
        "web.body_too_large": {
            "en": "request too large: at most {limit} bytes",
            "ja": "リクエストが大きすぎます（{limit} バイトまで）",
        },
        "web.server_error": {
            "en": "the server could not handle this request",
            "ja": "サーバーがこのリクエストを処理できませんでした",
        },
    }
)


class Bad(Exception):
    """A message or body the server refuses; `key` names the catalog message."""

    def __init__(self, key: str, fatal: bool = False, **params):
        super().__init__(i18n.translate(key, "en", **params))
        self.key = key
        self.params = params
        self.fatal = fatal

    def message(self, lang: str) -> dict:
        return {"type": "error", "key": self.key, "message": i18n.translate(self.key, lang, **self.params)}


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def parse_json(raw: bytes | str, what: str = "msg") -> dict:
    """A JSON object within the limits, or Bad (`what`: "msg" or "body" selects the keys)."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, (bytes, bytearray)) else raw
        value = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise Bad(f"web.{what}_too_deep", depth=MAX_DEPTH) from None
    except ValueError:  # JSONDecodeError, bad UTF-8, an integer of more than 4300 digits
        raise Bad("web.msg_not_json" if what == "msg" else "web.body_not_json") from None
    if not isinstance(value, dict):
        raise Bad("web.msg_not_object" if what == "msg" else "web.body_not_object")
    check_tree(value, what)
    return value


def check_tree(value, what: str = "msg") -> None:
    """Depth and valid text, without recursion (the check itself cannot overflow)."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise Bad(f"web.{what}_too_deep", depth=MAX_DEPTH)
        if isinstance(v, str):
            if not valid_text(v):
                raise Bad(f"web.{what}_bad_text")
        elif isinstance(v, dict):
            for k, x in v.items():
                if not valid_text(k):
                    raise Bad(f"web.{what}_bad_text")
                stack.append((x, depth + 1))
        elif isinstance(v, list):
            stack.extend((x, depth + 1) for x in v)


def valid_text(s: str) -> bool:
    try:
        s.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def dumps(msg) -> str:
    """JSON text for a client; UTF-8 safe whatever the message holds."""
    text = json.dumps(msg, ensure_ascii=False, separators=(",", ":"), default=str)
    if valid_text(text):
        return text
    return json.dumps(msg, separators=(",", ":"), default=str)  # \\u escapes


def lang_from_headers(headers) -> str:
    accept = headers.get("accept-language", "") if headers is not None else ""
    return "ja" if accept.lower().startswith("ja") else "en"


def request_lang(request, body: dict | None = None) -> str:
    """The language for an HTTP answer: the body's `lang`, ?lang=, then Accept-Language."""
    for cand in ((body or {}).get("lang"), request.query_params.get("lang")):
        if cand in i18n.LANGS:
            return cand
    return lang_from_headers(request.headers)


class Connection:
    """Receives JSON objects from a WebSocket with the limits above."""

    def __init__(self, ws):
        self.ws = ws
        self.tokens = BURST
        self.last = time.monotonic()
        self.strikes = 0

    async def receive(self) -> dict:
        raw = await self.ws.receive()
        if raw["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(raw.get("code", 1000))
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            self.strikes += 1
            raise Bad("web.too_fast", fatal=self.strikes > 20)
        self.tokens -= 1
        text = raw.get("text")
        if text is None:
            size = len(raw.get("bytes") or b"")
            raise Bad("web.msg_binary", fatal=size > MAX_MESSAGE)
        if len(text) > MAX_MESSAGE or len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
            raise Bad("web.msg_too_large", fatal=True, limit=MAX_MESSAGE)
        return parse_json(text, "msg")


def _scope_headers(scope) -> dict:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}


async def _json_response(send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class BodyLimit:
    """ASGI middleware: an HTTP body is read here, counting bytes as they arrive, and
    refused (413) once it passes `limit` — Content-Length or chunked alike."""

    def __init__(self, app, limit: int = MAX_BODY):
        self.app = app
        self.limit = limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = _scope_headers(scope)
        length = headers.get("content-length")
        too_large = i18n.translate("web.body_too_large", lang_from_headers(headers), limit=self.limit)
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            return await _json_response(send, 413, too_large)
        body = bytearray()
        while True:
            msg = await receive()
            if msg["type"] == "http.disconnect":
                return
            body += msg.get("body", b"")
            if len(body) > self.limit:
                return await _json_response(send, 413, too_large)
            if not msg.get("more_body", False):
                break
        pending = [{"type": "http.request", "body": bytes(body), "more_body": False}]

        async def replay():
            return pending.pop() if pending else await receive()

        await self.app(scope, replay, send)


def is_disconnect(e: BaseException) -> bool:
    """A client that went away (closed tab, dropped network): ordinary, not an error."""
    from starlette.requests import ClientDisconnect

    names = {"ClientDisconnected", "ConnectionClosed", "ConnectionClosedOK", "ConnectionClosedError"}
    return (
        isinstance(e, (WebSocketDisconnect, ClientDisconnect, ConnectionError))
        or type(e).__name__ in names
        or any(c.__name__ in names for c in type(e).__mro__)
    )


class Guard:
    """ASGI middleware: an exception that escapes a request is reported in one line (and a
    500 answered if nothing was sent yet); a client disconnect is silent."""

    def __init__(self, app, report):
        self.app = app
        self.report = report

    async def __call__(self, scope, receive, send):
        started = False

        async def tracked(msg):
            nonlocal started
            started = True
            await send(msg)

        try:
            await self.app(scope, receive, tracked)
        except Exception as e:  # noqa: BLE001 - this is the last line of defence
            if is_disconnect(e):
                return
            self.report(f"{scope.get('type')} {scope.get('path', '')}"[:120], e)
            if scope["type"] == "http" and not started:
                try:
                    await _json_response(
                        send, 500, i18n.translate("web.server_error", lang_from_headers(_scope_headers(scope)))
                    )
                except Exception:  # noqa: BLE001
                    pass
