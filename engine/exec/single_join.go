package exec

import (
	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// singleJoin is a LEFT join for scalar subqueries, whose right side may give each left row at
// most one value. Flink plans a scalar subquery with a SINGLE_VALUE aggregate, grouped by the
// correlation keys when there are any, which fails when a group has two rows, whether or not a
// left row asks for that group; so the build side is checked as a whole, NULL keys forming a
// group of their own.
type singleJoin struct {
	joinDriver
	schema *arrow.Schema
}

func newSingleJoin(d joinDriver) *singleJoin {
	d.keepNulls = true
	o := &singleJoin{joinDriver: d, schema: schemaOf(d.n.Output)}
	o.probe, o.afterBuild = o.probeBatch, o.checkBuild
	return o
}

// errSingleValue is Flink's run-time error for a scalar subquery that returns two rows.
func errSingleValue() error {
	return runtimeError("org.apache.flink.table.api.TableRuntimeException", "SingleValueAggFunction received more than one element.")
}

// checkBuild fails when two build rows have equal keys, or, without keys or a residual
// condition, when there are two build rows at all.
func (o *singleJoin) checkBuild() error {
	t := o.build.table
	if t == nil {
		if o.keys.residual == nil && o.build.rows() > 1 {
			return errSingleValue()
		}
		return nil
	}
	for j := range o.build.rows() {
		for next := t.first(t.hashes[j]); next != 0; next = t.next[next-1] {
			i := int(next - 1)
			if i != j && t.hashes[i] == t.hashes[j] && o.sameKeys(i, j) {
				return errSingleValue()
			}
		}
	}
	return nil
}

// sameKeys compares two build rows' keys, NULL equal to NULL as grouping does.
func (o *singleJoin) sameKeys(i, j int) bool {
	for k := range o.build.keys {
		key := &o.build.keys[k]
		ni, nj := key.arr.IsNull(i), key.arr.IsNull(j)
		if ni || nj {
			if ni != nj {
				return false
			}
			continue
		}
		if !key.equal(i, key, j) {
			return false
		}
	}
	return true
}

func (o *singleJoin) probeBatch(b connector.Batch) error {
	matches := make([]int, b.Len())
	err := o.eachPairs(b, nil, false, o.schema, func(l, _ []int, rec arrow.RecordBatch) error {
		for _, i := range l {
			if matches[i]++; matches[i] > 1 {
				return errSingleValue()
			}
		}
		rec.Retain()
		o.emit(rec)
		return nil
	})
	if err != nil {
		return err
	}
	var rows, pad []int
	for i, m := range matches {
		if m == 0 {
			rows, pad = append(rows, i), append(pad, -1)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	rec, err := pairRecord(b.Record, o.build.rec, rows, pad, o.schema, o.alloc)
	if err != nil {
		return err
	}
	o.emit(rec)
	return nil
}
