/// A location in a JSON document, printed the way people write it: `$.storyGroups[3].title`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Hashable {
    /// An object's member, by key.
    case key(String)
    /// An array's element, by index from 0.
    case index(Int)
  }

  /// The steps, or (while a document is decoded) the tape entry they lead to, worked out only
  /// when someone asks: most paths a decoder makes are never printed.
  private enum Storage: @unchecked Sendable {
    case components([Component])
    case entry(TapeReference, Int)
  }

  /// A tape a path does not keep alive: a path on a tape is made and resolved (or dropped) while
  /// the document is decoded; ``Diagnostic`` resolves the paths it keeps.
  private struct TapeReference {
    unowned(unsafe) let tape: JSONTape
  }

  private var storage: Storage

  /// The steps from the document root.
  public var components: [Component] {
    switch storage {
    case .components(let components): components
    case .entry(let reference, let index): reference.tape.pathComponents(of: index)
    }
  }

  /// The document root, `$`.
  public static let root = JSONPath(components: [])

  /// Creates a path from its steps.
  public init(components: [Component]) {
    storage = .components(components)
  }

  /// The path of the entry `index` of `tape`.
  init(tape: JSONTape, index: Int) {
    storage = .entry(TapeReference(tape: tape), index)
  }

  /// This path with its steps worked out, holding nothing of the document.
  var resolved: JSONPath {
    if case .components = storage { return self }
    return JSONPath(components: components)
  }

  /// The path one key deeper.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// The path one array index deeper.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// The path as text: `$`, then `.key` for plain keys, `["odd key"]` for others, `[n]` for indices.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isPlainKey(key):
        text += "." + key
      case .key(let key):
        text += "[\"" + key.replacingQuotesAndBackslashes() + "\"]"
      }
    }
    return text
  }

  private static func isPlainKey(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}

extension String {
  fileprivate func replacingQuotesAndBackslashes() -> String {
    var result = ""
    for character in self {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.append(character)
      }
    }
    return result
  }
}
