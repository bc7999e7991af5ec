"""`pip install .` builds the compiled (mypyc) engines into the wheel when it can.

Everything else is in pyproject.toml. The compiled modules go to `tefuda/_native/`, where
only `tefuda.native` loads them, and only while their sources match (see native.py). An
editable install (`pip install -e .`, what dev.py does) builds nothing here: dev.py runs
`tefuda native build` itself. No mypy or no C compiler: the wheel is pure Python.
"""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyNative(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        sys.path.insert(0, str(Path(__file__).resolve().parent / "src"))
        try:
            from tefuda import native

            manifest = native.build(Path(self.build_lib) / "tefuda" / "_native")
            print(f"tefuda: compiled {len(manifest['modules'])} modules with mypyc", flush=True)
        except Exception as e:  # noqa: BLE001 — any failure means the pure-Python wheel
            print(f"tefuda: no compiled build ({str(e)[:300]}); the pure-Python modules are used", flush=True)
        finally:
            sys.path.pop(0)


setup(cmdclass={"build_py": BuildPyNative})
