import Foundation
import KursCore

/// The background fetches the event loop holds back while urgent ones are on the wire: a background source's
/// request (er-api, the card rates, the NBU, Monobank, the weather tile's scheduled forecast) waits until no urgent
/// fetch (the bank rates, the coin list, what the user opened: `AppState.isUrgent`) is in flight and the frame
/// showing their answers is drawn, or until `longest` seconds have passed, whichever comes first. A cold start's
/// main panes then have the network, the fetch helper and both cores to themselves, and the background panes
/// fill in one answer later.
///
/// Pure bookkeeping on the monotonic clock (seconds), driven by the loop: `admit` for each fetch the reducer asks
/// for (whether it may start now), `answered` for each fetch result, `release` after each frame (the held
/// effects to run now).
struct FetchHold {
    /// The longest a background fetch waits for the urgent ones, in seconds: a slow or silent server never holds
    /// the other panes back longer than this.
    static let longest: TimeInterval = 0.3

    /// The urgent fetches started and not answered yet, by source (a source fetched again before its answer
    /// counts twice).
    private(set) var urgentInFlight: [ResourceID: Int] = [:]
    /// The background fetches waiting, in the order asked: `.fetch` effects and background commands (a scheduled
    /// forecast).
    private(set) var held: [Effect] = []
    /// When the held fetches start anyway (monotonic seconds); nil when none waits.
    private(set) var due: TimeInterval?

    /// Whether `effect` may run now. Anything but a fetch runs at once; an `urgent` `.fetch` runs and is counted
    /// in flight; a background fetch (a `.fetch` not `urgent`, a scheduled forecast) is held while an urgent
    /// fetch is in flight.
    mutating func admit(_ effect: Effect, urgent: Bool, now: TimeInterval) -> Bool {
        switch effect {
        case .fetch(let source, _) where urgent:
            urgentInFlight[source.id, default: 0] += 1
            return true
        case .fetch:
            return hold(effect, now: now)
        case .command(let command) where command.isBackgroundFetch:
            return hold(effect, now: now)
        default:
            return true
        }
    }

    /// Holds background fetch `effect` while an urgent fetch is in flight; whether it may run now.
    private mutating func hold(_ effect: Effect, now: TimeInterval) -> Bool {
        guard !urgentInFlight.isEmpty else { return true }
        held.append(effect)
        due = due ?? now + Self.longest
        return false
    }

    /// A fetch of `id` answered or failed: an urgent one is no longer in flight.
    mutating func answered(_ id: ResourceID) {
        guard let count = urgentInFlight[id] else { return }
        urgentInFlight[id] = count > 1 ? count - 1 : nil
    }

    /// The held effects, once no urgent fetch is in flight and the frame showing their answers is drawn
    /// (`frameDrawn`: no frame is waiting), or once `due` has passed (none otherwise); they are no longer held.
    mutating func release(now: TimeInterval, frameDrawn: Bool) -> [Effect] {
        guard let due, (urgentInFlight.isEmpty && frameDrawn) || due <= now else { return [] }
        defer { held = []; self.due = nil }
        return held
    }
}
