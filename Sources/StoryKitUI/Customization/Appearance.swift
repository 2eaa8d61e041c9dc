import StoryKit

/// The look of every StoryKit view: a colour palette with light and dark values, fonts by text
/// style with a size multiplier, and vector icons — one value, set per tree or for the app.
///
/// Adjust the few base colours first; everything else derives from them:
///
/// ```swift
/// var appearance = Appearance.default
/// appearance.palette.accent = try Color(hex: "#7B2FF7")
/// appearance.theme = .dark
/// appearance.fonts.sizeMultiplier = 1.3  // larger text, the Dynamic Type analogue
/// storyBar.appearance = appearance
/// ```
public struct Appearance: Sendable, Hashable {
  /// Light or dark.
  public var theme: Theme
  /// The base colours.
  public var palette: ColorPalette
  /// Fonts by text style.
  public var fonts: Fonts
  /// The icons views draw.
  public var icons: IconSet
  /// The app's own text for any of the SDK's strings, for every language or for one
  /// (``StringOverrides``); what it leaves out is the SDK's.
  public var strings: StringOverrides

  /// Creates an appearance; what is left out takes StoryKit's defaults.
  public init(
    theme: Theme = .light, palette: ColorPalette = ColorPalette(), fonts: Fonts = Fonts(),
    icons: IconSet = IconSet(), strings: StringOverrides = StringOverrides()
  ) {
    self.theme = theme
    self.palette = palette
    self.fonts = fonts
    self.icons = icons
    self.strings = strings
  }

  /// The semantic colours for ``theme``.
  public var colors: SemanticColors { palette.resolved(for: theme) }

  /// The starting appearance (light theme). Trees capture it when they are prepared; change it
  /// before building views, or override ``View/appearance`` on a tree.
  @MainActor public static var `default` = Appearance() {
    didSet { ViewEnvironment.noteSharedChange("Appearance.default") }
  }
}

/// A few base colours from which the light and dark semantic colours derive.
public struct ColorPalette: Sendable, Hashable {
  /// The brand colour: selection, links, active controls.
  public var accent: Color
  /// The chrome colour: text in light mode, surfaces in dark mode, and every grey between.
  public var neutral: Color
  /// Badges that call for attention (LIVE).
  public var alert: Color
  /// The ring of story groups with unseen stories, in both themes: Instagram's five stops by
  /// default, from the bottom-leading corner to the top-trailing one.
  public var storyRing: Gradient
  /// The pin badge of pinned story groups.
  public var pin: Color
  /// The camera badge of video (IVod) story groups.
  public var video: Color

  /// Creates a palette; what is left out takes StoryKit's colours.
  public init(
    accent: Color = Color(red8: 0xD6, green8: 0x29, blue8: 0x76),
    neutral: Color = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E),
    alert: Color = Color(red8: 0xFF, green8: 0x30, blue8: 0x40),
    storyRing: Gradient = Gradient(
      Color(red8: 0xFF, green8: 0xD6, blue8: 0x00), Color(red8: 0xFF, green8: 0x7A, blue8: 0x00),
      Color(red8: 0xFF, green8: 0x00, blue8: 0x69), Color(red8: 0xD3, green8: 0x00, blue8: 0xC5),
      Color(red8: 0x76, green8: 0x38, blue8: 0xFA)),
    pin: Color = Color(red8: 0xFF, green8: 0xB8, blue8: 0x00),
    video: Color = Color(red8: 0x4F, green8: 0x5B, blue8: 0xD5)
  ) {
    self.accent = accent
    self.neutral = neutral
    self.alert = alert
    self.storyRing = storyRing
    self.pin = pin
    self.video = video
  }

  /// The semantic colours for a theme.
  public func resolved(for theme: Theme) -> SemanticColors {
    switch theme {
    case .light:
      SemanticColors(
        background: .white, secondaryBackground: neutral.mixed(with: .white, amount: 0.95), text: neutral,
        // 5.3:1 on white and 4.8:1 on the secondary background (WCAG AA for text); 0.45 was 3.8:1.
        secondaryText: neutral.mixed(with: .white, amount: 0.35),
        separator: neutral.mixed(with: .white, amount: 0.85),
        skeleton: neutral.mixed(with: .white, amount: 0.9), accent: accent, onAccent: .white, alert: alert,
        unseenRing: storyRing,
        seenRing: Gradient(
          neutral.mixed(with: .white, amount: 0.84), neutral.mixed(with: .white, amount: 0.76)),
        pin: pin, video: video, badgeOutline: .white)
    case .dark:
      SemanticColors(
        background: .black, secondaryBackground: neutral, text: .white,
        // 8.5:1 on black, 6.8:1 on the secondary background.
        secondaryText: neutral.mixed(with: .white, amount: 0.6),
        separator: neutral.mixed(with: .white, amount: 0.2),
        skeleton: neutral.mixed(with: .white, amount: 0.12), accent: accent.mixed(with: .white, amount: 0.15),
        onAccent: .white, alert: alert, unseenRing: storyRing,
        // Lighter than the separator, so the seen ring stays whole on black.
        seenRing: Gradient(
          neutral.mixed(with: .white, amount: 0.38), neutral.mixed(with: .white, amount: 0.28)),
        pin: pin, video: video.mixed(with: .white, amount: 0.15), badgeOutline: .black)
    }
  }
}

/// Colours by role, for one theme.
public struct SemanticColors: Sendable, Hashable {
  /// Screens and cells.
  public var background: Color
  /// Surfaces on the background: cards, chips.
  public var secondaryBackground: Color
  /// Primary text.
  public var text: Color
  /// Secondary text: subtitles, times.
  public var secondaryText: Color
  /// Lines between items.
  public var separator: Color
  /// The placeholder while content loads.
  public var skeleton: Color
  /// Selection, links and active controls.
  public var accent: Color
  /// Text and icons on ``accent``.
  public var onAccent: Color
  /// Badges that call for attention (LIVE).
  public var alert: Color
  /// The ring of story groups with unseen stories.
  public var unseenRing: Gradient
  /// The ring of story groups whose stories are all seen.
  public var seenRing: Gradient
  /// The pin badge.
  public var pin: Color
  /// The video (IVod) badge.
  public var video: Color
  /// The outline that sets badges apart from the picture under them.
  public var badgeOutline: Color
}

extension Color {
  /// This colour moved towards `other` by `amount` (0: unchanged, 1: `other`).
  public func mixed(with other: Color, amount: Double) -> Color {
    let t = min(max(amount.isNaN ? 0 : amount, 0), 1)
    return Color(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t,
      alpha: alpha + (other.alpha - alpha) * t)
  }
}
