#ifndef STORYKIT_PLURALS_H
#define STORYKIT_PLURALS_H

// ICU's plural rules behind plain C types: the CLDR plural category of a number in a language,
// which picks the form of a `.stringsdict` entry. ICU's own headers stay in plurals.c: their
// types clash with the toolchain's copy of ICU that Foundation imports.

/// The plural rules of `locale` (an ICU locale ID such as "ar" or "pt_BR"), or NULL.
void *storykit_plural_rules_open(const char *locale);

/// Releases rules from storykit_plural_rules_open.
void storykit_plural_rules_close(void *rules);

/// Writes the category of `number` ("zero", "one", "two", "few", "many" or "other") into
/// `keyword`, NUL-terminated ASCII; returns its length, or -1 on an error.
int storykit_plural_rules_select(const void *rules, double number, char *keyword, int capacity);

#endif
