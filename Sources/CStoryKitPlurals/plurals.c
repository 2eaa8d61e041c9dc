#include "CStoryKitPlurals.h"

#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

void *storykit_plural_rules_open(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) {
    if (rules != NULL) uplrules_close(rules);
    return NULL;
  }
  return rules;
}

void storykit_plural_rules_close(void *rules) {
  if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int storykit_plural_rules_select(const void *rules, double number, char *keyword, int capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UChar buffer[16];
  int32_t length = uplrules_select((const UPluralRules *)rules, number, buffer, 16, &status);
  if (U_FAILURE(status) || length < 0 || length >= 16 || length >= capacity) return -1;
  u_UCharsToChars(buffer, keyword, length);
  keyword[length] = 0;
  return length;
}
