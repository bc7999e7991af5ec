"""Running a `SimSpec`: check everything, open (or resume) the store, play the games that
are not in it yet on a backend, and commit each finished chunk at once.

Backends: `local` (this process for one worker, else a process pool) and `ray` (a Ray
cluster at `address`, or a private local one). Every backend runs the same
`play_chunk`, so the stored rows are identical for the same spec whatever runs them.
"""

from __future__ import annotations

import json
import math
import socket
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from tefuda.sim.play import play_chunk, play_task
from tefuda.sim.spec import GameTask, SimError, SimSpec
from tefuda.sim.store import Store, checkpoint_for, export_parquet, parquet_path

BACKENDS = ("local", "ray")


@dataclass
class RunSummary:
    out: Path
    total: int
    skipped: int  # already in the file (resumed)
    played: int
    seconds: float

    @property
    def games_per_s(self) -> float:
        return self.played / self.seconds if self.seconds > 0 else 0.0


def chunked(tasks: list[GameTask], workers: int) -> list[list[GameTask]]:
    """Consecutive chunks: big enough to amortise dispatch, small enough for a live bar."""
    if not tasks:
        return []
    size = max(1, min(200, math.ceil(len(tasks) / (max(1, workers) * 16))))
    return [tasks[i : i + size] for i in range(0, len(tasks), size)]


def _die_with_parent() -> None:
    """Pool worker initializer: on Linux, be killed when the parent dies (a killed run
    must not leave orphan workers behind); elsewhere a no-op."""
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


# --- backends: each yields the rows of finished chunks, in completion order -----------
def run_local(chunks: list[list[GameTask]], workers: int) -> Iterator[list[dict]]:
    if workers <= 1:
        for c in chunks:
            yield play_chunk(c)
        return
    import multiprocessing as mp
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    # fork: workers inherit the imported engines (no re-import per worker); no threads
    # are running yet when the pool starts.
    ctx = mp.get_context("fork")
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_die_with_parent)
    try:
        pending = {pool.submit(play_chunk, c) for c in chunks}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                yield f.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def check_ray_address(address: str | None) -> None:
    """A clear error, before any work, when Ray is missing or the address does not answer."""
    try:
        import ray  # noqa: F401
    except ModuleNotFoundError:
        raise SimError("sim.no_ray") from None
    if address in (None, "", "auto", "local"):
        return
    hostport = address.split("://", 1)[-1]
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        raise SimError("sim.ray_address", address=address)
    try:
        conn = socket.create_connection((host, int(port)), timeout=3)
    except OSError as e:
        raise SimError("sim.ray_silent", address=address, error=e.strerror or str(e)) from None
    # Ray's GCS (and the ray:// client server) speak gRPC: an HTTP/2 server answers the
    # client preface with a SETTINGS frame. Anything else would make ray.init hang for
    # minutes, so refuse it here.
    try:
        with conn:
            conn.sendall(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0]))
            head = b""
            while len(head) < 9:
                part = conn.recv(9 - len(head))
                if not part:
                    break
                head += part
    except OSError:
        head = b""
    if len(head) < 9 or head[3] != 4:
        raise SimError("sim.ray_not_ray", address=address)


def _ray_token_auth(address: str | None) -> None:
    """Ray >= 2.5x clusters started by `ray start --head` require token auth by default,
    but a driver joining one only sends the token when RAY_AUTH_MODE=token. Send it
    when the user has a token and did not choose a mode."""
    import os
    from pathlib import Path

    if address in (None, "", "local") or "RAY_AUTH_MODE" in os.environ:
        return
    path = os.environ.get("RAY_AUTH_TOKEN_PATH") or str(Path.home() / ".ray" / "auth_token")
    if os.environ.get("RAY_AUTH_TOKEN") or Path(path).is_file():
        os.environ["RAY_AUTH_MODE"] = "token"
        try:  # ray caches its config at import: refresh it the way ray itself does
            from ray._raylet import Config

            Config.initialize("")
        except (ImportError, AttributeError):
            pass


