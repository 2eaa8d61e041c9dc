#if canImport(CMalloc)
  import CMalloc
#endif

/// glibc's account of its heaps, every arena (`mallinfo2`), for the memory benchmarks: what of the
/// resident set is `malloc`'s, and how much of that it keeps after it was freed.
package enum MallocHeaps {
  /// Bytes handed out (including blocks `malloc` mapped on their own) and bytes freed but kept.
  package static func bytes() -> (inUse: Double, free: Double) {
    #if canImport(CMalloc)
      let info = mallinfo2()
      return (Double(info.uordblks + info.hblkhd), Double(info.fordblks))
    #else
      return (0, 0)
    #endif
  }
}
