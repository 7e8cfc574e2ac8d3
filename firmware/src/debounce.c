#include "debounce.h"

#include <string.h>

void debounce_init(debouncer *d, const uint8_t *raw, uint8_t *cooked)
{
    uint8_t bytes = (uint8_t)((d->inputs + 7) / 8);
    memcpy(d->last_raw, raw, bytes);
    memcpy(cooked, raw, bytes);
    memset(d->timers, 0, d->inputs);
}

bool debounce(debouncer *d, const uint8_t *raw, uint8_t *cooked, uint8_t *changed,
              uint8_t elapsed_ms)
{
    bool any = false;
    uint8_t bytes = (uint8_t)((d->inputs + 7) / 8);
    memset(changed, 0, bytes);
    for (uint8_t i = 0; i < d->inputs; i++) {
        uint8_t byte = i / 8, mask = (uint8_t)(1u << (i % 8));
        uint8_t now = raw[byte] & mask;
        if (now != (d->last_raw[byte] & mask)) {
            /* a new value, or a bounce: wait for it to stay */
            d->last_raw[byte] ^= mask;
            d->timers[i] = DEBOUNCE_MS;
        } else if (d->timers[i]) {
            if (d->timers[i] > elapsed_ms) {
                d->timers[i] = (uint8_t)(d->timers[i] - elapsed_ms);
            } else {
                d->timers[i] = 0;
                if ((cooked[byte] & mask) != now) {
                    cooked[byte] ^= mask;
                    changed[byte] |= mask;
                    any = true;
                }
            }
        }
    }
    return any;
}
