"""The firmware end to end: the real ELF on a simulated ATmega328P (simavr), the 74HC165
chain, buttons and braille cells emulated by the harness, and the host's own protocol
code (``open_link``, ``FrameParser``, ``Recognizer``) at the other end of the pty.

The main test plays a whole recorded game as a player's hands would: lifts and
placements with bouncing contacts, hops over the landing squares of a capture, captured
pieces taken off in any order, knocked pieces that settle back.
"""

from __future__ import annotations

import random
from pathlib import Path

from firmware_sim import PDN_DIR, SimulatedBoard

from accessible_dama.notation.pdn import read_pdn, replay_game
from accessible_dama.rules import Move, Position
from accessible_dama.sensor.protocol import (
    HOST_TYPES,
    Ack,
    BadFrame,
    Button,
    Change,
    Display,
    ErrorReport,
    Frame,
    FrameParser,
    Hello,
    Light,
    Query,
    SequenceTracker,
    SeqVerdict,
    Snapshot,
    SnapshotRequest,
    encode_frame,
)
from accessible_dama.sensor.recognize import MoveRecognized, Recognizer
from tests.components import need

GAMES = PDN_DIR / "mrcd2006.pdn"
START_32 = frozenset(range(1, 13)) | frozenset(range(21, 33))
START_50 = frozenset(range(1, 21)) | frozenset(range(31, 51))
SETTLE_MS = 40  # longer than the debounce time (15 ms) and a scan (2 ms)


def changes(frames: list[Frame | BadFrame]) -> list[tuple[int, bool]]:
    return [(f.square, f.occupied) for f in frames if isinstance(f, Change)]


def settled(board: SimulatedBoard, *commands: str) -> tuple[list[Frame | BadFrame], Snapshot]:
    """Do the commands and let the contacts settle; then every frame the board sent on the
    way, and the snapshot that answers a query made afterwards."""
    board.do(*commands, f"wait {SETTLE_MS}")
    board.send(Query())
    frames = board.frames_until(Hello)[:-1]
    answer = board.frame()
    assert isinstance(answer, Snapshot), answer
    return frames, answer


# ---------------------------------------------------------------- the protocol


def test_the_board_answers_a_query_with_hello_and_snapshot(sim_board: SimulatedBoard) -> None:
    hello, snapshot = sim_board.connect()
    assert hello == Hello(1, "DAMA-0001", 32, "1.0.0")
    assert snapshot.occupancy == START_32


def test_a_request_gets_a_snapshot_and_silence_gets_a_heartbeat(sim_board: SimulatedBoard) -> None:
    _, first = sim_board.connect()
    sim_board.send(SnapshotRequest())
    answer = sim_board.frames_until(Snapshot)[-1]
    assert isinstance(answer, Snapshot)
    assert answer.occupancy == START_32
    assert answer.seq == (first.seq + 1) % 256
    frames, _ = settled(sim_board, "wait 5100")  # simulated time: a heartbeat is due
    beats = [f for f in frames if isinstance(f, Snapshot)]
    assert beats and all(b.occupancy == START_32 for b in beats)


def test_a_bouncing_contact_gives_exactly_one_change(sim_board: SimulatedBoard) -> None:
    sim_board.connect()
    # c3 (22) lifted, its reed chattering five times; put down on d4 (18), three times
    assert changes(settled(sim_board, "bounce 22 5 700")[0]) == [(22, False)]
    assert changes(settled(sim_board, "bounce 18 3 1500")[0]) == [(18, True)]
    frames, snapshot = settled(sim_board, "bounce 10 4 500")  # knocked, settles back
    assert changes(frames) == []
    assert snapshot.occupancy == START_32 - {22} | {18}


def test_a_bad_host_frame_is_answered_as_the_host_side_judges_it(
    sim_board: SimulatedBoard,
) -> None:
    """The board's E answers agree with the host's own parser (``FrameParser`` with the
    host frame types) on good frames, corrupted ones, junk and long lines."""
    sim_board.connect()
    rng = random.Random(2006)
    good = [encode_frame(Display(bytes([0x0F, 0x1B]))), encode_frame(Light(0)),
            encode_frame(Display(bytes(range(8)))), b"$D,*39E9\n"]
    lines = [*good, b"\n", b"hello\n", b"junk$L,0*D188\r\n", b"$Q*0000\n", b"$X*3A0D\n",
             b"$D,0F1*B5A3\n", b"$D,0f1b*9E5C\n", b"$L,3*E1EB\n", b"$Q,1*C09B\n",
             b"$D," + b"0" * 72 + b"*0000\n", b"$" + b"x" * 200 + b"\n"]
    for _ in range(120):  # one byte of a good frame replaced
        frame = bytearray(rng.choice(good))
        frame[rng.randrange(len(frame) - 1)] = rng.choice(b"0A9F*,$\r\x00\xffaZ\n")
        lines.append(bytes(frame))
    for line in lines:
        expected = []
        for item in FrameParser(HOST_TYPES).feed(line):
            if isinstance(item, BadFrame):
                expected.append(f"E,{item.reason.error_code}")
            elif isinstance(item, (Display, Light)):
                expected.append(f"A,{item.TYPE}")
        sim_board.send(line)
        answered = [f"E,{f.code}" if isinstance(f, ErrorReport) else f"A,{f.acked}"
                    for f in settled(sim_board)[0] if isinstance(f, (ErrorReport, Ack))]
        assert answered == expected, line


