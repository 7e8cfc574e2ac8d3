#include "sensors.h"

#include "hal.h"

/* Inputs of the last chip that have no square (50 squares: 49 and 50 use A and B). */
#define LAST_CHIP_MASK ((uint8_t)(SQUARES % 8 ? (1u << (SQUARES % 8)) - 1 : 0xFFu))

void sensors_scan(uint8_t occupied[SQUARE_BYTES])
{
    hal_shift_in(occupied, SHIFT_REGISTERS);
    for (uint8_t i = 0; i < SQUARE_BYTES; i++)
        occupied[i] = (uint8_t)~occupied[i]; /* closed contact reads 0 */
    occupied[SQUARE_BYTES - 1] &= LAST_CHIP_MASK;
}
