extension String {
    /// The text as a message quotes it: its middle left out when it is long, so a number
    /// of a hundred thousand digits does not make a message as long.
    var excerpt: String {
        guard count > 40 else { return self }
        return "\(prefix(16))…\(suffix(16)) (\(count) characters)"
    }
}
