import Testing

@testable import StoryKitVideoFeed

@Suite struct VideoDurationTextTests {
  @Test(arguments: [
    (15.0, "0:15"), (47, "0:47"), (62.5, "1:03"), (0.2, "0:01"), (600, "10:00"), (3_600, "1:00:00"),
    (3_723, "1:02:03"), (359_999, "99:59:59"),
  ])
  func lengthsAreWrittenMinutesAndSeconds(seconds: Double, text: String) {
    #expect(VideoDurationText.string(for: seconds) == text)
  }

  @Test(arguments: [nil, 0, -1, .nan, .infinity, -.infinity, 360_000, 1e300] as [Double?])
  func lengthsAVideoCannotHaveGiveNothing(seconds: Double?) {
    #expect(VideoDurationText.string(for: seconds) == nil)
  }
}
