package exec

import (
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

const classEnforcer = "org.apache.flink.table.runtime.operators.sink.constraint.EnforcerException"

// EnforceNotNull applies Flink's sink NOT NULL check to a batch: a NULL in a NOT NULL column
// fails the job, or, with table.exec.sink.not-null-enforcer = DROP, drops the row.
func EnforceNotNull(b connector.Batch, fields []plan.Field, drop bool, alloc memory.Allocator) (connector.Batch, error) {
	var bad []bool
	for c, f := range fields {
		col := b.Record.Column(c)
		if f.Type.Nullable() || col.NullN() == 0 {
			continue
		}
		if !drop {
			b.Record.Release()
			return connector.Batch{}, runtimeError(classEnforcer, "Column '%s' is NOT NULL, however, a null value is being "+
				"written into it. You can set job configuration 'table.exec.sink.not-null-enforcer'='DROP' to suppress "+
				"this exception and drop such records silently.", f.Name)
		}
		if bad == nil {
			bad = make([]bool, b.Len())
		}
		for i := range b.Len() {
			bad[i] = bad[i] || col.IsNull(i)
		}
	}
	if bad == nil {
		return b, nil
	}
	var keep []int
	for i, isBad := range bad {
		if !isBad {
			keep = append(keep, i)
		}
	}
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	out, err := takeRecord(b, keep, alloc)
	b.Record.Release()
	return out, err
}
