/// Makes StoryKit's parts: every replaceable part of every widget is made through
/// ``makePart(_:for:)``, whose default is the part's ``Components`` slot, so the factory and the
/// components are two doors into one path. Subclass it and override that one method to put your
/// own view in one place, in any widget, without adopting a protocol per widget:
///
/// ```swift
/// final class BrandFactory: ViewFactory {
///   override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
///     if let ring = slot.part(for: StoryRingSlot.self, {
///       let ring = StoryRingView()
///       ring.lineWidth = 3       // stands: StoryKit's styling never overwrites what a factory set
///       return ring
///     }) { return ring }
///     return super.makePart(slot, for: host)
///   }
/// }
/// ViewFactory.install(BrandFactory())   // for the app, before building views
/// storyBar.viewFactory = BrandFactory() // or for one tree
/// ```
///
/// `host` is the view the part is for (the cell whose title it is, the page whose header it is),
/// so a factory can tell one widget from another. A factory may also wire what it makes: set
/// closures on the views it returns (an item view's `onAction` listener). What it sets on a part
/// (a line width, a font, a colour) is the app's: StoryKit's styling fills only what the app left
/// alone (see ``View/isStyleSetByApp(_:)``).
@MainActor
open class ViewFactory {
  /// A factory that makes StoryKit's own views.
  public init() {}

  /// A new part for `slot`, for `host`. The default makes the class in `host`'s ``Components``
  /// slot (``View/components``); for a slot that follows another (a title follows the label
  /// slot) and is not set, it makes that slot's part through this factory, so a factory that
  /// makes labels makes every title too.
  open func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    let components = host.components
    if components.setType(of: slot) == nil, let followed = Slot.follows,
      let part = makeFollowed(followed, for: host) as? Slot.Part
    {
      return part
    }
    let type = components[slot]
    return View.constructing { type.init() }
  }

  private func makeFollowed<Followed: ComponentSlot>(_ slot: Followed.Type, for host: View) -> View {
    makePart(slot, for: host)
  }

  /// The factory trees capture when they are prepared.
  public internal(set) static var installed = ViewFactory()

  /// Installs a factory for the app. Call it before building views: trees already prepared keep
  /// the factory they captured, and installing late logs a warning saying so.
  public static func install(_ factory: ViewFactory) {
    installed = factory
    ViewEnvironment.noteSharedChange("ViewFactory.install(_:)")
  }
}
