package phys

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// astTimeNode prints the logical nodes of event time as Calcite's logical plan does; it
// reports false for other nodes.
func astTimeNode(n plan.Node) (*Node, bool) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		return &Node{kind: KindLogicalWatermarkAssigner, inputs: []*Node{astNode(n.Input)},
			attrs: []attr{{"rowtime", n.Output[n.Rowtime].Name}, {"watermark", rexDigest(n.Expr)}}}, true
	case *plan.WindowTVF:
		return &Node{kind: KindLogicalTableFunctionScan, inputs: []*Node{astNode(n.Input)},
			attrs: []attr{{"invocation", windowInvocation(n)}, {"rowType", recordType(n.Output)}}}, true
	default:
		// astNode prints the other kinds.
		return nil, false
	}
}

// timeNode translates the physical nodes of event time; it reports false for other nodes.
func (p *physical) timeNode(n plan.Node) (*Node, bool, error) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		in, err := p.build(n.Input)
		if err != nil {
			return nil, true, err
		}
		return &Node{kind: KindWatermarkAssigner, inputs: []*Node{in}, fields: in.fields, source: n,
			attrs: []attr{{"rowtime", in.fields[n.Rowtime]}, {"watermark", flinkExpr(n.Expr, in.fields, p.exec)}}}, true, nil
	case *plan.Calc:
		if agg, ok := n.Input.(*plan.Aggregate); ok && p.stream {
			return p.windowAggregate(agg, n)
		}
	case *plan.Aggregate:
		if p.stream {
			return p.windowAggregate(n, nil)
		}
	case *plan.Sort:
		if p.stream && plan.IsTemporalSort(n) {
			out, err := p.temporalSort(n)
			return out, true, err
		}
	case *plan.WindowTVF:
		in, err := p.build(n.Input)
		if err != nil {
			return nil, true, err
		}
		if n.Kind == plan.WindowSession {
			// Sessions form per partition: Flink sends each partition's rows to one task.
			in = exchange(in, partitionDistribution(n, in.fields))
		}
		return &Node{kind: KindWindowTableFunction, inputs: []*Node{in}, fields: plan.FieldNames(n.Output), source: n,
			attrs: []attr{{"window", windowSpec(n, "time_col=["+in.fields[n.TimeCol]+"]")}}}, true, nil
	default:
		// translate plans the other kinds.
	}
	return nil, false, nil
}

// intervalUnitNames name the single-unit interval types of literals; the binder types every
// day-time literal INTERVAL SECOND and every year-month one INTERVAL MONTH, as Flink does.
var intervalUnitNames = map[types.Resolution]string{
	types.ResSecond: "SECOND", types.ResMinute: "MINUTE", types.ResHour: "HOUR", types.ResDay: "DAY",
	types.ResMonth: "MONTH", types.ResYear: "YEAR",
}

func isIntervalLiteral(l *plan.Literal) bool {
	return l.T.Kind == types.KindIntervalDayTime || l.T.Kind == types.KindIntervalYearMonth
}

// timestampAddUnits are the units whose TIMESTAMPADD Calcite converts into x plus n times an
// interval of one unit: its value in milliseconds or months, and its interval type.
var timestampAddUnits = map[string]struct {
	value int64
	kind  types.Kind
	res   types.Resolution
}{
	"SECOND": {1000, types.KindIntervalDayTime, types.ResSecond},
	"MINUTE": {60000, types.KindIntervalDayTime, types.ResMinute},
	"HOUR":   {3600000, types.KindIntervalDayTime, types.ResHour},
	"DAY":    {86400000, types.KindIntervalDayTime, types.ResDay},
	"MONTH":  {1, types.KindIntervalYearMonth, types.ResMonth},
	"YEAR":   {12, types.KindIntervalYearMonth, types.ResYear},
}

// timestampAddForm is TIMESTAMPADD(unit, n, x) as Calcite's conversion leaves it in plans:
// +(x, *(1000:INTERVAL SECOND, n)).
func timestampAddForm(c *plan.Call) (plan.Expr, bool) {
	if c.Op != plan.OpTimestampAdd || len(c.Args) != 3 {
		return nil, false
	}
	flag, ok := c.Args[0].(*plan.Literal)
	if !ok {
		return nil, false
	}
	name, _ := flag.Value.(string)
	u, ok := timestampAddUnits[name]
	if !ok {
		return nil, false
	}
	lit := &plan.Literal{Value: u.value, T: types.Type{Kind: u.kind, Resolution: u.res, NotNull: true}}
	times := &plan.Call{Op: plan.OpTimes, Args: []plan.Expr{lit, c.Args[1]}, T: lit.T}
	return &plan.Call{Op: plan.OpPlus, Args: []plan.Expr{c.Args[2], times}, T: c.T}, true
}

