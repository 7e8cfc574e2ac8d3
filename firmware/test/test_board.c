/* The board as the host sees it: tables of {time, what happens on the board and the
 * line, exactly what the board sends}, on a fake clock with a fake 74HC165 chain. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "check.h"
#include "frame.h"
#include "hal_host.h"

#define D DEBOUNCE_MS
#define SCAN SCAN_PERIOD_MS

typedef struct {
    uint16_t ms;
    const char *inputs; /* from this ms: "+18" piece on 18, "-22" lifted, "+1..12", "b1+" pressed, "b1-" */
    const char *host;   /* bytes the host sends at this ms */
    const char *sent;   /* exactly what the board sent after the previous row, up to this ms */
} board_row;

static void set_square(unsigned square, bool piece)
{
    uint8_t mask = (uint8_t)(1u << ((square - 1) % 8));
    if (piece)
        fake_occupied[(square - 1) / 8] |= mask;
    else
        fake_occupied[(square - 1) / 8] &= (uint8_t)~mask;
}

static void apply(const char *inputs)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", inputs);
    for (char *word = strtok(copy, " "); word; word = strtok(NULL, " ")) {
        if (word[0] == 'b') {
            unsigned button = (unsigned)atoi(word + 1);
            uint8_t mask = (uint8_t)(1u << (button - 1));
            if (word[strlen(word) - 1] == '+')
                fake_buttons |= mask;
            else
                fake_buttons &= (uint8_t)~mask;
            continue;
        }
        char *end;
        unsigned first = (unsigned)strtoul(word + 1, &end, 10), last = first;
        if (end[0] == '.' && end[1] == '.')
            last = (unsigned)strtoul(end + 2, NULL, 10);
        for (unsigned s = first; s <= last; s++)
            set_square(s, word[0] == '+');
    }
}

static void run(const char *name, const char *start, const board_row *steps, unsigned count)
{
    static char sent[16384];
    fake_reset();
    apply(start);
    board_init(0);
    for (unsigned i = 0; i < count; i++) {
        const board_row *row = &steps[i];
        sent[0] = '\0';
        strcat(sent, fake_board_sent());
        while (fake_now < row->ms) {
            fake_now++;
            if (fake_now == row->ms)
                break;
            board_step(fake_now);
            strcat(sent, fake_board_sent());
        }
        apply(row->inputs);
        fake_host_sends(row->host);
        board_step(fake_now);
        strcat(sent, fake_board_sent());
        char where[128];
        snprintf(where, sizeof where, "%s, row at %u ms", name, row->ms);
        CHECK_EQ_STR(sent, row->sent, where);
    }
}

#define RUN_TABLE(start, table) run(#table, start, table, sizeof table / sizeof *table)

#if SQUARES == 32
#define START "+1..12 +21..32"
#define HELLO "$H,1,DAMA-0001,32,1.0.0*0237\n"
#define START_SNAPSHOT "$S,0,FFF00FFF*60F3\n"
#else
#define START "+1..20 +31..50"
#define HELLO "$H,1,DAMA-0001,50,1.0.0*E21F\n"
#define START_SNAPSHOT "$S,0,3FFFFC00FFFFF*71E8\n"
#endif

static void power_on_sends_hello_and_snapshot(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {100, "", "", ""},
    };
    RUN_TABLE(START, table);
}

#if SQUARES == 32

/* The protocol's example: c3 (22) lifted, put down on d4 (18), both contacts bouncing. */
static void a_move_with_bouncing_contacts_gives_one_change_per_square(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "-22", "", ""},
        {12, "+22", "", ""},
        {15, "-22", "", ""},
        {16, "+22", "", ""},
        {18, "-22", "", ""},
        {18 + D - 1, "", "", ""}, /* not before it has been stable for DEBOUNCE_MS */
        {18 + D + SCAN, "", "", "$C,1,22,0*C529\n"},
        {60, "+18", "", ""},
        {61, "-18", "", ""},
        {64, "+18", "", ""},
        {66, "-18", "", ""},
        {68, "+18", "", ""},
        {68 + D - 1, "", "", ""},
        {68 + D + SCAN, "", "", "$C,2,18,1*47F5\n"},
        {500, "", "$R*9B47\n", "$S,3,FFD20FFF*1EFF\n"},
        {1000, "", "", ""},
    };
    RUN_TABLE(START, table);
}

static void a_knocked_piece_that_settles_back_is_no_change(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "-10", "", ""},
        {12, "+10", "", ""},
        {14, "-10", "", ""},
        {16, "+10", "", ""},
        {300, "", "", ""},
        {301, "", "$R*9B47\n", "$S,1,FFF00FFF*0FB6\n"},
    };
    RUN_TABLE(START, table);
}

