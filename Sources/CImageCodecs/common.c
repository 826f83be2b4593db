// Shared helpers of the codec layer: ownership and dimension checks.
#include "CImageCodecs.h"
#include "internal.h"

#include <stdlib.h>

void tsr_codec_free(void *memory) {
    free(memory);
}

int tsr_dimensions_acceptable(uint32_t width, uint32_t height) {
    return width > 0 && height > 0
        && width <= TSR_CODEC_MAX_DIMENSION && height <= TSR_CODEC_MAX_DIMENSION;
}

uint8_t *tsr_allocate_pixels(uint32_t width, uint32_t height, size_t bytes_per_pixel) {
    // width and height are at most TSR_CODEC_MAX_DIMENSION (2^14), so the
    // product fits comfortably in size_t on every platform Tessera supports.
    return malloc((size_t)width * (size_t)height * bytes_per_pixel);
}
