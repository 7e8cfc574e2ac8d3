/* Braille cells: piezo cells behind a serial-in shift chain (DIN, CLK, STROBE). */
#ifndef DAMA_BRAILLE_H
#define DAMA_BRAILLE_H

#include <stdint.h>

#include "config.h"

/* Show the cells: cells[0] is the leftmost; bit 0 = dot 1 ... bit 7 = dot 8.
 * Bits go out last cell first and dot 8 first, so dot 1 of cell 1 is clocked in last;
 * change the order here if a module's datasheet says otherwise. */
void braille_show(const uint8_t cells[BRAILLE_CELLS]);

#endif
