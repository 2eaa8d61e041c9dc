import CGStreamer
import Synchronization

/// A sample's buffer mapped for reading, with a reference on the sample, until ``unmap()``: the
/// pixels a borrowed ``StoryKitCairo/CairoImage`` draws from.
final class MappedSample: Sendable {
  private struct Mapping: @unchecked Sendable {
    var sample: OpaquePointer
    var buffer: UnsafeMutablePointer<GstBuffer>
    var info: UnsafeMutablePointer<GstMapInfo>
  }
  private let mapping: Mutex<Mapping?>
  /// The first byte, `nil` when the buffer could not be mapped.
  nonisolated(unsafe) let pixels: UnsafeMutableRawPointer?
  /// The mapped bytes.
  let count: Int

  init(sample: OpaquePointer, buffer: UnsafeMutablePointer<GstBuffer>) {
    let info = UnsafeMutablePointer<GstMapInfo>.allocate(capacity: 1)
    info.initialize(to: GstMapInfo())
    guard gst_buffer_map(buffer, info, GST_MAP_READ) != 0, let data = info.pointee.data else {
      info.deallocate()
      mapping = Mutex(nil)
      pixels = nil
      count = 0
      return
    }
    _ = gst_sample_ref(sample)
    mapping = Mutex(Mapping(sample: sample, buffer: buffer, info: info))
    pixels = UnsafeMutableRawPointer(data)
    count = Int(info.pointee.size)
  }

  /// Unmaps the buffer and drops the sample; later calls do nothing.
  func unmap() {
    guard
      let mapping = mapping.withLock({ value in
        defer { value = nil }; return value
      })
    else { return }
    gst_buffer_unmap(mapping.buffer, mapping.info)
    mapping.info.deallocate()
    gst_sample_unref(mapping.sample)
  }

  deinit { unmap() }
}
