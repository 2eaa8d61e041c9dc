#ifndef STORYKIT_CCAIRO_SHIM_H
#define STORYKIT_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <pango/pangocairo.h>

#endif
