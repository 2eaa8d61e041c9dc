/// Why a byte sequence is not a JSON document, and where it stopped making sense.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was expected and what was found.
  public var message: String
  /// The byte offset of the problem.
  public var offset: Int
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column (in bytes) of the problem.
  public var column: Int
  /// The value being read when the problem was found.
  public var path: JSONPath
  /// Whether a limit (depth, size) stopped the parse rather than bad syntax.
  public var isLimit: Bool

  public var description: String {
    "\(message) (line \(line), column \(column))"
  }
}
