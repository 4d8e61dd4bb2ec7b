package engine

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// alterTable runs ALTER TABLE as Flink's AbstractAlterTableConverter does: only a permanent
// table can be altered, IF EXISTS makes a missing (or temporary) one a no-op, and the altered
// table replaces the old one in its catalog.
func (te *TableEnvironment) alterTable(s *sql.AlterTable) (*TableResult, error) {
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	obj, permanent := te.catalog.LookupPermanent(id)
	if _, temporary := te.catalog.LookupTemporary(id); temporary || !permanent {
		if s.IfExists {
			return resultOK(), nil
		}
		return nil, catalogError("Table " + id.Quoted() + " doesn't exist or is a temporary table.")
	}
	old, ok := obj.(*catalog.Table)
	if !ok {
		return nil, catalogError("ALTER TABLE for a view is not allowed")
	}
	var altered *catalog.Table
	switch a := s.Action.(type) {
	case *sql.AlterUnsupported:
		return nil, alterPartitionsOrDistribution(id, a)
	case *sql.AlterRenameTable:
		newID, err := te.catalog.Qualify(plan.NameParts(a.NewName))
		if err != nil {
			return nil, err
		}
		if err := te.catalog.Rename(id, newID.Object); err != nil {
			return nil, err
		}
		return resultOK(), nil
	case *sql.AlterSetOptions:
		altered = withOptions(old, a.Options)
	case *sql.AlterResetOptions:
		if altered, err = withoutOptions(old, a); err != nil {
			return nil, err
		}
	case *sql.AlterSchema, *sql.AlterDrop, *sql.AlterRenameColumn:
		if altered, err = plan.AlterTableSchema(old, a, te.catalog); err != nil {
			return nil, err
		}
	default:
		return nil, plan.AlterNotSupported(a, "this ALTER TABLE form")
	}
	if err := te.catalog.Replace(id, altered); err != nil {
		return nil, err
	}
	return resultOK(), nil
}

// withOptions is ALTER TABLE SET: each option replaces one of the same key or is added.
func withOptions(old *catalog.Table, props []*sql.Property) *catalog.Table {
	t := *old
	t.Options = slices.Clone(old.Options)
	for _, p := range props {
		i := slices.IndexFunc(t.Options, func(o catalog.Option) bool { return o.Key == p.Key.Value })
		if i >= 0 {
			t.Options[i].Value = p.Value.Value
		} else {
			t.Options = append(t.Options, catalog.Option{Key: p.Key.Value, Value: p.Value.Value})
		}
	}
	return &t
}

// withoutOptions is ALTER TABLE RESET: the keys go, a key the table lacks is no error, and
// neither no key nor 'connector' is allowed.
func withoutOptions(old *catalog.Table, a *sql.AlterResetOptions) (*catalog.Table, error) {
	if len(a.Keys) == 0 {
		return nil, catalogError("ALTER TABLE RESET does not support empty key")
	}
	reset := map[string]bool{}
	for _, k := range a.Keys {
		reset[k.Value] = true
	}
	if reset["connector"] {
		return nil, catalogError("ALTER TABLE RESET does not support changing 'connector'")
	}
	t := *old
	t.Options = slices.DeleteFunc(slices.Clone(old.Options), func(o catalog.Option) bool { return reset[o.Key] })
	return &t, nil
}

// alterPartitionsOrDistribution answers the partition and distribution forms. Flinkpad tables
// have no distribution (CREATE TABLE ... DISTRIBUTED BY is not parsed), so MODIFY and DROP
// DISTRIBUTION fail as Flink fails on such a table; the rest is not supported yet.
func alterPartitionsOrDistribution(id catalog.ObjectIdentifier, a *sql.AlterUnsupported) error {
	switch a.What {
	case "DROP DISTRIBUTION":
		return catalogError("Table " + id.Quoted() + " does not have a distribution to drop.")
	case "MODIFY DISTRIBUTION":
		return catalogError("Failed to execute ALTER TABLE statement.\n" +
			"The base table does not define any distribution. You might want to add a new one.")
	}
	return plan.AlterNotSupported(a, "ALTER TABLE ... "+a.What)
}
