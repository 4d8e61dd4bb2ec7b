package explain

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// astTimeNode prints the logical nodes of event time as Calcite's logical plan does; it
// reports false for other nodes.
func astTimeNode(n plan.Node) (*node, bool) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		return &node{name: "LogicalWatermarkAssigner", inputs: []*node{astNode(n.Input)},
			attrs: []attr{{"rowtime", n.Output[n.Rowtime].Name}, {"watermark", rexDigest(n.Expr)}}}, true
	}
	return nil, false
}

// timeNode translates the physical nodes of event time; it reports false for other nodes.
func (p *physical) timeNode(n plan.Node) (*node, bool, error) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		in, err := p.build(n.Input)
		if err != nil {
			return nil, true, err
		}
		return &node{name: "WatermarkAssigner", inputs: []*node{in}, fields: in.fields, source: n,
			attrs: []attr{{"rowtime", in.fields[n.Rowtime]}, {"watermark", flinkExpr(n.Expr, in.fields, p.exec)}}}, true, nil
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
	if c.Op != "TIMESTAMPADD" || len(c.Args) != 3 {
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
	times := &plan.Call{Op: "*", Args: []plan.Expr{lit, c.Args[1]}, T: lit.T}
	return &plan.Call{Op: "+", Args: []plan.Expr{c.Args[2], times}, T: c.T}, true
}
