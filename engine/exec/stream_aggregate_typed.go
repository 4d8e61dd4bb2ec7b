package exec

import (
	"context"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// typedStreamAggregateOp is the streaming group aggregate for the common case where every call
// is COUNT, or SUM/$SUM0 of an integer type into an integer type, none DISTINCT or FILTERed: its
// state is int64 slices indexed by group id and its -U/+U output is appended column by column
// to builders kept across batches, with nothing boxed per row. The semantics are those of
// streamAggregateOp (which serves every other aggregate): a new group emits +I, a changed
// result -U/+U, an unchanged one nothing, a group whose row count reaches zero -D; integer
// sums wrap in int64 and narrow to their type, as sumAcc does.
type typedStreamAggregateOp struct {
	input Operator
	n     *plan.Aggregate
	keys  *groupKeys
	calls []typedStreamCall
	b     *array.RecordBuilder

	// per group id
	rows    []int64 // Flink's record counter; 0 while the group does not exist
	live    []bool  // the group exists
	emitted []bool  // the group has emitted a row, whose values are in each call's last
	keyVals [][]any // keys not held as integers, boxed once per group (nil otherwise)
	intKeys []bool  // per key: held as integers and appended from them

	kinds []types.RowKind
}

type typedStreamCall struct {
	count bool // COUNT; otherwise SUM or $SUM0
	zero  bool // $SUM0
	arg   int  // -1: COUNT(*)
	out   types.Type
	// per group id: the count or the running sum, SUM's count of values, the last emitted value
	// (narrowed to out) and whether it was NULL
	val, n, last []int64
	lastNull     []bool
	// the batch being read
	arr  arrow.Array
	ints []int64
	buf  []int64
}

// typedStreamable reports whether the typed operator can run an aggregate.
func typedStreamable(n *plan.Aggregate) bool {
	fields := n.Input.Fields()
	for _, c := range n.Calls {
		if c.Distinct || c.Filtered || len(c.MoreArgs) > 0 || c.TakesNulls() {
			return false
		}
		switch c.Func {
		case "COUNT":
			if c.T.Kind != types.KindBigInt {
				return false
			}
		case "SUM", plan.Sum0:
			if c.Arg < 0 || !fields[c.Arg].Type.IsIntegerNumeric() || !c.T.IsIntegerNumeric() || !intBuilderKind(c.T) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func intBuilderKind(t types.Type) bool {
	switch types.ArrowType(t).ID() {
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.INT64:
		return true
	}
	return false
}

func newTypedStreamAggregate(input Operator, n *plan.Aggregate, alloc memory.Allocator) *typedStreamAggregateOp {
	fields := n.Input.Fields()
	keyTypes := make([]types.Type, n.Keys)
	for k := range keyTypes {
		keyTypes[k] = fields[k].Type
	}
	o := &typedStreamAggregateOp{input: input, n: n, keys: newGroupKeys(keyTypes),
		b: array.NewRecordBuilder(alloc, schemaOf(n.Output))}
	for k := range o.keys.cols {
		o.intKeys = append(o.intKeys, o.keys.cols[k].kind == groupInt && intBuilderKind(keyTypes[k]))
	}
	for _, c := range n.Calls {
		o.calls = append(o.calls, typedStreamCall{count: c.Func == "COUNT", zero: c.Func == plan.Sum0, arg: c.Arg, out: c.T})
	}
	return o
}

func (o *typedStreamAggregateOp) Next(ctx context.Context) (connector.Batch, error) {
	return nextChanges(ctx, o.input, o.consume)
}

func (o *typedStreamAggregateOp) grow(n int) {
	for len(o.rows) < n {
		o.rows = append(o.rows, 0)
		o.live = append(o.live, false)
		o.emitted = append(o.emitted, false)
		o.keyVals = append(o.keyVals, nil)
		for c := range o.calls {
			call := &o.calls[c]
			call.val = append(call.val, 0)
			call.n = append(call.n, 0)
			call.last = append(call.last, 0)
			call.lastNull = append(call.lastNull, false)
		}
	}
}

func (o *typedStreamAggregateOp) consume(in connector.Batch) (connector.Batch, error) {
	ids, err := o.keys.assign(in.Record)
	if err != nil {
		return connector.Batch{}, err
	}
	o.grow(o.keys.n)
	for c := range o.calls {
		call := &o.calls[c]
		call.arr, call.ints = nil, nil
		if call.arg >= 0 {
			call.arr = in.Record.Column(call.arg)
			if !call.count {
				call.ints = int64sOf(call.arr, call.buf)
				if _, arrows := call.arr.(*array.Int64); !arrows {
					call.buf = call.ints // widened into our buffer: keep it for the next batch
				}
			}
		}
	}
	o.kinds = make([]types.RowKind, 0, 2*in.Len())
	for c := range o.b.Fields() {
		o.b.Field(c).Reserve(2 * in.Len()) // each input row emits at most -U and +U
	}
	for i := range in.Len() {
		kind := in.Kind(i)
		accumulate := kind == types.Insert || kind == types.UpdateAfter
		id := ids[i]
		if !o.live[id] {
			if !accumulate {
				continue // retracting a group that does not exist: Flink drops the row
			}
			o.live[id] = true
		}
		step := int64(1)
		if !accumulate {
			step = -1
		}
		o.rows[id] += step
		for c := range o.calls {
			call := &o.calls[c]
			if call.arr != nil && call.arr.IsNull(i) {
				continue // aggregates skip NULLs
			}
			if call.count {
				call.val[id] += step
			} else {
				call.val[id] += step * call.ints[i] // wraps, as sumAcc's int64 does
				call.n[id] += step
			}
		}
		if o.rows[id] <= 0 {
			if o.emitted[id] {
				if err := o.emit(types.Delete, id, true); err != nil {
					return connector.Batch{}, err
				}
			}
			o.forget(id)
			continue
		}
		switch {
		case !o.emitted[id]:
			if err := o.emit(types.Insert, id, false); err != nil {
				return connector.Batch{}, err
			}
		case o.unchanged(id):
			continue
		default:
			if err := o.emit(types.UpdateBefore, id, true); err != nil {
				return connector.Batch{}, err
			}
			if err := o.emit(types.UpdateAfter, id, false); err != nil {
				return connector.Batch{}, err
			}
		}
		o.remember(id)
	}
	return connector.Batch{Record: o.b.NewRecordBatch(), Kinds: o.kinds}, nil
}

// result is a call's current value for a group, narrowed to its type, and whether it is NULL.
func (c *typedStreamCall) result(id int32) (int64, bool) {
	if c.count {
		return c.val[id], false
	}
	if c.n[id] <= 0 && !c.zero {
		return 0, true // SUM of no value is NULL; $SUM0 is its running sum
	}
	return narrowInt(c.val[id], c.out), false
}

func narrowInt(v int64, t types.Type) int64 {
	switch t.Kind {
	case types.KindTinyInt:
		return int64(int8(v))
	case types.KindSmallInt:
		return int64(int16(v))
	case types.KindInt:
		return int64(int32(v))
	}
	return v
}

func (o *typedStreamAggregateOp) unchanged(id int32) bool {
	for c := range o.calls {
		call := &o.calls[c]
		v, null := call.result(id)
		if null != call.lastNull[id] || (!null && v != call.last[id]) {
			return false
		}
	}
	return true
}

func (o *typedStreamAggregateOp) remember(id int32) {
	o.emitted[id] = true
	for c := range o.calls {
		call := &o.calls[c]
		call.last[id], call.lastNull[id] = call.result(id)
	}
}

func (o *typedStreamAggregateOp) forget(id int32) {
	o.rows[id], o.live[id], o.emitted[id] = 0, false, false
	for c := range o.calls {
		call := &o.calls[c]
		call.val[id], call.n[id], call.last[id], call.lastNull[id] = 0, 0, 0, false
	}
}

// emit appends a group's row: its keys, then the calls' last emitted values (last) or their
// current ones.
func (o *typedStreamAggregateOp) emit(kind types.RowKind, id int32, last bool) error {
	for k := range o.n.Keys {
		if err := o.appendKey(k, id); err != nil {
			return err
		}
	}
	for c := range o.calls {
		call := &o.calls[c]
		v, null := call.result(id)
		if last {
			v, null = call.last[id], call.lastNull[id]
		}
		if err := appendTypedInt(o.b.Field(o.n.Keys+c), v, null); err != nil {
			return err
		}
	}
	o.kinds = append(o.kinds, kind)
	return nil
}

func (o *typedStreamAggregateOp) appendKey(k int, id int32) error {
	col := &o.keys.cols[k]
	fb := o.b.Field(k)
	if o.intKeys[k] {
		return appendTypedInt(fb, col.ints[id], col.nulls[id])
	}
	if o.keyVals[id] == nil {
		o.keyVals[id] = make([]any, o.n.Keys)
		for j := range o.keyVals[id] {
			o.keyVals[id][j] = o.keys.value(j, int(id))
		}
	}
	return types.AppendToBuilder(o.n.Output[k].Type, fb, o.keyVals[id][k])
}

func appendTypedInt(b array.Builder, v int64, null bool) error {
	if null {
		b.AppendNull()
		return nil
	}
	if !appendIntLayout(b, v) {
		return fmt.Errorf("%w: typed streaming aggregate into %T", flinkerr.ErrInternal, b)
	}
	return nil
}

func (o *typedStreamAggregateOp) Close() error {
	o.b.Release()
	return o.input.Close()
}

var _ Operator = (*typedStreamAggregateOp)(nil)
