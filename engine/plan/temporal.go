package plan

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TemporalJoin is an event-time temporal join, FROM l JOIN r FOR SYSTEM_TIME AS OF l.t ON ...:
// each left row joins the version of the right side's row of its key that was valid at the
// left row's time, Flink's StreamPhysicalTemporalJoin over a versioned table (a primary key and
// a rowtime) or a versioned view (a deduplication keeping the last row by rowtime). Kind is
// JoinInner or JoinLeft. Cond is over the left fields then the right ones, the ON condition;
// its equalities of a left and a right field are the join key, which holds the right side's
// primary key. LeftTime is the left rowtime field AS OF names; RightTime the right side's
// rowtime, the start of each version; RightKey the right side's primary key. Output is the
// left fields then the right ones, nullable on a LEFT join; the right rowtime is a plain
// timestamp there until the optimizer puts the CAST Flink prints above the join.
type TemporalJoin struct {
	Spanned
	Kind      JoinKind
	Left      Node
	Right     Node
	Cond      Expr
	LeftTime  int
	RightTime int
	RightKey  []int
	Output    []Field
}

func (n *TemporalJoin) Fields() []Field { return n.Output }
func (n *TemporalJoin) Inputs() []Node  { return []Node{n.Left, n.Right} }

// WithInputs returns a copy over new inputs.
func (n *TemporalJoin) WithInputs(inputs []Node) Node {
	c := *n
	c.Left, c.Right = inputs[0], inputs[1]
	return &c
}

// AsJoin is the regular join of the same inputs and condition, for the helpers that read a
// join's keys and shape; it is never planned.
func (n *TemporalJoin) AsJoin() *Join {
	return &Join{Spanned: n.Spanned, Kind: n.Kind, Left: n.Left, Right: n.Right, Cond: n.Cond, Output: n.Output}
}

var _ Node = (*TemporalJoin)(nil)

