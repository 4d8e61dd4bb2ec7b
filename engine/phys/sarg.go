package phys

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Calcite's simplifier, which runs before Flink's physical plans print, rewrites the
// comparisons of one field with literals under an AND or an OR into one search argument:
// x > 20000 AND x < 100000 is SEARCH(x, Sarg[(20000..100000)]), x = 1 OR x = 2 is
// SEARCH(x, Sarg[1, 2]). A result that one comparison says (a point, a half-open range, all
// but a point) goes back to a comparison.

// bound is one end of a range; inf marks an unbounded end.
type bound struct {
	v    opt.Decimal
	lit  *plan.Literal // the literal the value comes from
	open bool
	inf  bool
}

// rng is a range of values; a point has two closed, equal ends.
type rng struct{ lo, hi bound }

// sarg is a SEARCH's argument: sorted, disjoint ranges.
type sarg struct{ ranges []rng }

func (s *sarg) Type() types.Type { return types.Boolean.AsNotNull() }

func (s *sarg) String() string {
	parts := make([]string, len(s.ranges))
	for i, r := range s.ranges {
		parts[i] = r.String()
	}
	return "Sarg[" + strings.Join(parts, ", ") + "]"
}

func (r rng) isPoint() bool {
	return !r.lo.inf && !r.hi.inf && !r.lo.open && !r.hi.open && r.lo.v.Cmp(r.hi.v) == 0
}

// digest prints the search argument as a RexLiteral's digest: as String, but over BIGINT
// values each value as 0L:BIGINT and the whole typed, Sarg[0L:BIGINT, 1L:BIGINT]:BIGINT.
func (s *sarg) digest() string {
	bigint := len(s.ranges) > 0
	for _, r := range s.ranges {
		for _, b := range []bound{r.lo, r.hi} {
			bigint = bigint && (b.inf || (b.lit != nil && b.lit.T.Kind == types.KindBigInt))
		}
	}
	if !bigint {
		return s.String()
	}
	parts := make([]string, len(s.ranges))
	for i, r := range s.ranges {
		parts[i] = r.format(func(v opt.Decimal) string { return v.String() + "L:BIGINT" })
	}
	return "Sarg[" + strings.Join(parts, ", ") + "]:BIGINT"
}

// String prints a range as Guava does: [a..b], (a..+∞), (-∞..b), or a point as its value.
func (r rng) String() string { return r.format(opt.Decimal.String) }

func (r rng) format(value func(opt.Decimal) string) string {
	if r.isPoint() {
		return value(r.lo.v)
	}
	var b strings.Builder
	if r.lo.inf {
		b.WriteString("(-∞")
	} else {
		if r.lo.open {
			b.WriteByte('(')
		} else {
			b.WriteByte('[')
		}
		b.WriteString(value(r.lo.v))
	}
	b.WriteString("..")
	if r.hi.inf {
		b.WriteString("+∞)")
	} else {
		b.WriteString(value(r.hi.v))
		if r.hi.open {
			b.WriteByte(')')
		} else {
			b.WriteByte(']')
		}
	}
	return b.String()
}

// cmpLo orders lower bounds, cmpHi upper bounds.
func cmpLo(a, b bound) int {
	switch {
	case a.inf && b.inf:
		return 0
	case a.inf:
		return -1
	case b.inf:
		return 1
	}
	if c := a.v.Cmp(b.v); c != 0 {
		return c
	}
	switch {
	case a.open == b.open:
		return 0
	case a.open:
		return 1
	}
	return -1
}

func cmpHi(a, b bound) int {
	switch {
	case a.inf && b.inf:
		return 0
	case a.inf:
		return 1
	case b.inf:
		return -1
	}
	if c := a.v.Cmp(b.v); c != 0 {
		return c
	}
	switch {
	case a.open == b.open:
		return 0
	case a.open:
		return -1
	}
	return 1
}

// empty reports whether a range holds no value.
func (r rng) empty() bool {
	if r.lo.inf || r.hi.inf {
		return false
	}
	c := r.lo.v.Cmp(r.hi.v)
	return c > 0 || (c == 0 && (r.lo.open || r.hi.open))
}

// connected reports whether two ranges touch or overlap, so that their union is one range.
func connected(a, b rng) bool {
	if a.hi.inf || b.lo.inf {
		return true
	}
	c := a.hi.v.Cmp(b.lo.v)
	return c > 0 || (c == 0 && !(a.hi.open && b.lo.open))
}

