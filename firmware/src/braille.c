#include "braille.h"

#include "hal.h"

void braille_show(const uint8_t cells[BRAILLE_CELLS])
{
    for (uint8_t cell = BRAILLE_CELLS; cell-- > 0;)
        for (uint8_t dot = 8; dot-- > 0;)
            hal_braille_bit((cells[cell] >> dot) & 1u);
    hal_braille_strobe();
}
