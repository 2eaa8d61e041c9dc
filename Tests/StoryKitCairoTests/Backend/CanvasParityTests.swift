import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// Each Canvas command drawn into a recording canvas and a Cairo bitmap at once: the pixels must
/// follow from what was recorded.
@MainActor
@Suite struct CanvasParityTests {
  let square = Rect(x: 10, y: 10, width: 20, height: 20)

  // MARK: - Solid fills

  @Test func solidFillKeepsChannelOrder() {
    let color = Color(red: 1, green: 0.5, blue: 0.25)
    let drawing = BackendFixtures.draw { $0.fill(.rect(square), with: .solid(color)) }
    #expect(drawing.commands == [.fill(.rect(square), .solid(color))])
    #expect(drawing.color(atPoint: square.center).isClose(to: BackendRGBA(color), tolerance: 1))
    #expect(drawing.color(atPoint: Point(x: 5, y: 5)) == .white)
    #expect(drawing.color(atPoint: Point(x: 35, y: 20)) == .white)
  }

  @Test func translucentFillBlendsOverTheBackground() {
    let drawing = BackendFixtures.draw {
      $0.fill(.rect(square), with: .solid(Color.backendRed.withAlpha(0.5)))
    }
    #expect(drawing.color(atPoint: square.center).isClose(to: BackendRGBA(255, 128, 128), tolerance: 2))
  }

  @Test func fillOnATransparentBitmapKeepsStraightAlpha() {
    let color = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
    let drawing = BackendFixtures.draw(background: nil) { $0.fill(.rect(square), with: .solid(color)) }
    #expect(drawing.color(atPoint: square.center).isClose(to: BackendRGBA(color), tolerance: 2))
    #expect(drawing.color(atPoint: Point(x: 50, y: 50)) == .clear)
  }

  // MARK: - Save, restore and transforms

