import Foundation

/// The target libFuzzer drives, read once from `STORYKIT_FUZZ_TARGET`.
let fuzzTarget = FuzzTarget.fromEnvironment

/// libFuzzer's entry point (built with `-sanitize=fuzzer`): one input, one call of the target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let fuzzTarget else { return 0 }
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  fuzzTarget.run(data)
  return 0
}
