extension Canvas {
    /// Drawn content that a terminal able to show real pixels shows as an image over its
    /// cells, rather than as block characters.
    ///
    /// The compositor adds one for each kept drawing (a view overriding `draw(_:)`, a
    /// `UIImageView`) when the frame is rendered for real pixels and nothing else is drawn
    /// over the drawing's cells; the canvas's cells under it then hold no glyph but the
    /// drawing's own text, so nothing shows twice. A drawing covered in part (a menu, an
    /// alert, a subview) stays block characters for that frame.
    ///
    /// Two images are equal when their ``id``, ``version`` and cells are: the version stands
    /// for the pixels, so comparing frames never compares pixel data.
    public struct Image: Hashable, Sendable {
        /// Stable for one drawing while it lives: a terminal keeps the pixels under it.
        public let id: Int
        /// Changes whenever the drawing's pixels change.
        public let version: Int
        /// The cells the whole drawing covers; it may reach outside the canvas.
        public let frame: CellRect
        /// The part of ``frame`` shown: within the canvas and the drawing's clip, never empty.
        public let visible: CellRect
        /// Pixels across ``frame``: a whole number per cell.
        public let width: Int
        /// Pixels down ``frame``: a whole number per cell.
        public let height: Int
        /// `width × height` pixels, rows top to bottom, 4 bytes each: red, green, blue and
        /// straight (not premultiplied) alpha.
        public let rgba: [UInt8]

        public init(id: Int, version: Int, frame: CellRect, visible: CellRect, width: Int, height: Int, rgba: [UInt8]) {
            precondition(rgba.count == width * height * 4, "Image size mismatch")
            self.id = id
            self.version = version
            self.frame = frame
            self.visible = visible
            self.width = width
            self.height = height
            self.rgba = rgba
        }

        /// Pixels per cell across.
        public var pixelsPerColumn: Int { frame.width > 0 ? width / frame.width : 0 }
        /// Pixels per cell down.
        public var pixelsPerRow: Int { frame.height > 0 ? height / frame.height : 0 }

        /// The pixels of ``visible``: `(x, y, width, height)` within the image.
        public var visiblePixels: (x: Int, y: Int, width: Int, height: Int) {
            (
                (visible.minColumn - frame.minColumn) * pixelsPerColumn, (visible.minRow - frame.minRow) * pixelsPerRow,
                visible.width * pixelsPerColumn, visible.height * pixelsPerRow
            )
        }

        public static func == (lhs: Image, rhs: Image) -> Bool {
            lhs.id == rhs.id && lhs.version == rhs.version && lhs.frame == rhs.frame && lhs.visible == rhs.visible
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(version)
            hasher.combine(frame)
            hasher.combine(visible)
        }
    }
}
