#ifndef STORYKIT_CICU_SHIM_H
#define STORYKIT_CICU_SHIM_H

// ICU (pkg-config icu-i18n), for the C target CStoryKitPlurals only. Swift code does not import
// this module: its types clash with the toolchain's own copy of ICU under Foundation.
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

#endif
