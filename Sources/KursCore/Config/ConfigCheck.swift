package import Foundation

/// `kurs config check`: reads a config text and reports every problem with its line and column.
package enum ConfigCheck {
    /// Checks the JSON5 config `data`:
    /// - a file over 1 MB or nested deeper than 64 levels (`ConfigFileLimits`): that one error, before parsing;
    /// - a syntax error (one; parsing stops there), at its line and column;
    /// - wrong types, each at the line and column of its key (`refresh.budgetPerDay: expected a number, found a
    ///   string`);
    /// - invalid values (currency codes, intervals under 5 minutes, non-http(s) URLs, unknown key-binding
    ///   actions or keys, unknown colours), each at its key;
    /// - warnings for keys the schema does not know, each at its line.
    /// Type and value errors are reported together: with type errors, the mismatched members are set to their
    /// defaults and the rest of the file is still checked for invalid values.
    /// The report's `config` is set when there are no errors.
    /// - Parameter fixedKeys: keys the app keeps bound whatever the config says (normalized key name → what they
    ///   do, e.g. "w" → "weather"); a `keys` member choosing one is an error.
    package static func check(data: Data, fixedKeys: @autoclosure () -> [String: KeyReservation] = [:]) -> ConfigReport {
        let bytes = [UInt8](data)
        if let violation = ConfigFileLimits.violation(in: bytes) {
            let position = TextPosition(offset: violation.offset, in: bytes)
            return ConfigReport(
                diagnostics: [ConfigDiagnostic(severity: .error, line: position.line, column: position.column,
                                               keyPath: nil, message: violation.message)],
                config: nil)
        }
        let outline = JSON5Outline(bytes: bytes)
        func diagnostic(_ severity: ConfigDiagnostic.Severity, _ path: ConfigKeyPath?, _ message: String)
            -> ConfigDiagnostic
        {
            let position = TextPosition(offset: path.map { outline.offset(of: $0) } ?? 0, in: bytes)
            return ConfigDiagnostic(
                severity: severity, line: position.line, column: position.column,
                keyPath: path?.components.isEmpty == true ? nil : path, message: message)
        }

        let document: JSON5Value
        do {
            document = try decoder().decode(JSON5Value.self, from: data)
        } catch {
            return ConfigReport(diagnostics: [syntaxDiagnostic(for: error, outline: outline, bytes: bytes)], config: nil)
        }
        guard case .object = document else {
            return ConfigReport(
                diagnostics: [diagnostic(.error, nil, "expected an object ({ … }), found \(document.kindDescription)")],
                config: nil)
        }

        var diagnostics = KursConfig.shape.findings(in: document).map { finding -> ConfigDiagnostic in
            switch finding.kind {
            case .mismatch(let message):
                return diagnostic(.error, finding.path, message)
            case .unknownKey(let suggestion):
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                return diagnostic(.warning, finding.path, "unknown key '\(finding.path.lastKey ?? "")'\(hint)")
            }
        }
        let typesMatch = !diagnostics.contains { $0.severity == .error }
        diagnostics += ConfigValidation.unknownActions(in: document).map { diagnostic(.error, $0.path, $0.message) }

        var config: KursConfig?
        if typesMatch {
            do {
                let decoded = try decoder().decode(KursConfig.self, from: data)
                diagnostics += ConfigValidation.problems(in: decoded, fixedKeys: fixedKeys()).map { diagnostic(.error, $0.path, $0.message) }
                config = decoded
            } catch let error as DecodingError {
                let (path, message) = describe(error)
                diagnostics.append(diagnostic(.error, path, message))
            } catch {
                diagnostics.append(diagnostic(.error, nil, "\(error)"))
            }
        } else {
            diagnostics += valueProblems(fixedKeys: fixedKeys(), around: diagnostics.filter { $0.severity == .error }.compactMap(\.keyPath),
                                         in: document).map { diagnostic(.error, $0.path, $0.message) }
        }
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line ?? .max, lhs.element.column ?? 0, lhs.offset)
                < (rhs.element.line ?? .max, rhs.element.column ?? 0, rhs.offset)
        }.map(\.element)
        let hasErrors = ordered.contains { $0.severity == .error }
        return ConfigReport(diagnostics: ordered, config: hasErrors ? nil : config)
    }

    /// The value problems of a document with type errors at `mismatches`: those members are cleared to their
    /// defaults and the rest decoded and checked, so both kinds of error are reported in one run. Problems at or
    /// below a mismatched member are left out (its type error says it already).
    private static func valueProblems(fixedKeys: @autoclosure () -> [String: KeyReservation], around mismatches: [ConfigKeyPath],
                                      in document: JSON5Value)
        -> [ConfigValidation.Problem]
    {
        guard let data = document.clearingMembers(at: mismatches).jsonData,
              let decoded = try? JSONDecoder().decode(KursConfig.self, from: data) else { return [] }
        return ConfigValidation.problems(in: decoded, fixedKeys: fixedKeys()).filter { problem in
            !mismatches.contains { problem.path.components.starts(with: $0.components) || $0.components.starts(with: problem.path.components) }
        }
    }

    /// A `JSONDecoder` reading JSON5: comments, trailing commas, unquoted keys, single quotes, hex numbers.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }

    /// The error for a text Foundation could not read. Foundation gives no position for JSON5, so the
    /// outline's own scan locates it; a value Foundation rejects inside a readable structure (e.g. `01`) is
    /// placed at its key.
    private static func syntaxDiagnostic(for error: any Error, outline: JSON5Outline, bytes: [UInt8])
        -> ConfigDiagnostic
    {
        var path: ConfigKeyPath?
        var offset = 0
        var message = "invalid JSON5"
        if let located = outline.syntaxError {
            offset = located.offset
            message = located.message
        } else if let decodingError = error as? DecodingError {
            let described = describe(decodingError)
            if !described.path.components.isEmpty {
                path = described.path
                offset = outline.offset(of: described.path)
                message = "not a valid JSON5 value"
            }
        }
        let position = TextPosition(offset: offset, in: bytes)
        return ConfigDiagnostic(severity: .error, line: position.line, column: position.column, keyPath: path,
                                message: message)
    }

    /// The key path and a short message for a decoding error.
    private static func describe(_ error: DecodingError) -> (path: ConfigKeyPath, message: String) {
        switch error {
        case .typeMismatch(let type, let context):
            return (ConfigKeyPath(codingPath: context.codingPath), "expected \(type), \(context.debugDescription)")
        case .valueNotFound(_, let context), .keyNotFound(_, let context):
            return (ConfigKeyPath(codingPath: context.codingPath), context.debugDescription)
        case .dataCorrupted(let context):
            return (ConfigKeyPath(codingPath: context.codingPath), context.debugDescription)
        @unknown default:
            return (ConfigKeyPath(), "\(error)")
        }
    }
}
