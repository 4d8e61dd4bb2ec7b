package sqlgen

import (
	"fmt"
	"strings"
)

// from is a FROM clause and what its columns are.
type from struct {
	sql     string
	sc      *scope
	rowtime string // the qualified event-time attribute, "" when there is none
}

// canonical is the type a computed value of a kind is cast to when a query's output types must
// be known exactly (sinks, set operations).
var canonical = map[kind]colType{kInt: tBigint, kReal: tDouble, kDec: {"DECIMAL(38, 6)", kDec},
	kStr: tStr, kBool: tBool, kDate: tDate, kTs: tTs}

// query writes a query and its output columns.
func (g *Generator) query() (string, []column) {
	g.depth++
	defer func() { g.depth-- }()
	if g.depth > 2 {
		return g.plainSelect(g.fromSingle(), false)
	}
	switch x := g.intn(100); {
	case x < 30:
		return g.plainSelect(g.fromAny(), g.chance(0.2))
	case x < 45:
		return g.aggregate(g.fromAny())
	case x < 53:
		return g.semiJoin()
	case x < 60:
		return g.setOperation()
	case x < 68:
		return g.windowed()
	case x < 74:
		return g.overAggregate()
	case x < 80:
		return g.topN()
	case x < 88:
		return g.cte()
	case x < 89:
		return g.dagCTE()
	case x < 95:
		return g.ordered()
	default:
		return g.scalarSubquery()
	}
}

// fromSingle reads one relation, a VALUES list or a subquery.
func (g *Generator) fromSingle() from {
	alias := g.name("a")
	rs := g.readable()
	if len(rs) == 0 || g.chance(0.08) {
		n := 1 + g.intn(3)
		var rows []string
		for i := range n {
			rows = append(rows, fmt.Sprintf("(%d, %s, %s)", i, g.literal(kStr), g.literal(kInt)))
		}
		cols := []column{{"id", tInt}, {"vs", tStr}, {"vn", tBigint}}
		f := from{sql: fmt.Sprintf("(VALUES %s) AS %s(id, vs, vn)", strings.Join(rows, ", "), alias), sc: &scope{}}
		f.sc.add(cols, alias)
		return f
	}
	if g.depth < 2 && g.chance(0.12) {
		q, cols := g.query()
		f := from{sql: fmt.Sprintf("(%s) AS %s", q, alias), sc: &scope{}}
		f.sc.add(cols, alias)
		return f
	}
	r := pick(g, rs)
	f := from{sql: fmt.Sprintf("%s AS %s", r.name, alias), sc: scopeOf(r, alias)}
	if r.rowtime != "" {
		f.rowtime = alias + "." + r.rowtime
	}
	return f
}

// fromAny is sometimes a join of two single sources.
func (g *Generator) fromAny() from {
	if g.depth > 1 || !g.chance(0.3) {
		return g.fromSingle()
	}
	l, r := g.fromSingle(), g.fromSingle()
	sc := &scope{cols: append(append([]column{}, l.sc.cols...), r.sc.cols...)}
	kindJoin := pick(g, []string{"JOIN", "INNER JOIN", "LEFT JOIN", "LEFT OUTER JOIN", "RIGHT JOIN", "FULL OUTER JOIN", "FULL JOIN"})
	cond := g.joinCondition(l.sc, r.sc, sc)
	f := from{sc: sc, rowtime: l.rowtime}
	switch {
	case g.chance(0.07):
		f.sql = fmt.Sprintf("%s CROSS JOIN %s", l.sql, r.sql)
	case g.chance(0.07):
		f.sql = fmt.Sprintf("%s, %s", l.sql, r.sql)
	default:
		f.sql = fmt.Sprintf("%s %s %s ON %s", l.sql, kindJoin, r.sql, cond)
	}
	if !strings.HasPrefix(kindJoin, "JOIN") && !strings.HasPrefix(kindJoin, "INNER") {
		f.rowtime = "" // an outer join's time attribute is no longer one
	}
	return f
}

