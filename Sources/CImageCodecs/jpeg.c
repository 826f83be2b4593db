// JPEG through libjpeg(-turbo), with an error manager that longjmps back into
// this file instead of calling exit(), and that treats "premature end of file"
// as an error instead of silently padding the image with grey.
//
// Each public function keeps its cleanup state in a `struct` owned by the caller
// frame and runs the libjpeg calls in a separate function that holds the setjmp.
// After a longjmp, only that inner function's non-volatile locals are
// indeterminate, so the outer function can safely read the state and free it.
#include "CImageCodecs.h"
#include "internal.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// Progressive files may hold many scans; each costs a pass over the whole image.
/// Real encoders write about ten; more than this is a denial-of-service attempt.
#define TSR_JPEG_MAX_SCANS 256

/// The most memory libjpeg may allocate for its own buffers while decoding:
/// ample for the coefficients of a progressive 16384 × 16384 image at 4:2:0.
#ifndef TSR_JPEG_MAX_LIBRARY_MEMORY
#define TSR_JPEG_MAX_LIBRARY_MEMORY (1024L * 1024L * 1024L)
#endif

typedef struct tsr_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    tsr_codec_status status;
    int truncated;
} tsr_jpeg_error;

static void tsr_jpeg_error_exit(j_common_ptr cinfo) {
    tsr_jpeg_error *error = (tsr_jpeg_error *)cinfo->err;
    switch (error->manager.msg_code) {
    case JERR_OUT_OF_MEMORY:
        error->status = TSR_CODEC_OUT_OF_MEMORY;
        break;
    case JERR_CONVERSION_NOTIMPL:
    case JERR_BAD_IN_COLORSPACE:
    case JERR_BAD_J_COLORSPACE:
    case JERR_NOT_COMPILED:
        error->status = TSR_CODEC_UNSUPPORTED;
        break;
    case JERR_IMAGE_TOO_BIG:
    case JERR_WIDTH_OVERFLOW:
    case JERR_NO_BACKING_STORE: // the memory cap below was reached
        error->status = TSR_CODEC_TOO_LARGE;
        break;
    default:
        if (error->status == TSR_CODEC_OK) error->status = TSR_CODEC_CORRUPT;
        break;
    }
    longjmp(error->jump, 1);
}

static void tsr_jpeg_emit_message(j_common_ptr cinfo, int level) {
    tsr_jpeg_error *error = (tsr_jpeg_error *)cinfo->err;
    // level -1 is a warning. libjpeg recovers from a truncated file by inventing
    // an end-of-image marker; we would rather report the file as corrupt.
    if (level == -1) {
        error->manager.num_warnings++;
        if (error->manager.msg_code == JWRN_JPEG_EOF) error->truncated = 1;
    }
}

static void tsr_jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo; // Never print: the caller gets a status code.
}

static void tsr_jpeg_install_error_manager(tsr_jpeg_error *error) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = tsr_jpeg_error_exit;
    error->manager.emit_message = tsr_jpeg_emit_message;
    error->manager.output_message = tsr_jpeg_output_message;
    error->status = TSR_CODEC_OK;
    error->truncated = 0;
}

static void tsr_jpeg_progress(j_common_ptr cinfo) {
    if (cinfo->is_decompressor) {
        j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
        if (dinfo->input_scan_number > TSR_JPEG_MAX_SCANS) {
            tsr_jpeg_error *error = (tsr_jpeg_error *)cinfo->err;
            error->status = TSR_CODEC_CORRUPT;
            longjmp(error->jump, 1);
        }
    }
}

// MARK: - Decoding

typedef struct tsr_jpeg_decode_job {
    struct jpeg_decompress_struct cinfo;
    tsr_jpeg_error error;
    struct jpeg_progress_mgr progress;
    uint8_t *pixels; // RGBA8 result, width * height * 4
    uint8_t *row;    // scratch row for CMYK, width * 4
    uint32_t width;
    uint32_t height;
    uint8_t orientation;
} tsr_jpeg_decode_job;

/// Reads the orientation tag (0x0112) from IFD0 of an Exif APP1 payload.
/// Every offset is bounds-checked: the payload is untrusted.
/// Returns 1...8, or 1 when the tag is absent or malformed.
static uint8_t tsr_exif_orientation(const uint8_t *payload, size_t length) {
    static const uint8_t header[6] = { 'E', 'x', 'i', 'f', 0, 0 };
    if (length < 6 + 8 || memcmp(payload, header, 6) != 0) return 1;
    const uint8_t *tiff = payload + 6;
    const size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
#define TSR_U16(p) (little ? (uint32_t)(p)[0] | (uint32_t)(p)[1] << 8 : (uint32_t)(p)[0] << 8 | (uint32_t)(p)[1])
#define TSR_U32(p) (little ? TSR_U16(p) | TSR_U16((p) + 2) << 16 : TSR_U16(p) << 16 | TSR_U16((p) + 2))
    if (TSR_U16(tiff + 2) != 42) return 1;
    const uint32_t ifd = TSR_U32(tiff + 4);
    if (ifd > size - 2) return 1;
    const uint32_t entries = TSR_U16(tiff + ifd);
    for (uint32_t index = 0; index < entries; index++) {
        const size_t entry = (size_t)ifd + 2 + (size_t)index * 12;
        if (entry + 12 > size) return 1;
        const uint8_t *e = tiff + entry;
        // Tag 0x0112, type SHORT (3), count 1: the value sits in the first two bytes.
        if (TSR_U16(e) == 0x0112) {
            if (TSR_U16(e + 2) != 3 || TSR_U32(e + 4) != 1) return 1;
            const uint32_t value = TSR_U16(e + 8);
            return value >= 1 && value <= 8 ? (uint8_t)value : 1;
        }
    }
#undef TSR_U32
#undef TSR_U16
    return 1;
}

