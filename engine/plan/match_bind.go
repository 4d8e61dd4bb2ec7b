package plan

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// matchScope binds the expressions of MEASURES and DEFINE. Names read a row of the match: an
// unqualified column is the last row (in DEFINE the row being tested), V.col the last row of
// variable V. While an expression binds, field i of block 0 is the unqualified column i, of
// block v+1 variable v's column i, and refs from (len(vars)+1)*n on are the special values
// (FIRST, LAST, aggregates, MATCH_ROWTIME) in special; bound, the refs become slots.
type matchScope struct {
	m       *sql.MatchRecognize
	input   []Field
	vars    []string
	special []MatchSlot
	rowtime Field // the ORDER BY time attribute
	// measures is set while MEASURES bind, where PREV and NEXT are not allowed.
	measures bool
}

func (ms *matchScope) base() int { return (len(ms.vars) + 1) * len(ms.input) }

func (ms *matchScope) scope() scope {
	var sc scope
	for _, f := range ms.input {
		sc = append(sc, scopeField{Field: f})
	}
	for _, v := range ms.vars {
		for _, f := range ms.input {
			g := f
			g.Type = regularTime(f.Type)
			g.Type.NotNull = false
			sc = append(sc, scopeField{table: v, Field: g, qualifiedOnly: true, notInStar: true})
		}
	}
	return sc
}

// regularTime is t without its time attribute: a match's rows are read as plain values.
func regularTime(t types.Type) types.Type {
	t.TimeAttr = types.TimestampRegular
	return t
}

func (ms *matchScope) addSpecial(s MatchSlot) Expr {
	ms.special = append(ms.special, s)
	return &InputRef{Index: ms.base() + len(ms.special) - 1, T: s.T}
}

// lookup binds the calls that read a match: FIRST, LAST, PREV, NEXT, aggregates over a
// variable, MATCH_ROWTIME, MATCH_PROCTIME and CLASSIFIER.
func (ms *matchScope) lookup(b *Binder, e sql.Expr, sc scope) (Expr, bool, error) {
	if n, isName := e.(*sql.Name); isName && len(n.Parts) == 2 && indexOf(ms.vars, n.Parts[0].Name) < 0 {
		return nil, true, validatorError(n, "Table '%s' not found", n.Parts[0].Name)
	}
	f, ok := e.(*sql.FuncCall)
	if !ok || f.Over != nil || f.OverName != nil {
		return nil, false, nil
	}
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	switch name {
	case "FIRST", "LAST":
		x, err := ms.navigation(b, f, sc, name)
		return x, true, err
	case "PREV", "NEXT":
		if ms.measures {
			return nil, true, validatorError(f, "Cannot use PREV/NEXT in MEASURE '%s'", sql.QuotedString(f))
		}
		if len(f.Args) < 1 || len(f.Args) > 2 {
			return nil, true, validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 2 arguments", name)
		}
		offset := 1
		if len(f.Args) == 2 {
			n, err := matchOffset(f.Args[1])
			if err != nil {
				return nil, true, err
			}
			offset = n
		}
		if offset != 0 {
			e := flinkerr.Newf(flinkerr.ErrValidation, "", "Flink does not support physical offsets within partition.")
			e.Class = flinkerr.ClassTable
			return nil, true, e.At(f.Pos().ErrorPosition())
		}
		x, err := b.bindExpr(f.Args[0], sc)
		return x, true, err
	case "MATCH_ROWTIME":
		if len(f.Args) > 0 {
			return nil, true, notSupported(f, "MATCH_ROWTIME with an argument")
		}
		if ms.rowtime.Type.TimeAttr == types.TimestampProctime {
			return nil, true, notSupported(f, "MATCH_ROWTIME() ordered by a proctime")
		}
		return ms.addSpecial(MatchSlot{Kind: SlotRowtime, Var: -1, T: ms.rowtime.Type}), true, nil
	case "MATCH_PROCTIME":
		if len(f.Args) > 0 {
			return nil, true, notSupported(f, "MATCH_PROCTIME with an argument")
		}
		t := types.Type{Kind: types.KindTimestampLTZ, Precision: 3, NotNull: true, TimeAttr: types.TimestampProctime}
		return ms.addSpecial(MatchSlot{Kind: SlotProctime, Var: -1, T: t}), true, nil
	case "CLASSIFIER":
		e := flinkerr.Newf(flinkerr.ErrValidation, "", "Unsupported call: CLASSIFIER() \nIf you think this function should be supported, you can create an issue and start a discussion for it.")
		e.Class = flinkerr.ClassCodeGen
		return nil, true, e.At(f.Pos().ErrorPosition())
	case "MATCH_NUMBER":
		return nil, true, notSupported(f, "MATCH_NUMBER()")
	}
	if isAggregate(f) {
		x, err := ms.aggregate(b, f, sc, name)
		return x, true, err
	}
	return nil, false, nil
}

