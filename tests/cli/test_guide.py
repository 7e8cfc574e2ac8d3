"""The user guides ship inside the package: an installed copy (a wheel, as pip and pipx
install it) reaches them with ``dama guide [cs|en]``, and help names the guide."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from accessible_dama.cli.main import main
from accessible_dama.guides import guide_path
from accessible_dama.phrases.render import Renderer
from accessible_dama.session.events import HelpShown

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_dama_guide_says_where_the_guide_of_a_language_is(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["guide", lang]) == 0
    path = Path(capsys.readouterr().out.strip())
    assert path == guide_path(lang) and path.is_file()
    assert main(["guide", lang, "--text"]) == 0
    assert capsys.readouterr().out == path.read_text(encoding="utf-8")


@pytest.mark.parametrize(("lang", "said"), [("cs", "Celá příručka: "),
                                            ("en", "The whole guide: ")])
def test_help_names_the_guide_after_more(lang: str, said: str) -> None:
    rendered = Renderer(lang).render(HelpShown())
    assert rendered.more[-1] == said + str(guide_path(lang))


def test_the_docs_point_to_the_one_guide_of_each_language() -> None:
    for lang in ("cs", "en"):
        pointer = (ROOT / "docs" / f"guide-{lang}.md").read_text(encoding="utf-8")
        assert f"../accessible_dama/guides/guide-{lang}.md" in pointer
        assert len(pointer.splitlines()) < 10  # a pointer, not a second copy


def test_an_installed_copy_reaches_its_guides(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "dist"),
         str(ROOT)], capture_output=True, text=True, timeout=600, check=False)
    assert built.returncode == 0, built.stderr
    [wheel] = (tmp_path / "dist").glob("accessible_dama-*.whl")
    with zipfile.ZipFile(wheel) as z:
        for lang in ("cs", "en"):
            assert z.read(f"accessible_dama/guides/guide-{lang}.md") == \
                guide_path(lang).read_bytes()
        z.extractall(tmp_path / "site")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    done = subprocess.run([sys.executable, "-m", "accessible_dama", "guide", "cs"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == tmp_path / "site/accessible_dama/guides/guide-cs.md"
