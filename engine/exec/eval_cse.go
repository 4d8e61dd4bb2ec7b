package exec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Common subexpressions. The planner keeps an expression as Flink prints it, so a Calc such as
// the seed job's computes MOD(id, 10000) in two of its columns (cID, and cName's CAST of it) as
// two separate nodes. Before a Calc or a projection runs, shareCommonSubexpressions makes the
// structurally equal deterministic calls and casts of its expressions one node, which the
// evaluation's memo (eval_memo.go) then computes once per batch. Only what runs changes: the plan,
// and so EXPLAIN, keeps its own expressions.
//
// Short-circuit semantics hold because sharing a node moves no evaluation: the memo is keyed by
// the node and the batch it is evaluated on, and a CASE or COALESCE evaluates its operands on
// batches of the rows that reach them. A node under a CASE branch is therefore still computed on
// that branch's rows only, and an error it raises on other rows (a division by zero, a failing
// CAST) is raised no more than before; it merely reuses a value computed on the same rows.
//
// Non-deterministic calls (RAND, UUID, the clock's functions, CURRENT_WATERMARK) are never
// shared, nor is anything above them: each occurrence is its own call, as in Flink's generated
// code.

// shareCommonSubexpressions returns exprs with each set of structurally equal deterministic
// calls and casts made one node, across all of them; the expressions are not modified.
func shareCommonSubexpressions(exprs []plan.Expr) []plan.Expr {
	c := &cse{nodes: map[plan.Expr]cseNode{}, canonical: map[string]plan.Expr{}}
	out := make([]plan.Expr, len(exprs))
	for i, e := range exprs {
		if e != nil {
			out[i] = c.rewrite(e).e
		}
	}
	return out
}

// cse is one run of shareCommonSubexpressions: the rewritten form of each node met (the
// expressions are DAGs, so each node is rewritten once), and the canonical node of each
// structure.
type cse struct {
	nodes     map[plan.Expr]cseNode
	canonical map[string]plan.Expr
	// ids numbers the keys met, for the parents' keys.
	ids map[string]string
}

// cseNode is a node's rewritten form, and the key of its structure; "" for a node that is not
// to be shared (non-deterministic, or over such a node), which no other node equals.
type cseNode struct {
	e   plan.Expr
	key string
}

func (c *cse) rewrite(e plan.Expr) cseNode {
	if n, ok := c.nodes[e]; ok {
		return n
	}
	n := c.rewriteNode(e)
	if n.key != "" {
		if canon, ok := c.canonical[n.key]; ok {
			n.e = canon
		} else {
			c.canonical[n.key] = n.e
		}
	}
	c.nodes[e] = n
	return n
}

// rewriteNode rewrites a node's operands and keys its structure: its kind, operator, type and
// options, and its operands' keys (short, so the keys stay linear in the DAG's size).
func (c *cse) rewriteNode(e plan.Expr) cseNode {
	switch x := e.(type) {
	case *plan.InputRef:
		return cseNode{e, fmt.Sprintf("$%d:%#v", x.Index, x.T)}
	case *plan.Literal:
		return cseNode{e, fmt.Sprintf("L%q:%T:%#v:%#v", x.Text, x.Value, x.Value, x.T)}
	case *plan.Cast:
		inner := c.rewrite(x.X)
		out := e
		if inner.e != x.X {
			out = x.WithX(inner.e)
		}
		if inner.key == "" {
			return cseNode{out, ""}
		}
		return cseNode{out, fmt.Sprintf("CAST(%s:%#v:%t:%t:%p)", c.ref(inner), x.T, x.Try, x.NullAsDefault, x.Session)}
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		keys := make([]string, len(x.Args))
		changed, deterministic := false, !plan.IsNonDeterministic(x.Op)
		for k, a := range x.Args {
			r := c.rewrite(a)
			args[k], keys[k] = r.e, c.ref(r)
			changed = changed || r.e != a
			deterministic = deterministic && r.key != ""
		}
		var out plan.Expr = x
		if changed {
			out = x.WithArgs(args)
		}
		if !deterministic {
			return cseNode{out, ""}
		}
		return cseNode{out, fmt.Sprintf("%s(%s):%#v:%p", x.Op, strings.Join(keys, ","), x.T, x.Session)}
	default:
		// Partial by design: another kind of node (a correlation or subquery reference, which
		// never reaches an executed plan) is left as it is and equals no other node.
		return cseNode{e, ""}
	}
}

// ref is the short form of a rewritten node in its parent's key: the canonical node's number.
func (c *cse) ref(n cseNode) string {
	if n.key == "" {
		return ""
	}
	if id, ok := c.ids[n.key]; ok {
		return id
	}
	if c.ids == nil {
		c.ids = map[string]string{}
	}
	id := "#" + strconv.Itoa(len(c.ids))
	c.ids[n.key] = id
	return id
}