// matchOffset reads the literal offset of FIRST, LAST, PREV and NEXT.
func matchOffset(e sql.Expr) (int, error) {
	l, ok := e.(*sql.Literal)
	if !ok || l.Kind != sql.LitInteger {
		return 0, notSupported(e, "a navigation offset that is not an integer literal")
	}
	n, err := strconv.Atoi(l.Value)
	if err != nil || n > 1<<20 {
		return 0, notSupported(e, "this navigation offset")
	}
	return n, nil
}

// refBlock splits a bound ref into its block (-1: unqualified, v: variable v) and field.
func (ms *matchScope) refBlock(x Expr) (v, field int, ok bool) {
	r, isRef := x.(*InputRef)
	if !isRef || r.Index >= ms.base() {
		return 0, 0, false
	}
	n := len(ms.input)
	return r.Index/n - 1, r.Index % n, true
}

func (ms *matchScope) navigation(b *Binder, f *sql.FuncCall, sc scope, name string) (Expr, error) {
	if len(f.Args) < 1 || len(f.Args) > 2 {
		return nil, validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 2 arguments", name)
	}
	offset := 0
	if len(f.Args) == 2 {
		n, err := matchOffset(f.Args[1])
		if err != nil {
			return nil, err
		}
		offset = n
	}
	x, err := b.bindExpr(f.Args[0], sc)
	if err != nil {
		return nil, err
	}
	v, field, ok := ms.refBlock(x)
	if !ok {
		return nil, notSupported(f.Args[0], name+" of an expression that is not a column")
	}
	kind := SlotLast
	if name == "FIRST" {
		kind = SlotFirst
	}
	t := regularTime(ms.input[field].Type)
	t.NotNull = false
	return ms.addSpecial(MatchSlot{Kind: kind, Var: v, Field: field, Offset: offset, T: t, Nav: true}), nil
}

func (ms *matchScope) aggregate(b *Binder, f *sql.FuncCall, sc scope, name string) (Expr, error) {
	if !map[string]bool{"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true}[name] {
		return nil, notSupported(f, name+" in MATCH_RECOGNIZE")
	}
	if f.Quantifier == "DISTINCT" || f.Filter != nil {
		return nil, notSupported(f, "DISTINCT or FILTER in MATCH_RECOGNIZE")
	}
	slot := MatchSlot{Kind: SlotAgg, Var: -1, Agg: name}
	if f.Star {
		if name != "COUNT" {
			return nil, notSupported(f, name+"(*)")
		}
		slot.T = types.CountType()
		return ms.addSpecial(slot), nil
	}
	if err := checkAggArgCount(f, name); err != nil {
		return nil, err
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return nil, err
	}
	if err := checkAggArgTypes(f, name, args); err != nil {
		return nil, err
	}
	vars := map[int]bool{}
	var bad bool
	arg := MapRefs(args[0], func(r *InputRef) Expr {
		v, field, ok := ms.refBlock(r)
		if !ok {
			bad = true
			return r
		}
		vars[v] = true
		return &InputRef{Index: field, T: r.T}
	})
	if bad {
		return nil, notSupported(f, "an aggregate of FIRST, LAST or another aggregate")
	}
	if len(vars) > 1 {
		return nil, validatorError(f, "Multiple pattern variables in '%s'", sql.QuotedString(f))
	}
	for v := range vars {
		slot.Var = v
	}
	slot.Arg = arg
	t := arg.Type()
	switch name {
	case "COUNT":
		slot.T = types.CountType()
	case "SUM":
		slot.T = types.SumType(t, false)
	case "AVG":
		slot.T = types.AvgType(t, false)
	default:
		slot.T = types.MinMaxType(t, false)
	}
	return ms.addSpecial(slot), nil
}

