import Foundation
import StoryKit

/// The SDK's translations: `<language>.lproj/Localizable.strings` and `Localizable.stringsdict`
/// in StoryKitUI's resource bundle (SwiftPM's localized resources), read once per language.
///
/// The files are read with `PropertyListSerialization`, as Foundation reads them. Not through
/// `Bundle.localizedString(forKey:value:table:)`: on Linux, swift-corelibs-foundation crashes
/// when that call meets a `.stringsdict` entry (it hands back the entry's dictionary as a string).
/// Nor through the generated `Bundle.module`, which stops the process when the bundle is missing;
/// without the bundle (a `storykit` binary copied on its own) every string is English, with one
/// warning.
final class StringTables: Sendable {
  /// One language's table.
  struct Table: Sendable {
    /// Plain strings by key.
    var strings: [String: String] = [:]
    /// Plural entries by key.
    var plurals: [String: PluralEntry] = [:]
  }

  /// A `.stringsdict` entry: its format (`NSStringLocalizedFormatKey`, with `%#@name@` where a
  /// plural form goes) and, per variable name, its forms by plural category.
  struct PluralEntry: Sendable {
    var format: String
    var forms: [String: [String: String]]
  }

  static let shared = StringTables()

  /// The name of StoryKitUI's resource bundle, beside the executable.
  static let bundleName = "StoryKit_StoryKitUI.resources"

  /// The resource bundle's folder, `nil` when it cannot be found.
  let folder: URL?
  /// The languages it has a `.lproj` for, as BCP 47 tags ("de", "pt-BR", "zh-Hans").
  let languages: Set<String>
  /// The `.lproj` folder of each language: SwiftPM writes the folders' names in lower case
  /// ("pt-br.lproj", "zh-hans.lproj"), so a tag finds its folder whatever the case.
  private let folderNames: [String: String]
  private let tables = Mutex<[String: Table]>([:])

  init(folder: URL? = StringTables.findBundle()) {
    self.folder = folder
    let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
    var folderNames: [String: String] = [:]
    for name in names where name.hasSuffix(".lproj") {
      let found = String(name.dropLast(6))
      let tag = StoryKitStrings.languages.first { $0.caseInsensitiveCompare(found) == .orderedSame } ?? found
      folderNames[tag] = name
    }
    self.folderNames = folderNames
    languages = Set(folderNames.keys)
    if folder == nil {
      StoryKitLog.warningFromAnyThread(
        "StoryKit's strings bundle \(Self.bundleName) was not found beside the executable: every string is English"
      )
    }
  }

  /// The table of `language` (a tag from ``languages``); empty when it has none.
  func table(for language: String) -> Table {
    if let table = tables.withLock({ $0[language] }) { return table }
    let table = load(language)
    tables.withLock { $0[language] = table }
    return table
  }

  private func load(_ language: String) -> Table {
    guard let folder, let name = folderNames[language] else { return Table() }
    let lproj = folder.appendingPathComponent(name)
    var table = Table()
    if let strings = Self.propertyList(lproj.appendingPathComponent("Localizable.strings")) {
      for (key, value) in strings {
        if let key = key as? String, let value = value as? String { table.strings[key] = value }
      }
    }
    if let plurals = Self.propertyList(lproj.appendingPathComponent("Localizable.stringsdict")) {
      for (key, value) in plurals {
        guard let key = key as? String, let entry = value as? [String: Any],
          let format = entry["NSStringLocalizedFormatKey"] as? String
        else {
          StoryKitLog.warningFromAnyThread(
            "\(language).lproj/Localizable.stringsdict: entry \(key) has no format; ignored")
          continue
        }
        var forms: [String: [String: String]] = [:]
        for (name, variable) in entry {
          guard let variable = variable as? [String: Any] else { continue }
          forms[name] = variable.compactMapValues { $0 as? String }
        }
        table.plurals[key] = PluralEntry(format: format, forms: forms)
      }
    }
    return table
  }

  private static func propertyList(_ url: URL) -> [AnyHashable: Any]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    do {
      return try PropertyListSerialization.propertyList(from: data, format: nil) as? [AnyHashable: Any]
    } catch {
      StoryKitLog.warningFromAnyThread(
        "\(url.lastPathComponent) in \(url.deletingLastPathComponent().lastPathComponent): \(error)")
      return nil
    }
  }

  /// The resource bundle beside the executable (or the test bundle), where SwiftPM puts it.
  static func findBundle() -> URL? {
    var folders = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let resources = Bundle.main.resourceURL { folders.append(resources) }
    for folder in folders {
      let candidate = folder.appendingPathComponent(bundleName)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
        return candidate
      }
    }
    return nil
  }
}
