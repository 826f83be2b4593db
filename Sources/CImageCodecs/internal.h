// Private helpers shared by the codec implementation files; not part of the module's API.
#ifndef CIMAGECODECS_INTERNAL_H
#define CIMAGECODECS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/// Returns nonzero when both dimensions are in 1...TSR_CODEC_MAX_DIMENSION.
int tsr_dimensions_acceptable(uint32_t width, uint32_t height);

/// Allocates `width * height * bytes_per_pixel` bytes with malloc, or returns NULL.
/// Call only with acceptable dimensions.
uint8_t *tsr_allocate_pixels(uint32_t width, uint32_t height, size_t bytes_per_pixel);

#endif
