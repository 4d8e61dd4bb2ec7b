package plan

import "sort"

// FunctionNames are the functions the binder knows, sorted: the catalog's scalar functions and
// the aggregates. The playground's editor completes them.
func FunctionNames() []string {
	names := make([]string, 0, len(functions)+len(aggFuncs))
	for name := range functions {
		names = append(names, name)
	}
	for name := range aggFuncs {
		if _, ok := functions[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}
