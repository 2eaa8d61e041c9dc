import StoryKitUI

/// The story bar's `make…` methods of the ``StoryKitUI/ViewFactory`` door (seed 004): adopt it
/// in your factory and implement the parts you want to make yourself; the others keep their
/// defaults, which read the ``StoryKitUI/Components`` slots.
///
/// ```swift
/// final class BrandFactory: ViewFactory, StoryBarViewMaking {
///   func makeStoryGroupTitle(for cell: StoryGroupView) -> Label {
///     let label = Label()
///     label.textStyle = .footnote
///     return label
///   }
/// }
/// ViewFactory.install(BrandFactory())   // the app, before building views; or bar.viewFactory = …
/// ```
///
/// The bar makes its cells in this order: the bar's own ``StoryBarView/storyGroupViewFactory``
/// (seed 000's door: `createView()` and a size for one bar), else the tree's view factory, whose
/// default is the ``StoryKitUI/Components/storyGroupView`` slot. The parts of the default cell
/// (its ring, image, title, skeleton and badges) come from the same factory and slots.
@MainActor
public protocol StoryBarViewMaking: ViewFactory {
  /// A new, empty story group cell for `bar`.
  func makeStoryGroupView(for bar: StoryBarView) -> StoryGroupView
  /// The title label of a cell.
  func makeStoryGroupTitle(for cell: StoryGroupView) -> Label
  /// The pin badge of a cell.
  func makePinBadge(for cell: StoryGroupView) -> IconBadgeView
  /// The video (IVod) badge of a cell.
  func makeVideoBadge(for cell: StoryGroupView) -> IconBadgeView
  /// The LIVE badge of a cell.
  func makeLiveBadge(for cell: StoryGroupView) -> LiveBadgeView
}

extension StoryBarViewMaking {
  public func makeStoryGroupView(for bar: StoryBarView) -> StoryGroupView {
    bar.components.storyGroupView.init()
  }

  public func makeStoryGroupTitle(for cell: StoryGroupView) -> Label {
    cell.components.storyGroupTitle.init()
  }

  public func makePinBadge(for cell: StoryGroupView) -> IconBadgeView {
    cell.components.pinBadge.init()
  }

  public func makeVideoBadge(for cell: StoryGroupView) -> IconBadgeView {
    cell.components.videoBadge.init()
  }

  public func makeLiveBadge(for cell: StoryGroupView) -> LiveBadgeView {
    cell.components.liveBadge.init()
  }
}

/// The story bar's parts through the one path: the tree's factory if it makes story bar parts,
/// else the Components slots (the factory's defaults).
@MainActor
struct StoryBarParts {
  private let factory: (any StoryBarViewMaking)?

  init(for view: View) {
    factory = view.viewFactory as? any StoryBarViewMaking
  }

  func storyGroupView(for bar: StoryBarView) -> StoryGroupView {
    if let made = bar.storyGroupViewFactory?.createView() { return made }
    return factory?.makeStoryGroupView(for: bar) ?? bar.components.storyGroupView.init()
  }

  func title(for cell: StoryGroupView) -> Label {
    factory?.makeStoryGroupTitle(for: cell) ?? cell.components.storyGroupTitle.init()
  }

  func pinBadge(for cell: StoryGroupView) -> IconBadgeView {
    factory?.makePinBadge(for: cell) ?? cell.components.pinBadge.init()
  }

  func videoBadge(for cell: StoryGroupView) -> IconBadgeView {
    factory?.makeVideoBadge(for: cell) ?? cell.components.videoBadge.init()
  }

  func liveBadge(for cell: StoryGroupView) -> LiveBadgeView {
    factory?.makeLiveBadge(for: cell) ?? cell.components.liveBadge.init()
  }
}
