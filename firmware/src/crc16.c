#include "crc16.h"

uint16_t crc16_update(uint16_t crc, uint8_t byte)
{
    crc ^= (uint16_t)byte << 8;
    for (uint8_t bit = 0; bit < 8; bit++)
        crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    return crc;
}

uint16_t crc16(const char *bytes, uint8_t count)
{
    uint16_t crc = CRC16_INIT;
    while (count--)
        crc = crc16_update(crc, (uint8_t)*bytes++);
    return crc;
}
