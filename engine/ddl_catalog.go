package engine

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// catalogStatement runs the catalog, database and module statements; handled is false for
// every other statement.
func (te *TableEnvironment) catalogStatement(stmt sql.Stmt) (r *TableResult, handled bool, err error) {
	switch s := stmt.(type) {
	case *sql.CreateCatalog:
		err = te.catalog.CreateCatalog(&catalog.CatalogDescriptor{
			Name: s.Name.Name, Options: propertyMap(s.Options), Comment: literalText(s.Comment),
		}, s.IfNotExists)
	case *sql.DropCatalog:
		err = te.catalog.DropCatalog(s.Name.Name, s.IfExists)
	case *sql.AlterCatalog:
		err = te.alterCatalog(s)
	case *sql.DescribeCatalog:
		r, err = te.describeCatalog(s)
	case *sql.ShowCreateCatalog:
		r, err = te.showCreateCatalog(s)
	case *sql.AlterDatabase:
		err = te.alterDatabase(s)
	case *sql.LoadModule:
		err = te.modules.load(s)
	case *sql.UnloadModule:
		err = te.modules.unload(s.Name.Name)
	case *sql.UseModules:
		err = te.modules.use(s)
	default:
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	if r == nil {
		r = resultOK()
	}
	return r, true, nil
}

func (te *TableEnvironment) alterCatalog(s *sql.AlterCatalog) error {
	name := s.Name.Name
	switch {
	case s.Set != nil:
		set := propertyMap(s.Set)
		return te.catalog.AlterCatalog(name, func(d *catalog.CatalogDescriptor) {
			for k, v := range set {
				d.Options[k] = v
			}
		})
	case s.Reset != nil:
		keys := make([]string, len(s.Reset))
		for i, k := range s.Reset {
			keys[i] = k.Value
		}
		return te.catalog.AlterCatalogReset(name, keys)
	case s.Comment != nil:
		comment := literalText(s.Comment)
		return te.catalog.AlterCatalog(name, func(d *catalog.CatalogDescriptor) { d.Comment = comment })
	}
	return unsupportedError("this ALTER CATALOG") // the parser makes no other form
}

// databaseName splits a database name of one or two parts into its catalog, the current one
// when the name has one part, and the database; what is the statement, for Flink's message on
// a name of more parts.
func (te *TableEnvironment) databaseName(n *sql.Name, what string) (cat, db string, err error) {
	parts := plan.NameParts(n)
	switch len(parts) {
	case 1:
		return te.catalog.CurrentCatalog(), parts[0], nil
	case 2:
		return parts[0], parts[1], nil
	}
	return "", "", catalogError(what + " identifier format error")
}

func (te *TableEnvironment) createDatabase(s *sql.CreateDatabase) (*TableResult, error) {
	cat, db, err := te.databaseName(s.Name, "create database")
	if err != nil {
		return nil, err
	}
	comment := ""
	if s.Comment != nil {
		comment = s.Comment.Value
	}
	if err := te.catalog.CreateDatabase(cat, db, comment, propertyMap(s.Options), s.IfNotExists); err != nil {
		return nil, err
	}
	return resultOK(), nil
}

// dropDatabase is DROP DATABASE [IF EXISTS] [catalog.]db [RESTRICT|CASCADE]; RESTRICT is the
// default.
func (te *TableEnvironment) dropDatabase(s *sql.DropStmt) (*TableResult, error) {
	cat, db, err := te.databaseName(s.Name, "drop database")
	if err != nil {
		return nil, err
	}
	if err := te.catalog.DropDatabase(cat, db, s.IfExists, s.Behavior == "CASCADE"); err != nil {
		return nil, err
	}
	return resultOK(), nil
}

func (te *TableEnvironment) alterDatabase(s *sql.AlterDatabase) error {
	cat, db, err := te.databaseName(s.Name, "alter database")
	if err != nil {
		return err
	}
	return te.catalog.AlterDatabase(cat, db, propertyMap(s.Options))
}

func (te *TableEnvironment) use(s *sql.UseStmt) (*TableResult, error) {
	parts := plan.NameParts(s.Name)
	var err error
	switch {
	case s.Catalog && len(parts) == 1:
		err = te.catalog.UseCatalog(parts[0])
	case s.Catalog:
		return nil, unsupportedError("USE CATALOG with a compound name") // the parser allows none
	default:
		var cat, db string
		if cat, db, err = te.databaseName(s.Name, "use database"); err == nil {
			err = te.catalog.UseDatabase(cat, db)
		}
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}

// propertyMap is a WITH list as a map; a key given twice keeps its last value, as Flink's
// property map does.
func propertyMap(props []*sql.Property) map[string]string {
	m := make(map[string]string, len(props))
	for _, p := range props {
		m[p.Key.Value] = p.Value.Value
	}
	return m
}

// literalText is a string literal's value, nil when there is no literal.
func literalText(l *sql.Literal) *string {
	if l == nil {
		return nil
	}
	v := l.Value
	return &v
}
