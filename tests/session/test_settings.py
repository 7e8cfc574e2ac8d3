"""Settings are never lost silently: a file that cannot be read is set aside and said, a
value that cannot be used gives its default and is said, every good value is kept, what
the program writes it reads back, and a file that cannot be written is said once."""

from __future__ import annotations

import errno
import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_dama.phrases.catalog import LANGUAGES
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import VARIANTS, other_games
from accessible_dama.session import events
from accessible_dama.session import settings as settings_module
from accessible_dama.session.events import FileTrouble, SettingsTrouble
from accessible_dama.session.settings import (
    MAX_TEXT,
    NOTATIONS,
    OPPONENTS,
    OUTPUTS,
    VERBOSITIES,
    Settings,
    SettingsFile,
    load_settings,
    save_settings,
    settings_toml,
)
from accessible_dama.speech import MAX_RATE, MIN_RATE

NOW = 1_790_000_000.0  # the injected wall clock: the name a broken file is set aside under


def fixed_clock() -> float:
    return NOW


BROKEN_NAME = "settings.toml.broken-" + time.strftime("%Y%m%d-%H%M%S", time.localtime(NOW))
SAID = {"cs": "nejde přečíst", "en": "cannot be read"}


def said(problem: events.Event, lang: str) -> str:
    return " ".join(Renderer(lang).render(problem).lines)


