import TerminalUI

/// `kurs pane NAME`: one pane alone over the whole terminal, for a tmux split as small as 30x6 — no status
/// bar, no "terminal too small" screen (below 30x6 each pane draws what fits, down to 1x1).
extension DashboardScreen {
    /// Draws the single pane `pane` of `model` over `area` (and the help overlay when visible); a list scrolls
    /// from its offset in `offsets`, which it settles.
    static func renderSinglePane(_ pane: PaneMode, model: DashboardScreenModel, area: Rect,
                                        buffer: inout Buffer, offsets: inout ScrollOffsets) {
        guard !area.isEmpty else { return }
        switch pane {
        case .rates:
            ratesPane(model).render(area: area, buffer: &buffer, state: &offsets.rates)
        case .converter:
            converterPane(model)?.render(area: area, buffer: &buffer)
        case .coins:
            coinListPane(model).render(area: area, buffer: &buffer, state: &offsets.coins)
        case .coin(let id):
            CoinCompactPane(coin: model.singlePane?.coin, id: id, currencySymbol: model.currencySymbol,
                            message: model.coinList.message, range: model.coinDetail.chart == nil ? nil : model.coinDetail.range,
                            chart: model.coinDetail.chart, timeZone: model.timeZone, theme: model.theme)
                .render(area: area, buffer: &buffer)
        case .weather:
            weatherPane(model, focused: true)?.render(area: area, buffer: &buffer)
        case .portfolio:
            if let portfolio = model.portfolio {
                PortfolioPane(display: portfolio, focused: true, theme: model.theme).render(area: area, buffer: &buffer)
            }
        }
        if let sample = model.singlePane?.sample { drawSampleNote(sample, over: area, buffer: &buffer, theme: model.theme) }
        model.help?.overlay(theme: model.theme).render(area: area, buffer: &buffer)
    }

    /// " live 14:00 ", " sample 2026-09-26 " on the pane's bottom border, right-aligned, when the pane is at least 3 rows high and
    /// wide enough for it beside the corners (a single pane has no status bar to say where its data is from).
    static func drawSampleNote(_ sample: String, over area: Rect, buffer: inout Buffer, theme: PaneTheme) {
        let note = " \(sample) "
        let width = DisplayWidth.of(note)
        guard area.height >= 3, area.width >= width + 4 else { return }
        buffer.setString(x: area.right - width - 2, y: area.bottom - 1, note, style: theme.label)
    }
}
