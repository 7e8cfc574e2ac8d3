/* Build-time settings of the sensor board, and the checks that refuse impossible ones.
 *
 * Every setting can be given on the make command line (make SQUARES=50 DEBOUNCE_MS=15);
 * a combination that cannot work stops the build here with a _Static_assert message
 * instead of misbehaving on the board.
 */
#ifndef DAMA_CONFIG_H
#define DAMA_CONFIG_H

/* Dark squares with a sensor: 32 (8x8 board) or 50 (10x10 board). */
#ifndef SQUARES
#define SQUARES 32
#endif

/* How often the 74HC165 chain is read, in milliseconds. */
#ifndef SCAN_PERIOD_MS
#define SCAN_PERIOD_MS 2
#endif

/* A square or button changes only after its contact has been stable this long (ms). */
#ifndef DEBOUNCE_MS
#define DEBOUNCE_MS 15
#endif

/* A snapshot is sent when nothing was reported for this long (the heartbeat), in ms. */
#ifndef HEARTBEAT_MS
#define HEARTBEAT_MS 5000
#endif

/* Braille cells on the board's edge (piezo cells on a DIN/CLK/STROBE shift chain). */
#ifndef BRAILLE_CELLS
#define BRAILLE_CELLS 8
#endif

/* Buttons: 1 = done/clock, 2 = repeat. */
#ifndef BUTTONS
#define BUTTONS 2
#endif

/* The status light blinks (level 2) with this half period, in ms. */
#ifndef BLINK_HALF_PERIOD_MS
#define BLINK_HALF_PERIOD_MS 250
#endif

/* Serial ring buffers in bytes (powers of two: the indices wrap with a mask). */
#ifndef UART_RX_BUFFER
#define UART_RX_BUFFER 128
#endif
#ifndef UART_TX_BUFFER
#define UART_TX_BUFFER 128
#endif

#ifndef BOARD_ID
#define BOARD_ID "DAMA-0001"
#endif

#define FIRMWARE_VERSION "1.0.0"
#define PROTOCOL_VERSION 1
#define UART_BAUD 115200UL

/* ------------------------------------------------------------------ derived values */

/* 74HC165 chips in the chain: 8 inputs each. */
#define SHIFT_REGISTERS ((SQUARES + 7) / 8)
/* Bytes of one occupancy map (bit s-1 = square s). */
#define SQUARE_BYTES SHIFT_REGISTERS
/* Hexadecimal digits of an occupancy map in a frame: 8 (32 squares) or 13 (50). */
#define OCCUPANCY_DIGITS ((SQUARES + 3) / 4)
/* Protocol: a frame is at most 80 bytes including '$' and '\n'. */
#define FRAME_MAX 80

/* ------------------------------------------------------------------ impossible settings */

_Static_assert(SQUARES == 32 || SQUARES == 50,
               "SQUARES must be 32 (8x8 board) or 50 (10x10 board)");
_Static_assert(SHIFT_REGISTERS == (SQUARES == 32 ? 4 : 7),
               "a 32-square board has 4 shift registers, a 50-square board 7");
_Static_assert(SCAN_PERIOD_MS >= 1 && SCAN_PERIOD_MS <= 10,
               "SCAN_PERIOD_MS must be 1-10 ms: the board scans every few milliseconds");
_Static_assert(DEBOUNCE_MS >= SCAN_PERIOD_MS,
               "DEBOUNCE_MS shorter than the scan period: no change could ever be confirmed");
_Static_assert(DEBOUNCE_MS <= 255,
               "DEBOUNCE_MS must fit the 8-bit debounce timers (at most 255 ms)");
_Static_assert(HEARTBEAT_MS >= 1000 && HEARTBEAT_MS <= 10000,
               "HEARTBEAT_MS must be 1-10 s: the host gives up after 15 s of silence");
_Static_assert(BUTTONS >= 1 && BUTTONS <= 2, "BUTTONS must be 1 or 2: the protocol knows buttons 1 and 2");
_Static_assert(BRAILLE_CELLS >= 1 && 3 + 2 * BRAILLE_CELLS + 6 <= FRAME_MAX,
               "BRAILLE_CELLS: a $D frame with that many cells would not fit 80 bytes");
_Static_assert((UART_RX_BUFFER & (UART_RX_BUFFER - 1)) == 0 && UART_RX_BUFFER <= 256,
               "UART_RX_BUFFER must be a power of two, at most 256");
_Static_assert((UART_TX_BUFFER & (UART_TX_BUFFER - 1)) == 0 && UART_TX_BUFFER <= 256,
               "UART_TX_BUFFER must be a power of two, at most 256");
_Static_assert(UART_RX_BUFFER >= 32,
               "UART_RX_BUFFER under 32 bytes overflows while a frame is being sent");
_Static_assert(UART_TX_BUFFER >= FRAME_MAX,
               "UART_TX_BUFFER must hold one whole frame");
_Static_assert(sizeof(BOARD_ID) >= 2 && sizeof(BOARD_ID) - 1 <= 16,
               "BOARD_ID must have 1-16 characters (letters, digits, '-')");

#endif
