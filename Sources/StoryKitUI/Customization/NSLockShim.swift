import Foundation

/// Foundation's lock, behind a name the module uses.
typealias NSLockShim = NSLock
