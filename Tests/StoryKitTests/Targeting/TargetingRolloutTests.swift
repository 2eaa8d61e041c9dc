import Foundation
import Testing

@testable import StoryKit

@Suite struct TargetingRolloutTests {
  /// The share of `buckets` each weight's range holds.
  private func shares(_ weights: [Double], buckets: [Double]) -> [Double] {
    let split = RolloutSplit(weights: weights)
    var counts = [Int](repeating: 0, count: weights.count)
    for bucket in buckets {
      if let index = split.index(of: bucket) { counts[index] += 1 }
    }
    return counts.map { Double($0) / Double(buckets.count) }
  }

  @Test func bucketsOverAHundredThousandUsersMatchTheWeightsWithinOnePercent() {
    let token = "home-top"
    var generator = SplitMix64(seed: 42)
    let sequential = (0..<100_000).map { "user-\($0)" }
    let random = (0..<100_000).map { _ in generator.randomID() }
    for userIDs in [sequential, random] {
      let buckets = userIDs.map { RolloutBucket.bucket(token: token, userID: $0) }
      for weights in [
        [1.0, 1], [70, 20, 10], [1, 1, 1], [5, 95], [Double](repeating: 1, count: 10), [2, 0, 3],
      ] {
        let total = weights.reduce(0, +)
        for (share, weight) in zip(shares(weights, buckets: buckets), weights) {
          #expect(abs(share - weight / total) <= 0.01, "\(token) \(weights): \(share) vs \(weight / total)")
        }
      }
    }
  }

  @Test func theSameUserAlwaysGetsTheSameVariant() throws {
    let variants = [
      WidgetVariant(id: "a", kind: .storyBar, ratio: 4, weight: 1),
      WidgetVariant(id: "b", kind: .banner, ratio: 2, weight: 1),
      WidgetVariant(id: "c", kind: .swipeCard, ratio: 1, weight: 2),
    ]
    let placement = Placement(token: "home-top", variants: variants)
    for index in 0..<500 {
      let userID = "user-\(index)"
      let first = PlacementResolver().resolve(placement, for: TargetingContext(userID: userID))
      // Fresh resolvers, other attributes and another moment: the bucket depends on token and ID only.
      let context = TargetingContext(
        userID: userID, labels: ["vip"], locale: "de", appVersion: "9.9", platform: "ios",
        now: Date(timeIntervalSince1970: Double(index) * 86_400))
      let again = PlacementResolver().resolve(placement, for: context)
      #expect(first.variant?.id == again.variant?.id && first.bucket == again.bucket)
      #expect(first.variant != nil)
    }
    // An anonymous user keeps their variant as long as their stored ID stays.
    let anonymous = TargetingContext(anonymousID: "anon-7f3c")
    let ids = (0..<20).map { _ in PlacementResolver().resolve(placement, for: anonymous).variant?.id }
    #expect(Set(ids).count == 1)
  }

  @Test func fnvIsAStreamHashSoTheSeedCanBeHashedOnce() {
    for (seed, userID) in [("v1:home-top:", "user-42"), ("", ""), ("v1:t:", "Zoë 🚀")] {
      let whole = RolloutBucket.fnv1a32(seed + userID)
      #expect(RolloutBucket.fnv1a32(userID.utf8, continuing: RolloutBucket.fnv1a32(seed)) == whole)
    }
    #expect(RolloutBucket.fnv1a32("") == RolloutBucket.offsetBasis)
    #expect(RolloutBucket.fnv1a32("a") == 0xE40C_292C)
    #expect(RolloutBucket.fnv1a32("foobar") == 0xBF9C_F968)
  }

  @Test func bucketsStayInsideTheHalfOpenUnitInterval() {
    #expect(RolloutBucket.bucket(hash: 0) == 0)
    #expect(RolloutBucket.bucket(hash: .max) < 1)
    // Typed: as one expression, this took the compiler four seconds to type-check.
    let lastBucket: Double = 1 - 1.0 / 4_294_967_296
    #expect(RolloutBucket.bucket(hash: .max) == lastBucket)
    #expect(RolloutBucket.bucket(hash: 1 << 31) == 0.5)
    // A long, odd ID hashes without trouble.
    let huge = String(repeating: "é\u{0}🚀", count: 50_000)
    #expect((0..<1).contains(RolloutBucket.bucket(token: "t", userID: huge)))
  }

  @Test func weightsAreClampedAndNormalised() {
    let odd = RolloutSplit(weights: [.nan, -3, .infinity, -.infinity, 2, 0, 2])
    #expect(odd.ranges.map(\.isEmpty) == [true, true, true, true, false, true, false])
    #expect(odd.index(of: 0) == 4 && odd.index(of: 0.5) == 6 && odd.index(of: 0.999_999) == 6)
    #expect(RolloutSplit(weights: []).ranges.isEmpty && RolloutSplit(weights: []).isEmpty)
    #expect(RolloutSplit(weights: [0, 0]).isEmpty && RolloutSplit(weights: [0, 0]).index(of: 0) == nil)
    #expect(RolloutSplit(weights: [.nan]).isEmpty)
    // Sums that overflow are scaled by the largest weight first.
    let huge = RolloutSplit(weights: [.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0])
    #expect(huge.ranges == [0..<0.5, 0.5..<1, 1..<1])
    // A single positive weight covers [0, 1) however small it is.
    #expect(RolloutSplit(weights: [0, .leastNonzeroMagnitude]).ranges == [0..<0, 0..<1])
    // Buckets outside [0, 1) and NaN pick nothing rather than crash.
    let even = RolloutSplit(weights: [1, 1])
    #expect(even.index(of: .nan) == nil && even.index(of: 1) == nil && even.index(of: -0.1) == nil)
    #expect(even.index(of: 0.5) == 1, "a boundary belongs to the range above it")
  }

  @Test func rangesAreContiguousAndEndAtOne() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let count = Int(generator.next() % 12)
      let weights = (0..<count).map { _ in Double(generator.next() % 1000) / Double(1 + generator.next() % 7)
      }
      let split = RolloutSplit(weights: weights)
      #expect(split.ranges.count == weights.count)
      var lower = 0.0
      for range in split.ranges {
        #expect(range.lowerBound == lower)
        lower = range.upperBound
      }
      if !split.isEmpty { #expect(lower == 1) }
    }
  }
}

extension SplitMix64 {

  /// A random ID of up to 32 hex digits.
  mutating func randomID() -> String {
    String(next(), radix: 16) + String(next(), radix: 16)
  }
}
