import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

/// Pixel snapshots of ``StoryRingButton``. Rows of 64 pt buttons, 12 pt apart; each display-type
/// row shows the colour types in the order of ``colorTypes``: the display's default, `.default`,
/// `.black`, `.clear`, `.custom` (cyan → yellow → violet).
@MainActor
@Suite struct StoryRingButtonSnapshotTests {
  static let cell = 64.0
  static let spacing = 12.0
  static let colorTypes: [StoryRingButton.ColorType?] = [
    nil, .default, .black, .clear,
    .custom([
      Color(red8: 0x00, green8: 0xC8, blue8: 0xFF), Color(red8: 0xFF, green8: 0xD6, blue8: 0x0A),
      Color(red8: 0x8E, green8: 0x44, blue8: 0xFF),
    ]),
  ]
  static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)

  // MARK: - Display × colour type

  @Test func seenRow() async throws {
    try await snapshotRow(display: .seen)
  }

  @Test func unseenRow() async throws {
    try await snapshotRow(display: .unseen)
  }

  @Test func statusColorRow() async throws {
    try await snapshotRow(display: .status(.color(Self.green)))
  }

  @Test func statusImageRow() async throws {
    try await snapshotRow(display: .status(.image(try RingPictures.badge())))
  }

  @Test func noneRow() async throws {
    try await snapshotRow(display: .none)
  }

  // MARK: - Ring width and gap

  /// Ring width / gap: 1 / 1, 3 / 3 (the defaults), 6 / 0, 8 / 5.
  @Test func ringWidthAndGap() async throws {
    let picture = try RingPictures.portrait()
    let settings: [(Double, Double)] = [(1, 1), (3, 3), (6, 0), (8, 5)]
    await assertSnapshot(size: rowSize(settings.count), variants: [.light]) {
      row(
        settings.map { width, gap in
          let button = StoryRingButton()
          button.content = .init(display: .unseen, image: picture)
          button.ringWidth = width
          button.ringGap = gap
          return button
        })
    }
  }

  // MARK: - Status badge

  /// A 96 pt button with a green status dot: bottom-right, bottom-left in right-to-left.
  @Test func statusBadgeColor() async throws {
    let picture = try RingPictures.portrait()
    await assertSnapshot(size: Size(width: 120, height: 120), variants: [.light, .rtl]) {
      single(
        side: 96, content: .init(display: .status(.color(Self.green)), colorType: .default, image: picture))
    }
  }

  /// A 96 pt button with a picture badge: bottom-right, bottom-left in right-to-left.
  @Test func statusBadgeImage() async throws {
    let picture = try RingPictures.portrait()
    let badge = try RingPictures.badge()
    await assertSnapshot(size: Size(width: 120, height: 120), variants: [.light, .rtl]) {
      single(side: 96, content: .init(display: .status(.image(badge)), image: picture))
    }
  }

  // MARK: - Loading

  /// Dashed loading rings at t = 0: 12 dashes (default), 8 half-filled dashes, 12 dashes on a
  /// custom three-colour ring with a 5 pt width.
  @Test func dashedLoadingRing() async throws {
    let picture = try RingPictures.portrait()
    let clock = ManualClock()
    await assertSnapshot(size: rowSize(3), variants: [.light, .dark]) {
      let buttons = (0..<3).map { _ in StoryRingButton() }
      buttons[0].loadingStyle = .dashed
      buttons[1].loadingStyle = .dashed(segments: 8, fill: 0.5)
      buttons[2].loadingStyle = .dashed
      buttons[2].ringWidth = 5
      for (index, button) in buttons.enumerated() {
        button.content = .init(
          display: .unseen, colorType: index == 2 ? Self.colorTypes[4] : nil, image: picture)
      }
      let container = row(buttons, clock: clock)
      for button in buttons { button.startAnimating() }
      return container
    }
  }

  /// Frames of the loading animation at t = 0, 0.25 s and 0.5 s: a solid ring at the default 0.2
  /// turns/s (18° and 36°), a solid ring at 1 turn/s (90° and 180°) and a five-dash ring at 1
  /// turn/s. The pictures are dimmed to 70 %.
  @Test(arguments: [0.0, 0.25, 0.5])
  func animationFrame(at time: Double) async throws {
    let picture = try RingPictures.portrait()
    await assertSnapshot(size: rowSize(3), variants: [.light], named: "t\(Int(time * 1000))ms") {
      let clock = ManualClock()
      let buttons = (0..<3).map { _ in StoryRingButton() }
      buttons[2].loadingStyle = .dashed(segments: 5)
      for button in buttons { button.content = .init(display: .unseen, image: picture) }
      let container = row(buttons, clock: clock)
      buttons[0].startAnimating()
      buttons[1].startAnimating(speed: 1)
      buttons[2].startAnimating(speed: 1)
      clock.set(to: time)
      return container
    }
  }

  /// Reduce Motion at t = 1 s (speed 1): the solid ring has pulsed down to half opacity and has not
  /// turned; the dashed ring stands still at full opacity.
  @Test func reduceMotionLoading() async throws {
    let picture = try RingPictures.portrait()
    await assertSnapshot(size: rowSize(2), variants: [.light]) {
      let clock = ManualClock()
      let buttons = (0..<2).map { _ in StoryRingButton() }
      buttons[1].loadingStyle = .dashed
      for button in buttons { button.content = .init(display: .unseen, image: picture) }
      let container = row(buttons, clock: clock)
      container.isReduceMotionEnabled = true
      for button in buttons { button.startAnimating(speed: 1) }
      clock.set(to: 1)
      return container
    }
  }

  // MARK: - Shape

  /// A 160 × 64 frame: the button draws in the centred 64 pt square (and logs one warning).
  @Test func nonSquareFrame() async throws {
    let picture = try RingPictures.portrait()
    let (_, warnings) = await StoryKitLog.collectingWarnings {
      await assertSnapshot(size: Size(width: 160, height: 64), variants: [.light]) {
        let button = StoryRingButton()
        button.content = .init(display: .status(.color(Self.green)), colorType: .default, image: picture)
        return button
      }
    }
    #expect(warnings.count == 1)
  }

  // MARK: - Helpers

  private func snapshotRow(
    display: StoryRingButton.DisplayType, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let picture = try RingPictures.portrait()
    await assertSnapshot(
      size: rowSize(Self.colorTypes.count), variants: [.light, .dark], function: function,
      sourceLocation: sourceLocation
    ) {
      row(
        Self.colorTypes.map { colorType in
          let button = StoryRingButton()
          button.content = .init(display: display, colorType: colorType, image: picture)
          return button
        })
    }
  }

  private func rowSize(_ count: Int) -> Size {
    Size(
      width: Double(count) * Self.cell + Double(count + 1) * Self.spacing,
      height: Self.cell + 2 * Self.spacing)
  }

  /// A plain view with the buttons side by side at fixed frames, on `clock` if given.
  private func row(_ buttons: [StoryRingButton], clock: ManualClock? = nil) -> View {
    let container = View()
    if let clock { container.clock = clock }
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: Self.spacing + Double(index) * (Self.cell + Self.spacing), y: Self.spacing, width: Self.cell,
        height: Self.cell)
      container.addSubview(button)
    }
    return container
  }

  /// One button of `side` points, centred.
  private func single(side: Double, content: StoryRingButton.Content) -> View {
    let container = View()
    let button = StoryRingButton(frame: Rect(x: 12, y: 12, width: side, height: side))
    button.content = content
    container.addSubview(button)
    return container
  }
}

