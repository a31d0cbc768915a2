/// Where a value sits in the config file: a chain of object keys and list indices, shown as
/// `weather.cities[0].latitude`. The empty path is the whole document.
package struct ConfigKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step down: into an object member by its key, or into a list element by its 0-based index.
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top of the document.
    package var components: [Component]

    /// A path of the given steps.
    package init(_ components: [Component] = []) { self.components = components }

    /// A path of object keys only, written with dots: `"refresh.budgetPerDay"`.
    package init(stringLiteral value: String) {
        self.init(value.split(separator: ".").map { .key(String($0)) })
    }

    /// The path from a decoder's coding path (list positions become indices).
    init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        })
    }

    /// This path one step further down into the member `key`.
    package func appending(_ key: String) -> ConfigKeyPath { ConfigKeyPath(components + [.key(key)]) }

    /// This path one step further down into the list element at `index`.
    package func appending(index: Int) -> ConfigKeyPath { ConfigKeyPath(components + [.index(index)]) }

    /// The path one step up; nil for the whole document.
    package var parent: ConfigKeyPath? { components.isEmpty ? nil : ConfigKeyPath(Array(components.dropLast())) }

    /// The last object key on the path, e.g. "latitude" for `weather.cities[0].latitude`.
    package var lastKey: String? {
        for component in components.reversed() { if case .key(let key) = component { return key } }
        return nil
    }

    /// Dotted form, e.g. `weather.cities[0].latitude`; "(top level)" for the empty path.
    package var description: String {
        guard !components.isEmpty else { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
