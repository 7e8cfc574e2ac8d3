"""A whole game at the club table with every fault made on purpose, and what was said.

The board is the simulator's (``sensor.sim.VirtualBoard``: the board's side of the
protocol, bytes and all), the host side is the link's (``sensor.link.Bridge``: frames,
sequence numbers, resynchronising after junk), the game is ``BoardGame`` on a ``Session``
with a clock, and the sentences are printed by the line app of ``dama play --board``
(``cli.board_game.BoardApp``). Time is passed in: the game clock, the settle waits and
the board's heartbeat all run on one clock moved by the hands, so the game and every
sentence are the same on every run.

Two people play Czech draughts with a 5 minute clock. The moves nobody gets wrong are
chosen by the engine at a fixed depth (the same moves in every language); at the first
chance of each fault, the hands make it:

- a piece moved as no piece moves (item 1 of the club table's faults);
- the last move put back, asked "take back?", answered while 400 s pass (the clock
  stands) and the time asked;
- 200 000 bytes of line noise and a damaged frame on the link before a move;
- a capture made with the wrong piece taken off, the question interrupted by ``quit``
  and ``no``, 400 s of thinking on a held clock, corrected by button 1 and mended;
- a compulsory capture missed and corrected, with the squares to change;
- a compulsory capture missed and let stand by playing on, then ``history`` and ``undo``
  back over it;
- a compulsory capture missed and let stand by the answer ``stand``, kept in the record;
- a square named alone (a routing key), a second hello from the board, button 2 held.

``play(lang)`` gives the transcript; the scenes check what was said as they go
(``Scene.check``), and tests/sensor/test_club_game.py runs them in Czech and English and
compares the result with docs/club-table-transcript.md, written by
scripts/club_table_transcript.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from accessible_dama.braille.cells import move_text_cells
from accessible_dama.cli.board_game import BoardApp
from accessible_dama.engine import Engine, Limit
from accessible_dama.notation import read_pdn
from accessible_dama.notation.squares import parse_square, square_name
from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.rules import WHITE, Move, Position, new_game
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.protocol import Query
from accessible_dama.sensor.recognize import board_of
from accessible_dama.sensor.referee import RemedyKind
from accessible_dama.sensor.sim import VirtualBoard, start_occupancy
from accessible_dama.session.board_events import IrregularMove, RemedyApplied
from accessible_dama.session.board_game import HOLD, BoardGame
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

STEP = 0.05  # seconds between two things the hands do
SETTLE_WAIT = 2.1  # a little longer than the board's settle wait
THINK = 400.0  # seconds a player thinks over a question: longer than the whole clock
JUNK = 200_000  # bytes of line noise
DEPTH = 2  # the engine's depth for the moves nobody gets wrong
MAX_PLIES = 300


@dataclass
class Entry:
    """One thing done at the table (``action``, in the transcript's words) and the lines
    the program printed after it."""

    action: str
    said: list[str]


@dataclass
class Section:
    """A part of the game: a fault made on purpose (``fault`` names it) or the moves
    between."""

    fault: str
    entries: list[Entry] = field(default_factory=list)


@dataclass
class Transcript:
    lang: str
    sections: list[Section] = field(default_factory=list)
    result: str = ""
    record: str = ""  # the autosave at the end, as PDN

    def lines(self) -> list[str]:
        return [line for s in self.sections for e in s.entries for line in e.said]


class ClubTable:
    """The board, the link, the game and the app, on one clock moved by hand."""

    def __init__(self, folder: Path, lang: str) -> None:
        self.lang = lang
        self.now = 0.0
        settings = Settings(lang=lang, opponent="human", variant="czech", level=1,
                            output="silent", clock_minutes=5.0)
        self.session = Session(settings, save_path=folder / f"club-{lang}.pdn",
                               rng=random.Random(1), engine_depth=1, clock=lambda: self.now)
        occupancy, squares = start_occupancy("czech")
        self.board = VirtualBoard(occupancy, squares)
        self.bridge = sensor_link.Bridge()
        self.game = BoardGame(self.session, send=lambda frame: self.bridge.send(frame, self.now),
                              url="socket://club-table:7000", cells_for=move_text_cells)
        self.printed: list[str] = []
        self.app = BoardApp(self.session, self.printed.append)
        self.events: list[object] = []
        self.geometry = self.session.rules.geometry

    # ------------------------------------------------------------ the wires

    def _say(self, events: list[object]) -> None:
        from accessible_dama.session.events import Event

        said = [e for e in events if isinstance(e, Event)]
        self.events += said
        if said:
            self.app.say(said)
        self.game.flush()

    def pump(self) -> None:
        """Carry the bytes both ways until both ends are quiet, saying what follows."""
        for _ in range(100):
            from_board = self.board.take_output()
            for event in self.bridge.received(from_board, self.now) if from_board else []:
                self._say(list(self.game.on_board(event, self.now)))
            self._say(list(self.game.tick(self.now)))
            to_board = self.bridge.take_outbox()
            if to_board:
                self.board.receive(to_board, self.now)
            if not from_board and not to_board:
                return
        raise AssertionError("the link never went quiet")

    def elapse(self, seconds: float) -> None:
        """Let ``seconds`` pass, a second at most at a time (the board's heartbeat keeps
        the link alive meanwhile)."""
        end = self.now + seconds
        while self.now < end:
            self.now = min(end, self.now + 1.0)
            self.board.tick(self.now)
            for event in self.bridge.tick(self.now):
                self._say(list(self.game.on_board(event, self.now)))
            self.pump()

    # ------------------------------------------------------------ what the players do

    def sq(self, name: str) -> int:
        return parse_square(self.geometry, name)

    def name(self, square: int) -> str:
        return square_name(self.geometry, square)

    def connect(self) -> None:
        self._say(self.game.start(self.now))
        self.bridge.opened(self.now)
        self.pump()

    def hands(self, steps: list[str]) -> None:
        """``-c3`` lifts the piece on c3, ``+d4`` puts one on d4."""
        for step in steps:
            self.now += STEP
            square = self.sq(step[1:])
            if step[0] == "+":
                self.board.place(square, self.now)
            else:
                self.board.lift(square, self.now)
            self.pump()

    def type(self, text: str) -> None:
        self._say(self.game.line(text, self.now))
        self.pump()

    def button(self, n: int, held: float = STEP) -> None:
        self.board.button(n, True, self.now)
        self.pump()
        self.elapse(held)
        self.board.button(n, False, self.now)
        self.pump()

    def junk(self, size: int) -> None:
        self.board.junk(size)
        self.board.garble(self.now)  # and a frame damaged on the way
        self.pump()

    def hello_again(self) -> None:
        """The host asks who is there (as after a reply lost on a busy link): the board
        says hello and its snapshot again."""
        self.bridge.send(Query(), self.now)
        self.pump()

    def choices(self) -> str:
        """The answers the braille display's answers line offers now."""
        renderer = self.app.renderer
        assert isinstance(renderer, BoardRenderer)
        return ", ".join(renderer.choices(self.game.choices()))

    def time_left(self) -> tuple[float, float]:
        left = self.session.time_left()
        assert left is not None
        return left

    def mend(self) -> list[str]:
        """The hands make the board show the game (what the program asked for)."""
        shown = frozenset(self.board.occupancy)
        wanted = self.game.expected()
        return ([f"-{self.name(s)}" for s in sorted(shown - wanted)]
                + [f"+{self.name(s)}" for s in sorted(wanted - shown)])


def hands_for(table: ClubTable, move: Move) -> list[str]:
    """A move as hands make it: the piece lifted and put down, then what it took."""
    return ([f"-{table.name(move.start)}", f"+{table.name(move.end)}"]
            + [f"-{table.name(c)}" for c in sorted(move.captured)])


def steps_without_capture(position: Position) -> list[Move]:
    """The steps of the side to move's men that would be legal if no capture were
    compulsory (the move a player who misses a capture makes)."""
    g = position.rules.geometry
    pieces = position.pieces()
    forward = 1 if position.turn == WHITE else -1
    found: list[Move] = []
    for square, piece in sorted(pieces.items()):
        if piece.color != position.turn or piece.is_king:
            continue
        name = square_name(g, square)
        file, rank = name[0], int(name[1:])
        for side in (-1, 1):
            target = f"{chr(ord(file) + side)}{rank + forward}"
            try:
                to = parse_square(g, target)
            except ValueError:
                continue
            if to not in pieces:
                found.append(Move((square, to)))
    return found


# ---------------------------------------------------------------- the words of the transcript


WORDS = {
    "en": {
        "connect": "The board is plugged in and `dama play --board` starts",
        "hands": "hands: {steps}",
        "wait": "{seconds} s pass",
        "typed": "typed: {text}",
        "button": "button {n}",
        "held": "button {n} held {seconds} s",
        "junk": "{size} bytes of line noise and a damaged frame on the link",
        "quiet": "(nothing is said; the next move is read at once)",
        "hello": "the board says hello again",
        "same": "(nothing is said: it is the board that is here)",
        "offered": "(the answers line offers: {choices})",
        "clock": "(clock: White {white} s, Black {black} s left)",
        "start": "The start",
        "moves": "Moves",
        "illegal": "1. A piece moved as no piece moves",
        "takeback": "5. The last move put back: take back? The clock stands while it is asked",
        "junk_title": "7. Junk on the link",
        "wrong": "2, 4, 5. A wrong piece taken off; quit while the question waits; "
                 "400 s of thinking",
        "missed": "3. A compulsory capture missed and corrected: the squares to change",
        "playon": "6. A missed capture let stand by playing on; history and undo back over it",
        "stand": "6. A missed capture let stand by the answer; kept in the record",
        "square": "8. A routing key on a square; the board says hello again",
        "end": "The end",
    },
    "cs": {
        "connect": "Deska je připojená a spustí se `dama play --board`",
        "hands": "ruce: {steps}",
        "wait": "uplyne {seconds} s",
        "typed": "napsáno: {text}",
        "button": "tlačítko {n}",
        "held": "tlačítko {n} drženo {seconds} s",
        "junk": "{size} bajtů šumu a poškozený rámec na lince",
        "quiet": "(nic se neřekne; další tah se přečte hned)",
        "hello": "deska se znovu ohlásí",
        "same": "(nic se neřekne: je to deska, která tu je)",
        "offered": "(řádek odpovědí nabízí: {choices})",
        "clock": "(hodiny: bílému zbývá {white} s, černému {black} s)",
        "start": "Začátek",
        "moves": "Tahy",
        "illegal": "1. Kámen tažený tak, jak žádný kámen netáhne",
        "takeback": "5. Poslední tah vrácený na desce: vrátit tah? Hodiny při otázce stojí",
        "junk_title": "7. Šum na lince",
        "wrong": "2, 4, 5. Odebraný špatný kámen; konec během otázky; 400 s rozmýšlení",
        "missed": "3. Opomenuté povinné braní opravené: která pole změnit",
        "playon": "6. Opomenuté braní, které platí, protože se hrálo dál; zápis a zpět přes něj",
        "stand": "6. Opomenuté braní ponechané odpovědí; zůstane v zápisu",
        "square": "8. Směrové tlačítko na poli; deska se znovu ohlásí",
        "end": "Konec",
    },
}

#: what is typed, in each language
TYPED = {
    "en": {"quit": "quit", "no": "no", "yes": "yes", "time": "time", "correct": "correct",
           "stand": "stand", "history": "history", "undo": "undo", "square": "c3",
           "more": "more"},
    "cs": {"quit": "konec", "no": "ne", "yes": "ano", "time": "čas", "correct": "opravit",
           "stand": "nechat", "history": "zápis", "undo": "zpět", "square": "c3",
           "more": "víc"},
}


#: the faults made on purpose, each once
SCENES = frozenset({"illegal", "takeback", "junk", "missed", "playon", "stand", "wrong"})


def number(lang: str, value: float, digits: int = 1) -> str:
    """``2.1`` in English, ``2,1`` in Czech; whole numbers without a decimal point."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:g}"
    return text.replace(".", ",") if lang == "cs" else text


class Scene:
    """The game played with its faults, writing the transcript as it goes."""

    def __init__(self, folder: Path, lang: str) -> None:
        self.t = ClubTable(folder, lang)
        self.lang = lang
        self.words = WORDS[lang]
        self.typed = TYPED[lang]
        self.engine = Engine(3, rng=random.Random(7), book=False)
        self.transcript = Transcript(lang)
        self.section = self._section("start")
        self.done: set[str] = set()

    # ------------------------------------------------------------ writing it down

    def _section(self, key: str) -> Section:
        section = Section(self.words[key])
        self.transcript.sections.append(section)
        return section

    def _do(self, action: str, do: Callable[[], None]) -> list[str]:
        before = len(self.t.printed)
        do()
        said = self.t.printed[before:]
        self.section.entries.append(Entry(action, said))
        return list(said)

    def hands(self, steps: list[str]) -> list[str]:
        return self._do(self.words["hands"].format(steps=" ".join(steps)),
                        lambda: self.t.hands(steps))

    def wait(self, seconds: float) -> list[str]:
        return self._do(self.words["wait"].format(seconds=number(self.lang, seconds)),
                        lambda: self.t.elapse(seconds))

    def type(self, key: str) -> list[str]:
        text = self.typed[key]
        return self._do(self.words["typed"].format(text=text), lambda: self.t.type(text))

    def button(self, n: int, held: float = STEP) -> list[str]:
        action = (self.words["button"].format(n=n) if held == STEP
                  else self.words["held"].format(n=n, seconds=number(self.lang, held)))
        return self._do(action, lambda: self.t.button(n, held))

    def note(self, text: str) -> None:
        self.section.entries.append(Entry(text, []))

    def offered(self) -> None:
        self.note(self.words["offered"].format(choices=self.t.choices()))

    def clock(self) -> tuple[float, float]:
        white, black = self.t.time_left()
        self.note(self.words["clock"].format(white=number(self.lang, white),
                                             black=number(self.lang, black)))
        return white, black

    # ------------------------------------------------------------ the game

    @property
    def position(self) -> Position:
        return self.t.session.game.position

    def moves_played(self) -> int:
        return len(self.t.session.game.moves)

    def choose(self, position: Position | None = None) -> Move:
        game = self.t.session.game if position is None else new_game(
            self.t.session.rules, position)
        return self.engine.choose_move(game, Limit(depth=DEPTH))

    def make(self, move: Move) -> list[str]:
        """A move made right on the board; waited for when it could go on (a king)."""
        played = self.moves_played()
        said = self.hands(hands_for(self.t, move))
        if self.moves_played() == played:
            said += self.wait(SETTLE_WAIT)
        assert self.moves_played() == played + 1, said
        return said

    def mend(self) -> list[str]:
        """The hands change what the program asked for."""
        return self.hands(self.t.mend())

    def play(self) -> Transcript:
        t = self.t
        self._do(self.words["connect"], t.connect)
        self.check_start()
        while t.session.game.outcome is None and self.moves_played() < MAX_PLIES:
            self.turn()
        assert self.done == SCENES, SCENES - self.done  # every fault was made
        self.section = self._section("end")
        said = self.type("history")
        for _ in range(5):  # the rest of a line longer than 300 characters, part by part
            if not said[-1].endswith(("say more.", "řekněte víc.")):
                break
            said = self.type("more")
        self.type("quit")
        said = self.type("yes")
        assert t.session.quit_requested, said
        self.transcript.result = next(
            (line for line in t.printed if line.startswith(("Game over", "Konec hry"))), "")
        self.transcript.record = t.session.save_path.read_text(encoding="utf-8")
        return self.transcript

    def turn(self) -> None:
        """One move of the game: a fault at its first chance, else a right move."""
        position = self.position
        must = position.must_capture()
        steps = steps_without_capture(position) if must else []
        if "illegal" not in self.done and self.moves_played() == 2:
            self.illegal()
        elif "takeback" not in self.done and self.moves_played() == 4:
            self.takeback()
        elif "junk" not in self.done and self.moves_played() == 5:
            self.junk()
        elif must and steps and "missed" not in self.done:
            self.missed(steps[0])
        elif must and steps and "playon" not in self.done:
            self.play_on(steps[0])
        elif must and steps and "stand" not in self.done:
            self.stand(steps[0])
        elif "wrong" not in self.done and (move := self.capture_with_a_wrong_piece()):
            self.wrong(*move)
        else:
            if self.section.fault != self.words["moves"]:
                self.section = self._section("moves")
            self.make(self.choose())

    # ------------------------------------------------------------ the scenes

    def check_start(self) -> None:
        said = self.t.printed
        assert said[-1] in ("The board is ready.", "Deska je připravená."), said
        self.section = self._section("square")
        [square] = self.type("square")
        assert square in ("c3: white man.", "c3: bílý kámen."), square
        assert self._do(self.words["hello"], self.t.hello_again) == []  # not said again
        self.note(self.words["same"])

    def illegal(self) -> None:
        self.done.add("illegal")
        self.section = self._section("illegal")
        men = [s for s, p in self.position.pieces().items() if p.color == self.position.turn]
        occupied = self.position.pieces()
        for square in sorted(men):
            name = self.t.name(square)
            ahead = f"{name[0]}{int(name[1:]) + 2}"
            try:
                target = self.t.sq(ahead)
            except ValueError:
                continue
            if target not in occupied:
                break
        else:
            raise AssertionError("no man can be moved straight ahead")
        said = self.hands([f"-{name}", f"+{ahead}"]) + self.wait(SETTLE_WAIT)
        assert said[-1].endswith((f"Put the piece back on {name}.",
                                  f"Vraťte kámen na pole {name}.")), said
        assert any(line.startswith(f"{name}-{ahead}") for line in said), said
        said = self.hands([f"-{ahead}", f"+{name}"])
        assert said == [] or said[-1] in ("The board is right again.",
                                          "Deska je opět v pořádku."), said
        assert self.moves_played() == 2  # no other move was made of it
        self.make(self.choose())

    def takeback(self) -> None:
        self.done.add("takeback")
        self.section = self._section("takeback")
        move = self.choose()
        self.make(move)
        back = [f"-{self.t.name(move.end)}", f"+{self.t.name(move.start)}",
                *[f"+{self.t.name(c)}" for c in sorted(move.captured)]]
        [asked] = self.hands(back)
        assert asked.startswith(("Take back the move?", "Vrátit tah?")), asked
        self.offered()
        before = self.clock()
        assert self.wait(THINK) == []
        assert self.clock() == before  # no time ran while it was asked
        said = self.type("time")  # the question owns its answer: it is asked again
        assert said[-1] == asked, said
        [time_left] = self.button(2, held=HOLD + 0.2)  # the time, on button 2 held
        assert time_left.startswith(("White 4 min", "Bílý 4 min")), time_left
        said = self.type("yes")
        assert said[0] in ("Taken back: 1 move.", "Vráceno: 1 tah."), said
        self.make(self.choose())

    def junk(self) -> None:
        self.done.add("junk")
        self.section = self._section("junk_title")
        bad_before = self.t.bridge.stats.bad_frames
        assert self._do(self.words["junk"].format(size=f"{JUNK:,}".replace(",", " ")),
                        lambda: self.t.junk(JUNK)) == []
        self.note(self.words["quiet"])
        assert self.t.bridge.stats.bad_frames > bad_before
        assert self.t.bridge.ready
        played = self.moves_played()
        said = self.hands(hands_for(self.t, self.choose()))  # said at once, no wait
        assert self.moves_played() == played + 1, said
        assert said[0].startswith(("White", "Black", "Bílý", "Černý")), said

    def capture_with_a_wrong_piece(self) -> tuple[Move, int] | None:
        """A single capture of the side to move, and an opponent's piece that it does not
        take (the one the hands wrongly take off)."""
        position = self.position
        captures = [m for m in position.legal_moves() if len(m.captured) == 1]
        if not captures:
            return None
        move = captures[0]
        others = [s for s, p in sorted(position.pieces().items())
                  if p.color != position.turn and s not in move.captured]
        return (move, others[0]) if others else None

    def wrong(self, move: Move, wrong: int) -> None:
        self.done.add("wrong")
        self.section = self._section("wrong")
        t = self.t
        said = self.hands([f"-{t.name(move.start)}", f"+{t.name(move.end)}",
                           f"-{t.name(wrong)}"]) + self.wait(0.7)
        assert any(isinstance(e, IrregularMove) for e in t.events), said
        assert said[-1].endswith(("(button 1: correct).", "(tlačítko 1: opravit).")), said
        self.offered()
        question = said[-1]
        said = self.type("quit")
        assert said[-1].endswith(("Yes or no.", "Ano, nebo ne.")) or "?" in said[-1], said
        said = self.type("no")
        assert said[-1] == question, said  # the referee's question again, first
        before = self.clock()
        assert self.wait(THINK) == []
        assert self.clock() == before
        said = self.button(1)
        assert said[0].startswith(("The move is corrected", "Tah se opravuje")), said
        assert any(isinstance(e, RemedyApplied) for e in t.events)
        put_back = t.name(wrong)
        assert said[-1].endswith((f"Put the piece back on {put_back}.",
                                  f"Vraťte kámen na pole {put_back}.")), said
        played = self.moves_played()
        # the captured piece off first: the correction under way, then the wrong one back
        captured = t.name(next(iter(move.captured)))
        said = self.hands([f"-{captured}"]) + self.wait(SETTLE_WAIT)
        assert said[-1].endswith((f"Put the piece back on {put_back}.",
                                  f"Vraťte kámen na pole {put_back}.")), said
        said = self.hands([f"+{put_back}"])
        assert self.moves_played() == played + 1, said

    def _missed(self, step: Move) -> list[str]:
        t = self.t
        said = self.hands([f"-{t.name(step.start)}", f"+{t.name(step.end)}"])
        said += self.wait(0.7)
        assert isinstance(t.events[-2], IrregularMove), said
        assert said[-1].endswith(("(button 1: correct).", "(tlačítko 1: opravit).")), said
        return said

    def missed(self, step: Move) -> None:
        self.done.add("missed")
        self.section = self._section("missed")
        self._missed(step)
        self.offered()
        said = self.type("correct")
        assert said[0].startswith(("The move is corrected", "Tah se opravuje")), said
        start = self.t.name(step.start)
        assert said[-1].endswith((f"Put the piece back on {start}.",
                                  f"Vraťte kámen na pole {start}.")), said
        said = self.mend()
        assert said[-1] in ("The board is right again.", "Deska je opět v pořádku."), said
        self.make(self.choose())

    def play_on(self, step: Move) -> None:
        self.done.add("playon")
        self.section = self._section("playon")
        t = self.t
        before = self.moves_played()
        self._missed(step)
        judged = t.game.irregular
        assert judged is not None
        stand = judged.option(RemedyKind.LET_STAND)
        assert stand is not None
        reply = self.choose(stand.position)
        said = self.hands(hands_for(t, reply))
        if self.moves_played() < before + 2:
            said += self.wait(SETTLE_WAIT)
        assert said[0] in ("The move stands. White to move.", "The move stands. Black to move.",
                           "Tah platí. Na tahu je Bílý.", "Tah platí. Na tahu je Černý."), said
        [history] = self.type("history")
        played = f"{t.name(step.start)}-{t.name(step.end)}"
        assert played in history, history
        for _ in range(2):
            said = self.type("undo")
            assert said[0] in ("Taken back: 1 move.", "Vráceno: 1 tah."), said
            said = self.mend()
            assert said[-1] in ("The board is ready.", "Deska je připravená."), said
        assert self.moves_played() == before
        self.make(self.choose())

    def stand(self, step: Move) -> None:
        self.done.add("stand")
        self.section = self._section("stand")
        before = self.moves_played()
        self._missed(step)
        said = self.type("stand")
        assert said[0].startswith(("The move stands.", "Tah platí.")), said
        assert self.moves_played() == before + 1
        assert self.t.session.game.irregular


def play(folder: Path, lang: str) -> Transcript:
    """The whole game in ``lang``, checked as it goes."""
    return Scene(folder, lang).play()


# ---------------------------------------------------------------- the document

HEADINGS = {"en": "English", "cs": "Česky"}
RECORD = {"en": "The record saved at the end (its moves)",
          "cs": "Zápis uložený na konci (jeho tahy)"}

INTRO = """\
# The club table: a whole game with every fault made on purpose

Written by `scripts/club_table_transcript.py` from `tests/sensor/club_game.py`; do not
edit it by hand. `tests/sensor/test_club_game.py` plays the same game, checks what is said
at each fault as it goes, and fails when this page differs from what was said.

Two people play Czech draughts on a sensor board with a 5 minute clock. The board is the
simulator's (the board's side of the protocol, byte for byte), the link is the program's
(frames, sequence numbers, resynchronising after noise), and the lines are those `dama play
--board` prints. Time passes only as written (the hands make a change every 0.05 s), so
the game is the same on every run. The moves nobody gets wrong are the engine's at depth
{depth}; at the first chance of each fault, the hands make it:

