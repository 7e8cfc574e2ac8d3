/* Host unit tests of the firmware: scanning, debouncing and protocol framing, run on a
 * fake clock with fake shift-register inputs (hal/host). */
#include <stdio.h>

#include "check.h"
#include "config.h"

int checks_run, checks_failed;
const char *current_test;

void print_escaped(const char *text)
{
    for (; *text; text++) {
        if (*text == '\n')
            printf("\\n");
        else if (*text == '\r')
            printf("\\r");
        else if (*text < 0x20 || *text > 0x7E)
            printf("\\x%02X", (unsigned char)*text);
        else
            putchar(*text);
    }
}

int main(void)
{
    frame_tests();
    debounce_tests();
    board_tests();
    printf("firmware host tests, %d squares: %d checks, %d failed\n", SQUARES, checks_run,
           checks_failed);
    return checks_failed ? 1 : 0;
}
