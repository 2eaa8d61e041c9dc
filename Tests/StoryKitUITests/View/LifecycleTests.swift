import StoryKit
import Testing

@testable import StoryKitUI

@MainActor
@Suite struct LifecycleTests {
  @Test func lifecycleRunsOnceInOrderWhenARootIsLaidOut() {
    let view = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.log.isEmpty, "nothing runs at init")
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    view.render(in: RecordingCanvas())
    #expect(view.log == ["setUp", "setUpLayout", "setUpAppearance", "updateContent"])
  }

  @Test func viewsJoiningAPreparedTreeArePreparedAtOnce() {
    let root = View()
    root.prepareIfNeeded()
    let child = CountingView()
    let grandchild = CountingView()
    child.addSubview(grandchild)
    #expect(child.log.isEmpty && grandchild.log.isEmpty, "a detached subtree waits")
    root.addSubview(child)
    #expect(child.log == ["setUp", "setUpLayout", "setUpAppearance", "updateContent"])
    #expect(grandchild.log == child.log)
    child.removeFromSuperview()
    root.addSubview(child)
    #expect(child.counts["setUp"] == 1, "moving a view does not set it up again")
  }

  @Test func contentChangesRunUpdateContentOnlyAfterSetUp() {
    let view = CountingView()
    view.content = .init(title: "before")
    #expect(view.counts["updateContent"] == nil, "not in a tree yet")
    view.prepareIfNeeded()
    #expect(view.counts["updateContent"] == 1)
    view.content = .init(title: "a")
    view.content = .init(title: "b")
    #expect(view.counts["updateContent"] == 3)
    #expect(
      view.counts["setUp"] == 1 && view.counts["setUpLayout"] == 1 && view.counts["setUpAppearance"] == 1)
  }

  @Test func appearanceAndThemeChangesRerunSetUpAppearanceOnly() {
    let root = View()
    let child = CountingView()
    let other = CountingView()
    root.addSubview(child)
    root.addSubview(other)
    root.prepareIfNeeded()
    var dark = Appearance.default
    dark.theme = .dark
    child.appearance = dark
    #expect(child.counts["setUpAppearance"] == 2)
    #expect(other.counts["setUpAppearance"] == 1, "only the overridden subtree")
    root.appearance = dark
    #expect(child.counts["setUpAppearance"] == 3 && other.counts["setUpAppearance"] == 2)
    root.isReduceMotionEnabled = true
    #expect(other.counts["setUpAppearance"] == 3)
    #expect(
      child.counts["setUp"] == 1 && child.counts["setUpLayout"] == 1 && child.counts["updateContent"] == 1)
  }

  @Test func subviewsAddedInSetUpLayoutArePreparedAfterTheirParent() {
    final class Parent: CountingView {
      let child = CountingView()
      override func setUpLayout() {
        super.setUpLayout()
        addSubview(child)
        #expect(child.log.isEmpty, "the parent is still preparing")
      }
    }
    let parent = Parent()
    parent.prepareIfNeeded()
    #expect(parent.child.log == ["setUp", "setUpLayout", "setUpAppearance", "updateContent"])
  }
}
