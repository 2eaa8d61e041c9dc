// The fixtures, the Python test-server launcher and the build-products lookup are shared with
// StoryKitCLITests (Tests/StoryKitTestSupport); re-exported so that every file of this target sees
// them as it did when they lived here.
@_exported import StoryKitTestSupport
