import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct StoryRingButtonDrawingTests {
  // MARK: - Display × colour type

  @Test func eachDisplayTypeHasItsDefaultRing() throws {
    let pink = try Color(hex: "#FF2D55")
    let orange = try Color(hex: "#FF8000")
    let lightGray = try Color(hex: "#AAAAAA")
    #expect(StoryRingButton.DisplayType.seen.defaultColorType == .black)
    #expect(StoryRingButton.DisplayType.unseen.defaultColorType == .default)
    #expect(StoryRingButton.DisplayType.status(.color(.black)).defaultColorType == .clear)
    #expect(StoryRingButton.DisplayType.status(.image(RingFixtures.avatar)).defaultColorType == .clear)
    #expect(StoryRingButton.DisplayType.none.defaultColorType == .clear)
    #expect(StoryRingButton.ColorType.default.colors == [pink, orange], "systemPink → orange")
    #expect(StoryRingButton.ColorType.black.colors == [.black, lightGray], "black → lightGray")
    #expect(StoryRingButton.ColorType.clear.colors.isEmpty)
  }

  @Test(arguments: RingFixtures.displays)
  func strokesTheRingForEveryColourType(display: StoryRingButton.DisplayType) {
    for colorType in RingFixtures.colorTypes {
      let button = makeRingButton(content: .init(display: display, colorType: colorType))
      let strokes = ringStrokes(recordRing(button), of: button)
      let resolved = colorType ?? display.defaultColorType
      let center = Point(x: 32, y: 32)
      if let expected = expectedRingPaint(resolved.colors, center: center) {
        #expect(strokes.count == 1, "\(display) with \(String(describing: colorType))")
        #expect(strokes.first?.0 == expected, "\(display) with \(String(describing: colorType))")
        #expect(strokes.first?.1 == StrokeStyle(width: 3), "a solid stroke of the ring width")
      } else {
        #expect(strokes.isEmpty, "clear draws nothing: \(display)")
      }
    }
  }

  @Test func noContentIsAPlainPictureWithoutRingOrBadge() {
    let button = makeRingButton()
    let canvas = recordRing(button)
    #expect(ringStrokes(canvas, of: button).isEmpty)
    #expect(button.badgeView.isHidden)
    #expect(button.accessibilityValue == nil)
  }

  @Test func customColoursLoopBackToTheFirstAndOneColourIsSolid() {
    let button = makeRingButton(content: .init(display: .unseen, colorType: .custom([.white])))
    #expect(ringStrokes(recordRing(button), of: button).first?.0 == .solid(.white))
    button.content = .init(display: .unseen, colorType: .custom([]))
    #expect(ringStrokes(recordRing(button), of: button).isEmpty, "no colours, no ring")
    let three = [Color.black, .white, Color(red: 1, green: 0, blue: 0)]
    button.content = .init(display: .unseen, colorType: .custom(three))
    guard
      case .angular(let stops, let center, let start)? = ringStrokes(recordRing(button), of: button).first?.0
    else {
      Issue.record("expected an angular gradient")
      return
    }
    #expect(stops.map(\.color) == three + [.black], "back to the first colour: no seam")
    // Typed: a literal of mixed fractions took the compiler ten seconds to type-check.
    let thirds: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
    #expect(stops.map(\.location) == thirds)
    #expect(center == Point(x: 32, y: 32))
    #expect(start == -Double.pi / 4, "the sweep starts at the top-right diagonal")
  }

  // MARK: - Ring width and gap

  @Test func ringWidthAndGapPlaceTheRingAndThePicture() {
    let button = makeRingButton(content: .init(display: .unseen))
    button.ringWidth = 5
    button.ringGap = 4
    button.layoutIfNeeded()
    #expect(button.imageView.frame == Rect(x: 9, y: 9, width: 46, height: 46))
    #expect(button.imageView.cornerRadius == 23, "round")
    let strokes = ringStrokes(recordRing(button), of: button)
    #expect(strokes.first?.1.width == 5)
    let path = button.ringView.ringPath
    #expect(path.elements.first == .move(to: Point(x: 32, y: 2.5)), "centred in the ring: 32 − 5 / 2")
    #expect(
      path.elements.contains(
        .arc(
          center: Point(x: 32, y: 32), radius: 29.5, startAngle: -Double.pi / 2, endAngle: 0, clockwise: true)
      ),
      "a circle: four quarter arcs round the centre")
    #expect(!path.elements.contains { if case .line = $0 { true } else { false } }, "no straight runs")
  }

  @Test func outOfRangeWidthsAreClampedNotFatal() {
    let button = makeRingButton(content: .init(display: .unseen))
    button.ringWidth = 100
    button.ringGap = 10
    button.layoutIfNeeded()
    #expect(button.ringGeometry.ringWidth == 32, "at most the radius")
    #expect(button.ringGeometry.ringGap == 0)
    #expect(button.imageView.frame.size == .zero)
    button.ringWidth = .nan
    button.ringGap = -.infinity
    button.layoutIfNeeded()
    #expect(ringStrokes(recordRing(button), of: button).isEmpty, "a zero-width ring draws nothing")
    #expect(button.imageView.frame == Rect(x: 0, y: 0, width: 64, height: 64))
  }

  // MARK: - Picture

  @Test func pictureIsRoundAspectFillWithTheSkeletonColourUntilSet() {
    let button = makeRingButton(content: .init(display: .seen))
    #expect(button.imageView.frame == Rect(x: 6, y: 6, width: 52, height: 52))
    // The picture draws in its own coordinates.
    let circle = Path.roundedRect(Rect(x: 0, y: 0, width: 52, height: 52), cornerRadius: 26)
    let skeleton = button.appearance.colors.skeleton
    #expect(recordRing(button).commands.contains(.fill(circle, .solid(skeleton))))
    #expect(button.imageView.contentMode == .aspectFill)
    #expect(button.imageView.clipsToBounds)
    button.content?.image = RingFixtures.avatar
    let canvas = recordRing(button)
    #expect(canvas.commands.contains(.clip(circle)), "clipped round")
    #expect(
      canvas.commands.contains(
        .image(
          ObjectIdentifier(RingFixtures.avatar), in: Rect(x: 0, y: 0, width: 52, height: 52),
          contentMode: .aspectFill)))
    #expect(!canvas.commands.contains(.fill(circle, .solid(skeleton))))
  }

  @Test func placeholderFollowsTheAppearance() {
    let button = makeRingButton(content: .init(display: .seen))
    var dark = Appearance.default
    dark.theme = .dark
    button.appearance = dark
    let circle = Path.roundedRect(Rect(x: 0, y: 0, width: 52, height: 52), cornerRadius: 26)
    #expect(recordRing(button).commands.contains(.fill(circle, .solid(dark.colors.skeleton))))
  }

  @Test func seenRingTurnsLightInTheDarkThemeAndBackAgain() {
    let button = makeRingButton(content: .init(display: .seen))
    let center = Point(x: 32, y: 32)
    let lightRing = expectedRingPaint(StoryRingButton.ColorType.blackColors, center: center)
    #expect(ringStrokes(recordRing(button), of: button).first?.0 == lightRing, "black → lightGray")
    var dark = Appearance.default
    dark.theme = .dark
    button.appearance = dark
    let darkColors = StoryRingButton.ColorType.black.colors(for: .dark)
    #expect(
      darkColors.first.map { $0.red > 0.9 && $0.green > 0.9 && $0.blue > 0.9 } == true, "a light end on black"
    )
    let darkRing = expectedRingPaint(darkColors, center: center)
    #expect(ringStrokes(recordRing(button), of: button).first?.0 == darkRing)
    #expect(StoryRingButton.ColorType.default.colors(for: .dark) == StoryRingButton.ColorType.defaultColors)
    button.appearance = .default
    #expect(ringStrokes(recordRing(button), of: button).first?.0 == lightRing, "back to the light ring")
  }

  // MARK: - Status badge

  @Test func colourBadgeSitsBottomTrailing() {
    let button = makeRingButton(content: .init(display: .status(.color(RingFixtures.green))))
    #expect(!button.badgeView.isHidden)
    #expect(ringClose(button.badgeView.frame, Rect(x: 44.8, y: 44.8, width: 19.2, height: 19.2)))
    #expect(
      ringClose(button.badgeView.contentView.frame, Rect(x: 2, y: 2, width: 15.2, height: 15.2)), "outline 2")
    let canvas = recordRing(button)
    let disc = Path.roundedRect(Rect(x: 0, y: 0, width: 19.2, height: 19.2), cornerRadius: 9.6)
    let dot = Path.roundedRect(Rect(x: 0, y: 0, width: 15.2, height: 15.2), cornerRadius: 7.6)
    let background = button.appearance.colors.background
    guard let discIndex = canvas.commands.firstIndex(of: .fill(disc, .solid(background))),
      let dotIndex = canvas.commands.firstIndex(of: .fill(dot, .solid(RingFixtures.green)))
    else {
      Issue.record("expected the outline disc and the dot")
      return
    }
    #expect(discIndex < dotIndex, "the dot lies on the outline disc, so no dot colour fringes it")
  }

  @Test func badgeMovesToTheLeftInRightToLeft() {
    let button = makeRingButton(content: .init(display: .status(.color(RingFixtures.green))))
    button.layoutDirection = .rightToLeft
    button.layoutIfNeeded()
    #expect(ringClose(button.badgeView.frame, Rect(x: 0, y: 44.8, width: 19.2, height: 19.2)))
  }

  @Test func imageBadgeDrawsItsPicture() {
    let button = makeRingButton(content: .init(display: .status(.image(RingFixtures.badgePicture))))
    button.badgeDiameter = 20
    button.layoutIfNeeded()
    #expect(button.badgeView.frame == Rect(x: 44, y: 44, width: 20, height: 20))
    let canvas = recordRing(button)
    #expect(
      canvas.commands.contains(
        .image(
          ObjectIdentifier(RingFixtures.badgePicture), in: Rect(x: 0, y: 0, width: 16, height: 16),
          contentMode: .aspectFill)))
    #expect(
      canvas.commands.contains(.clip(.roundedRect(Rect(x: 0, y: 0, width: 16, height: 16), cornerRadius: 8))))
  }

  @Test func badgeHidesForOtherDisplayTypesAndFollowsContentChanges() {
    let button = makeRingButton(content: .init(display: .status(.color(RingFixtures.green))))
    for display in [StoryRingButton.DisplayType.seen, .unseen, .none] {
      button.content?.display = display
      #expect(button.badgeView.isHidden, "\(display)")
    }
    button.content?.display = .status(.image(RingFixtures.badgePicture))
    #expect(!button.badgeView.isHidden)
    #expect(button.badgeView.contentView.image === RingFixtures.badgePicture)
    button.badgeOutlineWidth = 0
    button.layoutIfNeeded()
    #expect(ringClose(button.badgeView.contentView.frame, Rect(x: 0, y: 0, width: 19.2, height: 19.2)))
    button.badgeOutlineWidth = 50
    button.layoutIfNeeded()
    #expect(button.badgeView.contentView.frame.size == .zero, "an outline wider than the badge fills it")
  }

  // MARK: - Dashed loading ring

  @Test func dashedStyleDashesTheRingOnlyWhileLoading() {
    let button = makeRingButton(content: .init(display: .unseen))
    button.loadingStyle = .dashed
    #expect(ringStrokes(recordRing(button), of: button).first?.1.dash == [], "solid until loading")
    button.startAnimating()
    guard let style = ringStrokes(recordRing(button), of: button).first?.1 else {
      Issue.record("expected a ring")
      return
    }
    let circumference = 2 * Double.pi * 30.5
    #expect(style.dash.count == 2)
    #expect(ringClose(style.dash.reduce(0, +), circumference / 12), "twelve segments")
    #expect(ringClose(style.dash[0], circumference / 12 * 0.6 - 3), "round caps add the width back")
    #expect(style.cap == .round)
    #expect(ringClose(style.dashPhase, style.dash[0] / 2), "the first dash is centred at the top")
    button.stopAnimating()
    #expect(ringStrokes(recordRing(button), of: button).first?.1.dash == [])
  }

  @Test func dashedStyleIsClamped() {
    let style = StoryRingButton.LoadingStyle.dashed(segments: 0, fill: 2)
    #expect(style.segments == 2)
    #expect(style.fill == 0.95)
    #expect(StoryRingButton.LoadingStyle.dashed(segments: 8, fill: .nan).fill == 0.6)
    #expect(!StoryRingButton.LoadingStyle.solid.isDashed)
  }

  // MARK: - Content values

  @Test func contentComparesPicturesByIdentity() {
    let one = StoryRingButton.Content(display: .unseen, image: RingFixtures.avatar)
    #expect(one == StoryRingButton.Content(display: .unseen, image: RingFixtures.avatar))
    #expect(one != StoryRingButton.Content(display: .unseen, image: RingTestImage()))
    #expect(one.resolvedColorType == .default)
    #expect(StoryRingButton.Content(display: .unseen, colorType: .black).resolvedColorType == .black)
    #expect(
      StoryRingButton.Status.image(RingFixtures.avatar) != StoryRingButton.Status.image(RingTestImage()))
    #expect(Set([one, one]).count == 1)
  }
}
