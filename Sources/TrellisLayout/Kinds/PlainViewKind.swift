/// A `UIView`: its frame, built-in guides and intrinsic size are all it has.
struct PlainViewKind: ViewKind {}
