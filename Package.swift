// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StoryKit",
  defaultLocalization: "en",
  products: [
    .library(name: "StoryKit", targets: ["StoryKit"]),
    .library(name: "StoryKitUI", targets: ["StoryKitUI"]),
    .library(name: "StoryKitImages", targets: ["StoryKitImages"]),
    .library(name: "StoryKitLayers", targets: ["StoryKitLayers"]),
    .library(name: "StoryKitCairo", targets: ["StoryKitCairo"]),
    .library(name: "StoryKitStoryBar", targets: ["StoryKitStoryBar"]),
    .library(name: "StoryKitPlayer", targets: ["StoryKitPlayer"]),
    .library(name: "StoryKitPlacement", targets: ["StoryKitPlacement"]),
    .library(name: "StoryKitBanner", targets: ["StoryKitBanner"]),
    .library(name: "StoryKitSwipeCard", targets: ["StoryKitSwipeCard"]),
    .library(name: "StoryKitGTK", targets: ["StoryKitGTK"]),
    .library(name: "StoryKitSnapshotTesting", targets: ["StoryKitSnapshotTesting"]),
    .library(name: "StoryKitCanvas", targets: ["StoryKitCanvas"]),
    .library(name: "StoryKitGStreamer", targets: ["StoryKitGStreamer"]),
    .library(name: "StoryKitVideoFeed", targets: ["StoryKitVideoFeed"]),
    .executable(name: "storykit", targets: ["storykit"]),
    .executable(name: "storykit-bench", targets: ["StoryKitBenchTool"]),
  ],
  targets: [
    .target(name: "StoryKit"),
    // Localization (issue 29): the SDK's strings as SwiftPM localized resources; ICU's plural
    // rules pick the forms of their `.stringsdict` entries.
    .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
    .target(name: "CStoryKitPlurals", dependencies: ["CICU"]),
    .target(
      name: "StoryKitUI", dependencies: ["StoryKit", "CStoryKitPlurals"],
      resources: [.process("Localization/Resources")]),
    // The image pipeline (issue 30): caches, the disk cache, the loaders, the priority slots.
    // StoryKitUI keeps the seam its views load through (`ImageLoading`, `ImageRequest`); this
    // module implements it and needs nothing of the view layer but that seam and `CanvasImage`.
    .target(name: "StoryKitImages", dependencies: ["StoryKit", "StoryKitUI"]),
    // The interactive story layers (issue 30): `StoryLayersView`, its poll, quiz, countdown,
    // emoji, product tag and product card views, and the interaction stores. The player and the
    // canvas widget draw with it; it needs no image pipeline (its pictures are `ImageView`s).
    .target(name: "StoryKitLayers", dependencies: ["StoryKit", "StoryKitUI"]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    // Offscreen layers drawn in perspective (issue 26): pixman, the library under Cairo.
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .target(name: "CStoryKitCairoLoad"),
    // glibc's <malloc.h> (mallinfo2, malloc_trim, mallopt), left out of the toolchain's Glibc module.
    .systemLibrary(name: "CMalloc"),
    .target(
      name: "StoryKitCairo",
      dependencies: [
        "StoryKitUI", "StoryKitImages", "CCairo", "CTurboJPEG", "CWebP", "CPixman", "CPNG",
        "CStoryKitCairoLoad",
      ]),
    .target(name: "StoryKitSnapshotTesting", dependencies: ["StoryKitCairo"]),
    // The live host (issue 13): a GTK 4 drawing area that hosts a view tree; only it imports GTK.
    .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "StoryKitGTK", dependencies: ["StoryKitUI", "StoryKitCairo", "CGtk4"]),
    // Video (issue 15): `VideoPlayer` on GStreamer; only StoryKitGStreamer imports GStreamer. Its
    // frames are Cairo image surfaces, so it builds on StoryKitCairo.
    .systemLibrary(
      name: "CGStreamer", pkgConfig: "gstreamer-app-1.0",
      providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
    .target(name: "StoryKitGStreamer", dependencies: ["StoryKitUI", "StoryKitCairo", "CGStreamer"]),
    .target(name: "StoryKitExamples", dependencies: ["StoryKitUI"]),
    .target(name: "StoryKitStoryBar", dependencies: ["StoryKitUI"]),
    // The canvas widget (issue 14): the feed's canvas layers through StoryKitLayers' views.
    .target(name: "StoryKitCanvas", dependencies: ["StoryKitUI", "StoryKitLayers"]),
    // The placement host (issue 14): the host view, the delegates; widgets register through
    // StoryKitUI's WidgetRegistry.
    .target(name: "StoryKitPlacement", dependencies: ["StoryKitUI"]),
    // The fullscreen story player (issue 12): playback views over StoryKit's StoryPlayback.
    .target(name: "StoryKitPlayer", dependencies: ["StoryKitUI", "StoryKitLayers"]),
    // The banner widget (issue 14): a looping carousel of banner items.
    .target(name: "StoryKitBanner", dependencies: ["StoryKitUI"]),
    // The swipe-card widget (issue 14): a stack of cards swiped away left or right.
    .target(name: "StoryKitSwipeCard", dependencies: ["StoryKitUI"]),
    // The video feed widget (issue 15): a vertical feed of videos snapping item by item; a tap
    // opens the fullscreen player through StoryKitUI's presenting seam. Video comes through
    // StoryKitUI's VideoPlayer protocol, never a backend. No widget depends on another.
    .target(name: "StoryKitVideoFeed", dependencies: ["StoryKitUI"]),
    .target(
      name: "StoryKitBenchmarks",
      dependencies: [
        "StoryKit", "StoryKitUI", "StoryKitImages", "StoryKitCairo", "StoryKitStoryBar", "StoryKitPlayer",
        "StoryKitPlacement", "StoryKitBanner", "StoryKitSwipeCard", "StoryKitGStreamer", "StoryKitVideoFeed",
        "CMalloc",
      ]),
    // The fuzz targets (issue 16): `make fuzz` builds it with libFuzzer; a plain build replays
    // inputs, for the regression corpus.
    .executableTarget(name: "StoryKitFuzz", dependencies: ["StoryKit", "StoryKitCairo"]),
    // What the two tools share (issue 30): the argument parser, the preview window (which
    // `storykit-bench host` and `soak` measure) and the widgets the tools link; not a product.
    .target(
      name: "StoryKitCommandLine",
      dependencies: [
        "StoryKit", "StoryKitUI", "StoryKitImages", "StoryKitCairo", "StoryKitStoryBar", "StoryKitPlayer",
        "StoryKitGTK", "StoryKitPlacement", "StoryKitCanvas", "StoryKitBanner", "StoryKitSwipeCard",
        "StoryKitVideoFeed", "StoryKitGStreamer",
      ]),
    // The tool a user installs: it links neither the benchmarks nor their peers.
    .executableTarget(
      name: "storykit",
      dependencies: [
        "StoryKit", "StoryKitUI", "StoryKitImages", "StoryKitCairo", "StoryKitExamples", "StoryKitStoryBar",
        "StoryKitPlayer", "StoryKitGTK", "StoryKitPlacement", "StoryKitCanvas", "StoryKitBanner",
        "StoryKitSwipeCard", "StoryKitVideoFeed", "StoryKitGStreamer", "StoryKitCommandLine",
      ]),
    // `storykit-bench <benchmark> [options]` (Benchmarks/README.md): the benchmarks' own tool.
    .executableTarget(
      name: "StoryKitBenchTool",
      dependencies: [
        "StoryKit", "StoryKitUI", "StoryKitImages", "StoryKitCairo", "StoryKitStoryBar", "StoryKitPlayer",
        "StoryKitGTK", "StoryKitGStreamer", "StoryKitBenchmarks", "StoryKitCommandLine",
      ]),
    // What several test targets share (fixtures, the Python test-server launcher, the built
    // products lookup); not a product.
    .target(name: "StoryKitTestSupport", dependencies: ["StoryKit"], path: "Tests/StoryKitTestSupport"),
    // The child process of the analytics durability test: built beside the test bundle, not a product.
    .executableTarget(name: "AnalyticsSoak", dependencies: ["StoryKit"], path: "Tests/AnalyticsSoak"),
    .executableTarget(
      name: "VideoStallProbe", dependencies: ["StoryKitPlayer", "StoryKitGStreamer", "StoryKitTestSupport"],
      path: "Tests/VideoStallProbe"),
    .testTarget(name: "StoryKitTests", dependencies: ["StoryKit", "StoryKitTestSupport"]),
    // The command-line tool (its parser, and the built binary's exit codes) and the README's
    // examples, which use every module.
    .testTarget(
      name: "StoryKitCLITests",
      dependencies: [
        "storykit", "StoryKitCommandLine", "StoryKit", "StoryKitUI", "StoryKitImages", "StoryKitLayers",
        "StoryKitCairo", "StoryKitStoryBar",
        "StoryKitPlayer", "StoryKitSnapshotTesting", "StoryKitGTK", "CGtk4", "StoryKitPlacement",
        "StoryKitBanner", "StoryKitTestSupport", "StoryKitCanvas", "StoryKitSwipeCard", "StoryKitGStreamer",
        "StoryKitVideoFeed",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "StoryKitUITests", dependencies: ["StoryKitUI", "StoryKitTestSupport"]),
    // The GStreamer player against videos made at test time (scripts/make-test-videos).
    .testTarget(
      name: "StoryKitGStreamerTests",
      dependencies: ["StoryKitGStreamer", "CGStreamer", "StoryKitCairo", "StoryKitTestSupport"]),
    .testTarget(
      name: "StoryKitPlacementTests",
      dependencies: [
        "StoryKitPlacement", "StoryKitPlayer", "StoryKitStoryBar", "StoryKitCairo", "StoryKitTestSupport",
      ]),
    // The GTK host's pure parts (event translation, the display check); no display needed.
    .testTarget(name: "StoryKitGTKTests", dependencies: ["StoryKitGTK", "StoryKitUI", "CGtk4"]),
    // The image pipeline with the Cairo decoder against a loopback server that injects faults.
    .testTarget(
      name: "StoryKitImagesTests",
      dependencies: ["StoryKitImages", "StoryKitUI", "StoryKitCairo", "StoryKitTestSupport"]),
    // The layers' interaction stores and the layers' own parts, without a player.
    .testTarget(
      name: "StoryKitLayersTests",
      dependencies: ["StoryKitLayers", "StoryKitUI", "StoryKit", "StoryKitTestSupport"]),
    .testTarget(name: "StoryKitBenchmarksTests", dependencies: ["StoryKitBenchmarks"]),
    // `storykit-bench`: its parser, its help and usage errors, and the built binary's runs.
    .testTarget(
      name: "StoryKitBenchToolTests",
      dependencies: [
        "StoryKitBenchTool", "StoryKitBenchmarks", "StoryKitCommandLine", "StoryKit", "StoryKitTestSupport",
      ]),
    .testTarget(
      name: "StoryKitStoryBarTests",
      dependencies: ["StoryKitStoryBar", "StoryKitCairo", "StoryKitSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "StoryKitPlayerTests",
      dependencies: [
        "StoryKitPlayer", "StoryKitLayers", "StoryKitImages", "StoryKitStoryBar", "StoryKitCairo",
        "StoryKitSnapshotTesting", "StoryKitTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "StoryKitCanvasTests",
      dependencies: [
        "StoryKitCanvas", "StoryKitLayers", "StoryKitCairo", "StoryKitSnapshotTesting", "StoryKitTestSupport",
        "StoryKitPlacement",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "StoryKitBannerTests",
      dependencies: ["StoryKitBanner", "StoryKitCairo", "StoryKitSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "StoryKitSwipeCardTests",
      dependencies: ["StoryKitSwipeCard", "StoryKitCairo", "StoryKitSnapshotTesting", "StoryKitPlacement"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "StoryKitVideoFeedTests",
      dependencies: [
        "StoryKitVideoFeed", "StoryKitPlayer", "StoryKitCairo", "StoryKitSnapshotTesting",
        "StoryKitPlacement",
      ],
      exclude: ["__Snapshots__"]),
    // One widget anatomy (issue 17): every part through one door, customized the same way in all
    // six widgets, the placement's config reaching the player it presents.
    .testTarget(
      name: "StoryKitAnatomyTests",
      dependencies: [
        "StoryKitStoryBar", "StoryKitPlayer", "StoryKitBanner", "StoryKitSwipeCard", "StoryKitCanvas",
        "StoryKitVideoFeed", "StoryKitPlacement", "StoryKitLayers", "StoryKitCairo",
        "StoryKitSnapshotTesting", "StoryKitTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    // Every documented styling property, from the feed and from code, in the pixels of the
    // part it styles (and a check that no property lands without its row).
    .testTarget(
      name: "StoryKitStylingMatrixTests",
      dependencies: [
        "StoryKit", "StoryKitUI", "StoryKitCairo", "StoryKitSnapshotTesting", "StoryKitTestSupport",
        "StoryKitStoryBar", "StoryKitPlayer", "StoryKitBanner", "StoryKitSwipeCard", "StoryKitCanvas",
        "StoryKitVideoFeed",
      ]),
    .testTarget(
      name: "StoryKitCairoTests",
      dependencies: [
        "StoryKitCairo", "StoryKitImages", "StoryKitSnapshotTesting", "StoryKitExamples", "CWebP", "CPixman",
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
