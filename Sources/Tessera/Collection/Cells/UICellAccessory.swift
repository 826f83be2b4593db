import Foundation

/// A small view at the leading or trailing edge of a list cell: a disclosure chevron, a
/// checkmark, editing controls, an outline disclosure triangle, a label or a view of your own.
///
/// Give them to ``UICollectionViewListCell/accessories``; each is shown ``DisplayedState/always``,
/// only while the list is editing, or only while it is not. In the terminal the standard ones
/// draw as one character: "›", "✓", "ⓘ", "↕", "⊖", "⊕", "≡", "○"/"●" and "▸"/"▾".
public struct UICellAccessory {
    /// A closure an accessory runs when it is tapped.
    @preconcurrency public typealias ActionHandler = @MainActor () -> Void

    /// A closure a pop-up menu accessory runs with its menu when a person chooses another
    /// element of it.
    @preconcurrency public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide the space kept for an accessory is.
    public enum LayoutDimension: Equatable, Sendable {
        /// As wide as the accessory.
        case actual
        /// This many points.
        case custom(CGFloat)
        /// The width of the system's standard accessories, so columns of cells line up.
        case standard
    }

    /// Where a custom view goes among the other accessories at its edge.
    public enum Placement {
        /// At the leading edge; `at` picks the index among the leading accessories, in order
        /// from the edge (by default the last, next to the content).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge; `at` picks the index among the trailing accessories, in order
        /// from the content (by default the last, at the edge).
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Picks an index from the accessories already at the edge, in the order they show.
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int

        /// Just after the accessory of `accessory`'s type, or last if there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            let type = accessory.accessoryType
            return { accessories in accessories.lastIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count }
        }

