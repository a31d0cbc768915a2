package import Foundation

extension RateObservation {
    /// The UAH rows of a PrivatBank `pubinfo` list (cash: `.privatbank`, card: `.privatbankCard`) fetched at
    /// `fetchedAt`, for the Kyiv day of the fetch (PrivatBank's list has no date of its own).
    package static func from(_ rates: [BankRate], source: HistorySource, fetchedAt: Date) -> [RateObservation] {
        rates.filter { $0.baseCcy.iso4217 == .uah }.map { row in
            RateObservation(source: source, currency: row.ccy.iso4217, day: RateDay(fetchedAt), buy: row.buy,
                            sale: row.sale, fetchedAt: fetchedAt)
        }
    }

    /// NBU official rates (`.nbu`), each for its `exchangedate`.
    package static func from(_ rates: [OfficialRate], fetchedAt: Date) -> [RateObservation] {
        rates.map { row in
            RateObservation(source: .nbu, currency: row.code, day: row.date, rate: row.rate, fetchedAt: fetchedAt)
        }
    }

    /// Monobank's rows priced in UAH (`.monobank`), each for the Kyiv day of its own `date`, which is kept (a row
    /// without a date: the day it was fetched).
    package static func from(_ rates: [MonobankRate], fetchedAt: Date) -> [RateObservation] {
        rates.filter { $0.currencyB == .uah }.map { row in
            RateObservation(source: .monobank, currency: row.currencyA, day: RateDay(row.date ?? fetchedAt), buy: row.buy,
                            sale: row.sale, rate: row.cross, sourceTime: row.date, fetchedAt: fetchedAt)
        }
    }

    /// A PrivatBank archive day (`.privatbank`): `purchaseRate` / `saleRate` as buy / sale, `saleRateNB` as rate;
    /// the UAH row left out.
    package static func from(_ archive: PrivatBankArchiveDay, fetchedAt: Date) -> [RateObservation] {
        archive.rates.elements.filter { $0.currency != .uah && $0.baseCurrency == .uah }.map { row in
            RateObservation(source: .privatbank, currency: row.currency, day: archive.date, buy: row.purchaseRate,
                            sale: row.saleRate, rate: row.saleRateNB, fetchedAt: fetchedAt)
        }
    }
}