static uint8_t tsr_multiply255(unsigned a, unsigned b) {
    return (uint8_t)((a * b + 127) / 255);
}

static tsr_codec_status tsr_jpeg_run_decode(tsr_jpeg_decode_job *job, const uint8_t *data, size_t length) {
    if (setjmp(job->error.jump)) return job->error.status;

    jpeg_create_decompress(&job->cinfo);
    // Progressive files keep every coefficient in memory until the last scan;
    // cap libjpeg's own allocations so a hostile file fails instead of
    // exhausting memory (libjpeg-turbo has no backing store and errors out).
    job->cinfo.mem->max_memory_to_use = TSR_JPEG_MAX_LIBRARY_MEMORY;
    job->progress.progress_monitor = tsr_jpeg_progress;
    job->cinfo.progress = &job->progress;
    jpeg_mem_src(&job->cinfo, data, (unsigned long)length);
    jpeg_save_markers(&job->cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&job->cinfo, TRUE);

    job->orientation = 1;
    for (jpeg_saved_marker_ptr marker = job->cinfo.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1) {
            uint8_t orientation = tsr_exif_orientation(marker->data, marker->data_length);
            if (orientation != 1) { job->orientation = orientation; break; }
        }
    }

    if (!tsr_dimensions_acceptable(job->cinfo.image_width, job->cinfo.image_height))
        return TSR_CODEC_TOO_LARGE;

    int cmyk = 0;
    switch (job->cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        job->cinfo.out_color_space = JCS_EXT_RGBA;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        job->cinfo.out_color_space = JCS_CMYK;
        cmyk = 1;
        break;
    default:
        return TSR_CODEC_UNSUPPORTED;
    }

    jpeg_start_decompress(&job->cinfo);
    const uint32_t width = job->cinfo.output_width;
    const uint32_t height = job->cinfo.output_height;
    if (!tsr_dimensions_acceptable(width, height)) return TSR_CODEC_TOO_LARGE;
    job->pixels = tsr_allocate_pixels(width, height, 4);
    if (job->pixels == NULL) return TSR_CODEC_OUT_OF_MEMORY;
    if (cmyk) {
        job->row = tsr_allocate_pixels(width, 1, 4);
        if (job->row == NULL) return TSR_CODEC_OUT_OF_MEMORY;
    }

    // Adobe's APP14 marker means the CMYK samples are stored inverted
    // (255 = no ink), which is what Photoshop and most CMYK encoders write.
    const int inverted = job->cinfo.saw_Adobe_marker;
    while (job->cinfo.output_scanline < height) {
        uint8_t *target = job->pixels + (size_t)job->cinfo.output_scanline * width * 4;
        JSAMPROW rows[1] = { cmyk ? job->row : target };
        jpeg_read_scanlines(&job->cinfo, rows, 1);
        if (cmyk) {
            for (uint32_t x = 0; x < width; x++) {
                const uint8_t *s = job->row + x * 4;
                unsigned c = inverted ? s[0] : 255u - s[0];
                unsigned m = inverted ? s[1] : 255u - s[1];
                unsigned y = inverted ? s[2] : 255u - s[2];
                unsigned k = inverted ? s[3] : 255u - s[3];
                // Here c, m, y, k are "amount of paper showing" (255 = no ink).
                uint8_t *d = target + x * 4;
                d[0] = tsr_multiply255(c, k);
                d[1] = tsr_multiply255(m, k);
                d[2] = tsr_multiply255(y, k);
                d[3] = 255;
            }
        }
        if (job->error.truncated) return TSR_CODEC_CORRUPT;
    }
    jpeg_finish_decompress(&job->cinfo);
    if (job->error.truncated) return TSR_CODEC_CORRUPT;
    job->width = width;
    job->height = height;
    return TSR_CODEC_OK;
}

