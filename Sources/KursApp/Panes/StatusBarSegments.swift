import Foundation
import KursCore
import TerminalUI

/// The status bar's segments for a state, at each length `SourceStatusLine.Form` allows: "offline" first when
/// kurs runs offline, then one segment per source on screen (`AppState.statusBarSources`) — "PrivatBank · live
/// 14:00 · next 15:00", "CoinGecko · sample 2026-09-26" — red while the source is failing, then in red the
/// configured coin ids the markets list lacks and the config's warning. The status bar draws the first form that
/// fits; the last two group the sources by origin (`grouped`), the very last with a failing source said as its
/// short name and error ("NBU: bad response") and a notice in its short form (`shortNotice`).
enum StatusBarSegments {
    /// The spans of every form, in the order the status bar tries them: full first; from 120 columns the full
    /// names are kept longest (the reload and retry times give way first), narrower the times are (short names
    /// first); short names without times, grouped by origin, then tight (`grouped(tight:)`) with ever fewer of the
    /// healthy sources, from the last — so a failing source or a notice outlasts them.
    static func forms(_ state: AppState, now: Date, theme: PaneTheme) -> [[Span]] {
        (0..<formCount(state)).map { form($0, of: state, now: now, theme: theme) }
    }

    /// How many forms `forms` has: four by names and times, the grouped one, then one tight per source on screen.
    static func formCount(_ state: AppState) -> Int { 5 + max(1, state.statusBarSources.count) }

    /// The form at `index` of `forms`, made alone.
    static func form(_ index: Int, of state: AppState, now: Date, theme: PaneTheme) -> [Span] {
        let order: [SourceStatusLine.Form] = state.screen.size.width >= fullNamesWidth
            ? [.full, .brief, .shortName, .shortBrief] : [.full, .shortName, .brief, .shortBrief]
        if index < order.count { return spans(state, now: now, theme: theme, form: order[index]) }
        if index == order.count { return grouped(state, now: now, theme: theme) }
        return grouped(state, now: now, theme: theme, tight: true, droppingLast: index - order.count - 1)
    }

    /// The shortest form: the sources grouped by origin, each word said once — "offline │ sample: Privat 2025,
    /// er-api 2024-08-19, Gecko 2026-09-26", online "live 12:00: Privat, Mono, NBU, Gecko" (one time when the group
    /// shares it; cache:
    /// their days; no data: "Gecko detail none"); a failing source keeps its own red segment in its shortest form
    /// ("Gecko · live 12:00 · rate limited"); `tight`, the failing source is its short name and error alone
    /// ("Gecko: rate limited"), the triggered alerts are the first and a count (`AlertChecks.statusSpans(tight:)`)
    /// and the notice is short (`shortNotice`); `droppingLast` healthy sources are left
    /// out from the end of the groups.
    static func grouped(_ state: AppState, now: Date, theme: PaneTheme, tight: Bool = false, droppingLast: Int = 0)
        -> [Span]
    {
        let offline = state.settings.isOffline
        var groups: [(origin: String, items: [(name: String, time: String?)])] = []
        var failing: [Span] = []
        // Tight: failing sources showing the embedded sample, by error ("bad response · sample: Privat 2025, Gecko
        // 2026-09-26"), then those showing nothing, by error ("Mono, NBU: bad response"), after the others.
        var failingSamples: [(error: String, items: [String])] = []
        var failingWithoutData: [(error: String, items: [String])] = []
        for source in state.statusBarSources {
            let schedule = state.sources.scheduler.status(of: source.id, now: now)
            if !offline, schedule.lastError != nil || schedule.rateLimitedUntil != nil {
                let text = SourceStatusLine.text(
                    source: source.source, origin: source.origin, fetchedAt: source.fetchedAt, status: schedule,
                    now: now, timeZone: state.settings.timeZone, form: .shortBrief, part: source.part)
                guard tight else {
                    failing.append(Span(text, style: theme.error))
                    continue
                }
                let timeZone = state.settings.timeZone
                switch (source.origin, errorPart(text, source: source, now: now, timeZone: timeZone)) {
                case (.embeddedSample(let recordedOn)?, let part?):
                    add("\(part.name) \(TerminalText.sanitize(recordedOn))", under: part.error, to: &failingSamples)
                case (nil, let part?):
                    add(part.name, under: part.error, to: &failingWithoutData)
                default:
                    failing.append(Span(errorAlone(text, source: source, now: now, timeZone: timeZone), style: theme.error))
                }
                continue
            }
            let name = SourceStatusLine.shortName(source.source) + (source.part.map { " \($0)" } ?? "")
            let parts = SourceStatusLine.shownParts(origin: source.origin, fetchedAt: source.fetchedAt, now: now,
                                                    timeZone: state.settings.timeZone, brief: true)
            let origin = parts?.origin ?? "no data"
            let item = (name: name, time: parts?.time)
            guard !groups.contains(where: { $0.items.contains { $0 == item } }) else { continue }
            if let index = groups.firstIndex(where: { $0.origin == origin }) {
                groups[index].items.append(item)
            } else {
                groups.append((origin, [item]))
            }
        }
        for _ in 0..<droppingLast where !groups.isEmpty {
            groups[groups.count - 1].items.removeLast()
            if groups[groups.count - 1].items.isEmpty { groups.removeLast() }
        }
        var spans = offline ? [Span("offline", style: theme.label)] : []
        spans += groups.map { group in
            // One time for the whole group when they share it: "live 12:00: Privat, Mono, NBU".
            let times = Set(group.items.map(\.time))
            if times.count == 1, let time = times.first ?? nil, group.items.count > 1 {
                return Span("\(group.origin) \(time): " + group.items.map(\.name).joined(separator: ", "))
            }
            return Span("\(group.origin): " + group.items.map { item in item.time.map { "\(item.name) \($0)" } ?? item.name }
                .joined(separator: ", "))
        }
        spans += failing
        spans += failingSamples.map { Span("\($0.error) · sample: " + $0.items.joined(separator: ", "), style: theme.error) }
        spans += failingWithoutData.map { Span("\($0.items.joined(separator: ", ")): \($0.error)", style: theme.error) }
        spans += AlertChecks.statusSpans(state, theme: theme, tight: tight)
        if let missing = DashboardModelMapping.missingCoinsText(state) { spans.append(Span(missing, style: theme.error)) }
        if let warning = state.screen.configWarning {
            spans.append(Span(tight ? shortNotice(warning, ascii: theme.ascii) : warning, style: theme.error))
        }
        return spans
    }

