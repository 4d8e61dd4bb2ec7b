package sqlgen

import (
	"fmt"
	"strings"
)

// scope is the columns an expression may read, by kind, each already qualified.
type scope struct {
	cols []column
}

func scopeOf(r *relation, alias string) *scope {
	s := &scope{}
	s.add(r.cols, alias)
	return s
}

func (s *scope) add(cols []column, alias string) {
	for _, c := range cols {
		name := c.name
		if alias != "" {
			name = alias + "." + c.name
		}
		s.cols = append(s.cols, column{name, c.t})
	}
}

func (s *scope) of(k kind) []column {
	var cs []column
	for _, c := range s.cols {
		if c.t.k == k {
			cs = append(cs, c)
		}
	}
	return cs
}

// maxDepth keeps ordinary expressions small; the deep ones are written on purpose (deep).
const maxDepth = 4

// expr writes an expression of a kind over a scope.
func (g *Generator) expr(k kind, s *scope, d int) string {
	if cs := s.of(k); len(cs) > 0 && (d >= maxDepth || g.chance(0.35)) {
		return pick(g, cs).name
	}
	if d >= maxDepth || g.chance(0.15) {
		return g.literal(k)
	}
	if g.chance(0.012) {
		return g.stress(k, s)
	}
	if g.chance(0.08) {
		return g.castFrom(k, s, d)
	}
	d++
	switch k {
	case kInt:
		return g.intExpr(s, d)
	case kReal:
		return g.realExpr(s, d)
	case kDec:
		return g.decExpr(s, d)
	case kStr:
		return g.strExpr(s, d)
	case kBool:
		return g.boolExpr(s, d)
	case kDate:
		return g.dateExpr(s, d)
	case kTs:
		return g.tsExpr(s, d)
	default:
		panic(fmt.Sprintf("sqlgen: no expressions of kind %d", k))
	}
}

func (g *Generator) intExpr(s *scope, d int) string {
	a := func() string { return g.expr(kInt, s, d) }
	switch g.intn(14) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", a(), pick(g, []string{"+", "-", "*"}), a())
	case 2:
		return fmt.Sprintf("(%s / %s)", a(), a())
	case 3:
		return fmt.Sprintf("MOD(%s, %s)", a(), a())
	case 4:
		return fmt.Sprintf("ABS(%s)", a())
	case 5:
		return fmt.Sprintf("CHAR_LENGTH(%s)", g.expr(kStr, s, d))
	case 6:
		return fmt.Sprintf("EXTRACT(%s FROM %s)", pick(g, []string{"YEAR", "MONTH", "DAY", "HOUR", "SECOND"}), g.expr(kTs, s, d))
	case 7:
		return fmt.Sprintf("CASE WHEN %s THEN %s ELSE %s END", g.expr(kBool, s, d), a(), a())
	case 8:
		return fmt.Sprintf("COALESCE(%s, %s)", a(), a())
	case 9:
		return fmt.Sprintf("-%s", a())
	case 10:
		return fmt.Sprintf("POSITION(%s IN %s)", g.expr(kStr, s, d), g.expr(kStr, s, d))
	case 11:
		return fmt.Sprintf("TIMESTAMPDIFF(%s, %s, %s)", pick(g, []string{"SECOND", "DAY", "MONTH"}), g.expr(kTs, s, d), g.expr(kTs, s, d))
	case 12:
		return fmt.Sprintf("GREATEST(%s, %s)", a(), a())
	default:
		return fmt.Sprintf("NULLIF(%s, %s)", a(), a())
	}
}

func (g *Generator) realExpr(s *scope, d int) string {
	a := func() string { return g.expr(kReal, s, d) }
	switch g.intn(9) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", a(), pick(g, []string{"+", "-", "*", "/"}), a())
	case 2:
		return fmt.Sprintf("%s(%s)", pick(g, []string{"SQRT", "LN", "EXP", "SIN", "COS", "ABS", "LOG10"}), a())
	case 3:
		return fmt.Sprintf("POWER(%s, %s)", a(), a())
	case 4:
		return fmt.Sprintf("ROUND(%s, %s)", a(), g.scaleArg())
	case 5:
		return fmt.Sprintf("CAST(%s AS DOUBLE)", g.expr(kInt, s, d))
	case 6:
		return "RAND(42)"
	case 7:
		return fmt.Sprintf("%s(%s)", pick(g, []string{"FLOOR", "CEIL"}), a())
	default:
		return fmt.Sprintf("IF(%s, %s, %s)", g.expr(kBool, s, d), a(), a())
	}
}

