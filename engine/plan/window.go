package plan

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// WindowTVF is a window table-valued function, TABLE(TUMBLE|HOP|CUMULATE|SESSION(TABLE t,
// DESCRIPTOR(ts), ...)): its input's fields, then window_start, window_end and window_time, one
// row per window a row falls in. Sizes are in milliseconds. Slide is HOP's slide and
// CUMULATE's step; for TUMBLE it equals Size, and for SESSION both are the gap. Offset shifts
// the aligned windows' starts (HasOffset says the call gave one, which EXPLAIN prints even when
// it is 0). Partition are SESSION's PARTITION BY fields: sessions form per their values.
type WindowTVF struct {
	Spanned
	Input     Node
	Kind      WindowKind
	TimeCol   int
	Size      int64
	Slide     int64
	Offset    int64
	HasOffset bool
	Partition []int
	// Units are the interval qualifiers of the size, slide and offset literals as written
	// (SECOND, MINUTE, DAY TO HOUR, ...), which Calcite's plan prints.
	Units  WindowUnits
	Output []Field
}

// WindowUnits are the interval qualifiers of a window function's literals.
type WindowUnits struct{ Size, Slide, Offset string }

func (n *WindowTVF) Fields() []Field { return n.Output }
func (n *WindowTVF) Inputs() []Node  { return []Node{n.Input} }

// WithInputs returns a copy over a new input.
func (n *WindowTVF) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

// WindowStart is the position of window_start in the output; window_end and window_time follow.
func (n *WindowTVF) WindowStart() int { return len(n.Output) - 3 }

var _ Node = (*WindowTVF)(nil)

// windowArgNames are the parameters of each window function, in positional order.
var windowArgNames = map[WindowKind][]string{
	WindowTumble:   {"DATA", "TIMECOL", "SIZE", "OFFSET"},
	WindowHop:      {"DATA", "TIMECOL", "SLIDE", "SIZE", "OFFSET"},
	WindowCumulate: {"DATA", "TIMECOL", "STEP", "SIZE", "OFFSET"},
	WindowSession:  {"DATA", "TIMECOL", "GAP"},
}

// bindTableFunc binds TABLE(f(...)) in FROM; only the window functions are known.
func (b *Binder) bindTableFunc(t *sql.TableFunc) (Node, scope, error) {
	name := strings.ToUpper(strings.Join(NameParts(t.Call.Name), "."))
	kind, ok := windowKindNamed(name)
	if !ok || t.Lateral.IsValid() {
		return nil, nil, notSupported(t, "table functions other than TUMBLE, HOP, CUMULATE and SESSION")
	}
	params := windowArgNames[kind]
	if kind == WindowSession && len(t.Call.Args) > len(params) {
		return nil, nil, validatorError(t, "Invalid number of arguments to function 'SESSION'. Was expecting 3 arguments")
	}
	args := map[string]sql.Expr{}
	for i, a := range t.Call.Args {
		if na, ok := a.(*sql.NamedArg); ok {
			args[strings.ToUpper(na.Name.Name)] = na.Value
		} else if i < len(params) {
			args[params[i]] = a
		}
	}
	data, ok := args["DATA"].(*sql.TableArg)
	if ok && data.PartitionBy != nil && kind != WindowSession {
		return nil, nil, validatorError(data.PartitionBy, "Only tables with set semantics may be partitioned. "+
			"Invalid PARTITION BY clause in the 0-th operand of table function '%s'", kind)
	}
	if !ok {
		return nil, nil, notSupported(t, "this window table argument")
	}
	input, _, err := b.bindTableRef(&sql.TableRef{Name: data.Name})
	if err != nil {
		return nil, nil, err
	}
	// TABLE t reads every column of t, a projection of its own in Calcite's plan.
	fields := input.Fields()
	p := &Project{Input: input, Output: slices.Clone(fields)}
	for i, f := range fields {
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: f.Type})
	}
	n := &WindowTVF{Input: p, Kind: kind}
	desc, ok := args["TIMECOL"].(*sql.DescriptorExpr)
	if !ok || len(desc.Columns) != 1 {
		return nil, nil, notSupported(t, "this window DESCRIPTOR")
	}
	col := desc.Columns[0]
	n.TimeCol = slices.IndexFunc(fields, func(f Field) bool { return f.Name == col.Name })
	if n.TimeCol < 0 {
		return nil, nil, validatorError(col, "Unknown identifier '%s'", col.Name)
	}
	timeType := fields[n.TimeCol].Type
	streaming := b.session != nil && b.session.Streaming
	if kind == WindowSession && !timeType.IsTimestamp() {
		return nil, nil, validationError(desc, "The window function SESSION(TABLE table_name [PARTITION BY (keycols, ...)], "+
			"DESCRIPTOR(timecol), datetime interval) requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is %s.\n"+
			"Besides, the timecol must be a time attribute type in streaming mode.", calciteTypeName(timeType))
	}
	if streaming && IsTimeAttribute(timeType) && TimeMaterialized(input, n.TimeCol) {
		// Flink's validator reads a view's group aggregate and regular join with their time
		// attributes materialized here (DESCRIBE still shows the mark): a MAX(ts), ts as a
		// group key, or a joined row's ts is a plain timestamp to a window function.
		timeType.TimeAttr = types.TimestampRegular
	}
	if streaming && !IsTimeAttribute(timeType) || !timeType.IsTimestamp() {
		return nil, nil, validationError(desc, "The window function requires the timecol is a time attribute type, but is %s.",
			timeType.WithNullable(true))
	}
	if kind == WindowSession {
		if !streaming {
			return nil, nil, &Error{Pos: t.Pos().ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
				Msg: "Unaligned windows like session are not supported in batch mode yet."}
		}
		if n.Partition, err = b.sessionPartition(data, fields); err != nil {
			return nil, nil, err
		}
		if n.Size, n.Units.Size, err = b.windowInterval(args, "GAP", t, true); err != nil {
			return nil, nil, err
		}
		if n.Size <= 0 {
			return nil, nil, validationError(t, "SESSION table function based aggregate requires gap to be positive, but got gap %d ms.", n.Size)
		}
		n.Slide = n.Size
	} else if err := b.alignedWindow(n, args, params, t); err != nil {
		return nil, nil, err
	}
	windowTime := timeType.AsNotNull()
	if streaming {
		windowTime = RowtimeType(windowTime)
		if timeType.TimeAttr == types.TimestampProctime {
			windowTime = ProctimeType
		}
	}
	bound := types.Timestamp(3).AsNotNull()
	n.Output = append(slices.Clone(fields),
		Field{Name: "window_start", Type: bound}, Field{Name: "window_end", Type: bound},
		Field{Name: "window_time", Type: windowTime})
	if t.Alias != nil {
		return aliased(n, t.Alias, t)
	}
	return n, scopeOf("", n.Output), nil
}

