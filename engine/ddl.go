package engine

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

func (te *TableEnvironment) createTable(s *sql.CreateTable, text statementText) (*TableResult, error) {
	id, table, err := plan.BindCreateTable(s, te.catalog, text)
	if err != nil {
		return nil, err
	}
	if s.Temporary {
		err = te.catalog.CreateTemporary(id, table, s.IfNotExists)
	} else {
		err = te.catalog.Create(id, table, s.IfNotExists)
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}

func (te *TableEnvironment) createDatabase(s *sql.CreateDatabase) (*TableResult, error) {
	parts := plan.NameParts(s.Name)
	cat := te.catalog.CurrentCatalog()
	if len(parts) == 2 {
		cat = parts[0]
	}
	comment := ""
	if s.Comment != nil {
		comment = s.Comment.Value
	}
	if err := te.catalog.CreateDatabase(cat, parts[len(parts)-1], comment, s.IfNotExists); err != nil {
		return nil, err
	}
	return resultOK(), nil
}

func (te *TableEnvironment) drop(s *sql.DropStmt) (*TableResult, error) {
	if s.Object == "DATABASE" {
		return nil, &unsupportedError{"DROP DATABASE"}
	}
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	if s.Temporary {
		err = te.catalog.DropTemporary(id, s.IfExists)
	} else {
		err = te.catalog.Drop(id, s.Object == "VIEW", s.IfExists)
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}

func (te *TableEnvironment) use(s *sql.UseStmt) (*TableResult, error) {
	parts := plan.NameParts(s.Name)
	var err error
	switch {
	case s.Catalog:
		err = te.catalog.UseCatalog(parts[0])
	case len(parts) == 2:
		err = te.catalog.UseDatabase(parts[0], parts[1])
	default:
		err = te.catalog.UseDatabase(te.catalog.CurrentCatalog(), parts[0])
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}
