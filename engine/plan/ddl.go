package plan

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// NameParts returns the parts of a possibly qualified name.
func NameParts(n *sql.Name) []string {
	parts := make([]string, len(n.Parts))
	for i, p := range n.Parts {
		parts[i] = p.Name
	}
	return parts
}

// BindType converts a type as written in DDL to a Flink type. In DDL, VARCHAR and VARBINARY
// without a length mean the longest, STRING and BYTES, unlike in Flink's type strings.
func BindType(dt *sql.DataType) (types.Type, error) {
	if err := refuseType(dt); err != nil {
		return types.Type{}, err
	}
	text := dt.String()
	if len(dt.Params) == 0 {
		switch dt.Name {
		case "VARCHAR", "CHARACTER VARYING", "CHAR VARYING":
			text = strings.Replace(text, dt.Name, "STRING", 1)
		case "VARBINARY", "BINARY VARYING":
			text = strings.Replace(text, dt.Name, "BYTES", 1)
		}
	}
	t, err := types.ParseType(text)
	if err != nil {
		return types.Type{}, &Error{Pos: dt.Pos().ErrorPosition(), Kind: ErrValidation, Class: classValidation, Msg: err.Error()}
	}
	return t, nil
}

// Locator turns a position into the line and column Flink reports, counted from the start of
// the statement's text.
type Locator interface {
	LineColumn(p sql.Pos) (line, column int)
}

