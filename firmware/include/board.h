/* The sensor board: scanning, debouncing, reporting and obeying the host, as in
 * docs/protocol.md. Time is passed in (milliseconds, wrapping at 65536). */
#ifndef DAMA_BOARD_H
#define DAMA_BOARD_H

#include <stdint.h>

/* Read the board once as the settled state, blank the cells, send hello and snapshot. */
void board_init(uint16_t now);

/* Do what is due at `now`: read the serial line, scan, debounce, report, heartbeat,
 * blink. Call it at least once per millisecond. */
void board_step(uint16_t now);

/* Bad frames received so far (the protocol asks the board to count them). */
uint16_t board_bad_frames(void);

#endif
