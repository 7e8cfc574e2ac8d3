/* A sensor board in simavr: the real firmware ELF on a simulated ATmega328P, with the
 * board around it emulated here.
 *
 *   harness [--squares 32|50] [--occupied LIST] [--speed X] FIRMWARE.elf PTY_LINK
 *
 * - UART0 is a pty; PTY_LINK becomes a symlink to it (open it with pyserial, or `dama`).
 * - The 74HC165 chain: /PL going low latches the occupancy, each SPI byte the firmware
 *   sends is answered with the next byte of the chain (chip 1 first, input H first).
 * - The braille chain (DIN, CLK, STROBE) and the status light are watched.
 * - Time runs X times real time (--speed, default 1; 0 = as fast as the host can).
 *
 * Commands, one per line on stdin, done in order in simulated time; each is answered on
 * stdout with "ok <command>" once done, or "error <why>":
 *   set S 0|1          square S empty / occupied
 *   bounce S N [US]    square S's contact flips N times, US microseconds apart (1000):
 *                      odd N ends in the other state, even N settles back
 *   press B, release B button B (1 = done/clock, 2 = repeat)
 *   wait MS            let MS milliseconds of simulated time pass
 *   time               answers "time <simulated ms>" (then "ok time")
 *   show               answers "occupied <squares>" (then "ok show")
 *   quit               (or end of input) stops the simulation
 * What the board shows is written as it happens: "cells <hex per cell>" on every
 * strobe of the braille chain, "light 0|1" when the status light changes.
 * LIST is like "1-12,21-32" or "start" (the usual start position) or "" (empty).
 * simavr's own messages go to stderr; stdout carries only the lines above.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "avr_ioport.h"
#include "avr_spi.h"
#include "sim_avr.h"
#include "sim_elf.h"
#include "sim_time.h"
#include "uart_pty.h"

#define MAX_SQUARES 50
#define MAX_CHIPS 7
#define BRAILLE_MAX_CELLS 40
#define TICK_US 100

static avr_t *avr;
static uart_pty_t uart;
static FILE *out; /* the real stdout; fd 1 itself goes to stderr for simavr's chatter */
static char link_path[512];

static int squares = 32;
static bool occupied[MAX_SQUARES + 1];
static uint8_t chain[MAX_CHIPS];
static int chips;

static bool braille_din;
static uint8_t braille_chain[BRAILLE_MAX_CELLS];
static int braille_cells = 8;

static uint8_t buttons_released = 0x0C; /* PD2, PD3 high: not pressed */
static avr_irq_t *button_irq[3];

/* ------------------------------------------------------------------ output */

static void say(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vfprintf(out, format, args);
    va_end(args);
    fputc('\n', out);
    fflush(out);
}

static _Noreturn void stop(int status)
{
    fflush(out);
    unlink(link_path);
    _exit(status); /* uart_pty_stop() can block: leave without it */
}

/* ------------------------------------------------------------------ 74HC165 chain */

static void latch_chain(void)
{
    for (int chip = 0; chip < chips; chip++) {
        uint8_t inputs = 0;
        for (int pin = 0; pin < 8; pin++) {
            int square = chip * 8 + pin + 1;
            bool piece = square <= squares && occupied[square];
            if (!piece) /* pulled up when the contact is open */
                inputs |= (uint8_t)(1u << pin);
        }
        chain[chip] = inputs;
    }
}

static void load_pin_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)param;
    if (!value) /* /PL low: parallel load */
        latch_chain();
}

static void spi_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)value;
    avr_irq_t *miso = param;
    uint8_t byte = chain[0]; /* 8 clocks: chip 1's byte comes out, H first */
    for (int chip = 0; chip + 1 < chips; chip++)
        chain[chip] = chain[chip + 1];
    chain[chips - 1] = 0x00; /* SER of the last chip is tied to ground */
    avr_raise_irq(miso, byte);
}

