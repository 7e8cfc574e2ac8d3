/* Everything the board logic needs from the hardware, and nothing else.
 *
 * Two implementations: hal/avr (the ATmega328P: SPI, timer, UART interrupts, pins) and
 * hal/host (a fake clock, fake shift-register inputs and captured output, for the unit
 * tests). The logic in src/ never touches a register.
 */
#ifndef DAMA_HAL_H
#define DAMA_HAL_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"

void hal_init(void);

/* Milliseconds since start, wrapping at 65536 (compare with unsigned differences). */
uint16_t hal_millis(void);

/* Latch the 74HC165 chain (/PL low, then high) and shift out `count` bytes: the first
 * byte is the chip nearest the microcontroller, input H in bit 7 ... input A in bit 0.
 * Inputs are as wired: 1 = contact open (pulled up), 0 = contact closed. */
void hal_shift_in(uint8_t *bytes, uint8_t count);

/* The buttons as they are now, not debounced: bit 0 = button 1 pressed, bit 1 = button 2. */
uint8_t hal_buttons_raw(void);

/* Braille cell chain: put one data bit on DIN and clock it in; then strobe (latch). */
void hal_braille_bit(bool raised);
void hal_braille_strobe(void);

void hal_status_light(bool on);

/* Serial line. Reading never waits; writing waits only while the send buffer is full. */
bool hal_uart_read(uint8_t *byte);
void hal_uart_write(const char *bytes, uint8_t count);

#endif
