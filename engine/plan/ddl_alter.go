package plan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// alterPrefix opens Flink's messages for an ALTER TABLE its schema converter refuses.
const alterPrefix = "Failed to execute ALTER TABLE statement.\n"

// AlterNotSupported refuses an ALTER form Flinkpad does not support yet, at its position.
func AlterNotSupported(at sql.Node, what string) error { return notSupported(at, what) }

// AlterTableSchema applies ALTER TABLE ADD, MODIFY, DROP or RENAME col TO col to a copy of a
// table, with the checks and messages of Flink's schema converters: first the change itself
// (columns that must or must not exist, what references a dropped column), then the new schema
// is resolved again (computed column types, the watermark, the primary key).
func AlterTableSchema(old *catalog.Table, action sql.AlterAction, cat *catalog.Manager) (*catalog.Table, error) {
	t := &catalog.Table{
		Schema:        cloneSchema(&old.Schema),
		Comment:       old.Comment,
		PartitionKeys: slices.Clone(old.PartitionKeys),
		Options:       slices.Clone(old.Options),
	}
	var err error
	switch a := action.(type) {
	case *sql.AlterSchema:
		err = alterAddModify(t, a, cat)
	case *sql.AlterDrop:
		if err = alterDrop(t, a, cat); err == nil {
			err = resolveAlteredSchema(t, a, cat) // as the catalog resolves every altered table
		}
	case *sql.AlterRenameColumn:
		if err = alterRenameColumn(t, a, cat); err == nil {
			err = resolveAlteredSchema(t, a, cat)
		}
	default:
		err = notSupported(action, fmt.Sprintf("ALTER TABLE %T", action))
	}
	if err != nil {
		return nil, err
	}
	return t, nil
}

func cloneSchema(s *catalog.Schema) catalog.Schema {
	out := catalog.Schema{Columns: slices.Clone(s.Columns), Watermarks: slices.Clone(s.Watermarks)}
	if s.PrimaryKey != nil {
		out.PrimaryKey = &catalog.PrimaryKey{Name: s.PrimaryKey.Name, Columns: slices.Clone(s.PrimaryKey.Columns)}
	}
	return out
}

func columnIndex(s *catalog.Schema, name string) int {
	return slices.IndexFunc(s.Columns, func(c catalog.Column) bool { return c.Name == name })
}

// alterAddModify is Flink's SchemaAddConverter and SchemaModifyConverter: every column is put
// in its place first, then each gets its new definition, then the watermark and the primary key.
func alterAddModify(t *catalog.Table, a *sql.AlterSchema, cat *catalog.Manager) error {
	constraints := slices.Clone(a.Constraints)
	for _, pc := range a.Columns {
		if c := pc.Column.Constraint; c != nil { // x INT PRIMARY KEY NOT ENFORCED is a key on x
			constraints = append(constraints, &sql.Constraint{ConstraintPos: c.ConstraintPos, EndPos: c.EndPos,
				Name: c.Name, Unique: c.Unique, Columns: []*sql.Ident{pc.Column.Name}, Enforcement: c.Enforcement})
		}
	}
	keys := 0
	for _, c := range constraints {
		if !c.Unique {
			keys++
		}
		if keys > 1 {
			return sqlValidateError(c, "Duplicate primary key definition")
		}
	}
	for _, c := range constraints {
		if c.Unique {
			return sqlValidateError(c, "UNIQUE constraint is not supported yet")
		}
		if c.Enforcement != sql.NotEnforced {
			return enforcedKeyError(c)
		}
	}
	s := &t.Schema
	seen := map[string]bool{}
	for _, pc := range a.Columns {
		if err := placeColumn(s, pc, a.Modify, seen); err != nil {
			return err
		}
	}
	for _, pc := range a.Columns {
		col, err := bindColumnDef(pc.Column)
		if err != nil {
			return err
		}
		i := columnIndex(s, col.Name)
		if a.Modify && pc.Column.Comment == nil {
			col.Comment = s.Columns[i].Comment // MODIFY keeps a comment it does not restate
		}
		s.Columns[i] = col
	}
	for _, w := range a.Watermarks { // the parser allows one
		if err := replaceWatermark(s, w, a.Modify); err != nil {
			return err
		}
	}
	for _, c := range constraints {
		if err := replacePrimaryKey(s, c, a.Modify); err != nil {
			return err
		}
	}
	return resolveAlteredSchema(t, a, cat)
}

// placeColumn puts an added or modified column where FIRST or AFTER says, a new column at the
// end by default; the definition comes later. An added column is a placeholder until then.
func placeColumn(s *catalog.Schema, pc *sql.PositionedColumn, modify bool, seen map[string]bool) error {
	name := pc.Column.Name.Name
	if pc.Nested != nil {
		_, err := alterColumnName(pc.Nested)
		return err
	}
	if seen[name] {
		return validationError(pc, "%sEncounter duplicate column `%s`.", alterPrefix, name)
	}
	seen[name] = true
	i := columnIndex(s, name)
	var col catalog.Column
	switch {
	case !modify && i >= 0:
		return validationError(pc, "%sColumn `%s` already exists in the table.", alterPrefix, name)
	case modify && i < 0:
		return validationError(pc, "%sColumn `%s` does not exist in the table.", alterPrefix, name)
	case modify:
		if !pc.First && pc.After == nil {
			return nil
		}
		col = s.Columns[i]
		s.Columns = slices.Delete(s.Columns, i, i+1)
	default:
		col = catalog.Column{Name: name}
	}
	at := len(s.Columns)
	switch {
	case pc.First:
		at = 0
	case pc.After != nil:
		after, err := alterColumnName(pc.After)
		if err != nil {
			return err
		}
		ref := columnIndex(s, after)
		if ref < 0 {
			return validationError(pc.After, "%sReferenced column `%s` by 'AFTER' does not exist in the table.",
				alterPrefix, after)
		}
		at = ref + 1
	}
	s.Columns = slices.Insert(s.Columns, at, col)
	return nil
}