// joinCondition equates columns of one kind on both sides, and sometimes adds a non-equi term.
func (g *Generator) joinCondition(l, r, both *scope) string {
	var terms []string
	for _, k := range []kind{kInt, kStr, kDate, kDec} {
		lc, rc := l.of(k), r.of(k)
		if len(lc) > 0 && len(rc) > 0 && (len(terms) == 0 || g.chance(0.2)) {
			terms = append(terms, fmt.Sprintf("%s = %s", pick(g, lc).name, pick(g, rc).name))
		}
	}
	if len(terms) == 0 || g.chance(0.15) {
		terms = append(terms, g.expr(kBool, both, 2))
	}
	return strings.Join(terms, " AND ")
}

// selectItems writes 1 to 4 expressions over a scope, with names o0, o1, ...; typed casts each
// to its kind's canonical type so that the output's types are known exactly.
func (g *Generator) selectItems(sc *scope, typed bool) ([]string, []column) {
	var items []string
	var cols []column
	for i := range 1 + g.intn(4) {
		name := fmt.Sprintf("o%d", i)
		if !typed && len(sc.cols) > 0 && g.chance(0.4) {
			c := pick(g, sc.cols)
			items = append(items, fmt.Sprintf("%s AS %s", c.name, name))
			cols = append(cols, column{name, c.t})
			continue
		}
		k := pick(g, allKinds)
		e := g.expr(k, sc, 1)
		t := canonical[k]
		items = append(items, fmt.Sprintf("CAST(%s AS %s) AS %s", e, t.sql, name))
		cols = append(cols, column{name, t})
	}
	return items, cols
}

func (g *Generator) where(sc *scope) string {
	if g.chance(0.4) {
		return " WHERE " + g.expr(kBool, sc, 1)
	}
	return ""
}

func (g *Generator) plainSelect(f from, distinct bool) (string, []column) {
	items, cols := g.selectItems(f.sc, false)
	if f.rowtime != "" && g.chance(0.3) {
		items = append(items, f.rowtime+" AS ts")
		cols = append(cols, column{"ts", tTs})
	}
	d := ""
	if distinct {
		d = "DISTINCT "
	}
	return fmt.Sprintf("SELECT %s%s FROM %s%s", d, strings.Join(items, ", "), f.sql, g.where(f.sc)), cols
}

// agg writes an aggregate call over a scope and its result's type.
func (g *Generator) agg(sc *scope) (string, colType) {
	num := func(k kind) string { return g.expr(k, sc, 2) }
	switch g.intn(12) {
	case 0:
		return "COUNT(*)", tBigint
	case 1:
		return fmt.Sprintf("COUNT(DISTINCT %s)", num(pick(g, allKinds))), tBigint
	case 2:
		return fmt.Sprintf("SUM(%s)", num(kInt)), tBigint
	case 3:
		return fmt.Sprintf("SUM(%s)", num(kDec)), canonical[kDec]
	case 4:
		return fmt.Sprintf("AVG(%s)", num(kReal)), tDouble
	case 5:
		return fmt.Sprintf("AVG(%s)", num(kDec)), canonical[kDec]
	case 6:
		k := pick(g, []kind{kInt, kReal, kDec, kStr, kDate, kTs})
		return fmt.Sprintf("%s(%s)", pick(g, []string{"MIN", "MAX"}), num(k)), canonical[k]
	case 7:
		return fmt.Sprintf("LISTAGG(%s)", num(kStr)), tStr
	case 8:
		if g.chance(0.1) { // not supported yet
			return fmt.Sprintf("%s(%s)", pick(g, []string{"STDDEV_POP", "VAR_SAMP", "STDDEV"}), num(kReal)), tDouble
		}
		return fmt.Sprintf("MAX(%s)", num(kReal)), tDouble
	case 9:
		return fmt.Sprintf("COUNT(%s)", num(pick(g, allKinds))), tBigint
	case 10:
		if g.chance(0.1) { // FILTER is not supported yet
			return fmt.Sprintf("SUM(%s) FILTER (WHERE %s)", num(kInt), g.expr(kBool, sc, 2)), tBigint
		}
		return fmt.Sprintf("SUM(%s)", num(kDec)), canonical[kDec]
	default:
		return fmt.Sprintf("AVG(%s)", num(kInt)), tBigint
	}
}

