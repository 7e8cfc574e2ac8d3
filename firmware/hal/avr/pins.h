/* Where everything is wired on an Arduino Nano or Uno (ATmega328P); see docs/hardware.md.
 * Change the wiring here and nowhere else. */
#ifndef DAMA_PINS_H
#define DAMA_PINS_H

#include <avr/io.h>

/* 74HC165 chain on hardware SPI: SCK (D13) -> CLK, QH of chip 1 -> MISO (D12).
 * MOSI (D11) is driven by the SPI unit but not connected. */
#define SPI_DDR DDRB
#define SPI_SCK PB5
#define SPI_MISO PB4
#define SPI_MOSI PB3

/* /PL (parallel load) of every 74HC165, on the SPI SS pin (D10): SS must be an output
 * for the SPI unit to stay master, so it does a job. */
#define LOAD_PORT PORTB
#define LOAD_DDR DDRB
#define LOAD_PIN PB2

/* Status light (or buzzer) on D9. */
#define LIGHT_PORT PORTB
#define LIGHT_DDR DDRB
#define LIGHT_PIN PB1

/* Buttons to ground with the internal pull-ups: D2 = 1 (done/clock), D3 = 2 (repeat). */
#define BUTTON_PORT PORTD
#define BUTTON_DDR DDRD
#define BUTTON_PINS PIND
#define BUTTON1_PIN PD2
#define BUTTON2_PIN PD3

/* Braille cell chain: D5 = DIN, D6 = CLK, D7 = STROBE. */
#define BRAILLE_PORT PORTD
#define BRAILLE_DDR DDRD
#define BRAILLE_DIN PD5
#define BRAILLE_CLK PD6
#define BRAILLE_STROBE PD7

#endif
