import Foundation
import Testing

@testable import StoryKitUI

/// The geometry of StoryKit's own icons: present, inside their square, centred and scaling.
@Suite struct StandardIconsTests {
  /// Squares of several sizes and origins, negative and fractional included.
  static let squares = [
    Rect(x: 0, y: 0, width: 64, height: 64),
    Rect(x: -13.5, y: 250.25, width: 17, height: 17),
    Rect(x: 1000, y: -2000, width: 1, height: 1),
    Rect(x: 3, y: 7, width: 1024, height: 1024),
  ]

  @Test(arguments: IconName.allCases)
  func everyIconHasShapes(_ name: IconName) {
    let shapes = StandardIcons.shapes(name, in: Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(!shapes.isEmpty)
    for shape in shapes {
      #expect(!shape.path.isEmpty)
      guard case .move = shape.path.elements.first else {
        Issue.record("\(name): a path must start with a move")
        continue
      }
    }
  }

  @Test(arguments: IconName.allCases)
  func everyPointLiesInsideTheSquare(_ name: IconName) {
    for square in Self.squares {
      let tolerance = square.width * 1e-9
      for shape in StandardIcons.shapes(name, in: square) {
        let reach = IconGeometry.reach(of: shape, side: square.width)
        for point in IconGeometry.boundingPoints(of: shape.path) {
          #expect(point.x - reach >= square.minX - tolerance, "\(name) \(point) in \(square)")
          #expect(point.x + reach <= square.maxX + tolerance, "\(name) \(point) in \(square)")
          #expect(point.y - reach >= square.minY - tolerance, "\(name) \(point) in \(square)")
          #expect(point.y + reach <= square.maxY + tolerance, "\(name) \(point) in \(square)")
        }
      }
    }
  }

  @Test(arguments: IconName.allCases)
  func strokesUseRelativeWidthsOfAboutATenth(_ name: IconName) {
    for shape in StandardIcons.shapes(name, in: Rect(x: 0, y: 0, width: 32, height: 32)) {
      if case .stroke(let relativeWidth) = shape.style {
        #expect((0.08...0.12).contains(relativeWidth), "\(name): \(relativeWidth)")
      }
    }
  }

  @Test(arguments: IconName.allCases)
  func inkIsCentredAndFillsMostOfTheSquare(_ name: IconName) throws {
    let side = 100.0
    let shapes = StandardIcons.shapes(name, in: Rect(x: 0, y: 0, width: side, height: side))
    let bounds = try #require(IconGeometry.inkBounds(of: shapes, side: side))
    // Optical centring may nudge a glyph (a play triangle sits right), but only a little.
    #expect(abs((bounds.minX + bounds.maxX) / 2 - side / 2) <= 7, "\(name) horizontal centre")
    #expect(abs((bounds.minY + bounds.maxY) / 2 - side / 2) <= 7, "\(name) vertical centre")
    // The longer side of the ink spans most of the square, leaving a margin as SF Symbols do.
    let extent = max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)
    #expect((60...92).contains(extent), "\(name) extent \(extent)")
  }

  @Test(arguments: IconName.allCases)
  func scalingTheSquareScalesEveryPoint(_ name: IconName) {
    let square = Rect(x: 5, y: -3, width: 40, height: 40)
    let doubled = Rect(x: 10, y: -6, width: 80, height: 80)
    let small = StandardIcons.shapes(name, in: square)
    let large = StandardIcons.shapes(name, in: doubled)
    #expect(small.count == large.count)
    for (smallShape, largeShape) in zip(small, large) {
      #expect(smallShape.style == largeShape.style)
      let expected = IconGeometry.mapped(smallShape.path, scale: 2) { Point(x: $0.x * 2, y: $0.y * 2) }
      #expect(IconGeometry.approximatelyEqual(expected, largeShape.path, tolerance: 1e-9), "\(name)")
    }
  }

  @Test(arguments: IconName.allCases)
  func movingTheSquareMovesEveryPoint(_ name: IconName) {
    let square = Rect(x: 0, y: 0, width: 48, height: 48)
    let moved = Rect(x: -120.5, y: 36.25, width: 48, height: 48)
    let original = StandardIcons.shapes(name, in: square)
    let translated = StandardIcons.shapes(name, in: moved)
    #expect(original.count == translated.count)
    for (originalShape, translatedShape) in zip(original, translated) {
      let expected = IconGeometry.mapped(originalShape.path, scale: 1) {
        Point(x: $0.x - 120.5, y: $0.y + 36.25)
      }
      #expect(IconGeometry.approximatelyEqual(expected, translatedShape.path, tolerance: 1e-9), "\(name)")
    }
  }

