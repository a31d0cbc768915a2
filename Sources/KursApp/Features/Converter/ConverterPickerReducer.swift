import Foundation
import KursCore

/// The currency picker's key handling: type to search by code, name or country; arrows and Enter; Esc.
enum ConverterPickerReducer {
    static func handle(key: ConverterKey, state: inout ConverterState, rates: ConverterRates) {
        guard var picker = state.picker else { return }
        switch key {
        case .character(let character):
            picker.query.append(character)
            refresh(&picker, state: state, rates: rates)
        case .backspace:
            if !picker.query.isEmpty { picker.query.removeLast() }
            refresh(&picker, state: state, rates: rates)
        case .clearAmount:
            picker.query = ""
            refresh(&picker, state: state, rates: rates)
        case .up:
            picker.selected = max(0, picker.selected - 1)
        case .down:
            picker.selected = max(0, min(picker.items.count - 1, picker.selected + 1))
        case .enter:
            guard let item = picker.selectedItem else { break }
            return choose(item.code, picker: picker, state: &state)
        case .quickPick(let number):
            guard let code = ConverterReducer.quickPick(number, in: state) else { break }
            return choose(code, picker: picker, state: &state)
        case .escape:
            state.picker = nil
            return
        case .choose(let field):
            guard field != .amount else { break }
            picker = CurrencyPicker(target: field)
            refresh(&picker, state: state, rates: rates)
        case .swap, .toggleMode:
            break
        }
        state.picker = picker
    }

    /// Opens the picker for `field` (`.from` or `.to`) with `query` as the search.
    static func open(for field: ConverterField, query: String = "", state: inout ConverterState,
                     rates: ConverterRates) {
        state.field = field
        var picker = CurrencyPicker(target: field, query: query)
        refresh(&picker, state: state, rates: rates)
        state.picker = picker
    }

    /// Takes `code` for the picker's side and closes it; the field stays on that side.
    static func choose(_ code: CurrencyCode, picker: CurrencyPicker, state: inout ConverterState) {
        ConverterReducer.set(code, for: picker.target, state: &state)
        state.picker = nil
        state.field = picker.target
    }

    /// Recomputes the list for the query: the search's matches, or the quick picks while it is blank.
    static func refresh(_ picker: inout CurrencyPicker, state: ConverterState, rates: ConverterRates) {
        if picker.query.trimmingBlanks().isEmpty {
            picker.items = state.quickPicks.enumerated().map { offset, code in
                CurrencyPicker.Item(code: code, name: rates.name(of: code), quickPick: offset + 1)
            }
        } else {
            picker.items = CurrencySearch.search(picker.query, in: rates.catalog).map { match in
                let text = match.matchedText
                let detail = text == match.currency.name || text == match.currency.code.rawValue ? nil : text
                return CurrencyPicker.Item(code: match.currency.code, name: match.currency.name, detail: detail)
            }
        }
        picker.selected = 0
    }
}