// aggregate groups by 0 to 2 keys, with HAVING sometimes.
func (g *Generator) aggregate(f from) (string, []column) {
	var items, keys []string
	var cols []column
	for i := range g.intn(3) {
		name := fmt.Sprintf("k%d", i)
		var key string
		var t colType
		if len(f.sc.cols) > 0 && g.chance(0.7) {
			c := pick(g, f.sc.cols)
			key, t = c.name, c.t
		} else {
			k := pick(g, allKinds)
			key, t = g.expr(k, f.sc, 2), canonical[k]
			key = fmt.Sprintf("CAST(%s AS %s)", key, t.sql)
		}
		keys = append(keys, key)
		items = append(items, fmt.Sprintf("%s AS %s", key, name))
		cols = append(cols, column{name, t})
	}
	for i := range 1 + g.intn(3) {
		a, t := g.agg(f.sc)
		name := fmt.Sprintf("m%d", i)
		items = append(items, fmt.Sprintf("CAST(%s AS %s) AS %s", a, t.sql, name))
		cols = append(cols, column{name, t})
	}
	q := fmt.Sprintf("SELECT %s FROM %s%s", strings.Join(items, ", "), f.sql, g.where(f.sc))
	if len(keys) > 0 {
		q += " GROUP BY " + strings.Join(keys, ", ")
	}
	if g.chance(0.3) {
		a, _ := g.agg(f.sc)
		q += fmt.Sprintf(" HAVING %s %s %d", a, pick(g, []string{">", ">=", "<>", "<"}), g.intn(4))
	}
	return q, cols
}

// semiJoin filters by IN, NOT IN, EXISTS or NOT EXISTS of a subquery, correlated or not.
func (g *Generator) semiJoin() (string, []column) {
	f := g.fromSingle()
	items, cols := g.selectItems(f.sc, false)
	inner := g.fromSingle()
	var cond string
	k := pick(g, []kind{kInt, kStr, kInt})
	outer, in := f.sc.of(k), inner.sc.of(k)
	switch {
	case len(outer) > 0 && len(in) > 0 && g.chance(0.5):
		cond = fmt.Sprintf("%s %sIN (SELECT %s FROM %s%s)", pick(g, outer).name, pick(g, []string{"", "NOT "}),
			pick(g, in).name, inner.sql, g.where(inner.sc))
	case len(outer) > 0 && len(in) > 0:
		cond = fmt.Sprintf("%sEXISTS (SELECT 1 FROM %s WHERE %s = %s)", pick(g, []string{"", "NOT "}),
			inner.sql, pick(g, in).name, pick(g, outer).name)
	default:
		cond = fmt.Sprintf("EXISTS (SELECT * FROM %s%s)", inner.sql, g.where(inner.sc))
	}
	return fmt.Sprintf("SELECT %s FROM %s WHERE %s", strings.Join(items, ", "), f.sql, cond), cols
}

// typedSelect selects expressions of given types, for one side of a set operation.
func (g *Generator) typedSelect(ts []colType) string {
	f := g.fromSingle()
	var items []string
	for i, t := range ts {
		items = append(items, fmt.Sprintf("CAST(%s AS %s) AS o%d", g.expr(t.k, f.sc, 2), t.sql, i))
	}
	return fmt.Sprintf("SELECT %s FROM %s%s", strings.Join(items, ", "), f.sql, g.where(f.sc))
}

func (g *Generator) setOperation() (string, []column) {
	var ts []colType
	var cols []column
	for i := range 1 + g.intn(3) {
		t := canonical[pick(g, allKinds)]
		ts = append(ts, t)
		cols = append(cols, column{fmt.Sprintf("o%d", i), t})
	}
	parts := []string{g.typedSelect(ts)}
	for range 1 + g.intn(2) {
		parts = append(parts, pick(g, []string{"UNION ALL", "UNION", "INTERSECT", "EXCEPT", "INTERSECT ALL", "EXCEPT ALL"}), g.typedSelect(ts))
	}
	q := strings.Join(parts, "\n")
	if g.chance(0.2) {
		q += fmt.Sprintf("\nORDER BY o0 LIMIT %d", g.intn(5))
	}
	return q, cols
}

