// docs/analytics.md's examples, compiled by the tests.
import Foundation
import StoryKit
import Testing

func startAnalytics(writeKey: String, appSupport: URL, caches: URL) throws -> AnalyticsQueue {
  let ids = FileAnonymousIDStore(directory: appSupport.appendingPathComponent("StoryKit"))
  let uploader = try SegmentAnalyticsUploader(
    writeKey: writeKey,
    anonymousID: try ids.anonymousID(),  // and/or userID:, at least one
    context: ["app": ["name": "Acme", "version": "2.4.1"]],
    onDrop: { drop in print("analytics:", drop) })  // events left out of a delivered batch
  return try AnalyticsQueue(directory: caches.appendingPathComponent("analytics"), uploader: uploader)
}

func rudderStackUploader(writeKey: String, userID: String) throws -> SegmentAnalyticsUploader? {
  guard let dataPlane = URL(string: "https://acme-dataplane.rudderstack.com") else { return nil }
  return try SegmentAnalyticsUploader(
    writeKey: writeKey, userID: userID, endpoint: dataPlane, eventNames: [.storyImpression: "Story Viewed"])
}

func openAnalytics(
  caches: URL, uploader: any AnalyticsUploading, allowsCommerce: Bool
) throws -> AnalyticsQueue {
  let configuration = AnalyticsQueue.Configuration(disabledCategories: allowsCommerce ? [] : [.commerce])
  return try AnalyticsQueue(
    directory: caches.appendingPathComponent("analytics"), uploader: uploader, configuration: configuration)
}

func userChangedConsent(_ queue: AnalyticsQueue, allowsQualityReports: Bool) {
  if allowsQualityReports {
    queue.disabledCategories.remove(.videoQuality)
  } else {
    queue.disabledCategories.insert(.videoQuality)
  }
}

@Test func theConsentExamplesDisableWhatTheUserRefused() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "analytics-consent-doc-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let uploader = try #require(try rudderStackUploader(writeKey: "wk_test", userID: "user-42"))
  let queue = try openAnalytics(caches: folder, uploader: uploader, allowsCommerce: false)
  defer { queue.close() }
  #expect(queue.disabledCategories == [.commerce])
  userChangedConsent(queue, allowsQualityReports: false)
  #expect(queue.disabledCategories == [.commerce, .videoQuality])
  userChangedConsent(queue, allowsQualityReports: true)
  #expect(queue.disabledCategories == [.commerce])
}

@Test func analyticsExamplesRun() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "analytics-doc-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let queue = try startAnalytics(
    writeKey: "wk_test", appSupport: folder.appendingPathComponent("support"),
    caches: folder.appendingPathComponent("caches"))
  queue.close()
  let uploader = try #require(try rudderStackUploader(writeKey: "wk_test", userID: "user-42"))
  #expect(uploader.batchURL.absoluteString == "https://acme-dataplane.rudderstack.com/v1/batch")
  #expect(uploader.eventName(for: .storyImpression) == "Story Viewed")
  #expect(uploader.userID == "user-42" && uploader.anonymousID == nil)
}
