package catalog

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Options of Flink's catalog factories: 'type' picks the factory, and generic_in_memory, the
// one factory Flinkpad has, knows 'default-database' and 'property-version'.
const (
	OptionType            = "type"
	GenericInMemoryType   = "generic_in_memory"
	optionDefaultDatabase = "default-database"
	optionPropertyVersion = "property-version"
	// inMemoryDefaultDatabase is GenericInMemoryCatalogFactoryOptions.DEFAULT_DATABASE's default.
	inMemoryDefaultDatabase = "default"
)

// CatalogDescriptor is what Flink's catalog store keeps of a catalog that CREATE CATALOG made:
// its options, as written, and its comment, nil when it has none.
type CatalogDescriptor struct {
	Name    string
	Options map[string]string
	Comment *string
}

func (d *CatalogDescriptor) clone() *CatalogDescriptor {
	c := *d
	c.Options = maps.Clone(d.Options)
	return &c
}

// SortedOptionKeys lists the descriptor's option keys in the order Flink prints them.
func (d *CatalogDescriptor) SortedOptionKeys() []string {
	return slices.Sorted(maps.Keys(d.Options))
}

// openCatalog makes the catalog a descriptor describes, validating its options as Flink's
// FactoryUtil.createCatalog does, with Flink's messages.
func openCatalog(options map[string]string) (*memCatalog, error) {
	kind, ok := options[OptionType]
	if !ok {
		return nil, newError(ErrInvalid, classValidation,
			"Catalog options do not contain an option key '%s' for discovering a catalog.", OptionType)
	}
	if kind != GenericInMemoryType {
		return nil, newError(ErrInvalid, classValidation,
			"Could not find any factory for identifier '%s' that implements "+
				"'org.apache.flink.table.factories.CatalogFactory' in the classpath.\n\n"+
				"Available factory identifiers are:\n\n%s", kind, GenericInMemoryType)
	}
	var unsupported []string
	for key := range options {
		if key != OptionType && key != optionDefaultDatabase && key != optionPropertyVersion {
			unsupported = append(unsupported, key)
		}
	}
	if len(unsupported) > 0 {
		slices.Sort(unsupported)
		return nil, newError(ErrInvalid, classValidation,
			"Unsupported options found for '%s'.\n\nUnsupported options:\n\n%s\n\nSupported options:\n\n%s",
			GenericInMemoryType, strings.Join(unsupported, "\n"),
			optionDefaultDatabase+"\n"+optionPropertyVersion)
	}
	if v, ok := options[optionPropertyVersion]; ok {
		// Flink reads it with Integer.parseInt, whose error escapes unwrapped.
		if _, err := strconv.ParseInt(v, 10, 32); err != nil {
			return nil, newError(ErrInvalid, "java.lang.NumberFormatException", "For input string: \"%s\"", v)
		}
	}
	defaultDatabase := inMemoryDefaultDatabase
	if name, ok := options[optionDefaultDatabase]; ok {
		defaultDatabase = name
	}
	if strings.TrimSpace(defaultDatabase) == "" {
		return nil, newError(ErrInvalid, "java.lang.IllegalArgumentException", "defaultDatabase cannot be null or empty")
	}
	return newMemCatalog(defaultDatabase), nil
}

// catalog returns the catalog of that name, opening it from the store when it has a descriptor
// but no instance (a CREATE CATALOG whose options failed leaves it so, as in Flink); it is nil,
// with no error, when there is no such catalog.
func (m *Manager) catalog(name string) (*memCatalog, error) {
	if c := m.catalogs[name]; c != nil {
		return c, nil
	}
	d := m.store[name]
	if d == nil {
		return nil, nil
	}
	c, err := openCatalog(d.Options)
	if err != nil {
		return nil, err
	}
	m.catalogs[name] = c
	return c, nil
}

// catalogExists reports whether a catalog has that name, opened or only stored.
func (m *Manager) catalogExists(name string) bool {
	return m.catalogs[name] != nil || m.store[name] != nil
}

