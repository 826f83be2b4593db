/// One resolved row or column of a lazy grid: where it starts across the grid and how long it is.
struct _GridTrack: Equatable {
    var start: CGFloat
    var length: CGFloat
    var alignment: Alignment?
}
