/* The hardware side on an ATmega328P at 16 MHz (Arduino Nano or Uno). */
#include "hal.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>
#include <util/delay.h>

#include "pins.h"

#define BAUD UART_BAUD
#define BAUD_TOL 3 /* 115200 at 16 MHz is 2.1 % off with U2X, as on every Arduino */
#include <util/setbaud.h>

/* Timer 0 in CTC mode, clock / 64, one compare match per millisecond. */
#define TICKS_PER_MS (F_CPU / 64 / 1000)
_Static_assert(F_CPU % (64UL * 1000UL) == 0, "F_CPU must give a whole number of timer ticks per ms");
_Static_assert(TICKS_PER_MS >= 1 && TICKS_PER_MS <= 256, "the millisecond must fit timer 0");

static volatile uint16_t milliseconds;

static volatile uint8_t rx_buffer[UART_RX_BUFFER];
static volatile uint8_t rx_head, rx_tail; /* head: written by the interrupt */
static volatile uint8_t tx_buffer[UART_TX_BUFFER];
static volatile uint8_t tx_head, tx_tail; /* tail: read by the interrupt */

ISR(TIMER0_COMPA_vect)
{
    milliseconds++;
}

ISR(USART_RX_vect)
{
    uint8_t byte = UDR0;
    uint8_t next = (uint8_t)((rx_head + 1) & (UART_RX_BUFFER - 1));
    if (next == rx_tail)
        return; /* full: the frame it belonged to fails its CRC and the host resends */
    rx_buffer[rx_head] = byte;
    rx_head = next;
}

ISR(USART_UDRE_vect)
{
    if (tx_head == tx_tail) {
        UCSR0B &= (uint8_t)~_BV(UDRIE0);
        return;
    }
    UDR0 = tx_buffer[tx_tail];
    tx_tail = (uint8_t)((tx_tail + 1) & (UART_TX_BUFFER - 1));
}

void hal_init(void)
{
    /* timer 0: 1 ms tick */
    TCCR0A = _BV(WGM01);
    TCCR0B = _BV(CS01) | _BV(CS00);
    OCR0A = (uint8_t)(TICKS_PER_MS - 1);
    TIMSK0 = _BV(OCIE0A);

    /* UART 115200 8N1, interrupts for receiving and sending */
    UBRR0H = UBRRH_VALUE;
    UBRR0L = UBRRL_VALUE;
#if USE_2X
    UCSR0A |= _BV(U2X0);
#else
    UCSR0A &= (uint8_t)~_BV(U2X0);
#endif
    UCSR0C = _BV(UCSZ01) | _BV(UCSZ00);
    UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);

    /* 74HC165 chain: /PL high (shifting), SPI master, mode 0, MSB first, clock / 64
     * (250 kHz: slow enough for long wires under a board) */
    LOAD_PORT |= _BV(LOAD_PIN);
    LOAD_DDR |= _BV(LOAD_PIN);
    SPI_DDR |= _BV(SPI_SCK) | _BV(SPI_MOSI);
    SPI_DDR &= (uint8_t)~_BV(SPI_MISO);
    SPCR = _BV(SPE) | _BV(MSTR) | _BV(SPR1);

    LIGHT_DDR |= _BV(LIGHT_PIN);
    BUTTON_DDR &= (uint8_t)~(_BV(BUTTON1_PIN) | _BV(BUTTON2_PIN));
    BUTTON_PORT |= _BV(BUTTON1_PIN) | _BV(BUTTON2_PIN); /* pull-ups */
    BRAILLE_PORT &= (uint8_t)~(_BV(BRAILLE_DIN) | _BV(BRAILLE_CLK) | _BV(BRAILLE_STROBE));
    BRAILLE_DDR |= _BV(BRAILLE_DIN) | _BV(BRAILLE_CLK) | _BV(BRAILLE_STROBE);

    sei();
}

uint16_t hal_millis(void)
{
    uint16_t now;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { now = milliseconds; }
    return now;
}

void hal_shift_in(uint8_t *bytes, uint8_t count)
{
    LOAD_PORT &= (uint8_t)~_BV(LOAD_PIN);
    _delay_us(1); /* /PL pulse: 100 ns is enough for a 74HC165 at 5 V; be generous */
    LOAD_PORT |= _BV(LOAD_PIN);
    for (uint8_t i = 0; i < count; i++) {
        SPDR = 0;
        while (!(SPSR & _BV(SPIF)))
            ;
        bytes[i] = SPDR;
    }
}

uint8_t hal_buttons_raw(void)
{
    uint8_t pins = BUTTON_PINS;
    uint8_t pressed = 0;
    if (!(pins & _BV(BUTTON1_PIN)))
        pressed |= 1u;
#if BUTTONS > 1
    if (!(pins & _BV(BUTTON2_PIN)))
        pressed |= 2u;
#endif
    return pressed;
}

void hal_braille_bit(bool raised)
{
    if (raised)
        BRAILLE_PORT |= _BV(BRAILLE_DIN);
    else
        BRAILLE_PORT &= (uint8_t)~_BV(BRAILLE_DIN);
    _delay_us(1);
    BRAILLE_PORT |= _BV(BRAILLE_CLK);
    _delay_us(1);
    BRAILLE_PORT &= (uint8_t)~_BV(BRAILLE_CLK);
}

void hal_braille_strobe(void)
{
    _delay_us(1);
    BRAILLE_PORT |= _BV(BRAILLE_STROBE);
    _delay_us(1);
    BRAILLE_PORT &= (uint8_t)~_BV(BRAILLE_STROBE);
}

void hal_status_light(bool on)
{
    if (on)
        LIGHT_PORT |= _BV(LIGHT_PIN);
    else
        LIGHT_PORT &= (uint8_t)~_BV(LIGHT_PIN);
}

bool hal_uart_read(uint8_t *byte)
{
    if (rx_tail == rx_head)
        return false;
    *byte = rx_buffer[rx_tail];
    rx_tail = (uint8_t)((rx_tail + 1) & (UART_RX_BUFFER - 1));
    return true;
}

void hal_uart_write(const char *bytes, uint8_t count)
{
    while (count--) {
        uint8_t next = (uint8_t)((tx_head + 1) & (UART_TX_BUFFER - 1));
        while (next == tx_tail)
            ; /* full: the UDRE interrupt makes room */
        tx_buffer[tx_head] = (uint8_t)*bytes++;
        tx_head = next;
        UCSR0B |= _BV(UDRIE0);
    }
}
