import KursCore
import TerminalUI

/// One key binding: what it does, where, on which keys, and its help text — declared once in
/// `KeyBinding.table`, which key handling, the help overlay, the status-bar hints and the config's key
/// remapping (`keys`) all read.
struct KeyBinding: Sendable {
    /// What the keys do.
    let command: KeyCommand
    /// Where the binding applies.
    let context: KeyContext
    /// The config `keys` name of a remappable binding: its key is `KeyAction.defaultKey` unless the config binds
    /// another one; nil for a fixed binding.
    let setting: KeyAction?
    /// Keys that keep working whatever the config says (arrows, Enter, Esc, Tab…).
    let fixed: [Key]
    /// What the binding does, for the help overlay ("open coin"); bindings of one context with the same text are
    /// one help line ("move": up and down).
    let help: String
    /// How the help overlay writes keys that are not one key each ("0-9 . , + - * / ( )"); nil: from the keys.
    let keysText: String?
    /// The status-bar hint word when this binding is hinted in its context ("help" → "? help"); nil: not hinted.
    let hint: String?

    init(_ command: KeyCommand, _ context: KeyContext, setting: KeyAction? = nil, fixed: [Key] = [], help: String,
         keysText: String? = nil, hint: String? = nil) {
        self.command = command
        self.context = context
        self.setting = setting
        self.fixed = fixed
        self.help = help
        self.keysText = keysText
        self.hint = hint
    }
}

