package plan

import "fmt"

// FirstLastMergeMessage is the message of Flink's ValidationException for an aggregate that calls
// FIRST_VALUE or LAST_VALUE where it must merge partial results (HOP and CUMULATE window
// aggregates merge slices): Flink's functions for them have no merge method. It is "" when the
// aggregate calls neither.
func FirstLastMergeMessage(n *Aggregate) string {
	for _, c := range n.Calls {
		class := map[string]string{"FIRST_VALUE": "FirstValueAggFunction", "LAST_VALUE": "LastValueAggFunction"}[c.Func]
		if class != "" {
			return fmt.Sprintf("Could not find an implementation method 'merge' in class "+
				"'org.apache.flink.table.runtime.functions.aggregate.%s' for function '%s' that matches the "+
				"following signature:\nvoid merge(org.apache.flink.table.data.RowData, java.lang.Iterable)", class, c.Func)
		}
	}
	return ""
}
