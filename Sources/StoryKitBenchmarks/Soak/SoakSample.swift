/// What `storykit-bench soak` read after one cycle (or with the bar alone): the resident set and
/// what holds it, all in MiB.
package struct SoakSample: Sendable, Equatable {
  /// The cycle, from 1; 0 for the bar alone.
  package var cycle: Int
  /// The group the cycle opened (empty for the bar alone).
  package var groupID: String
  /// The resident set (`VmRSS`).
  package var resident: Double
  /// Its file-backed part (`RssFile`: libraries, fonts, the feed's files), shared and clean.
  package var fileBacked: Double
  /// What the memory image cache holds (its own account: 4 bytes per pixel).
  package var cache: Double
  /// Every decoded picture still alive, in the cache or not.
  package var pictures: Double
  /// malloc's bytes in use (`mallinfo2`: `uordblks` + `hblkhd`).
  package var mallocInUse: Double
  /// Freed bytes malloc keeps in its heaps (`mallinfo2`: `fordblks`).
  package var mallocFree: Double
  /// Players that have closed but are still alive (0 when each was freed).
  package var playersAlive: Int
  /// Video players (GStreamer pipelines) still alive.
  package var videoPlayersAlive: Int

  /// A sample.
  package init(
    cycle: Int, groupID: String, resident: Double, fileBacked: Double = 0, cache: Double, pictures: Double,
    mallocInUse: Double,
    mallocFree: Double, playersAlive: Int, videoPlayersAlive: Int
  ) {
    self.cycle = cycle
    self.groupID = groupID
    self.resident = resident
    self.fileBacked = fileBacked
    self.cache = cache
    self.pictures = pictures
    self.mallocInUse = mallocInUse
    self.mallocFree = mallocFree
    self.playersAlive = playersAlive
    self.videoPlayersAlive = videoPlayersAlive
  }
}
