"""Compile the hot path (accessible_dama.native.MODULES) with mypyc into
accessible_dama/_compiled/, with a manifest of the sources compiled.

    .venv/bin/python scripts/compile.py             # compile (about a minute)
    .venv/bin/python scripts/compile.py --if-needed # only if the sources changed
    .venv/bin/python scripts/compile.py --clean     # remove the compiled files

Without a C compiler or mypy it says so in one line and exits 0 (1 with --strict): the
program then runs the same code as plain Python.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from accessible_dama import native  # noqa: E402

GROUP = "accessible_dama_native"


def up_to_date() -> bool:
    return not isinstance(native.compiled_files(), str)


def clean() -> None:
    shutil.rmtree(native.COMPILED_FOLDER, ignore_errors=True)


def build() -> None:
    from mypyc.build import mypycify  # only the build needs mypy
    from setuptools import setup

    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    with tempfile.TemporaryDirectory(prefix="dama-compile-") as tmp:
        work = Path(tmp)
        shutil.copytree(HERE / "accessible_dama", work / "accessible_dama",
                        ignore=shutil.ignore_patterns("_compiled", "__pycache__"))
        sources = native.digest()  # of the files copied: nothing changes them meanwhile
        out = work / "out"
        paths = [str(Path(*m.split(".")).with_suffix(".py")) for m in native.MODULES]
        cwd = os.getcwd()
        os.chdir(work)
        log = io.StringIO()
        try:
            with contextlib.redirect_stdout(log):
                setup(
                    name=GROUP,
                    ext_modules=mypycify(paths, opt_level="3", group_name=GROUP),
                    script_args=["build_ext", "--build-lib", str(out),
                                 "--build-temp", str(work / "build")],
                )
        except BaseException:
            sys.stderr.write(log.getvalue()[-4000:])
            raise
        finally:
            os.chdir(cwd)
        files = {m: str(Path(*m.split(".")).with_name(m.rsplit(".", 1)[1] + suffix))
                 for m in native.MODULES}
        files[f"{GROUP}__mypyc"] = f"{GROUP}__mypyc{suffix}"
        staging = native.PACKAGE / "_compiled.new"
        shutil.rmtree(staging, ignore_errors=True)
        for file in files.values():
            (staging / file).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(out / file, staging / file)
        manifest = {"python": native.python_tag(), "sources": sources, "files": files}
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n",
                                               encoding="utf-8")
        clean()
        staging.rename(native.COMPILED_FOLDER)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--if-needed", action="store_true")
    parser.add_argument("--clean", action="store_true")
    parser.add_argument("--strict", action="store_true", help="fail if it cannot compile")
    args = parser.parse_args()
    if args.clean:
        clean()
        return 0
    if args.if_needed and up_to_date():
        return 0
    from accessible_dama.cli.args import _, language_of_command_line, use_language

    use_language(language_of_command_line([]))  # the player's, for the two lines below
    print("dama: " + _("compiling the move generator and the search (about a minute)"),
          file=sys.stderr)
    try:
        build()
    except (Exception, SystemExit) as e:
        print("dama: " + _("not compiled ({why}); the program runs as plain Python, only "
                           "slower").format(why=f"{type(e).__name__}: {e}"), file=sys.stderr)
        return 1 if args.strict else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
