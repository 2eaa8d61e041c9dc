// Registers StoryKitCairo's Pango text engine as the platform's text engine when the program
// loads, as linking a backend provides the platform's text system (see PlatformTextEngine).
#include "storykit_cairo_load.h"

// Defined in Swift, in StoryKitCairo (TextEngineRegistration.swift).
extern void storykit_cairo_register_text_engine(void);

__attribute__((constructor)) static void storykit_cairo_load(void) {
  storykit_cairo_register_text_engine();
}
