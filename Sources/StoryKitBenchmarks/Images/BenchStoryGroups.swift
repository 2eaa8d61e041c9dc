import Foundation
import StoryKit

/// Story groups for the image benchmarks: `count` groups with distinct icon URLs on `host`.
enum BenchStoryGroups {
  static func make(_ count: Int, host: String) -> [StoryGroup] {
    let titles = ["New in", "Today's headlines", "🔥 Hot deals", "عروض اليوم", "חדשות היום", "Weekend brunch"]
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<max(0, count)).map { index in
      StoryGroup(
        id: "g\(index)", title: titles[index % titles.count],
        iconURL: URL(string: "http://\(host)/icon-\(index).jpg"), index: index, isSeen: index % 3 == 0,
        stories: [story])
    }
  }
}

/// The process's resident set now and at its peak, and its file-backed part now (`RssFile`:
/// libraries and fonts, shared and clean), in MiB (Linux `/proc/self/status`).
enum ResidentMemory {
  static func read() -> (current: Double, peak: Double, fileBacked: Double)? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    func field(_ name: String) -> Double? {
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else {
        return nil
      }
      let digits = line.split(separator: " ").compactMap { Double($0) }.first
      return digits.map { $0 / 1024 }
    }
    guard let current = field("VmRSS"), let peak = field("VmHWM") else { return nil }
    return (current, peak, field("RssFile") ?? 0)
  }
}