        /// Just before the accessory of `accessory`'s type, or first if there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            let type = accessory.accessoryType
            return { accessories in accessories.firstIndex { $0.accessoryType == type } ?? 0 }
        }
    }

    /// The kinds of accessory.
    enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label, customView, detail, popUpMenu
    }

    // MARK: Options

    /// Options shared by the standard accessories.
    public struct DisclosureIndicatorOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct DetailOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct PopUpMenuOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct MultiselectOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Where an outline disclosure sits: `.header` trailing, `.cell` leading; `.automatic`
    /// picks `.header` for a cell whose content is a header configuration.
    public enum OutlineDisclosureStyle: Sendable {
        case automatic, header, cell
    }

    public struct OutlineDisclosureOptions: _AccessoryOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions: _AccessoryOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration: _AccessoryOptions {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size instead of being sized to fit.
        public var maintainsFixedSize: Bool?

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    // MARK: Storage

    /// What an accessory is, with what it needs.
    enum Kind {
        case disclosureIndicator, checkmark, reorder, multiselect
        case delete(action: ActionHandler?)
        case insert(action: ActionHandler?)
        case outlineDisclosure(style: OutlineDisclosureStyle, action: ActionHandler?)
        case detail(action: ActionHandler?)
        case popUpMenu(UIMenu, selectedElementDidChange: MenuSelectedElementDidChangeHandler?)
        case label(String, font: UIFont?)
        case customView(UIView, maintainsFixedSize: Bool)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// Whether it is hidden while keeping its space.
    public let isHidden: Bool
    /// The space kept for it; `nil` is as wide as it is.
    public let reservedLayoutWidth: LayoutDimension
    /// Its colour; `nil` is the cell's tint (or the standard colour of the kind).
    public let tintColor: UIColor?
    /// Which edge it is on.
    let isLeading: Bool
    /// A custom view's position among the accessories at its edge.
    let position: Placement.Position?

    /// What kind of accessory it is.
    var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .delete: .delete
        case .insert: .insert
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .customView: .customView
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        }
    }

    private init(_ kind: Kind, displayed: DisplayedState, options: some _AccessoryOptions, isLeading: Bool, position: Placement.Position? = nil) {
        self.kind = kind
        displayedState = displayed
        isHidden = options.isHidden ?? false
        reservedLayoutWidth = options.reservedLayoutWidth ?? .actual
        tintColor = options.tintColor
        self.isLeading = isLeading
        self.position = position
    }

    // MARK: Factories

    /// A chevron, "›", saying the cell leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .disclosureIndicator, displayed: displayed, options: options, isLeading: false)
    }

    /// A checkmark, "✓", in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .checkmark, displayed: displayed, options: options, isLeading: false)
    }

    /// An information button, "ⓘ", at the trailing edge; `actionHandler` runs when it is
    /// tapped (the row is not selected).
    @preconcurrency public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail(action: actionHandler), displayed: displayed, options: options, isLeading: false)
    }

    /// Up and down chevrons, "↕", at the trailing edge, saying that tapping anywhere in the
    /// cell presents `menu` (instead of selecting the row).
    ///
    /// The menu shows as a pop-up button's does: one of its actions is on (the first when it
    /// is presented with none on), and choosing an action switches it on and the others off, runs
    /// its handler, then `selectedElementDidChangeHandler` with the menu when the action that
    /// is on changed. Set the cell's secondary text from the handler to show the choice.
    @preconcurrency public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .popUpMenu(menu, selectedElementDidChange: selectedElementDidChangeHandler), displayed: displayed, options: options, isLeading: false)
    }

    /// A red delete control, "⊖", at the leading edge; `actionHandler` runs when it is tapped,
    /// or without one the row's trailing swipe actions are revealed.
    @preconcurrency public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .delete(action: actionHandler), displayed: displayed, options: options, isLeading: true)
    }

    /// A green insert control, "⊕", at the leading edge; `actionHandler` runs when it is tapped.
    @preconcurrency public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .insert(action: actionHandler), displayed: displayed, options: options, isLeading: true)
    }

    /// A reorder grip, "≡", at the trailing edge.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .reorder, displayed: displayed, options: options, isLeading: false)
    }

    /// A selection circle at the leading edge: "○", "●" when the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .multiselect, displayed: displayed, options: options, isLeading: true)
    }

    /// A disclosure triangle, "▸" collapsed and "▾" expanded. Tapping it runs `actionHandler`,
    /// or without one expands or collapses the cell's item in its section snapshot.
    @preconcurrency public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .outlineDisclosure(style: options.style, action: actionHandler), displayed: displayed, options: options, isLeading: options.style == .cell)
    }

    /// Secondary text at the trailing edge, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            .label(text, font: options.font), displayed: displayed, options: options, isLeading: false)
    }

    /// A view of your own, placed as `configuration.placement` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, leading, position): (DisplayedState, Bool, Placement.Position) =
            switch configuration.placement {
            case .leading(let displayed, let position): (displayed, true, position)
            case .trailing(let displayed, let position): (displayed, false, position)
            }
        return UICellAccessory(
            .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize ?? false), displayed: displayed,
            options: configuration, isLeading: leading, position: position)
    }

    /// Where a system accessory shows among the others at its edge, in order from the leading
    /// side: selection and editing controls, then an outline disclosure next to the content;
    /// after the content a label, a checkmark, a pop-up menu, a detail button, an outline
    /// disclosure, the chevron and the reorder grip at the edge. `nil` for a custom view, which
    /// its placement positions.
    var systemRank: Int? {
        switch kind {
        case .multiselect: 0
        case .delete: 1
        case .insert: 2
        case .label: 0
        case .checkmark: 1
        case .popUpMenu: 2
        case .detail: 3
        case .outlineDisclosure: 4
        case .disclosureIndicator: 5
        case .reorder: 6
        case .customView: nil
        }
    }

    /// Whether it shows while the list is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

/// What every accessory's options say: hidden, the space kept, the colour.
protocol _AccessoryOptions {
    var isHidden: Bool? { get }
    var reservedLayoutWidth: UICellAccessory.LayoutDimension? { get }
    var tintColor: UIColor? { get }
}