// CreateCatalog registers a catalog, as CREATE CATALOG does. Flink stores the descriptor before
// it opens the catalog, so a catalog whose options fail stays listed, and fails again wherever
// it is used.
func (m *Manager) CreateCatalog(d *CatalogDescriptor, ignoreIfExists bool) error {
	if m.catalogExists(d.Name) {
		if ignoreIfExists {
			return nil
		}
		return newError(ErrAlreadyExists, classCatalog, "Catalog %s already exists.", d.Name)
	}
	m.store[d.Name] = d.clone()
	_, err := m.catalog(d.Name)
	return err
}

// DropCatalog removes a catalog, as DROP CATALOG does; the current catalog cannot be dropped.
func (m *Manager) DropCatalog(name string, ignoreIfNotExists bool) error {
	if !m.catalogExists(name) {
		if ignoreIfNotExists {
			return nil
		}
		return newError(ErrNotFound, classCatalog, "Catalog %s does not exist.", name)
	}
	if name == m.currentCatalog {
		return newError(ErrInUse, classCatalog, "Cannot drop a catalog which is currently in use.")
	}
	delete(m.catalogs, name)
	delete(m.store, name)
	return nil
}

// AlterCatalog applies change to a stored catalog's descriptor and, as Flink's
// CatalogManager.alterCatalog does, replaces the catalog with a new one opened from the new
// descriptor: an in-memory catalog starts over empty, with only its default database. The
// current database stays what it was, even when the new catalog lacks it.
func (m *Manager) AlterCatalog(name string, change func(*CatalogDescriptor)) error {
	old := m.store[name]
	if old == nil {
		return newError(ErrNotFound, classCatalog, "Catalog %s does not exist in the catalog store.", name)
	}
	d := old.clone()
	change(d)
	c, err := openCatalog(d.Options)
	if err != nil {
		return err
	}
	m.catalogs[name], m.store[name] = c, d
	return nil
}

// AlterCatalogReset checks ALTER CATALOG RESET's keys as Flink's converter does, then removes them.
func (m *Manager) AlterCatalogReset(name string, keys []string) error {
	if len(keys) == 0 {
		return newError(ErrInvalid, classValidation, "ALTER CATALOG RESET does not support empty key")
	}
	if slices.Contains(keys, OptionType) {
		return newError(ErrInvalid, classValidation, "ALTER CATALOG RESET does not support changing '%s'", OptionType)
	}
	return m.AlterCatalog(name, func(d *CatalogDescriptor) {
		for _, k := range keys {
			delete(d.Options, k)
		}
	})
}

// Descriptor returns a stored catalog's descriptor, for SHOW CREATE and DESCRIBE CATALOG; the
// built-in catalog has none.
func (m *Manager) Descriptor(name string) (*CatalogDescriptor, error) {
	d := m.store[name]
	if d == nil {
		return nil, newError(ErrNotFound, classValidation, "Cannot obtain metadata information from Catalog %s.", name)
	}
	return d.clone(), nil
}

// Catalogs lists the catalog names, sorted, as SHOW CATALOGS does.
func (m *Manager) Catalogs() []string {
	names := map[string]bool{}
	for name := range m.catalogs {
		names[name] = true
	}
	for name := range m.store {
		names[name] = true
	}
	return slices.Sorted(maps.Keys(names))
}

// UseCatalog makes a catalog current, as USE CATALOG does, with its default database; USE
// CATALOG of the current catalog keeps the current database.
func (m *Manager) UseCatalog(name string) error {
	c, err := m.catalog(name)
	if err != nil {
		return err
	}
	if c == nil {
		return newError(ErrNotFound, classCatalog, "A catalog with name [%s] does not exist.", name)
	}
	if name != m.currentCatalog {
		m.currentCatalog, m.currentDatabase = name, c.defaultDatabase
	}
	return nil
}
