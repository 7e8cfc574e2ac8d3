"""The command line speaks the player's language: ``dama --help``, every usage error
(argparse's own words too) and every line a command writes on standard error are Czech
where the player's language is Czech; output cut short by its reader (``| head``) ends
quietly; ``hint`` and ``analyse`` play Czech draughts unless told otherwise."""

from __future__ import annotations

import argparse
import ast
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest
from dama_process import env_for

from accessible_dama.cli.main import main
from accessible_dama.phrases.catalog import parse_po, po_path

CLI = Path(__file__).resolve().parents[2] / "accessible_dama" / "cli"
CZECH_LETTERS = re.compile("[áčďéěíňóřšťúůýž]", re.IGNORECASE)
# the same words in both languages: nothing in them to translate
SAME_IN_CZECH = {"argument %(argument_name)s: %(message)s", "%(heading)s:"}


def _argparse_messages() -> set[str | tuple[str, str]]:
    """Every message of the running Python's argparse: the literal arguments of its
    ``_()`` and ``ngettext()`` calls."""
    found: set[str | tuple[str, str]] = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)
                     and isinstance(a.value, str)]
            if node.func.id == "_" and texts:
                found.add(texts[0])
            elif node.func.id == "ngettext" and len(texts) >= 2:
                found.add((texts[0], texts[1]))
    return found


def test_every_argparse_message_has_a_czech_sentence() -> None:
    messages = _argparse_messages()
    assert len(messages) > 25
    czech = parse_po(po_path("cs").read_text(encoding="utf-8"))
    missing = [m for m in messages if m not in czech]
    assert not missing, f"the Czech catalog lacks argparse's {missing}"
    untranslated = [m for m in messages
                    if m not in SAME_IN_CZECH and (czech[m] == m or czech[m] == list(m))]
    assert not untranslated, f"left in English: {untranslated}"


def _english_in(node: ast.AST) -> list[str]:
    """String constants with words in ``node`` that no ``_()`` call takes: English a
    player would read. A program's name before a colon (``dama: ``) is no sentence."""
    words: list[str] = []

    def walk(n: ast.AST) -> None:
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("_", "_n"):
            return
        if (isinstance(n, ast.Constant) and isinstance(n.value, str)
                and re.search("[a-zA-Z]{2}", n.value)
                and not re.fullmatch(r"[a-z-]+: ", n.value)):
            words.append(n.value)
        for child in ast.iter_child_nodes(n):
            walk(child)

    walk(node)
    return words


def _lines_for_the_player() -> list[tuple[str, int, ast.AST]]:
    """What the command line's modules say on standard error or in its help: the message
    of every error raised to the player, of every print to standard error, and every
    ``help=`` and ``description``."""
    said: list[tuple[str, int, ast.AST]] = []
    for path in sorted(CLI.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in ("CommandError", "UsageError", "ValueError"):
                    said += [(path.name, node.lineno, a) for a in node.args]
                to_stderr = any(k.arg == "file" and "stderr" in ast.unparse(k.value)
                                for k in node.keywords)
                if name == "print" and to_stderr:
                    said += [(path.name, node.lineno, a) for a in node.args]
                said += [(path.name, node.lineno, k.value) for k in node.keywords
                         if k.arg in ("help", "description")]
            elif isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Attribute) and t.attr == "description"
                    for t in node.targets):
                said.append((path.name, node.lineno, node.value))
    return said


def test_every_line_the_command_line_writes_for_the_player_is_translated() -> None:
    said = _lines_for_the_player()
    assert len(said) > 60
    english = [(f, line, w) for f, line, node in said for w in _english_in(node)]
    assert not english, f"English not taken through the catalog: {english}"


def _run(tmp_path: Path, args: list[str], lang: str) -> subprocess.CompletedProcess[str]:
    env = {**env_for(tmp_path), "LANG": lang, "LANGUAGE": ""}
    return subprocess.run([sys.executable, "-m", "accessible_dama", *args], env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=120,
                          check=False)


USAGE_ERRORS = [
    ["--bogus"],
    ["perft"],
    ["perft", "chess", "2"],
    ["perft", "czech", "two"],
    ["perft", "czech", "-1"],
    ["moves", "czech", "--fen", "W:Wz9:B1"],
    ["--level", "11"],
    ["--clock", "soon"],
    ["--opponent", "cat"],
    ["say"],
    ["show", "czech", "--braille", "--width", "0"],
    ["hint", "--seconds", "-1"],
    ["match", "--level", "3"],
    ["endgame", "build", "--variant", "english"],
    ["endgame", "build", "--pieces", "9"],
    ["replay", "no-such-file.pdn"],
    ["unknown-command"],
]


@pytest.mark.parametrize("args", USAGE_ERRORS, ids=" ".join)
def test_a_usage_error_is_one_czech_line_for_a_czech_player(tmp_path: Path,
                                                            args: list[str]) -> None:
    czech = _run(tmp_path, args, "cs_CZ.UTF-8")
    english = _run(tmp_path, args, "en_GB.UTF-8")
    assert czech.returncode == english.returncode == 2, czech.stderr
    assert czech.stdout == english.stdout == ""
    [line] = czech.stderr.splitlines()
    [english_line] = english.stderr.splitlines()
    assert line.startswith("dama: ") and CZECH_LETTERS.search(line), line
    assert not CZECH_LETTERS.search(english_line), english_line


def test_the_help_is_czech_for_a_czech_player(tmp_path: Path) -> None:
    done = _run(tmp_path, ["--help"], "cs_CZ.UTF-8")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("použití: dama ")
    for heading in ("poziční argumenty:", "volby:", "hra (bez příkazu):"):
        assert f"\n{heading}\n" in done.stdout
    assert "show this help" not in done.stdout and "ukázat tuto nápovědu" in done.stdout


def test_lang_on_the_command_line_chooses_the_language_of_its_errors(tmp_path: Path) -> None:
    done = _run(tmp_path, ["--lang", "cs", "--level", "0"], "en_GB.UTF-8")
    assert done.stderr == "dama: --level musí být 1 až 10, ne '0'\n"


def test_output_cut_short_by_its_reader_ends_quietly(tmp_path: Path) -> None:
    lines = tmp_path / "lines.txt"
    lines.write_text("c3 d4\n" * 20_000)  # answers far longer than a pipe holds
    env = env_for(tmp_path)
    env.pop("PYTHONUNBUFFERED", None)  # output buffered, as it is for most players
    with lines.open("rb") as given:
        dama = subprocess.Popen([sys.executable, "-m", "accessible_dama", "interpret", "-"],
                                stdin=given, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env=env)
        assert dama.stdout is not None and dama.stderr is not None
        first = dama.stdout.readline()
        dama.stdout.close()  # as ``head -1`` does
        errors = dama.stderr.read()
        dama.wait(timeout=120)
    assert first == b"move c3-d4\n"
    assert errors == b""
    assert dama.returncode == 0


def test_hint_without_a_variant_plays_czech_draughts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", "--depth", "2", "--lang", "en"]) == 0
    without = capsys.readouterr().out
    assert main(["hint", "czech", "--depth", "2", "--lang", "en"]) == 0
    assert without == capsys.readouterr().out != ""
