import StoryKitPlayer
import StoryKitUI

/// The widgets the command-line tool links: every kind it can render or preview.
@MainActor
enum CLIWidgets {
  /// Registers every linked widget in `registry`.
  static func register(in registry: WidgetRegistry) {
    StoryBarWidget.register(in: registry)
  }
}
