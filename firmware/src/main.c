/* The sensor board firmware: one loop, woken by the millisecond tick or the serial line. */
#include <avr/sleep.h>

#include "board.h"
#include "hal.h"

int main(void)
{
    hal_init();
    board_init(hal_millis());
    set_sleep_mode(SLEEP_MODE_IDLE);
    for (;;) {
        board_step(hal_millis());
        sleep_mode(); /* until the next interrupt: at most 1 ms */
    }
}
