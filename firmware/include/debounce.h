/* Debouncing: raw readings in, cooked (trusted) state out.
 *
 * The contract, for every input bit:
 *   1. cooked takes raw's value once raw has kept that value for DEBOUNCE_MS;
 *   2. a raw change that goes back before then never reaches cooked;
 *   3. `changed` marks the cooked bits that changed in this call, and only those.
 * Per-input timers ("deferred, per key"), so one bouncing reed never delays another.
 */
#ifndef DAMA_DEBOUNCE_H
#define DAMA_DEBOUNCE_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"

typedef struct {
    uint8_t inputs;    /* how many bits */
    uint8_t *last_raw; /* (inputs + 7) / 8 bytes: raw at the previous call */
    uint8_t *timers;   /* inputs bytes: ms until the bit counts as stable, 0 = settled */
} debouncer;

/* Start settled: cooked = raw. */
void debounce_init(debouncer *d, const uint8_t *raw, uint8_t *cooked);

/* One scan, `elapsed_ms` after the previous one. Returns whether any cooked bit changed. */
bool debounce(debouncer *d, const uint8_t *raw, uint8_t *cooked, uint8_t *changed,
              uint8_t elapsed_ms);

#endif