static void squares_changing_together_are_reported_in_square_order(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "-9 -5 +14 +13", "", ""},
        {10 + D + SCAN, "", "", "$C,1,5,0*4F05\n$C,2,9,0*D4B6\n$C,3,13,1*F2A4\n$C,4,14,1*BF75\n"},
    };
    RUN_TABLE(START, table);
}

static void the_host_may_ask_at_any_time(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {5, "", "$Q*AB24\n", HELLO "$S,1,FFF00FFF*0FB6\n"},
        {7, "", "$R*9B47\n", "$S,2,FFF00FFF*BE79\n"},
        {8, "", "$Q*", ""}, /* a frame split over two reads */
        {9, "", "AB24\r\n", HELLO "$S,3,FFF00FFF*D13C\n"},
    };
    RUN_TABLE(START, table);
}

static void a_heartbeat_snapshot_comes_when_nothing_changed_for_5_s(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {HEARTBEAT_MS - 1, "", "", ""},
        {HEARTBEAT_MS, "", "", "$S,1,FFF00FFF*0FB6\n"},
        {HEARTBEAT_MS + 1000, "-22", "", ""},
        {HEARTBEAT_MS + 1000 + D + SCAN, "", "", "$C,2,22,0*0BC9\n"},
        /* a change restarts the heartbeat */
        {2 * HEARTBEAT_MS + 1000 - 1, "", "", ""},
        {2 * HEARTBEAT_MS + 1000 + D + SCAN, "", "", "$S,3,FFD00FFF*5A7C\n"},
    };
    RUN_TABLE(START, table);
}

static void buttons_are_debounced_and_reported(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "b1+", "", ""},
        {11, "b1-", "", ""},
        {14, "b1+", "", ""},
        {14 + D - 1, "", "", ""},
        {14 + D + SCAN, "", "", "$B,1,1,1*3B85\n"},
        {100, "b1-", "", ""},
        {100 + D + SCAN, "", "", "$B,2,1,0*C576\n"},
    };
    RUN_TABLE(START, table);
}

static void bad_host_frames_are_answered_with_E(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "", "$Q*0000\n", "$E,CRC*0FC8\n"},
        {11, "", "$X*3A0D\n", "$E,SYN*41FC\n"},
        {12, "", "$Q,1*C09B\n", "$E,SYN*41FC\n"},
        {13, "", "$D,0F1*B5A3\n", "$E,SYN*41FC\n"},   /* half a cell */
        {14, "", "$D,0f1b*9E5C\n", "$E,SYN*41FC\n"},  /* lower-case hex */
        {15, "", "$L,3*E1EB\n", "$E,SYN*41FC\n"},
        {16, "", "$D*E9B0\n", "$E,SYN*41FC\n"},
        {17, "", "$D,000000000000000000000000000000000000000000000000000000000000000000000000"
                 "*0000\n", /* 81 bytes */
         "$E,LEN*68B0\n"},
        {18, "", "$E,SYN*41FC\n", ""}, /* never answer an error with an error */
        {19, "", "hello\n", "$E,SYN*41FC\n"},
        {20, "", "\r\n", ""},
        {21, "", "$S,0,FFF00FFF*60F3\n", "$E,SYN*41FC\n"}, /* a board frame, echoed */
        {22, "", "noise$Q*AB24\r\n", HELLO "$S,1,FFF00FFF*0FB6\n"},
        {100, "", "", ""},
    };
    RUN_TABLE(START, table);
    CHECK_EQ_INT(board_bad_frames(), 11);
}

#else /* 50 squares */

static void squares_49_and_50_are_read_from_the_seventh_chip(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {10, "-50", "", ""},
        {10 + D + SCAN, "", "", "$C,1,50,0*FA64\n"},
        {50, "-49", "", ""},
        {50 + D + SCAN, "", "", "$C,2,49,0*DCA1\n"},
        {100, "", "$R*9B47\n", "$S,3,0FFFFC00FFFFF*5D68\n"},
    };
    RUN_TABLE(START, table);
}

static void the_host_may_ask_at_any_time(void)
{
    static const board_row table[] = {
        {0, "", "", HELLO START_SNAPSHOT},
        {5, "", "$Q*AB24\n", HELLO "$S,1,3FFFFC00FFFFF*DF14\n"},
    };
    RUN_TABLE(START, table);
}

#endif

