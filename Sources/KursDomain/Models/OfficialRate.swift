package import Foundation

/// One official NBU rate: 1 unit of `code` costs `rate` hryvnias on `date`.
///
/// Source: NBU `GET {KURS_NBU_URL}/NBUStatService/v1/statdirectory/exchange?json` (rows `{r030, txt, rate, cc,
/// exchangedate}`, sometimes `special`) and `…/exchange?valcode=USD&date=YYYYMMDD&json` (one row).
package struct OfficialRate: Equatable, Hashable, Sendable {
    /// The ISO 4217 alpha code (`cc`; from `r030` when `cc` is missing or not a code; the number as text when
    /// neither is known).
    package var code: CurrencyCode
    /// The ISO 4217 numeric code (`r030`), e.g. 840.
    package var numericCode: Int
    /// The currency's name as the NBU writes it (Ukrainian, `txt`), stripped of control characters.
    package var name: String
    /// UAH per 1 unit of `code` (`rate`), exact from the JSON number text.
    package var rate: Decimal
    /// The day the rate is set for (`exchangedate`, dd.MM.yyyy).
    package var date: RateDay
    /// The NBU's `special` mark when a row carries one (sanitized), else nil.
    package var special: String?

    /// A rate of `rate` UAH per 1 unit of `code` on `date`.
    package init(code: CurrencyCode, numericCode: Int, name: String, rate: Decimal, date: RateDay, special: String? = nil) {
        self.code = code
        self.numericCode = numericCode
        self.name = name
        self.rate = rate
        self.date = date
        self.special = special
    }
}