func (g *Generator) decExpr(s *scope, d int) string {
	a := func() string { return g.expr(kDec, s, d) }
	switch g.intn(7) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", a(), pick(g, []string{"+", "-", "*", "/"}), a())
	case 2:
		return fmt.Sprintf("ROUND(%s, %s)", a(), g.scaleArg())
	case 3:
		return fmt.Sprintf("TRUNCATE(%s, %d)", a(), g.intn(5))
	case 4:
		return fmt.Sprintf("CAST(%s AS DECIMAL(%d, %d))", g.expr(kInt, s, d), pick(g, []int{1, 10, 19, 38}), 0)
	case 5:
		return fmt.Sprintf("ABS(%s)", a())
	default:
		return fmt.Sprintf("%s(%s)", pick(g, []string{"FLOOR", "CEIL"}), a())
	}
}

func (g *Generator) strExpr(s *scope, d int) string {
	a := func() string { return g.expr(kStr, s, d) }
	switch g.intn(20) {
	case 0, 1:
		return fmt.Sprintf("CONCAT(%s, %s)", a(), a())
	case 2:
		return fmt.Sprintf("(%s || %s)", a(), a())
	case 3:
		return fmt.Sprintf("%s(%s)", pick(g, []string{"UPPER", "LOWER", "TRIM", "LTRIM", "RTRIM", "REVERSE", "INITCAP", "MD5", "TO_BASE64"}), a())
	case 4:
		return fmt.Sprintf("SUBSTRING(%s FROM %s FOR %s)", a(), g.expr(kInt, s, d), g.expr(kInt, s, d))
	case 5:
		return fmt.Sprintf("SUBSTR(%s, %s)", a(), g.expr(kInt, s, d))
	case 6:
		return fmt.Sprintf("REPLACE(%s, %s, %s)", a(), a(), a())
	case 7:
		return fmt.Sprintf("REGEXP_REPLACE(%s, '%s', %s)", a(), pick(g, []string{"a+", "[0-9]", ".*", "(x|y)*", ""}), a())
	case 8:
		return fmt.Sprintf("REPEAT(%s, %s)", a(), g.countArg())
	case 9:
		return fmt.Sprintf("%s(%s, %s, %s)", pick(g, []string{"LPAD", "RPAD"}), a(), g.countArg(), a())
	case 10:
		return fmt.Sprintf("CAST(%s AS STRING)", g.expr(pick(g, allKinds), s, d))
	case 11:
		return fmt.Sprintf("DATE_FORMAT(%s, '%s')", g.expr(kTs, s, d), pick(g, []string{"yyyy-MM-dd", "HH:mm:ss", "yyyy", "''"}))
	case 12:
		return fmt.Sprintf("CONCAT_WS(%s, %s, %s)", a(), a(), a())
	case 13:
		return fmt.Sprintf("SPLIT_INDEX(%s, %s, %s)", a(), a(), g.expr(kInt, s, d))
	case 14:
		return fmt.Sprintf("%s(%s, %s)", pick(g, []string{"LEFT", "RIGHT"}), a(), g.countArg())
	case 15:
		return fmt.Sprintf("COALESCE(%s, %s)", a(), a())
	case 16:
		return fmt.Sprintf("OVERLAY(%s PLACING %s FROM %s)", a(), a(), g.expr(kInt, s, d))
	case 17:
		return fmt.Sprintf("CASE %s WHEN %s THEN %s ELSE %s END", a(), a(), a(), a())
	case 18:
		return fmt.Sprintf("REGEXP_EXTRACT(%s, '%s', %d)", a(), pick(g, []string{"(a)(b)?", "([0-9]+)", "x"}), g.intn(3))
	default:
		return fmt.Sprintf("IF(%s, %s, %s)", g.expr(kBool, s, d), a(), a())
	}
}

func (g *Generator) boolExpr(s *scope, d int) string {
	k := pick(g, allKinds)
	x := func() string { return g.expr(k, s, d) }
	switch g.intn(12) {
	case 0, 1, 2:
		return fmt.Sprintf("(%s %s %s)", x(), pick(g, []string{"=", "<>", "<", "<=", ">", ">="}), x())
	case 3:
		return fmt.Sprintf("(%s AND %s)", g.expr(kBool, s, d), g.expr(kBool, s, d))
	case 4:
		return fmt.Sprintf("(%s OR %s)", g.expr(kBool, s, d), g.expr(kBool, s, d))
	case 5:
		return fmt.Sprintf("NOT %s", g.expr(kBool, s, d))
	case 6:
		return fmt.Sprintf("%s IS %sNULL", x(), pick(g, []string{"", "NOT "}))
	case 7:
		return fmt.Sprintf("%s %sBETWEEN %s AND %s", x(), pick(g, []string{"", "NOT "}), x(), x())
	case 8:
		var items []string
		for range 1 + g.intn(4) {
			items = append(items, x())
		}
		return fmt.Sprintf("%s %sIN (%s)", x(), pick(g, []string{"", "NOT "}), strings.Join(items, ", "))
	case 9:
		pattern := pick(g, []string{"%a%", "_", "", "a%", "%%", "_b_"})
		if g.chance(0.05) {
			pattern = "a\\_%" // an escaped wildcard: not supported yet
		}
		return fmt.Sprintf("%s LIKE '%s'", g.expr(kStr, s, d), pattern)
	case 10:
		return fmt.Sprintf("%s IS %s", g.expr(kBool, s, d), pick(g, []string{"TRUE", "NOT FALSE", "UNKNOWN"}))
	default:
		return fmt.Sprintf("%s IS DISTINCT FROM %s", x(), x())
	}
}

