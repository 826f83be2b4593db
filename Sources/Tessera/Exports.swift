// Book code that imports UIKit gets Foundation with it (IndexPath, CGFloat, NSCoder,
// DispatchQueue…); importing Tessera does the same, so porting stays one import line.
@_exported import Foundation
