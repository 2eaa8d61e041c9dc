// docs/testing.md's and docs/targeting.md's examples, compiled (and the snapshot one run) by the tests.
import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

final class CardView: View {
  override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.secondaryBackground
    cornerRadius = 12
  }
}

@MainActor
@Test func roundedCard() async {
  await assertSnapshot(size: Size(width: 120, height: 80)) { CardView() }
}

func chooseVariant(of feed: Feed, config: PlacementConfig, appSupport: URL) throws -> PlacementResolution {
  let store = FileAnonymousIDStore(directory: appSupport.appendingPathComponent("StoryKit"))
  let context = TargetingContext(config: config, anonymousID: try store.anonymousID(), appVersion: "2.4.1")
  let resolution = PlacementResolver().resolve(feed.placement, for: context)
  print(resolution.summary)  // variant=hero bucket=0.25003965687938035
  resolution.trace.forEach { print($0) }  // why each variant was or was not eligible
  return resolution
}
