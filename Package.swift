// swift-tools-version:6.0
import PackageDescription

/// Settings applied to every Swift target in one place.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "kurs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kurs", targets: ["kurs"]),
    ],
    targets: [
        // ncursesw (the dashboard's terminal), loaded with dlopen when the dashboard starts: ncursesw/curses.h from
        // libncurses-dev for the types and constants, C forwarders to the loaded functions (not linked), the
        // accessors and constants Swift 6 can't import, and the signal handlers. DWARF 4, as CSQLite (below).
        .target(name: "CNcursesw", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // glibc's <malloc.h> (mallopt) and madvise on the executable's segments, which Swift's Glibc module does not
        // export: the dashboard's one malloc arena and its data read on demand.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // SQLite 3 (the rate history database), loaded with dlopen on first use: sqlite3.h from libsqlite3-dev for
        // the types and constants, C forwarders to the loaded functions (not linked).
        // DWARF 4: valgrind 3.19 (Debian 12), which `make release` profiles the build with, can't read the DWARF 5
        // clang writes for sqlite3.h's declarations and gives up on the whole executable.
        .target(name: "CSQLite", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Non-variadic C wrappers over libcurl's easy interface, which it loads with dlopen on first use (not linked).
        .target(name: "CCurl"),
        // Pure rendering core: cells, buffer, layout, widgets. No I/O.
        .target(name: "TerminalUI"),
        // The ncursesw backend: terminal session, diff flush, keys, signals.
        .target(name: "TerminalNcurses", dependencies: ["CNcursesw", "TerminalUI"]),
        // Recorded real API responses embedded in the binary (offline default data).
        .target(
            name: "KursResources",
            path: "Resources",
            exclude: ["README.md", "kurs.1", "completions", "keys.md"],
            sources: ["EmbeddedResponses.swift"],
            resources: [
                .embedInCode("privatbank-coursid5.json"),
                .embedInCode("privatbank-coursid11.json"),
                .embedInCode("er-api-latest-usd.json"),
                .embedInCode("coingecko-markets-usd.json"),
                .embedInCode("coingecko-coin-bitcoin.json"),
                .embedInCode("coingecko-market-chart-bitcoin-usd-7d.json"),
                .embedInCode("coingecko-market-chart-bitcoin-usd-365d.json"),
            ]
        ),
        // Writes the commit being built into KursBuildInfo (a build command rerun when git's HEAD moves).
        .plugin(name: "StampBuildCommit", capability: .buildTool()),
        // The commit kurs was built from, for `kurs --version`.
        .target(name: "KursBuildInfo", plugins: ["StampBuildCommit"]),
        // Pure domain: values, models, formatting, conversion, currencies, chart, comparison, timeline rules, decoding
        // of API text, text sanitising, status-line formatting. No file, process, thread or network I/O.
        // ISO 4217 numeric codes and currency symbols come from ICU (the toolchain's _FoundationICU, which Foundation
        // already loads).
        .target(
            name: "KursDomain",
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // Data: HTTP, cache, history database, files, state files, helper processes, config loading, environment,
        // resources and the repository. Re-exports KursDomain.
        .target(name: "KursCore", dependencies: ["KursDomain", "KursResources", "CCurl", "CSQLite", "KursBuildInfo"]),
        // Panes, key bindings, navigation, the event loop.
        .target(name: "KursApp", dependencies: ["KursCore", "TerminalUI", "TerminalNcurses", "CMalloc"]),
        // The one-shot commands, their parser and table, and the command line that runs them or the dashboard.
        .target(name: "KursCommands", dependencies: ["KursCore", "KursApp"]),
        // CLI entry: wiring only.
        .executableTarget(name: "kurs", dependencies: ["KursCommands"]),

        // Shared test helpers: snapshot assertions, manual clock, loopback fixture server.
        .target(
            name: "TestSupport", dependencies: ["TerminalUI", "KursCore"], path: "Tests/TestSupport",
            exclude: ["fixture_server.py"]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(name: "KursCoreTests", dependencies: ["KursCore", "KursDomain", "TestSupport"]),
        .testTarget(name: "KursAppTests", dependencies: ["KursApp", "TestSupport"]),
        .testTarget(name: "KursCommandsTests", dependencies: ["KursCommands", "KursApp", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