  @Test func everyIconIsDrawnDifferently() {
    let square = Rect(x: 0, y: 0, width: 24, height: 24)
    let drawings = IconName.allCases.map { StandardIcons.shapes($0, in: square) }
    #expect(Set(drawings.map { $0.map(\.path) }).count == IconName.allCases.count)
  }

  @Test func chevronsAreQuarterTurnsOfEachOther() throws {
    let square = Rect(x: 0, y: 0, width: 1, height: 1)
    func points(_ name: IconName) throws -> [Point] {
      let shape = try #require(StandardIcons.shapes(name, in: square).first)
      return IconGeometry.boundingPoints(of: shape.path)
    }
    let right = try points(.chevronRight)
    let turns: [(IconName, (Point) -> Point)] = [
      (.chevronLeft, { Point(x: 1 - $0.x, y: $0.y) }),
      (.chevronDown, { Point(x: $0.y, y: $0.x) }),
      (.chevronUp, { Point(x: $0.y, y: 1 - $0.x) }),
    ]
    for (name, turn) in turns {
      let expected = right.map(turn)
      let actual = try points(name)
      #expect(expected.count == actual.count)
      for (lhs, rhs) in zip(expected, actual) {
        #expect(abs(lhs.x - rhs.x) < 1e-12 && abs(lhs.y - rhs.y) < 1e-12, "\(name)")
      }
    }
    // Right points right: its tip is the rightmost point.
    #expect(right.map(\.x).max() == right[1].x)
  }

  @Test func muteAndUnmuteShareTheSpeaker() throws {
    let square = Rect(x: 0, y: 0, width: 30, height: 30)
    let mute = try #require(StandardIcons.shapes(.mute, in: square).first)
    let unmute = try #require(StandardIcons.shapes(.unmute, in: square).first)
    #expect(mute == unmute)
    #expect(mute.style == .fill)
    // The sound waves are arcs.
    let waves = StandardIcons.shapes(.unmute, in: square).dropFirst()
    #expect(waves.count == 2)
    for wave in waves {
      #expect(wave.path.elements.contains { if case .arc = $0 { true } else { false } })
    }
  }

  @Test func filledAndStrokedIconsUseTheirStyles() {
    let square = Rect(x: 0, y: 0, width: 24, height: 24)
    let filled: [IconName] = [.pinStar, .ivodCamera, .play, .pause]
    let stroked: [IconName] = [.close, .share, .chevronLeft, .chevronRight, .chevronUp, .chevronDown]
    for name in filled {
      #expect(StandardIcons.shapes(name, in: square).allSatisfy { $0.style == .fill }, "\(name)")
    }
    for name in stroked {
      #expect(StandardIcons.shapes(name, in: square).allSatisfy { $0.style != .fill }, "\(name)")
    }
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 0, height: 0),
    Rect(x: 10, y: 10, width: 0, height: 20),
    Rect(x: 10, y: 10, width: 20, height: 0),
    Rect(x: 0, y: 0, width: -5, height: -5),
    Rect(x: .nan, y: 0, width: 10, height: 10),
    Rect(x: 0, y: .infinity, width: 10, height: 10),
    Rect(x: -.infinity, y: 0, width: 10, height: 10),
    Rect(x: 0, y: 0, width: .nan, height: 10),
    Rect(x: 0, y: 0, width: .infinity, height: .infinity),
  ])
  func degenerateSquaresHaveNoShapes(_ rect: Rect) {
    for name in IconName.allCases {
      #expect(StandardIcons.shapes(name, in: rect).isEmpty, "\(name) in \(rect)")
    }
  }

  @Test func aNonSquareRectangleUsesItsCentredSquare() {
    let wide = Rect(x: 0, y: 0, width: 100, height: 40)
    let square = Rect(x: 30, y: 0, width: 40, height: 40)
    for name in IconName.allCases {
      #expect(StandardIcons.shapes(name, in: wide) == StandardIcons.shapes(name, in: square), "\(name)")
    }
  }

  @Test func arcExtremesFollowTheSweep() {
    let center = Point(x: 0, y: 0)
    // A clockwise sweep across angle 0 reaches the rightmost point.
    let right = IconGeometry.arcExtremes(center: center, radius: 1, start: -0.5, end: 0.5, clockwise: true)
    #expect(right.contains { abs($0.x - 1) < 1e-12 && abs($0.y) < 1e-12 })
    // The anticlockwise sweep between the same angles goes round the left instead.
    let left = IconGeometry.arcExtremes(center: center, radius: 1, start: -0.5, end: 0.5, clockwise: false)
    #expect(left.contains { abs($0.x + 1) < 1e-12 })
    #expect(!left.contains { abs($0.x - 1) < 1e-12 })
  }
}
