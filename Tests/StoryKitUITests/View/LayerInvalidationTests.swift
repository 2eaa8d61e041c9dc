import Foundation
import StoryKit
import Testing

@testable import StoryKitUI

/// Cached layers as a host draws them, frame after frame, into a canvas that keeps layers: a
/// change inside a cached subtree is drawn in the next frame, only where it changed; nothing
/// outside it is drawn again; moving a layer draws nothing again; leaving the tree frees it.
@MainActor
@Suite struct LayerInvalidationTests {
  /// Two cached pages side by side, the first with a title and a badge.
  @MainActor final class Scene {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let first = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let second = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
    let title = Label()
    let badge = View(frame: Rect(x: 70, y: 70, width: 20, height: 20))
    let canvas = RecordingCanvas(makesLayers: true)

    init() {
      root.textEngine = fixedMetrics
      first.backgroundColor = .white
      second.backgroundColor = .black
      title.text = "Autumn"
      title.frame = Rect(x: 10, y: 10, width: 80, height: 20)
      badge.backgroundColor = .red
      first.addSubview(title)
      first.addSubview(badge)
      root.addSubview(first)
      root.addSubview(second)
      first.isRasterized = true
      second.isRasterized = true
      root.layoutIfNeeded()
    }

    /// One frame, as a host draws it.
    func frame() {
      canvas.reset()
      root.layoutIfNeeded()
      root.render(in: canvas)
    }

    /// The layer of `view`: the first page's holds its title, the second's no text.
    func layer(of view: View) -> RecordingCanvas.Layer? {
      canvas.layers.first { layer in
        layer.commands.contains { if case .text = $0 { true } else { false } } == (view === first)
      }
    }
  }

  @Test func aChangeInsideOneCachedPageRedrawsOnlyItsRegionAndNotTheOtherPage() throws {
    let scene = Scene()
    scene.frame()
    #expect(scene.canvas.layers.count == 2, "each page is drawn once into its own layer")
    let first = try #require(scene.layer(of: scene.first))
    let second = try #require(scene.layer(of: scene.second))
    #expect(first.redraws == [nil] && second.redraws == [nil])

    scene.badge.backgroundColor = .green
    scene.frame()
    #expect(scene.canvas.layers.count == 2, "no layer is made again")
    let region = try #require(first.redraws.last ?? nil, "the second draw is partial")
    #expect(first.redraws.count == 2)
    #expect(
      region.minX <= 70 && region.minY <= 70 && region.maxX >= 90 && region.maxY >= 90,
      "the badge's region: \(region)")
    #expect(region.width < 40 && region.height < 40, "not the page: \(region)")
    #expect(
      first.commands.contains { if case .fill(_, .solid(.green)) = $0 { true } else { false } },
      "the badge is drawn in its new colour")
    #expect(second.redraws == [nil], "the other page is composited, not drawn again")
    #expect(scene.canvas.commands.filter { if case .layer = $0 { true } else { false } }.count == 2)
  }

  @Test func movingOrFadingACachedPageDrawsNothingAgain() throws {
    let scene = Scene()
    scene.frame()
    let first = try #require(scene.layer(of: scene.first))
    scene.first.transform = .translation(x: 12.5, y: 0)
    scene.first.alpha = 0.5
    scene.first.projectiveTransform = ProjectiveTransform(
      mapping: scene.first.bounds,
      to: [Point(x: 0, y: 10), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 90)])
    scene.frame()
    scene.frame()
    #expect(first.redraws == [nil], "three frames, one draw")
    let placed = scene.canvas.commands.compactMap { command -> (ProjectiveTransform, Double)? in
      if case .layer(let id, let transform, let opacity, _, _) = command, id == ObjectIdentifier(first) {
        return (transform, opacity)
      }
      return nil
    }
    #expect(placed.count == 1 && placed.first?.1 == 0.5)
    #expect(placed.first.map { !$0.0.isAffine } == true, "drawn in perspective")
  }

  @Test func aPageLeavingTheTreeOrHiddenFreesItsLayer() {
    let scene = Scene()
    scene.frame()
    #expect(scene.first.layerByteCount > 0 && scene.second.layerByteCount > 0)
    scene.second.removeFromSuperview()
    #expect(scene.second.layerByteCount == 0)
    scene.first.isHidden = true
    #expect(scene.first.layerByteCount == 0)
    scene.first.isHidden = false
    scene.frame()
    #expect(scene.first.layerByteCount > 0, "made again when shown")
  }
}
