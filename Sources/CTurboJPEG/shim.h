#ifndef STORYKIT_CTURBOJPEG_SHIM_H
#define STORYKIT_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
