package phys

import "fmt"

// Kind is a node's operator: one of Flink's batch and streaming physical (and exec) nodes, or
// one of the Calcite logical nodes the abstract syntax tree prints. The set is closed: a node
// is made with one of these, and code that tells nodes apart compares kinds, never names.
type Kind uint8

// The kinds, one per Flink node the package builds. KindInvalid is the zero value, which no
// node has, so that a node made without a kind fails loudly when it prints.
const (
	KindInvalid Kind = iota

	// Physical and exec nodes.
	KindTableSourceScan
	KindCalc
	KindExchange
	KindHashJoin
	KindAdaptiveJoin // a shuffled HashJoin as Flink 2's execution plan prints it
	KindNestedLoopJoin
	KindJoin // the streaming join
	KindCorrelate
	KindLocalHashAggregate
	KindHashAggregate
	KindLocalSortAggregate
	KindSortAggregate
	KindGroupAggregate
	KindLocalWindowAggregate
	KindGlobalWindowAggregate
	KindWindowAggregate // a window aggregate in one phase
	KindExpand
	KindOverAggregate
	KindRank
	KindDeduplicate
	KindSort
	KindSortLimit
	KindLimit
	KindTemporalSort
	KindUnion
	KindValues
	KindWatermarkAssigner
	KindWindowTableFunction
	KindMultipleInput
	KindSink

	// Logical nodes of the abstract syntax tree.
	KindLogicalTableScan
	KindLogicalProject
	KindLogicalFilter
	KindLogicalAggregate
	KindLogicalJoin
	KindLogicalCorrelate
	KindUncollect
	KindLogicalUnion
	KindLogicalIntersect
	KindLogicalMinus
	KindLogicalSort
	KindLogicalValues
	KindLogicalTableFunctionScan
	KindLogicalWatermarkAssigner
	KindLogicalSink

	// Temporal joins (temporal_join.go): the streaming node and the abstract syntax tree's.
	KindTemporalJoin
	KindLogicalSnapshot

	// Legacy group windows (group_window.go): the streaming GroupWindowAggregate and the
	// batch window aggregates.
	KindGroupWindowAggregate
	KindLocalHashWindowAggregate
	KindHashWindowAggregate
	KindLocalSortWindowAggregate
	KindSortWindowAggregate
	// MATCH_RECOGNIZE (match.go): the physical node and the abstract syntax tree's.
	KindMatch
	KindLogicalMatch
	// Interval joins (interval_join.go): the streaming IntervalJoin.
	KindIntervalJoin
	// The streaming window join (window_join.go).
	KindWindowJoin
	// Window Top-N and window deduplication (window_rank.go).
	KindWindowRank
	KindWindowDeduplicate
	// The DropUpdateBefore above a changelog source whose consumer wants +U alone
	// (scan_changelog.go).
	KindDropUpdateBefore
	// The normalization above an upsert source's scan (changelog_normalize.go).
	KindChangelogNormalize

	kindCount // not a kind: the number of kinds, for the test that the list is whole
)

// Kinds are all kinds a node can have, in declaration order.
var Kinds = []Kind{
	KindTableSourceScan, KindCalc, KindExchange, KindHashJoin, KindAdaptiveJoin, KindNestedLoopJoin,
	KindJoin, KindCorrelate, KindLocalHashAggregate, KindHashAggregate, KindLocalSortAggregate,
	KindSortAggregate, KindGroupAggregate, KindLocalWindowAggregate, KindGlobalWindowAggregate,
	KindWindowAggregate, KindExpand, KindOverAggregate, KindRank, KindDeduplicate, KindSort, KindSortLimit, KindLimit, KindTemporalSort,
	KindUnion, KindValues, KindWatermarkAssigner, KindWindowTableFunction, KindMultipleInput, KindSink,
	KindLogicalTableScan, KindLogicalProject, KindLogicalFilter, KindLogicalAggregate, KindLogicalJoin,
	KindLogicalCorrelate, KindUncollect,
	KindLogicalUnion, KindLogicalIntersect, KindLogicalMinus, KindLogicalSort, KindLogicalValues,
	KindLogicalTableFunctionScan, KindLogicalWatermarkAssigner, KindLogicalSink,
	KindTemporalJoin, KindLogicalSnapshot,
	KindGroupWindowAggregate, KindLocalHashWindowAggregate, KindHashWindowAggregate,
	KindLocalSortWindowAggregate, KindSortWindowAggregate,
	KindMatch, KindLogicalMatch,
	KindIntervalJoin,
	KindWindowJoin,
	KindWindowRank, KindWindowDeduplicate,
	KindDropUpdateBefore,
	KindChangelogNormalize,
}

