package types

import "strconv"

// CalciteName is how Calcite's validator names a type in its messages:
// INTEGER rather than INT, VARCHAR(2147483647) rather than STRING, no NOT
// NULL: UPPER(<INTEGER>) in "Cannot apply 'UPPER' to arguments of type ...".
func (t Type) CalciteName() string {
	if t.Kind == KindTimestampLTZ {
		return "TIMESTAMP_WITH_LOCAL_TIME_ZONE(" + strconv.Itoa(t.Precision) + ")"
	}
	return t.calciteName()
}