// slots turns a bound expression's refs into slots, appended to list; it returns the
// expression over the slots.
func (ms *matchScope) slots(e Expr, list *[]MatchSlot, index map[int]int) Expr {
	n := len(ms.input)
	return MapRefs(e, func(r *InputRef) Expr {
		if i, ok := index[r.Index]; ok {
			return &InputRef{Index: i, T: r.T}
		}
		var s MatchSlot
		if r.Index >= ms.base() {
			s = ms.special[r.Index-ms.base()]
		} else {
			s = MatchSlot{Kind: SlotLast, Var: r.Index/n - 1, Field: r.Index % n, T: r.T}
		}
		index[r.Index] = len(*list)
		*list = append(*list, s)
		return &InputRef{Index: len(*list) - 1, T: r.T}
	})
}

// tableErrorAt is tableError at a position rather than a node.
func tableErrorAt(pos sql.Pos, format string, args ...any) *Error {
	e := flinkerr.Newf(flinkerr.ErrValidation, "", format, args...)
	e.Class = flinkerr.ClassTable
	return e.At(pos.ErrorPosition())
}

// bindMatchRecognize binds MATCH_RECOGNIZE over its input, with Flink's checks in the order
// its planner makes them.
func (b *Binder) bindMatchRecognize(m *sql.MatchRecognize) (Node, scope, error) {
	in, insc, err := b.bindFrom(m.Input)
	if err != nil {
		return nil, nil, err
	}
	fields := in.Fields()
	if m.StrictStart || m.StrictEnd {
		return nil, nil, notSupportedAt(m.PatternPos, "the anchors ^ and $ in PATTERN")
	}
	if len(m.Subsets) > 0 {
		return nil, nil, notSupported(m.Subsets[0], "SUBSET")
	}
	n := &Match{Input: in, Within: 0}
	for _, p := range m.PartitionBy {
		x, err := b.bindExpr(p, insc)
		if err != nil {
			return nil, nil, err
		}
		r, ok := x.(*InputRef)
		if !ok {
			return nil, nil, notSupported(p, "PARTITION BY an expression that is not a column")
		}
		n.PartitionBy = append(n.PartitionBy, r.Index)
	}
	if len(m.OrderBy) == 0 {
		return nil, nil, tableErrorAt(m.MatchPos, "You must specify either rowtime or proctime for order by.")
	}
	for i, o := range m.OrderBy {
		x, err := b.bindExpr(o.Expr, insc)
		if err != nil {
			return nil, nil, err
		}
		r, ok := x.(*InputRef)
		if !ok {
			return nil, nil, notSupported(o, "ORDER BY an expression that is not a column")
		}
		if i == 0 {
			batch := b.session != nil && !b.session.Streaming
			timestamp := r.T.Kind == types.KindTimestamp || r.T.Kind == types.KindTimestampLTZ
			if r.T.TimeAttr == types.TimestampRegular && batch && !timestamp {
				// Batch mode reads a rowtime as a plain TIMESTAMP, which Flink's batch planner
				// asks for first (match_error_batch_order_not_time).
				return nil, nil, tableError(o, "You must specify time point for order by as the first one.")
			}
			if r.T.TimeAttr == types.TimestampRegular && !batch {
				return nil, nil, tableError(o, "You must specify either rowtime or proctime for order by as the first one.")
			}
			if o.Desc {
				return nil, nil, tableError(o, "Primary sort order of a streaming table must be ascending on time.")
			}
		}
		if o.Nulls != "" {
			return nil, nil, notSupported(o, "NULLS FIRST or LAST in MATCH_RECOGNIZE's ORDER BY")
		}
		n.OrderBy = append(n.OrderBy, SortKey{Expr: r, Descending: o.Desc, NullsFirst: !o.Desc})
	}
	ms := &matchScope{m: m, input: fields, rowtime: fields[n.OrderBy[0].Expr.(*InputRef).Index]}
	if err := b.bindPattern(m, n, ms); err != nil {
		return nil, nil, err
	}
	ms.vars = n.Vars
	if m.RowsPerMatch == "ALL" {
		return nil, nil, tableErrorAt(m.RowsPos, "All rows per match mode is not supported yet.")
	}
	if err := b.bindMatchSkip(m, n); err != nil {
		return nil, nil, err
	}
	if m.Within != nil {
		x, err := b.bindExpr(m.Within, nil)
		if err != nil {
			return nil, nil, err
		}
		l, ok := x.(*Literal)
		ms, isInt := int64(0), false
		if ok {
			ms, isInt = l.Value.(int64)
		}
		if !ok || !isInt || l.T.Kind != types.KindIntervalDayTime {
			return nil, nil, tableError(m.Within, "Only constant intervals with millisecond resolution are supported as time constraints of patterns.")
		}
		n.Within = ms
	}
	sc := ms.scope()
	saved, savedAgg := b.match, b.agg
	b.match, b.agg = ms, nil
	defer func() { b.match, b.agg = saved, savedAgg }()
	n.Defines = make([]Expr, len(n.Vars))
	n.DefineSlots = make([][]MatchSlot, len(n.Vars))
	defined := map[string]bool{}
	for _, d := range m.Defines {
		if defined[d.Name.Name] {
			return nil, nil, validatorError(d.Name, "Pattern variable '%s' has already been defined", d.Name.Name)
		}
		defined[d.Name.Name] = true
		v := indexOf(n.Vars, d.Name.Name)
		ms.special = nil
		x, err := b.bindExpr(d.Cond, sc)
		if err != nil {
			return nil, nil, err
		}
		if x.Type().Kind != types.KindBoolean {
			return nil, nil, validatorError(d.Cond, "DEFINE's condition of '%s' must be a boolean", d.Name.Name)
		}
		if v < 0 {
			continue // Flink ignores the definition of a variable not in the pattern
		}
		var slots []MatchSlot
		n.Defines[v] = ms.slots(x, &slots, map[int]int{})
		n.DefineSlots[v] = slots
	}
	for _, p := range n.PartitionBy {
		n.Output = append(n.Output, fields[p])
	}
	index := map[int]int{}
	names := map[string]bool{}
	ms.measures = true
	for _, me := range m.Measures {
		if names[me.Name.Name] {
			return nil, nil, notSupported(me.Name, "two measures of one name")
		}
		names[me.Name.Name] = true
		ms.special = ms.special[:0:0]
		x, err := b.bindExpr(me.Expr, sc)
		if err != nil {
			return nil, nil, err
		}
		// Each measure has its own specials: reindex them above the ones bound before.
		n.Measures = append(n.Measures, ms.slots(x, &n.Slots, index))
		for k := range index {
			if k >= ms.base() {
				delete(index, k) // the next measure's specials reuse these refs
			}
		}
		n.Names = append(n.Names, me.Name.Name)
		t := x.Type()
		if t.TimeAttr == types.TimestampProctime {
			t.NotNull = true
		}
		n.Output = append(n.Output, Field{Name: me.Name.Name, Type: t})
	}
	n.PatternText = patternRex(m.Pattern)
	return aliased(n, m.Alias, m)
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// bindPattern translates the pattern as Flink's CommonExecMatch.translatePattern does: a
// sequence of variables, each with its quantifier; alternations, PERMUTE, exclusions and
// groups fail with its messages.
func (b *Binder) bindPattern(m *sql.MatchRecognize, n *Match, ms *matchScope) error {
	var terms []sql.PatternTerm
	var flatten func(t sql.PatternTerm)
	flatten = func(t sql.PatternTerm) {
		if s, ok := t.(*sql.PatternSeq); ok {
			for _, x := range s.Terms {
				flatten(x)
			}
			return
		}
		terms = append(terms, t)
	}
	flatten(m.Pattern)
	for _, t := range terms {
		q, isQuant := t.(*sql.PatternQuant)
		x := t
		if isQuant {
			x = q.X
		}
		switch x := x.(type) {
		case *sql.PatternVar:
		case *sql.PatternAlt:
			return tableError(x, "Expression not supported: %s. Currently, CEP doesn't support branching patterns.", patternRex(x))
		case *sql.PatternPermute:
			return tableError(x, "Expression not supported: %s. Currently, CEP doesn't support PERMUTE patterns.", patternRex(x))
		case *sql.PatternExclude:
			return tableError(x, "Expression not supported: %s. Currently, CEP doesn't support '{-' '-}' patterns.", patternRex(x))
		case *sql.PatternGroup:
			if isQuant {
				return tableError(x, "Expression not supported: %s Group patterns are not supported yet.", patternRex(x.X))
			}
			return notSupported(x, "a parenthesized group in PATTERN")
		default:
			return notSupported(x, "this pattern term")
		}
		name := x.(*sql.PatternVar).Name.Name
		if indexOf(n.Vars, name) >= 0 {
			return tableError(x, "Pattern variables must be unique. That might change in the future.")
		}
		n.Vars = append(n.Vars, name)
		term := MatchTerm{Var: len(n.Vars) - 1, Min: 1, Max: 1}
		if isQuant {
			term.Min, term.Max = q.Min, q.Max
			optional := q.Min == 0 && q.Max == 1
			switch {
			case q.Min == 0 && q.Max == -1, q.Min == 1 && q.Max == -1, optional:
			case q.Max != -1:
				if q.Min <= 0 {
					return illegalArgument(q, "The from should be a positive number greater than 0.")
				}
				if q.Max < q.Min {
					return illegalArgument(q, "The to should be a number greater than or equal to from: %d.", q.Min)
				}
			default:
				if q.Min <= 0 {
					return illegalArgument(q, "The from should be a positive number greater than 0.")
				}
			}
			greedy := !q.Reluctant
			switch {
			case greedy && (optional || q.Min == q.Max):
			case greedy:
				term.Greedy = true
			case optional:
				return tableError(q, "Reluctant optional variables are not supported yet.")
			}
		}
		n.Pattern = append(n.Pattern, term)
	}
	for i, t := range n.Pattern[1:] {
		if t.Min == 0 && n.Pattern[i].Greedy {
			e := validationError(terms[i+1], "Optional pattern cannot be preceded by greedy pattern")
			e.Class = "org.apache.flink.cep.pattern.MalformedPatternException"
			return e
		}
	}
	empty := true
	for _, t := range n.Pattern {
		if t.Min > 0 {
			empty = false
		}
	}
	if empty {
		return tableErrorAt(m.PatternPos, "Patterns that can produce empty matches are not supported. There must be at least one non-optional state.")
	}
	if n.Pattern[len(n.Pattern)-1].Greedy {
		return tableErrorAt(m.PatternPos, "Greedy quantifiers are not allowed as the last element of a Pattern yet. "+
			"Finish your pattern with either a simple variable or reluctant quantifier.")
	}
	return nil
}

func illegalArgument(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.Class = flinkerr.ClassIllegalArgument
	return e
}

func (b *Binder) bindMatchSkip(m *sql.MatchRecognize, n *Match) error {
	if m.After == nil {
		n.Skip = SkipToNextRow
		return nil
	}
	switch m.After.Kind {
	case sql.SkipPastLastRow:
		n.Skip = SkipPastLastRow
	case sql.SkipToNextRow:
		n.Skip = SkipToNextRow
	case sql.SkipToFirst, sql.SkipToLast, sql.SkipTo:
		n.Skip = SkipToLast
		if m.After.Kind == sql.SkipToFirst {
			n.Skip = SkipToFirst
		}
		n.SkipVar = indexOf(n.Vars, m.After.Var.Name)
		if n.SkipVar < 0 {
			return validatorError(m.After.Var, "Unknown pattern '%s'", m.After.Var.Name)
		}
	default:
		return notSupported(m.After, "this AFTER MATCH SKIP")
	}
	return nil
}

// patternRex prints a pattern term as Calcite's RexNode of it prints.
func patternRex(t sql.PatternTerm) string {
	lit := func(name string) string { return "_UTF-16LE'" + name + "'" }
	var rex func(t sql.PatternTerm) string
	list := func(op string, terms []sql.PatternTerm) string {
		parts := make([]string, len(terms))
		for i, x := range terms {
			parts[i] = rex(x)
		}
		return op + "(" + strings.Join(parts, ", ") + ")"
	}
	rex = func(t sql.PatternTerm) string {
		switch t := t.(type) {
		case *sql.PatternVar:
			return lit(t.Name.Name)
		case *sql.PatternSeq:
			// PATTERN_CONCAT is binary and prints without a name.
			s := rex(t.Terms[0])
			for _, x := range t.Terms[1:] {
				s = "(" + s + ", " + rex(x) + ")"
			}
			return s
		case *sql.PatternAlt:
			s := rex(t.Terms[0])
			for _, x := range t.Terms[1:] {
				s = "|(" + s + ", " + rex(x) + ")"
			}
			return s
		case *sql.PatternGroup:
			return rex(t.X)
		case *sql.PatternPermute:
			return list("PATTERN_PERMUTE", t.Terms)
		case *sql.PatternExclude:
			return "PATTERN_EXCLUDE(" + rex(t.X) + ")"
		case *sql.PatternQuant:
			return "PATTERN_QUANTIFIER(" + rex(t.X) + ", " + strconv.Itoa(t.Min) + ", " + strconv.Itoa(t.Max) + ", " +
				strconv.FormatBool(t.Reluctant) + ")"
		}
		return "?"
	}
	return rex(t)
}
