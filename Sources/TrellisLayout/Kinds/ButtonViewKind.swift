/// A `UIButton`: its intrinsic size is its title's measured size plus its
/// `contentInsets` (`MeasuredText.insets`), and its baselines are the title's, inside
/// the insets. It owns no guides and makes no constraints.
struct ButtonViewKind: ViewKind {}