/* ------------------------------------------------------------------ braille, light */

static void braille_din_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)param;
    braille_din = value & 1;
}

static void braille_clock_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)param;
    if (!(value & 1))
        return;
    /* rising edge: one long shift register from DIN, dot 1 ... dot 8 of cell 1, cell 2 ... */
    for (int cell = braille_cells - 1; cell >= 0; cell--) {
        uint8_t carry = cell ? braille_chain[cell - 1] >> 7 : braille_din;
        braille_chain[cell] = (uint8_t)(braille_chain[cell] << 1 | carry);
    }
}

static void braille_strobe_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)param;
    if (!(value & 1))
        return;
    char hex[2 * BRAILLE_MAX_CELLS + 1];
    for (int cell = 0; cell < braille_cells; cell++)
        sprintf(hex + 2 * cell, "%02X", braille_chain[cell]);
    say("cells %s", hex);
}

static void light_hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq, (void)param;
    say("light %u", value & 1);
}

/* ------------------------------------------------------------------ buttons */

static void set_button(int button, bool pressed)
{
    int pin = button + 1; /* button 1 on PD2, button 2 on PD3 */
    if (pressed)
        buttons_released &= (uint8_t)~(1u << pin);
    else
        buttons_released |= (uint8_t)(1u << pin);
    /* an "external" level, so the firmware's writes to PORTD (pull-ups) do not undo it */
    avr_ioport_external_t level = {.name = 'D', .mask = 0x0C, .value = buttons_released};
    avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('D'), &level);
    avr_raise_irq(button_irq[button], !pressed);
}

/* ------------------------------------------------------------------ commands */

static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static char queue[256][128];
static unsigned queue_head, queue_tail;
static atomic_uint queued;
static atomic_bool input_ended;

static uint64_t now_us(void)
{
    return avr_cycles_to_usec(avr, avr->cycle);
}

/* what is under way: a bounce or a wait; nothing else runs until it is done */
static struct {
    char command[128];
    int square, flips_left;
    uint64_t next_us, interval_us, wait_until_us;
} busy;

static bool parse_square(const char *text, int *square)
{
    char *end;
    long n = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0' || n < 1 || n > squares)
        return false;
    *square = (int)n;
    return true;
}

static void show(void)
{
    char list[4 * MAX_SQUARES + 1] = "";
    for (int s = 1; s <= squares; s++)
        if (occupied[s])
            sprintf(list + strlen(list), "%s%d", list[0] ? "," : "", s);
    say("occupied %s", list);
}

static void execute(char *line)
{
    char copy[128];
    snprintf(copy, sizeof copy, "%s", line);
    char *words[4] = {0};
    int count = 0;
    for (char *w = strtok(copy, " \t\r"); w && count < 4; w = strtok(NULL, " \t\r"))
        words[count++] = w;
    if (!count)
        return;
    const char *verb = words[0];
    int square;

    if (!strcmp(verb, "set") && count == 3 && parse_square(words[1], &square) &&
        (!strcmp(words[2], "0") || !strcmp(words[2], "1"))) {
        occupied[square] = words[2][0] == '1';
    } else if (!strcmp(verb, "bounce") && (count == 3 || count == 4) &&
               parse_square(words[1], &square) && atoi(words[2]) > 0) {
        snprintf(busy.command, sizeof busy.command, "%s", line);
        busy.square = square;
        busy.flips_left = atoi(words[2]);
        busy.interval_us = count == 4 && atoi(words[3]) > 0 ? (uint64_t)atoi(words[3]) : 1000;
        busy.next_us = now_us();
        return; /* answered when the last flip is done */
    } else if ((!strcmp(verb, "press") || !strcmp(verb, "release")) && count == 2 &&
               (!strcmp(words[1], "1") || !strcmp(words[1], "2"))) {
        set_button(atoi(words[1]), verb[0] == 'p');
    } else if (!strcmp(verb, "wait") && count == 2 && atoi(words[1]) >= 0) {
        snprintf(busy.command, sizeof busy.command, "%s", line);
        busy.wait_until_us = now_us() + 1000ull * (uint64_t)atoi(words[1]);
        return;
    } else if (!strcmp(verb, "time") && count == 1) {
        say("time %llu", (unsigned long long)(now_us() / 1000));
    } else if (!strcmp(verb, "show") && count == 1) {
        show();
    } else if (!strcmp(verb, "quit") && count == 1) {
        say("ok quit");
        stop(0);
    } else {
        say("error cannot do \"%s\"", line);
        return;
    }
    say("ok %s", line);
}

