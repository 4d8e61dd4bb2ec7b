package exec

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The NFA of MATCH_RECOGNIZE, as Flink's CEP library runs the pattern a Match node compiles
// to (NFA.process and advanceTime): every event starts a new partial match and advances each
// partial match by the transitions its condition allows, with strict contiguity, so a partial
// match that no transition takes dies. A completed match waits until no partial match that
// started earlier is alive (processMatchesAccordingToSkipStrategy), is emitted, and prunes the
// partial and completed matches its AFTER MATCH SKIP strategy discards.

// maxPartialMatches and maxMatchRows bound a Match node's state: a pattern like A B*? C over
// rows that never match C keeps one partial match per row, each as long as the rows since it
// started, so the rows held grow with the square of the input.
var (
	maxPartialMatches = 100_000
	maxMatchRows      = 1_000_000
)

// matchEvent is an input row of a partition, numbered in the order the NFA processes it.
type matchEvent struct {
	values []any
	ts     int64
	seq    int64
	tsID   int   // the event's number among the partition's events of its time (Flink's EventId)
	args   []any // the aggregate slots' arguments for this row, by aggregate id
}

// matchRow is a row of a partial match and the variable it matched.
type matchRow struct {
	ev *matchEvent
	v  int
}

// partialMatch is a run of contiguous rows matched to the pattern's terms so far: term is the
// term the last row matched and count how many rows it matched.
type partialMatch struct {
	start   int64 // the seq of the first row
	startTs int64
	term    int
	count   int
	rows    []matchRow
}

// matchPartition is a partition's NFA state and its rows waiting for the watermark.
type matchPartition struct {
	waiting   map[int64][]*matchEvent
	partials  []*partialMatch // by start
	completed []*partialMatch // by start
	seq       int64
	lastTs    int64
	tsCount   int
}

// matchNFA runs a Match node's pattern over one partition's events.
type matchNFA struct {
	n      *plan.Match
	fields []plan.Field
	alloc  memory.Allocator
	// aggIDs[v][k] is the aggregate id of define v's slot k, measureAggIDs[k] of measure slot
	// k; -1 for other slots.
	aggIDs        [][]int
	measureAggIDs []int
	aggArgs       []plan.Expr
	slotFields    [][]plan.Field // per define, the slots as fields
	measureFields []plan.Field
	partials      int // over every partition, for maxPartialMatches
	rows          int // the rows the partial matches hold, for maxMatchRows
	steps         int
	ctx           context.Context
}

func newMatchNFA(n *plan.Match, alloc memory.Allocator) *matchNFA {
	m := &matchNFA{n: n, fields: n.Input.Fields(), alloc: alloc}
	ids := func(slots []plan.MatchSlot) []int {
		out := make([]int, len(slots))
		for k, s := range slots {
			out[k] = -1
			if s.Kind == plan.SlotAgg && s.Arg != nil {
				out[k] = len(m.aggArgs)
				m.aggArgs = append(m.aggArgs, s.Arg)
			}
		}
		return out
	}
	asFields := func(slots []plan.MatchSlot) []plan.Field {
		out := make([]plan.Field, len(slots))
		for k, s := range slots {
			out[k] = plan.Field{Name: "$s" + itoa(k), Type: s.T}
		}
		return out
	}
	for _, slots := range n.DefineSlots {
		m.aggIDs = append(m.aggIDs, ids(slots))
		m.slotFields = append(m.slotFields, asFields(slots))
	}
	m.measureAggIDs = ids(n.Slots)
	m.measureFields = asFields(n.Slots)
	return m
}

// process runs one event through a partition's NFA and returns the matches it emits.
func (m *matchNFA) process(p *matchPartition, e *matchEvent) ([]*partialMatch, error) {
	p.seq++
	e.seq = p.seq
	if p.seq > 1 && e.ts == p.lastTs {
		p.tsCount++
	} else {
		p.lastTs, p.tsCount = e.ts, 0
	}
	e.tsID = p.tsCount
	var next, done []*partialMatch
	for _, pm := range p.partials {
		if err := m.tryFrom(pm, pm.term, pm.count, e, nil, &next, &done); err != nil {
			return nil, err
		}
	}
	fresh := &partialMatch{start: e.seq, startTs: e.ts, term: 0, count: 0}
	if err := m.tryFrom(fresh, 0, 0, e, nil, &next, &done); err != nil {
		return nil, err
	}
	m.partials += len(next) - len(p.partials)
	m.rows += heldRows(next) - heldRows(p.partials)
	if m.partials > maxPartialMatches || m.rows > maxMatchRows {
		return nil, runtimeError(flinkerr.ClassLimitExceeded, "MATCH_RECOGNIZE keeps more than %d partial matches "+
			"or %d of their rows; bound the pattern's quantifiers or add WITHIN", maxPartialMatches, maxMatchRows)
	}
	p.partials = next
	p.completed = append(p.completed, done...)
	slices.SortStableFunc(p.completed, func(a, b *partialMatch) int { return cmp.Compare(a.start, b.start) })
	return m.emitReady(p)
}

