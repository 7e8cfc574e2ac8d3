#include "board.h"

#include <stdbool.h>
#include <string.h>

#include "braille.h"
#include "debounce.h"
#include "frame.h"
#include "hal.h"
#include "sensors.h"

/* squares: raw rows from the chain, cooked (debounced) occupancy, debounce state */
static uint8_t raw_squares[SQUARE_BYTES];
static uint8_t occupied[SQUARE_BYTES];
static uint8_t squares_changed[SQUARE_BYTES];
static uint8_t squares_last_raw[SQUARE_BYTES];
static uint8_t squares_timers[SQUARES];
static debouncer squares_debouncer = {SQUARES, squares_last_raw, squares_timers};

static uint8_t buttons_raw, buttons_pressed, buttons_changed, buttons_last_raw;
static uint8_t buttons_timers[BUTTONS];
static debouncer buttons_debouncer = {BUTTONS, &buttons_last_raw, buttons_timers};

static uint8_t sequence;      /* of S, C and B frames, 0-255 then 0 again */
static uint16_t last_scan;    /* when the chain was last read */
static uint16_t last_report;  /* when the last S, C or B frame went out (heartbeat) */
static uint8_t light_level;   /* 0 off, 1 on, 2 blinking */
static uint16_t light_since;  /* when the level was set (blink phase) */
static bool light_on;
static uint16_t bad_frames;
static frame_in host;
static frame_out out;

/* ------------------------------------------------------------------ reports */

static void send(void)
{
    frame_finish(&out);
    hal_uart_write(out.text, out.length);
}

static void send_hello(void)
{
    frame_begin(&out, 'H');
    frame_add_uint(&out, PROTOCOL_VERSION);
    frame_add_text(&out, BOARD_ID);
    frame_add_uint(&out, SQUARES);
    frame_add_text(&out, FIRMWARE_VERSION);
    send();
}

/* S, C and B share one sequence counter and restart the heartbeat. */
static void begin_state_frame(char type, uint16_t now)
{
    frame_begin(&out, type);
    frame_add_uint(&out, sequence++);
    last_report = now;
}

static void send_snapshot(uint16_t now)
{
    begin_state_frame('S', now);
    frame_add_hex_map(&out, occupied, OCCUPANCY_DIGITS);
    send();
}

static void send_change(uint8_t number, bool state, char type, uint16_t now)
{
    begin_state_frame(type, now);
    frame_add_uint(&out, number);
    frame_add_uint(&out, state);
    send();
}

static void send_ack(char type)
{
    const char field[2] = {type, '\0'};
    frame_begin(&out, 'A');
    frame_add_text(&out, field);
    send();
}

static void send_error(const char *code)
{
    bad_frames++;
    frame_begin(&out, 'E');
    frame_add_text(&out, code);
    send();
}

/* Every set bit of `changed`, in input order, as C or B frames with the new state. */
static void report_changes(const uint8_t *changed, const uint8_t *state, uint8_t inputs,
                           char type, uint16_t now)
{
    for (uint8_t i = 0; i < inputs; i++) {
        uint8_t mask = (uint8_t)(1u << (i % 8));
        if (changed[i / 8] & mask)
            send_change((uint8_t)(i + 1), state[i / 8] & mask, type, now);
    }
}

/* ------------------------------------------------------------------ host frames */

static int8_t hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return (int8_t)(c - '0');
    if (c >= 'A' && c <= 'F')
        return (int8_t)(c - 'A' + 10);
    return -1;
}

/* $D,<cells>: two hex digits per cell; extra cells ignored, missing ones blank. */
static bool show_cells(const char *hex, uint8_t length)
{
    uint8_t cells[BRAILLE_CELLS];
    if (length % 2)
        return false;
    memset(cells, 0, sizeof cells);
    for (uint8_t i = 0; i < length; i += 2) {
        int8_t high = hex_digit(hex[i]), low = hex_digit(hex[i + 1]);
        if (high < 0 || low < 0)
            return false;
        if (i / 2 < BRAILLE_CELLS)
            cells[i / 2] = (uint8_t)(high << 4 | low);
    }
    braille_show(cells);
    return true;
}

static void set_light(uint8_t level, uint16_t now)
{
    light_level = level;
    light_since = now;
}

static void obey(const frame_in *p, uint16_t now)
{
    switch (p->type) {
    case 'Q':
        if (p->has_fields)
            break;
        send_hello();
        send_snapshot(now);
        return;
    case 'R':
        if (p->has_fields)
            break;
        send_snapshot(now);
        return;
    case 'D':
        if (!p->has_fields || !show_cells(p->fields, p->fields_length))
            break;
        send_ack('D');
        return;
    case 'L':
        if (!p->has_fields || p->fields_length != 1 || p->fields[0] < '0' || p->fields[0] > '2')
            break;
        set_light((uint8_t)(p->fields[0] - '0'), now);
        send_ack('L');
        return;
    case 'E':
        /* never answer an error with an error: on an echoing line that would never end */
        bad_frames++;
        return;
    }
    send_error("SYN");
}

static void read_host(uint16_t now)
{
    uint8_t byte;
    while (hal_uart_read(&byte)) {
        switch (frame_feed(&host, byte)) {
        case FRAME_PENDING:
            break;
        case FRAME_VALID:
            obey(&host, now);
            break;
        case FRAME_BAD_CRC:
            send_error("CRC");
            break;
        case FRAME_TOO_LONG:
            send_error("LEN");
            break;
        case FRAME_BAD_SYNTAX:
            send_error("SYN");
            break;
        }
    }
}

/* ------------------------------------------------------------------ the loop */

static void scan(uint16_t now)
{
    uint16_t since = (uint16_t)(now - last_scan);
    uint8_t elapsed = since > 255 ? 255 : (uint8_t)since;
    last_scan = now;

    sensors_scan(raw_squares);
    if (debounce(&squares_debouncer, raw_squares, occupied, squares_changed, elapsed))
        report_changes(squares_changed, occupied, SQUARES, 'C', now);

    buttons_raw = hal_buttons_raw();
    if (debounce(&buttons_debouncer, &buttons_raw, &buttons_pressed, &buttons_changed, elapsed))
        report_changes(&buttons_changed, &buttons_pressed, BUTTONS, 'B', now);
}

static void update_light(uint16_t now)
{
    bool on = light_level == 1 ||
              (light_level == 2 &&
               ((uint16_t)(now - light_since) / BLINK_HALF_PERIOD_MS) % 2 == 0);
    if (on != light_on) {
        light_on = on;
        hal_status_light(on);
    }
}

void board_init(uint16_t now)
{
    static const uint8_t blank[BRAILLE_CELLS];
    frame_in_reset(&host);
    sequence = 0;
    bad_frames = 0;
    last_scan = now;
    light_on = false;
    set_light(0, now);
    hal_status_light(false);
    braille_show(blank);

    sensors_scan(raw_squares);
    debounce_init(&squares_debouncer, raw_squares, occupied);
    buttons_raw = hal_buttons_raw();
    debounce_init(&buttons_debouncer, &buttons_raw, &buttons_pressed);

    /* lost if no host has the port open yet: the host starts with Q */
    send_hello();
    send_snapshot(now);
}

void board_step(uint16_t now)
{
    read_host(now);
    if ((uint16_t)(now - last_scan) >= SCAN_PERIOD_MS)
        scan(now);
    if ((uint16_t)(now - last_report) >= HEARTBEAT_MS)
        send_snapshot(now);
    update_light(now);
}

uint16_t board_bad_frames(void)
{
    return bad_frames;
}
