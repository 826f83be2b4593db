import Foundation
import Tessera

/// The page the settings form's "Acknowledgements" row pushes.
public final class AcknowledgementsViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Acknowledgements"
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "After Stanford's CS193P lectures: Multiple MVCs, Autolayout, Scroll View, Gestures and Views."
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 22),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
