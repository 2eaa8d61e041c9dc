import Foundation
import Testing

@testable import StoryKit

/// `docs/targeting.md` shows numbers and a trace; they must be what the code computes.
@Suite struct TargetingDocsTests {
  let doc: String

  init() throws {
    doc = String(decoding: try Fixtures.data("docs/targeting.md"), as: UTF8.self)
  }

  @Test func theWorkedExamplesHold() throws {
    let split = RolloutSplit(weights: [50, 30, 20])
    for (userID, variant) in [("user-42", "a"), ("anon-7f3c", "c")] {
      let hash = RolloutBucket.fnv1a32(RolloutBucket.seed(token: "home-top") + userID)
      let bucket = RolloutBucket.bucket(token: "home-top", userID: userID)
      let index = try #require(split.index(of: bucket))
      let hex = String(format: "0x%08x", hash)
      let row = "| `\(userID)` | `v1:home-top:\(userID)` | `\(hex)` (\(hash)) | \(bucket) | `\(variant)` |"
      #expect(doc.contains(row), "\(row)")
      #expect(["a", "b", "c"][index] == variant)
    }
  }

  @Test func theTraceExampleIsWhatTheResolverPrints() throws {
    let vip = TargetingCondition.compare(attribute: "labels", .in, ["vip"])
    let variants = [
      WidgetVariant(id: "preview", kind: .storyBar, ratio: 4, isTestOnly: true),
      WidgetVariant(
        id: "german", kind: .storyBar, ratio: 4,
        condition: .compare(attribute: "locale", .in, ["de", "de-AT"])),
      WidgetVariant(
        id: "future", kind: .storyBar, ratio: 4,
        condition: .compare(attribute: "appVersion", .greaterThan, "next")),
      WidgetVariant(id: "vip-a", kind: .storyBar, ratio: 4, condition: vip),
      WidgetVariant(id: "vip-b", kind: .storyBar, ratio: 4, condition: vip),
      WidgetVariant(id: "vip-off", kind: .storyBar, ratio: 4, condition: vip, weight: 0),
      WidgetVariant(id: "everyone", kind: .banner, ratio: 2),
    ]
    let context = TargetingContext(userID: "user-42", labels: ["vip"], locale: "en_US", appVersion: "2.0")
    let resolution = PlacementResolver().resolve(variants, token: "home-top", for: context)
    let section = try #require(doc.range(of: "## 9. The trace"))
    let block = doc[section.upperBound...].components(separatedBy: "```")
    #expect(block.count >= 3)
    // The block after the fence's language word ("```text").
    let documented = block[1].split(separator: "\n").dropFirst().map(String.init)
    #expect(documented == resolution.trace.map(\.description))
  }
}
