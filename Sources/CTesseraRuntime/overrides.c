// Method descriptors of Tessera's open data source and delegate methods, named by their Swift
// mangling, so the table can ask whether a subclass overrides them (see UITableViewController).
#include "CTesseraOverrides.h"

extern const char tessera_UITableViewController_descriptor __asm__("$s7Tessera21UITableViewControllerCMn");
extern const char tessera_UITableViewController_commit __asm__("$s7Tessera21UITableViewControllerC05tableC0_6commit8forRowAtyAA0bC0C_AA0bC4CellC12EditingStyleO20FoundationEssentials9IndexPathVtFTq");
extern const char tessera_UITableViewController_moveRow __asm__("$s7Tessera21UITableViewControllerC05tableC0_9moveRowAt2toyAA0bC0C_20FoundationEssentials9IndexPathVAKtFTq");

extern const char tessera_UICollectionViewController_descriptor __asm__("$s7Tessera26UICollectionViewControllerCMn");
extern const char tessera_UICollectionViewController_moveItem __asm__("$s7Tessera26UICollectionViewControllerC010collectionC0_10moveItemAt2toyAA0bC0C_20FoundationEssentials9IndexPathVAKtFTq");

const void *tessera_UICollectionViewController_classDescriptor(void) { return &tessera_UICollectionViewController_descriptor; }
const void *tessera_UICollectionViewController_moveItemDescriptor(void) { return &tessera_UICollectionViewController_moveItem; }
const void *tessera_UITableViewController_classDescriptor(void) { return &tessera_UITableViewController_descriptor; }
const void *tessera_UITableViewController_commitDescriptor(void) { return &tessera_UITableViewController_commit; }
const void *tessera_UITableViewController_moveRowDescriptor(void) { return &tessera_UITableViewController_moveRow; }
