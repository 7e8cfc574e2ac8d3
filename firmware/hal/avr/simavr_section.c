/* Tells simavr which chip and clock the ELF is for (the .mmcu section, linked at
 * 0x910000 and never part of the .hex that is flashed). Built only when simavr's
 * headers are installed (make adds -DWITH_SIMAVR). */
#ifdef WITH_SIMAVR
#include "avr_mcu_section.h"
AVR_MCU(F_CPU, "atmega328p");
#endif
