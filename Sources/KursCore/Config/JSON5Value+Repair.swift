import Foundation

extension JSON5Value {
    /// This document with the object member holding each of `paths` left out ("use the default"): a
    /// mismatch inside a list clears the whole list's member. Lets the value checks run on the rest of a file
    /// that has type errors, so `kurs config check` reports both kinds at once.
    func clearingMembers(at paths: [ConfigKeyPath]) -> JSON5Value {
        paths.reduce(self) { document, path in
            var components = path.components
            while let last = components.last, case .index = last { components.removeLast() }
            return components.isEmpty ? document : document.replacing(components[...], with: .null)
        }
    }

    private func replacing(_ components: ArraySlice<ConfigKeyPath.Component>, with value: JSON5Value) -> JSON5Value {
        guard let first = components.first else { return value }
        let rest = components.dropFirst()
        switch (self, first) {
        case (.object(var members), .key(let key)):
            guard let member = members[key] else { return self }
            // The member itself is left out (its default applies; a map such as `keys` takes no null).
            members[key] = rest.isEmpty ? nil : member.replacing(rest, with: value)
            return .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index] = elements[index].replacing(rest, with: value)
            return .array(elements)
        default:
            return self
        }
    }

    /// The document as JSON text (for decoding it again), or nil when a number cannot be written (NaN, ∞).
    var jsonData: Data? {
        try? JSONSerialization.data(withJSONObject: foundationValue, options: [.fragmentsAllowed])
    }

    private var foundationValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? Int64(number) as Any : number
        case .string(let string): return string
        case .array(let elements): return elements.map(\.foundationValue)
        case .object(let members): return members.mapValues(\.foundationValue)
        }
    }
}
