import Foundation
import StoryKit
import StoryKitUI

extension StoryHeaderView {
  /// The time since a story was posted, as the header shows it, in the language and digits of
  /// `strings` (English by default): "now" under a minute (``StoryKitStringKey/headerPostedNow``),
  /// then the locale's narrow units, "5m", "2h", "3d", and "4w" from a week ("٥د" in Egyptian
  /// Arabic); a date in the future (a clock that is off) reads "now".
  public static func timeSincePosted(
    _ date: Date, now: Date, strings: StoryKitStrings = .english
  ) -> String {
    strings.age(seconds: now.timeIntervalSince(date))
  }
}
