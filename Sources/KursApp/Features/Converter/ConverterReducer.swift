import Foundation
import KursCore

/// The converter's key handling, as pure state changes; every change recalculates at once.
enum ConverterReducer {
    /// Applies `key` to `state` and recalculates the conversion with `rates`.
    static func handle(key: ConverterKey, state: inout ConverterState, rates: ConverterRates) {
        if state.picker != nil {
            ConverterPickerReducer.handle(key: key, state: &state, rates: rates)
        } else {
            handleClosed(key: key, state: &state, rates: rates)
        }
        recalculate(&state, rates: rates)
    }

    /// Parses the amount text and converts. A valid, non-negative amount becomes `lastValidAmount` and
    /// clears `inputError`; otherwise `inputError` gets the reason ("invalid number '1..2'", "not a number",
    /// "division by zero", "amount below zero") and the conversion uses the last valid amount. When no
    /// loaded rate covers the pair, `conversion` is nil and `inputError` says so ("no rate for USD → XAU").
    /// Call after creating the state and whenever the rates change.
    static func recalculate(_ state: inout ConverterState, rates: ConverterRates) {
        switch AmountExpression.parse(state.amountText) {
        case .success(let value) where value < 0:
            state.inputError = ConversionError.negativeAmount(value).reason
        case .success(let value):
            state.lastValidAmount = value
            state.inputError = nil
        case .failure(let error):
            state.inputError = error.reason
        }
        switch convert(state, rates: rates) {
        case .success(let conversion):
            state.conversion = conversion
        case .failure(let error):
            state.conversion = nil
            state.inputError = state.inputError ?? error.reason
        }
    }

    /// The conversion at the state's pricing: another hryvnia source's prices when one is chosen (not loaded yet:
    /// no rate), else PrivatBank / mid-market by `mode`.
    static func convert(_ state: ConverterState, rates: ConverterRates) -> Result<Conversion, ConversionError> {
        guard let source = state.hryvniaSource else {
            return rates.converter.convert(state.lastValidAmount, from: state.from, to: state.to, mode: state.mode)
        }
        guard let prices = rates.hryvnia[source] else { return .failure(.noRate(from: state.from, to: state.to)) }
        return Converter().convert(state.lastValidAmount, from: state.from, to: state.to, at: prices.value)
    }

    /// `m`: PrivatBank → Monobank → NBU → mid-market → PrivatBank, skipping a source not loaded.
    static func nextPricing(_ state: inout ConverterState, rates: ConverterRates) {
        let order: [(ConversionMode, HistorySource?)] = [(.bank, nil), (.bank, .monobank), (.bank, .nbu), (.midMarket, nil)]
        let current = order.firstIndex { $0.0 == state.mode && $0.1 == state.hryvniaSource } ?? 0
        for step in 1...order.count {
            let (mode, source) = order[(current + step) % order.count]
            if let source, rates.hryvnia[source] == nil { continue }
            state.mode = mode
            state.hryvniaSource = source
            return
        }
    }

    /// Keys while the picker is closed.
    static func handleClosed(key: ConverterKey, state: inout ConverterState, rates: ConverterRates) {
        switch key {
        case .character(let character):
            if state.field == .amount {
                type(character, into: &state)
            } else {
                ConverterPickerReducer.open(for: state.field, query: String(character), state: &state, rates: rates)
            }
        case .backspace:
            guard state.field == .amount else { return }
            if state.amountSelected { state.amountText = "" } else if !state.amountText.isEmpty {
                state.amountText.removeLast()
            }
            state.amountSelected = false
        case .clearAmount:
            state.amountText = ""
            state.amountSelected = false
        case .enter:
            if state.field != .amount { ConverterPickerReducer.open(for: state.field, state: &state, rates: rates) }
        case .escape:
            break
        case .up:
            select(field(after: state.field, by: -1), state: &state)
        case .down:
            select(field(after: state.field, by: 1), state: &state)
        case .choose(let field):
            guard field != .amount else { return select(.amount, state: &state) }
            ConverterPickerReducer.open(for: field, state: &state, rates: rates)
        case .swap:
            swap(&state)
        case .toggleMode:
            nextPricing(&state, rates: rates)
        case .quickPick(let number):
            guard let code = quickPick(number, in: state) else { return }
            set(code, for: state.field == .from ? .from : .to, state: &state)
        }
    }

    /// Types `character` into the amount: a selected amount is replaced, except by an operator, which
    /// continues the expression ("100" then "*2" gives "100*2").
    static func type(_ character: Character, into state: inout ConverterState) {
        if state.amountSelected && !"+-*/×÷−".contains(character) { state.amountText = "" }
        state.amountText.append(character)
        state.amountSelected = false
    }

    /// Moves to `field`; entering the amount field selects the whole amount.
    static func select(_ field: ConverterField, state: inout ConverterState) {
        if field == .amount && state.field != .amount { state.amountSelected = true }
        state.field = field
    }

    /// The field `offset` steps from `field` in the order amount, from, to (clamped at the ends).
    static func field(after field: ConverterField, by offset: Int) -> ConverterField {
        let all = ConverterField.allCases
        let index = all.firstIndex(of: field)! + offset
        return all[max(0, min(all.count - 1, index))]
    }

    /// Exchanges `from` and `to`.
    static func swap(_ state: inout ConverterState) {
        (state.from, state.to) = (state.to, state.from)
    }

    /// Quick pick `number` (1-based), nil when out of range.
    static func quickPick(_ number: Int, in state: ConverterState) -> CurrencyCode? {
        state.quickPicks.indices.contains(number - 1) ? state.quickPicks[number - 1] : nil
    }

    /// Sets the currency of `side` (`.from` or `.to`) to `code`; choosing the other side's currency swaps
    /// the two instead, so the pair never becomes X → X by accident.
    static func set(_ code: CurrencyCode, for side: ConverterField, state: inout ConverterState) {
        let code = code.iso4217
        if side == .from {
            if code == state.to && code != state.from { swap(&state) } else { state.from = code }
        } else {
            if code == state.from && code != state.to { swap(&state) } else { state.to = code }
        }
    }
}
