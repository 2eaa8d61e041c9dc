import StoryKit
import StoryKitUI

/// A colour named by its role in the appearance in effect, or a fixed colour, so an example looks
/// right in the light and the dark theme without knowing which one it is drawn in.
enum ColorRole: Sendable, Hashable {
  case background, secondaryBackground, text, secondaryText, separator, skeleton, accent, onAccent, alert
  /// The same colour in every theme.
  case fixed(Color)

  /// The colour for a theme's semantic colours.
  func resolve(_ colors: SemanticColors) -> Color {
    switch self {
    case .background: colors.background
    case .secondaryBackground: colors.secondaryBackground
    case .text: colors.text
    case .secondaryText: colors.secondaryText
    case .separator: colors.separator
    case .skeleton: colors.skeleton
    case .accent: colors.accent
    case .onAccent: colors.onAccent
    case .alert: colors.alert
    case .fixed(let color): color
    }
  }

  /// A teal that reads on white and on black.
  static let teal = ColorRole.fixed(Color(red8: 0x00, green8: 0x8C, blue8: 0x8C))
  /// An indigo that reads on white and on black.
  static let indigo = ColorRole.fixed(Color(red8: 0x4B, green8: 0x4E, blue8: 0xD8))
}

/// The root of every example: a plain view whose `style` closure runs whenever the appearance in
/// effect changes, so the example can colour the views it built from that appearance.
///
/// ```swift
/// let root = ExampleRoot(margins: 12) { appearance in title.textColor = appearance.colors.accent }
/// VContainer { title }.embedToMargins(in: root)
/// ```
final class ExampleRoot: View {
  /// The margins every root starts with.
  static let defaultMargins = 12.0

  private var style: @MainActor (Appearance) -> Void = { _ in }

  /// Creates a root with the default margins and no style (also what `ExampleRoot()` calls).
  required init(frame: Rect) {
    super.init(frame: frame)
    layoutMargins = DirectionalEdgeInsets(Self.defaultMargins)
  }

  /// Creates a root with margins on every edge (for ``StackView/embedToMargins(in:)``) and a style.
  convenience init(
    margins: Double = ExampleRoot.defaultMargins, style: @escaping @MainActor (Appearance) -> Void
  ) {
    self.init(frame: .zero)
    layoutMargins = DirectionalEdgeInsets(margins)
    self.style = style
  }

  /// Creates a root with margins on every edge and no style.
  convenience init(margins: Double) {
    self.init(margins: margins, style: { _ in })
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    style(appearance)
  }
}

/// A view filled with a colour role, optionally outlined with another; it sizes to its pinned
/// content, so a stack embedded in it makes a chip or a card.
final class Box: View {
  /// The fill; `nil` for none.
  var fill: ColorRole?
  /// The outline colour; `nil` for none.
  var stroke: ColorRole?
  /// The outline width.
  var strokeWidth = 1.0

  /// Creates a box with a fill, a corner radius and an optional outline.
  convenience init(_ fill: ColorRole?, cornerRadius: Double = 0, stroke: ColorRole? = nil) {
    self.init(frame: .zero)
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.stroke = stroke
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    let colors = appearance.colors
    backgroundColor = fill?.resolve(colors)
    border = stroke.map { Border(width: strokeWidth, color: $0.resolve(colors)) }
  }
}

/// A label coloured by a role of the appearance in effect.
final class StyledLabel: Label {
  /// The text colour's role.
  var colorRole = ColorRole.text

  /// Creates a label in a text style and colour role.
  convenience init(
    _ text: String, style: TextStyleName = .body, color: ColorRole = .text, lines: Int = 1,
    alignment: TextStyle.Alignment = .leading
  ) {
    self.init(frame: .zero)
    self.text = text
    textStyle = style
    colorRole = color
    numberOfLines = lines
    textAlignment = alignment
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    textColor = colorRole.resolve(appearance.colors)
  }
}

/// One of the appearance's icons, tinted with a colour role.
final class IconView: View {
  /// The icon.
  var icon = IconName.close
  /// The tint's role.
  var tint = ColorRole.text

  /// Creates an icon view.
  convenience init(_ icon: IconName, tint: ColorRole = .text) {
    self.init(frame: .zero)
    self.icon = icon
    self.tint = tint
  }

  override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: 24, height: 24)
  }

  override func draw(in canvas: Canvas) {
    appearance.icons.draw(icon, in: bounds, color: tint.resolve(appearance.colors), canvas: canvas)
  }
}

extension View {
  /// Makes the view keep its fitting size along an axis: it neither grows nor shrinks in a stack.
  @discardableResult func required(for axis: Axis) -> Self {
    setContentHuggingPriority(.required, for: axis)
    setContentCompressionResistancePriority(.required, for: axis)
    return self
  }
}

/// Builders the examples share.
@MainActor
enum Example {
  /// A small secondary caption naming what is shown next to it.
  static func caption(_ text: String, alignment: TextStyle.Alignment = .leading) -> StyledLabel {
    StyledLabel(text, style: .caption, color: .secondaryText, alignment: alignment)
  }

  /// A rounded, filled chip with a short text in the colour for text on the accent.
  static func chip(_ text: String, _ fill: ColorRole) -> Box {
    let box = Box(fill, cornerRadius: 6)
    HContainer {
      StyledLabel(text, style: .footnote, color: .onAccent, alignment: .center)
    }
    .padding(top: 3, leading: 6, bottom: 3, trailing: 6)
    .embed(in: box)
    return box
  }

  /// A one-point line in the separator colour.
  static func separator() -> Box {
    Box(.separator).height(1)
  }
}
