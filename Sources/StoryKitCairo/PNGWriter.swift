import CCairo

/// Encodes Cairo surfaces as PNG through Cairo's own writer.
enum PNGWriter {
  static func data(of surface: OpaquePointer) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let unmanaged = Unmanaged.passRetained(sink)
    defer { unmanaged.release() }
    cairo_surface_flush(surface)
    _ = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, unmanaged.toOpaque())
    return sink.bytes
  }
}
