// The data module's users (the app, the commands, the tests) see the domain's values through `import KursCore`.
@_exported import KursDomain
