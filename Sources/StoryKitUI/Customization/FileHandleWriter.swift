import Foundation

enum FileHandleWriter {
  static func writeToStandardError(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
