import Foundation

/// Runs a program to completion with stdin on /dev/null and stdout and stderr captured together.
package enum CapturedProcess {
    /// Runs `arguments` (the first an absolute path to the executable), in `environment` when given (else this
    /// process's), and returns its exit status and its combined output as UTF-8 text.
    /// - Throws: when the program can't be started.
    package static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
