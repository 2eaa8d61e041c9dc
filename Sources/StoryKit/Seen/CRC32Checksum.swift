/// CRC-32 (IEEE 802.3, the zlib and PNG polynomial), for telling a damaged store file or journal
/// record from a good one. It detects every burst of up to 32 damaged bits, which a hash does not.
enum CRC32Checksum {
  /// The checksum of `bytes`; `CRC32Checksum.of("123456789".utf8) == 0xCBF4_3926`.
  static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// The checksum as eight lowercase hex digits.
  static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let value = String(of(bytes), radix: 16)
    return String(repeating: "0", count: 8 - value.count) + value
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}
