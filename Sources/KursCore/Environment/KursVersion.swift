/// The version of kurs, in one place: printed by `kurs --version` and sent as `User-Agent: kurs/<version>`.
public enum KursVersion {
    /// Semantic version, e.g. "0.1.0".
    public static let string = "0.1.0"
}