extension KeyBinding {
    /// Every binding of kurs, in the order the help overlay lists them.
    static let table: [KeyBinding] = [
        KeyBinding(.up, .lists, setting: .up, fixed: [.up], help: "move"),
        KeyBinding(.down, .lists, setting: .down, fixed: [.down], help: "move"),
        KeyBinding(.pageUp, .lists, setting: .pageUp, fixed: [.pageUp], help: "page up / down"),
        KeyBinding(.pageDown, .lists, setting: .pageDown, fixed: [.pageDown], help: "page up / down"),
        KeyBinding(.top, .lists, setting: .top, fixed: [.home], help: "top / bottom"),
        KeyBinding(.bottom, .lists, setting: .bottom, fixed: [.end], help: "top / bottom"),
        KeyBinding(.open, .lists, setting: .open, fixed: [.enter], help: "open coin / currency"),
        KeyBinding(.back, .lists, setting: .back, fixed: [.escape, .backspace], help: "clear the filter"),
        KeyBinding(.nextPane, .lists, setting: .nextPane, fixed: [.tab], help: "next / previous pane"),
        KeyBinding(.previousPane, .lists, fixed: [.backTab], help: "next / previous pane", keysText: "Shift-Tab"),
        KeyBinding(.filter, .lists, setting: .filter, help: "filter coins"),
        KeyBinding(.weather, .lists, fixed: [.char("w")], help: "weather", hint: "weather"),
        KeyBinding(.toggleFavourite, .lists, fixed: [.char("f")], help: "favourite (★) / favourites only"),
        KeyBinding(.favouritesOnly, .lists, fixed: [.char("F")], help: "favourite (★) / favourites only"),
        KeyBinding(.nextSort, .lists, fixed: [.char("o")], help: "sort: next column / reverse"),
        KeyBinding(.reverseSort, .lists, fixed: [.char("O")], help: "sort: next column / reverse"),
        KeyBinding(.nextVsCurrency, .lists, fixed: [.char("v")], help: "next vs currency"),
        KeyBinding(.portfolio, .lists, fixed: [.char("p")], help: "portfolio", hint: "portfolio"),
        KeyBinding(.reload, .anywhere, setting: .reload, help: "reload"),
        KeyBinding(.reloadFocused, .anywhere, fixed: [.char("R")], help: "reload focused pane"),
        KeyBinding(.help, .anywhere, setting: .help, help: "help", hint: "help"),
        KeyBinding(.quit, .anywhere, setting: .quit, help: "quit / back", hint: "quit"),
        KeyBinding(.quit, .always, fixed: [.ctrlC], help: "quit, from anywhere"),

        KeyBinding(.back, .coinDetail, setting: .back, fixed: [.escape, .backspace, .left, .char("h")], help: "back"),
        KeyBinding(.coinChart(.day), .coinDetail, fixed: [.char("1")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.coinChart(.week), .coinDetail, fixed: [.char("2")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.coinChart(.month), .coinDetail, fixed: [.char("3")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.coinChart(.quarter), .coinDetail, fixed: [.char("4")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.coinChart(.year), .coinDetail, fixed: [.char("5")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.coinChart(.max), .coinDetail, fixed: [.char("6")], help: "chart 24h / 7d / 30d / 90d / 1y / max", keysText: "1-6", hint: "range"),
        KeyBinding(.expand, .coinDetail, setting: .expand, fixed: [.char("m"), .char(" ")], help: "expand description"),
        KeyBinding(.up, .coinDetail, setting: .up, fixed: [.up], help: "scroll the description"),
        KeyBinding(.down, .coinDetail, setting: .down, fixed: [.down], help: "scroll the description"),
        KeyBinding(.pageUp, .coinDetail, setting: .pageUp, fixed: [.pageUp], help: "page up / down"),
        KeyBinding(.pageDown, .coinDetail, setting: .pageDown, fixed: [.pageDown], help: "page up / down"),
        KeyBinding(.top, .coinDetail, setting: .top, fixed: [.home], help: "top of the description"),
        KeyBinding(.bottom, .coinDetail, setting: .bottom, fixed: [.end], help: "bottom of the description"),

        KeyBinding(.back, .currencyDetail, setting: .back, fixed: [.escape, .backspace, .left, .char("h")], help: "back"),
        KeyBinding(.chartRange(days: 7), .currencyDetail, fixed: [.char("1")], help: "7 / 30 / 90 / 365 days", keysText: "1-4", hint: "period"),
        KeyBinding(.chartRange(days: 30), .currencyDetail, fixed: [.char("2")], help: "7 / 30 / 90 / 365 days", keysText: "1-4", hint: "period"),
        KeyBinding(.chartRange(days: 90), .currencyDetail, fixed: [.char("3")], help: "7 / 30 / 90 / 365 days", keysText: "1-4", hint: "period"),
        KeyBinding(.chartRange(days: 365), .currencyDetail, fixed: [.char("4")], help: "7 / 30 / 90 / 365 days", keysText: "1-4", hint: "period"),

        KeyBinding(.keepFilter, .filter, fixed: [.enter], help: "keep the filter", hint: "keep"),
        KeyBinding(.clearFilter, .filter, fixed: [.escape], help: "clear the filter", hint: "clear"),

        KeyBinding(.previousField, .converter, fixed: [.up], help: "amount / from / to"),
        KeyBinding(.nextField, .converter, fixed: [.down], help: "amount / from / to"),
        KeyBinding(.quickPick, .converter, help: "amount", keysText: "0-9 . , + - * / ( )"),
        KeyBinding(.chooseFrom, .converter, fixed: [.char("f")], help: "pick from / to currency", hint: "currency"),
        KeyBinding(.chooseTo, .converter, fixed: [.char("t")], help: "pick from / to currency", hint: "currency"),
        KeyBinding(.swap, .converter, setting: .swap, help: "swap", hint: "swap"),
        KeyBinding(.togglePricing, .converter, fixed: [.char("m")], help: "price with PrivatBank / Monobank / NBU / mid-market", hint: "mode"),
        KeyBinding(.openPicker, .converter, fixed: [.enter], help: "pick the currency of the field"),
        KeyBinding(.quickPick, .converter, help: "quick picks (from / to field)", keysText: "1-6"),
        KeyBinding(.nextPane, .converter, setting: .nextPane, fixed: [.tab], help: "next pane", hint: "next"),

        KeyBinding(.up, .converterPicker, fixed: [.up], help: "move"),
        KeyBinding(.down, .converterPicker, fixed: [.down], help: "move"),
        KeyBinding(.take, .converterPicker, fixed: [.enter], help: "take", hint: "take"),
        KeyBinding(.cancel, .converterPicker, fixed: [.escape], help: "cancel", hint: "cancel"),

        KeyBinding(.addCity, .weather, fixed: [.char("a")], help: "add a city (search)", hint: "add"),
        KeyBinding(.deleteCity, .weather, fixed: [.char("x"), .delete], help: "delete city", hint: "delete"),
        KeyBinding(.moveCityUp, .weather, fixed: [.char("K"), .char("+")], help: "move city up / down", hint: "move"),
        KeyBinding(.moveCityDown, .weather, fixed: [.char("J"), .char("-")], help: "move city up / down", hint: "move"),
        KeyBinding(.up, .weather, fixed: [.up, .char("k")], help: "previous / next city"),
        KeyBinding(.down, .weather, fixed: [.down, .char("j")], help: "previous / next city"),
        KeyBinding(.toggleUnits, .weather, fixed: [.char("u")], help: "°C / °F", hint: "units"),
        KeyBinding(.hoursBack, .weather, fixed: [.left], help: "hours"),
        KeyBinding(.hoursForward, .weather, fixed: [.right], help: "hours"),
        KeyBinding(.back, .weather, setting: .back, fixed: [.escape, .backspace, .char("w")], help: "back",
                   hint: "back"),

        KeyBinding(.up, .weatherSearch, fixed: [.up], help: "previous / next result"),
        KeyBinding(.down, .weatherSearch, fixed: [.down], help: "previous / next result"),
        KeyBinding(.search, .weatherSearch, fixed: [.enter], help: "search / add", hint: "search/add"),
        KeyBinding(.cancel, .weatherSearch, fixed: [.escape], help: "close", hint: "close"),
        KeyBinding(.confirm, .weatherConfirm, fixed: [.char("y"), .char("Y"), .enter], help: "delete", hint: "delete"),
        KeyBinding(.keep, .weatherConfirm, help: "keep", keysText: "any key", hint: "keep"),

        KeyBinding(.up, .portfolio, setting: .up, fixed: [.up], help: "move"),
        KeyBinding(.down, .portfolio, setting: .down, fixed: [.down], help: "move"),
        KeyBinding(.addHolding, .portfolio, fixed: [.char("a")], help: "add a holding: ID AMOUNT [COST]", hint: "add"),
        KeyBinding(.editHolding, .portfolio, fixed: [.char("e")], help: "edit amount / cost", hint: "edit"),
        KeyBinding(.deleteHolding, .portfolio, fixed: [.char("d"), .char("x"), .delete], help: "delete holding",
                   hint: "delete"),
        KeyBinding(.back, .portfolio, setting: .back, fixed: [.escape, .backspace, .char("p")], help: "back", hint: "back"),
        KeyBinding(.take, .portfolioInput, fixed: [.enter], help: "save", hint: "save"),
        KeyBinding(.cancel, .portfolioInput, fixed: [.escape], help: "cancel", hint: "cancel"),
        KeyBinding(.confirm, .portfolioConfirm, fixed: [.char("y"), .char("Y"), .enter], help: "delete", hint: "delete"),
        KeyBinding(.keep, .portfolioConfirm, help: "keep", keysText: "any key", hint: "keep"),

        KeyBinding(.up, .help, setting: .up, fixed: [.up], help: "scroll"),
        KeyBinding(.down, .help, setting: .down, fixed: [.down], help: "scroll"),
        KeyBinding(.pageUp, .help, setting: .pageUp, fixed: [.pageUp], help: "page up / down"),
        KeyBinding(.pageDown, .help, setting: .pageDown, fixed: [.pageDown], help: "page up / down"),
        KeyBinding(.top, .help, setting: .top, fixed: [.home], help: "top / bottom"),
        KeyBinding(.bottom, .help, setting: .bottom, fixed: [.end], help: "top / bottom"),
        KeyBinding(.back, .help, setting: .help, fixed: [.escape], help: "close"),
        KeyBinding(.back, .help, setting: .quit, help: "close"),
    ]
}