func heldRows(pms []*partialMatch) int {
	n := 0
	for _, pm := range pms {
		n += len(pm.rows)
	}
	return n
}

// advanceTime drops the partial matches that WITHIN times out at ts, which may free completed
// matches waiting behind them.
func (m *matchNFA) advanceTime(p *matchPartition, ts int64) ([]*partialMatch, error) {
	if m.n.Within > 0 {
		before, held := len(p.partials), heldRows(p.partials)
		kept := p.partials[:0]
		for _, pm := range p.partials {
			if ts-pm.startTs < m.n.Within {
				kept = append(kept, pm)
			}
		}
		m.partials -= before - len(kept)
		m.rows -= held - heldRows(kept)
		p.partials = kept
	}
	return m.emitReady(p)
}

// tryFrom adds the continuations of pm that take e at term i, having matched count rows of
// it, or at a later term reached past optional ones. blockers are the greedy variables passed
// on the way: e may go to a later term only if none of their conditions holds for it.
func (m *matchNFA) tryFrom(pm *partialMatch, i, count int, e *matchEvent, blockers []int, next, done *[]*partialMatch) error {
	m.steps++
	if m.steps%1024 == 0 && m.ctx != nil {
		if err := m.ctx.Err(); err != nil {
			return err
		}
	}
	pat := m.n.Pattern
	t := pat[i]
	canTake := t.Max == -1 || count < t.Max
	if canTake {
		ok, err := m.cond(pm, t.Var, e)
		if err != nil {
			return err
		}
		for _, b := range blockers {
			if !ok {
				break
			}
			held, err := m.cond(pm, b, e)
			if err != nil {
				return err
			}
			ok = !held
		}
		if ok {
			np := &partialMatch{start: pm.start, startTs: pm.startTs, term: i, count: count + 1,
				rows: append(slices.Clip(pm.rows), matchRow{ev: e, v: t.Var})}
			if m.complete(np) {
				*done = append(*done, np)
			}
			if np.count < t.Max || t.Max == -1 || i+1 < len(pat) {
				*next = append(*next, np)
			}
		}
	}
	if count >= t.Min && i+1 < len(pat) {
		nb := blockers
		if t.Greedy && canTake {
			nb = append(slices.Clip(blockers), t.Var)
		}
		return m.tryFrom(pm, i+1, 0, e, nb, next, done)
	}
	return nil
}

// complete reports whether a partial match is a match: its term has its minimum of rows and
// every later term is optional.
func (m *matchNFA) complete(pm *partialMatch) bool {
	pat := m.n.Pattern
	if pm.count < pat[pm.term].Min {
		return false
	}
	for _, t := range pat[pm.term+1:] {
		if t.Min > 0 {
			return false
		}
	}
	return true
}

// cond evaluates variable v's condition for e as the next row of pm.
func (m *matchNFA) cond(pm *partialMatch, v int, e *matchEvent) (bool, error) {
	d := m.n.Defines[v]
	if d == nil {
		return true, nil
	}
	if l, ok := d.(*plan.Literal); ok {
		b, _ := l.Value.(bool)
		return b, nil
	}
	rows := append(slices.Clip(pm.rows), matchRow{ev: e, v: v})
	vals, err := m.slotValues(m.n.DefineSlots[v], m.aggIDs[v], rows)
	if err != nil {
		return false, err
	}
	x, err := m.evalRow(d, m.slotFields[v], vals)
	if err != nil {
		return false, err
	}
	b, _ := x.(bool)
	return b, nil
}

// slotValues computes the slots over a match's rows.
func (m *matchNFA) slotValues(slots []plan.MatchSlot, aggIDs []int, rows []matchRow) ([]any, error) {
	vals := make([]any, len(slots))
	for k, s := range slots {
		var of []matchRow
		if s.Var < 0 {
			of = rows
		} else {
			for _, r := range rows {
				if r.v == s.Var {
					of = append(of, r)
				}
			}
		}
		switch s.Kind {
		case plan.SlotLast:
			if s.Offset < len(of) {
				vals[k] = of[len(of)-1-s.Offset].ev.values[s.Field]
			}
		case plan.SlotFirst:
			if s.Offset < len(of) {
				vals[k] = of[s.Offset].ev.values[s.Field]
			}
		case plan.SlotAgg:
			v, err := m.aggregate(s, aggIDs[k], of)
			if err != nil {
				return nil, err
			}
			vals[k] = v
		case plan.SlotRowtime:
			t := m.n.OrderBy[0].Expr.(*plan.InputRef).Index
			vals[k] = rows[len(rows)-1].ev.values[t]
		case plan.SlotProctime:
			vals[k] = types.TimestampData{Millis: time.Now().UnixMilli()}
		default:
			return nil, notSupported("this MATCH_RECOGNIZE slot")
		}
	}
	return vals, nil
}

