import StoryKit

extension StoryRingButton {
  /// What the button shows about its story: its display type.
  ///
  /// Each display type picks a ring colour type until ``Content/colorType`` sets one:
  ///
  /// | display | seen | unseen | status | none |
  /// | --- | --- | --- | --- | --- |
  /// | default ring | `.black` | `.default` | `.clear` | `.clear` |
  public enum DisplayType: Sendable, Hashable {
    /// Every story in the group has been watched.
    case seen
    /// There are stories the viewer has not watched.
    case unseen
    /// A status badge at the bottom-trailing corner (a colour dot or a small picture).
    case status(Status)
    /// No story state: the picture alone.
    case none

    /// The ring colour type used while ``Content/colorType`` is `nil`.
    public var defaultColorType: ColorType {
      switch self {
      case .seen: .black
      case .unseen: .default
      case .status, .none: .clear
      }
    }

    /// The accessibility value a screen reader speaks after the label, in English: "new story",
    /// "seen", or nothing for a status or no state. The button speaks it in its tree's language
    /// (``accessibilityValueKey``).
    public var accessibilityValue: String? { accessibilityValueKey?.english }

    /// The key of the value a screen reader speaks after the label; `nil` for a status or no
    /// state.
    public var accessibilityValueKey: StoryKitStringKey? {
      switch self {
      case .seen: .ringSeen
      case .unseen: .ringNewStory
      case .status, .none: nil
      }
    }

    /// The status badge's content, if the display type has one.
    public var status: Status? {
      if case .status(let status) = self { return status }
      return nil
    }
  }

  /// What the status badge shows.
  public enum Status: Sendable, Hashable {
    /// A dot of one colour (online, live).
    case color(Color)
    /// A small picture, round and aspect-filled.
    case image(any CanvasImage)

    public static func == (lhs: Status, rhs: Status) -> Bool {
      switch (lhs, rhs) {
      case (.color(let left), .color(let right)): left == right
      case (.image(let left), .image(let right)): left === right
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .color(let color):
        hasher.combine(0)
        hasher.combine(color)
      case .image(let image):
        hasher.combine(1)
        hasher.combine(ObjectIdentifier(image))
      }
    }
  }

  /// The colours of the ring: its colour type.
  ///
  /// The ring is an angular gradient through the colours that comes back to the first one, so it
  /// has no seam: `.default` runs pink → orange → pink, starting at the top-trailing diagonal.
  public enum ColorType: Sendable, Hashable {
    /// Pink → orange, the unseen ring.
    case `default`
    /// Black → light gray, the seen ring; in the dark theme light → mid gray, so it stays
    /// visible on a black background.
    case black
    /// No ring at all.
    case clear
    /// Any colours: one colour draws a solid ring, none draws nothing.
    case custom([Color])

    /// UIKit's `UIColor.systemPink` and `UIColor.orange`.
    public static let defaultColors = [
      Color(red8: 0xFF, green8: 0x2D, blue8: 0x55), Color(red8: 0xFF, green8: 0x80, blue8: 0x00),
    ]

    /// UIKit's `UIColor.black` and `UIColor.lightGray`.
    public static let blackColors = [Color.black, Color(red8: 0xAA, green8: 0xAA, blue8: 0xAA)]

    /// ``black``'s colours in the dark theme: near-white → mid gray, the light theme's ring
    /// mirrored, since black would vanish on the dark background.
    public static let blackColorsOnDark = [
      Color(red8: 0xF2, green8: 0xF2, blue8: 0xF2), Color(red8: 0x77, green8: 0x77, blue8: 0x77),
    ]

    /// The ring's colours in the light theme; empty for ``clear``.
    public var colors: [Color] { colors(for: .light) }

    /// The ring's colours in `theme`; empty for ``clear``. Only ``black`` differs by theme.
    public func colors(for theme: Theme) -> [Color] {
      switch self {
      case .default: Self.defaultColors
      case .black: theme == .dark ? Self.blackColorsOnDark : Self.blackColors
      case .clear: []
      case .custom(let colors): colors
      }
    }
  }

  /// How the ring looks while the button is loading (``StoryRingButton/startAnimating(speed:alpha:)``).
  ///
  /// ```swift
  /// button.loadingStyle = .dashed                    // 12 dashes, each 60 % of its segment
  /// button.loadingStyle = .dashed(segments: 8, fill: 0.5)
  /// ```
  public struct LoadingStyle: Sendable, Hashable {
    /// How many dashes go round the ring; `nil` keeps the ring solid.
    public let segments: Int?
    /// The share of each segment (dash plus gap) the dash covers, `0.05...0.95`.
    public let fill: Double

    /// The whole ring rotates: the plain loading animation.
    public static let solid = LoadingStyle(segments: nil, fill: 1)

    /// Twelve round-capped dashes that rotate: a dash line ring.
    public static let dashed = LoadingStyle.dashed(segments: 12)

    /// A dashed ring.
    /// - Parameters:
    ///   - segments: How many dashes, at least 2.
    ///   - fill: The share of each segment the dash covers, `0.05...0.95` (the rest is the gap).
    public static func dashed(segments: Int, fill: Double = 0.6) -> LoadingStyle {
      let share = fill.isFinite ? min(max(fill, 0.05), 0.95) : 0.6
      return LoadingStyle(segments: max(2, segments), fill: share)
    }

    /// Whether the ring is dashed while loading.
    public var isDashed: Bool { segments != nil }
  }

  /// What the button shows: its display type, ring colours and picture — the value to set each
  /// time the story state changes.
  ///
  /// ```swift
  /// button.content = .init(display: .unseen, image: avatar)
  /// button.content = .init(display: .status(.color(.green)), colorType: .custom([.cyan, .yellow]))
  /// ```
  public struct Content: Sendable, Hashable {
    /// The story state.
    public var display: DisplayType
    /// The ring colours; `nil` uses ``DisplayType/defaultColorType``.
    public var colorType: ColorType?
    /// The picture inside the ring; `nil` shows the appearance's skeleton colour.
    public var image: (any CanvasImage)?

    /// Creates content.
    /// - Parameters:
    ///   - display: The story state.
    ///   - colorType: The ring colours; `nil` follows the display type.
    ///   - image: The picture inside the ring.
    public init(display: DisplayType = .none, colorType: ColorType? = nil, image: (any CanvasImage)? = nil) {
      self.display = display
      self.colorType = colorType
      self.image = image
    }

    /// The colour type the ring uses: ``colorType``, else the display type's default.
    public var resolvedColorType: ColorType {
      colorType ?? display.defaultColorType
    }

    public static func == (lhs: Content, rhs: Content) -> Bool {
      lhs.display == rhs.display && lhs.colorType == rhs.colorType && lhs.image === rhs.image
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(display)
      hasher.combine(colorType)
      hasher.combine(image.map(ObjectIdentifier.init))
    }
  }
}
