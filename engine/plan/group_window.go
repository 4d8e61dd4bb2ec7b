package plan

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Flink's legacy group windows: GROUP BY TUMBLE(ts, size), HOP(ts, slide, size) or
// SESSION(ts, gap), with the auxiliary functions TUMBLE_START(ts, size) and the like in the
// select list and HAVING. As Calcite converts them, the window is a group key computed by the
// aggregate's input projection, a call of $TUMBLE, $HOP or $SESSION over the time column and
// the interval literals, and each auxiliary call is a call over that key's field above the
// aggregate (TUMBLE_START($0)). GroupWindowOf finds the window of such an aggregate; the
// physical plan prints it as Flink's GroupWindowAggregate and the executor runs it as Flink's
// window operator.

// GroupWindowKind is the window function of a legacy group window; the zero value is none.
type GroupWindowKind uint8

// The legacy group window functions.
const (
	GroupTumble GroupWindowKind = iota + 1
	GroupHop
	GroupSession
)

// String is the function's SQL name.
func (k GroupWindowKind) String() string {
	switch k {
	case GroupTumble:
		return "TUMBLE"
	case GroupHop:
		return "HOP"
	case GroupSession:
		return "SESSION"
	default:
		return "GroupWindowKind(" + itoa(int(k)) + ")"
	}
}

// Op is the group function's operator, as Calcite names it: $TUMBLE.
func (k GroupWindowKind) Op() Op { return Op("$" + k.String()) }