  @Test func restoreUndoesATranslation() {
    let drawing = BackendFixtures.draw {
      $0.save()
      $0.translate(x: 50, y: 0)
      $0.restore()
      $0.fill(.rect(square), with: .solid(.backendRed))
    }
    #expect(
      drawing.commands == [
        .save, .concatenate(.translation(x: 50, y: 0)), .restore, .fill(.rect(square), .solid(.backendRed)),
      ])
    #expect(drawing.color(atPoint: square.center) == .red)
    #expect(drawing.color(atPoint: Point(x: 70, y: 20)) == .white)
  }

  @Test func concatenatedTransformsMoveFillsWhereTheRecordedTransformSays() {
    let transforms: [Transform] = [
      .translation(x: 40, y: 30),
      .scale(x: 2, y: 3),
      Transform.rotation(.pi / 2).concatenating(.translation(x: 60, y: 10)),
      Transform.rotation(.pi / 6).concatenating(.translation(x: 50, y: 20)),
    ]
    for transform in transforms {
      let drawing = BackendFixtures.draw {
        $0.save()
        $0.concatenate(transform)
        $0.fill(.rect(square), with: .solid(.backendBlue))
        $0.restore()
      }
      guard case .concatenate(let recorded) = drawing.commands[1] else {
        Issue.record("expected a concatenate command, found \(drawing.commands[1])")
        continue
      }
      #expect(recorded == transform)
      // Points well inside the square land on blue; the square's own place (if the transform
      // moved it away) stays white.
      for (u, v) in [(0.5, 0.5), (0.2, 0.2), (0.8, 0.2), (0.2, 0.8), (0.8, 0.8)] {
        let local = Point(x: square.minX + u * square.width, y: square.minY + v * square.height)
        let moved = recorded.apply(to: local)
        #expect(drawing.color(atPoint: moved) == .blue, "\(transform) at \(moved)")
      }
      let corners = [
        square.origin, Point(x: square.maxX, y: square.minY), Point(x: square.minX, y: square.maxY),
        Point(x: square.maxX, y: square.maxY),
      ].map { recorded.apply(to: $0) }
      let bounds = Rect(
        x: corners.map(\.x).min()! - 1, y: corners.map(\.y).min()! - 1,
        width: corners.map(\.x).max()! - corners.map(\.x).min()! + 2,
        height: corners.map(\.y).max()! - corners.map(\.y).min()! + 2)
      if !bounds.contains(square.center) {
        #expect(drawing.color(atPoint: square.center) == .white, "\(transform)")
      }
    }
  }

  @Test func rotationByAQuarterTurnMovesASquareBelowItsPivot() {
    // A bar to the right of the pivot, turned a quarter clockwise, hangs below it.
    let bar = Rect(x: 10, y: -5, width: 30, height: 10)
    let drawing = BackendFixtures.draw {
      $0.translate(x: 50, y: 50)
      $0.concatenate(.rotation(.pi / 2))
      $0.fill(.rect(bar), with: .solid(.backendRed))
    }
    #expect(drawing.color(atPoint: Point(x: 50, y: 75)) == .red)
    #expect(drawing.color(atPoint: Point(x: 75, y: 50)) == .white)
    #expect(drawing.color(atPoint: Point(x: 50, y: 25)) == .white)
  }

  @Test func degenerateTransformsDrawNothingUntilRestored() {
    for broken in [Transform.scale(x: 0, y: 1), Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
      let drawing = BackendFixtures.draw {
        $0.save()
        $0.concatenate(broken)
        $0.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .solid(.backendRed))
        $0.restore()
        $0.fill(.rect(square), with: .solid(.backendBlue))
      }
      #expect(drawing.color(atPoint: Point(x: 60, y: 60)) == .white, "\(broken)")
      #expect(drawing.color(atPoint: square.center) == .blue, "\(broken)")
    }
  }

  @Test func transformsThatOverflowTogetherDoNotBreakLaterDrawing() {
    // Each scale is invertible on its own; their product is not representable.
    let drawing = BackendFixtures.draw {
      $0.save()
      $0.concatenate(.scale(x: 1e160, y: 1e160))
      $0.concatenate(.scale(x: 1e160, y: 1e160))
      $0.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(.backendRed))
      $0.restore()
      $0.fill(.rect(square), with: .solid(.backendBlue))
    }
    #expect(drawing.color(atPoint: square.center) == .blue)
    #expect(drawing.color(atPoint: Point(x: 60, y: 60)) == .white)
  }

  @Test func unbalancedRestoreAndEndLayerAreIgnored() {
    let drawing = BackendFixtures.draw {
      $0.restore()
      $0.endLayer()
      $0.fill(.rect(square), with: .solid(.backendBlue))
    }
    #expect(drawing.commands.count == 3)
    #expect(drawing.color(atPoint: square.center) == .blue)
  }

  @Test func endLayerClosesSavesLeftOpenInsideTheLayer() {
    let drawing = BackendFixtures.draw {
      $0.beginLayer(alpha: 0.5)
      $0.save()
      $0.translate(x: 40, y: 0)
      $0.fill(.rect(square), with: .solid(.backendBlack))
      $0.endLayer()
      $0.fill(.rect(square), with: .solid(.backendBlue))
    }
    #expect(drawing.color(atPoint: Point(x: 60, y: 20)).isClose(to: BackendRGBA(128, 128, 128), tolerance: 2))
    #expect(drawing.color(atPoint: square.center) == .blue)
  }

  // MARK: - Clips

  @Test func clipToAPathKeepsPaintInsideIt() {
    let circle = Rect(x: 20, y: 20, width: 60, height: 60)
    let drawing = BackendFixtures.draw {
      $0.save()
      $0.clip(to: .ellipse(in: circle))
      $0.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .solid(.backendRed))
      $0.restore()
      $0.fill(.rect(Rect(x: 0, y: 90, width: 10, height: 10)), with: .solid(.backendBlue))
    }
    guard case .clip(let clip) = drawing.commands[1] else {
      Issue.record("expected a clip, found \(drawing.commands[1])")
      return
    }
    #expect(clip == .ellipse(in: circle))
    for y in stride(from: 0, to: 100, by: 3) {
      for x in stride(from: 0, to: 100, by: 3) {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let distance = point.distance(to: circle.center)
        if distance < circle.width / 2 - 1 {
          #expect(drawing.color(x: x, y: y) == .red, "inside the clip at \(point)")
        } else if distance > circle.width / 2 + 1, y < 90 || x >= 10 {
          #expect(drawing.color(x: x, y: y) == .white, "outside the clip at \(point)")
        }
      }
    }
    // The restore lifted the clip.
    #expect(drawing.color(atPoint: Point(x: 5, y: 95)) == .blue)
  }

  @Test func nestedClipsIntersect() {
    let drawing = BackendFixtures.draw {
      $0.clip(to: .rect(Rect(x: 0, y: 0, width: 60, height: 100)))
      $0.clip(to: .rect(Rect(x: 40, y: 0, width: 60, height: 100)))
      $0.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .solid(.backendGreen))
    }
    #expect(drawing.color(atPoint: Point(x: 50, y: 50)) == .green)
    #expect(drawing.color(atPoint: Point(x: 30, y: 50)) == .white)
    #expect(drawing.color(atPoint: Point(x: 70, y: 50)) == .white)
  }

  // MARK: - Layers

  @Test func layerAlphaHalfOverWhiteGivesHalfGrey() {
    let drawing = BackendFixtures.draw {
      $0.beginLayer(alpha: 0.5)
      $0.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), with: .solid(.backendBlack))
      // An overlapping fill inside the same layer: the group is composited once, so the overlap
      // is not darker than the rest.
      $0.fill(.rect(Rect(x: 40, y: 40, width: 50, height: 50)), with: .solid(.backendBlack))
      $0.endLayer()
    }
    #expect(drawing.commands.first == .beginLayer(alpha: 0.5))
    #expect(drawing.commands.last == .endLayer)
    let grey = BackendRGBA(128, 128, 128)
    #expect(drawing.color(atPoint: Point(x: 20, y: 20)).isClose(to: grey, tolerance: 2))
    #expect(drawing.color(atPoint: Point(x: 50, y: 50)).isClose(to: grey, tolerance: 2))
    #expect(drawing.color(atPoint: Point(x: 80, y: 80)).isClose(to: grey, tolerance: 2))
    #expect(drawing.color(atPoint: Point(x: 80, y: 20)) == .white)
  }

  @Test func nestedLayersMultiplyTheirAlphas() {
    let drawing = BackendFixtures.draw {
      $0.beginLayer(alpha: 0.5)
      $0.beginLayer(alpha: 0.5)
      $0.fill(.rect(square), with: .solid(.backendBlack))
      $0.endLayer()
      $0.endLayer()
    }
    #expect(drawing.color(atPoint: square.center).isClose(to: BackendRGBA(191, 191, 191), tolerance: 2))
  }

  @Test func layerAlphaOutsideTheUnitRangeIsClamped() {
    let drawing = BackendFixtures.draw {
      $0.beginLayer(alpha: 3)
      $0.fill(.rect(square), with: .solid(.backendBlack))
      $0.endLayer()
      $0.beginLayer(alpha: -1)
      $0.fill(.rect(Rect(x: 50, y: 50, width: 20, height: 20)), with: .solid(.backendBlack))
      $0.endLayer()
    }
    #expect(drawing.color(atPoint: square.center) == .black)
    #expect(drawing.color(atPoint: Point(x: 60, y: 60)) == .white)
  }

  // MARK: - Gradients

  @Test func linearGradientInterpolatesBetweenItsStops() {
    let paint = Paint.linear(
      Gradient(.backendRed, .backendBlue), from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    let drawing = BackendFixtures.draw {
      $0.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: paint)
    }
    guard case .fill(_, .linear(let stops, let start, let end)) = drawing.commands[0] else {
      Issue.record("expected a linear fill, found \(drawing.commands[0])")
      return
    }
    for x in [0, 25, 50, 75, 99] {
      let location = (Double(x) + 0.5 - start.x) / (end.x - start.x)
      let expected = BackendRGBA(Self.color(at: location, in: stops))
      #expect(drawing.color(x: x, y: 50).isClose(to: expected, tolerance: 3), "x = \(x)")
    }
    #expect(drawing.color(x: 50, y: 50).isClose(to: BackendRGBA(128, 0, 128), tolerance: 3))
  }

  @Test func linearGradientHonoursUnevenStopsAndDirection() {
    let stops = [
      GradientStop(location: 0, color: .backendRed), GradientStop(location: 0.25, color: .backendGreen),
      GradientStop(location: 1, color: .backendBlue),
    ]
    let drawing = BackendFixtures.draw {
      $0.fill(
        .rect(Rect(x: 0, y: 0, width: 100, height: 100)),
        with: .linear(stops: stops, start: Point(x: 0, y: 100), end: Point(x: 0, y: 0)))
    }
    // Bottom to top: green a quarter of the way up, blue at the top.
    #expect(drawing.color(x: 50, y: 75).isClose(to: BackendRGBA(0, 255, 0), tolerance: 6))
    #expect(drawing.color(x: 50, y: 99).isClose(to: BackendRGBA(255, 0, 0), tolerance: 6))
    #expect(drawing.color(x: 50, y: 0).isClose(to: BackendRGBA(0, 0, 255), tolerance: 6))
    let midway = BackendRGBA(Self.color(at: (100 - 37.5) / 100, in: stops))
    #expect(drawing.color(x: 50, y: 37).isClose(to: midway, tolerance: 4))
  }

  @Test func angularGradientColoursFollowTheRecordedAngles() {
    let center = Point(x: 50, y: 50)
    for startAngle in [0.0, -Double.pi / 2, 2.0] {
      let paint = Paint.angular(
        stops: GradientStop.evenlySpread([.backendRed, .backendGreen, .backendBlue]), center: center,
        startAngle: startAngle)
      let drawing = BackendFixtures.draw {
        $0.fill(.ellipse(in: Rect(x: 5, y: 5, width: 90, height: 90)), with: paint)
      }
      guard case .fill(_, .angular(let stops, let recordedCenter, let recordedStart)) = drawing.commands[0]
      else {
        Issue.record("expected an angular fill, found \(drawing.commands[0])")
        continue
      }
      func sample(after sweep: Double) -> BackendRGBA {
        let angle = recordedStart + sweep
        return drawing.color(
          atPoint: Point(x: recordedCenter.x + 35 * cos(angle), y: recordedCenter.y + 35 * sin(angle)))
      }
      // Just after the start: the first colour; half way round: the middle one; just before the
      // end: the last; a quarter of the way (clockwise): between the first two.
      #expect(sample(after: 0.06).isClose(to: .red, tolerance: 12), "start \(startAngle)")
      #expect(sample(after: .pi).isClose(to: .green, tolerance: 12), "start \(startAngle)")
      #expect(sample(after: 2 * .pi - 0.06).isClose(to: .blue, tolerance: 12), "start \(startAngle)")
      #expect(
        sample(after: .pi / 2).isClose(to: BackendRGBA(Self.color(at: 0.25, in: stops)), tolerance: 8),
        "start \(startAngle)")
      #expect(
        sample(after: 3 * .pi / 2).isClose(to: BackendRGBA(Self.color(at: 0.75, in: stops)), tolerance: 8),
        "start \(startAngle)")
      // Outside the shape nothing is painted.
      #expect(drawing.color(atPoint: Point(x: 2, y: 2)) == .white)
    }
  }

  @Test func angularGradientCoversAThickStrokeToItsCorners() {
    // The stroke reaches well past the path's own bounds (half the width plus square caps).
    let center = Point(x: 50, y: 50)
    let drawing = BackendFixtures.draw {
      $0.stroke(
        .lines([Point(x: 35, y: 50), Point(x: 65, y: 50)]),
        with: .angular(Gradient(.backendRed, .backendBlue), center: center),
        style: StrokeStyle(width: 50, cap: .square))
    }
    // Covered: x 10...90, y 25...75.
    for (x, y) in [(11, 26), (88, 26), (11, 73), (88, 73), (50, 27), (12, 50)] {
      #expect(drawing.color(x: x, y: y).alpha == 255, "(\(x), \(y))")
      #expect(drawing.color(x: x, y: y) != .white, "(\(x), \(y))")
    }
    #expect(drawing.color(x: 5, y: 50) == .white)
  }

  @Test func gradientsWithOneOrNoStopsDoNotCrash() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    let drawing = BackendFixtures.draw {
      $0.fill(.rect(rect), with: .linear(stops: [], start: .zero, end: Point(x: 100, y: 0)))
      $0.fill(.rect(rect), with: .angular(stops: [], center: rect.center, startAngle: 0))
      $0.fill(
        .rect(Rect(x: 0, y: 0, width: 50, height: 50)),
        with: .angular(
          stops: [GradientStop(location: 0, color: .backendGreen)], center: rect.center, startAngle: 0))
      $0.fill(.rect(Rect(x: 50, y: 50, width: 10, height: 10)), with: .solid(.backendBlue))
    }
    #expect(drawing.color(atPoint: Point(x: 20, y: 20)) == .green)
    #expect(drawing.color(atPoint: Point(x: 80, y: 20)) == .white)
    #expect(drawing.color(atPoint: Point(x: 55, y: 55)) == .blue)
  }

  // MARK: - Strokes

  @Test func strokeWidthSetsTheLineThickness() {
    let line = Path.lines([Point(x: 20, y: 50), Point(x: 80, y: 50)])
    for width in [2.0, 10.0, 20.0] {
      let drawing = BackendFixtures.draw {
        $0.stroke(line, with: .solid(.backendBlack), style: StrokeStyle(width: width))
      }
      guard case .stroke(_, _, let style) = drawing.commands[0] else { continue }
      let half = style.width / 2
      #expect(drawing.color(atPoint: Point(x: 50, y: 50 - half + 0.5)) == .black, "width \(width)")
      #expect(drawing.color(atPoint: Point(x: 50, y: 50 + half - 0.5)) == .black, "width \(width)")
      #expect(drawing.color(atPoint: Point(x: 50, y: 50 - half - 1.5)) == .white, "width \(width)")
      #expect(drawing.color(atPoint: Point(x: 50, y: 50 + half + 1.5)) == .white, "width \(width)")
    }
  }

  @Test func zeroWidthStrokeDrawsNothing() {
    let drawing = BackendFixtures.draw {
      $0.stroke(.rect(square), with: .solid(.backendBlack), style: StrokeStyle(width: 0))
    }
    #expect(drawing.commands.count == 1)
    #expect(BackendFixtures.inkColumns(drawing.pixels, background: .white).isEmpty)
  }

  @Test func dashedStrokeHasGapsWhereTheDashPatternSays() {
    for phase in [0.0, 5.0] {
      let style = StrokeStyle(width: 4, dash: [10, 6], dashPhase: phase)
      let drawing = BackendFixtures.draw {
        $0.stroke(
          .lines([Point(x: 0, y: 50), Point(x: 100, y: 50)]), with: .solid(.backendBlack), style: style)
      }
      guard case .stroke(_, _, let recorded) = drawing.commands[0] else { continue }
      let period = recorded.dash.reduce(0, +)
      for x in 0..<100 {
        let position = (Double(x) + 0.5 + recorded.dashPhase).truncatingRemainder(dividingBy: period)
        let color = drawing.color(x: x, y: 50)
        if position > 0.6 && position < recorded.dash[0] - 0.6 {
          #expect(color == .black, "phase \(phase), x = \(x) is in a dash")
        } else if position > recorded.dash[0] + 0.6 && position < period - 0.6 {
          #expect(color == .white, "phase \(phase), x = \(x) is in a gap")
        }
      }
    }
  }

  @Test func dashIsClearedAfterADashedStroke() {
    let drawing = BackendFixtures.draw {
      $0.stroke(
        .lines([Point(x: 0, y: 20), Point(x: 100, y: 20)]), with: .solid(.backendBlack),
        style: StrokeStyle(width: 4, dash: [5, 5]))
      $0.stroke(
        .lines([Point(x: 0, y: 60), Point(x: 100, y: 60)]), with: .solid(.backendBlack),
        style: StrokeStyle(width: 4))
    }
    #expect((0..<100).allSatisfy { drawing.color(x: $0, y: 60) == .black })
  }

  @Test func capsExtendPastTheEndpointOnlyWhenTheyShould() {
    // A 20-wide line ending at x = 80: butt stops there, square reaches x = 90 with corners, round
    // reaches x = 90 on the axis only.
    let line = Path.lines([Point(x: 20, y: 50), Point(x: 80, y: 50)])
    func draw(_ cap: StrokeStyle.LineCap) -> BackendDrawing {
      BackendFixtures.draw {
        $0.stroke(line, with: .solid(.backendBlack), style: StrokeStyle(width: 20, cap: cap))
      }
    }
    let butt = draw(.butt)
    let round = draw(.round)
    let square = draw(.square)
    let beyondEnd = Point(x: 85.5, y: 50.5)
    let corner = Point(x: 88.5, y: 58.5)
    #expect(butt.color(atPoint: Point(x: 78.5, y: 50.5)) == .black)
    #expect(butt.color(atPoint: Point(x: 81.5, y: 50.5)) == .white)
    #expect(butt.color(atPoint: beyondEnd) == .white)
    #expect(round.color(atPoint: beyondEnd) == .black)
    #expect(round.color(atPoint: corner) == .white)
    #expect(square.color(atPoint: beyondEnd) == .black)
    #expect(square.color(atPoint: corner) == .black)
    #expect(square.color(atPoint: Point(x: 91.5, y: 50.5)) == .white)
    // The start end behaves the same way.
    #expect(butt.color(atPoint: Point(x: 14.5, y: 50.5)) == .white)
    #expect(round.color(atPoint: Point(x: 14.5, y: 50.5)) == .black)
  }

  @Test func joinsShapeTheOuterCorner() {
    // A right angle at (20, 20), 20 wide: the outer corner of a miter is at (10, 10); a bevel cuts
    // along x + y = 30; a round join is a circle of radius 10 about (20, 20).
    let corner = Path.lines([Point(x: 20, y: 80), Point(x: 20, y: 20), Point(x: 80, y: 20)])
    func draw(_ join: StrokeStyle.LineJoin) -> BackendDrawing {
      BackendFixtures.draw {
        $0.stroke(corner, with: .solid(.backendBlack), style: StrokeStyle(width: 20, join: join))
      }
    }
    let miter = draw(.miter)
    let bevel = draw(.bevel)
    let round = draw(.round)
    let outer = Point(x: 11.5, y: 11.5)
    let nearCorner = Point(x: 13.5, y: 13.5)
    #expect(miter.color(atPoint: outer) == .black)
    #expect(bevel.color(atPoint: outer) == .white)
    #expect(round.color(atPoint: outer) == .white)
    #expect(round.color(atPoint: nearCorner) == .black)
    #expect(bevel.color(atPoint: nearCorner) == .white)
    for drawing in [miter, bevel, round] {
      #expect(drawing.color(atPoint: Point(x: 25.5, y: 25.5)) == .black)
      #expect(drawing.color(atPoint: Point(x: 50.5, y: 15.5)) == .black)
      #expect(drawing.color(atPoint: Point(x: 50.5, y: 50.5)) == .white)
    }
  }

  @Test func strokeFollowsArcsAndCurves() {
    var path = Path()
    path.addArc(center: Point(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi)
    let drawing = BackendFixtures.draw {
      $0.stroke(path, with: .solid(.backendBlack), style: StrokeStyle(width: 4))
    }
    // Clockwise on screen from 0 to π: the lower half.
    #expect(drawing.color(atPoint: Point(x: 50.5, y: 80.5)) == .black)
    #expect(drawing.color(atPoint: Point(x: 50.5, y: 20.5)) == .white)
    var counter = Path()
    counter.addArc(center: Point(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
    let other = BackendFixtures.draw {
      $0.stroke(counter, with: .solid(.backendBlack), style: StrokeStyle(width: 4))
    }
    #expect(other.color(atPoint: Point(x: 50.5, y: 20.5)) == .black)
    #expect(other.color(atPoint: Point(x: 50.5, y: 80.5)) == .white)
  }

  // MARK: - Text

  @Test func textDrawsInkInsideItsLaidOutBox() {
    let engine = PangoTextEngine.shared
    let style = TextStyle(font: FontDescriptor(size: 20), color: .backendRed)
    let layout = engine.layout("Hamburgefonstiv", style: style, maxWidth: .infinity, maxLines: 1)
    let origin = Point(x: 12, y: 30)
    let drawing = BackendFixtures.draw(width: 240, height: 90) { $0.draw(layout, at: origin) }
    #expect(drawing.commands == [.text(layout, at: origin)])
    let columns = BackendFixtures.inkColumns(drawing.pixels, background: .white)
    let rows = BackendFixtures.inkRows(drawing.pixels, background: .white)
    #expect(!columns.isEmpty)
    guard let left = columns.first, let right = columns.last, let top = rows.first, let bottom = rows.last
    else { return }
    #expect(Double(left) >= origin.x - 1 && Double(left) <= origin.x + 4)
    #expect(Double(right) <= origin.x + layout.size.width + 1)
    #expect(Double(right) >= origin.x + layout.size.width - 6)
    #expect(Double(top) >= origin.y)
    #expect(Double(bottom) <= origin.y + layout.size.height)
    // The ink is the style's colour: red with no green or blue beyond anti-aliasing towards white.
    var darkest = BackendRGBA.white
    for y in rows {
      for x in columns where drawing.color(x: x, y: y).green < darkest.green {
        darkest = drawing.color(x: x, y: y)
      }
    }
    #expect(darkest.isClose(to: .red, tolerance: 40))
  }

  @Test func textAtScaleThreeCoversThreeTimesThePixels() {
    let layout = PangoTextEngine.shared.layout(
      "Scale", style: TextStyle(font: FontDescriptor(size: 16)), maxWidth: .infinity, maxLines: 1)
    let one = BackendFixtures.draw(width: 80, height: 30) { $0.draw(layout, at: Point(x: 4, y: 4)) }
    let three = BackendFixtures.draw(width: 80, height: 30, scale: 3) {
      $0.draw(layout, at: Point(x: 4, y: 4))
    }
    let widthOne = Self.span(BackendFixtures.inkColumns(one.pixels, background: .white))
    let widthThree = Self.span(BackendFixtures.inkColumns(three.pixels, background: .white))
    #expect(widthOne > 10)
    #expect(abs(Double(widthThree) / Double(widthOne) - 3) < 0.35)
  }

  // MARK: - Images

  @Test(arguments: ContentMode.allCases)
  func imagesLandWhereContentModePlacementSays(_ mode: ContentMode) throws {
    // A 2:1 image (40 × 20 px at 2x: 20 × 10 pt) into a 40 × 40 pt rectangle.
    let image = try BackendFixtures.quadrantImage(width: 40, height: 20, scale: 2)
    let rect = Rect(x: 10, y: 10, width: 40, height: 40)
    let drawing = BackendFixtures.draw(width: 60, height: 60) { $0.draw(image, in: rect, contentMode: mode) }
    #expect(drawing.commands == [.image(ObjectIdentifier(image), in: rect, contentMode: mode)])
    let placed = mode.placement(of: image.size, in: rect)
    for y in 0..<60 {
      for x in 0..<60 {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let inRect = rect.insetBy(dx: 1, dy: 1).contains(point)
        let inImage = placed.insetBy(dx: 1, dy: 1).contains(point)
        let outside =
          !rect.insetBy(dx: -1, dy: -1).contains(point) || !placed.insetBy(dx: -1, dy: -1).contains(point)
        let color = drawing.color(x: x, y: y)
        if inRect && inImage {
          let u = (point.x - placed.minX) / placed.width
          let v = (point.y - placed.minY) / placed.height
          // Away from the quadrant boundaries, where filtering blends.
          guard abs(u - 0.5) * placed.width > 1.5, abs(v - 0.5) * placed.height > 1.5 else { continue }
          let expected = BackendFixtures.quadrantColor(
            x: Int(u * Double(image.pixelWidth)), y: Int(v * Double(image.pixelHeight)),
            width: image.pixelWidth, height: image.pixelHeight)
          #expect(color.isClose(to: expected, tolerance: 4), "\(mode) at (\(x), \(y))")
        } else if outside {
          #expect(color == .white, "\(mode) at (\(x), \(y)) is outside the image")
        }
      }
    }
  }

  @Test func imagesOfAnotherTypeAreSkipped() {
    final class ForeignImage: CanvasImage {
      let pixelWidth = 10
      let pixelHeight = 10
      let scale = 1.0
    }
    let drawing = BackendFixtures.draw {
      $0.draw(ForeignImage(), in: Rect(x: 0, y: 0, width: 50, height: 50), contentMode: .scaleToFill)
      $0.fill(.rect(square), with: .solid(.backendGreen))
    }
    #expect(drawing.commands.count == 2)
    #expect(drawing.color(atPoint: Point(x: 40, y: 40)) == .white)
    #expect(drawing.color(atPoint: square.center) == .green)
  }

  @Test func imagesFollowTheCurrentTransformAndClip() throws {
    let image = try BackendFixtures.quadrantImage(width: 20, height: 20)
    let drawing = BackendFixtures.draw {
      $0.save()
      $0.translate(x: 50, y: 50)
      $0.clip(to: .rect(Rect(x: 0, y: 0, width: 20, height: 10)))
      $0.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20), contentMode: .scaleToFill)
      $0.restore()
    }
    #expect(drawing.color(atPoint: Point(x: 55, y: 55)) == .red)
    #expect(drawing.color(atPoint: Point(x: 65, y: 55)) == .green)
    #expect(drawing.color(atPoint: Point(x: 55, y: 65)) == .white)
    #expect(drawing.color(atPoint: Point(x: 5, y: 5)) == .white)
  }

  // MARK: - Views through Bitmap.render

  @Test(arguments: [1.0, 3.0])
  func renderedViewsPaintTheirFrames(scale: Double) {
    let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 80))
    root.backgroundColor = .backendWhite
    let card = View(frame: Rect(x: 10, y: 20, width: 60, height: 40))
    card.backgroundColor = .backendRed
    card.border = Border(width: 4, color: .backendBlue)
    let badge = View(frame: Rect(x: 30, y: 10, width: 20, height: 10))
    badge.backgroundColor = .backendGreen
    card.addSubview(badge)
    root.addSubview(card)

    let recording = RecordingCanvas()
    root.render(in: recording)
    #expect(recording.commands.contains(.fill(.rect(card.bounds), .solid(.backendRed))))
    #expect(recording.commands.contains(.concatenate(.translation(x: 10, y: 20))))

    let bitmap = Bitmap(size: root.frame.size, scale: scale)
    bitmap.render(root)
    #expect(bitmap.pixelWidth == Int(120 * scale))
    let pixels = PixelBuffer(bitmap)
    func color(_ x: Double, _ y: Double) -> BackendRGBA {
      BackendRGBA(pixels.pixel(x: Int(x * scale), y: Int(y * scale)))
    }
    // Root background outside the card.
    #expect(color(5, 5) == .white)
    #expect(color(100, 70) == .white)
    // Card background inside its border, border in its outer 4 points.
    #expect(color(20, 50) == .red)
    #expect(color(11, 40) == .blue)
    #expect(color(13.5, 40) == .blue)
    #expect(color(68.9, 40) == .blue)
    #expect(color(40, 21) == .blue)
    #expect(color(40, 59) == .blue)
    #expect(color(14.5, 40) == .red)
    #expect(color(9.5, 40) == .white)
    #expect(color(70.5, 40) == .white)
    // The badge sits at the card's origin plus its frame: (40, 30) to (60, 40).
    #expect(color(41, 31) == .green)
    #expect(color(59, 39) == .green)
    #expect(color(39, 35) == .red)
    #expect(color(61, 35) == .red)
  }

  @Test func renderedTranslucentViewsCompositeAsOneLayer() {
    let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .backendWhite
    let group = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    group.alpha = 0.5
    group.backgroundColor = .backendBlack
    let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    child.backgroundColor = .backendBlack
    group.addSubview(child)
    root.addSubview(group)
    let bitmap = Bitmap(size: root.frame.size, scale: 3)
    bitmap.render(root)
    let pixels = PixelBuffer(bitmap)
    let grey = BackendRGBA(128, 128, 128)
    #expect(BackendRGBA(pixels.pixel(x: 15 * 3, y: 15 * 3)).isClose(to: grey, tolerance: 2))
    #expect(BackendRGBA(pixels.pixel(x: 30 * 3, y: 30 * 3)).isClose(to: grey, tolerance: 2))
    #expect(BackendRGBA(pixels.pixel(x: 5 * 3, y: 5 * 3)) == .white)
  }

  @Test func bitmapPixelMatchesThePixelBuffer() {
    let drawing = BackendFixtures.draw(width: 30, height: 20, scale: 2) {
      $0.fill(
        .rect(Rect(x: 0, y: 0, width: 15, height: 20)), with: .solid(Color(red: 0.1, green: 0.6, blue: 0.9)))
      $0.fill(.rect(Rect(x: 15, y: 0, width: 15, height: 10)), with: .solid(Color.backendRed.withAlpha(0.4)))
    }
    for (x, y) in [(0, 0), (10, 10), (40, 5), (59, 39), (-1, 0), (60, 0), (0, 40)] {
      #expect(BackendRGBA(drawing.bitmap.pixel(x: x, y: y)) == drawing.color(x: x, y: y), "(\(x), \(y))")
    }
    #expect(BackendRGBA(drawing.bitmap.pixel(x: -1, y: 0)) == .clear)
  }

  // MARK: - Helpers

  /// The colour at `location` of stops, interpolated linearly: the reference the backend must match.
  static func color(at location: Double, in stops: [GradientStop]) -> Color {
    let sorted = stops.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else {
      return Color(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (lower, upper) in zip(sorted, sorted.dropFirst()) where location <= upper.location {
      let t =
        upper.location > lower.location ? (location - lower.location) / (upper.location - lower.location) : 0
      return Color(
        red: lower.color.red + (upper.color.red - lower.color.red) * t,
        green: lower.color.green + (upper.color.green - lower.color.green) * t,
        blue: lower.color.blue + (upper.color.blue - lower.color.blue) * t,
        alpha: lower.color.alpha + (upper.color.alpha - lower.color.alpha) * t)
    }
    return last.color
  }

  static func span(_ columns: [Int]) -> Int {
    guard let first = columns.first, let last = columns.last else { return 0 }
    return last - first + 1
  }
}
