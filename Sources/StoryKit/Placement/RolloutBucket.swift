/// Where a user falls in a placement's rollout: a stable number in [0, 1) from a versioned, salted
/// FNV-1a 32-bit hash, the same on every launch and on the server (`docs/targeting.md`).
///
/// ```swift
/// RolloutBucket.seed(token: "home-top")                   // "v1:home-top:"
/// RolloutBucket.fnv1a32("v1:home-top:user-42")            // the 32-bit hash
/// RolloutBucket.bucket(token: "home-top", userID: "user-42") // hash / 2^32, in [0, 1)
/// ```
public enum RolloutBucket {
  /// The algorithm version, the first part of every seed; a new version reshuffles every user.
  public static let version = "v1"
  /// The FNV-1a 32-bit offset basis, 2166136261.
  public static let offsetBasis: UInt32 = 0x811C_9DC5
  /// The FNV 32-bit prime, 16777619.
  public static let prime: UInt32 = 0x0100_0193

  /// The salt hashed before the user ID: `"v1:" + token + ":"`.
  public static func seed(token: String) -> String {
    version + ":" + token + ":"
  }

  /// FNV-1a 32-bit of the string's UTF-8 bytes.
  public static func fnv1a32(_ string: String) -> UInt32 {
    fnv1a32(string.utf8)
  }

  /// FNV-1a 32-bit of `bytes`, continuing from `hash` (the offset basis to start afresh): FNV is a
  /// stream hash, so `fnv1a32(b, continuing: fnv1a32(a)) == fnv1a32(a + b)`.
  public static func fnv1a32<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, continuing hash: UInt32 = offsetBasis
  )
    -> UInt32
  {
    var hash = hash
    for byte in bytes {
      hash ^= UInt32(byte)
      hash &*= prime
    }
    return hash
  }

  /// A hash scaled to [0, 1): `hash / 2^32`; the largest hash gives `1 - 2^-32`, below 1.
  public static func bucket(hash: UInt32) -> Double {
    Double(hash) / 4_294_967_296
  }

  /// The bucket of `userID` in the placement `token`: `bucket(hash: fnv1a32(seed(token) + userID))`.
  public static func bucket(token: String, userID: String) -> Double {
    bucket(hash: fnv1a32(userID.utf8, continuing: fnv1a32(seed(token: token))))
  }
}