tsr_codec_status tsr_jpeg_decode(const uint8_t *data, size_t length, tsr_rgba_image *out) {
    if (out == NULL) return TSR_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (data == NULL || length == 0) return TSR_CODEC_INVALID_ARGUMENT;
    if (length < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) return TSR_CODEC_NOT_RECOGNISED;

    tsr_jpeg_decode_job *job = calloc(1, sizeof *job);
    if (job == NULL) return TSR_CODEC_OUT_OF_MEMORY;
    job->cinfo.err = &job->error.manager;
    tsr_jpeg_install_error_manager(&job->error);

    tsr_codec_status status = tsr_jpeg_run_decode(job, data, length);
    jpeg_destroy_decompress(&job->cinfo);
    free(job->row);
    if (status == TSR_CODEC_OK) {
        out->pixels = job->pixels;
        out->width = job->width;
        out->height = job->height;
        out->orientation = job->orientation;
    } else {
        free(job->pixels);
    }
    free(job);
    return status;
}

// MARK: - Encoding

typedef struct tsr_jpeg_encode_job {
    struct jpeg_compress_struct cinfo;
    tsr_jpeg_error error;
    unsigned char *buffer;    // owned by us once jpeg_mem_dest has allocated it
    unsigned long length;
    uint8_t *row;             // one converted scanline
} tsr_jpeg_encode_job;

static tsr_codec_status tsr_jpeg_run_encode(tsr_jpeg_encode_job *job, const uint8_t *pixels,
                                            uint32_t width, uint32_t height,
                                            int quality, tsr_jpeg_color color) {
    if (setjmp(job->error.jump)) return job->error.status;

    jpeg_create_compress(&job->cinfo);
    jpeg_mem_dest(&job->cinfo, &job->buffer, &job->length);
    job->cinfo.image_width = width;
    job->cinfo.image_height = height;
    int channels;
    switch (color) {
    case TSR_JPEG_COLOR:
        job->cinfo.in_color_space = JCS_RGB;
        channels = 3;
        break;
    case TSR_JPEG_GRAYSCALE:
        job->cinfo.in_color_space = JCS_GRAYSCALE;
        channels = 1;
        break;
    case TSR_JPEG_CMYK_ADOBE:
        job->cinfo.in_color_space = JCS_CMYK;
        channels = 4;
        break;
    default:
        return TSR_CODEC_INVALID_ARGUMENT;
    }
    job->cinfo.input_components = channels;
    jpeg_set_defaults(&job->cinfo);
    // jpeg_set_defaults picks CMYK output (with an Adobe marker) for CMYK input.
    jpeg_set_quality(&job->cinfo, quality, TRUE);

    job->row = tsr_allocate_pixels(width, 1, (size_t)channels);
    if (job->row == NULL) return TSR_CODEC_OUT_OF_MEMORY;

    jpeg_start_compress(&job->cinfo, TRUE);
    while (job->cinfo.next_scanline < height) {
        const uint8_t *source = pixels + (size_t)job->cinfo.next_scanline * width * 4;
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *s = source + x * 4;
            // Composite over black: JPEG has no alpha channel.
            unsigned r = tsr_multiply255(s[0], s[3]);
            unsigned g = tsr_multiply255(s[1], s[3]);
            unsigned b = tsr_multiply255(s[2], s[3]);
            uint8_t *d = job->row + (size_t)x * channels;
            if (channels == 3) {
                d[0] = (uint8_t)r; d[1] = (uint8_t)g; d[2] = (uint8_t)b;
            } else if (channels == 1) {
                // Rec. 601 luma in 16.16 fixed point.
                d[0] = (uint8_t)((19595u * r + 38470u * g + 7471u * b + 32768u) >> 16);
            } else {
                // Inverted (Adobe) CMYK: store the amount of paper showing.
                unsigned k = r > g ? (r > b ? r : b) : (g > b ? g : b);
                d[0] = k ? (uint8_t)((r * 255u + k / 2) / k) : 0;
                d[1] = k ? (uint8_t)((g * 255u + k / 2) / k) : 0;
                d[2] = k ? (uint8_t)((b * 255u + k / 2) / k) : 0;
                d[3] = (uint8_t)k;
            }
        }
        JSAMPROW rows[1] = { job->row };
        jpeg_write_scanlines(&job->cinfo, rows, 1);
    }
    jpeg_finish_compress(&job->cinfo);
    return TSR_CODEC_OK;
}

tsr_codec_status tsr_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                 int quality, tsr_jpeg_color color, tsr_encoded_data *out) {
    if (out == NULL) return TSR_CODEC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (pixels == NULL || quality < 0 || quality > 100) return TSR_CODEC_INVALID_ARGUMENT;
    if (!tsr_dimensions_acceptable(width, height)) return TSR_CODEC_TOO_LARGE;

    tsr_jpeg_encode_job *job = calloc(1, sizeof *job);
    if (job == NULL) return TSR_CODEC_OUT_OF_MEMORY;
    job->cinfo.err = &job->error.manager;
    tsr_jpeg_install_error_manager(&job->error);

    tsr_codec_status status = tsr_jpeg_run_encode(job, pixels, width, height, quality, color);
    jpeg_destroy_compress(&job->cinfo);
    free(job->row);
    if (status == TSR_CODEC_OK) {
        out->bytes = job->buffer;
        out->length = job->length;
    } else {
        // jpeg_mem_dest allocates with malloc and leaves freeing to us.
        free(job->buffer);
    }
    free(job);
    return status;
}
