package catalog

// This file holds what ALTER TABLE, ALTER VIEW and DROP need from the manager beyond creating
// and dropping: the permanent object alone, a temporary object alone, replacing and renaming.

// LookupPermanent finds a permanent table or view, whatever temporary object shadows it:
// ALTER changes only permanent objects.
func (m *Manager) LookupPermanent(id ObjectIdentifier) (Object, bool) {
	db := m.database(id.Catalog, id.Database)
	if db == nil {
		return nil, false
	}
	obj, ok := db.objects[id.Object]
	return obj, ok
}

// LookupTemporary finds a temporary table or view.
func (m *Manager) LookupTemporary(id ObjectIdentifier) (Object, bool) {
	obj, ok := m.temporary[id]
	return obj, ok
}

// Replace stores obj in place of the permanent object under id, as ALTER TABLE and ALTER VIEW
// AS do.
func (m *Manager) Replace(id ObjectIdentifier, obj Object) error {
	db := m.database(id.Catalog, id.Database)
	if db == nil || db.objects[id.Object] == nil {
		return newError(ErrNotFound, classValidation, "%s %s does not exist.", obj.Kind(), id.Quoted())
	}
	db.objects[id.Object] = obj
	return nil
}

// Rename gives the permanent object under id the name newName in the same database. Flink's
// catalogs rename within a database: the catalog and database of the new name are not used.
func (m *Manager) Rename(id ObjectIdentifier, newName string) error {
	db := m.database(id.Catalog, id.Database)
	if db == nil || db.objects[id.Object] == nil {
		return newError(ErrNotFound, classValidation, "Table (or view) %s does not exist in Catalog %s.",
			id.ObjectPath(), id.Catalog)
	}
	if _, exists := db.objects[newName]; exists {
		target := ObjectIdentifier{id.Catalog, id.Database, newName}
		return newError(ErrAlreadyExists, classTableAlreadyExists,
			"Table (or view) %s already exists in Catalog %s.", target.ObjectPath(), id.Catalog)
	}
	db.objects[newName] = db.objects[id.Object]
	delete(db.objects, id.Object)
	return nil
}