// windowed is a window TVF, aggregated by window or read as rows.
func (g *Generator) windowed() (string, []column) {
	var timed []*relation
	for _, r := range g.readable() {
		if r.rowtime != "" {
			timed = append(timed, r)
		}
	}
	if len(timed) == 0 {
		return g.aggregate(g.fromSingle())
	}
	r := pick(g, timed)
	size := pick(g, []int{1, 2, 5, 10})
	var tvf string
	switch g.intn(4) {
	case 0, 1:
		tvf = fmt.Sprintf("TUMBLE(TABLE %s, DESCRIPTOR(%s), INTERVAL '%d' SECOND)", r.name, r.rowtime, size)
	case 2:
		tvf = fmt.Sprintf("HOP(TABLE %s, DESCRIPTOR(%s), INTERVAL '%d' SECOND, INTERVAL '%d' SECOND)", r.name, r.rowtime, size, size*pick(g, []int{1, 2, 3}))
	default:
		tvf = fmt.Sprintf("CUMULATE(TABLE %s, DESCRIPTOR(%s), INTERVAL '%d' SECOND, INTERVAL '%d' SECOND)", r.name, r.rowtime, size, size*pick(g, []int{1, 2, 4}))
	}
	alias := g.name("a")
	sc := scopeOf(r, alias)
	sc.add([]column{{"window_start", tTs}, {"window_end", tTs}}, alias)
	src := fmt.Sprintf("TABLE(%s) AS %s", tvf, alias)
	if g.chance(0.2) {
		return fmt.Sprintf("SELECT %s.window_start AS ws, %s.window_end AS we, %s.id AS id FROM %s", alias, alias, alias, src),
			[]column{{"ws", tTs}, {"we", tTs}, {"id", tBigint}}
	}
	items := []string{alias + ".window_start AS ws", alias + ".window_end AS we"}
	cols := []column{{"ws", tTs}, {"we", tTs}}
	keys := []string{alias + ".window_start", alias + ".window_end"}
	if ks := sc.of(kInt); g.chance(0.4) && len(ks) > 0 {
		k := pick(g, ks)
		keys = append(keys, k.name)
		items = append(items, k.name+" AS wk")
		cols = append(cols, column{"wk", k.t})
	}
	for i := range 1 + g.intn(2) {
		a, t := g.agg(sc)
		items = append(items, fmt.Sprintf("CAST(%s AS %s) AS m%d", a, t.sql, i))
		cols = append(cols, column{fmt.Sprintf("m%d", i), t})
	}
	return fmt.Sprintf("SELECT %s FROM %s%s GROUP BY %s", strings.Join(items, ", "), src, g.where(sc), strings.Join(keys, ", ")), cols
}

// overAggregate is an OVER window, ordered by the event time where there is one.
func (g *Generator) overAggregate() (string, []column) {
	f := g.fromSingle()
	order := f.rowtime
	if order == "" || g.chance(0.15) {
		if len(f.sc.cols) == 0 {
			return g.plainSelect(f, false)
		}
		order = pick(g, f.sc.cols).name
	}
	part := ""
	if ks := append(f.sc.of(kInt), f.sc.of(kStr)...); len(ks) > 0 && g.chance(0.7) {
		part = "PARTITION BY " + pick(g, ks).name + " "
	}
	frame := pick(g, []string{"", " ROWS BETWEEN 2 PRECEDING AND CURRENT ROW", " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW",
		" RANGE BETWEEN INTERVAL '2' SECOND PRECEDING AND CURRENT ROW", " ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING"})
	items, cols := g.selectItems(f.sc, false)
	for i := range 1 + g.intn(2) {
		fn, t := pick(g, []string{"COUNT(*)", "ROW_NUMBER()", "RANK()", "DENSE_RANK()"}), tBigint
		if g.chance(0.5) {
			fn, t = g.agg(f.sc)
			if strings.Contains(fn, "DISTINCT") || strings.Contains(fn, "FILTER") {
				fn, t = "COUNT(*)", tBigint
			}
		}
		fr := frame
		if strings.HasSuffix(fn, "()") && g.chance(0.9) {
			fr = "" // a frame with a ranking function is the user's error
		}
		items = append(items, fmt.Sprintf("CAST(%s OVER (%sORDER BY %s%s) AS %s) AS w%d", fn, part, order, fr, t.sql, i))
		cols = append(cols, column{fmt.Sprintf("w%d", i), t})
	}
	return fmt.Sprintf("SELECT %s FROM %s", strings.Join(items, ", "), f.sql), cols
}