def test_display_frames_reach_the_braille_cells(sim_board: SimulatedBoard) -> None:
    sim_board.connect()
    sim_board.do("wait 1")  # the harness has written what it saw by then, not only sent it
    assert sim_board.shown.cells[-1] == "00" * 8  # blank from power on
    sim_board.send(Display(bytes([0x0F, 0x1B])))
    assert sim_board.frames_until(Ack)[-1] == Ack("D")
    sim_board.do("wait 1")  # the harness has written what it saw by then
    assert sim_board.shown.cells[-1] == "0F1B" + "00" * 6
    cells = bytes([0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0xFF, 0x42])  # one too many
    sim_board.send(Display(cells))
    assert sim_board.frames_until(Ack)[-1] == Ack("D")
    sim_board.do("wait 1")
    assert sim_board.shown.cells[-1] == cells[:8].hex().upper()


def test_the_status_light_is_on_off_or_blinking(sim_board: SimulatedBoard) -> None:
    sim_board.connect()
    sim_board.send(Light(1))
    assert sim_board.frames_until(Ack)[-1] == Ack("L")
    sim_board.do("wait 1")
    assert sim_board.shown.light[-1] == 1
    sim_board.send(Light(2))
    assert sim_board.frames_until(Ack)[-1] == Ack("L")
    before = len(sim_board.shown.light)
    sim_board.do("wait 1000")  # 250 ms on, 250 ms off
    assert len(sim_board.shown.light) - before >= 3
    sim_board.send(Light(0))
    assert sim_board.frames_until(Ack)[-1] == Ack("L")
    sim_board.do("wait 1")
    assert sim_board.shown.light[-1] == 0


def test_buttons_are_reported_pressed_and_released(sim_board: SimulatedBoard) -> None:
    sim_board.connect()
    frames, _ = settled(sim_board, "press 1", f"wait {SETTLE_MS}", "release 1",
                        f"wait {SETTLE_MS}", "press 2", f"wait {SETTLE_MS}", "release 2")
    buttons = [(f.button, f.pressed) for f in frames if isinstance(f, Button)]
    assert buttons == [(1, True), (1, False), (2, True), (2, False)]
    # the braille writes on the same port (PORTD) do not undo a held button
    sim_board.do("press 1", f"wait {SETTLE_MS}")
    sim_board.send(Display(bytes([0xFF] * 8)))
    frames, _ = settled(sim_board, "wait 100")
    assert [(f.button, f.pressed) for f in frames if isinstance(f, Button)] == [(1, True)]


def test_a_50_square_board_reads_all_seven_shift_registers(sim_board_50: SimulatedBoard) -> None:
    hello, snapshot = sim_board_50.connect()
    assert hello.squares == 50
    assert snapshot.occupancy == START_50
    frames, snapshot = settled(sim_board_50, "bounce 50 3", f"wait {SETTLE_MS}", "bounce 1 1",
                               f"wait {SETTLE_MS}", "bounce 25 5")
    assert changes(frames) == [(50, False), (1, False), (25, True)]
    assert snapshot.occupancy == START_50 - {1, 50} | {25}


# ---------------------------------------------------------------- a whole game


def hands(position: Position, move: Move, rng: random.Random) -> tuple[list[str], int]:
    """The harness commands of a player making ``move``, and how many square changes the
    board must report for them.

    The piece is lifted (its reed bouncing), put down on each landing square of a capture
    and lifted again, put down on its end square; the captured pieces come off in any
    order; a crowned man gets its second piece (the board cannot see it, but the knock
    makes the reed chatter and settle back); now and then another piece is knocked.
    """
    commands: list[str] = []
    expected = 0

    def contact(square: int, flips: int) -> None:
        commands.append(f"bounce {square} {flips} {rng.choice((300, 700, 1000, 2000))}")
        commands.append(f"wait {SETTLE_MS}")

    start, *landings, end = move.path
    contact(start, rng.choice((1, 3, 5)))
    for square in landings:
        contact(square, rng.choice((1, 3)))
        contact(square, rng.choice((1, 3)))
    contact(end, rng.choice((1, 3, 5)))
    expected += 2 + 2 * len(landings)
    for square in rng.sample(sorted(move.captured), len(move.captured)):
        contact(square, rng.choice((1, 3)))
        expected += 1
    if position.is_promotion(move):
        contact(end, 2)
    if rng.random() < 0.3:
        after = position.copy()
        after.push(move)
        contact(rng.choice(sorted(after.pieces())), rng.choice((2, 4)))
    return commands, expected