func union(a, b []rng) []rng {
	all := append(append([]rng{}, a...), b...)
	sortRanges(all)
	var out []rng
	for _, r := range all {
		if n := len(out); n > 0 && connected(out[n-1], r) {
			if cmpHi(r.hi, out[n-1].hi) > 0 {
				out[n-1].hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

func intersect(a, b []rng) []rng {
	var out []rng
	for _, x := range a {
		for _, y := range b {
			r := rng{lo: x.lo, hi: x.hi}
			if cmpLo(y.lo, r.lo) > 0 {
				r.lo = y.lo
			}
			if cmpHi(y.hi, r.hi) < 0 {
				r.hi = y.hi
			}
			if !r.empty() {
				out = append(out, r)
			}
		}
	}
	sortRanges(out)
	return out
}

// sortRanges sorts by the low ends, stably, so that of two equal ends the one met first stays
// first; in O(n log n), as an IN list can hold 100,000 values.
func sortRanges(rs []rng) {
	slices.SortStableFunc(rs, func(a, b rng) int { return cmpLo(a.lo, b.lo) })
}

// termRanges reads a comparison of a field with a numeric literal (or a SEARCH) as ranges.
func termRanges(e plan.Expr) (ref *plan.InputRef, rs []rng, ok bool) {
	c, isCall := e.(*plan.Call)
	if !isCall || len(c.Args) != 2 {
		return nil, nil, false
	}
	if c.Op == plan.OpSearch {
		r, _ := c.Args[0].(*plan.InputRef)
		s, _ := c.Args[1].(*sarg)
		return r, s.ranges, r != nil && s != nil
	}
	op := c.Op
	flipped, cmp := op.Flipped()
	if !cmp {
		return nil, nil, false
	}
	r, isRef := c.Args[0].(*plan.InputRef)
	l, isLit := c.Args[1].(*plan.Literal)
	if !isRef || !isLit {
		r, isRef = c.Args[1].(*plan.InputRef)
		l, isLit = c.Args[0].(*plan.Literal)
		op = flipped // literal op field is field op' literal
	}
	if !isRef || !isLit {
		return nil, nil, false
	}
	v, isNum := opt.LiteralDecimal(l)
	if !isNum {
		return nil, nil, false
	}
	at, o := bound{v: v, lit: l}, bound{v: v, lit: l, open: true}
	below, above := bound{inf: true}, bound{inf: true}
	switch op {
	case plan.OpEquals:
		rs = []rng{{at, at}}
	case plan.OpNotEquals:
		rs = []rng{{below, o}, {o, above}}
	case plan.OpLess:
		rs = []rng{{below, o}}
	case plan.OpLessOrEqual:
		rs = []rng{{below, at}}
	case plan.OpGreater:
		rs = []rng{{o, above}}
	case plan.OpGreaterOrEqual:
		rs = []rng{{at, above}}
	default:
		panic("phys: termRanges of a comparison Flipped does not know, " + string(op))
	}
	return r, rs, true
}

// sargify rewrites the ANDs and ORs of an expression as Calcite's simplifier does.
func sargify(e plan.Expr) plan.Expr {
	c, ok := e.(*plan.Call)
	if !ok || (c.Op != plan.OpAnd && c.Op != plan.OpOr) {
		return e
	}
	args := flattened(c)
	terms := make([]plan.Expr, len(args))
	for i, a := range args {
		terms[i] = sargify(a)
	}
	type group struct {
		first int
		ref   *plan.InputRef
		rs    []rng
		count int
	}
	groups := map[int]*group{}
	var order []int
	for i, t := range terms {
		ref, rs, ok := termRanges(t)
		if !ok {
			continue
		}
		g, seen := groups[ref.Index]
		if !seen {
			groups[ref.Index] = &group{first: i, ref: ref, rs: rs, count: 1}
			order = append(order, ref.Index)
			continue
		}
		if c.Op == plan.OpAnd {
			g.rs = intersect(g.rs, rs)
		} else {
			// The union of an OR's ranges is merged once below: merging at each term is
			// quadratic in the terms.
			g.rs = append(g.rs, rs...)
		}
		g.count++
	}
	if c.Op == plan.OpOr {
		for _, g := range groups {
			if g.count > 1 {
				g.rs = union(nil, g.rs)
			}
		}
	}
	drop := map[int]bool{}
	replace := map[int]plan.Expr{}
	for _, idx := range order {
		g := groups[idx]
		if g.count < 2 {
			continue
		}
		for i, t := range terms {
			if i != g.first {
				if ref, _, ok := termRanges(t); ok && ref.Index == idx {
					drop[i] = true
				}
			}
		}
		replace[g.first] = searchOf(g.ref, g.rs)
	}
	var out []plan.Expr
	for i, t := range terms {
		if drop[i] {
			continue
		}
		if r, ok := replace[i]; ok {
			t = r
		}
		out = append(out, t)
	}
	if len(out) == 1 {
		return out[0]
	}
	return c.WithArgs(out)
}

// searchOf is SEARCH(ref, sarg), or the comparison that says the same when it is simple.
func searchOf(ref *plan.InputRef, rs []rng) plan.Expr {
	boolean := types.Boolean.WithNullable(ref.T.Nullable())
	cmp := func(op plan.Op, b bound) plan.Expr {
		return &plan.Call{Op: op, Args: []plan.Expr{ref, b.lit}, T: boolean}
	}
	switch {
	case len(rs) == 1 && rs[0].isPoint():
		return cmp(plan.OpEquals, rs[0].lo)
	case len(rs) == 1 && rs[0].lo.inf != rs[0].hi.inf:
		r := rs[0]
		switch {
		case r.lo.inf && r.hi.open:
			return cmp(plan.OpLess, r.hi)
		case r.lo.inf:
			return cmp(plan.OpLessOrEqual, r.hi)
		case r.lo.open:
			return cmp(plan.OpGreater, r.lo)
		default:
			return cmp(plan.OpGreaterOrEqual, r.lo)
		}
	case len(rs) == 2 && rs[0].lo.inf && rs[1].hi.inf && rs[0].hi.open && rs[1].lo.open && rs[0].hi.v.Cmp(rs[1].lo.v) == 0:
		return cmp(plan.OpNotEquals, rs[0].hi)
	}
	return &plan.Call{Op: plan.OpSearch, Args: []plan.Expr{ref, &sarg{ranges: rs}}, T: boolean}
}

// expandSearch turns SEARCHes back into comparisons, as Calcite's RexUtil.expandSearch does
// before Flink hands predicates to a source: points are equalities, ranges pairs of
// comparisons, several ranges an OR in their order.
func expandSearch(e plan.Expr) plan.Expr {
	c, ok := e.(*plan.Call)
	if !ok {
		return e
	}
	if c.Op == plan.OpSearch {
		ref := c.Args[0].(*plan.InputRef)
		s := c.Args[1].(*sarg)
		boolean := c.T
		cmp := func(op plan.Op, b bound) plan.Expr {
			return &plan.Call{Op: op, Args: []plan.Expr{ref, b.lit}, T: boolean}
		}
		if s.complementedPoints() {
			var ands []plan.Expr
			for _, r := range s.ranges[1:] {
				ands = append(ands, cmp(plan.OpNotEquals, r.lo))
			}
			if len(ands) == 1 {
				return ands[0]
			}
			return &plan.Call{Op: plan.OpAnd, Args: ands, T: boolean}
		}
		var ors []plan.Expr
		for _, r := range s.ranges {
			if r.isPoint() {
				ors = append(ors, cmp(plan.OpEquals, r.lo))
				continue
			}
			var ands []plan.Expr
			if !r.lo.inf {
				op := plan.OpGreaterOrEqual
				if r.lo.open {
					op = plan.OpGreater
				}
				ands = append(ands, cmp(op, r.lo))
			}
			if !r.hi.inf {
				op := plan.OpLessOrEqual
				if r.hi.open {
					op = plan.OpLess
				}
				ands = append(ands, cmp(op, r.hi))
			}
			if len(ands) == 1 {
				ors = append(ors, ands[0])
			} else {
				ors = append(ors, &plan.Call{Op: plan.OpAnd, Args: ands, T: boolean})
			}
		}
		if len(ors) == 1 {
			return ors[0]
		}
		return &plan.Call{Op: plan.OpOr, Args: ors, T: boolean}
	}
	args := make([]plan.Expr, len(c.Args))
	for i, a := range c.Args {
		args[i] = expandSearch(a)
	}
	return c.WithArgs(args)
}

// complementedPoints reports whether a Sarg is all values but some points: open ranges from
// -∞ to +∞ that leave out one value between each two.
func (s *sarg) complementedPoints() bool {
	rs := s.ranges
	if len(rs) < 2 || !rs[0].lo.inf || !rs[len(rs)-1].hi.inf {
		return false
	}
	for i := 0; i+1 < len(rs); i++ {
		if rs[i].hi.inf || !rs[i].hi.open || !rs[i+1].lo.open || rs[i].hi.v.Cmp(rs[i+1].lo.v) != 0 {
			return false
		}
	}
	return true
}

// sargifyCases folds the conditions of the CASEs in e as sargify does (Calcite's simplifier
// reaches them too): CASE(OR(=($e, 0), =($e, 1)), 0, 1) prints CASE(SEARCH($e, Sarg[0, 1]), 0,
// 1). Only CASE conditions and the operands of AND, OR, NOT and comparisons above them are
// visited, each node once.
func sargifyCases(e plan.Expr, memo map[plan.Expr]plan.Expr) plan.Expr {
	c, ok := e.(*plan.Call)
	if !ok {
		return e
	}
	if out, ok := memo[e]; ok {
		return out
	}
	var args []plan.Expr
	changed := false
	for i, a := range c.Args {
		x := sargifyCases(a, memo)
		if c.Op == plan.OpCase && i%2 == 0 && i < len(c.Args)-1 {
			x = sargify(x)
		}
		args = append(args, x)
		changed = changed || x != a
	}
	out := e
	if changed {
		n := *c
		n.Args = args
		out = &n
	}
	memo[e] = out
	return out
}
