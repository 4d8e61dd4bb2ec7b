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
	for name := range groupingFuncs {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// FlinkFunctionNames are the functions Flink 2.3's SQL knows, sorted, with Flink's aggregate
// functions: what a call may name without being the user's mistake. The audit test holds
// every one that FunctionNames lacks to a refusal as not supported.
func FlinkFunctionNames() []string {
	names := make([]string, 0, len(flinkFunctionNames)+len(flinkOnlyAggregates))
	for name := range flinkFunctionNames {
		names = append(names, name)
	}
	for name := range flinkOnlyAggregates {
		if !flinkFunctionNames[name] {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}
