package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// An expression is a DAG: when the optimizer merges projections, a sub-expression that several
// parents read is one node (thirty views of CONCAT(s, s), each over the one before, are thirty
// nodes whose tree form has 2^30). An evaluation therefore computes each node read more than
// once a single time per batch, and the walks over expressions below visit each node once.

// evalScope is one evaluation of an expression over a batch: the allocator it runs with, and the
// values of its shared nodes, by node and by the batch they were computed on (a CASE evaluates
// its branches on batches of the rows that reach them). It travels as the allocator, which
// every step of an evaluation passes down already: the kernels and the lazy operators reach the
// same scope without each taking one more argument.
type evalScope struct {
	memory.Allocator
	shared map[plan.Expr]bool
	values map[evalKey]arrow.Array
}

type evalKey struct {
	e   plan.Expr
	rec arrow.RecordBatch
}

// scopeOf returns the evaluation the allocator belongs to, starting one for e if there is none.
func scopeOf(e plan.Expr, alloc memory.Allocator) (s *evalScope, started bool) {
	if s, ok := alloc.(*evalScope); ok {
		return s, false
	}
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	return &evalScope{Allocator: alloc, shared: sharedNodes(e)}, true
}

// newScopeOf starts one evaluation of several expressions over a batch, whose shared nodes are
// known already (sharedNodes of the expressions, found once for an operator's expressions rather
// than per batch): a node that more than one of them reads is computed once. The caller releases
// it after the last expression.
func newScopeOf(shared map[plan.Expr]bool, alloc memory.Allocator) *evalScope {
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	return &evalScope{Allocator: alloc, shared: shared}
}

// release drops the scope's references to the values it kept; the scope's key references keep
// each batch alive until then, so a batch's address is never reused for another meanwhile.
func (s *evalScope) release() {
	for _, v := range s.values {
		v.Release()
	}
	s.values, s.shared = nil, nil
}

// memoized evaluates a shared node once per batch; the result is the caller's to release.
func (s *evalScope) memoized(e plan.Expr, b connector.Batch, compute func() (arrow.Array, error)) (arrow.Array, error) {
	if !s.shared[e] {
		return compute()
	}
	key := evalKey{e, b.Record}
	if v, ok := s.values[key]; ok {
		v.Retain()
		return v, nil
	}
	v, err := compute()
	if err != nil {
		return nil, err
	}
	if s.values == nil {
		s.values = map[evalKey]arrow.Array{}
	}
	v.Retain()
	s.values[key] = v
	return v, nil
}

// sharedNodes returns the calls and casts of the expressions that more than one parent (or more
// than one of the expressions) reads, or that one parent reads twice (a COALESCE its arguments).
func sharedNodes(exprs ...plan.Expr) map[plan.Expr]bool {
	var shared map[plan.Expr]bool
	seen := map[plan.Expr]bool{}
	var walk func(plan.Expr)
	walk = func(e plan.Expr) {
		switch x := e.(type) {
		case *plan.Call, *plan.Cast:
			if seen[e] {
				if shared == nil {
					shared = map[plan.Expr]bool{}
				}
				shared[e] = true
				return
			}
			seen[e] = true
			if c, ok := x.(*plan.Call); ok {
				for _, a := range c.Args {
					walk(a)
				}
				if c.Op == plan.OpCoalesce {
					// COALESCE reads each argument twice, as its test and as its value.
					for _, a := range c.Args {
						switch a.(type) {
						case *plan.Call, *plan.Cast:
							if shared == nil {
								shared = map[plan.Expr]bool{}
							}
							shared[a] = true
						default:
							// Partial by design: a leaf is cheap to evaluate twice and is not memoized.
						}
					}
				}
			} else {
				walk(x.(*plan.Cast).X)
			}
		default:
			// Partial by design: a leaf is cheap to evaluate twice and is not memoized.
		}
	}
	for _, e := range exprs {
		walk(e)
	}
	return shared
}
