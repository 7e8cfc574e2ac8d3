/* hal.h on a PC: a fake clock, a 74HC165 chain emulated bit by bit from fake_occupied,
 * a fake braille shift chain, and a serial line made of two buffers. */
#include "hal_host.h"

#include <string.h>

#include "hal.h"

uint16_t fake_now;
uint8_t fake_occupied[SQUARE_BYTES];
uint8_t fake_buttons;
uint8_t fake_cells[BRAILLE_CELLS];
unsigned fake_strobes;
bool fake_light;
unsigned fake_light_changes;
unsigned fake_chain_loads;

static char host_to_board[4096];
static size_t host_to_board_length, host_to_board_read;
static char board_to_host[16384];
static size_t board_to_host_length;
static char sent_copy[sizeof board_to_host + 1];
static uint8_t braille_chain[BRAILLE_CELLS];

void fake_reset(void)
{
    fake_now = 0;
    memset(fake_occupied, 0, sizeof fake_occupied);
    fake_buttons = 0;
    memset(fake_cells, 0xAA, sizeof fake_cells); /* garbage until the first strobe */
    memset(braille_chain, 0, sizeof braille_chain);
    fake_strobes = 0;
    fake_light = false;
    fake_light_changes = 0;
    fake_chain_loads = 0;
    host_to_board_length = host_to_board_read = 0;
    board_to_host_length = 0;
}

void fake_host_sends(const char *bytes)
{
    size_t n = strlen(bytes);
    if (host_to_board_length + n <= sizeof host_to_board) {
        memcpy(host_to_board + host_to_board_length, bytes, n);
        host_to_board_length += n;
    }
}

const char *fake_board_sent(void)
{
    memcpy(sent_copy, board_to_host, board_to_host_length);
    sent_copy[board_to_host_length] = '\0';
    board_to_host_length = 0;
    return sent_copy;
}

void hal_init(void) {}

uint16_t hal_millis(void)
{
    return fake_now;
}

/* The chain as wired: chip 0 nearest the MISO pin, its input H comes out first; a piece
 * closes the contact (0); inputs without a square are pulled up (1); SER of the last
 * chip is tied to ground. */
void hal_shift_in(uint8_t *bytes, uint8_t count)
{
    uint8_t chain[SHIFT_REGISTERS];
    fake_chain_loads++;
    for (uint8_t chip = 0; chip < SHIFT_REGISTERS; chip++) {
        uint8_t inputs = 0;
        for (uint8_t pin = 0; pin < 8; pin++) {
            unsigned square = chip * 8u + pin + 1;
            bool piece = square <= SQUARES && (fake_occupied[chip] >> pin & 1u);
            if (!piece)
                inputs |= (uint8_t)(1u << pin);
        }
        chain[chip] = inputs;
    }
    for (uint8_t i = 0; i < count; i++) {
        uint8_t byte = 0;
        for (uint8_t clock = 0; clock < 8; clock++) {
            byte = (uint8_t)(byte << 1 | (chain[0] >> 7)); /* QH of chip 0 */
            for (uint8_t chip = 0; chip < SHIFT_REGISTERS; chip++) {
                uint8_t ser = chip + 1 < SHIFT_REGISTERS ? chain[chip + 1] >> 7 : 0;
                chain[chip] = (uint8_t)(chain[chip] << 1 | ser);
            }
        }
        bytes[i] = byte;
    }
}

uint8_t hal_buttons_raw(void)
{
    return fake_buttons;
}

void hal_braille_bit(bool raised)
{
    /* one long shift register from DIN: dot 1 ... dot 8 of cell 1, then cell 2 ... */
    for (uint8_t cell = BRAILLE_CELLS; cell-- > 0;) {
        uint8_t carry = cell ? braille_chain[cell - 1] >> 7 : (uint8_t)raised;
        braille_chain[cell] = (uint8_t)(braille_chain[cell] << 1 | carry);
    }
}

void hal_braille_strobe(void)
{
    memcpy(fake_cells, braille_chain, sizeof fake_cells);
    fake_strobes++;
}

void hal_status_light(bool on)
{
    if (on != fake_light)
        fake_light_changes++;
    fake_light = on;
}

bool hal_uart_read(uint8_t *byte)
{
    if (host_to_board_read == host_to_board_length)
        return false;
    *byte = (uint8_t)host_to_board[host_to_board_read++];
    return true;
}

void hal_uart_write(const char *bytes, uint8_t count)
{
    if (board_to_host_length + count <= sizeof board_to_host) {
        memcpy(board_to_host + board_to_host_length, bytes, count);
        board_to_host_length += count;
    }
}