// String is the kind's name as Flink prints the node.
func (k Kind) String() string {
	switch k {
	case KindTableSourceScan:
		return "TableSourceScan"
	case KindCalc:
		return "Calc"
	case KindExchange:
		return "Exchange"
	case KindHashJoin:
		return "HashJoin"
	case KindAdaptiveJoin:
		return "AdaptiveJoin"
	case KindNestedLoopJoin:
		return "NestedLoopJoin"
	case KindJoin:
		return "Join"
	case KindCorrelate:
		return "Correlate"
	case KindLocalHashAggregate:
		return "LocalHashAggregate"
	case KindHashAggregate:
		return "HashAggregate"
	case KindLocalSortAggregate:
		return "LocalSortAggregate"
	case KindSortAggregate:
		return "SortAggregate"
	case KindGroupAggregate:
		return "GroupAggregate"
	case KindLocalWindowAggregate:
		return "LocalWindowAggregate"
	case KindGlobalWindowAggregate:
		return "GlobalWindowAggregate"
	case KindWindowAggregate:
		return "WindowAggregate"
	case KindExpand:
		return "Expand"
	case KindOverAggregate:
		return "OverAggregate"
	case KindRank:
		return "Rank"
	case KindDeduplicate:
		return "Deduplicate"
	case KindSort:
		return "Sort"
	case KindSortLimit:
		return "SortLimit"
	case KindLimit:
		return "Limit"
	case KindTemporalSort:
		return "TemporalSort"
	case KindUnion:
		return "Union"
	case KindValues:
		return "Values"
	case KindWatermarkAssigner:
		return "WatermarkAssigner"
	case KindWindowTableFunction:
		return "WindowTableFunction"
	case KindMultipleInput:
		return "MultipleInput"
	case KindSink:
		return "Sink"
	case KindLogicalTableScan:
		return "LogicalTableScan"
	case KindLogicalProject:
		return "LogicalProject"
	case KindLogicalFilter:
		return "LogicalFilter"
	case KindLogicalAggregate:
		return "LogicalAggregate"
	case KindLogicalJoin:
		return "LogicalJoin"
	case KindLogicalCorrelate:
		return "LogicalCorrelate"
	case KindUncollect:
		return "Uncollect"
	case KindLogicalUnion:
		return "LogicalUnion"
	case KindLogicalIntersect:
		return "LogicalIntersect"
	case KindLogicalMinus:
		return "LogicalMinus"
	case KindLogicalSort:
		return "LogicalSort"
	case KindLogicalValues:
		return "LogicalValues"
	case KindLogicalTableFunctionScan:
		return "LogicalTableFunctionScan"
	case KindLogicalWatermarkAssigner:
		return "LogicalWatermarkAssigner"
	case KindLogicalSink:
		return "LogicalSink"
	case KindGroupWindowAggregate:
		return "GroupWindowAggregate"
	case KindLocalHashWindowAggregate:
		return "LocalHashWindowAggregate"
	case KindHashWindowAggregate:
		return "HashWindowAggregate"
	case KindLocalSortWindowAggregate:
		return "LocalSortWindowAggregate"
	case KindSortWindowAggregate:
		return "SortWindowAggregate"
	case KindTemporalJoin:
		return "TemporalJoin"
	case KindLogicalSnapshot:
		return "LogicalSnapshot"
	case KindMatch:
		return "Match"
	case KindIntervalJoin:
		return "IntervalJoin"
	case KindLogicalMatch:
		return "LogicalMatch"
	case KindWindowJoin:
		return "WindowJoin"
	case KindWindowRank:
		return "WindowRank"
	case KindWindowDeduplicate:
		return "WindowDeduplicate"
	case KindDropUpdateBefore:
		return "DropUpdateBefore"
	case KindChangelogNormalize:
		return "ChangelogNormalize"
	default:
		panic(fmt.Sprintf("phys: a node of no kind (%d)", uint8(k)))
	}
}

// KindOf is the kind Flink prints as name, for building plans by hand (the printers' tests).
func KindOf(name string) (Kind, bool) {
	for _, k := range Kinds {
		if k.String() == name {
			return k, true
		}
	}
	return KindInvalid, false
}
