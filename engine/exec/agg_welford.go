package exec

// welfordAcc is Flink's internal $WELFORD_M2$1 (WelfordM2AggFunction), to which the optimizer
// reduces STDDEV and VARIANCE: the sum of squared differences from the mean, kept by Welford's
// online algorithm in float64 as Flink keeps it in a Java double, so that the digits agree.
// The caller passes no NULLs.
type welfordAcc struct {
	n        int64
	mean, m2 float64
}

func (a *welfordAcc) add(v any) error {
	a.n++
	// Flink ignores values while the count is not positive (retractions of values never
	// added), but keeps counting, to stay in step with the COUNT beside it.
	if a.n <= 0 {
		return nil
	}
	x := numberAsFloat(v)
	delta := x - a.mean
	a.mean += delta / float64(a.n)
	a.m2 += delta * (x - a.mean)
	return nil
}

func (a *welfordAcc) retract(v any) error {
	a.n--
	if a.n <= 0 {
		if a.n == 0 {
			a.mean, a.m2 = 0, 0
		}
		return nil
	}
	x := numberAsFloat(v)
	delta2 := x - a.mean
	a.mean -= delta2 / float64(a.n)
	a.m2 -= (x - a.mean) * delta2
	return nil
}

// result is NULL for no values, and for a negative m2, which unmatched retractions leave.
func (a *welfordAcc) result() (any, error) {
	if a.n <= 0 || a.m2 < 0 {
		return nil, nil
	}
	return a.m2, nil
}

// numberAsFloat is Java's Number.doubleValue of an integer or approximate number.
func numberAsFloat(v any) float64 {
	switch x := v.(type) {
	case float32, float64:
		return toFloat(x)
	}
	return float64(toInt64(v))
}

var _ retractAcc = (*welfordAcc)(nil)

// unknownAggregate is the accumulator of a call the executor has no accumulator for (a
// variance aggregate the optimizer did not reduce): every use fails loudly, never silently.
type unknownAggregate struct{ name string }

func (a *unknownAggregate) add(any) error     { return a.fail() }
func (a *unknownAggregate) retract(any) error { return a.fail() }
func (a *unknownAggregate) result() (any, error) {
	return nil, a.fail()
}

func (a *unknownAggregate) fail() error {
	return notSupported("the aggregate function " + a.name + " in this plan")
}