func (m *matchNFA) aggregate(s plan.MatchSlot, id int, rows []matchRow) (any, error) {
	call := plan.AggCall{Func: s.Agg, Arg: -1, T: s.T}
	var fields []plan.Field
	if s.Arg != nil {
		call.Arg = 0
		fields = []plan.Field{{Type: s.Arg.Type()}}
	}
	acc := newRetractAcc(call, fields)
	for _, r := range rows {
		v := any(true)
		if id >= 0 {
			v = r.ev.args[id]
			if v == nil {
				continue
			}
		}
		if err := acc.add(v); err != nil {
			return nil, err
		}
	}
	return acc.result()
}

// evalRow evaluates e over one row of values typed by fields.
func (m *matchNFA) evalRow(e plan.Expr, fields []plan.Field, vals []any) (any, error) {
	if len(fields) == 0 {
		// A batch of no columns has no rows: give a constant expression one to run over.
		fields, vals = []plan.Field{{Name: "$row", Type: types.Boolean}}, []any{nil}
	}
	c := newChanges(fields, false, m.alloc)
	if err := c.emit(types.Insert, vals, 0); err != nil {
		c.batch().Record.Release()
		return nil, err
	}
	b := c.batch()
	defer b.Record.Release()
	arr, err := eval(e, b, m.alloc)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	return types.ValueFromArrow(e.Type(), arr, 0)
}

// emitReady emits the completed matches that no earlier partial match holds back, pruning
// by the AFTER MATCH SKIP strategy after each.
func (m *matchNFA) emitReady(p *matchPartition) ([]*partialMatch, error) {
	var out []*partialMatch
	for len(p.completed) > 0 && (len(p.partials) == 0 || p.completed[0].start <= p.partials[0].start) {
		match := p.completed[0]
		p.completed = p.completed[1:]
		id, strict, err := m.pruningID(match)
		if err != nil {
			return nil, err
		}
		pruned := func(pm *partialMatch) bool { return pm.start < id || !strict && pm.start == id }
		before, held := len(p.partials), heldRows(p.partials)
		p.partials = slices.DeleteFunc(p.partials, pruned)
		m.partials -= before - len(p.partials)
		m.rows -= held - heldRows(p.partials)
		p.completed = slices.DeleteFunc(p.completed, pruned)
		out = append(out, match)
	}
	return out, nil
}

// pruningID is the event the skip strategy prunes up to, and whether only earlier starts are
// pruned (SKIP TO FIRST and TO LAST) rather than up to it too.
func (m *matchNFA) pruningID(match *partialMatch) (int64, bool, error) {
	rows := match.rows
	switch m.n.Skip {
	case plan.SkipToNextRow:
		return rows[0].ev.seq, false, nil
	case plan.SkipPastLastRow:
		return rows[len(rows)-1].ev.seq, false, nil
	case plan.SkipToFirst, plan.SkipToLast:
		var of []int64
		for _, r := range rows {
			if r.v == m.n.SkipVar {
				of = append(of, r.ev.seq)
			}
		}
		if len(of) == 0 {
			return 0, false, runtimeError(classFlinkRuntime, "Could not skip to %s. No such element in the found match %s",
				m.n.Vars[m.n.SkipVar], m.eventIDs(rows))
		}
		id := of[len(of)-1]
		if m.n.Skip == plan.SkipToFirst {
			id = of[0]
		}
		if id == rows[0].ev.seq {
			return 0, false, runtimeError(classFlinkRuntime, "Could not skip to first element of a match.")
		}
		return id, true, nil
	}
	return 0, false, notSupported("this AFTER MATCH SKIP")
}

// eventIDs prints a match as Flink's message does: each variable's rows as EventIds, in
// pattern order.
func (m *matchNFA) eventIDs(rows []matchRow) string {
	var parts []string
	for v, name := range m.n.Vars {
		var ids []string
		for _, r := range rows {
			if r.v == v {
				ids = append(ids, "EventId{id="+itoa(r.ev.tsID)+", timestamp="+strconv.FormatInt(r.ev.ts, 10)+"}")
			}
		}
		if len(ids) > 0 {
			parts = append(parts, name+"=["+strings.Join(ids, ", ")+"]")
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

const classFlinkRuntime = "org.apache.flink.util.FlinkRuntimeException"

// measures is a match's output row: the partition fields, then the measures.
func (m *matchNFA) measures(match *partialMatch) ([]any, error) {
	first := match.rows[0].ev.values
	out := make([]any, 0, len(m.n.Output))
	for _, p := range m.n.PartitionBy {
		out = append(out, first[p])
	}
	vals, err := m.slotValues(m.n.Slots, m.measureAggIDs, match.rows)
	if err != nil {
		return nil, err
	}
	for _, e := range m.n.Measures {
		x, err := m.evalRow(e, m.measureFields, vals)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}
