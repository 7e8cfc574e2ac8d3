/* The fake hardware of the host tests: what the tests set and what they look at. */
#ifndef DAMA_HAL_HOST_H
#define DAMA_HAL_HOST_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"

/* inputs */
extern uint16_t fake_now;                       /* what hal_millis returns */
extern uint8_t fake_occupied[SQUARE_BYTES];     /* bit s-1: a piece on square s */
extern uint8_t fake_buttons;                    /* bit 0: button 1 pressed ... */
void fake_host_sends(const char *bytes);        /* queue bytes on the serial line */

/* outputs */
extern uint8_t fake_cells[BRAILLE_CELLS];       /* what the cells show since the last strobe */
extern unsigned fake_strobes;
extern bool fake_light;
extern unsigned fake_light_changes;
extern unsigned fake_chain_loads;               /* /PL pulses */
/* Everything the board sent since the last call, NUL-terminated; then forgotten. */
const char *fake_board_sent(void);

/* Back to power-on: empty board, nothing pressed or sent, time 0. */
void fake_reset(void);

#endif