// alignedWindow reads the sizes and the offset of TUMBLE, HOP and CUMULATE.
func (b *Binder) alignedWindow(n *WindowTVF, args map[string]sql.Expr, params []string, t *sql.TableFunc) error {
	var err error
	if n.Size, n.Units.Size, err = b.windowInterval(args, "SIZE", t, false); err != nil {
		return err
	}
	n.Slide, n.Units.Slide = n.Size, n.Units.Size
	if n.Kind != WindowTumble {
		if n.Slide, n.Units.Slide, err = b.windowInterval(args, params[2], t, false); err != nil {
			return err
		}
	}
	if _, ok := args["OFFSET"]; !ok {
		return nil
	}
	if n.Offset, n.Units.Offset, err = b.windowInterval(args, "OFFSET", t, true); err != nil {
		return err
	}
	n.HasOffset = true
	if n.Kind == WindowTumble && (n.Offset >= n.Size || -n.Offset >= n.Size) {
		// Flink's planner checks TUMBLE's offset; HOP's and CUMULATE's fail in the operator.
		return validationError(t, "TUMBLE table function parameters must satisfy abs(offset) < size, but got size %d ms and offset %d ms.",
			n.Size, n.Offset)
	}
	return nil
}

// sessionPartition reads SESSION's PARTITION BY: one column or a parenthesized list of them.
func (b *Binder) sessionPartition(data *sql.TableArg, fields []Field) ([]int, error) {
	if data.PartitionBy == nil {
		return nil, nil
	}
	cols := []sql.Expr{data.PartitionBy}
	if row, ok := data.PartitionBy.(*sql.RowExpr); ok {
		cols = row.Fields
	}
	var out []int
	for _, c := range cols {
		name, ok := c.(*sql.Name)
		if !ok || len(name.Parts) != 1 {
			return nil, notSupported(c, "this PARTITION BY of a window table argument")
		}
		id := name.Parts[0].Name
		i := slices.IndexFunc(fields, func(f Field) bool { return f.Name == id })
		if i < 0 {
			// Flink fails here with an ArrayIndexOutOfBoundsException, a bug of its own.
			return nil, validatorError(c, "Unknown identifier '%s'", id)
		}
		out = append(out, i)
	}
	return out, nil
}

// windowInterval reads a window function's INTERVAL argument in milliseconds; only a
// positive one unless signed (an offset, or a gap whose sign Flink checks itself).
func (b *Binder) windowInterval(args map[string]sql.Expr, name string, at sql.Node, signed bool) (int64, string, error) {
	e, ok := args[name]
	if !ok {
		return 0, "", validatorError(at, "Invalid number of arguments to function '%s'", name)
	}
	x, err := b.bindExpr(e, nil)
	if err != nil {
		return 0, "", err
	}
	l, ok := x.(*Literal)
	if ok && l.T.Kind == types.KindIntervalYearMonth {
		return 0, "", &Error{Pos: e.Pos().ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
			Msg: "Window aggregate only support SECOND, MINUTE, HOUR, DAY as the time unit. MONTH and YEAR time unit are not supported yet."}
	}
	var ms int64
	if ok {
		ms, ok = l.Value.(int64)
	}
	if !ok || l.T.Kind != types.KindIntervalDayTime || !signed && ms <= 0 {
		return 0, "", notSupported(e, "this window size")
	}
	unit := "SECOND"
	if lit, ok := e.(*sql.IntervalLiteral); ok && lit.Qualifier != nil {
		unit = lit.Qualifier.Start
		if lit.Qualifier.EndUnit != "" {
			unit += " TO " + lit.Qualifier.EndUnit
		}
	}
	return ms, unit, nil
}

