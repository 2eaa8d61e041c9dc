import CGStreamer

/// A sample's buffer mapped for reading, with a reference on the sample, for as long as this
/// object lives: the pixels a borrowed ``StoryKitCairo/CairoImage`` draws from. The image's
/// release holds the last reference, so the buffer is unmapped when Cairo drops the surface.
final class MappedSample: @unchecked Sendable {
  // Set once in init and released once in deinit; never written in between.
  private let sample: OpaquePointer
  private let buffer: UnsafeMutablePointer<GstBuffer>
  private let info: UnsafeMutablePointer<GstMapInfo>
  /// The first byte.
  let pixels: UnsafeMutableRawPointer
  /// The mapped bytes.
  let count: Int

  /// Maps `buffer` of `sample`; `nil` when it cannot be mapped.
  init?(sample: OpaquePointer, buffer: UnsafeMutablePointer<GstBuffer>) {
    let info = UnsafeMutablePointer<GstMapInfo>.allocate(capacity: 1)
    info.initialize(to: GstMapInfo())
    guard gst_buffer_map(buffer, info, GST_MAP_READ) != 0, let data = info.pointee.data else {
      info.deallocate()
      return nil
    }
    _ = gst_sample_ref(sample)
    self.sample = sample
    self.buffer = buffer
    self.info = info
    pixels = UnsafeMutableRawPointer(data)
    count = Int(info.pointee.size)
  }

  deinit {
    gst_buffer_unmap(buffer, info)
    info.deallocate()
    gst_sample_unref(sample)
  }
}
