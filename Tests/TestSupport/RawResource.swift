package import Foundation
package import KursCore

extension Resource where Value == Data {
    /// A test-only resource declared from `model`: the same id, request, schedule and sample, with the body kept
    /// as raw bytes (anything that is JSON is usable). It goes through the pipeline like any real source, so
    /// plumbing tests do not depend on the real decoders — and it shows that a resource needs only its declaration.
    package static func rawBytes<Other>(of model: Resource<Other>) -> Resource<Data> {
        Resource<Data>(
            id: model.id, source: model.source, setting: model.setting, maxAge: model.maxAge, schedule: model.schedule,
            request: model.request, decode: rawJSON, sample: model.sample, notFoundIsFinal: model.notFoundIsFinal)
    }

    /// The body itself; rejects what is not JSON (starts with "<", is empty or cut off), like the real decoders do.
    @Sendable package static func rawJSON(_ data: Data) throws(FetchError) -> Data {
        guard let first = data.first, first != UInt8(ascii: "<") else { throw .unexpectedContent("not JSON") }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else { throw .unexpectedContent("truncated JSON") }
        return data
    }
}
