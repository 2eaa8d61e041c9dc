import Foundation
import StoryKitUI

/// An image loader that serves every picture from `base` except the withheld ones, which never
/// arrive (until their request is cancelled): the player's state before the story's picture
/// arrives, its loading view showing, drawn deterministically.
///
/// ```swift
/// player.imageLoader = WithheldMediaLoader(base: pipeline, withholding: [storyPictureURL])
/// ```
final class WithheldMediaLoader: ImageLoading {
  /// Where every other picture comes from.
  let base: any ImageLoading
  /// The URLs that never arrive.
  let withheld: Set<URL>

  init(base: any ImageLoading, withholding withheld: Set<URL>) {
    self.base = base
    self.withheld = withheld
  }

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    withheld.contains(request.url) ? nil : base.cachedImage(for: request)
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard withheld.contains(request.url) else { return try await base.image(for: request) }
    // Pending for as long as the request lives; a cancelled one ends, as a pipeline's does.
    while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
    throw .cancelled(request.url)
  }
}
