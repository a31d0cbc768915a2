/// The East Asian Width table: code point ranges whose `East_Asian_Width` is Wide (W) or Fullwidth (F),
/// after Unicode's EastAsianWidth.txt. Adjacent ranges separated only by unassigned code points are merged,
/// and the CJK ideograph blocks and planes 2–3 are wide as a whole (as the Unicode standard assigns them).
///
/// The one table `DisplayWidth` consults; looked up by binary search.
enum EastAsianWide {
    /// Sorted, non-overlapping, inclusive ranges of wide code points.
    static let ranges: [ClosedRange<UInt32>] = [
        // Hangul Jamo leading consonants.
        0x1100...0x115F,
        // Miscellaneous Technical / Symbols with default emoji presentation.
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        // CJK Radicals … CJK Symbols and Punctuation (except U+303F), Hiragana, Katakana, Bopomofo,
        // Hangul Compatibility Jamo, Kanbun, CJK Strokes, Enclosed CJK, CJK Compatibility.
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF,
        // CJK Unified Ideographs, Yi.
        0x4E00...0xA4C6,
        // Hangul Jamo Extended-A, Hangul Syllables.
        0xA960...0xA97C, 0xAC00...0xD7A3,
        // CJK Compatibility Ideographs, vertical forms, small form variants.
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6B,
        // Fullwidth forms.
        0xFF01...0xFF60, 0xFFE0...0xFFE6,
        // Ideographic symbols, Tangut, Khitan, Nushu, Kana supplements.
        0x16FE0...0x18D08, 0x1AFF0...0x1B2FB,
        // Emoji and pictographs with default emoji presentation.
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
        // CJK Unified Ideographs Extension B… (planes 2 and 3).
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Whether `value` lies in one of `ranges` (binary search).
    static func contains(_ value: UInt32) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