// bindTemporalJoin binds a join whose right side is read FOR SYSTEM_TIME AS OF. The AS OF
// expression is bound over the left side, as Flink resolves it, so that its errors come first.
func (b *Binder) bindTemporalJoin(j *sql.Join, ref *sql.TableRef, left Node, ls scope) (Node, scope, error) {
	asOf, err := b.bindExpr(ref.SystemTime, ls)
	if err != nil {
		return nil, nil, err
	}
	streaming := b.session != nil && b.session.Streaming
	if !streaming {
		// Flink's batch planner cannot decorrelate the snapshot (temporal_join_batch_error).
		return nil, nil, temporalError(ref.ForPos, "org.apache.flink.table.api.TableException",
			"unexpected correlate variable $cor0 in the plan")
	}
	if !RefsWithin(asOf, 0, len(ls)) || !refersToInput(asOf) {
		// A constant AS OF is time travel, which Flink's in-memory catalog does not implement
		// (temporal_join_time_travel_error).
		return nil, nil, temporalError(ref.ForPos, "java.lang.UnsupportedOperationException",
			"getTable(ObjectPath, long) is not implemented for class org.apache.flink.table.catalog.GenericInMemoryCatalog.")
	}
	if asOf.Type().TimeAttr == types.TimestampProctime {
		// Flinkpad has no lookup sources: a processing-time temporal join over a table with
		// a primary key fails as Flink's planner fails it (refuse_temporal_join_proctime_error).
		if b.hasPrimaryKey(ref) {
			return nil, nil, temporalError(ref.ForPos, "org.apache.flink.table.api.TableException",
				"Processing-time temporal join is not supported yet.")
		}
		return nil, nil, notSupportedAt(ref.ForPos, "processing-time temporal joins (FOR SYSTEM_TIME AS OF a processing-time attribute)")
	}
	// Flink's two messages differ by a quote (temporal_join_as_of_expression_error,
	// temporal_join_as_of_not_time_attribute_error).
	leftTime, ok := asOf.(*InputRef)
	if !ok {
		return nil, nil, temporalError(ref.ForPos, classValidation,
			"Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left table's time attribute field'")
	}
	if !IsRowtime(asOf.Type()) {
		return nil, nil, temporalError(ref.ForPos, classValidation,
			"Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left table's time attribute field")
	}
	kind, err := joinKindOf(j)
	if err != nil {
		return nil, nil, err
	}
	if kind != JoinInner && kind != JoinLeft {
		// Flink's conversion of the correlate knows INNER and LEFT alone
		// (temporal_join_right_error, temporal_join_full_error).
		return nil, nil, temporalError(j.JoinPos, "java.lang.IllegalStateException", "Unknown join type "+kind.String())
	}
	if j.Natural || len(j.Using) > 0 {
		return nil, nil, notSupportedAt(j.JoinPos, "temporal joins with NATURAL or USING")
	}
	plain := *ref
	plain.SystemTime = nil
	right, rs, err := b.bindFrom(&plain)
	if err != nil {
		return nil, nil, err
	}
	both := append(append(scope{}, ls...), rs...)
	var cond Expr = &Literal{Value: true, T: types.Boolean.AsNotNull(), Text: "true"}
	if j.On != nil {
		if cond, err = b.bindExpr(j.On, both); err != nil {
			return nil, nil, err
		}
		if err := wantBoolean(j.On, cond); err != nil {
			return nil, nil, err
		}
	}
	rightTime := slices.IndexFunc(right.Fields(), func(f Field) bool { return IsRowtime(f.Type) })
	n := &TemporalJoin{Kind: kind, Left: left, Right: right, Cond: cond, LeftTime: leftTime.Index,
		RightTime: rightTime, RightKey: b.versionKey(ref, right)}
	if n.RightKey == nil {
		n.RightKey = versionedViewKey(right)
	}
	// Flink's checks, in the order its rules make them (TemporalJoinRewriteWithUniqueKeyRule,
	// then the event-time join's): a join key, a primary key within it, a rowtime.
	_, rk := EquiKeys(n.AsJoin())
	if len(rk) == 0 {
		return nil, nil, temporalError(j.JoinPos, classValidation, "Currently the join key in Temporal Table Join can not be empty.")
	}
	covered := n.RightKey != nil
	for _, k := range n.RightKey {
		covered = covered && slices.Contains(rk, k)
	}
	if !covered {
		return nil, nil, temporalError(ref.ForPos, classValidation,
			"Temporal Table Join requires primary key in versioned table, but no primary key can be found. The physical plan is:")
	}
	if rightTime < 0 {
		return nil, nil, temporalError(ref.ForPos, classValidation,
			"Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found.")
	}
	out := make(scope, len(both))
	for i, f := range both {
		out[i] = f
		out[i].Type = f.Type.WithNullable(f.Type.Nullable() || (i >= len(ls) && kind == JoinLeft))
		if i == len(ls)+rightTime {
			// Only the left side's time attribute leaves the join (the optimizer casts the
			// right one, as Flink's RelTimeIndicatorConverter does).
			out[i].Type.TimeAttr = types.TimestampRegular
		}
		n.Output = append(n.Output, out[i].Field)
	}
	return b.markSpan(n, Span{Start: j.JoinPos, End: j.End()}), out, nil
}

// versionKey is the primary key of a versioned table, as positions in its bound fields, or nil
// when ref names no table with one.
func (b *Binder) versionKey(ref *sql.TableRef, right Node) []int {
	id, err := b.cat.Qualify(NameParts(ref.Name))
	if err != nil {
		return nil
	}
	obj, _, ok := b.cat.Lookup(id)
	t, isTable := obj.(*catalog.Table)
	if !ok || !isTable || t.Schema.PrimaryKey == nil {
		return nil
	}
	var key []int
	for _, c := range t.Schema.PrimaryKey.Columns {
		i := slices.IndexFunc(right.Fields(), func(f Field) bool { return f.Name == c })
		if i < 0 {
			return nil
		}
		key = append(key, i)
	}
	return key
}

// temporalError is an error of Flink's planner at a temporal join.
func temporalError(pos sql.Pos, class, msg string) *Error {
	return &Error{Pos: pos.ErrorPosition(), Kind: ErrValidation, Class: class, Msg: msg}
}

// refersToInput reports whether e reads a field.
func refersToInput(e Expr) bool {
	found := false
	WalkOnce(e, func(x Expr) bool {
		if _, ok := x.(*InputRef); ok {
			found = true
		}
		return !found
	})
	return found
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
