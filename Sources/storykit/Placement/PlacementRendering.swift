import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitPlacement
import StoryKitUI

/// A feed file through the placement, as an app shows it: config → provider → resolver → the
/// registered widget in a ``PlacementView``; drawn to a bitmap (`storykit render`, `demo`).
@MainActor
struct PlacementRendering {
  /// Who the user is, for targeting and rollout.
  var userID: String?
  var labels: Set<String> = []
  var isTestMode = false
  var theme: Theme = .light
  /// The config's direction (`--direction`); `nil`: the feed's, else the language's.
  var direction: LayoutDirection?
  /// The config's locale (`--locale`), a BCP 47 tag: the language of the SDK's strings and the
  /// digits; `nil`: the system's.
  var locale: String?
  var width: Double = 390
  var scale: Double = 2
  /// Seconds to wait for the pictures on screen.
  var imageTimeout: Double = 2
  /// Shows the first variant of this kind whoever the user is (`--widget`), instead of the
  /// resolver's pick.
  var forcedKind: WidgetKind?
  /// The user's values for the feed's per-user placeholders, as the config's user data.
  var userData: [String: String] = [:]

  /// What went wrong, as the message printed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The loaded provider of the feed at `url`, its token read from the document.
  func provider(for url: URL) async throws(Failure) -> PlacementDataProvider {
    let data: Data
    do { data = try Data(contentsOf: url) } catch { throw Failure(description: "cannot read \(url.path)") }
    let decoded = FeedDecoder(baseURL: url, userData: userData).decode(data)
    guard let feed = decoded.feed else { throw Failure(description: "the feed could not be decoded") }
    let document =
      try forcedKind.map { kind throws(Failure) in try Self.forcing(kind, in: data, feed: feed) } ?? data
    let config: PlacementConfig
    do throws(PlacementConfigError) {
      config = try PlacementConfig.Builder().userID(userID).labels(labels).userData(userData).testMode(
        isTestMode
      ).theme(theme)
        .layoutDirection(direction).locale(locale).build(token: feed.placement.token)
    } catch {
      throw Failure(description: "\(error)")
    }
    // One anonymous ID for every run, so the same user lands in the same bucket each time.
    let provider = PlacementDataProvider(
      config: config, document: document, baseURL: url,
      anonymousIDStore: InMemoryAnonymousIDStore(id: "storykit-cli"))
    await provider.load()
    return provider
  }

  /// The placement drawn at ``width`` and the height its ratio gives, once its pictures are in.
  func render(_ provider: PlacementDataProvider, registry: WidgetRegistry) async throws(Failure) -> Bitmap {
    let placement = PlacementView(dataProvider: provider, registry: registry)
    guard placement.isVisible == true, let ratio = placement.ratio else {
      if case .failed(let error) = provider.state { throw Failure(description: "\(error)") }
      let kind = placement.content?.variant?.kind
      let reason =
        kind.map {
          registry.isRegistered($0) ? "the \($0.name) widget has nothing to show" : "no widget for \($0.name)"
        }
        ?? "no variant for this user"
      throw Failure(description: "nothing to render: \(reason)")
    }
    let size = Size(width: width, height: (width / ratio).rounded())
    placement.frame = Rect(origin: .zero, size: size)
    placement.imageLoader = ImagePipeline.cairo()
    placement.displayScale = scale
    placement.layoutIfNeeded()
    _ = await placement.waitForVisibleImages(timeout: imageTimeout)
    placement.layoutIfNeeded()
    let bitmap = Bitmap(size: size, scale: scale, background: placement.appearance.colors.background)
    bitmap.render(placement)
    return bitmap
  }

  /// The document with its placement cut down to the first variant of `kind`, for everyone;
  /// read and written with StoryKit's JSON stack, so the other members keep their order and types.
  static func forcing(_ kind: WidgetKind, in data: Data, feed: Feed) throws(Failure) -> Data {
    guard let index = feed.placement.variants.firstIndex(where: { $0.kind == kind }),
      case .object(var document)? = try? JSONValue(
        parsing: data, maxDepth: FeedDecoder.Limits.default.maxDepth),
      case .object(var placement)? = document["placement"],
      case .array(let variants)? = placement["variants"],
      case .object(var variant)? = variants.first(where: {
        identifier($0["id"]) == feed.placement.variants[index].id
      })
    else {
      throw Failure(description: "the feed has no \(kind.name) variant")
    }
    variant["condition"] = nil
    variant["testOnly"] = nil
    variant["weight"] = nil
    placement["variants"] = .array([.object(variant)])
    document["placement"] = .object(placement)
    guard let forced = try? JSONValue.object(document).jsonData() else {
      throw Failure(description: "the feed could not be rewritten for --widget")
    }
    return forced
  }

  /// A variant's `id` as the feed decoder reads it: a string, or an integer written in digits.
  private static func identifier(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let string)?: string
    case .number(let number)? where number.rounded() == number && abs(number) < 9.0e15: String(Int(number))
    default: nil
    }
  }
}
