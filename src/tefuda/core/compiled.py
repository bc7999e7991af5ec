"""What the engines need from mypyc's extensions, also where mypy is not installed.

`mypyc_attr(native_class=False)` keeps a compiled class a regular Python class (one that
derives from an interpreted class, such as `core.protocol.State`, must be). Without
mypy_extensions (pure Python, no build tools) the decorator does nothing.
"""

from __future__ import annotations

from typing import Any

try:  # tefuda.native compiles the engines with mypyc
    from mypy_extensions import mypyc_attr
except ImportError:  # pure Python without mypy installed: the decorator does nothing

    def mypyc_attr(*args: Any, **kwargs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls


__all__ = ["mypyc_attr"]
