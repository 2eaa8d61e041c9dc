#ifndef STORYKIT_CPIXMAN_SHIM_H
#define STORYKIT_CPIXMAN_SHIM_H

#include <pixman.h>

#endif
