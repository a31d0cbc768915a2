import Foundation

extension ScreenState {
    /// Runs a feature's reducer on its state in the route stack (The Composable Architecture's `Scope`): the stack
    /// holds the child state, `path` picks it out of a route (nil: another screen) and `reduce` changes it without
    /// reading the app state. `topOnly`: the route on top alone (a key), else every route holding one (an answer
    /// any of them may be waiting for). Returns the effects the child asked for.
    mutating func scope<Child>(_ path: WritableKeyPath<Route, Child?>, topOnly: Bool = false,
                               _ reduce: (inout Child) -> [Effect]) -> [Effect] {
        var effects: [Effect] = []
        for index in topOnly ? Array(routes.indices.suffix(1)) : Array(routes.indices) {
            guard var child = routes[index][keyPath: path] else { continue }
            effects += reduce(&child)
            routes[index][keyPath: path] = child
        }
        return effects
    }
}
