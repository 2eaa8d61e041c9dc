import Foundation
import Testing

@testable import StoryKit

/// Every case of `Tests/Fixtures/targeting-spec.json`, which a separate Python implementation of
/// `docs/targeting.md` generated: the Swift code must agree with it case by case.
@Suite struct TargetingSpecTests {
  let spec: TargetingSpec

  init() throws {
    spec = try TargetingSpec()
  }

  @Test func theSpecHasAtLeastAHundredCases() {
    let picks = spec.cases("splits").reduce(0) { $0 + ($1["picks"]?.arrayValue?.count ?? 0) }
    let sections = ["conditions", "versions", "hashes", "buckets", "resolutions"]
    let total = sections.reduce(picks) { $0 + spec.cases($1).count }
    #expect(total >= 100)
    #expect(spec.cases("conditions").count >= 100)
    for section in sections + ["splits"] { #expect(!spec.cases(section).isEmpty, "\(section)") }
  }

  @Test func conditions() throws {
    for testCase in spec.cases("conditions") {
      let name = testCase["name"]?.stringValue ?? "?"
      let condition = try TargetingSpec.condition(try #require(testCase["condition"]))
      let context = try spec.context(testCase["context"])
      let evaluation = condition.evaluate(in: context)
      let outcome: String =
        switch evaluation.outcome {
        case .holds: "holds"
        case .fails: "fails"
        case .undecidable: "undecidable"
        }
      #expect(outcome == testCase["outcome"]?.stringValue, "\(name): \(evaluation.explanation)")
      #expect(condition.holds(in: context) == testCase["expected"]?.boolValue, "\(name)")
      #expect(!evaluation.explanation.isEmpty && !condition.description.isEmpty)
    }
  }

  @Test func versions() throws {
    for testCase in spec.cases("versions") {
      let a = try #require(testCase["a"]?.stringValue)
      let b = try #require(testCase["b"]?.stringValue)
      let expected = testCase["order"]?.numberValue.map(Int.init)
      guard let left = SemanticVersion(a), let right = SemanticVersion(b) else {
        #expect(expected == nil, "\(a) vs \(b) should parse")
        continue
      }
      let order = SemanticVersion.compare(left, right)
      #expect(order == expected, "\(a) vs \(b)")
      #expect((left < right) == (expected == -1) && (left == right) == (expected == 0), "\(a) vs \(b)")
      if left == right { #expect(left.hashValue == right.hashValue, "\(a) vs \(b)") }
    }
  }

  @Test func hashes() throws {
    for testCase in spec.cases("hashes") {
      let input = try #require(testCase["input"]?.stringValue)
      let expected = try #require(testCase["fnv1a32"]?.numberValue)
      #expect(Double(RolloutBucket.fnv1a32(input)) == expected, "\(input.prefix(40))")
      #expect(String(format: "0x%08x", RolloutBucket.fnv1a32(input)) == testCase["hex"]?.stringValue)
    }
  }

  @Test func buckets() throws {
    for testCase in spec.cases("buckets") {
      let token = try #require(testCase["token"]?.stringValue)
      let userID = try #require(testCase["userId"]?.stringValue)
      #expect(RolloutBucket.seed(token: token) == testCase["seed"]?.stringValue)
      let hash = RolloutBucket.fnv1a32(RolloutBucket.seed(token: token) + userID)
      #expect(Double(hash) == testCase["fnv1a32"]?.numberValue, "\(token) \(userID)")
      let bucket = RolloutBucket.bucket(token: token, userID: userID)
      #expect(bucket == testCase["bucket"]?.numberValue, "\(token) \(userID)")
      #expect(bucket == RolloutBucket.bucket(hash: hash))
    }
  }

  @Test func splits() throws {
    for testCase in spec.cases("splits") {
      let weights = (testCase["weights"]?.arrayValue ?? []).compactMap(\.numberValue)
      let split = RolloutSplit(weights: weights)
      let ranges = (testCase["ranges"]?.arrayValue ?? []).map {
        ($0.arrayValue ?? []).compactMap(\.numberValue)
      }
      #expect(split.ranges.map { [$0.lowerBound, $0.upperBound] } == ranges, "\(weights)")
      for pick in testCase["picks"]?.arrayValue ?? [] {
        let bucket = try #require(pick["bucket"]?.numberValue)
        #expect(
          split.index(of: bucket).map(Double.init) == pick["index"]?.numberValue, "\(weights) at \(bucket)")
      }
    }
  }

  @Test func resolutions() throws {
    for testCase in spec.cases("resolutions") {
      let name = testCase["name"]?.stringValue ?? "?"
      let placement = try TargetingSpec.placement(
        token: try #require(testCase["token"]?.stringValue), variants: testCase["variants"]?.arrayValue ?? [])
      let resolution = PlacementResolver().resolve(placement, for: try spec.context(testCase["context"]))
      #expect(resolution.variant?.id == testCase["expected"]?.stringValue, "\(name): \(resolution.trace)")
      #expect("\(resolution.outcome)" == testCase["outcome"]?.stringValue, "\(name)")
      #expect(resolution.bucket == testCase["bucket"]?.numberValue, "\(name)")
      #expect(resolution.trace.count == placement.variants.count, "\(name)")
    }
  }
}
