import StoryKit
import StoryKitUI

/// What ``View`` draws around its content: rounded corners, solid and dashed borders, linear and
/// angular gradients, opacity, transforms and clipping.
@MainActor
enum DecorationExamples {
  /// The decoration scenes, in gallery order.
  static var all: [ExampleScene] { [gradients, effects] }

  /// A rounded card with a leading-to-trailing linear gradient and a dashed border, beside a
  /// circle with an angular gradient (a story ring's sweep) and a solid border.
  static let gradients = ExampleScene(name: "decoration-gradients", size: Size(width: 340, height: 150)) {
    let root = ExampleRoot()
    let card = GradientView(kind: .linear, cornerRadius: 18, dash: [6, 4])
    VContainer {
      StyledLabel("Rounded, dashed", style: .subheadline, color: .onAccent, lines: 2, alignment: .center)
    }
    .padding(14)
    .embed(in: card)
    let ring = GradientView(kind: .angular, cornerRadius: 45, dash: [])
    let cardColumn = VContainer(spacing: 4) {
      card.height(90)
      Example.caption("linear · dashed", alignment: .center)
    }
    // The card takes what the ring leaves, wrapping its text when large.
    cardColumn.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    HContainer(spacing: 16, alignment: .center) {
      cardColumn
      VContainer(spacing: 4) {
        ring.width(90).height(90)
        Example.caption("angular · solid", alignment: .center)
      }
      .required(for: .horizontal)
    }
    .embedToMargins(in: root)
    return root
  }

  /// Opacity (a card at 50 % over a checkerboard, composited as one layer), a transform (rotated and
  /// scaled about the centre) and clipping (the same oversized circle cut by rounded bounds or not).
  static let effects = ExampleScene(name: "decoration-effects", size: Size(width: 340, height: 160)) {
    let root = ExampleRoot()
    HContainer(spacing: 12, distribution: .fillEqually, alignment: .top) {
      VContainer(spacing: 4) {
        translucentCard().height(90)
        Example.caption("alpha 0.5", alignment: .center)
      }
      VContainer(spacing: 4) {
        rotatedCard().height(90)
        Example.caption("transform", alignment: .center)
      }
      VContainer(spacing: 4) {
        HContainer(spacing: 8, distribution: .fillEqually, alignment: .center) {
          clippingBox(clips: true).height(44)
          clippingBox(clips: false).height(44)
        }
        .height(90)
        Example.caption("clipping", alignment: .center)
      }
    }
    .embedToMargins(in: root)
    return root
  }

  /// A checkerboard with an accent card at half opacity on it; the card's label and icon are
  /// composited with the card, so the card does not show through them.
  private static func translucentCard() -> View {
    let board = CheckerboardView()
    board.cornerRadius = 8
    board.clipsToBounds = true
    let card = GradientView(kind: .linear, cornerRadius: 12, dash: nil)
    card.alpha = 0.5
    VContainer(spacing: 2, alignment: .center) {
      IconView(.play, tint: .onAccent).width(24).height(24)
      StyledLabel("50 %", style: .footnote, color: .onAccent, alignment: .center)
    }
    .padding(8)
    .embed(in: card)
    card.pin(insets: DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
    board.addSubview(card)
    return board
  }

  /// A rounded, bordered card rotated by 12° and scaled to 85 % about its centre; layout ignores
  /// the transform, so the outlined frame shows where the card was placed.
  private static func rotatedCard() -> View {
    let frame = Box(nil, cornerRadius: 8, stroke: .separator)
    let card = GradientView(kind: .linear, cornerRadius: 10, dash: nil)
    card.transform = Transform.scale(x: 0.85, y: 0.85).concatenating(.rotation(Double.pi / 15))
    VContainer {
      StyledLabel("12°", style: .headline, color: .onAccent, alignment: .center)
    }
    .embed(in: card)
    frame.addSubview(card)
    card.pin(insets: DirectionalEdgeInsets(8))
    return frame
  }

  /// A rounded box with a circle larger than itself, clipped to its rounded bounds or not.
  private static func clippingBox(clips: Bool) -> View {
    let box = Box(.secondaryBackground, cornerRadius: 12, stroke: .text)
    box.clipsToBounds = clips
    let circle = Box(.accent, cornerRadius: 20)
    box.addSubview(circle)
    circle.pin(insets: DirectionalEdgeInsets(top: -10, leading: 14, bottom: 14, trailing: -10))
    return box
  }
}

/// A view painted with a gradient from the appearance's accent, with rounded corners and a border
/// in the text colour; the gradient runs from the leading edge, so it mirrors in right-to-left
/// layout.
final class GradientView: View {
  /// Which gradient fills the view.
  enum Kind {
    /// Accent to orange, from the top leading corner to the bottom trailing one.
    case linear
    /// Accent, orange, yellow and back round the centre, starting at the top.
    case angular
  }

  private var kind = Kind.linear
  /// The border's dash pattern: `nil` for no border, empty for a solid one.
  private var dash: [Double]?

  /// Creates a gradient view.
  convenience init(kind: Kind, cornerRadius: Double, dash: [Double]?) {
    self.init(frame: .zero)
    self.kind = kind
    self.cornerRadius = cornerRadius
    self.dash = dash
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    updatePaints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    updatePaints()
  }

  private func updatePaints() {
    let colors = appearance.colors
    let orange = Color(red8: 0xFF, green8: 0x9F, blue8: 0x0A)
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    let leading = isMirrored ? bounds.maxX : bounds.minX
    let trailing = isMirrored ? bounds.minX : bounds.maxX
    switch kind {
    case .linear:
      background = .linear(
        Gradient(colors.accent, orange), from: Point(x: leading, y: bounds.minY),
        to: Point(x: trailing, y: bounds.maxY))
    case .angular:
      let yellow = Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A)
      background = .angular(
        stops: GradientStop.evenlySpread([colors.accent, orange, yellow, colors.accent]),
        center: bounds.center,
        startAngle: -Double.pi / 2)
    }
    border = dash.map { Border(width: 3, color: colors.text, dash: $0) }
  }
}

/// A checkerboard of 8-point squares in the text colour at a quarter opacity, for showing
/// translucency.
final class CheckerboardView: View {
  override func draw(in canvas: Canvas) {
    let side = 8.0
    let paint = Paint.solid(appearance.colors.text.withAlpha(0.25))
    var row = 0
    var y = bounds.minY
    while y < bounds.maxY {
      var x = bounds.minX + (row.isMultiple(of: 2) ? 0 : side)
      while x < bounds.maxX {
        canvas.fill(.rect(Rect(x: x, y: y, width: side, height: side)), with: paint)
        x += side * 2
      }
      y += side
      row += 1
    }
  }
}
