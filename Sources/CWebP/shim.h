#ifndef STORYKIT_CWEBP_SHIM_H
#define STORYKIT_CWEBP_SHIM_H

// Decoding (ImageDecoder) and encoding (test data made at test time); both live in libwebp.
#include <webp/decode.h>
#include <webp/encode.h>

#endif