// BindCreateTable converts CREATE TABLE into the identifier and the table to register.
func BindCreateTable(ct *sql.CreateTable, cat *catalog.Manager, loc Locator) (catalog.ObjectIdentifier, *catalog.Table, error) {
	id, err := cat.Qualify(NameParts(ct.Name))
	if err != nil {
		return id, nil, err
	}
	switch {
	case ct.OrReplace:
		return id, nil, notSupported(ct, "CREATE OR REPLACE TABLE")
	case ct.Like != nil:
		t, err := bindCreateTableLike(ct, cat, loc)
		return id, t, err
	}
	t := &catalog.Table{}
	for _, c := range ct.Columns {
		col, err := bindColumnDef(c)
		if err != nil {
			return id, nil, err
		}
		t.Schema.Columns = append(t.Schema.Columns, col)
	}
	if err := bindComputedColumns(ct, &t.Schema, cat); err != nil {
		return id, nil, err
	}
	if err := bindPrimaryKey(ct, &t.Schema, loc); err != nil {
		return id, nil, err
	}
	for _, w := range ct.Watermarks {
		wm, err := bindWatermark(w, &t.Schema, loc)
		if err != nil {
			return id, nil, err
		}
		t.Schema.Watermarks = append(t.Schema.Watermarks, wm)
	}
	for _, p := range ct.PartitionedBy {
		if _, ok := t.Schema.Column(p.Name); !ok {
			return id, nil, validationError(p, "Partition column '%s' not defined in the table schema. Available columns: [%s]",
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
	return id, t, nil
}

func bindColumnDef(c *sql.ColumnDef) (catalog.Column, error) {
	col := catalog.Column{Name: c.Name.Name}
	if c.Comment != nil {
		col.Comment = c.Comment.Value
	}
	switch c.Kind {
	case sql.ComputedColumn:
		// Its type is its expression's, which bindComputedColumns derives once every stored
		// column is known.
		col.Kind = catalog.Computed
		col.Expr = sql.QuotedString(c.Expr)
		return col, nil
	case sql.MetadataColumn:
		col.Kind = catalog.Metadata
		col.Virtual = c.Virtual
		if c.MetadataKey != nil {
			col.Key = c.MetadataKey.Value
		}
	}
	t, err := BindType(c.Type)
	if err != nil {
		return col, err
	}
	col.Type = t
	return col, nil
}

// bindComputedColumns types the computed columns: each expression is bound over the table's
// physical and metadata columns, the only ones Flink lets it name.
func bindComputedColumns(ct *sql.CreateTable, s *catalog.Schema, cat *catalog.Manager) error {
	stored := storedScope(s)
	b := NewBinder(cat)
	for i, c := range ct.Columns {
		if c.Kind != sql.ComputedColumn {
			continue
		}
		e, err := b.bindExpr(c.Expr, stored)
		if err != nil {
			return err
		}
		s.Columns[i].Type = e.Type()
	}
	return nil
}

// storedScope is the scope of a table's stored columns: physical and metadata, in order, as a
// scan produces them.
func storedScope(s *catalog.Schema) scope {
	var sc scope
	for _, c := range s.Columns {
		if c.Kind != catalog.Computed {
			sc = append(sc, scopeField{Field: Field{Name: c.Name, Type: c.Type}})
		}
	}
	return sc
}

// bindPrimaryKey applies PRIMARY KEY ... NOT ENFORCED, which makes its columns NOT NULL.
func bindPrimaryKey(ct *sql.CreateTable, s *catalog.Schema, loc Locator) error {
	var pk *sql.Constraint
	for _, c := range ct.Columns {
		if c.Constraint != nil {
			pk = &sql.Constraint{ConstraintPos: c.Constraint.ConstraintPos, Name: c.Constraint.Name,
				Columns: []*sql.Ident{c.Name}, Enforcement: c.Constraint.Enforcement}
		}
	}
	for _, c := range ct.Constraints {
		if c.Unique {
			return notSupported(c, "UNIQUE constraints")
		}
		pk = c
	}
	if pk == nil {
		return nil
	}
	if pk.Enforcement != sql.NotEnforced {
		return enforcedKeyError(pk)
	}
	key := &catalog.PrimaryKey{}
	for _, ident := range pk.Columns {
		col, ok := s.Column(ident.Name)
		if !ok {
			line, column := loc.LineColumn(ident.Pos())
			return validationError(ident, "Primary key column '%s' is not defined in the schema at line %d, column %d",
				ident.Name, line, column)
		}
		col.Type = col.Type.AsNotNull()
		key.Columns = append(key.Columns, ident.Name)
	}
	if pk.Name != nil {
		key.Name = pk.Name.Name
	} else {
		key.Name = "PK_" + strings.Join(key.Columns, "_")
	}
	s.PrimaryKey = key
	return nil
}

// enforcedKeyError is Flink's parser's refusal of an ENFORCED primary key.
func enforcedKeyError(pk *sql.Constraint) error {
	return sqlValidateError(pk, "Flink doesn't support ENFORCED mode for PRIMARY KEY constraint. "+
		"ENFORCED/NOT ENFORCED controls if the constraint checks are performed on the incoming/outgoing data. "+
		"Flink does not own the data therefore the only supported mode is the NOT ENFORCED mode")
}

// bindWatermark checks WATERMARK FOR col AS expr. Flink requires a TIMESTAMP or TIMESTAMP_LTZ
// column of precision 0 to 3.
func bindWatermark(w *sql.Watermark, s *catalog.Schema, loc Locator) (catalog.Watermark, error) {
	parts := NameParts(w.Column)
	col, ok := s.Column(parts[len(parts)-1])
	if len(parts) != 1 || !ok {
		line, column := loc.LineColumn(w.Column.Pos())
		return catalog.Watermark{}, validationError(w.Column, "The rowtime attribute field '%s' is not defined in the table schema, at line %d, column %d\nAvailable fields: [%s]",
			strings.Join(parts, "."), line, column, quotedColumnList(s))
	}
	kind := col.Type.Kind
	if (kind != types.KindTimestamp && kind != types.KindTimestampLTZ) || col.Type.Precision > 3 {
		return catalog.Watermark{}, validationError(w, "Invalid data type of time field for watermark definition. "+
			"The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, "+
			"but the time field type is %s", col.Type.WithNullable(true))
	}
	return catalog.Watermark{Column: col.Name, Expr: QuoteIdentifiers(w.Expr), Type: col.Type}, nil
}

// QuoteIdentifiers prints an expression as Flink stores it, every identifier in backquotes:
// `h` - INTERVAL '5' SECOND.
func QuoteIdentifiers(e sql.Expr) string {
	return sql.QuotedString(e)
}

func quotedColumnList(s *catalog.Schema) string {
	names := make([]string, len(s.Columns))
	for i, c := range s.Columns {
		names[i] = fmt.Sprintf("'%s'", c.Name)
	}
	return strings.Join(names, ", ")
}
