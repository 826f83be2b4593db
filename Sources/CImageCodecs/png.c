// PNG through libpng's simplified API (png_image_*), which converts every colour
// type and bit depth for us and reports errors through the png_image structure
// instead of longjmp-ing into our frames.
#include "CImageCodecs.h"
#include "internal.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

tsr_codec_status tsr_png_decode(const uint8_t *data, size_t length, tsr_rgba_image *out) {
    if (out == NULL) return TSR_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (data == NULL || length == 0) return TSR_CODEC_INVALID_ARGUMENT;
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) return TSR_CODEC_NOT_RECOGNISED;

    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        png_image_free(&image);
        return TSR_CODEC_CORRUPT;
    }
    // Check the header's dimensions before allocating anything for the pixels.
    if (!tsr_dimensions_acceptable(image.width, image.height)) {
        png_image_free(&image);
        return TSR_CODEC_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = tsr_allocate_pixels(image.width, image.height, 4);
    if (pixels == NULL) {
        png_image_free(&image);
        return TSR_CODEC_OUT_OF_MEMORY;
    }
    // A NULL background keeps the alpha channel; row stride 0 means "packed".
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        png_image_free(&image);
        free(pixels);
        return TSR_CODEC_CORRUPT;
    }
    png_image_free(&image);
    out->pixels = pixels;
    out->width = image.width;
    out->height = image.height;
    out->orientation = 1;
    return TSR_CODEC_OK;
}

// Builds an index buffer and an RGBA colour map for `pixels`, or fails with
// TSR_CODEC_UNSUPPORTED when more than 256 distinct colours occur.
static tsr_codec_status make_palette(const uint8_t *pixels, size_t count, uint8_t *indices,
                                     uint8_t colormap[256 * 4], unsigned *entries) {
    // Open addressing over 1024 slots keeps the load factor at most 1/4.
    enum { SLOTS = 1024 };
    uint32_t keys[SLOTS];
    int16_t values[SLOTS];
    for (int i = 0; i < SLOTS; i++) values[i] = -1;
    unsigned used = 0;
    for (size_t p = 0; p < count; p++) {
        const uint8_t *px = pixels + p * 4;
        uint32_t key = (uint32_t)px[0] << 24 | (uint32_t)px[1] << 16 | (uint32_t)px[2] << 8 | px[3];
        uint32_t slot = (key * 2654435761u) >> 22; // Knuth's multiplicative hash, 10 bits.
        while (values[slot] >= 0 && keys[slot] != key) slot = (slot + 1) & (SLOTS - 1);
        if (values[slot] < 0) {
            if (used == 256) return TSR_CODEC_UNSUPPORTED;
            keys[slot] = key;
            values[slot] = (int16_t)used;
            memcpy(colormap + used * 4, px, 4);
            used++;
        }
        indices[p] = (uint8_t)values[slot];
    }
    *entries = used;
    return TSR_CODEC_OK;
}

tsr_codec_status tsr_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                tsr_png_layout layout, tsr_encoded_data *out) {
    if (out == NULL) return TSR_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (pixels == NULL) return TSR_CODEC_INVALID_ARGUMENT;
    if (!tsr_dimensions_acceptable(width, height)) return TSR_CODEC_TOO_LARGE;

    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;

    const size_t count = (size_t)width * height;
    const void *buffer = pixels;
    uint8_t *converted = NULL;
    uint8_t colormap[256 * 4];
    const void *colormap_pointer = NULL;

    switch (layout) {
    case TSR_PNG_RGBA:
        image.format = PNG_FORMAT_RGBA;
        break;
    case TSR_PNG_RGB:
    case TSR_PNG_GRAY:
    case TSR_PNG_GRAY_ALPHA: {
        const size_t channels = layout == TSR_PNG_RGB ? 3 : layout == TSR_PNG_GRAY ? 1 : 2;
        image.format = layout == TSR_PNG_RGB ? PNG_FORMAT_RGB
                     : layout == TSR_PNG_GRAY ? PNG_FORMAT_GRAY : PNG_FORMAT_GA;
        converted = tsr_allocate_pixels(width, height, channels);
        if (converted == NULL) return TSR_CODEC_OUT_OF_MEMORY;
        for (size_t p = 0; p < count; p++) {
            const uint8_t *src = pixels + p * 4;
            uint8_t *dst = converted + p * channels;
            if (channels == 3) { dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2]; }
            else if (channels == 1) { dst[0] = src[0]; }
            else { dst[0] = src[0]; dst[1] = src[3]; }
        }
        buffer = converted;
        break;
    }
    case TSR_PNG_PALETTE: {
        converted = tsr_allocate_pixels(width, height, 1);
        if (converted == NULL) return TSR_CODEC_OUT_OF_MEMORY;
        unsigned entries = 0;
        tsr_codec_status status = make_palette(pixels, count, converted, colormap, &entries);
        if (status != TSR_CODEC_OK) {
            free(converted);
            return status;
        }
        image.format = PNG_FORMAT_RGBA_COLORMAP;
        image.colormap_entries = entries;
        buffer = converted;
        colormap_pointer = colormap;
        break;
    }
    default:
        return TSR_CODEC_INVALID_ARGUMENT;
    }

    // First attempt with a guess; libpng reports the exact size needed when the
    // guess is too small, and the second attempt then fits.
    png_alloc_size_t capacity = count / 2 + 1024;
    uint8_t *memory = NULL;
    tsr_codec_status status = TSR_CODEC_ENCODE_FAILED;
    for (int attempt = 0; attempt < 2; attempt++) {
        uint8_t *grown = realloc(memory, capacity);
        if (grown == NULL) { status = TSR_CODEC_OUT_OF_MEMORY; break; }
        memory = grown;
        png_alloc_size_t size = capacity;
        image.warning_or_error = 0;
        int ok = png_image_write_to_memory(&image, memory, &size, 0, buffer, 0, colormap_pointer);
        png_image_free(&image);
        if (ok) {
            out->bytes = memory;
            out->length = size;
            memory = NULL;
            status = TSR_CODEC_OK;
            break;
        }
        if (size <= capacity) break; // A real error, not a short buffer.
        capacity = size;
    }
    free(memory);
    free(converted);
    return status;
}
