import Foundation

/// Folds text for matching: Latin letters to ASCII ("ł" → "l", "ø" → "o"), then case and diacritics removed
/// ("Złoty" → "zloty", "Гривня" → "гривня"); other scripts keep their letters.
enum SearchFolding {
    static let latinToASCII = StringTransform("Latin-ASCII")

    static func fold(_ text: String) -> String {
        let ascii = text.applyingTransform(latinToASCII, reverse: false) ?? text
        return ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