/* Every TICK_US of simulated time: go on with a bounce or a wait, then take commands. */
static avr_cycle_count_t tick(avr_t *a, avr_cycle_count_t when, void *param)
{
    (void)param;
    uint64_t now = avr_cycles_to_usec(a, when);
    while (busy.flips_left && now >= busy.next_us) {
        occupied[busy.square] = !occupied[busy.square];
        busy.next_us += busy.interval_us;
        if (--busy.flips_left == 0)
            say("ok %s", busy.command);
    }
    if (busy.wait_until_us && now >= busy.wait_until_us) {
        busy.wait_until_us = 0;
        say("ok %s", busy.command);
    }
    while (!busy.flips_left && !busy.wait_until_us && atomic_load(&queued)) {
        char line[128];
        pthread_mutex_lock(&queue_lock);
        snprintf(line, sizeof line, "%s", queue[queue_tail % 256]);
        queue_tail++;
        atomic_fetch_sub(&queued, 1);
        pthread_mutex_unlock(&queue_lock);
        execute(line);
        if (busy.flips_left) { /* the first flip is now */
            occupied[busy.square] = !occupied[busy.square];
            busy.next_us += busy.interval_us;
            if (--busy.flips_left == 0)
                say("ok %s", busy.command);
        }
    }
    if (atomic_load(&input_ended) && !atomic_load(&queued) && !busy.flips_left &&
        !busy.wait_until_us)
        stop(0);
    return when + avr_usec_to_cycles(a, TICK_US);
}

static void *read_commands(void *param)
{
    (void)param;
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        for (;;) {
            pthread_mutex_lock(&queue_lock);
            bool room = queue_head - queue_tail < 256;
            if (room) {
                snprintf(queue[queue_head % 256], sizeof queue[0], "%s", line);
                queue_head++;
                atomic_fetch_add(&queued, 1);
            }
            pthread_mutex_unlock(&queue_lock);
            if (room)
                break;
            usleep(1000);
        }
    }
    atomic_store(&input_ended, true);
    return NULL;
}

/* ------------------------------------------------------------------ set-up */

static void no_sleep(avr_t *a, avr_cycle_count_t how_long)
{
    (void)a, (void)how_long; /* the pacing below keeps time instead */
}

static bool parse_occupied(const char *list)
{
    memset(occupied, 0, sizeof occupied);
    if (!strcmp(list, "start")) {
        int men = squares == 32 ? 12 : 20;
        for (int s = 1; s <= squares; s++)
            occupied[s] = s <= men || s > squares - men;
        return true;
    }
    char copy[512];
    snprintf(copy, sizeof copy, "%s", list);
    for (char *part = strtok(copy, ","); part; part = strtok(NULL, ",")) {
        int first, last;
        if (sscanf(part, "%d-%d", &first, &last) == 2) {
        } else if (sscanf(part, "%d", &first) == 1) {
            last = first;
        } else {
            return false;
        }
        if (first < 1 || last > squares || first > last)
            return false;
        for (int s = first; s <= last; s++)
            occupied[s] = true;
    }
    return true;
}

static double wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static _Noreturn void usage(const char *why)
{
    fprintf(stderr,
            "harness: %s\nusage: harness [--squares 32|50] [--occupied LIST] [--speed X] "
            "FIRMWARE.elf PTY_LINK\n",
            why);
    _exit(2);
}

