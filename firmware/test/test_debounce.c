/* The debounce contract, as tables of {time, raw inputs, cooked state, changes so far},
 * run on a 1 ms tick. Times are written from DEBOUNCE_MS, so the tables hold for any
 * setting. */
#include <stdint.h>

#include "check.h"
#include "debounce.h"

#define D DEBOUNCE_MS

typedef struct {
    uint16_t ms;
    uint8_t raw;     /* from this ms on (bit i = input i) */
    uint8_t cooked;  /* expected after the call at this ms */
    uint8_t changes; /* expected cooked changes reported so far */
} debounce_step;

static void run(const char *name, const debounce_step *steps, unsigned count)
{
    uint8_t last_raw, timers[8], raw = 0, cooked, changed;
    unsigned changes = 0;
    debouncer d = {8, &last_raw, timers};
    debounce_init(&d, &raw, &cooked);
    uint16_t now = 0;
    for (unsigned i = 0; i < count; i++) {
        while (now < steps[i].ms) {
            now++;
            if (now == steps[i].ms)
                raw = steps[i].raw;
            uint8_t before = cooked;
            bool any = debounce(&d, &raw, &cooked, &changed, 1);
            CHECK_EQ_INT(any, changed != 0);
            CHECK_EQ_INT(changed, before ^ cooked); /* changed marks exactly what changed */
            for (uint8_t bits = changed; bits; bits &= (uint8_t)(bits - 1))
                changes++;
        }
        if (steps[i].ms == 0)
            raw = steps[i].raw, debounce_init(&d, &raw, &cooked);
        if (cooked != steps[i].cooked || changes != steps[i].changes)
            printf("  %s, at %u ms:\n", name, steps[i].ms);
        CHECK_EQ_INT(cooked, steps[i].cooked);
        CHECK_EQ_INT(changes, steps[i].changes);
    }
}

#define RUN_TABLE(table) run(#table, table, sizeof table / sizeof *table)

static void a_clean_change_counts_after_the_debounce_time(void)
{
    static const debounce_step table[] = {
        {0, 0, 0, 0},
        {10, 1, 0, 0},
        {10 + D - 1, 1, 0, 0},
        {10 + D, 1, 1, 1},
        {200, 1, 1, 1},
    };
    RUN_TABLE(table);
}

static void a_bouncing_contact_gives_exactly_one_change(void)
{
    static const debounce_step table[] = {
        {0, 0, 0, 0},
        {10, 1, 0, 0}, /* closes, bounces open and closed, then stays closed */
        {11, 0, 0, 0},
        {12, 1, 0, 0},
        {13, 0, 0, 0},
        {15, 1, 0, 0},
        {15 + D - 1, 1, 0, 0}, /* stable since 15: not yet */
        {15 + D, 1, 1, 1},
        {300, 1, 1, 1},
    };
    RUN_TABLE(table);
}

static void a_bounce_that_settles_back_gives_no_change(void)
{
    static const debounce_step table[] = {
        {0, 1, 1, 0},
        {10, 0, 1, 0}, /* a piece knocked: the reed opens, chatters, closes again */
        {11, 1, 1, 0},
        {13, 0, 1, 0},
        {14, 1, 1, 0},
        {14 + D, 1, 1, 0},
        {300, 1, 1, 0},
    };
    RUN_TABLE(table);
}

static void a_change_shorter_than_the_debounce_time_is_ignored(void)
{
    static const debounce_step table[] = {
        {0, 0, 0, 0},
        {10, 1, 0, 0},
        {10 + D - 1, 0, 0, 0}, /* gone again one ms too early */
        {100, 0, 0, 0},
    };
    RUN_TABLE(table);
}

static void one_bouncing_input_does_not_delay_another(void)
{
    static const debounce_step table[] = {
        {0, 0x00, 0x00, 0},
        {10, 0x01, 0x00, 0}, /* input 0 closes cleanly */
        {11, 0x03, 0x00, 0}, /* input 1 closes and bounces for a long time */
        {12, 0x01, 0x00, 0},
        {10 + D, 0x03, 0x01, 1}, /* input 0 counts on time */
        {10 + D + 1, 0x01, 0x01, 1},
        {10 + D + 2, 0x03, 0x01, 1},
        {10 + 2 * D + 2, 0x03, 0x03, 2},
    };
    RUN_TABLE(table);
}

static void both_directions_count(void)
{
    static const debounce_step table[] = {
        {0, 0x80, 0x80, 0},
        {5, 0x00, 0x80, 0}, /* lifted */
        {5 + D, 0x00, 0x00, 1},
        {50, 0x80, 0x00, 1}, /* put back */
        {50 + D, 0x80, 0x80, 2},
    };
    RUN_TABLE(table);
}

void debounce_tests(void)
{
    RUN(a_clean_change_counts_after_the_debounce_time);
    RUN(a_bouncing_contact_gives_exactly_one_change);
    RUN(a_bounce_that_settles_back_gives_no_change);
    RUN(a_change_shorter_than_the_debounce_time_is_ignored);
    RUN(one_bouncing_input_does_not_delay_another);
    RUN(both_directions_count);
}
