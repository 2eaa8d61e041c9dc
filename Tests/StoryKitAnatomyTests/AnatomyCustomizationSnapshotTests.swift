import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitPlayer
import StoryKitSnapshotTesting
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// The same five customizations of all six widgets, as pixels in light, dark and right to left:
/// the default; a part replaced through `Components`; a subclass that changes only
/// `setUpAppearance()`; an item view that overrides one part of its own, the others unchanged;
/// an installed `ViewFactory` that makes one part (what it sets on the part stands over the
/// widget's styling).
@MainActor
@Suite struct AnatomyCustomizationSnapshotTests {
  enum Case: String, CaseIterable {
    case defaults, components, appearanceSubclass, partOverride, factory
  }

  struct Scenario: CustomTestStringConvertible, Sendable {
    let widget: AnatomyScenes.Widget
    let customization: Case
    var testDescription: String { "\(widget.rawValue) \(customization.rawValue)" }
  }

  nonisolated static let scenarios = AnatomyScenes.Widget.allCases.flatMap { widget in
    Case.allCases.map { Scenario(widget: widget, customization: $0) }
  }

  /// Puts the customization in, where an app does: the view's components or view factory.
  static func customize(_ view: View, _ scenario: Scenario) {
    var components = view.components
    switch (scenario.widget, scenario.customization) {
    case (_, .defaults): return
    case (let widget, .factory):
      view.viewFactory = OnePartFactory(widget)
      return
    case (.storyBar, .components): components.pinBadge = SquarePinBadge.self
    case (.storyBar, .appearanceSubclass): components.storyGroupView = TealRingCell.self
    case (.storyBar, .partOverride): components.storyGroupView = TaggedTitleCell.self
    case (.player, .components): components.storyProgress = ThickProgress.self
    case (.player, .appearanceSubclass): components.storyHeader = AmberHeader.self
    case (.player, .partOverride): components.storyPage = DotsPage.self
    case (.banner, .components): components.bannerPageIndicator = BarIndicator.self
    case (.banner, .appearanceSubclass): components.bannerItemView = BandPage.self
    case (.banner, .partOverride): components.bannerItemView = TaggedTitlePage.self
    case (.swipeCard, .components): components.swipeCardPrice = OutlinedPrice.self
    case (.swipeCard, .appearanceSubclass): components.swipeCardView = PolaroidCard.self
    case (.swipeCard, .partOverride): components.swipeCardView = TaggedTitleCard.self
    case (.canvas, .components): components.canvasBox = DashedBox.self
    case (.canvas, .appearanceSubclass): components.canvasLayersView = OutlinedLayers.self
    case (.canvas, .partOverride): return  // the canvas subclass itself, below
    case (.videoFeed, .components): components.videoFeedPlayGlyph = SquarePlayGlyph.self
    case (.videoFeed, .appearanceSubclass): components.videoFeedItemView = BandVideoItem.self
    case (.videoFeed, .partOverride): components.videoFeedItemView = VioletBadgeItem.self
    }
    view.components = components
  }

  static func scene(_ scenario: Scenario) -> View {
    if scenario.widget == .canvas, scenario.customization == .partOverride {
      return AnatomyScenes.canvas(FramedCanvas.self)
    }
    return AnatomyScenes.make(scenario.widget) { customize($0, scenario) }
  }

  @Test(arguments: scenarios)
  func customization(_ scenario: Scenario) async {
    await assertSnapshot(
      size: scenario.widget.size, scale: 1, variants: [.light, .dark, .rtl],
      named: "\(scenario.widget.rawValue)-\(scenario.customization.rawValue)"
    ) {
      Self.scene(scenario)
    }
  }
}
