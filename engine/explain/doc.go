// Package explain prints physical plans (package phys) as Flink 2.3 prints them for EXPLAIN,
// byte for byte, and as a JSON graph for the UI. It plans nothing: the trees, the reuse marks
// and the nodes' explain terms are the physical plan's.
//
// # EXPLAIN text
//
// Text prints Flink's three sections: "== Abstract Syntax Tree ==", "== Optimized Physical
// Plan ==" (or "... With Advice ==", followed by the advice) as trees, every shared node in
// full wherever it is read, and "== Optimized Execution Plan ==" as Flink's
// ExecNodePlanDumper prints the DAG (tree.go): a node read more than once prints with
// (reuse_id=[N]) where first met and as Reused(reference_id=[N]) elsewhere; with several sinks
// it prints as a block of its own first. JSON_EXECUTION_PLAN adds "== Physical Execution Plan
// ==", the job's stream graph as Flink's JSON, for the chains recorded (json_plan.go).
//
// # The JSON graph
//
// NewGraph returns the execution plan as a Graph, which marshals to:
//
//	{
//	  "nodes": [{
//	    "id": 1,                        // 1-based, in depth-first order from the roots
//	    "operator": "HashAggregate",    // Flink's node name
//	    "description": "HashAggregate(isMerge=[true], groupBy=[cID], select=[...])",
//	    "attributes": [{"name": "groupBy", "value": "cID"}, ...],  // the explain terms, in order
//	    "fields": [{"name": "cID", "type": "INTEGER"}, ...],       // output, Calcite's type names
//	    "reused": true,                 // several consumers read it; it runs once
//	    "reuseId": 1,                   // the N of (reuse_id=[N]), when reused
//	    "consumers": 2,                 // how many nodes read it (0 for a root)
//	    "rowsIn": 1000, "rowsOut": 10,  // after a run only; absent for nodes that count
//	                                    // nothing of their own (exchanges, sorts inside a chain)
//	    "changelogMode": "I,UB,UA",     // streaming only: the row kinds it emits
//	    "upsertKeys": [[0]],            // streaming only: fields (positions in "fields") that
//	                                    // identify a row across its changes (FlinkRelMdUpsertKeys)
//	    "uniqueKeys": [[0], [0, 2]],    // fields no two rows share (FlinkRelMdUniqueKeys); [[]]
//	                                    // for one row; absent when none
//	    "span": {"start": 10, "end": 42} // the byte offsets of the SQL it came from
//	  }, ...],
//	  "edges": [{"from": 2, "to": 1, "input": 0}, ...],  // input node to consumer, input position
//	  "roots": [3, 7]                   // the sinks, or the query's last node
//	}
//
// Row counts come from the executor's per-node metrics: an aggregate's local phase shows the
// rows the aggregate read, its global phase the rows it produced.
package explain
