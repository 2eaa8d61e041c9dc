import StoryKitTestSupport
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where a window can be read over AT-SPI: an X server of the test's own and
  /// an accessibility bus (``XvfbSession``, ``AccessibilityBus``), unless the run requires it.
  static var onAccessibilityBus: Self {
    .enabled(
      if: TestRequirements.runs(ifAvailable: XvfbSession.isAvailable && AccessibilityBus.isAvailable),
      "needs Xvfb, xdotool, ImageMagick, dbus-daemon and Debian's python3 with pyatspi (scripts/bootstrap)")
  }
}
