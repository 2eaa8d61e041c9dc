/// A kind of analytics event that a user can consent to, or not, on its own.
///
/// Every ``AnalyticsEventName`` belongs to one category (``AnalyticsEventName/category``). An
/// ``AnalyticsQueue`` drops the events of a disabled category before anything is written to its
/// journal (``AnalyticsQueue/Configuration/disabledCategories``,
/// ``AnalyticsQueue/disabledCategories``).
///
/// ```swift
/// // The user allowed usage statistics but not shopping or playback-quality tracking.
/// queue.disabledCategories = [.commerce, .videoQuality]
/// ```
public enum AnalyticsCategory: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// What the user looks at and does with stories: views, opens, taps, answers, reactions,
  /// likes, shares, reminders, swipes, video progress and sound. Names this version does not know
  /// count here too.
  case engagement
  /// Shopping: products viewed or tapped, added to the cart, and promo codes copied.
  case commerce
  /// How well media arrived and played: time to first frame, buffering, stalls, failures and the
  /// per-group quality summary.
  case videoQuality

  /// The name used in logs and diagnostics (`"videoQuality"`).
  public var description: String { rawValue }
}

extension AnalyticsEventName {
  /// The consent category the event belongs to.
  public var category: AnalyticsCategory {
    switch self {
    case .productViewed, .productSelected, .addedToCart, .promoCodeCopied: .commerce
    case .videoBuffered, .storyMediaShown, .storyStalled, .groupSessionQuality, .storyFailed: .videoQuality
    default: .engagement
    }
  }
}
