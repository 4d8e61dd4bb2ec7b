package exec

import (
	"math"
	"sort"
	"time"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// percentileAcc is PERCENTILE (Flink's PercentileAggFunction): how many times each value is
// present, as a DOUBLE (a retraction counts it down and drops it at zero), and at the end the
// percentiles by linear interpolation between the values around position p × (n - 1) + 1 of
// the sorted values. Values are keyed as java.lang.Double keys are, by their bits with one NaN,
// and sorted as Double.compareTo sorts them (-0.0 before 0.0, NaN last).
type percentileAcc struct {
	arg         types.Type
	percentages []float64
	array       bool
	counts      map[uint64]int64
}

func newPercentileAcc(c plan.AggCall, arg types.Type) *percentileAcc {
	return &percentileAcc{arg: arg, percentages: c.Percentages, array: c.PercentileArray, counts: map[uint64]int64{}}
}

func doubleKey(d float64) uint64 {
	if d != d {
		return 0x7ff8000000000000
	}
	return math.Float64bits(d)
}

func (a *percentileAcc) update(v any, n int64) error {
	// Number.doubleValue, and BigDecimal.doubleValue for a DECIMAL: the nearest DOUBLE.
	d, err := types.CastValue(v, a.arg, types.Double, time.UTC)
	if err != nil {
		return err
	}
	k := doubleKey(d.(float64))
	if c := a.counts[k] + n; c != 0 {
		a.counts[k] = c
	} else {
		delete(a.counts, k)
	}
	return nil
}

func (a *percentileAcc) add(v any) error     { return a.update(v, 1) }
func (a *percentileAcc) retract(v any) error { return a.update(v, -1) }

// javaDoubleLess is Double.compare(x, y) < 0.
func javaDoubleLess(x, y float64) bool {
	switch {
	case x < y:
		return true
	case x > y:
		return false
	}
	// Equal or NaN: Java orders by the canonical bits (-0.0 before 0.0, NaN after all).
	return int64(doubleKey(x)) < int64(doubleKey(y))
}

func (a *percentileAcc) result() (any, error) {
	type entry struct {
		value float64
		count int64
	}
	entries := make([]entry, 0, len(a.counts))
	var total int64
	for k, n := range a.counts {
		entries = append(entries, entry{math.Float64frombits(k), n})
		total += n
	}
	if total <= 0 {
		return nil, nil
	}
	sort.Slice(entries, func(i, j int) bool { return javaDoubleLess(entries[i].value, entries[j].value) })
	type position struct {
		at    float64
		index int
	}
	positions := make([]position, len(a.percentages))
	for i, p := range a.percentages {
		positions[i] = position{p*float64(total-1) + 1, i}
	}
	sort.SliceStable(positions, func(i, j int) bool { return positions[i].at < positions[j].at })
	out := make([]any, len(a.percentages))
	seen, j := entries[0].count, 0
	for _, pos := range positions {
		lower, higher := int64(math.Floor(pos.at)), int64(math.Ceil(pos.at))
		for seen < lower && j+1 < len(entries) {
			j++
			seen += entries[j].count
		}
		if seen >= higher || j+1 >= len(entries) {
			out[pos.index] = entries[j].value
		} else {
			out[pos.index] = (float64(higher)-pos.at)*entries[j].value + (pos.at-float64(lower))*entries[j+1].value
		}
	}
	if a.array {
		return out, nil
	}
	return out[0], nil
}

var _ retractAcc = (*percentileAcc)(nil)
