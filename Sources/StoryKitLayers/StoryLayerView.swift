import Foundation
import StoryKit
import StoryKitUI

/// The base of the views that draw one ``ContentLayer``: the layer, the container it sits in,
/// and the fonts and colours every layer shares.
///
/// Interactive layers take every tap on their drawn area, so the player's tap-to-advance under
/// them does not fire; text and image layers turn ``isInteractive`` off and are never hit.
class StoryLayerView: View {
  /// The layer drawn.
  var layer = ContentLayer(id: "", frame: UnitRect(x: 0, y: 0, width: 0, height: 0), kind: .unknown("")) {
    didSet {
      if layer != oldValue {
        contentDidChange()
        setNeedsDisplay()
      }
    }
  }

  /// The container, for the story, the fonts, the store and the callbacks.
  weak var container: StoryLayersView?

  /// Whether the layer takes taps; `false` lets them through to the story.
  var isInteractive: Bool { true }

  /// Swallows taps on the layer's card that no control inside takes.
  private lazy var swallowingTap = TapGestureRecognizer()

  required init(frame: Rect) {
    super.init(frame: frame)
  }

  override func setUp() {
    super.setUp()
    if isInteractive {
      addGestureRecognizer(swallowingTap)
    } else {
      isUserInteractionEnabled = false
    }
  }

  /// Story points per design point: sizes are given for a 390 pt wide story.
  var storyScale: Double {
    let width = container?.bounds.width ?? superview?.bounds.width ?? 390
    return width.isFinite && width > 0 ? width / 390 : 1
  }

  /// The appearance's text-size multiplier (the Dynamic Type analogue).
  var textScale: Double { appearance.fonts.sizeMultiplier }

  /// A font of the SDK's size `designSize` (at a 390 pt story, before text scale) times `fit`, in
  /// the interactive font's family and weight, or in `weight` of the platform font without one.
  func layerFont(_ designSize: Double, weight: FontDescriptor.Weight, fit: Double = 1) -> FontDescriptor {
    let size = designSize * storyScale * textScale * fit
    guard let chosen = container?.interactiveFont else { return FontDescriptor(size: size, weight: weight) }
    return FontDescriptor(family: chosen.family, size: size, weight: chosen.weight)
  }

  /// The layers' colours for the appearance in effect, on the container's
  /// ``StoryLayersView/surfaceColor``.
  var palette: LayerPalette { LayerPalette(appearance, surface: container?.surfaceColor) }

  /// The area that takes taps: the whole layer unless a subclass draws less, or more (a countdown
  /// card over a frame too short for it).
  var touchArea: Rect { bounds }

  override func hitTest(_ point: Point) -> View? {
    guard touchArea.contains(point) else { return nil }
    guard !bounds.contains(point) else { return super.hitTest(point) }
    // Outside the frame but on the card drawn over it: its parts take the touch there too.
    guard isHittable else { return nil }
    return hitTestSubviews(point) ?? self
  }

  /// Tells the container's listener.
  func send(_ interaction: StoryLayerInteraction) {
    container?.send(interaction)
  }

  /// The story holding the layer, or `nil` outside a container or for layers of no story.
  var story: Story? { container?.story }

  /// The key the store keeps this layer's answer under: the container's interaction scope (the
  /// story's ID in the player) and the layer's ID.
  var interactionKey: StoryInteractionKey? {
    guard let scope = container?.content?.interactionScope else { return nil }
    return StoryInteractionKey(userID: container?.userID, storyID: scope, layerID: layer.id)
  }

  /// Whether the container holds its clock-driven animations still.
  var isAnimationPaused: Bool { container?.isPaused ?? false }

  /// The time this layer animates by: the container's ``StoryLayersView/animationTime``, else the
  /// view clock.
  var animationTime: Double { container?.animationTime ?? clock.now }
}

extension UnitRect {
  /// The rectangle in a story of `bounds`, or `nil` when it cannot be drawn (not a number,
  /// infinite, empty). Wild positions and sizes are clamped to twice the story.
  func rect(in bounds: Rect) -> Rect? {
    let values = [x, y, width, height]
    guard values.allSatisfy(\.isFinite), width > 0, height > 0 else { return nil }
    let clampedX = min(max(x, -1), 2)
    let clampedY = min(max(y, -1), 2)
    return Rect(
      x: bounds.minX + clampedX * bounds.width, y: bounds.minY + clampedY * bounds.height,
      width: min(width, 2) * bounds.width, height: min(height, 2) * bounds.height)
  }
}

extension ContentLayer {
  /// The clockwise rotation as a transform, identity when it is not a number.
  var rotationTransform: Transform {
    guard rotation.isFinite, rotation.truncatingRemainder(dividingBy: 360) != 0 else { return .identity }
    return .rotation(rotation.truncatingRemainder(dividingBy: 360) * .pi / 180)
  }
}