func (g *Generator) dateExpr(s *scope, d int) string {
	switch g.intn(4) {
	case 0:
		return fmt.Sprintf("CAST(%s AS DATE)", g.expr(kTs, s, d))
	case 1:
		// An interval's leading field has two digits: a third is the user's error, now and then.
		n := g.intn(199) - 99
		if g.chance(0.03) {
			n *= 10
		}
		return fmt.Sprintf("(%s + INTERVAL '%d' DAY)", g.expr(kDate, s, d), n)
	case 2:
		return fmt.Sprintf("TO_DATE(%s)", g.expr(kStr, s, d))
	default:
		return fmt.Sprintf("COALESCE(%s, DATE '2024-02-29')", g.expr(kDate, s, d))
	}
}

func (g *Generator) tsExpr(s *scope, d int) string {
	switch g.intn(4) {
	case 0:
		return fmt.Sprintf("TIMESTAMPADD(%s, %s, %s)", pick(g, []string{"SECOND", "HOUR", "DAY", "YEAR"}), g.expr(kInt, s, d), g.expr(kTs, s, d))
	case 1:
		return fmt.Sprintf("(%s - INTERVAL '%d' %s)", g.expr(kTs, s, d), g.intn(100), pick(g, []string{"SECOND", "MINUTE", "DAY"}))
	case 2:
		return fmt.Sprintf("CAST(%s AS TIMESTAMP(3))", g.expr(kDate, s, d))
	default:
		return fmt.Sprintf("TO_TIMESTAMP(%s)", g.expr(kStr, s, d))
	}
}

// castFrom casts a value of another kind, odd strings above all, to this kind.
func (g *Generator) castFrom(k kind, s *scope, d int) string {
	fn := pick(g, []string{"CAST", "CAST", "TRY_CAST"})
	var from string
	if g.chance(0.5) {
		from = g.oddString()
	} else {
		from = g.expr(pick(g, allKinds), s, d+1)
	}
	return fmt.Sprintf("%s(%s AS %s)", fn, from, pick(g, typesOfKind(k)).sql)
}

func typesOfKind(k kind) []colType {
	var ts []colType
	for _, t := range declaredTypes {
		if t.k == k {
			ts = append(ts, t)
		}
	}
	return ts
}

// oddString is a string literal that casts badly to some type.
func (g *Generator) oddString() string {
	return pick(g, []string{"''", "' '", "'NaN'", "'-NaN'", "'Infinity'", "'-Infinity'", "'1e400'", "'-0.0'", "'-0'",
		"'99999999999999999999999999999999999999'", "'9223372036854775808'", "'-9223372036854775809'",
		"'2147483648'", "'0.000000000000000000000000000000000000001'", "'1.5'", "' 42 '", "'0x1F'", "'true'", "'yes'",
		"'9999-12-31'", "'10000-01-01'", "'0000-00-00'", "'2024-02-30'", "'-2024-01-01'", "'2024-01-01 25:61:61'",
		"'1970-01-01 00:00:00.123456789'", "'99:99:99'", "'\u00e9\u00e9'", "'abc'", "'1,5'", "'+1'", "'1e10'"})
}

