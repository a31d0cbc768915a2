package import Foundation

/// One source of data, declared once: everything the pipeline (`DataRepository`), the scheduler
/// (`RefreshScheduler`) and the store need to know about it. Adding a source is one of these plus its pane.
///
/// - `id`: the cache key, the scheduler's and the store's name for it;
/// - `request`: the URL and headers under the configured base URLs and keys;
/// - `decode`: the body → `Value` (Decimal money from the JSON text; one bad element never drops a list);
/// - `problem`: what makes a decoded value unusable ("PrivatBank sent an empty list"); an unusable response never
///   replaces good data;
/// - `copy`: the binary decoded copy kept beside the cache entry (nil: decode the JSON each time);
/// - `maxAge`: how old a cache entry may be and still be fresh for a one-shot command (seconds);
/// - `policy`: when to reload after a value fetched at a date (a WidgetKit reload policy);
/// - `sample`: the embedded recorded response, if any, and `recordedAt` (when its data left the API, from the
///   data itself);
/// - `notFoundIsFinal`: an HTTP 404 means "no such thing" (an unknown coin id), never masked by a fallback.
package struct Resource<Value: Sendable>: Sendable {
    /// The resource's one name.
    package let id: ResourceID
    /// Who the data comes from.
    package let source: DataSourceName
    /// The config's name for this source in `refresh.sources` (reload interval, daily budget); nil: not configurable.
    package let setting: RefreshSource?
    /// How old a cache entry may be and still count as fresh for a one-shot command, in seconds.
    package let maxAge: TimeInterval
    /// The schedule of automatic reloads; `policy(for:)` applies it to a loaded value.
    package let schedule: RefreshSchedule
    /// The request under the configured base URLs and keys.
    package let request: @Sendable (KursEnvironment) -> ResourceRequest
    /// The response body → value. - Throws: `FetchError.unexpectedContent` / `.apiError` in words.
    package let decode: @Sendable (Data) throws(FetchError) -> Value
    /// Why a decoded value is not usable (nil: usable).
    package let problem: @Sendable (Value) -> String?
    /// What the value says about its own freshness (open.er-api's `time_next_update_unix`).
    package let facts: @Sendable (Value) -> ResponseFacts
    /// The schedule for a value: `schedule` unless the value says otherwise (a forecast's own time zone).
    package let scheduleFor: @Sendable (Value) -> RefreshSchedule
    /// The binary decoded copy written beside the cache entry, if this value has one.
    package let copy: DecodedCopyCoding<Value>?
    /// The recorded response compiled into the binary, if any.
    package let sample: EmbeddedSample?
    /// When the sample's data left the API, read from the data (e.g. the newest `last_updated`); nil: the
    /// sample's `recordedDate`.
    package let recordedAt: @Sendable (Value) -> Date?
    /// A 404 means the thing asked for does not exist (`FetchError.notFound`, final), not a server error.
    package let notFoundIsFinal: Bool

    /// Declares a resource; see the type's documentation for each part. Defaults: always usable, no facts, no
    /// decoded copy, no sample, 404 is a server error.
    package init(
        id: ResourceID, source: DataSourceName, setting: RefreshSource?, maxAge: TimeInterval, schedule: RefreshSchedule,
        request: @escaping @Sendable (KursEnvironment) -> ResourceRequest,
        decode: @escaping @Sendable (Data) throws(FetchError) -> Value,
        problem: @escaping @Sendable (Value) -> String? = { _ in nil },
        facts: @escaping @Sendable (Value) -> ResponseFacts = { _ in ResponseFacts() },
        scheduleFor: (@Sendable (Value) -> RefreshSchedule)? = nil,
        copy: DecodedCopyCoding<Value>? = nil, sample: EmbeddedSample? = nil,
        recordedAt: @escaping @Sendable (Value) -> Date? = { _ in nil }, notFoundIsFinal: Bool = false
    ) {
        self.id = id
        self.source = source
        self.setting = setting
        self.maxAge = maxAge
        self.schedule = schedule
        self.request = request
        self.decode = decode
        self.problem = problem
        self.facts = facts
        self.scheduleFor = scheduleFor ?? { _ in schedule }
        self.copy = copy
        self.sample = sample
        self.recordedAt = recordedAt
        self.notFoundIsFinal = notFoundIsFinal
    }

    /// The reload policy after `value` was fetched at `fetchedAt` (the timeline's policy: what the scheduler uses).
    package func policy(for value: Value, fetchedAt: Date) -> ReloadPolicy {
        scheduleFor(value).policy(fetchedAt: fetchedAt, facts: facts(value))
    }

    /// The body decoded and checked: the value, or the reason it can't be used.
    /// - Throws: the decoder's `FetchError`, or `.unusable(problem)` for a value that is not usable.
    package func usableValue(from body: Data) throws(FetchError) -> Value {
        let value = try decode(body)
        if let problem = problem(value) { throw .unusable(problem) }
        return value
    }
}
