import Foundation
import StoryKit
import StoryKitUI

/// Decoded images in memory, bounded by their cost in bytes (4 per pixel), least recently used
/// out first.
///
/// An image costing more than the whole limit is not kept. Thread-safe: one lock, O(1) per call.
///
/// ```swift
/// let cache = MemoryImageCache(costLimit: 32 * 1024 * 1024)
/// ```
// Sendable by its lock: the nodes never leave `state`, and only their (Sendable) images are handed out.
public final class MemoryImageCache: ImageCaching, @unchecked Sendable {
  /// One cached image in the recency list.
  private final class Node {
    let key: ImageCacheKey
    let image: any CanvasImage
    let cost: Int
    var newer: Node?
    weak var older: Node?
    init(key: ImageCacheKey, image: any CanvasImage, cost: Int) {
      self.key = key
      self.image = image
      self.cost = cost
    }
  }

  /// The nodes by key, and the recency list from `oldest` to `newest`.
  private struct State {
    var nodes: [ImageCacheKey: Node] = [:]
    var oldest: Node?
    var newest: Node?
    var totalCost = 0

    mutating func unlink(_ node: Node) {
      if let older = node.older { older.newer = node.newer } else { oldest = node.newer }
      if let newer = node.newer { newer.older = node.older } else { newest = node.older }
      node.newer = nil
      node.older = nil
    }

    mutating func append(_ node: Node) {
      node.older = newest
      newest?.newer = node
      newest = node
      if oldest == nil { oldest = node }
    }
  }

  private let state = Mutex(State())

  /// The most bytes of pixels kept (default 64 MiB).
  public let costLimit: Int

  /// Creates a cache that keeps at most `costLimit` bytes of pixels.
  public init(costLimit: Int = 64 * 1024 * 1024) {
    self.costLimit = max(0, costLimit)
  }

  /// What an image costs: 4 bytes per pixel.
  public static func cost(of image: any CanvasImage) -> Int {
    let (pixels, overflow) = max(0, image.pixelWidth).multipliedReportingOverflow(
      by: max(0, image.pixelHeight))
    let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
    return overflow || overflow2 ? Int.max : bytes
  }

  /// The bytes of pixels held now.
  public var totalCost: Int { state.withLock { $0.totalCost } }

  /// How many images are held now.
  public var count: Int { state.withLock { $0.nodes.count } }

  public func image(for key: ImageCacheKey) -> (any CanvasImage)? {
    state.withLock { state in
      guard let node = state.nodes[key] else { return nil }
      state.unlink(node)
      state.append(node)
      return node.image
    }
  }

  public func store(_ image: any CanvasImage, for key: ImageCacheKey) {
    let cost = Self.cost(of: image)
    state.withLock { state in
      if let old = state.nodes.removeValue(forKey: key) {
        state.unlink(old)
        state.totalCost -= old.cost
      }
      guard cost <= costLimit else { return }
      let node = Node(key: key, image: image, cost: cost)
      state.nodes[key] = node
      state.append(node)
      state.totalCost += cost
      while state.totalCost > costLimit, let oldest = state.oldest {
        state.unlink(oldest)
        state.nodes[oldest.key] = nil
        state.totalCost -= oldest.cost
      }
    }
  }

  public func removeImage(for key: ImageCacheKey) {
    state.withLock { state in
      guard let node = state.nodes.removeValue(forKey: key) else { return }
      state.unlink(node)
      state.totalCost -= node.cost
    }
  }

  public func removeAll() {
    state.withLock { state in
      // Break the forward links so the nodes free in order, not by recursion.
      var node = state.oldest
      while let current = node {
        node = current.newer
        current.newer = nil
      }
      state = State()
    }
  }
}
