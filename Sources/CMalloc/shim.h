#ifndef STORYKIT_CMALLOC_SHIM_H
#define STORYKIT_CMALLOC_SHIM_H

// glibc's malloc tuning and statistics (mallopt, malloc_trim, mallinfo2), which the Swift
// toolchain's Glibc module leaves out. Part of libc6-dev: nothing to install.
#include <malloc.h>

#endif
