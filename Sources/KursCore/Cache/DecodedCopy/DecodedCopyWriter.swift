/// Runs the writing of a fresh answer's decoded copy (`DiskCache.writeDecodedCopy`), handed over by
/// `DataRepository` once the answer is in the cache: at once, or later (the dashboard runs it after the value went
/// to the screen, `DeferredCopyWrites`). The closure may run on any thread, at most once.
package typealias DecodedCopyWriter = @Sendable (_ write: @escaping @Sendable () -> Void) -> Void
