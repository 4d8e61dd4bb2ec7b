package exec

import "github.com/flinkpad/flinkpad/engine/plan"

// distributionValues places each row of a sorted partition: CUME_DIST is the share of the
// partition's rows up to the row's last peer, PERCENT_RANK is (RANK - 1) / (rows - 1), 0 for a
// partition of one row, and NTILE(n) deals the rows in order into n buckets whose sizes differ
// by at most one, the larger first.
func distributionValues(call *plan.OverCall, rows []overRow, idx []int, out []any) error {
	n := len(idx)
	if call.Func == "NTILE" {
		l, ok := call.Args[0].(*plan.Literal)
		if !ok {
			return plan.OverNotSupported(call)
		}
		buckets := toInt64(l.Value)
		if buckets <= 0 {
			return runtimeError("java.lang.IllegalArgumentException", "NTILE's argument must be greater than 0.")
		}
		size, big := int64(n)/buckets, int64(n)%buckets
		for pos, i := range idx {
			p := int64(pos)
			if p < big*(size+1) {
				out[i] = p/(size+1) + 1
			} else {
				out[i] = big + (p-big*(size+1))/size + 1
			}
		}
		return nil
	}
	for start := 0; start < n; {
		end := start + 1 // the peers of idx[start] are idx[start:end]
		for end < n {
			c, err := compareOrder(call, rows[idx[start]].order, rows[idx[end]].order)
			if err != nil {
				return err
			}
			if c != 0 {
				break
			}
			end++
		}
		for _, i := range idx[start:end] {
			if call.Func == "CUME_DIST" {
				out[i] = float64(end) / float64(n)
			} else if n > 1 {
				out[i] = float64(start) / float64(n-1)
			} else {
				out[i] = 0.0
			}
		}
		start = end
	}
	return nil
}
