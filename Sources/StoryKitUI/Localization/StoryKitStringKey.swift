/// Every string StoryKit draws or announces, by key: the SDK's one string table.
///
/// Each key's English text is here (``english``), and its translations are in StoryKitUI's
/// localized resources (`<language>.lproj/Localizable.strings`, and `Localizable.stringsdict` for
/// the plural keys). Read them through ``StoryKitStrings`` (``View/strings`` in a view); an app
/// replaces any of them with ``StringOverrides`` on its ``Appearance``. docs/localization.md lists
/// the keys and the languages.
///
/// A text with `%@` (or `%1$@`, `%2$@`) takes arguments, already formatted for the locale; a
/// plural key's forms take the count where `%lld` is.
public enum StoryKitStringKey: String, CaseIterable, Sendable, Hashable {
  // MARK: The player
  /// The notice over a story whose picture or video could not be loaded.
  case playerFailureNotice = "player.failureNotice"
  /// The player's spoken title: the group's title and where the story is in it.
  case playerStoryPosition = "player.storyPosition"
  /// The header's age of a story posted less than a minute ago.
  case headerPostedNow = "header.postedNow"

  // MARK: The story bar
  /// The badge on a group that is live now.
  case liveBadge = "bar.liveBadge"
  /// A story group with stories the user has not seen, as spoken.
  case barNewStories = "bar.newStories"
  /// A story group the user has seen, as spoken.
  case barSeen = "bar.seen"
  /// A story group without a title, as spoken.
  case barUntitledGroup = "bar.untitledGroup"

  // MARK: Layers
  /// The countdown's days, under their number.
  case countdownDays = "countdown.days"
  /// The countdown's hours, under their number.
  case countdownHours = "countdown.hours"
  /// The countdown's minutes, under their number.
  case countdownMinutes = "countdown.minutes"
  /// The countdown's seconds, under their number.
  case countdownSeconds = "countdown.seconds"
  /// A countdown whose time has come.
  case countdownEnded = "countdown.ended"

  /// The English text: shown when the language in use has no translation, or when the strings
  /// bundle is missing.
  public var english: String {
    switch self {
    case .playerFailureNotice: "This story could not be loaded"
    case .playerStoryPosition: "%1$@, story %2$@ of %3$@"
    case .headerPostedNow: "now"
    case .liveBadge: "LIVE"
    case .barNewStories: "new stories"
    case .barSeen: "seen"
    case .barUntitledGroup: "Story"
    case .countdownDays: "%lld days"
    case .countdownHours: "%lld hours"
    case .countdownMinutes: "%lld min"
    case .countdownSeconds: "%lld sec"
    case .countdownEnded: "Ended"
    }
  }

  /// Whether the text depends on a count (a `.stringsdict` entry, read with
  /// ``StoryKitStrings/plural(_:count:)``).
  public var isPlural: Bool {
    switch self {
    case .countdownDays, .countdownHours, .countdownMinutes, .countdownSeconds: true
    default: false
    }
  }
}
