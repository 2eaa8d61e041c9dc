import Foundation
import StoryKit

@testable import StoryKitImages
@testable import StoryKitUI

/// A picture of a given pixel size.
final class FakeImage: CanvasImage {
  let pixelWidth: Int
  let pixelHeight: Int
  let scale: Double
  let bytes: Data

  init(width: Int, height: Int, scale: Double = 1, bytes: Data = Data()) {
    pixelWidth = width
    pixelHeight = height
    self.scale = scale
    self.bytes = bytes
  }
}

/// Serves bytes per URL, counting calls and how many run at once; can hold every fetch until
/// released, and fail URLs on demand.
final class FakeDataLoader: ImageDataLoading {
  struct State {
    var calls: [URL] = []
    var validators: [HTTPCacheInfo?] = []
    var running = 0
    var maxRunning = 0
    var held: [CheckedContinuation<Void, Never>] = []
    var isHolding = false
    var failing: Set<URL> = []
    var cancelled = 0
    var notModified = false
    var info = HTTPCacheInfo()
  }

  let state = Mutex(State())

  var calls: [URL] { state.withLock { $0.calls } }
  var maxRunning: Int { state.withLock { $0.maxRunning } }
  var heldCount: Int { state.withLock { $0.held.count } }
  var cancelled: Int { state.withLock { $0.cancelled } }

  func hold() { state.withLock { $0.isHolding = true } }

  /// Lets the held fetches go, first held first (and stops holding).
  func releaseAll() {
    let held = state.withLock { state in
      state.isHolding = false
      defer { state.held = [] }
      return state.held
    }
    for continuation in held { continuation.resume() }
  }

  /// Lets the earliest held fetch go.
  func releaseOne() {
    let first = state.withLock { state in state.held.isEmpty ? nil : state.held.removeFirst() }
    first?.resume()
  }

  func data(for url: URL, validators: HTTPCacheInfo?) async throws(ImageLoadingError) -> ImageDataResponse {
    let mustHold = state.withLock { state in
      state.calls.append(url)
      state.validators.append(validators)
      state.running += 1
      state.maxRunning = max(state.maxRunning, state.running)
      return state.isHolding
    }
    if mustHold {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          guard state.isHolding else { return true }
          state.held.append(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    }
    let (fails, notModified, info) = state.withLock { state in
      state.running -= 1
      if Task.isCancelled { state.cancelled += 1 }
      return (state.failing.contains(url), state.notModified && validators != nil, state.info)
    }
    if Task.isCancelled { throw .cancelled(url) }
    if fails { throw .fetchFailed(url, reason: "HTTP status 500") }
    if notModified { return .notModified(info) }
    return .data(Data(url.lastPathComponent.utf8), info)
  }
}

/// Makes a picture of the target size (100 × 100 without one), counting decodes; "bad" bytes
/// fail.
final class FakeDecoder: ImageDecoding {
  let state = Mutex((calls: 0, running: 0, maxRunning: 0))
  var calls: Int { state.withLock { $0.calls } }
  var maxRunning: Int { state.withLock { $0.maxRunning } }
  let delay: Double

  init(delay: Double = 0) {
    self.delay = delay
  }

  func decode(
    _ data: Data, url: URL, targetSize: PixelSize?, scale: Double
  ) throws(ImageLoadingError)
    -> any CanvasImage
  {
    state.withLock { state in
      state.calls += 1
      state.running += 1
      state.maxRunning = max(state.maxRunning, state.running)
    }
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    state.withLock { $0.running -= 1 }
    if String(decoding: data, as: UTF8.self).hasPrefix("bad") {
      throw .decodingFailed(url, reason: "not an image")
    }
    let size = targetSize ?? PixelSize(width: 100, height: 100)
    return FakeImage(width: size.width, height: size.height, scale: scale, bytes: data)
  }
}

/// Entries in a dictionary.
final class FakeDataCache: ImageDataCaching {
  let entries = Mutex<[URL: ImageDataCacheEntry]>([:])
  let removed = Mutex<[URL]>([])

  func entry(for url: URL) -> ImageDataCacheEntry? { entries.withLock { $0[url] } }
  func store(_ entry: ImageDataCacheEntry, for url: URL) { entries.withLock { $0[url] = entry } }
  func updateInfo(_ info: HTTPCacheInfo, for url: URL) { entries.withLock { $0[url]?.info = info } }
  func removeEntry(for url: URL) {
    entries.withLock { $0[url] = nil }
    removed.withLock { $0.append(url) }
  }
  func removeAll() { entries.withLock { $0 = [:] } }
}

/// A time that tests move by hand.
final class FakeNow: Sendable {
  private let value = Mutex(Date(timeIntervalSince1970: 1_000_000))
  var date: Date { value.withLock { $0 } }
  func advance(_ seconds: Double) { value.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

func pictureURL(_ name: String) -> URL {
  URL(string: "https://cdn.example.com/\(name)") ?? URL(fileURLWithPath: "/")
}

/// Polls `condition` for up to `seconds` of real time, returning as soon as it holds. Image views
/// finish their loads on the main actor, which a full run shares with the snapshot suites'
/// rendering.
func eventually(upTo seconds: Double = 60, _ condition: @Sendable () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}

/// Real seconds a test waits for the pipeline to hand a request to its loader, instead of the
/// 60 s of ``eventually(upTo:_:)``: the pipeline's tasks run on Swift's cooperative pool (two
/// threads on two cores), which a full run shares with every suite's image decodes. With two busy
/// processes and another build on the same two cores, these waits passed 60 s (issue 30, item 5).
let pipelineTaskBound: Double = 300