// groupWindowKindNamed is the group window of an upper-case function name.
func groupWindowKindNamed(name string) (GroupWindowKind, bool) {
	for _, k := range []GroupWindowKind{GroupTumble, GroupHop, GroupSession} {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}

// The auxiliary functions' properties, in the order Flink's GroupWindowAggregate appends them.
const (
	GroupWindowStart = iota
	GroupWindowEnd
	GroupWindowRowtime
	GroupWindowProctime
)

var groupWindowProperties = map[string]int{"_START": GroupWindowStart, "_END": GroupWindowEnd,
	"_ROWTIME": GroupWindowRowtime, "_PROCTIME": GroupWindowProctime}

// GroupWindow is the window of a group window aggregate: Key is the group key it is, Time the
// expression of its time column in the aggregate's input projection. Size is TUMBLE's and
// HOP's size and SESSION's gap, Slide HOP's slide (the size otherwise), in milliseconds.
type GroupWindow struct {
	Kind        GroupWindowKind
	Key         int
	Time        Expr
	Size, Slide int64
}

// GroupWindowOf finds the group window of an aggregate: a group key that its input projection
// computes with $TUMBLE, $HOP or $SESSION.
func GroupWindowOf(n *Aggregate) (GroupWindow, bool) {
	var exprs []Expr
	switch in := n.Input.(type) {
	case *Project:
		exprs = in.Exprs
	case *Calc:
		exprs = in.Exprs
	default:
		// Any other input computes no group window.
		return GroupWindow{}, false
	}
	for k := 0; k < n.Keys && k < len(exprs); k++ {
		if w, ok := groupWindowCall(exprs[k]); ok {
			w.Key = k
			return w, true
		}
	}
	return GroupWindow{}, false
}

// groupWindowCall reads a $TUMBLE, $HOP or $SESSION call.
func groupWindowCall(e Expr) (GroupWindow, bool) {
	c, ok := e.(*Call)
	if !ok || len(c.Args) < 2 {
		return GroupWindow{}, false
	}
	kind, ok := groupWindowKindNamed(strings.TrimPrefix(string(c.Op), "$"))
	if !ok || !strings.HasPrefix(string(c.Op), "$") {
		return GroupWindow{}, false
	}
	ms := func(i int) int64 {
		if i >= len(c.Args) {
			return 0
		}
		l, _ := c.Args[i].(*Literal)
		if l == nil {
			return 0
		}
		v, _ := l.Value.(int64)
		return v
	}
	w := GroupWindow{Kind: kind, Time: c.Args[0], Size: ms(1), Slide: ms(1)}
	if kind == GroupHop {
		w.Slide, w.Size = ms(1), ms(2)
	}
	return w, true
}

// GroupWindowProperty reads an auxiliary call over a group window's key field: the property
// (GroupWindowStart...) and the field.
func GroupWindowProperty(e Expr) (int, int, bool) {
	c, ok := e.(*Call)
	if !ok || len(c.Args) != 1 {
		return 0, 0, false
	}
	name := string(c.Op)
	cut := strings.LastIndexByte(name, '_')
	if cut < 0 {
		return 0, 0, false
	}
	if _, ok := groupWindowKindNamed(name[:cut]); !ok {
		return 0, 0, false
	}
	prop, ok := groupWindowProperties[name[cut:]]
	r, isRef := c.Args[0].(*InputRef)
	if !ok || !isRef {
		return 0, 0, false
	}
	return prop, r.Index, true
}

// groupWindowArgCounts are the operand counts each group function takes, without Flink's
// alignment operand.
var groupWindowArgCounts = map[GroupWindowKind]int{GroupTumble: 2, GroupHop: 3, GroupSession: 2}

// bindGroupWindow binds a group window in GROUP BY.
func (b *Binder) bindGroupWindow(f *sql.FuncCall, kind GroupWindowKind, sc scope) (Expr, error) {
	if f.Over != nil || f.OverName != nil || f.Filter != nil || f.Star || f.Quantifier != "" {
		return nil, notSupported(f, "this group window call")
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return nil, err
	}
	for i, a := range f.Args {
		// Calcite keeps an interval operand's qualifier: 60000:INTERVAL MINUTE.
		l, ok := args[i].(*Literal)
		if q, isInterval := a.(*sql.IntervalLiteral); isInterval && ok && l.T.Kind == types.KindIntervalDayTime {
			if res, ok := groupWindowUnits[q.Qualifier.Start]; ok && q.Qualifier.EndUnit == "" {
				c := *l
				c.T.Resolution = res
				args[i] = &c
			}
		}
	}
	want := groupWindowArgCounts[kind]
	if len(args) != want && len(args) != want+1 {
		return nil, notSupported(f, "a "+kind.String()+" group window with "+itoa(len(args))+" arguments")
	}
	typesOK := args[0].Type().IsTimestamp() || args[0].Type().Kind == types.KindDate
	for _, a := range args[1:want] {
		typesOK = typesOK && (a.Type().Kind == types.KindIntervalDayTime || a.Type().Kind == types.KindIntervalYearMonth)
	}
	if !typesOK {
		parts := make([]string, len(args))
		for i, a := range args {
			parts[i] = "<" + groupWindowOperandType(a.Type()) + ">"
		}
		form := "$" + kind.String() + "(<DATETIME>" + strings.Repeat(", <DATETIME_INTERVAL>", want-1)
		return nil, validatorError(f, "Cannot apply '$%s' to arguments of type '$%s(%s)'. Supported form(s): '%s)'\n'%s, <TIME>)'",
			kind, kind, strings.Join(parts, ", "), form, form)
	}
	if len(args) == want+1 {
		return nil, tableError(f, "%s window with alignment is not supported yet.", kind)
	}
	for _, a := range args[1:] {
		if a.Type().Kind == types.KindIntervalYearMonth {
			return nil, tableError(f, "Window aggregate only support SECOND, MINUTE, HOUR, DAY as the time unit. MONTH and YEAR time unit are not supported yet.")
		}
		if l, ok := a.(*Literal); !ok || l.Value == nil {
			return nil, notSupported(f, "a group window interval that is not a literal")
		} else if ms, _ := l.Value.(int64); ms <= 0 {
			return nil, notSupported(f, "a group window interval that is not positive")
		}
	}
	timeType := args[0].Type()
	streaming := b.session != nil && b.session.Streaming
	if _, ok := args[0].(*InputRef); !ok {
		return nil, notSupported(f, "a group window over a computed time attribute")
	}
	if !streaming {
		if !timeType.IsTimestamp() || timeType.Kind != types.KindTimestamp {
			return nil, notSupported(f, "a batch group window over a time column other than a TIMESTAMP")
		}
		if kind == GroupSession {
			// Flink's batch planner has no session windows (BatchPhysicalWindowAggregateRule).
			return nil, tableError(f, "Window SessionGroupWindow('w$, %s, %d) is not supported right now.",
				groupWindowTimeName(f), sessionGap(args))
		}
		return &Call{Op: kind.Op(), Args: args, T: timeType}, nil
	}
	if !IsTimeAttribute(timeType) {
		return nil, tableError(f, "Window aggregate can only be defined over a time attribute column, but %s encountered.",
			timeType.WithNullable(true))
	}
	return &Call{Op: kind.Op(), Args: args, T: timeType}, nil
}

// groupWindowTimeName is the time column's name as written, for messages.
func groupWindowTimeName(f *sql.FuncCall) string {
	if n, ok := f.Args[0].(*sql.Name); ok {
		return n.Parts[len(n.Parts)-1].Name
	}
	return f.Args[0].String()
}

func sessionGap(args []Expr) int64 {
	l, _ := args[1].(*Literal)
	if l == nil {
		return 0
	}
	ms, _ := l.Value.(int64)
	return ms
}

// tableError is a TableException of Flink's planner.
func tableError(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.Class = flinkerr.ClassTable
	return e
}

// groupFunctionOutsideGroupBy is the validator's error for TUMBLE, HOP or SESSION called
// anywhere but in GROUP BY.
func groupFunctionOutsideGroupBy(f *sql.FuncCall, kind GroupWindowKind) error {
	return validatorError(f, "Group function '$%s' can only appear in GROUP BY clause", kind)
}

// lookupGroupWindow resolves, above an aggregate, a group function or an auxiliary function:
// the auxiliary call over the key of the group window with the same operands. ok is false for
// other expressions.
func (as *aggScope) lookupGroupWindow(e sql.Expr) (Expr, bool, error) {
	f, ok := e.(*sql.FuncCall)
	if !ok || f.Over != nil || f.OverName != nil {
		return nil, false, nil
	}
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	if kind, ok := groupWindowKindNamed(name); ok {
		return nil, true, groupFunctionOutsideGroupBy(f, kind)
	}
	cut := strings.LastIndexByte(name, '_')
	if cut < 0 {
		return nil, false, nil
	}
	kind, ok := groupWindowKindNamed(name[:cut])
	prop, isProp := groupWindowProperties[name[cut:]]
	if !ok || !isProp {
		return nil, false, nil
	}
	group := *f
	group.Name = &sql.Name{Parts: f.Name.Parts}
	group.Name.Parts = append([]*sql.Ident{}, f.Name.Parts...)
	last := *group.Name.Parts[len(group.Name.Parts)-1]
	last.Name = name[:cut]
	group.Name.Parts[len(group.Name.Parts)-1] = &last
	text := strings.ToUpper(group.String())
	for i, k := range as.keys {
		if strings.ToUpper(k) != text {
			continue
		}
		if prop == GroupWindowProctime {
			// Flink's WindowPropertiesRules: the window's processing time, the clock when it
			// fires, typed as the auxiliary call is: a proctime attribute on a processing-time
			// window, the time column's *ROWTIME* type on an event-time one.
			switch {
			case as.keyTypes[i].TimeAttr == types.TimestampProctime:
				t := types.Type{Kind: types.KindTimestampLTZ, Precision: 3, NotNull: true, TimeAttr: types.TimestampProctime}
				return &Call{Op: Op(name), Args: []Expr{&InputRef{Index: i, T: as.keyTypes[i]}}, T: t}, true, nil
			case IsRowtime(as.keyTypes[i]):
				return &Call{Op: Op(name), Args: []Expr{&InputRef{Index: i, T: as.keyTypes[i]}}, T: as.keyTypes[i].WithNullable(true)}, true, nil
			default:
				return nil, true, validationError(f, "PROCTIME window property is not supported in batch queries.")
			}
		}
		if prop == GroupWindowRowtime && as.keyTypes[i].TimeAttr == types.TimestampProctime {
			return nil, true, notSupported(f, name+" of a processing-time window")
		}
		t := types.Timestamp(3).AsNotNull()
		if prop == GroupWindowRowtime {
			// A rowtime attribute in streaming mode; in batch mode the time column's type, as
			// Flink casts the window's rowtime to it.
			t = RowtimeType(types.Timestamp(3))
			if !IsRowtime(as.keyTypes[i]) {
				t = as.keyTypes[i].WithNullable(true)
			}
		}
		return &Call{Op: Op(name), Args: []Expr{&InputRef{Index: i, T: as.keyTypes[i]}}, T: t}, true, nil
	}
	return nil, true, validatorError(f, "Call to auxiliary group function '%s' must have matching call to group function '$%s' in GROUP BY clause",
		name, kind)
}

// bindGroupKey binds a GROUP BY expression: a group window, or any other expression.
func (b *Binder) bindGroupKey(g sql.Expr, sc scope) (Expr, error) {
	if f, ok := g.(*sql.FuncCall); ok && f.Over == nil && f.OverName == nil {
		if kind, ok := groupWindowKindNamed(strings.ToUpper(strings.Join(NameParts(f.Name), "."))); ok {
			return b.bindGroupWindow(f, kind, sc)
		}
	}
	return b.bindExpr(g, sc)
}

// MapGroupWindowProperties copies an expression over a group window aggregate, replacing each
// auxiliary call with what prop returns for its property and type, and each other reference
// with what ref returns for it. Shared subexpressions are copied once.
func MapGroupWindowProperties(e Expr, prop func(prop int, t types.Type) Expr, ref func(*InputRef) Expr) Expr {
	memo := map[Expr]Expr{}
	var walk func(Expr) Expr
	walk = func(e Expr) Expr {
		if out, ok := memo[e]; ok {
			return out
		}
		var out Expr
		if p, _, ok := GroupWindowProperty(e); ok {
			out = prop(p, e.Type())
		} else {
			switch x := e.(type) {
			case *Cast:
				out = x.WithX(walk(x.X))
			case *Call:
				args := make([]Expr, len(x.Args))
				for i, a := range x.Args {
					args[i] = walk(a)
				}
				out = x.WithArgs(args)
			case *InputRef:
				out = ref(x)
			default:
				// Literals and the other leaves stay.
				out = e
			}
		}
		memo[e] = out
		return out
	}
	return walk(e)
}

var groupWindowUnits = map[string]types.Resolution{"SECOND": types.ResSecond, "MINUTE": types.ResMinute,
	"HOUR": types.ResHour, "DAY": types.ResDay}

// groupWindowOperandType names an operand's type as Calcite's message does: an interval by its
// qualifier, a time attribute with its mark.
func groupWindowOperandType(t types.Type) string {
	if t.Kind == types.KindIntervalDayTime {
		for name, res := range groupWindowUnits {
			if res == t.Resolution {
				return "INTERVAL " + name
			}
		}
	}
	name := t.CalciteName()
	if IsTimeAttribute(t) {
		name += " *" + t.TimeAttr.String() + "*"
	}
	return name
}

// readsGroupWindow reports whether an expression over a group window aggregate's input or
// output reads the window's key field.
func readsGroupWindow(e Expr, w GroupWindow) bool {
	reads := false
	MapRefs(e, func(r *InputRef) Expr {
		reads = reads || r.Index == w.Key
		return r
	})
	return reads
}

// KeepsGroupWindowFilter reports whether a filter conjunct over an aggregate's keys must stay
// above it: one that reads a group window's key, which has no value below the aggregate.
func KeepsGroupWindowFilter(agg *Aggregate, e Expr) bool {
	w, ok := GroupWindowOf(agg)
	return ok && readsGroupWindow(e, w)
}

// GroupWindowProctimeType is the type of a streaming window's w$proctime.
var GroupWindowProctimeType = types.Type{Kind: types.KindTimestampLTZ, Precision: 3, TimeAttr: types.TimestampProctime}

// GroupWindowPropertyRef reads a window property appended at index as an auxiliary call of
// type t: the window's TIMESTAMP(3), cast to a batch window's time column type for _ROWTIME.
func GroupWindowPropertyRef(index, prop int, t types.Type) Expr {
	ref := &InputRef{Index: index, T: types.Timestamp(3).AsNotNull()}
	if prop == GroupWindowProctime {
		// w$proctime, a processing-time attribute, cast to the auxiliary call's type.
		ref.T = GroupWindowProctimeType
		return &Cast{X: ref, T: t}
	}
	if IsRowtime(t) || t.Kind == types.KindTimestamp && t.Precision == 3 {
		ref.T = t
		return ref
	}
	return &Cast{X: ref, T: t}
}

// groupKeyName names an aggregate's key field: $k<i>, or a group window's time column, which
// Flink's plan names the window's time by after the optimizer inlines a computed column
// (GroupWindowTimeName).
func groupKeyName(g sql.Expr, e Expr, i int) string {
	if f, ok := g.(*sql.FuncCall); ok {
		if _, ok := groupWindowCall(e); ok {
			return groupWindowTimeName(f)
		}
	}
	return "$k" + itoa(i)
}

// GroupWindowTimeName is the name Flink's plan gives a group window's time column where the
// aggregate's input computes it: the column's name, or "" for a time computed in the query (a
// window's rowtime), which Flink names by its place.
func GroupWindowTimeName(n *Aggregate, w GroupWindow) string {
	if _, _, ok := GroupWindowProperty(w.Time); ok {
		return ""
	}
	name := n.Output[w.Key].Name
	if strings.HasPrefix(name, "$") {
		return ""
	}
	return name
}

// CheckProctimeWindowWithoutCalls fails as Flink's code generation does on a streaming
// processing-time window grouped by nothing else and without aggregate calls: its plan leaves
// the first auxiliary call of the select list unrewritten, and the Calc cannot compute it.
func CheckProctimeWindowWithoutCalls(agg *Aggregate, w GroupWindow, above *Calc, streaming bool) error {
	if !streaming || above == nil || agg.Keys != 1 || len(agg.Calls) > 0 || w.Time.Type().TimeAttr != types.TimestampProctime {
		return nil
	}
	var first *Call
	for _, e := range append(slices.Clone(above.Exprs), above.Cond) {
		WalkOnce(e, func(x Expr) bool {
			if c, ok := x.(*Call); ok && first == nil && len(c.Args) == 1 && isGroupWindowAuxiliary(c.Op) {
				first = c
			}
			return first == nil
		})
	}
	if first == nil {
		return nil
	}
	arg := "TIMESTAMP_LTZ(3)" // a materialized proctime
	if strings.HasSuffix(string(first.Op), "_PROCTIME") {
		arg = "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*"
	}
	err := flinkerr.Validation("Unsupported call: %s(%s) ", first.Op, arg)
	err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
	return err
}

// isGroupWindowAuxiliary reports whether op is an auxiliary function of a legacy group window.
func isGroupWindowAuxiliary(op Op) bool {
	for _, kind := range []string{"TUMBLE_", "HOP_", "SESSION_"} {
		for _, prop := range []string{"START", "END", "ROWTIME", "PROCTIME"} {
			if string(op) == kind+prop {
				return true
			}
		}
	}
	return false
}
