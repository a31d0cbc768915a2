@testable import KursCore

/// The `FetchError` that `body` throws, or nil when it returns (or throws something else).
func fetchError<T>(_ body: () async throws -> T) async -> FetchError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? FetchError
    }
}
