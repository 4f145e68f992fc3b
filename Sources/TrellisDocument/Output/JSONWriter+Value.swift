extension JSONWriter {
    /// Any JSON value, members in their order.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): flag ? raw("true") : raw("false")
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items):
            raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { raw(",") }
                self.value(item)
            }
            raw("]")
        case .object(let object):
            raw("{")
            for (index, member) in object.members.enumerated() {
                if index > 0 { raw(",") }
                key(member.key)
                self.value(member.value)
            }
            raw("}")
        }
    }
}
