extension KursEnvironment {
    /// `error` with every configured key removed from its text (`secretRedactor`).
    func redacting(_ error: FetchError) -> FetchError { secretRedactor.redact(error) }
}