// WindowAggregateShape finds a window aggregate: GROUP BY window_start, window_end [, keys]
// over a window table-valued function of a rowtime, through at most one Calc, as Flink
// plans its WindowAggregate in streaming mode. It returns the function, the Calc (nil when
// the aggregate reads the function directly), and for each group key of the aggregate the
// window column it is (0 start, 1 end, 2 time) or -1.
func WindowAggregateShape(n *Aggregate) (*WindowTVF, *Calc, []int, bool) {
	in := n.Input
	calc, _ := in.(*Calc)
	if p, ok := in.(*Project); ok {
		// A projection is a Calc without a condition (the optimizer keeps one over a window
		// of processing time, whose input is not deterministic).
		calc = &Calc{Spanned: p.Spanned, Input: p.Input, Exprs: p.Exprs, Output: p.Output}
	}
	if calc != nil {
		in = calc.Input
	}
	tvf, ok := in.(*WindowTVF)
	if !ok {
		return nil, nil, nil, false
	}
	if windowTime := tvf.Output[tvf.WindowStart()+2].Type; !IsRowtime(windowTime) &&
		(windowTime.TimeAttr != types.TimestampProctime || !proctimeWindowReads(n, calc, tvf)) {
		return nil, nil, nil, false
	}
	roles := make([]int, n.Keys)
	seen := [3]bool{}
	for k := range n.Keys {
		roles[k] = -1
		var e Expr = &InputRef{Index: k}
		if calc != nil {
			e = calc.Exprs[k]
		}
		if r, ok := e.(*InputRef); ok && r.Index >= tvf.WindowStart() {
			roles[k] = r.Index - tvf.WindowStart()
			seen[roles[k]] = true
		}
	}
	if tvf.Kind == WindowSession && !sessionKeysMatch(tvf, calc, roles) {
		// Flink makes a window aggregate of a session only when it groups by the partition
		// keys; otherwise a group aggregate reads the window function's rows.
		return nil, nil, nil, false
	}
	return tvf, calc, roles, seen[0] && seen[1]
}

// proctimeWindowReads reports whether an aggregate over a processing-time window reads the
// window's columns only as they are, as Flink's isValidProcTimeWindow requires: the Calc
// between computes nothing from them, filters on none of them, and no call takes one.
func proctimeWindowReads(n *Aggregate, calc *Calc, tvf *WindowTVF) bool {
	start := tvf.WindowStart()
	window := func(e Expr) bool { return !RefsWithin(e, 0, start) }
	if calc != nil {
		for _, e := range calc.Exprs {
			if _, ref := e.(*InputRef); !ref && window(e) {
				return false
			}
		}
		if calc.Cond != nil && window(calc.Cond) {
			return false
		}
	}
	for _, c := range n.Calls {
		for _, a := range c.ArgFields() {
			var e Expr = &InputRef{Index: a}
			if calc != nil {
				e = calc.Exprs[a]
			}
			if window(e) {
				return false
			}
		}
	}
	return true
}

// sessionKeysMatch reports whether the group keys that are no window columns are, as a set,
// the session's partition keys, read as they are.
func sessionKeysMatch(tvf *WindowTVF, calc *Calc, roles []int) bool {
	keys := map[int]bool{}
	for k, role := range roles {
		if role >= 0 {
			continue
		}
		var e Expr = &InputRef{Index: k}
		if calc != nil {
			e = calc.Exprs[k]
		}
		r, ok := e.(*InputRef)
		if !ok {
			return false
		}
		keys[r.Index] = true
	}
	if len(keys) != len(tvf.Partition) {
		return false
	}
	for _, p := range tvf.Partition {
		if !keys[p] {
			return false
		}
	}
	return true
}

// TimeMaterialized reports whether field of n is computed by a group aggregate (a call or a
// group key) or a regular join and passed on unchanged above it, as Flink's
// RelTimeIndicatorConverter materializes their time attributes. Window aggregates, whose
// window_time stays a time attribute, group windows, window joins and temporal joins keep
// them.
func TimeMaterialized(n Node, field int) bool {
	src, _ := fieldSource(n, field)
	switch n := src.(type) {
	case *Aggregate:
		if _, _, _, ok := WindowAggregateShape(n); ok {
			return false
		}
		_, ok := GroupWindowOf(n)
		return !ok
	case *Join:
		return !IsWindowJoin(n) && !IsIntervalJoin(n)
	default:
		// Partial by design: other nodes keep a time attribute only where they read it from a
		// table or a time operator, which the window function accepts as Flink's does; a
		// projection's expression makes a plain timestamp of it.
		return false
	}
}