int main(int argc, char **argv)
{
    const char *occupied_list = "start", *elf = NULL, *link = NULL;
    double speed = 1.0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--squares") && i + 1 < argc)
            squares = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--occupied") && i + 1 < argc)
            occupied_list = argv[++i];
        else if (!strcmp(argv[i], "--speed") && i + 1 < argc)
            speed = atof(argv[++i]);
        else if (!elf)
            elf = argv[i];
        else if (!link)
            link = argv[i];
        else
            usage("too many arguments");
    }
    if (!elf || !link)
        usage("a firmware ELF and a link path are needed");
    if (squares != 32 && squares != 50)
        usage("--squares must be 32 or 50");
    if (!parse_occupied(occupied_list))
        usage("--occupied takes squares like 1-12,21-32, or start");
    chips = (squares + 7) / 8;
    snprintf(link_path, sizeof link_path, "%s", link);

    /* our lines on the real stdout, simavr's messages on stderr */
    out = fdopen(dup(STDOUT_FILENO), "w");
    dup2(STDERR_FILENO, STDOUT_FILENO);

    elf_firmware_t firmware = {0};
    if (elf_read_firmware(elf, &firmware) != 0)
        usage("cannot read the firmware ELF");
    if (!firmware.frequency)
        firmware.frequency = 16000000;
    avr = avr_make_mcu_by_name(firmware.mmcu[0] ? firmware.mmcu : "atmega328p");
    if (!avr)
        usage("simavr does not know the firmware's MCU");
    avr_init(avr);
    avr_load_firmware(avr, &firmware);
    avr->sleep = no_sleep;

    /* the shift-register chain */
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 2), load_pin_hook,
                            NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_SPI_GETIRQ(0), SPI_IRQ_OUTPUT),
                            spi_hook, avr_io_getirq(avr, AVR_IOCTL_SPI_GETIRQ(0), SPI_IRQ_INPUT));
    latch_chain();
    /* braille chain on PD5 (DIN), PD6 (CLK), PD7 (STROBE); light on PB1 */
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 5), braille_din_hook,
                            NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 6),
                            braille_clock_hook, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 7),
                            braille_strobe_hook, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 1), light_hook,
                            NULL);
    /* buttons on PD2, PD3, released */
    button_irq[1] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 2);
    button_irq[2] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), 3);
    set_button(1, false);
    set_button(2, false);

    uart_pty_init(avr, &uart);
    uart_pty_connect(&uart, '0');
    /* uart_pty_connect also links /tmp/simavr-uart0 to our pty: take that back, we have
     * our own link (and other harnesses may be running) */
    char fixed_link_target[128] = "";
    ssize_t n = readlink("/tmp/simavr-uart0", fixed_link_target, sizeof fixed_link_target - 1);
    if (n > 0 && !strcmp(fixed_link_target, uart.pty.slavename))
        unlink("/tmp/simavr-uart0");
    unlink(link_path);
    if (symlink(uart.pty.slavename, link_path) != 0) {
        fprintf(stderr, "harness: cannot link %s to %s: %s\n", link_path, uart.pty.slavename,
                strerror(errno));
        _exit(1);
    }

    pthread_t reader;
    pthread_create(&reader, NULL, read_commands, NULL);
    avr_cycle_timer_register_usec(avr, TICK_US, tick, NULL);
    say("ready %s %s", link_path, uart.pty.slavename);

    double start = wall_seconds();
    for (unsigned long n = 0;; n++) {
        int state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed) {
            say("stopped %s", state == cpu_Done ? "done" : "crashed");
            stop(1);
        }
        if (speed > 0 && (n & 63) == 0) {
            double ahead = (double)now_us() / 1e6 / speed - (wall_seconds() - start);
            if (ahead > 0.001)
                usleep((useconds_t)(ahead * 1e6));
        }
    }
}
