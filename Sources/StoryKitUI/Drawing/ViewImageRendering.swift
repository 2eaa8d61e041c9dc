import Foundation
import StoryKit

/// Draws a view tree into a PNG picture: the seam through which a platform-free widget makes
/// pictures of its own views, such as the story player's share image
/// (``StoryShareOptions/includesImage``).
///
/// Linking `StoryKitCairo` registers its renderer as the program loads, through the same drawing
/// code as the pixel tests and `storykit render`; ``PlatformViewImageRenderer/current`` finds it.
/// An app on another backend registers its own.
public protocol ViewImageRendering: Sendable {
  /// `view` laid out at its frame's size and drawn at `scale` pixels per point over `background`
  /// (transparent when `nil`), as PNG data; `nil` when it cannot be drawn.
  @MainActor func pngData(of view: View, scale: Double, background: Color?) -> Data?
}

/// The renderer the linked drawing backend registered (``ViewImageRendering``). Thread-safe.
public enum PlatformViewImageRenderer {
  private static let registered = Mutex<(any ViewImageRendering)?>(nil)

  /// Makes `renderer` the platform's; a backend calls it as it loads.
  public static func register(_ renderer: any ViewImageRendering) {
    registered.withLock { $0 = renderer }
  }

  /// The registered renderer, if a backend registered one.
  public static var current: (any ViewImageRendering)? { registered.withLock { $0 } }
}