// literal is a literal of a kind, often at an edge of its type.
func (g *Generator) literal(k kind) string {
	switch k {
	case kInt:
		if g.chance(0.05) {
			return pick(g, []string{"9223372036854775807", "-9223372036854775808", "9223372036854775808"})
		}
		return pick(g, []string{"0", "1", "-1", "2", "7", "42", "127", "-128", "32767", "2147483647", "-2147483648",
			"2147483648", "CAST(NULL AS INT)", "CAST(-0 AS BIGINT)"})
	case kReal:
		return pick(g, []string{"0.0E0", "-0.0E0", "1.5E0", "1E308", "-1E308", "4.9E-324", "CAST('NaN' AS DOUBLE)",
			"CAST('Infinity' AS DOUBLE)", "CAST(NULL AS DOUBLE)", "3.4028235E38", "CAST(1 AS FLOAT)"})
	case kDec:
		if g.chance(0.05) { // literals past a long's unscaled range: Calcite's validator refuses them
			return pick(g, []string{"99999999999999999999999999999999999999", "-99999999999999999999999999999999999999",
				"0.00000000000000000000000000000000000001", "12345678901234567890.123456789012345678"})
		}
		return pick(g, []string{"0.00", "1.5", "-1.5", "0.1", "CAST(NULL AS DECIMAL(10, 2))", "-0.0",
			"CAST(1 AS DECIMAL(38, 37))", "999999999999999999", "0.000000000000000001", "-922337203685477580.7",
			"CAST('99999999999999999999999999999999999999' AS DECIMAL(38, 0))",
			"CAST('-9999999999999999999.9999999999999999999' AS DECIMAL(38, 19))"})
	case kStr:
		return pick(g, []string{"''", "'a'", "'ab'", "'x y'", "'\u00fc\u00f1\u00ee'", "'it''s'", "CAST(NULL AS STRING)",
			"'" + strings.Repeat("z", 50) + "'", "'%'", "'\\'", "'1'", "'NaN'"})
	case kBool:
		return pick(g, []string{"TRUE", "FALSE", "CAST(NULL AS BOOLEAN)"})
	case kDate:
		return pick(g, []string{"DATE '2024-01-01'", "DATE '1970-01-01'", "DATE '0001-01-01'", "DATE '9999-12-31'",
			"DATE '2024-02-29'", "CAST(NULL AS DATE)"})
	case kTs:
		return pick(g, []string{"TIMESTAMP '2024-01-01 00:00:00'", "TIMESTAMP '1970-01-01 00:00:00.001'",
			"TIMESTAMP '9999-12-31 23:59:59.999'", "TIMESTAMP '0001-01-01 00:00:00'", "CAST(NULL AS TIMESTAMP(3))"})
	default:
		panic(fmt.Sprintf("sqlgen: no literals of kind %d", k))
	}
}

// countArg is a repeat or pad count: mostly small, sometimes up to 2^63-1.
func (g *Generator) countArg() string {
	return pick(g, []string{"0", "1", "3", "-1", "10", "100", "1000", "100000", "2147483647", "2147483648",
		"9223372036854775807", "-9223372036854775808", "4611686018427387904", "CAST(NULL AS INT)"})
}

// scaleArg is ROUND's scale: mostly small, sometimes huge either way.
func (g *Generator) scaleArg() string {
	return pick(g, []string{"0", "1", "2", "-1", "-2", "18", "38", "39", "100", "-100", "2147483647", "-2147483648"})
}

// stress is an expression that is deep, wide or long on purpose: nesting near the parser's
// cap, long IN lists, long CASE chains, long concatenations.
func (g *Generator) stress(k kind, s *scope) string {
	leaf := g.expr(k, s, maxDepth)
	switch g.intn(5) {
	case 0: // nesting of parentheses and calls near (and sometimes past) the cap
		n := pick(g, []int{10, 50, 90, 95, 120, 199})
		var b strings.Builder
		for range n {
			b.WriteString("COALESCE(")
		}
		b.WriteString(leaf)
		for range n {
			b.WriteString(")")
		}
		return b.String()
	case 1: // a long IN list
		n := pick(g, []int{20, 20, 100, 100, 500, 2000})
		items := make([]string, n)
		for i := range items {
			items[i] = g.literal(k)
		}
		return fmt.Sprintf("CASE WHEN %s IN (%s) THEN %s ELSE %s END", leaf, strings.Join(items, ", "), leaf, g.literal(k))
	case 2: // a long CASE chain
		n := pick(g, []int{10, 50, 200})
		var b strings.Builder
		b.WriteString("CASE")
		for range n {
			fmt.Fprintf(&b, " WHEN %s THEN %s", g.expr(kBool, s, maxDepth-1), g.literal(k))
		}
		fmt.Fprintf(&b, " ELSE %s END", leaf)
		return b.String()
	case 3: // a long chain of binary operators, left-deep
		n := pick(g, []int{20, 100, 190, 500})
		op := map[kind]string{kInt: " + ", kReal: " * ", kDec: " + ", kStr: " || ", kBool: " AND "}[k]
		if op == "" {
			return fmt.Sprintf("COALESCE(%s, %s)", leaf, g.literal(k))
		}
		parts := make([]string, n)
		for i := range parts {
			parts[i] = g.expr(k, s, maxDepth)
		}
		return "(" + strings.Join(parts, op) + ")"
	default: // a value doubled in nested calls: a DAG whose tree is exponential
		e := leaf
		for range pick(g, []int{2, 4, 7}) {
			switch k {
			case kStr:
				e = fmt.Sprintf("SUBSTRING(CONCAT(%s, %s) FROM 1 FOR 20)", e, e)
			case kInt:
				e = fmt.Sprintf("MOD(%s + %s, 1000)", e, e)
			default:
				e = fmt.Sprintf("COALESCE(%s, %s)", e, e)
			}
		}
		return e
	}
}
