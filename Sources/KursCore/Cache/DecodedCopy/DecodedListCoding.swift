extension DecodedCopyCoding {
    /// A `DecodedList` as a decoded copy: the dropped count and the element count (UInt32 each), then each
    /// element as `writeElement` writes it. `minimumElementBytes` is the least an element takes, so a damaged count
    /// can't make the reader reserve more than the input could hold.
    static func list<Element>(
        kind: String, minimumElementBytes: Int,
        writeElement: @escaping @Sendable (Element, inout BinaryWriter) -> Void,
        readElement: @escaping @Sendable (inout BinaryReader) throws(BinaryReader.Malformed) -> Element
    ) -> DecodedCopyCoding<DecodedList<Element>> {
        DecodedCopyCoding<DecodedList<Element>>(
            kind: kind,
            encode: { list in
                var writer = BinaryWriter()
                writer.write(UInt32(clamping: list.droppedCount))
                writer.write(UInt32(clamping: list.elements.count))
                for element in list.elements { writeElement(element, &writer) }
                return writer.bytes
            },
            decode: { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> DecodedList<Element> in
                try readList(&reader, minimumElementBytes: minimumElementBytes) { (reader, _) throws(BinaryReader.Malformed) in
                    try readElement(&reader)
                }
            })
    }

    /// The read side of `list`'s layout: `readElement` gets each element's index and returns nil to leave it out
    /// (it must still read past it).
    static func readList<Element>(
        _ reader: inout BinaryReader, minimumElementBytes: Int,
        readElement: (inout BinaryReader, Int) throws(BinaryReader.Malformed) -> Element?
    ) throws(BinaryReader.Malformed) -> DecodedList<Element> {
        let dropped = Int(try reader.readUInt32())
        let count = try reader.readCount(minimumBytesEach: minimumElementBytes)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            if let element = try readElement(&reader, index) { elements.append(element) }
        }
        return DecodedList(elements: elements, droppedCount: dropped)
    }
}
