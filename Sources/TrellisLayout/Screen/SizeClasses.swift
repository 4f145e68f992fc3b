/// UIKit's size classes, `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable {
    case compact
    case regular
}

/// The horizontal and vertical size classes a screen gives its views.
public struct SizeClasses: Sendable, Equatable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension Device {
    public var isPad: Bool { Self.isPad(id) }

    /// Whether a device id, in the table or not, names an iPad.
    public static func isPad(_ id: String) -> Bool { id.hasPrefix("ipad") }

    /// The size classes of the full screen: an iPad is regular both ways; a phone is
    /// compact wide and regular high in portrait, and compact high in landscape, where
    /// the phones 414 points wide and more become regular wide.
    public func sizeClasses(landscape: Bool) -> SizeClasses {
        if isPad { return SizeClasses(horizontal: .regular, vertical: .regular) }
        guard landscape else { return SizeClasses(horizontal: .compact, vertical: .regular) }
        return SizeClasses(horizontal: width >= 414 ? .regular : .compact, vertical: .compact)
    }
}
