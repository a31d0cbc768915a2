import Foundation
import KursCore

/// Writes one portfolio edit to `portfolio.json` under its lock, off the loop thread (the lock may be waited for);
/// answered with `.portfolioSaved`.
struct SavePortfolio: EffectCommand {
    let change: PortfolioChange

    func perform(_ context: EffectContext) -> [AppMessage] {
        EffectExecutor.run { [runner = context.runner, change] in runner.save(change) }
        return []
    }
}

/// Asks whether CoinGecko knows coin `id` (`/coins/markets?ids=ID` in `vsCurrency`; offline the cached or built-in
/// markets list); answered with `.coinChecked`.
struct CheckCoin: EffectCommand {
    let id: String
    let vsCurrency: String

    func perform(_ context: EffectContext) -> [AppMessage] {
        context.runner.checkCoin(id: id, vsCurrency: vsCurrency)
        return []
    }
}

extension Effect {
    /// Apply one portfolio edit to `portfolio.json` (`SavePortfolio`).
    static func savePortfolio(_ change: PortfolioChange) -> Effect { .command(SavePortfolio(change: change)) }
    /// Check coin `id` with CoinGecko (`CheckCoin`).
    static func checkCoin(id: String, vsCurrency: String) -> Effect { .command(CheckCoin(id: id, vsCurrency: vsCurrency)) }
}

extension EffectRunner {
    /// Applies `change` to `portfolio.json` under its lock, now (a small file), and posts `.portfolioSaved` with the
    /// file's portfolio after it — or the reason it was not written (the change refused, the lock busy, disk full).
    func save(_ change: PortfolioChange) {
        guard let portfolioStore else {
            return inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: "the portfolio is not saved"))))
        }
        do {
            let update = try portfolioStore.update(now: now()) { portfolio in
                try change.apply(to: &portfolio)
                return portfolio
            }
            inbox.post(.portfolioSaved(.success(PortfolioSaveResult(
                portfolio: update.result, notice: update.notice.map { TerminalText.sanitize($0) }))))
        } catch let error as PortfolioError {
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: error.description))))
        } catch let error as PortfolioChange.NotHeld {
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: error.description))))
        } catch {
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: FileErrorText.cannotUpdate(portfolioStore.fileURL, error)))))
        }
    }

    /// Asks whether CoinGecko knows coin `id` (`CoinCheck`): online in a task, `/coins/markets?ids=ID` through the
    /// pipeline (its 429 pause and cache included); offline from the cached or built-in markets lists at once. Posts
    /// `.coinChecked`.
    func checkCoin(id: String, vsCurrency: String) {
        let inbox = self.inbox, dataSource = self.dataSource
        if offline {
            let known = CoinCheck.knownOffline(id: id, vsCurrency: vsCurrency, loader: dataSource)
            return inbox.post(.coinChecked(id: id, known ? .known : .cannotCheck("offline: not in the cached or built-in markets list")))
        }
        EffectExecutor.run {
            let answer: Result<[Coin], FetchError>
            do throws(FetchError) {
                answer = .success(try await dataSource.fetch(CoinCheck.resource(id: id, vsCurrency: vsCurrency)).value.elements)
            } catch {
                answer = .failure(error)
            }
            inbox.post(.coinChecked(id: id, CoinCheck.verdict(id: id, answer)))
        }
    }
}
