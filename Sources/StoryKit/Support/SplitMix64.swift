/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// numbers on every platform and release, unlike the system generator.
///
/// StoryKit uses it where runs must repeat — test fixtures, fuzzing, benchmarks. It is `package`,
/// not public API: the CLI's benchmarks and the tests use it; apps bring their own generators.
/// Where StoryKit takes jitter, it accepts a closure, so a test can pass one drawing from this.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let jitter = Double.random(in: 0..<1, using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
