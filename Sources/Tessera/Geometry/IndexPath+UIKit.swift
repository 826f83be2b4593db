import Foundation

/// UIKit's message for an index path without exactly two indexes.
private let invalidIndexPathMessage =
    "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."

extension IndexPath {
    /// Creates an index path for a row in a table view section.
    ///
    /// - Parameters:
    ///   - row: The index of the row within `section`.
    ///   - section: The index of the section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates an index path for an item in a collection view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a table or collection view: the first index.
    ///
    /// Like UIKit, reading it from an index path with no indexes traps.
    public var section: Int {
        get {
            precondition(count == 2, invalidIndexPathMessage)
            return self[0]
        }
        set {
            precondition(count == 2, invalidIndexPathMessage)
            self[0] = newValue
        }
    }

    /// The row of a table view: the second index.
    public var row: Int {
        get {
            precondition(count == 2, invalidIndexPathMessage)
            return self[1]
        }
        set {
            precondition(count == 2, invalidIndexPathMessage)
            self[1] = newValue
        }
    }

    /// The item of a collection view: the second index, the same as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
