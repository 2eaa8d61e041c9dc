#ifndef STORYKIT_CPNG_SHIM_H
#define STORYKIT_CPNG_SHIM_H

#include <png.h>

// The simplified API's formats are macros of macros; these are what Swift sees.
static const unsigned int storykit_png_format_bgra = PNG_FORMAT_BGRA;
static const unsigned int storykit_png_format_flag_alpha = PNG_FORMAT_FLAG_ALPHA;
static const unsigned int storykit_png_image_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;
static const unsigned int storykit_png_image_version = PNG_IMAGE_VERSION;

#endif