def ray_connect(workers: int, address: str | None) -> bool:
    """Join the cluster (or start a private local instance) before any file is touched, so
    an address that answers but is no usable Ray cluster changes nothing. True if this
    call initialised Ray (the caller shuts it down)."""
    import ray

    if ray.is_initialized():
        return False
    _ray_token_auth(address)
    kw = dict(include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    try:
        if address in (None, "", "local"):
            ray.init(address="local", num_cpus=max(1, workers), **kw)  # a private instance, never a stray cluster
        else:
            ray.init(address=address, **kw)
    except Exception as e:  # noqa: BLE001 - ray raises many kinds; all mean "cannot connect"
        raise SimError("sim.ray_join", address=address or "local", error=str(e)) from None
    return True


def run_ray(chunks: list[list[GameTask]]) -> Iterator[list[dict]]:
    import ray

    remote = ray.remote(play_chunk)
    pending = [remote.remote(c) for c in chunks]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)
    finally:
        for ref in pending:  # an error or Ctrl-C: stop what is still queued
            ray.cancel(ref)


def play_rows(spec: SimSpec) -> list[dict]:
    """Every game of `spec` played in this process, in index order, as decoded rows (the
    rows a result file holds, without the file): for scripts and tests that want a few
    hundred games' statistics (`tefuda.sim.stats`) without a file."""
    from tefuda.sim.store import decode_row

    return [decode_row(play_task(t)) for t in spec.tasks()]


# --- the run -----------------------------------------------------------------------------
def record_path(folder: Path, index: int, total: int) -> Path:
    """`DIR/game-0042.json`: game 42 of the job (the row's `idx`), numbered to sort."""
    return Path(folder) / f"game-{index:0{len(str(max(0, total - 1)))}d}.json"


def run_sim(
    spec: SimSpec,
    out: str | Path,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
    resume: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
    records: str | Path | None = None,
) -> RunSummary:
    """Play the job into `out` (.sqlite, or .parquet at the end). Raises SimError /
    OptionError before touching `out` when the job is bad. With `records`, each game
    played is also saved there as a record (`record_path`) for `tefuda replay`."""
    out = Path(out)
    if backend not in BACKENDS:
        raise SimError("sim.backend", backend=backend, known=", ".join(BACKENDS))
    if not isinstance(workers, int) or workers < 1:
        raise SimError("sim.workers", workers=workers)
    if address and backend != "ray":
        raise SimError("sim.address_local")
    games = spec.validate()
    if records is not None:
        if spec.match:  # a row is a whole match there, and a record is one game
            raise SimError("sim.records_match")
        records = Path(records)
        try:
            records.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SimError("sim.records_dir", path=str(records), why=e.strerror or str(e)) from None
    ray_started = False
    if backend == "ray":
        check_ray_address(address)
        ray_started = ray_connect(max(1, min(workers, spec.total)), address)  # no idle CPUs reserved
    try:
        store = Store.open_for(out, spec, resume)
        complete = False
        try:
            done = store.done()
            todo = [replace(t, record=records is not None) for t in spec.tasks(games) if t.index not in done]
            chunks = chunked(todo, workers)
            if on_progress:
                on_progress(len(done), spec.total)
            start = time.perf_counter()
            # never more worker processes than there are chunks (each chunk is >= 1 game)
            stream = run_local(chunks, min(workers, len(chunks))) if backend == "local" else run_ray(chunks)
            finished = len(done)
            for rows in stream:
                for row in rows:
                    record = row.pop("record", None)
                    if record is not None and records is not None:
                        path = record_path(records, row["idx"], spec.total)
                        path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
                store.add(rows)
                finished += len(rows)
                if on_progress:
                    on_progress(finished, spec.total)
            seconds = time.perf_counter() - start
            store.set_meta("complete", "1")
            complete = True
        finally:
            store.close(complete)
    finally:
        if ray_started:
            import ray

            ray.shutdown()
    if parquet_path(out):
        export_parquet(checkpoint_for(out), out)
    return RunSummary(out=out, total=spec.total, skipped=len(done), played=len(todo), seconds=seconds)