/* Not a table: the counter runs 0-255 and then 0 again, over S, C and B alike. */
static void the_sequence_number_wraps_after_255(void)
{
    fake_reset();
    apply(START);
    board_init(0);
    fake_board_sent();
    for (unsigned n = 1; n <= 300; n++) {
        fake_now++;
        fake_host_sends("$R*9B47\n");
        board_step(fake_now);
        const char *sent = fake_board_sent();
        char want[16];
        snprintf(want, sizeof want, "$S,%u,", n % 256);
        CHECK(strncmp(sent, want, strlen(want)) == 0);
    }
}

static void display_frames_reach_the_cells(void)
{
    fake_reset();
    apply(START);
    board_init(0);
    CHECK_EQ_INT(fake_strobes, 1); /* blanked at power on */
    for (unsigned i = 0; i < BRAILLE_CELLS; i++)
        CHECK_EQ_INT(fake_cells[i], 0);
    fake_board_sent();

    fake_now = 10;
    fake_host_sends("$D,0F1B*3CF8\n"); /* two cells given, the rest blank */
    board_step(fake_now);
    CHECK_EQ_STR(fake_board_sent(), "$A,D*ADCA\n", "ack");
    CHECK_EQ_INT(fake_strobes, 2);
    CHECK_EQ_INT(fake_cells[0], 0x0F);
    CHECK_EQ_INT(fake_cells[1], 0x1B);
    for (unsigned i = 2; i < BRAILLE_CELLS; i++)
        CHECK_EQ_INT(fake_cells[i], 0);

    /* more cells than the board has: the extra ones are ignored */
    char frame[FRAME_MAX + 1], hex[2 * 35 + 1] = "";
    for (unsigned i = 0; i < 35; i++)
        snprintf(hex + 2 * i, 3, "%02X", 0x80 | i);
    frame_out f;
    frame_begin(&f, 'D');
    frame_add_text(&f, hex);
    frame_finish(&f);
    snprintf(frame, sizeof frame, "%s", f.text);
    fake_host_sends(frame);
    board_step(++fake_now);
    CHECK_EQ_STR(fake_board_sent(), "$A,D*ADCA\n", "ack of a long frame");
    for (unsigned i = 0; i < BRAILLE_CELLS; i++)
        CHECK_EQ_INT(fake_cells[i], 0x80 | i);

    /* a bad frame leaves the cells as they were */
    fake_host_sends("$D,0F1*B5A3\n");
    board_step(++fake_now);
    CHECK_EQ_STR(fake_board_sent(), "$E,SYN*41FC\n", "bad display frame");
    CHECK_EQ_INT(fake_strobes, 3);
    CHECK_EQ_INT(fake_cells[0], 0x80);
}

static void the_light_is_on_off_or_blinking(void)
{
    fake_reset();
    apply(START);
    board_init(0);
    fake_board_sent();
    CHECK(!fake_light);

    fake_host_sends("$L,1*C1A9\n");
    board_step(fake_now = 10);
    CHECK_EQ_STR(fake_board_sent(), "$A,L*2CC2\n", "ack on");
    CHECK(fake_light);

    fake_host_sends("$L,0*D188\n");
    board_step(fake_now = 20);
    CHECK_EQ_STR(fake_board_sent(), "$A,L*2CC2\n", "ack off");
    CHECK(!fake_light);

    fake_host_sends("$L,2*F1CA\n");
    board_step(fake_now = 30);
    CHECK_EQ_STR(fake_board_sent(), "$A,L*2CC2\n", "ack blink");
    unsigned changes = fake_light_changes;
    while (fake_now < 30 + 4 * BLINK_HALF_PERIOD_MS - 1)
        board_step(++fake_now);
    /* on at 30, off, on, off: three more changes within two periods */
    CHECK_EQ_INT(fake_light_changes - changes, 3);
    CHECK(!fake_light);
}

void board_tests(void)
{
    RUN(power_on_sends_hello_and_snapshot);
#if SQUARES == 32
    RUN(a_move_with_bouncing_contacts_gives_one_change_per_square);
    RUN(a_knocked_piece_that_settles_back_is_no_change);
    RUN(squares_changing_together_are_reported_in_square_order);
    RUN(a_heartbeat_snapshot_comes_when_nothing_changed_for_5_s);
    RUN(buttons_are_debounced_and_reported);
    RUN(bad_host_frames_are_answered_with_E);
#else
    RUN(squares_49_and_50_are_read_from_the_seventh_chip);
#endif
    RUN(the_host_may_ask_at_any_time);
    RUN(the_sequence_number_wraps_after_255);
    RUN(display_frames_reach_the_cells);
    RUN(the_light_is_on_off_or_blinking);
}
