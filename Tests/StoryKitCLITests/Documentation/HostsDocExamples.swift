// docs/hosts.md's examples, compiled by the tests.
import CGtk4
import StoryKit
import StoryKitCairo
import StoryKitGTK
import StoryKitImages
import StoryKitStoryBar
import StoryKitUI

/// Opens a GTK window with a story bar. Call it from a synchronous `main`, on the main thread.
@MainActor
func runStoryWindow(groups: [StoryGroup]) throws {
  try GTKMainLoop.initialize()  // GTKHostError.noDisplay without a display
  let root = View()
  root.backgroundColor = .white
  root.imageLoader = ImagePipeline.cairo()
  let bar = StoryBarView()
  bar.content = .init(storyGroups: groups)
  bar.onStoryGroupSelected = { group in print("open", group.title) }
  VContainer {
    bar
    Spacer()
  }
  .embed(in: root)
  let host = GTKHostView(root: root)  // a GtkDrawingArea that owns the host
  guard let widget = gtk_window_new() else { return }
  let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  gtk_window_set_default_size(window, 420, 760)
  gtk_window_set_child(window, host.widget)
  gtk_window_present(window)
  GTKMainLoop.run()  // GTK's events and the main actor's tasks, until GTKMainLoop.quit()
}
