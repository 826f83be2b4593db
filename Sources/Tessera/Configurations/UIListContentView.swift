import Foundation

/// The content view of a ``UIListContentConfiguration``: an image view and two labels laid out
/// as a list row, header or footer.
///
/// Cells make one when their `contentConfiguration` is a list configuration; it can also be
/// used on its own anywhere in a view tree. Its `sizeThatFits(_:)` and intrinsic height are
/// the configuration's margins plus its lines, 22 points per line.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown. Setting another kind of configuration raises
    /// `NSInvalidArgumentException`, as in UIKit.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                UIKitException.invalidArgument(
                    "Invalid configuration of type \(type(of: newValue)) for UIListContentView; expected UIListContentConfiguration"
                ).raise()
                return
            }
            listConfiguration = configuration
            apply()
        }
    }

    /// The configuration shown, as a list configuration.
    var _listConfiguration: UIListContentConfiguration { listConfiguration }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        Self.style(textLabel, text: configuration.displayedText, properties: configuration.textProperties)
        Self.style(secondaryTextLabel, text: configuration.displayedSecondaryText, properties: configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func style(_ label: UILabel, text: String?, properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : .natural
    }

    // MARK: Layout

    private var contentLayout: _ListContentLayout {
        let configuration = listConfiguration
        let imageSize = configuration.image.map(configuration.imageProperties.displaySize(of:))
        let reserved = configuration.imageProperties.reservedLayoutSize.width
        let text = textLabel.isHidden ? nil : textLabel
        let secondary = secondaryTextLabel.isHidden ? nil : secondaryTextLabel
        return _ListContentLayout(
            margins: configuration.directionalLayoutMargins, imageSize: imageSize,
            imageColumnWidth: max(imageSize?.width ?? 0, reserved > 0 ? reserved : 0),
            imageToTextPadding: configuration.imageToTextPadding,
            sideBySide: configuration.prefersSideBySideTextAndSecondaryText,
            horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            verticalPadding: configuration.textToSecondaryTextVerticalPadding,
            text: text.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } },
            secondaryText: secondary.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } })
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = contentLayout.frames(in: bounds)
        imageView.frame = frames.image
        textLabel.frame = widened(frames.text, for: listConfiguration.textProperties)
        secondaryTextLabel.frame = widened(frames.secondaryText, for: listConfiguration.secondaryTextProperties)
    }

    /// A centred text's frame stretched to the trailing margin, so the label can centre it.
    private func widened(_ frame: CGRect, for properties: UIListContentConfiguration.TextProperties) -> CGRect {
        guard properties.alignment == .center, !listConfiguration.prefersSideBySideTextAndSecondaryText else { return frame }
        var frame = frame
        frame.size.width = max(frame.width, bounds.maxX - listConfiguration.directionalLayoutMargins.trailing - frame.minX)
        return frame
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentLayout.height(fittingWidth: size.width))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentLayout.height(fittingWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude / 4))
    }
}