/// Pictures drawn with the Cairo canvas and decoded, so snapshots need no image files.
@MainActor
enum RingPictures {
  /// A 120 × 80 pt landscape "portrait" at 2x: a sky-to-sea gradient, a head and shoulders in the
  /// middle, and a red bar at the left edge and a blue one at the right that aspect fill cuts off.
  static func portrait() throws -> CairoImage {
    let size = Size(width: 120, height: 80)
    let bitmap = Bitmap(size: size, scale: 2)
    let canvas = bitmap.makeCanvas()
    let sky = Color(red8: 0x8E, green8: 0xC5, blue8: 0xFC)
    let sea = Color(red8: 0x1F, green8: 0x6F, blue8: 0x8B)
    canvas.fill(
      .rect(Rect(origin: .zero, size: size)),
      with: .linear(Gradient(sky, sea), from: Point(x: 0, y: 0), to: Point(x: 0, y: 80)))
    canvas.fill(
      .rect(Rect(x: 0, y: 0, width: 12, height: 80)), with: .solid(Color(red: 0.9, green: 0.1, blue: 0.1)))
    canvas.fill(
      .rect(Rect(x: 108, y: 0, width: 12, height: 80)), with: .solid(Color(red: 0.1, green: 0.1, blue: 0.9)))
    canvas.fill(
      .ellipse(in: Rect(x: 38, y: 50, width: 44, height: 50)),
      with: .solid(Color(red8: 0xF2, green8: 0x6B, blue8: 0x3A)))
    canvas.fill(
      .ellipse(in: Rect(x: 46, y: 14, width: 28, height: 32)),
      with: .solid(Color(red8: 0xF5, green8: 0xC9, blue8: 0xA0)))
    return try ImageDecoder().decode(Data(bitmap.pngData()), scale: 2)
  }

  /// A 24 pt badge picture at 2x: yellow with a black diagonal, so its round clip shows.
  static func badge() throws -> CairoImage {
    let size = Size(width: 24, height: 24)
    let bitmap = Bitmap(size: size, scale: 2, background: Color(red8: 0xFF, green8: 0xCC, blue8: 0x00))
    let canvas = bitmap.makeCanvas()
    canvas.stroke(
      .lines([Point(x: 0, y: 0), Point(x: 24, y: 24)]), with: .solid(.black), style: StrokeStyle(width: 5))
    return try ImageDecoder().decode(Data(bitmap.pngData()), scale: 2)
  }
}
