package plan

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Temporal joins (FOR SYSTEM_TIME AS OF) are not planned yet. Running one as a regular join
// would give wrong rows (every version of the right row instead of the one valid at the left
// row's time), so the binder refuses them.

// temporalJoinError refuses a join whose right side is read FOR SYSTEM_TIME AS OF. The AS OF
// expression is bound over the left side, as Flink resolves it, so that its errors come first.
// In streaming mode a processing-time one over a table with a primary key that is not a lookup
// source fails as Flink's planner fails it (refuse_temporal_join_proctime_error); Flinkpad has
// no lookup sources. Other forms were not recorded from Flink and are refused.
func (b *Binder) temporalJoinError(right *sql.TableRef, left scope) error {
	asOf, err := b.bindExpr(right.SystemTime, left)
	if err != nil {
		return err
	}
	if asOf.Type().TimeAttr == types.TimestampProctime && b.session != nil && b.session.Streaming && b.hasPrimaryKey(right) {
		return &Error{Pos: right.ForPos.ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
			Msg: "Processing-time temporal join is not supported yet."}
	}
	return notSupportedAt(right.ForPos, "temporal joins (FOR SYSTEM_TIME AS OF)")
}

// temporalRight is the right side of a join when it is a table read FOR SYSTEM_TIME AS OF.
func temporalRight(t sql.TableExpr) (*sql.TableRef, bool) {
	ref, ok := t.(*sql.TableRef)
	return ref, ok && ref.SystemTime != nil
}

// hasPrimaryKey reports whether ref names a catalog table with a primary key.
func (b *Binder) hasPrimaryKey(ref *sql.TableRef) bool {
	id, err := b.cat.Qualify(NameParts(ref.Name))
	if err != nil {
		return false
	}
	obj, _, ok := b.cat.Lookup(id)
	t, isTable := obj.(*catalog.Table)
	return ok && isTable && t.Schema.PrimaryKey != nil
}
