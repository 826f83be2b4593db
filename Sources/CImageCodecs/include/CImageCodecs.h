// CImageCodecs: a thin, defensive C layer over the system's libpng and libjpeg(-turbo).
//
// Why C: libjpeg reports fatal errors through an `error_exit` callback that, by
// default, calls exit(); the usual remedy is to longjmp out of the callback, and
// Swift cannot catch a longjmp. Everything that may longjmp stays in this file's
// implementation, behind setjmp, and surfaces as a status code.
//
// Conventions
// - Pixels are RGBA8: four bytes per pixel (red, green, blue, alpha), straight
//   (not premultiplied) alpha, rows top to bottom, tightly packed (stride = width * 4).
// - Every function returns a `tsr_codec_status`; none aborts, prints or exits.
// - On success, output memory is owned by the caller and must be released with
//   `tsr_codec_free`. On failure, outputs are zeroed and nothing needs freeing.
// - Images wider or taller than `TSR_CODEC_MAX_DIMENSION` are refused before any
//   pixel memory is allocated, so hostile headers cannot exhaust memory.
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The largest width or height, in pixels, that the codecs decode or encode.
#define TSR_CODEC_MAX_DIMENSION 16384

/// The outcome of a codec call.
typedef enum tsr_codec_status {
    /// The call succeeded and its outputs are valid.
    TSR_CODEC_OK = 0,
    /// A pointer was NULL, a size was zero or a parameter was out of range.
    TSR_CODEC_INVALID_ARGUMENT = 1,
    /// The data is not in the format the function reads.
    TSR_CODEC_NOT_RECOGNISED = 2,
    /// The data starts like the format but is malformed or truncated.
    TSR_CODEC_CORRUPT = 3,
    /// The image uses a feature this layer does not convert (for example an
    /// unusual JPEG colour space).
    TSR_CODEC_UNSUPPORTED = 4,
    /// The image is wider or taller than `TSR_CODEC_MAX_DIMENSION`, or empty.
    TSR_CODEC_TOO_LARGE = 5,
    /// An allocation failed.
    TSR_CODEC_OUT_OF_MEMORY = 6,
    /// The encoder failed for a reason other than the ones above.
    TSR_CODEC_ENCODE_FAILED = 7,
} tsr_codec_status;

/// A decoded image: `width * height` RGBA8 pixels, owned by the caller.
typedef struct tsr_rgba_image {
    /// `width * height * 4` bytes; release with `tsr_codec_free`.
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    /// The EXIF orientation (1...8) recorded in the file, 1 when absent or
    /// invalid. The pixels are as stored, not yet rotated.
    uint8_t orientation;
} tsr_rgba_image;

/// An encoded file in memory, owned by the caller.
typedef struct tsr_encoded_data {
    /// `length` bytes; release with `tsr_codec_free`.
    uint8_t *bytes;
    size_t length;
} tsr_encoded_data;

/// How `tsr_png_encode` lays out the pixels in the file.
typedef enum tsr_png_layout {
    /// 8-bit RGBA (colour type 6). Lossless for any input.
    TSR_PNG_RGBA = 0,
    /// 8-bit RGB (colour type 2); alpha is dropped.
    TSR_PNG_RGB = 1,
    /// 8-bit grey (colour type 0) from the red channel; green, blue and alpha dropped.
    TSR_PNG_GRAY = 2,
    /// 8-bit grey plus alpha (colour type 4) from the red and alpha channels.
    TSR_PNG_GRAY_ALPHA = 3,
    /// Indexed colour (colour type 3, with a tRNS chunk when needed). Lossless;
    /// fails with `TSR_CODEC_UNSUPPORTED` when the image has more than 256 colours.
    TSR_PNG_PALETTE = 4,
} tsr_png_layout;

/// The colour model `tsr_jpeg_encode` writes.
typedef enum tsr_jpeg_color {
    /// YCbCr, the usual colour JPEG.
    TSR_JPEG_COLOR = 0,
    /// One grey channel (Rec. 601 luma of the input).
    TSR_JPEG_GRAYSCALE = 1,
    /// Four-channel CMYK with an Adobe APP14 marker and inverted values, as
    /// Photoshop writes it. Meant for tests of the decoder's CMYK path.
    TSR_JPEG_CMYK_ADOBE = 2,
} tsr_jpeg_color;

/// Decodes a PNG file held in memory to RGBA8.
///
/// Any PNG colour type and bit depth is accepted (palette, grey, 16-bit, tRNS);
/// 16-bit samples are reduced to 8 bits.
tsr_codec_status tsr_png_decode(const uint8_t *data, size_t length, tsr_rgba_image *out);

/// Decodes a baseline or progressive JPEG file held in memory to RGBA8 (alpha 255).
///
/// Greyscale, YCbCr, RGB, CMYK and YCCK files are converted; Adobe-inverted CMYK
/// is recognised by its APP14 marker. A file that ends before its image data is
/// complete is reported as `TSR_CODEC_CORRUPT` rather than padded with grey.
/// The orientation tag of an Exif APP1 segment, if any, is reported in
/// `out->orientation`.
tsr_codec_status tsr_jpeg_decode(const uint8_t *data, size_t length, tsr_rgba_image *out);

/// Encodes RGBA8 pixels as a PNG file.
tsr_codec_status tsr_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                tsr_png_layout layout, tsr_encoded_data *out);

/// Encodes RGBA8 pixels as a JPEG file at `quality` 0...100.
///
/// JPEG has no alpha: each pixel is composited over black first (its colour is
/// multiplied by its alpha), so fully transparent areas come out black.
tsr_codec_status tsr_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                                 int quality, tsr_jpeg_color color, tsr_encoded_data *out);

/// Releases memory returned by this layer. Accepts NULL.
void tsr_codec_free(void *memory);

#ifdef __cplusplus
}
#endif

#endif
