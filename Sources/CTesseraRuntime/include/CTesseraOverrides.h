#ifndef CTESSERAOVERRIDES_H
#define CTESSERAOVERRIDES_H

/// The class descriptor of `UITableViewController`.
const void *tessera_UITableViewController_classDescriptor(void);
/// The method descriptor of `UITableViewController.tableView(_:commit:forRowAt:)`.
const void *tessera_UITableViewController_commitDescriptor(void);
/// The method descriptor of `UITableViewController.tableView(_:moveRowAt:to:)`.
const void *tessera_UITableViewController_moveRowDescriptor(void);

/// The class descriptor of `UICollectionViewController`.
const void *tessera_UICollectionViewController_classDescriptor(void);
/// The method descriptor of `UICollectionViewController.collectionView(_:moveItemAt:to:)`.
const void *tessera_UICollectionViewController_moveItemDescriptor(void);

#endif
