import Foundation

// The formatting every benchmark table shares.

/// `text` padded with spaces to `width` characters, on the right (or on the left, to align numbers).
func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - text.count))
  return left ? fill + text : text + fill
}

/// `value` with `digits` decimals, as plain digits (no grouping), for tables and final lines.
func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

/// A progress note or a problem, on standard error, so standard output keeps only the table.
package func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