// topN keeps the first rows of each partition by ROW_NUMBER, with the rank projected or not.
func (g *Generator) topN() (string, []column) {
	f := g.fromSingle()
	if len(f.sc.cols) == 0 {
		return g.plainSelect(f, false)
	}
	items, cols := g.selectItems(f.sc, false)
	orderBy := pick(g, f.sc.cols).name
	part := ""
	if g.chance(0.7) {
		part = "PARTITION BY " + pick(g, f.sc.cols).name + " "
	}
	inner := fmt.Sprintf("SELECT %s, ROW_NUMBER() OVER (%sORDER BY %s %s) AS rn FROM %s",
		strings.Join(items, ", "), part, orderBy, pick(g, []string{"ASC", "DESC"}), f.sql)
	var outer []string
	for _, c := range cols {
		outer = append(outer, c.name)
	}
	if g.chance(0.4) {
		outer = append(outer, "rn")
		cols = append(cols, column{"rn", tBigint})
	}
	return fmt.Sprintf("SELECT %s FROM (%s) WHERE rn %s %d", strings.Join(outer, ", "), inner, pick(g, []string{"<=", "<", "="}), pick(g, []int{1, 2, 3, 0})), cols
}

// cte defines one to three named subqueries and reads the last, sometimes joined to another.
func (g *Generator) cte() (string, []column) {
	var defs []string
	var last *relation
	saved := len(g.rel)
	for range 1 + g.intn(3) {
		q, cols := g.query()
		last = &relation{name: g.name("q"), cols: cols}
		defs = append(defs, fmt.Sprintf("%s AS (%s)", last.name, q))
		g.rel = append(g.rel, last)
	}
	q, cols := g.plainSelect(from{sql: last.name, sc: scopeOf(last, "")}, g.chance(0.2))
	g.rel = g.rel[:saved] // the names end with the query
	return "WITH " + strings.Join(defs, ",\n") + "\n" + q, cols
}

// dagCTE chains CTEs that each use the one before twice: a DAG whose tree is 2^n leaves.
func (g *Generator) dagCTE() (string, []column) {
	n := pick(g, []int{4, 10, 16, 30})
	defs := []string{"c0 AS (SELECT 'ab' AS s, 1 AS n)"}
	for i := 1; i <= n; i++ {
		defs = append(defs, fmt.Sprintf("c%d AS (SELECT CONCAT(s, s) AS s, n + n AS n FROM c%d)", i, i-1))
	}
	if g.chance(0.5) {
		return fmt.Sprintf("WITH %s\nSELECT CHAR_LENGTH(s) AS o0 FROM c%d", strings.Join(defs, ",\n"), n), []column{{"o0", tInt}}
	}
	return fmt.Sprintf("WITH %s\nSELECT n AS o0 FROM c%d", strings.Join(defs, ",\n"), n), []column{{"o0", tInt}}
}

// ordered is a plain select sorted, with LIMIT and OFFSET sometimes.
func (g *Generator) ordered() (string, []column) {
	q, cols := g.plainSelect(g.fromAny(), false)
	var keys []string
	for _, c := range cols {
		if g.chance(0.6) || len(keys) == 0 {
			keys = append(keys, c.name+pick(g, []string{"", " DESC", " ASC NULLS LAST", " DESC NULLS FIRST"}))
		}
	}
	q += " ORDER BY " + strings.Join(keys, ", ")
	if g.chance(0.8) {
		q += fmt.Sprintf(" LIMIT %d", pick(g, []int{0, 1, 3, 10, 2147483647}))
		if g.chance(0.2) {
			q += " OFFSET 1"
		}
	}
	return q, cols
}

// scalarSubquery puts an aggregate's single value in the select list or the WHERE clause.
func (g *Generator) scalarSubquery() (string, []column) {
	f := g.fromSingle()
	inner := g.fromSingle()
	a, t := g.agg(inner.sc)
	sub := fmt.Sprintf("(SELECT %s FROM %s)", a, inner.sql)
	items, cols := g.selectItems(f.sc, false)
	items = append(items, fmt.Sprintf("CAST(%s AS %s) AS sq", sub, t.sql))
	cols = append(cols, column{"sq", t})
	q := fmt.Sprintf("SELECT %s FROM %s", strings.Join(items, ", "), f.sql)
	if ks := f.sc.of(kInt); len(ks) > 0 && t.k == kInt && g.chance(0.5) {
		q += fmt.Sprintf(" WHERE %s < %s", pick(g, ks).name, sub)
	}
	return q, cols
}
