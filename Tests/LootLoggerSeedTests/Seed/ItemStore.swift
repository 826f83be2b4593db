// The seed's ItemStore.swift, with only `import UIKit` changed.
import Tessera
class ItemStore {

var allItems = [Item]()
@discardableResult func createItem() -> Item {  
    let newItem = Item(random: true)  
  
    allItems.append(newItem)  
  
    return newItem  
}
}
