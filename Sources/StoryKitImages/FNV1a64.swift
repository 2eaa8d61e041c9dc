import Foundation

/// The 64-bit FNV-1a hash: stable across launches, platforms and Swift versions (unlike
/// `Hasher`), for naming cache files and checksumming their contents.
///
/// As a checksum it detects every change of a single byte for certain (each step of the hash is a
/// bijection of its state), and other damage with a chance of 1 in 2⁶⁴ of missing it. It is not a
/// cryptographic hash: nothing here defends against files crafted to collide.
///
/// `FNV1a64.hash(Data("a".utf8)) == 0xAF63_DC4C_8601_EC8C`.
enum FNV1a64 {
  static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01B3

  /// The hash of `bytes`.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var state = offsetBasis
    for byte in bytes {
      state = (state ^ UInt64(byte)) &* prime
    }
    return state
  }

  /// The hash of `data`.
  static func hash(_ data: Data) -> UInt64 {
    data.withUnsafeBytes { hash($0) }
  }

  /// The hash of a string's UTF-8 bytes.
  static func hash(_ string: String) -> UInt64 {
    hash(Data(string.utf8))
  }

  /// `value` as sixteen lowercase hex digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