def test_a_whole_recorded_game_is_followed_move_by_move(sim_board: SimulatedBoard) -> None:
    """Game 1 of the 2006 Czech championship qualifier (43 plies: multiple captures,
    crowning on both sides, flying kings), played on the simulated board. After every
    move the board's changes, its snapshot and the position agree, the sequence numbers
    have no gap, and the recogniser names the move."""
    need("records")
    game = read_pdn(Path(GAMES).read_bytes())[0]
    replay = replay_game(game)
    assert replay.ok, replay.failure
    assert len(replay.moves) == 43

    rng = random.Random(43)
    position = Position(replay.rules)
    _, snapshot = sim_board.connect()
    occupied = set(snapshot.occupancy)
    assert occupied == set(position.pieces())
    sequence = SequenceTracker()
    sequence.check(snapshot.seq)
    recognizer = Recognizer(position)
    reported = 0

    for ply, move in enumerate(replay.moves, 1):
        commands, expected_changes = hands(position, move, rng)
        frames, answer = settled(sim_board, *commands)
        move_changes = 0
        for frame in [*frames, answer]:
            if isinstance(frame, BadFrame):
                raise AssertionError(f"ply {ply}: a bad frame from the board: {frame}")
            if isinstance(frame, (Snapshot, Change, Button)):
                verdict, missing = sequence.check(frame.seq)
                assert verdict is SeqVerdict.NEXT, (ply, frame, missing)
            if isinstance(frame, Change):
                assert (frame.square in occupied) != frame.occupied, (ply, frame)
                (occupied.add if frame.occupied else occupied.discard)(frame.square)
                recognizer.feed(frame.square, frame.occupied)
                assert recognizer.is_plausible_in_progress(), (ply, move, frame)
                move_changes += 1
            elif isinstance(frame, Snapshot):  # a heartbeat, or the answer at the end
                assert frame.occupancy == occupied, (ply, frame)
        assert move_changes == expected_changes, (ply, move, changes(frames))
        reported += move_changes

        position.push(move)
        assert occupied == set(position.pieces()), (ply, move)
        reading = recognizer.settle()
        assert isinstance(reading, MoveRecognized) and reading.move == move, (ply, reading)
        recognizer.expect(position)

    assert position.pieces() == replay.position.pieces()
    assert reported > 2 * len(replay.moves)
    assert sequence.gaps == 0 and sequence.repeats == 0


def test_button_2_held_on_the_real_firmware_says_the_time_left(
        sim_board: SimulatedBoard, tmp_path: Path) -> None:
    """The firmware reports a press and, only when the button is let go, its release: the
    host times the hold (no message of its own), and a second's hold says the clock."""
    from accessible_dama.phrases.board import BoardRenderer
    from accessible_dama.sensor.link import Bridge, ButtonPressed, ButtonReleased
    from accessible_dama.session.board_game import HOLD, BoardGame
    from accessible_dama.session.core import Session
    from accessible_dama.session.settings import Settings

    hello, snapshot = sim_board.connect()
    now = [0.0]  # the simulated time, in seconds, as the harness waits it
    bridge = Bridge()
    bridge.opened(0.0)
    settings = Settings(lang="en", opponent="human", output="silent", clock_minutes=5.0)
    session = Session(settings, save_path=tmp_path / "auto.pdn", rng=random.Random(1),
                      engine_depth=1, clock=lambda: now[0])
    game = BoardGame(session, cells_for=lambda text: b"")
    said: list[str] = []
    renderer = BoardRenderer("en")

    def feed(frames: list[Frame | BadFrame]) -> list[object]:
        events: list[object] = []
        for frame in frames:
            assert not isinstance(frame, BadFrame), frame
            for event in bridge.received(encode_frame(frame), now[0]):
                events.append(event)
                said.extend(line for e in game.on_board(event, now[0])
                            for line in renderer.render(e).lines)
        return events

    game.start(0.0)
    feed([hello, snapshot])
    assert said[-1] == "The board is ready."
    sim_board.do("press 2", f"wait {SETTLE_MS}")
    sim_board.send(Query())
    frames = sim_board.frames_until(Hello)
    assert feed([f for f in frames if isinstance(f, Button)]) == [ButtonPressed(2)]
    # held: nothing more comes from the board while the button is down
    hold_ms = int((HOLD + 0.2) * 1000)
    sim_board.do(f"wait {hold_ms}")
    now[0] += HOLD + 0.2
    said.extend(line for e in game.tick(now[0]) for line in renderer.render(e).lines)
    assert said[-1] == "White 4 min 59 s, Black 5 min."  # White's time ran through the hold
    sim_board.do("release 2", f"wait {SETTLE_MS}")
    sim_board.send(Query())
    frames = sim_board.frames_until(Hello)
    before = len(said)
    assert feed([f for f in frames if isinstance(f, Button)]) == [ButtonReleased(2)]
    assert len(said) == before  # let go after the time was said: no repeat
