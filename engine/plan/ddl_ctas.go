package plan

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BindCreateTableAs converts CREATE TABLE ... AS query (CTAS) into the table to create, with
// Flink's MergeTableAsUtil rules: the query's columns, typed as the query types them, after the
// declared columns that the query lacks; a declared column the query has keeps the query's
// place and takes the declared type, which the query's must cast to implicitly. It also returns
// the query's column names, the column list of the INSERT that fills the table.
func BindCreateTableAs(ct *sql.CreateTable, cat *catalog.Manager, loc Locator) (catalog.ObjectIdentifier, *catalog.Table, []*sql.Ident, error) {
	id, err := cat.Qualify(NameParts(ct.Name))
	if err != nil {
		return id, nil, nil, err
	}
	if ct.Temporary {
		return id, nil, nil, sqlValidateError(ct, "CREATE TABLE AS SELECT syntax does not support to create temporary table yet.")
	}
	if ct.OrReplace {
		return id, nil, nil, notSupported(ct, "CREATE OR REPLACE TABLE")
	}
	query, err := NewBinder(cat).BindQuery(ct.AsQuery)
	if err != nil {
		return id, nil, nil, err
	}
	var source, declared []catalog.Column
	var columns []*sql.Ident
	for _, f := range query.Fields() {
		if slices.ContainsFunc(source, func(c catalog.Column) bool { return c.Name == f.Name }) {
			return id, nil, nil, validationError(ct.AsQuery, "A column named '%s' already exists in the schema. ", f.Name)
		}
		source = append(source, catalog.Column{Name: f.Name, Type: f.Type})
		columns = append(columns, &sql.Ident{NamePos: ct.AsQuery.Pos(), Name: f.Name})
	}
	pk := derivedPrimaryKey(ct)
	for pos, def := range ct.Columns {
		name := def.Name.Name
		if slices.ContainsFunc(declared, func(c catalog.Column) bool { return c.Name == name }) {
			return id, nil, nil, validationError(def, "A column named '%s' already exists in the schema. ", name)
		}
		col, err := bindColumnDef(def)
		if err != nil {
			return id, nil, nil, err
		}
		if def.Kind == sql.PhysicalColumn && slices.Contains(pk, name) {
			col.Type = col.Type.AsNotNull()
		}
		if def.Kind == sql.ComputedColumn {
			readable := &catalog.Schema{Columns: append(slices.Clone(source), declared...)}
			e, err := NewBinder(cat).bindExpr(def.Expr, storedScope(readable))
			if err != nil {
				return id, nil, nil, unknownIdentifier(err, def.Expr)
			}
			col.Type = e.Type()
		}
		i := slices.IndexFunc(source, func(c catalog.Column) bool { return c.Name == name })
		if i < 0 {
			declared = append(declared, col)
			continue
		}
		if col.Kind != catalog.Physical {
			return id, nil, nil, validationError(def, "A column named '%s' already exists in the source schema. "+
				"Computed and metadata columns cannot overwrite regular columns.", name)
		}
		if from := source[i].Type; !types.SupportsImplicitCast(from, col.Type) {
			return id, nil, nil, validationError(def, "Incompatible types for sink column '%s' at position %d. "+
				"The source column has type '%s', while the target column has type '%s'.", name, pos+1, from, col.Type)
		}
		source[i] = col
	}
	t := &catalog.Table{}
	t.Schema.Columns = append(declared, source...)
	for _, c := range declared {
		if c.Kind == catalog.Physical && !c.Type.Nullable() {
			return id, nil, nil, validationError(ct, "Column '%s' has no default value and does not allow NULLs.", c.Name)
		}
	}
	for _, w := range ct.Watermarks {
		wm, err := bindWatermark(w, &t.Schema, loc)
		if err != nil {
			return id, nil, nil, err
		}
		t.Schema.Watermarks = append(t.Schema.Watermarks, wm)
	}
	if err := ctasPrimaryKey(ct, &t.Schema, loc); err != nil {
		return id, nil, nil, err
	}
	for _, p := range ct.PartitionedBy {
		if _, ok := t.Schema.Column(p.Name); !ok {
			return id, nil, nil, validationError(p, "Partition column '%s' not defined in the table schema. Available columns: [%s]",
				p.Name, quotedColumnList(&t.Schema))
		}
		t.PartitionKeys = append(t.PartitionKeys, p.Name)
	}
	if ct.Comment != nil {
		t.Comment = ct.Comment.Value
	}
	for _, o := range ct.Options {
		t.Options = append(t.Options, catalog.Option{Key: o.Key.Value, Value: o.Value.Value})
	}
	return id, t, columns, nil
}

// ctasPrimaryKey applies a CTAS's PRIMARY KEY: physical columns that are NOT NULL, the declared
// ones made so by the key.
func ctasPrimaryKey(ct *sql.CreateTable, s *catalog.Schema, loc Locator) error {
	c := derivedConstraint(ct)
	if c == nil {
		return nil
	}
	if c.Unique {
		return notSupported(c, "UNIQUE constraints")
	}
	if c.Enforcement != sql.NotEnforced {
		return enforcedKeyError(c)
	}
	key := &catalog.PrimaryKey{Name: "PK_"}
	for i, ident := range c.Columns {
		col, ok := s.Column(ident.Name)
		line, column := loc.LineColumn(ident.Pos())
		if !ok {
			return validationError(ident, "Primary key column '%s' is not defined in the schema at line %d, column %d",
				ident.Name, line, column)
		}
		if col.Kind != catalog.Physical {
			return validationError(ident, "Could not create a PRIMARY KEY with column '%s' at line %d, column %d.\n"+
				"A PRIMARY KEY constraint must be declared on physical columns.", ident.Name, line, column)
		}
		if i > 0 {
			key.Name += "_"
		}
		key.Name += ident.Name
		key.Columns = append(key.Columns, ident.Name)
	}
	if c.Name != nil {
		key.Name = c.Name.Name
	}
	for _, name := range key.Columns {
		if col, _ := s.Column(name); col.Type.Nullable() {
			return validationError(c, "Invalid primary key '%s'. Column '%s' is nullable.", key.Name, name)
		}
	}
	s.PrimaryKey = key
	return nil
}