def write_file(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def make_folder(path: Path) -> None:
    path.mkdir(parents=True)
    (path / "inside.txt").write_text("kept")


def make_pipe(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    os.mkfifo(path)  # nobody writes: reading it would wait forever


def _content(data: bytes) -> Callable[[Path], None]:
    return lambda path: write_file(path, data)


# what cannot be read: how to make it, why it is said to be unreadable, the line said
UNREADABLE: dict[str, tuple[Callable[[Path], None], str, int]] = {
    "typo-no-equals": (_content(b'lang = "cs"\nlevel 5\n'), "syntax", 2),
    "typo-unclosed-quote": (_content(b'lang = "cs"\nvoice = "Jiri\nlevel = 5\n'), "syntax", 2),
    "typo-bad-escape": (_content(b'lang = "cs"\nvoice = "a\\q"\n'), "syntax", 2),
    "key-written-twice": (_content(b'lang = "cs"\nlevel = 5\nlevel = 6\n'), "syntax", 3),
    "unclosed-table": (_content(b'lang = "cs"\n[window\n'), "syntax", 2),
    "utf16-without-bom": (_content('lang = "cs"\nlevel = 5\n'.encode("utf-16-le")),
                          "not-text", 1),
    "latin1-bytes": (_content('lang = "cs"\nvoice = "Léa"\n'.encode("latin-1")),
                     "encoding", 2),
    "nul-bytes": (_content(b'lang = "cs"\nlevel = 5\x00\n'), "not-text", 2),
    "binary-junk": (_content(random.Random(3).randbytes(4000).replace(b"\x00", b"\x01")),
                    "encoding", 0),
    "ten-megabytes": (_content(b"# " + b"x" * 10_000_000 + b"\n"), "too-large", 0),
    "a-folder": (make_folder, "is-a-folder", 0),
    "a-pipe": (make_pipe, "not-a-file", 0),
}


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("case", sorted(UNREADABLE))
def test_broken_settings_are_kept_aside(tmp_path: Path, case: str, lang: str) -> None:
    make, why, line = UNREADABLE[case]
    path = tmp_path / "config" / "settings.toml"
    make(path)
    before = path.read_bytes() if path.is_file() else None
    defaults = Settings(lang=lang)
    kept = SettingsFile(path, wall_clock=fixed_clock)
    assert kept.load(defaults) == defaults
    assert kept.problems == []  # nothing is moved before the first save
    problems = kept.save(defaults)
    assert [p.kind for p in problems] == [SettingsTrouble.UNREADABLE]
    (problem,) = problems
    assert problem.why is FileTrouble(why)
    if line:
        assert problem.line == line
    moved = path.with_name(BROKEN_NAME)
    assert problem.moved_to == str(moved)
    if before is not None:
        assert moved.read_bytes() == before  # set aside whole, never rewritten
    elif case == "a-folder":
        assert (moved / "inside.txt").read_text() == "kept"
    assert load_settings(path) == (defaults, [])  # a new good file took its place
    sentence = said(problem, lang)
    assert SAID[lang] in sentence and str(path) in sentence and BROKEN_NAME in sentence
    if line:
        assert str(line) in sentence


def test_a_broken_file_is_not_moved_when_the_run_stops_before_saving(tmp_path: Path) -> None:
    """A bad option stops the program before the settings are saved: the broken file
    stays for the next run, which says it."""
    path = tmp_path / "settings.toml"
    path.write_text("level 5\n")
    SettingsFile(path, wall_clock=fixed_clock).load()
    assert path.read_text() == "level 5\n"


def test_a_file_set_aside_never_takes_the_place_of_another(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    for text in ("level 5\n", "level 6\n"):
        path.write_text(text)
        _, problems = load_settings(path, wall_clock=fixed_clock)
        assert problems[0].kind is SettingsTrouble.UNREADABLE
    assert (tmp_path / BROKEN_NAME).read_text() == "level 5\n"
    assert (tmp_path / f"{BROKEN_NAME}-2").read_text() == "level 6\n"


# a line that reads, but cannot be used: (the line, its key, the kind of problem)
BAD_LINES = [
    ('level = "5"', "level", "bad-value"),
    ("level = 5.0", "level", "bad-value"),
    ("level = 0", "level", "bad-value"),
    ("level = 11", "level", "bad-value"),
    ("level = 99999999999999999999999999", "level", "bad-value"),
    ("level = true", "level", "bad-value"),
    ("rate = 50", "rate", "bad-value"),
    ("rate = 1e999", "rate", "bad-value"),
    ("clock_minutes = inf", "clock_minutes", "bad-value"),
    ("clock_minutes = nan", "clock_minutes", "bad-value"),
    ("clock_minutes = -1", "clock_minutes", "bad-value"),
    ("clock_minutes = 601", "clock_minutes", "bad-value"),
    ("clock_increment = 1e999", "clock_increment", "bad-value"),
    ("play_white = \"yes\"", "play_white", "bad-value"),
    ("opponent = \"cat\"", "opponent", "bad-value"),
    ("variant = \"chess\"", "variant", "bad-value"),
    ("voice = 3", "voice", "bad-value"),
    (f'voice = "{"x" * (MAX_TEXT + 1)}"', "voice", "bad-value"),
    ('notation = "morse"', "notation", "bad-value"),
    ('output = ["speech"]', "output", "bad-value"),
    ("interrupt = 1979-05-27", "interrupt", "bad-value"),
    ("levle = 4", "levle", "unknown-key"),
    ("[window]", "window", "unknown-key"),
]


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize(("bad", "key", "kind"), BAD_LINES, ids=[b[0][:30] for b in BAD_LINES])
def test_a_bad_value_gives_its_default_and_keeps_every_good_key(
        tmp_path: Path, bad: str, key: str, kind: str, lang: str) -> None:
    path = tmp_path / "settings.toml"
    # the table goes last: every key after a table header belongs to the table
    good = f'lang = "{lang}"\nlevel = 7\nverbosity = "full"\n'
    text = good.replace("level = 7\n", f"level = 7\n{bad}\n") if key != "window" else (
        good.replace("level = 7\n", "level = 7\n") + f"{bad}\nsize = 3\n")
    if key == "level":
        text = text.replace("level = 7\n", "")
    path.write_text(text, encoding="utf-8")
    loaded, problems = load_settings(path, Settings(lang="en"))
    assert [(p.kind, p.key) for p in problems] == [(SettingsTrouble(kind), key)]
    (problem,) = problems
    assert problem.line == text.splitlines().index(bad) + 1
    assert loaded.lang == lang and loaded.verbosity == "full"
    assert loaded.level == (Settings().level if key == "level" else 7)
    if kind == "bad-value":
        assert getattr(loaded, key) == getattr(Settings(), key)
    assert path.read_text(encoding="utf-8") == text  # not moved, not rewritten on reading
    sentence = said(problem, lang)
    assert f"{problem.line}:" in sentence and key in sentence


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"])
def test_windows_editors_byte_order_marks_are_read(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "settings.toml"
    text = 'lang = "cs"\nvoice = "Jiří"\nlevel = 6\n'
    data = text.encode(encoding)
    if encoding == "utf-16-le":
        data = b"\xff\xfe" + data
    elif encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    path.write_bytes(data)
    assert load_settings(path) == (Settings(lang="cs", voice="Jiří", level=6), [])


def test_an_empty_file_gives_the_defaults_and_nothing_to_say(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"")
    assert load_settings(path, Settings(lang="cs")) == (Settings(lang="cs"), [])


def test_no_file_gives_the_defaults_and_nothing_to_say(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "none" / "settings.toml") == (Settings(), [])
    # a path through a regular file: there is no settings file either
    (tmp_path / "file").write_text("")
    assert load_settings(tmp_path / "file" / "settings.toml") == (Settings(), [])


def test_a_stored_infinite_clock_is_said_and_replaced_by_no_clock(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('lang = "cs"\nclock_minutes = inf\nclock_increment = 5\n')
    kept = SettingsFile(path)
    loaded = kept.load()
    assert (loaded.clock_minutes, loaded.clock_increment) == (0.0, 5.0)
    (problem,) = kept.problems
    assert said(problem, "cs") == (
        "Soubor nastavení, řádek 2: clock_minutes = inf nelze použít; místo toho platí "
        "výchozí hodnota 0.")
    assert said(problem, "en") == (
        "Settings file, line 2: clock_minutes = inf cannot be used; the default 0 holds "
        "instead.")
    assert kept.save(loaded) == []
    assert load_settings(path) == (loaded, [])  # the next start has nothing to say


# ---------------------------------------------------------------- writing

TEXT = st.text(max_size=MAX_TEXT)
GAMES = sorted([*VARIANTS, *other_games()])
ANY_SETTINGS = st.builds(
    Settings,
    lang=st.sampled_from(LANGUAGES),
    variant=st.sampled_from(GAMES),
    level=st.integers(1, 10),
    play_white=st.booleans(),
    opponent=st.sampled_from(OPPONENTS),
    output=st.sampled_from(OUTPUTS),
    speech=st.text(min_size=1, max_size=MAX_TEXT),
    rate=st.one_of(st.just(0), st.integers(MIN_RATE, MAX_RATE)),
    voice=TEXT,
    verbosity=st.sampled_from(VERBOSITIES),
    notation=st.sampled_from(("", *NOTATIONS)),
    interrupt=st.booleans(),
    clock_minutes=st.floats(0, 600),
    clock_increment=st.floats(0, 600),
    braille_display=TEXT,
    board_port=TEXT,
    board_id=TEXT,
)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(ANY_SETTINGS)
def test_what_the_program_writes_it_reads_back(chosen: Settings) -> None:
    assert chosen.validated() == (chosen, [])
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"dama-settings-{os.getpid()}.toml"
    try:
        save_settings(chosen, path)
        assert load_settings(path) == (chosen, [])
    finally:
        path.unlink(missing_ok=True)


def test_a_tab_quotes_backslashes_and_any_character_round_trip(tmp_path: Path) -> None:
    voice = 'Jiří\t"Zdeněk" \\ C:\\voices\\cs \x00\x7f \u202e 😀 \r\n'
    chosen = Settings(lang="cs", voice=voice, braille_display="brlapi://host:4101")
    path = save_settings(chosen, tmp_path / "settings.toml")
    assert load_settings(path) == (chosen, [])


def test_settings_that_cannot_be_used_are_said_and_never_written(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    bad = Settings(clock_minutes=float("inf"), voice="\udcff", level=11)
    with pytest.raises(ValueError):
        save_settings(bad, path)
    problems = SettingsFile(path).save(bad)
    assert sorted(p.key for p in problems) == ["clock_minutes", "level", "voice"]
    assert all(p.kind is SettingsTrouble.BAD_VALUE and not p.path for p in problems)
    assert load_settings(path) == (Settings(), [])
    level = next(p for p in problems if p.key == "level")
    assert said(level, "en") == "level = 11 cannot be used; the default 3 holds instead."
    assert said(level, "cs") == "level = 11 nelze použít; místo toho platí výchozí hodnota 3."


def test_full_disk_settings_failure_is_said_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(settings_module, "atomic_write", full)
    kept = SettingsFile(tmp_path / "settings.toml")
    chosen = kept.load()
    (problem,) = kept.save(chosen)
    assert (problem.kind, problem.why) == (SettingsTrouble.NOT_SAVED, FileTrouble.DISK_FULL)
    assert kept.save(Settings(level=5)) == []  # said once
    rendered = Renderer("cs").render(problem)
    assert rendered.lines == ["Nastavení se pro příště neuloží: disk je plný."]
    assert str(tmp_path / "settings.toml") in rendered.more[0]
    assert Renderer("en").render(problem).lines == [
        "The settings will not be kept for next time: the disk is full."]


def test_unchanged_settings_are_not_written_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A settings file kept read-only on purpose is no problem while nothing changes."""
    path = save_settings(Settings(lang="cs", level=6), tmp_path / "settings.toml")

    def refuse(path: Path, text: str) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(settings_module, "atomic_write", refuse)
    kept = SettingsFile(path)
    assert kept.save(kept.load()) == []
    (problem,) = kept.save(Settings(lang="cs", level=7))
    assert (problem.kind, problem.why) == (SettingsTrouble.NOT_SAVED, FileTrouble.READ_ONLY)


def test_a_file_that_cannot_be_set_aside_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def busy(path: Path, now: float) -> Path:
        raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))

    monkeypatch.setattr(settings_module, "set_aside", busy)
    path = tmp_path / "settings.toml"
    path.write_text("level 5\n")
    kept = SettingsFile(path)
    (problem,) = kept.save(kept.load())
    assert (problem.kind, problem.moved_to) == (SettingsTrouble.UNREADABLE, "")
    assert kept.save(Settings(level=8)) == []
    assert path.read_text() == "level 5\n"
    assert said(problem, "cs").endswith(
        "Zatím platí výchozí nastavení; soubor zůstává, jak je, a nastavení se proto neuloží.")
    assert said(problem, "en").endswith(
        "The default settings hold for now; the file is left as it is, so settings will "
        "not be kept.")


def test_settings_written_by_the_program_start_with_a_comment_and_read_as_toml() -> None:
    text = settings_toml(Settings(voice='a"b'))
    assert text.startswith("# accessible_dama settings.")
    assert 'voice = "a\\"b"' in text


def test_a_setting_changed_in_the_game_is_written_at_once_and_nothing_else_of_the_game(
        tmp_path: Path) -> None:
    from accessible_dama.session.core import Session

    path = tmp_path / "settings.toml"
    file = SettingsFile(path)
    file.load()
    # this start's game: mill against a person, with a clock (as a command line gives)
    session = Session(Settings(variant="mill", opponent="human", clock_minutes=5),
                      save_path=tmp_path / "game.pdn", rng=random.Random(1), settings_file=file)
    session.start()
    (said,) = session.handle("level 6")
    assert said == events.SettingShown("level", "6", changed=True, kept=True,
                                       rules=session.rules)
    session.handle("settings warnings on")
    kept, problems = load_settings(path)
    assert problems == []
    assert (kept.level, kept.warnings) == (6, True)
    assert (kept.variant, kept.opponent, kept.clock_minutes) == ("czech", "computer", 0.0)
    assert (session.settings.variant, session.settings.level) == ("mill", 6)
