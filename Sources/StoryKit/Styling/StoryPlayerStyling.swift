import Foundation

/// Every customization of the story player, as values; `nil` means "not set here".
///
/// ```swift
/// var player = StoryPlayerStyling()
/// player.progressBarColors = Themed(ProgressBarColors(track: Color.white.withAlpha(0.35), fill: .white))
/// player.header.isCloseButtonVisible = true
/// ```
public struct StoryPlayerStyling: Sendable, Hashable {
  /// The header's title colour.
  public var headerTextColor: Themed<Color>?
  /// The header icon's ring.
  public var headerIconBorder: Themed<Gradient>?
  /// The progress bars' track and fill.
  public var progressBarColors: Themed<ProgressBarColors>?
  /// What the header shows.
  public var header: StoryHeaderStyling
  /// What the footer shows.
  public var footer: StoryFooterStyling
  /// The header title's family and weight; the SDK keeps the size.
  public var headerFont: FontDescriptor?
  /// The font of interactive layers' text; the SDK sizes each text.
  public var interactiveFont: FontDescriptor?

  /// Creates player styling with everything unset.
  public init(
    headerTextColor: Themed<Color>? = nil, headerIconBorder: Themed<Gradient>? = nil,
    progressBarColors: Themed<ProgressBarColors>? = nil,
    header: StoryHeaderStyling = StoryHeaderStyling(), footer: StoryFooterStyling = StoryFooterStyling(),
    headerFont: FontDescriptor? = nil, interactiveFont: FontDescriptor? = nil
  ) {
    self.headerTextColor = headerTextColor
    self.headerIconBorder = headerIconBorder
    self.progressBarColors = progressBarColors
    self.header = header
    self.footer = footer
    self.headerFont = headerFont
    self.interactiveFont = interactiveFont
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryPlayerStyling) -> StoryPlayerStyling {
    StoryPlayerStyling(
      headerTextColor: .merge(headerTextColor, over: base.headerTextColor),
      headerIconBorder: .merge(headerIconBorder, over: base.headerIconBorder),
      progressBarColors: .merge(progressBarColors, over: base.progressBarColors),
      header: header.overriding(base.header), footer: footer.overriding(base.footer),
      headerFont: headerFont ?? base.headerFont, interactiveFont: interactiveFont ?? base.interactiveFont)
  }

  /// The size the SDK gives the header title, whatever ``headerFont`` says.
  public static let headerFontSize: Double = 14
}

/// What the player's header shows.
public struct StoryHeaderStyling: Sendable, Hashable {
  /// Whether the group icon shows.
  public var isIconVisible: Bool?
  /// Whether the group title shows.
  public var isTextVisible: Bool?
  /// Whether the close button shows.
  public var isCloseButtonVisible: Bool?
  /// Whether the share button shows.
  public var isShareButtonVisible: Bool?
  /// A replacement close icon.
  public var closeIconURL: URL?
  /// A share icon; without one, the share button uses the appearance's icon.
  public var shareIconURL: URL?

  /// Creates header styling; everything unset by default.
  public init(
    isIconVisible: Bool? = nil, isTextVisible: Bool? = nil, isCloseButtonVisible: Bool? = nil,
    isShareButtonVisible: Bool? = nil, closeIconURL: URL? = nil, shareIconURL: URL? = nil
  ) {
    self.isIconVisible = isIconVisible
    self.isTextVisible = isTextVisible
    self.isCloseButtonVisible = isCloseButtonVisible
    self.isShareButtonVisible = isShareButtonVisible
    self.closeIconURL = closeIconURL
    self.shareIconURL = shareIconURL
  }

  /// This styling's set values over `base`'s.
  public func overriding(_ base: StoryHeaderStyling) -> StoryHeaderStyling {
    StoryHeaderStyling(
      isIconVisible: isIconVisible ?? base.isIconVisible, isTextVisible: isTextVisible ?? base.isTextVisible,
      isCloseButtonVisible: isCloseButtonVisible ?? base.isCloseButtonVisible,
      isShareButtonVisible: isShareButtonVisible ?? base.isShareButtonVisible,
      closeIconURL: closeIconURL ?? base.closeIconURL, shareIconURL: shareIconURL ?? base.shareIconURL)
  }
}

/// The progress bars' two colours: the track behind, the fill in front.
public struct ProgressBarColors: Sendable, Hashable {
  /// The background bars.
  public var track: Color
  /// The part already watched.
  public var fill: Color

  /// Creates progress bar colours.
  public init(track: Color, fill: Color) {
    self.track = track
    self.fill = fill
  }

  /// Creates progress bar colours from a list of exactly two: track, then fill.
  /// - Throws: ``ProgressBarColorsError`` unless there are exactly two colours.
  public init(colors: [Color]) throws(ProgressBarColorsError) {
    guard colors.count == 2 else { throw .wrongCount(colors.count) }
    self.init(track: colors[0], fill: colors[1])
  }
}

/// Why colours cannot make progress bar colours.
public enum ProgressBarColorsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not exactly two colours.
  case wrongCount(Int)

  public var description: String {
    switch self {
    case .wrongCount(let count):
      "expected exactly 2 progress bar colours (track, then fill), found \(count)"
    }
  }
}
