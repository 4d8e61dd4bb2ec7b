package engine

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// alterView runs ALTER VIEW v RENAME TO v2 and ALTER VIEW v AS query. Only a permanent view
// can be altered; the new query replaces the old one, whose comment stays.
func (te *TableEnvironment) alterView(s *sql.AlterView) (*TableResult, error) {
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	obj, permanent := te.catalog.LookupPermanent(id)
	if _, temporary := te.catalog.LookupTemporary(id); temporary || !permanent {
		return nil, catalogError("View " + id.Quoted() + " doesn't exist or is a temporary view.")
	}
	old, ok := obj.(*catalog.View)
	if !ok {
		return nil, catalogError("ALTER VIEW for a table is not allowed")
	}
	if s.Query == nil {
		newID, err := te.catalog.Qualify(plan.NameParts(s.NewName))
		if err != nil {
			return nil, err
		}
		if err := te.catalog.Rename(id, newID.Object); err != nil {
			return nil, err
		}
		return resultOK(), nil
	}
	b := te.binder()
	n, err := b.BindQuery(s.Query)
	if err != nil {
		return nil, err
	}
	fields := n.Fields()
	view := &catalog.View{Query: s.Query.String(), ExpandedQuery: te.expandedQuery(s.Query, fields), Comment: old.Comment,
		Origin: b.ViewOrigin(s.Query, n)}
	for _, f := range fields {
		view.Schema.Columns = append(view.Schema.Columns, catalog.Column{Name: f.Name, Type: f.Type})
	}
	if err := te.catalog.Replace(id, view); err != nil {
		return nil, err
	}
	return resultOK(), nil
}
