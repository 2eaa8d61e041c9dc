import Foundation
import StoryKitGTK

/// Polls a feed file on GLib's main loop (every 250 ms by default) and reports when its bytes
/// change: cheap for a feed, and it sees every save whatever the editor does (rewrite, rename,
/// same modification time).
@MainActor
package final class PreviewFeedWatcher {
  package let url: URL
  private var lastContents: Data?
  private var timer: GTKTimer?

  /// Starts watching; `onChange` runs on the main thread after each change.
  package init(url: URL, interval: Double = 0.25, onChange: @escaping @MainActor () -> Void) {
    self.url = url
    lastContents = try? Data(contentsOf: url)
    timer = GTKTimer(every: interval) { [weak self] in
      if self?.poll() == true { onChange() }
    }
  }

  /// Whether the file's bytes differ from the last look (a file that vanished mid-save waits for
  /// the next one).
  package func poll() -> Bool {
    guard let contents = try? Data(contentsOf: url), contents != lastContents else { return false }
    lastContents = contents
    return true
  }

  package func stop() {
    timer?.invalidate()
    timer = nil
  }
}
