/// The attribute words of a maker's line, `make.top` or `make.leading.trailing`: on the
/// maker each starts a line, on a line each adds to it.
public protocol ConstraintMakerAttributes {
    func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable
}

extension ConstraintMakerAttributes {
    public var left: ConstraintMakerExtendable { adding(.init(.left)) }
    public var top: ConstraintMakerExtendable { adding(.init(.top)) }
    public var bottom: ConstraintMakerExtendable { adding(.init(.bottom)) }
    public var right: ConstraintMakerExtendable { adding(.init(.right)) }
    public var leading: ConstraintMakerExtendable { adding(.init(.leading)) }
    public var trailing: ConstraintMakerExtendable { adding(.init(.trailing)) }
    public var width: ConstraintMakerExtendable { adding(.init(.width)) }
    public var height: ConstraintMakerExtendable { adding(.init(.height)) }
    public var centerX: ConstraintMakerExtendable { adding(.init(.centerX)) }
    public var centerY: ConstraintMakerExtendable { adding(.init(.centerY)) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.init(.lastBaseline)) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.init(.firstBaseline)) }
    public var leftMargin: ConstraintMakerExtendable { adding(.init(.leftMargin)) }
    public var rightMargin: ConstraintMakerExtendable { adding(.init(.rightMargin)) }
    public var topMargin: ConstraintMakerExtendable { adding(.init(.topMargin)) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.init(.bottomMargin)) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.init(.leadingMargin)) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.init(.trailingMargin)) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.init(.centerXWithinMargins)) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.init(.centerYWithinMargins)) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
