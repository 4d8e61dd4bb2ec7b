package plan

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// WindowTVF is a window table-valued function, TABLE(TUMBLE|HOP|CUMULATE(TABLE t,
// DESCRIPTOR(ts), ...)): its input's fields, then window_start, window_end and window_time, one
// row per window a row falls in. Sizes are in milliseconds. Slide is HOP's slide and
// CUMULATE's step; for TUMBLE it equals Size.
type WindowTVF struct {
	Spanned
	Input   Node
	Kind    WindowKind
	TimeCol int
	Size    int64
	Slide   int64
	Offset  int64
	Output  []Field
}

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
}

// bindTableFunc binds TABLE(f(...)) in FROM; only the window functions are known.
func (b *Binder) bindTableFunc(t *sql.TableFunc) (Node, scope, error) {
	name := strings.ToUpper(strings.Join(NameParts(t.Call.Name), "."))
	kind, ok := windowKindNamed(name)
	if !ok || t.Lateral.IsValid() {
		return nil, nil, notSupported(t, "table functions other than TUMBLE, HOP and CUMULATE")
	}
	params := windowArgNames[kind]
	args := map[string]sql.Expr{}
	for i, a := range t.Call.Args {
		if na, ok := a.(*sql.NamedArg); ok {
			args[strings.ToUpper(na.Name.Name)] = na.Value
		} else if i < len(params) {
			args[params[i]] = a
		}
	}
	data, ok := args["DATA"].(*sql.TableArg)
	if ok && data.PartitionBy != nil {
		return nil, nil, notSupported(data.PartitionBy, "PARTITION BY in a window table argument")
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
	if streaming && !IsTimeAttribute(timeType) || !timeType.IsTimestamp() {
		return nil, nil, validationError(desc, "The window function requires the timecol is a time attribute type, but is %s.",
			timeType.WithNullable(true))
	}
	sizeName := "SIZE"
	if n.Size, err = b.windowInterval(args, sizeName, t); err != nil {
		return nil, nil, err
	}
	n.Slide = n.Size
	if kind != WindowTumble {
		if n.Slide, err = b.windowInterval(args, params[2], t); err != nil {
			return nil, nil, err
		}
	}
	if _, ok := args["OFFSET"]; ok {
		return nil, nil, notSupported(t, "window offsets")
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

// windowInterval reads a window function's INTERVAL argument in milliseconds.
func (b *Binder) windowInterval(args map[string]sql.Expr, name string, at sql.Node) (int64, error) {
	e, ok := args[name]
	if !ok {
		return 0, validatorError(at, "Invalid number of arguments to function '%s'", name)
	}
	x, err := b.bindExpr(e, nil)
	if err != nil {
		return 0, err
	}
	l, ok := x.(*Literal)
	var ms int64
	if ok {
		ms, ok = l.Value.(int64)
	}
	if !ok || l.T.Kind != types.KindIntervalDayTime || ms <= 0 {
		return 0, notSupported(e, "this window size")
	}
	return ms, nil
}

// WindowAggregateShape finds a window aggregate: GROUP BY window_start, window_end [, keys]
// over a window table-valued function of a rowtime, through at most one Calc, as Flink
// plans its WindowAggregate in streaming mode. It returns the function, the Calc (nil when
// the aggregate reads the function directly), and for each group key of the aggregate the
// window column it is (0 start, 1 end, 2 time) or -1.
func WindowAggregateShape(n *Aggregate) (*WindowTVF, *Calc, []int, bool) {
	in := n.Input
	calc, _ := in.(*Calc)
	if calc != nil {
		in = calc.Input
	}
	tvf, ok := in.(*WindowTVF)
	if !ok || !IsRowtime(tvf.Output[tvf.WindowStart()+2].Type) {
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
	return tvf, calc, roles, seen[0] && seen[1]
}