    /// A failing source's brief text ("NBU · live 12:00 · bad response") as its name and error alone
    /// ("NBU: bad response"); a source showing the embedded sample keeps saying so ("Privat sample 2025: bad
    /// response"): sample numbers are not left unlabelled to make room.
    static func errorAlone(_ text: String, source: StatusBarSource, now: Date, timeZone: TimeZone) -> String {
        guard let part = errorPart(text, source: source, now: now, timeZone: timeZone) else { return text }
        if case .embeddedSample? = source.origin, let shown = part.shown { return "\(part.name) \(shown): \(part.error)" }
        return "\(part.name): \(part.error)"
    }

    /// A failing source's brief text split into its short name, the data it shows ("sample 2025"; nil for none) and
    /// its error ("bad response"); nil when the text is not of that shape.
    static func errorPart(_ text: String, source: StatusBarSource, now: Date, timeZone: TimeZone)
        -> (name: String, shown: String?, error: String)?
    {
        let name = SourceStatusLine.shortName(source.source) + (source.part.map { " \($0)" } ?? "")
        let shown = SourceStatusLine.shownParts(origin: source.origin, fetchedAt: source.fetchedAt, now: now,
                                                timeZone: timeZone, brief: true).map { "\($0.origin) \($0.time)" }
        let head = [name, shown].compactMap { $0 }.joined(separator: " · ") + " · "
        guard text.hasPrefix(head) else { return nil }
        return (name, shown, String(text.dropFirst(head.count)))
    }

    /// Adds `item` to the group of `key` in `groups`, or a new group at the end.
    private static func add(_ item: String, under key: String, to groups: inout [(error: String, items: [String])]) {
        if let index = groups.firstIndex(where: { $0.error == key }) {
            groups[index].items.append(item)
        } else {
            groups.append((key, [item]))
        }
    }

    /// A state file's notice without its reason, the kept file's name whole: "cities.json could not be used (not
    /// JSON); kept as cities.json.corrupt-20261202-011400" is "cities.json → cities.json.corrupt-20261202-011400"
    /// ("->" in ASCII); "… nor moved aside; it is left as it is" is "cities.json unusable, left as it is"; a notice
    /// of three or more parts keeps its first two ("config has errors · defaults in use"); any other
    /// notice as it is.
    static func shortNotice(_ notice: String, ascii: Bool = false) -> String {
        let parts = notice.components(separatedBy: " · ")
        if parts.count > 2 { return parts[0...1].joined(separator: " · ") }
        guard let used = notice.range(of: " could not be used (") else { return notice }
        let name = notice[..<used.lowerBound]
        if let kept = notice.range(of: "); kept as ", options: .backwards) {
            return "\(name) \(ascii ? "->" : "→") \(notice[kept.upperBound...])"
        }
        if notice.hasSuffix(" nor moved aside; it is left as it is") { return "\(name) unusable, left as it is" }
        return notice
    }

    /// From this many columns the status bar keeps the sources' full names.
    static let fullNamesWidth = 120

    /// The spans of one form.
    static func spans(_ state: AppState, now: Date, theme: PaneTheme, form: SourceStatusLine.Form) -> [Span] {
        let offline = state.settings.isOffline
        var spans: [Span] = offline ? [Span("offline", style: theme.label)] : []
        for source in state.statusBarSources {
            let schedule = state.sources.scheduler.status(of: source.id, now: now)
            let text = SourceStatusLine.text(
                source: source.source, origin: source.origin, fetchedAt: source.fetchedAt, status: schedule, now: now,
                timeZone: state.settings.timeZone, offline: offline, form: form, part: source.part)
            guard !spans.contains(where: { $0.text == text }) else { continue }
            let failing = !offline && (schedule.lastError != nil || schedule.rateLimitedUntil != nil)
            spans.append(failing ? Span(text, style: theme.error) : Span(text))
        }
        spans += AlertChecks.statusSpans(state, theme: theme)
        if let missing = DashboardModelMapping.missingCoinsText(state) { spans.append(Span(missing, style: theme.error)) }
        if let warning = state.screen.configWarning { spans.append(Span(warning, style: theme.error)) }
        return spans
    }
}
