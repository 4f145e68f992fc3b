/// A `UILabel`: its intrinsic size and baselines are its text's (`View.measuredText`), as
/// the layout's measurer measures it; a label of more than one line is measured at the
/// width the layout gives it (`WidthLoop`). It owns no guides and makes no constraints.
struct LabelViewKind: ViewKind {}