1. a piece moved as no piece moves: said why, and what to put back, and no other move
   is made of it;
2. a capture with the wrong piece taken off: the piece asked back until it is back;
3. a compulsory capture missed and corrected: the squares to change;
4. `quit` while the opponent's question waits: the newer question takes its own answer,
   then the opponent's is asked again;
5. 400 s of thinking over the opponent's question and over "take back?": no clock runs;
6. a missed capture let stand by playing on (then `history` and `undo` back over it), and
   another let stand by the answer, kept in the one record;
7. 200 000 bytes of line noise and a damaged frame on the link before a move;
8. a square named alone (a routing key on it), the board saying hello again (not said
   twice), the time on button 2 held, crowning said with the move.

Not made in this game, each pinned by a test of its own: the braille display when the
computer answers at once (tests/braille/test_braille_display.py), the searching of ports
(tests/sensor/test_find.py, tests/sensor/test_board_found_by_itself.py), "crown" before
"game over" when the crowning move ends the game (tests/sensor/test_play.py), and the
moves ended by button 1 (tests/sensor/test_table_features.py).
"""


def markdown(transcripts: list[Transcript]) -> str:
    """The page of docs/club-table-transcript.md: each language's transcript, then its
    record's moves."""
    out = [INTRO.format(depth=DEPTH)]
    for transcript in transcripts:
        lang = transcript.lang
        out.append(f"## {HEADINGS[lang]}\n")
        for section in transcript.sections:
            out.append(f"### {section.fault}\n")
            out.append("```text")
            for entry in section.entries:
                out.append(f"> {entry.action}")
                out += entry.said
            out.append("```\n")
        moves = transcript.record.split("\n\n", 1)[1].strip()
        out += [f"### {RECORD[lang]}\n", "```text", moves, "```\n"]
    return "\n".join(out).rstrip("\n") + "\n"


def record_games(transcript: Transcript) -> list[object]:
    """The games the autosave at the end holds."""
    return list(read_pdn(transcript.record.encode("utf-8")))


def occupancy_matches(table: ClubTable) -> bool:
    return frozenset(table.board.occupancy) == board_of(table.session.game.position)
