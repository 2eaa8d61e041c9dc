import StoryKitUI

/// The video feed's `make…` methods of the ``StoryKitUI/ViewFactory`` door (seed 004): adopt it
/// in your factory and implement the parts you want to make yourself; the others keep their
/// defaults, which read the ``StoryKitUI/Components`` slots.
///
/// ```swift
/// final class BrandFactory: ViewFactory, VideoFeedViewMaking {
///   func makeVideoFeedProductView(for item: VideoFeedItemView) -> VideoFeedProductView {
///     BrandProductChip()
///   }
/// }
/// ViewFactory.install(BrandFactory())   // the app, before building views; or feed.viewFactory = …
/// ```
@MainActor
public protocol VideoFeedViewMaking: ViewFactory {
  /// A new, empty item view for `feed`.
  func makeVideoFeedItemView(for feed: VideoFeedView) -> VideoFeedItemView
  /// A new, empty product chip for `item`.
  func makeVideoFeedProductView(for item: VideoFeedItemView) -> VideoFeedProductView
}

extension VideoFeedViewMaking {
  /// The ``StoryKitUI/Components/videoFeedItemView`` slot's class.
  public func makeVideoFeedItemView(for feed: VideoFeedView) -> VideoFeedItemView {
    feed.components.videoFeedItemView.init()
  }

  /// The ``StoryKitUI/Components/videoFeedProductView`` slot's class.
  public func makeVideoFeedProductView(for item: VideoFeedItemView) -> VideoFeedProductView {
    item.components.videoFeedProductView.init()
  }
}

/// The video feed's parts through the one path: the tree's factory if it makes video feed parts,
/// else the Components slots (the factory's defaults).
@MainActor
struct VideoFeedParts {
  private let factory: (any VideoFeedViewMaking)?

  init(for view: View) {
    factory = view.viewFactory as? any VideoFeedViewMaking
  }

  func itemView(for feed: VideoFeedView) -> VideoFeedItemView {
    factory?.makeVideoFeedItemView(for: feed) ?? feed.components.videoFeedItemView.init()
  }

  func productView(for item: VideoFeedItemView) -> VideoFeedProductView {
    factory?.makeVideoFeedProductView(for: item) ?? item.components.videoFeedProductView.init()
  }
}
