#if FUZZING
  /// libFuzzer's driver: runs the fuzzing loop over ``fuzzOneInput(_:_:)`` with the command line.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point under libFuzzer. SwiftPM links an executable target's `main`
  /// to `<module>_main`; here it hands the process to libFuzzer's driver.
  @_cdecl("StoryKitFuzz_main")
  func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in fuzzOneInput(bytes, size) }
  }
#endif
