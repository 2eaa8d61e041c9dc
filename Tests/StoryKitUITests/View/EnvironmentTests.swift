import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct EnvironmentTests {
  final class LoudLabel: Label {}
  final class BorderedImageView: ImageView {
    override func setUpAppearance() {
      super.setUpAppearance()
      border = Border(width: 1, color: .white)
    }
  }

  /// A view that creates its children from the environment when it sets up.
  final class CardView: View {
    private(set) var titleLabel: Label?
    private(set) var imageView: ImageView?
    override func setUpLayout() {
      let label = makePart(LabelSlot.self)
      let image = makePart(ImageViewSlot.self)
      titleLabel = label
      imageView = image
      VContainer {
        image; label
      }.embed(in: self)
    }
  }

  @Test func valuesComeFromTheNearestOverrideUpTheTree() {
    let root = View()
    let middle = View()
    let leaf = View()
    root.addSubview(middle)
    middle.addSubview(leaf)
    var large = Appearance.default
    large.fonts.sizeMultiplier = 2
    middle.appearance = large
    #expect(leaf.appearance.fonts.sizeMultiplier == 2)
    #expect(root.appearance.fonts.sizeMultiplier == 1)
    leaf.removeFromSuperview()
    #expect(leaf.appearance.fonts.sizeMultiplier == 1, "a detached view reads the shared environment")
  }

  @Test func componentsOverridePerSubtree() throws {
    let root = View()
    let custom = CardView()
    let plain = CardView()
    var components = Components.default
    components.label = LoudLabel.self
    components.imageView = BorderedImageView.self
    custom.components = components
    root.addSubview(custom)
    root.addSubview(plain)
    root.prepareIfNeeded()
    #expect(custom.titleLabel is LoudLabel)
    #expect(custom.imageView is BorderedImageView)
    #expect(custom.imageView?.border == Border(width: 1, color: .white))
    #expect(!(plain.titleLabel is LoudLabel))
    #expect(type(of: try #require(plain.imageView)) == ImageView.self)
  }

  @Test func viewFactoryOverridesOneMethod() {
    final class Factory: ViewFactory {
      override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
        let label = slot.part(for: LabelSlot.self) {
          let label = LoudLabel()
          label.text = "from the factory"
          return label
        }
        return label ?? super.makePart(slot, for: host)
      }
    }
    let card = CardView()
    card.viewFactory = Factory()
    card.prepareIfNeeded()
    #expect(card.titleLabel?.text == "from the factory")
    #expect(
      type(of: card.imageView ?? LoudLabelImage()) == ImageView.self, "other methods keep their default")
  }

  final class LoudLabelImage: ImageView {}

  @Test func aSubclassCanReplaceOneSharedComponentInOneView() {
    // Applying changes to only one view: override the property that exposes it.
    class QuotedView: View {
      lazy var avatarView: ImageView = components.imageView.init()
      override func setUpLayout() { addSubview(avatarView) }
    }
    final class CustomQuotedView: QuotedView {
      lazy var borderedAvatarView = BorderedImageView()
      override var avatarView: ImageView {
        get { borderedAvatarView }
        set {}
      }
    }
    let custom = CustomQuotedView()
    let plain = QuotedView()
    custom.prepareIfNeeded()
    plain.prepareIfNeeded()
    #expect(custom.subviews.first is BorderedImageView)
    #expect(!(plain.subviews.first is BorderedImageView))
  }

  @Test func changingSharedValuesAfterUseWarnsAndLeavesExistingTreesAlone() {
    let root = View()
    root.prepareIfNeeded()
    let before = root.viewFactory
    let previous = ViewFactory.installed
    // Synchronous, so no other test on the main actor runs while the global is changed.
    let (_, warnings) = StoryKitLog.collectingWarnings {
      ViewFactory.install(ViewFactory())
      defer { ViewFactory.install(previous) }
      #expect(root.viewFactory === before, "a prepared tree keeps the factory it captured")
    }
    #expect(warnings.contains { $0.contains("ViewFactory.install") })
    #expect(ViewFactory.installed === previous, "restored")
  }
}
