/// Where StoryKit's UI layer reports misuse it can survive (a view added to itself, a factory
/// installed late, a non-square ring): a warning, never a crash.
@MainActor
public enum StoryKitLog {
  /// Receives every warning; the default prints it to standard error. Tests replace it to collect.
  public static var handler: @MainActor (String) -> Void = { message in
    var standardError = StandardErrorStream()
    print("StoryKit warning: \(message)", to: &standardError)
  }

  /// Reports a warning.
  public static func warning(_ message: String) {
    handler(message)
  }
}

private struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandleWriter.writeToStandardError(string)
  }
}
