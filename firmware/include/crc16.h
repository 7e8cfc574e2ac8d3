/* CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final
 * XOR. The CRC of "123456789" is 0x29B1. */
#ifndef DAMA_CRC16_H
#define DAMA_CRC16_H

#include <stdint.h>

#define CRC16_INIT 0xFFFFu

uint16_t crc16_update(uint16_t crc, uint8_t byte);
uint16_t crc16(const char *bytes, uint8_t count);

#endif
