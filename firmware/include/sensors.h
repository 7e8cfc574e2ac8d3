/* Scanning: read the 74HC165 chain and write the raw occupancy rows.
 *
 * Square s is wired to chip (s-1)/8 of the chain (chip 0 nearest the microcontroller),
 * input A + (s-1)%8; a closed reed or hall switch pulls the input to ground.
 */
#ifndef DAMA_SENSORS_H
#define DAMA_SENSORS_H

#include <stdint.h>

#include "config.h"

/* occupied: bit (s-1)%8 of byte (s-1)/8 is set when square s has a piece (not debounced). */
void sensors_scan(uint8_t occupied[SQUARE_BYTES]);

#endif
