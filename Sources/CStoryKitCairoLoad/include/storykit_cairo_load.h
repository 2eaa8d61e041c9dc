#ifndef STORYKIT_CAIRO_LOAD_H
#define STORYKIT_CAIRO_LOAD_H
// StoryKitCairo's load-time registration; nothing to call from Swift.
#endif