func replaceWatermark(s *catalog.Schema, w *sql.Watermark, modify bool) error {
	switch {
	case !modify && len(s.Watermarks) > 0:
		old := s.Watermarks[0]
		return validationError(w, "%sThe current table has already defined the watermark strategy `%s` AS %s. "+
			"You might want to drop it before adding a new one.", alterPrefix, old.Column, old.Expr)
	case modify && len(s.Watermarks) == 0:
		return validationError(w, "%sThe current table does not define any watermark. You might want to add a new one.",
			alterPrefix)
	}
	parts := NameParts(w.Column)
	if len(parts) != 1 {
		return validationError(w.Column, "%sWatermark strategy on nested column is not supported yet.", alterPrefix)
	}
	// The type is checked when the schema is resolved again.
	s.Watermarks = []catalog.Watermark{{Column: parts[0], Expr: QuoteIdentifiers(w.Expr)}}
	return nil
}

func replacePrimaryKey(s *catalog.Schema, c *sql.Constraint, modify bool) error {
	switch {
	case !modify && s.PrimaryKey != nil:
		return validationError(c, "%sThe current table has already defined the primary key constraint [`%s`]. "+
			"You might want to drop it before adding a new one.", alterPrefix, strings.Join(s.PrimaryKey.Columns, "`, `"))
	case modify && s.PrimaryKey == nil:
		return validationError(c, "%sThe current table does not define any primary key constraint. "+
			"You might want to add a new one.", alterPrefix)
	}
	key := &catalog.PrimaryKey{}
	for _, id := range c.Columns {
		key.Columns = append(key.Columns, id.Name)
	}
	if c.Name != nil {
		key.Name = c.Name.Name
	} else {
		key.Name = "PK_" + strings.Join(key.Columns, "_")
	}
	s.PrimaryKey = key
	return nil
}

// resolveAlteredSchema resolves the changed schema as Flink's SchemaResolver does: computed
// columns are typed again over the stored columns, then the watermark is checked, then the
// primary key, whose physical columns become NOT NULL. Its messages have no ALTER prefix: the
// SQL client shows the resolver's own exception, the deepest cause.
func resolveAlteredSchema(t *catalog.Table, at sql.Node, cat *catalog.Manager) error {
	s := &t.Schema
	if s.PrimaryKey != nil {
		for _, name := range s.PrimaryKey.Columns {
			if i := columnIndex(s, name); i >= 0 && s.Columns[i].Kind == catalog.Physical {
				s.Columns[i].Type = s.Columns[i].Type.AsNotNull()
			}
		}
	}
	if err := retypeComputedColumns(s, cat); err != nil {
		return err
	}
	for i, w := range s.Watermarks {
		col, ok := s.Column(w.Column)
		if !ok {
			names := make([]string, len(s.Columns))
			for j, c := range s.Columns {
				names[j] = c.Name
			}
			return validationError(at, "Invalid column name '%s' for rowtime attribute in watermark declaration. "+
				"Available columns are: [%s]", w.Column, strings.Join(names, ", "))
		}
		if err := checkWatermarkType(at, col); err != nil {
			return err
		}
		s.Watermarks[i].Type = col.Type
	}
	if pk := s.PrimaryKey; pk != nil {
		for _, name := range pk.Columns {
			col, ok := s.Column(name)
			switch {
			case !ok:
				return validationError(at, "Invalid primary key '%s'. Column '%s' does not exist.", pk.Name, name)
			case col.Kind != catalog.Physical:
				return validationError(at, "Invalid primary key '%s'. Column '%s' is not a physical column.", pk.Name, name)
			}
		}
		var twice []string
		for i, name := range pk.Columns {
			if slices.Contains(pk.Columns[:i], name) && !slices.Contains(twice, name) {
				twice = append(twice, name)
			}
		}
		if len(twice) > 0 {
			return validationError(at, "Invalid primary key '%s'. A primary key must not contain duplicate columns. Found: [%s]",
				pk.Name, strings.Join(twice, ", "))
		}
	}
	return nil
}

// checkWatermarkType is CREATE TABLE's check of the rowtime column's type.
func checkWatermarkType(at sql.Node, col *catalog.Column) error {
	column := &sql.Name{Parts: []*sql.Ident{{NamePos: at.Pos(), Name: col.Name}}}
	w := &sql.Watermark{WatermarkPos: at.Pos(), Column: column, Expr: column}
	_, err := bindWatermark(w, &catalog.Schema{Columns: []catalog.Column{*col}}, nil)
	return err
}

// retypeComputedColumns binds each computed column's expression again over the stored columns,
// which a change may have retyped, renamed or removed.
func retypeComputedColumns(s *catalog.Schema, cat *catalog.Manager) error {
	stored := storedScope(s)
	b := NewBinder(cat)
	for i, c := range s.Columns {
		if c.Kind != catalog.Computed {
			continue
		}
		x, err := sql.ParseExpr(c.Expr)
		if err != nil {
			return notSupported(&sql.Ident{Name: c.Name}, "the stored expression of computed column "+c.Name)
		}
		e, err := b.bindExpr(x, stored)
		if err != nil {
			return unknownIdentifier(err, x)
		}
		s.Columns[i].Type = e.Type()
	}
	return nil
}