// reducedTimestampAddForm is timestampAddForm as the optimized plans print it, where Flink's
// ReduceExpressionsRule has folded the product of a literal count: +(x, 3000:INTERVAL SECOND).
func reducedTimestampAddForm(c *plan.Call) (plan.Expr, bool) {
	r, ok := timestampAddForm(c)
	if !ok {
		return nil, false
	}
	times := r.(*plan.Call).Args[1].(*plan.Call)
	unit := times.Args[0].(*plan.Literal)
	n, isLit := times.Args[1].(*plan.Literal)
	if !isLit {
		return r, true
	}
	var count int64
	switch v := n.Value.(type) {
	case int8:
		count = int64(v)
	case int16:
		count = int64(v)
	case int32:
		count = int64(v)
	case int64:
		count = v
	default:
		return r, true
	}
	var value any = unit.Value.(int64) * count
	if unit.T.Kind == types.KindIntervalYearMonth {
		value = int32(unit.Value.(int64) * count)
	}
	folded := &plan.Literal{Value: value, T: unit.T}
	return &plan.Call{Op: plan.OpPlus, Args: []plan.Expr{c.Args[2], folded}, T: c.T}, true
}

// partitionDistribution is the Exchange below a session window: hashed on its partition keys,
// single without them.
func partitionDistribution(n *plan.WindowTVF, fields []string) string {
	if len(n.Partition) == 0 {
		return "single"
	}
	return "hash[" + partitionNames(n, fields) + "]"
}

func partitionNames(n *plan.WindowTVF, fields []string) string {
	names := make([]string, len(n.Partition))
	for i, p := range n.Partition {
		names[i] = fields[p]
	}
	return strings.Join(names, ", ")
}

// windowDuration prints a window size as Flink's TimeUtils.formatWithHighestUnit does (0 is
// "0 ms").
func windowDuration(ms int64) string {
	if ms == 0 {
		return "0 ms"
	}
	for _, u := range []struct {
		ms   int64
		name string
	}{{86400000, "d"}, {3600000, "h"}, {60000, "min"}, {1000, "s"}} {
		if ms%u.ms == 0 {
			return strconv.FormatInt(ms/u.ms, 10) + " " + u.name
		}
	}
	return strconv.FormatInt(ms, 10) + " ms"
}

// windowSpec is a window as Flink's plans print it: TUMBLE(time_col=[ts], size=[3 s]); with
// slices, the time column is the slice end a local window aggregate computed. A SESSION's
// partition keys are named as the window function's input names them.
func windowSpec(n *plan.WindowTVF, timeCol string) string {
	s := n.Kind.String() + "(" + timeCol
	switch n.Kind {
	case plan.WindowHop:
		s += ", size=[" + windowDuration(n.Size) + "], slide=[" + windowDuration(n.Slide) + "]"
	case plan.WindowCumulate:
		s += ", max_size=[" + windowDuration(n.Size) + "], step=[" + windowDuration(n.Slide) + "]"
	case plan.WindowTumble:
		s += ", size=[" + windowDuration(n.Size) + "]"
	case plan.WindowSession:
		s += ", gap=[" + windowDuration(n.Size) + "]"
		if len(n.Partition) > 0 {
			s += ", partition keys=[" + partitionNames(n, plan.FieldNames(n.Input.Fields())) + "]"
		}
		return s + ")"
	default:
		panic(fmt.Sprintf("phys: no window spec for the window kind %v", n.Kind))
	}
	if n.HasOffset {
		s += ", offset=[" + windowDuration(n.Offset) + "]"
	}
	return s + ")"
}

// windowInvocation is a window function call as Calcite's LogicalTableFunctionScan prints it.
func windowInvocation(n *plan.WindowTVF) string {
	interval := func(ms int64, unit string) string {
		if unit == "" {
			unit = "SECOND"
		}
		return strconv.FormatInt(ms, 10) + ":INTERVAL " + unit
	}
	table := "TABLE(#0)"
	if len(n.Partition) > 0 {
		refs := make([]string, len(n.Partition))
		for i, p := range n.Partition {
			refs[i] = "$" + strconv.Itoa(p)
		}
		table += " PARTITION BY(" + strings.Join(refs, ", ") + ")"
	}
	args := table + ", DESCRIPTOR(_UTF-16LE'" + n.Input.Fields()[n.TimeCol].Name + "'), "
	switch n.Kind {
	case plan.WindowTumble, plan.WindowSession:
		args += interval(n.Size, n.Units.Size)
	default:
		args += interval(n.Slide, n.Units.Slide) + ", " + interval(n.Size, n.Units.Size)
	}
	if n.HasOffset {
		args += ", " + interval(n.Offset, n.Units.Offset)
	}
	return n.Kind.String() + "(" + args + ")"
}

// recordType is a row type as Calcite prints it in rowType=[...], without nullability,
// character sets or the long name of TIMESTAMP_LTZ.
func recordType(fields []plan.Field) string {
	parts := make([]string, len(fields))
	for i, f := range fields {
		t := strings.ReplaceAll(typeString(f.Type, false), " NOT NULL", "")
		t = strings.Replace(t, "TIMESTAMP_WITH_LOCAL_TIME_ZONE(", "TIMESTAMP_LTZ(", 1)
		if plan.IsTimeAttribute(f.Type) && !strings.HasSuffix(t, "*") {
			t += " *" + f.Type.TimeAttr.String() + "*"
		}
		parts[i] = t + " " + f.Name
	}
	return "RecordType(" + strings.Join(parts, ", ") + ")"
}
