package plan

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// This file holds ALTER TABLE DROP and RENAME col TO col: what reads a column, which keeps it
// from being dropped or renamed, as Flink's SchemaReferencesManager tells.

// alterColumnName is the one part of a column name in DROP or RENAME; Flink refuses nested
// ones.
func alterColumnName(n *sql.Name) (string, error) {
	if len(n.Parts) == 1 {
		return n.Parts[0].Name, nil
	}
	quoted := make([]string, len(n.Parts))
	for i, p := range n.Parts {
		quoted[i] = catalog.QuoteName(p.Name)
	}
	return "", &Error{Pos: n.Pos().ErrorPosition(), Kind: ErrValidation, Class: "java.lang.UnsupportedOperationException",
		Msg: fmt.Sprintf("%sAltering the nested row type %s is not supported yet.", alterPrefix, strings.Join(quoted, "."))}
}

// columnReferences tells which columns each computed column and the watermark read, as Flink's
// ColumnReferenceFinder does, so that a column in use is neither dropped nor renamed.
type columnReferences struct {
	byComputed map[string][]string // a column, to the computed columns that read it
	watermark  map[string]bool     // the rowtime column and the columns its expression reads
}

func findColumnReferences(s *catalog.Schema, cat *catalog.Manager) columnReferences {
	refs := columnReferences{byComputed: map[string][]string{}, watermark: map[string]bool{}}
	stored := storedScope(s)
	b := NewBinder(cat)
	for _, c := range s.Columns {
		if c.Kind != catalog.Computed {
			continue
		}
		for _, name := range referencedNames(b, c.Expr, stored) {
			refs.byComputed[name] = append(refs.byComputed[name], c.Name)
		}
	}
	var all scope
	for _, c := range s.Columns {
		all = append(all, scopeField{Field: Field{Name: c.Name, Type: c.Type}})
	}
	for _, w := range s.Watermarks {
		refs.watermark[w.Column] = true
		for _, name := range referencedNames(b, w.Expr, all) {
			refs.watermark[name] = true
		}
	}
	return refs
}

// referencedNames binds an expression stored as text and lists the fields of sc it reads; an
// expression that does not bind reads nothing Flinkpad can name.
func referencedNames(b *Binder, text string, sc scope) []string {
	x, err := sql.ParseExpr(text)
	if err != nil {
		return nil
	}
	e, err := b.bindExpr(x, sc)
	if err != nil {
		return nil
	}
	var names []string
	MapRefs(e, func(r *InputRef) Expr {
		if r.Index >= 0 && r.Index < len(sc) && !slices.Contains(names, sc[r.Index].Name) {
			names = append(names, sc[r.Index].Name)
		}
		return r
	})
	return names
}

// checkUnreferenced is ReferencesManager.checkReferences: the column exists, and no computed
// column, partition key or watermark uses it.
func (r columnReferences) checkUnreferenced(t *catalog.Table, at sql.Node, name string, dropped map[string]bool) error {
	if columnIndex(&t.Schema, name) < 0 {
		return validationError(at, "%sThe column `%s` does not exist in the base table.", alterPrefix, name)
	}
	var users []string
	for _, u := range r.byComputed[name] {
		if !dropped[u] {
			users = append(users, catalog.QuoteName(u))
		}
	}
	if len(users) > 0 {
		sort.Strings(users)
		return validationError(at, "%sThe column %s is referenced by computed column %s.", alterPrefix,
			catalog.QuoteName(name), strings.Join(users, ", "))
	}
	if slices.Contains(t.PartitionKeys, name) {
		return validationError(at, "%sThe column `%s` is used as the partition keys.", alterPrefix, name)
	}
	if r.watermark[name] {
		return validationError(at, "%sThe column `%s` is referenced by watermark expression.", alterPrefix, name)
	}
	return nil
}

func alterDrop(t *catalog.Table, a *sql.AlterDrop, cat *catalog.Manager) error {
	s := &t.Schema
	switch a.Kind {
	case sql.DropPrimaryKey:
		if s.PrimaryKey == nil {
			return validationError(a, "%sThe current table does not define any primary key.", alterPrefix)
		}
		s.PrimaryKey = nil
	case sql.DropConstraint:
		if s.PrimaryKey == nil {
			return validationError(a, "%sThe current table does not define any primary key.", alterPrefix)
		}
		if a.Constraint.Name != s.PrimaryKey.Name {
			return validationError(a.Constraint, "%sThe current table does not define a primary key constraint named '%s'. "+
				"Available constraint name: ['%s'].", alterPrefix, a.Constraint.Name, s.PrimaryKey.Name)
		}
		s.PrimaryKey = nil
	case sql.DropWatermark:
		if len(s.Watermarks) == 0 {
			return validationError(a, "%sThe current table does not define any watermark strategy.", alterPrefix)
		}
		s.Watermarks = nil
	case sql.DropColumns:
		return dropColumns(t, a, cat)
	default:
		return notSupported(a, "this ALTER TABLE DROP")
	}
	return nil
}

// dropColumns drops columns in the order Flink checks them: those reading the most other
// columns first, so that DROP (a, c) with c AS a + 1 succeeds.
func dropColumns(t *catalog.Table, a *sql.AlterDrop, cat *catalog.Manager) error {
	s := &t.Schema
	var names []string
	for _, n := range a.Columns {
		name, err := alterColumnName(n)
		if err != nil {
			return err
		}
		if slices.Contains(names, name) {
			return validationError(n, "%sDuplicate column `%s`.", alterPrefix, name)
		}
		names = append(names, name)
	}
	refs := findColumnReferences(s, cat)
	reads := map[string]int{}
	for _, users := range refs.byComputed {
		for _, u := range users {
			reads[u]++
		}
	}
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return reads[names[y]] - reads[names[x]] })
	dropped := map[string]bool{}
	for _, i := range order {
		name, at := names[i], a.Columns[i]
		if err := refs.checkUnreferenced(t, at, name, dropped); err != nil {
			return err
		}
		if s.PrimaryKey != nil && slices.Contains(s.PrimaryKey.Columns, name) {
			return validationError(at, "%sThe column %s is used as the primary key.", alterPrefix, catalog.QuoteName(name))
		}
		dropped[name] = true
	}
	s.Columns = slices.DeleteFunc(s.Columns, func(c catalog.Column) bool { return dropped[c.Name] })
	return nil
}

// alterRenameColumn renames a column in place; the primary key follows under its old name.
func alterRenameColumn(t *catalog.Table, a *sql.AlterRenameColumn, cat *catalog.Manager) error {
	s := &t.Schema
	oldName, err := alterColumnName(a.Old)
	if err != nil {
		return err
	}
	newName, err := alterColumnName(a.New)
	if err != nil {
		return err
	}
	refs := findColumnReferences(s, cat)
	if err := refs.checkUnreferenced(t, a.Old, oldName, nil); err != nil {
		return err
	}
	if columnIndex(s, newName) >= 0 {
		return validationError(a.New, "%sThe column `%s` already existed in table schema.", alterPrefix, newName)
	}
	s.Columns[columnIndex(s, oldName)].Name = newName
	if s.PrimaryKey != nil {
		for i, k := range s.PrimaryKey.Columns {
			if k == oldName {
				s.PrimaryKey.Columns[i] = newName
			}
		}
	}
	return nil
}
