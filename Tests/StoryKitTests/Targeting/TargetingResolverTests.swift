import Foundation
import Testing

@testable import StoryKit

@Suite struct TargetingResolverTests {
  private let vip = TargetingCondition.compare(attribute: "labels", .in, ["vip"])

  private func variant(
    _ id: String, weight: Double = 1, condition: TargetingCondition? = nil, testOnly: Bool = false
  ) -> WidgetVariant {
    WidgetVariant(
      id: id, kind: .storyBar, ratio: 4, condition: condition, weight: weight, isTestOnly: testOnly)
  }

  @Test func groupsAreRunsOfEqualConditionAndTestOnlyFlag() {
    let variants = [
      variant("t", testOnly: true), variant("a", condition: vip), variant("b", condition: vip),
      variant("c"), variant("d"), variant("e", condition: vip), variant("f", condition: vip, testOnly: true),
    ]
    #expect(PlacementResolver.groups(of: variants) == [0..<1, 1..<3, 3..<5, 5..<6, 6..<7])
    #expect(PlacementResolver.groups(of: []).isEmpty)
  }

  @Test func theTraceSaysWhyForEveryVariant() throws {
    let variants = [
      variant("preview", testOnly: true),
      variant("german", condition: .compare(attribute: "locale", .in, ["de", "de-AT"])),
      variant("future", condition: .compare(attribute: "appVersion", .greaterThan, "next")),
      variant("vip-a", condition: vip), variant("vip-b", condition: vip),
      variant("vip-off", weight: 0, condition: vip),
      variant("everyone"),
    ]
    let context = TargetingContext(userID: "user-42", labels: ["vip"], locale: "en_US", appVersion: "2.0")
    let resolution = PlacementResolver().resolve(variants, token: "home-top", for: context)
    let statuses = resolution.trace.map(\.status)
    #expect(
      statuses == [
        .testOnly, .conditionFails, .conditionUndecidable,
        resolution.variant?.id == "vip-a" ? .chosen : .notChosen,
        resolution.variant?.id == "vip-b" ? .chosen : .notChosen, .zeroWeight, .laterGroup,
      ])
    #expect(resolution.outcome == .chosen && resolution.group == 3..<6)
    let bucket = try #require(resolution.bucket)
    #expect(bucket == RolloutBucket.bucket(token: "home-top", userID: "user-42"))
    #expect(resolution.trace.map(\.group) == [1, 2, 3, 4, 4, 4, 5])
    #expect(resolution.trace.map(\.isEligible) == [false, false, false, true, true, true, true])
    let lines = resolution.trace.map(\.description)
    #expect(lines[0] == "preview: skipped: test-only, and test mode is off")
    #expect(
      lines[1] == #"german: skipped: locale in ["de", "de-AT"] fails (locale is "en-us")"#)
    #expect(
      lines[2]
        == #"future: skipped: appVersion greaterThan "next" cannot be evaluated: "#
        + #"expected a semantic version such as "1.10.0", found "next""#)
    #expect(lines[5] == "vip-off: eligible in group 4, not chosen: weight 0.0 gives it no share")
    #expect(lines[6] == "everyone: eligible in group 5, not chosen: group 4 comes first (no condition)")
    let chosen = try #require(resolution.trace.first { $0.status == .chosen })
    #expect(
      chosen.description
        == "\(chosen.variantID): chosen in group 4: bucket \(bucket) is in \(rangeText(chosen.range))")
    #expect(resolution.summary == "variant=\(chosen.variantID) bucket=\(bucket)")
  }

  private func rangeText(_ range: Range<Double>?) -> String {
    range.map { "[\($0.lowerBound), \($0.upperBound))" } ?? "-"
  }

  @Test func testModeShowsTestOnlyVariantsAndOnlyThen() {
    let variants = [variant("preview", testOnly: true), variant("live")]
    let off = PlacementResolver().resolve(variants, token: "t", for: TargetingContext(userID: "u"))
    let on = PlacementResolver().resolve(
      variants, token: "t", for: TargetingContext(userID: "u", isTestMode: true))
    #expect(off.variant?.id == "live" && on.variant?.id == "preview")
    let onlyPreview = PlacementResolver().resolve(
      [variant("preview", testOnly: true)], token: "t", for: .init())
    #expect(onlyPreview.variant == nil && onlyPreview.outcome == .noEligibleVariant)
    #expect(onlyPreview.summary == "no variant: no variant's condition holds")
  }

  @Test func zeroWeightsHoldTheSegmentOutInsteadOfFallingThrough() {
    let variants = [
      variant("a", weight: 0, condition: vip), variant("b", weight: -1, condition: vip), variant("c"),
    ]
    let vipUser = PlacementResolver().resolve(
      variants, token: "t", for: TargetingContext(userID: "u", labels: ["vip"]))
    #expect(vipUser.variant == nil && vipUser.outcome == .allWeightsZero)
    #expect(vipUser.trace.map(\.status) == [.zeroWeight, .zeroWeight, .laterGroup])
    #expect(vipUser.summary.hasPrefix("no variant: every weight in the first eligible group is 0"))
    let other = PlacementResolver().resolve(variants, token: "t", for: TargetingContext(userID: "u"))
    #expect(other.variant?.id == "c")
  }

  @Test func anonymousUsersAreBucketedByTheirStoredIDAndOthersCannotBeSplit() {
    let variants = [variant("a"), variant("b")]
    let anonymous = PlacementResolver().resolve(
      variants, token: "t", for: TargetingContext(anonymousID: "anon-1"))
    #expect(anonymous.bucket == RolloutBucket.bucket(token: "t", userID: "anon-1"))
    let preferred = TargetingContext(userID: "user-1", anonymousID: "anon-1")
    #expect(
      PlacementResolver().resolve(variants, token: "t", for: preferred).bucket
        == RolloutBucket.bucket(token: "t", userID: "user-1"))
    let nobody = PlacementResolver().resolve(variants, token: "t", for: TargetingContext(userID: ""))
    #expect(nobody.variant == nil && nobody.outcome == .noBucketingID && nobody.bucket == nil)
    #expect(nobody.trace.map(\.status) == [.notChosen, .notChosen])
    let single = PlacementResolver().resolve(
      [variant("x", weight: 0), variant("y")], token: "t", for: .init())
    #expect(single.variant?.id == "y" && single.outcome == .chosen)
    #expect(single.trace[1].detail == "the only variant with weight in its group")
  }

  @Test func emptyAndOddPlacementsResolveWithoutCrashing() {
    #expect(PlacementResolver().resolve([], token: "", for: .init()).outcome == .noEligibleVariant)
    let odd = [
      variant("nan", weight: .nan), variant("inf", weight: .infinity), variant("huge", weight: 1e308),
    ]
    let resolution = PlacementResolver().resolve(
      odd, token: String(repeating: "t", count: 10_000), for: .init(userID: "u"))
    #expect(resolution.variant?.id == "huge")
    #expect(resolution.trace.map(\.status) == [.zeroWeight, .zeroWeight, .chosen])
  }

  @Test func aThousandVariantsResolveQuickly() {
    let conditions = (0..<10).map {
      TargetingCondition.compare(attribute: "property.n", .equals, .number(Double($0)))
    }
    let variants = (0..<1_000).map { variant("v\($0)", condition: .all(conditions.shuffled())) }
    let resolution = PlacementResolver().resolve(
      variants + [variant("last")], token: "t", for: TargetingContext(userID: "u", userProperties: ["n": 1]))
    #expect(resolution.variant?.id == "last")
    #expect(resolution.trace.count == 1_001)
  }
}
