package types

// Common types of several types. Flink has two sources of truth here:
//
//   - LogicalTypeMerging.findCommonType, used by Flink's own type inference
//     (COALESCE, IF, NULLIF, functions with "common type" arguments, ARRAY[...]
//     and MAP[...] constructors). CommonType implements it.
//   - Calcite's SqlTypeFactoryImpl.leastRestrictive, which Flink's planner
//     uses for set operations (UNION), multi-row VALUES and CASE. Flink's type
//     system turns ragged CHAR unions into VARCHAR. LeastRestrictive
//     implements it.
//
// They differ in small ways: FLOAT and DOUBLE give FLOAT in Calcite when
// FLOAT comes first (Flink maps FLOAT to Calcite's 8-byte FLOAT, whose
// precision equals DOUBLE's), and DOUBLE in Flink's rule. Recorded from
// Flink 2.3 with DESCRIBE of views (see merging_test.go).

// CommonType returns the most specific type that all the given types cast
// to implicitly, or false if there is none. It follows
// LogicalTypeMerging.findCommonType: the result is nullable if any input is;
// NULL types only count for nullability; a result of only NULL is no result.
func CommonType(types ...Type) (Type, bool) {
	if len(types) == 0 {
		return Type{}, false
	}
	hasNull, anyNullable := false, false
	normalized := make([]Type, len(types))
	for i, t := range types {
		if t.Kind == KindNull {
			hasNull = true
		}
		if t.Nullable() {
			anyNullable = true
		}
		normalized[i] = t.WithNullable(true)
	}
	found, ok := commonNullableType(normalized, hasNull)
	if !ok {
		found, ok = commonCastableType(normalized)
	}
	if !ok || found.Kind == KindNull {
		return Type{}, false
	}
	return found.WithNullable(anyNullable), true
}

// commonCastableType is the fallback: the first type that every other type
// casts to implicitly.
func commonCastableType(types []Type) (Type, bool) {
	result := types[0]
	for _, t := range types {
		if t.Kind == KindNull {
			continue
		}
		if SupportsImplicitCast(result, t) {
			result = t
		} else if !SupportsImplicitCast(t, result) {
			return Type{}, false
		}
	}
	return result, true
}

func commonNullableType(types []Type, hasNull bool) (Type, bool) {
	var result Type
	haveResult := false
	for _, t := range types {
		if t.Kind == KindNull {
			continue
		}
		if !haveResult {
			result, haveResult = t, true
		}
		if p, ok := commonTypePattern(result, t); ok {
			result = p
			continue
		}
		switch t.Kind {
		case KindArray, KindMultiset, KindMap, KindRow:
			return commonConstructedType(types)
		}
		if !similarTypes(result, t) {
			return Type{}, false
		}
		switch {
		case t.IsCharString() || t.IsBinaryString():
			length := max(result.Length, t.Length)
			switch {
			case result.Kind == KindVarChar || result.Kind == KindVarBinary:
				result = Type{Kind: result.Kind, Length: length}
			case result.Length != t.Length:
				// Different fixed lengths: Flink avoids padding by going variable.
				if result.Kind == KindChar {
					result = VarChar(length)
				} else {
					result = VarBinary(length)
				}
			default:
				result = Type{Kind: t.Kind, Length: length}
			}
		case t.IsExactNumeric():
			switch {
			case result.IsExactNumeric():
				result = commonExactNumeric(result, t)
			case result.IsApproxNumeric():
				if t.Kind == KindDecimal {
					result = Double
				}
			default:
				return Type{}, false
			}
		case t.IsApproxNumeric():
			switch {
			case result.IsApproxNumeric():
				if result.Kind == KindDouble || t.Kind == KindDouble {
					result = Double
				}
			case result.IsExactNumeric():
				if t.Kind == KindDecimal {
					result = Double
				} else {
					result = t
				}
			default:
				return Type{}, false
			}
		case t.Kind == KindDate:
			if result.Kind != KindDate {
				return Type{}, false
			}
			result = Date
		case t.Kind == KindTime:
			if result.Kind != KindTime {
				return Type{}, false
			}
			result = Time(max(result.Precision, t.Precision))
		case t.IsTimestamp():
			if !result.IsTimestamp() {
				return Type{}, false
			}
			result = commonTimestamp(result, t)
		case t.Kind == KindIntervalDayTime:
			result = Type{Kind: KindIntervalDayTime,
				Resolution: combineResolutions(result.Resolution, t.Resolution),
				Precision:  max(result.Precision, t.Precision), Scale: max(result.Scale, t.Scale)}
		case t.Kind == KindIntervalYearMonth:
			result = Type{Kind: KindIntervalYearMonth,
				Resolution: combineResolutions(result.Resolution, t.Resolution),
				Precision:  max(result.Precision, t.Precision)}
		default:
			return Type{}, false // BOOLEAN and the like: left to commonCastableType
		}
	}
	if !haveResult && hasNull {
		return Null, true
	}
	return result, haveResult
}

// commonTypePattern handles DATETIME +/- INTERVAL and DATE/TIMESTAMP +/- exact
// numeric (days), where the datetime type wins.
func commonTypePattern(result, t Type) (Type, bool) {
	switch {
	case result.Is(FamilyDatetime) && t.Is(FamilyInterval):
		return result, true
	case result.Is(FamilyInterval) && t.Is(FamilyDatetime):
		return t, true
	case (result.IsTimestamp() || result.Kind == KindDate) && t.IsExactNumeric():
		return result, true
	case result.IsExactNumeric() && (t.IsTimestamp() || t.Kind == KindDate):
		return t, true
	}
	return Type{}, false
}

func similarTypes(a, b Type) bool {
	for _, f := range []Family{FamilyCharacterString, FamilyBinaryString, FamilyNumeric, FamilyTime, FamilyTimestamp} {
		if a.Is(f) && b.Is(f) {
			return true
		}
	}
	return a.Kind == b.Kind
}

func commonConstructedType(types []Type) (Type, bool) {
	first := types[0]
	n := len(first.Children())
	for _, t := range types {
		if t.Kind != first.Kind || len(t.Children()) != n {
			return Type{}, false
		}
	}
	children := make([]Type, n)
	for i := range children {
		column := make([]Type, len(types))
		for j, t := range types {
			column[j] = t.Children()[i]
		}
		c, ok := CommonType(column...)
		if !ok {
			return Type{}, false
		}
		children[i] = c
	}
	switch first.Kind {
	case KindRow:
		fields := make([]Field, n)
		for i, f := range first.Fields {
			fields[i] = Field{Name: f.Name, Type: children[i], Description: f.Description}
		}
		return Type{Kind: KindRow, Fields: fields}, true
	default:
		return Type{Kind: first.Kind, Elem: children}, true
	}
}

// commonExactNumeric: the larger integer type, or a DECIMAL with enough whole
// digits and the larger scale, capped at 38 digits (scale gives way first).
func commonExactNumeric(a, b Type) Type {
	if a.Equal(b) {
		return a
	}
	if a.Kind != KindDecimal && b.Kind != KindDecimal {
		if b.numericPrecision() > a.numericPrecision() {
			return b
		}
		return a
	}
	p1, s1 := a.numericPrecision(), a.numericScale()
	p2, s2 := b.numericPrecision(), b.numericScale()
	whole := min(max(p1-s1, p2-s2), MaxDecimalPrecision)
	scale := min(max(s1, s2), MaxDecimalPrecision-whole)
	return Decimal(whole+scale, scale)
}

func commonTimestamp(a, b Type) Type {
	if a.Equal(b) {
		return a
	}
	p := max(a.Precision, b.Precision)
	if a.Kind == KindTimestampLTZ || b.Kind == KindTimestampLTZ {
		return TimestampLTZ(p)
	}
	return Timestamp(p)
}

// Interval resolutions as [start, end] field pairs, to combine two
// resolutions into the one spanning both.
var resolutionBounds = map[Resolution][2]Resolution{
	ResYear: {ResYear, ResYear}, ResYearToMonth: {ResYear, ResMonth}, ResMonth: {ResMonth, ResMonth},
	ResDay: {ResDay, ResDay}, ResDayToHour: {ResDay, ResHour}, ResDayToMinute: {ResDay, ResMinute},
	ResDayToSecond: {ResDay, ResSecond}, ResHour: {ResHour, ResHour}, ResHourToMinute: {ResHour, ResMinute},
	ResHourToSecond: {ResHour, ResSecond}, ResMinute: {ResMinute, ResMinute},
	ResMinuteToSecond: {ResMinute, ResSecond}, ResSecond: {ResSecond, ResSecond},
}

func combineResolutions(a, b Resolution) Resolution {
	ab, bb := resolutionBounds[a], resolutionBounds[b]
	start, end := min(ab[0], bb[0]), max(ab[1], bb[1])
	for r, bounds := range resolutionBounds {
		if bounds == [2]Resolution{start, end} {
			return r
		}
	}
	return a
}

// LeastRestrictive is the common type Flink's planner (through Calcite's
// leastRestrictive) gives to UNION branches, the rows of a multi-row VALUES
// and the branches of CASE. It returns false where Flink reports that the
// types cannot be unified.
func LeastRestrictive(types ...Type) (Type, bool) {
	if len(types) == 0 {
		return Type{}, false
	}
	// FlinkTypeFactory.resolveAllIdenticalTypes: identical types keep every
	// parameter, nullable if any is.
	same, anyNullable := true, false
	for _, t := range types {
		if !t.EqualIgnoringNullability(types[0]) {
			same = false
		}
		if t.Nullable() {
			anyNullable = true
		}
	}
	if same {
		if types[0].Kind == KindNull {
			return Type{}, false
		}
		return types[0].WithNullable(anyNullable), true
	}
	var result Type
	have := false
	for _, t := range types {
		if t.Kind == KindNull {
			continue
		}
		tn := t.WithNullable(true)
		if !have {
			result, have = tn, true
			continue
		}
		r, ok := leastRestrictivePair(result, tn)
		if !ok {
			return Type{}, false
		}
		result = r
	}
	if !have {
		return Type{}, false
	}
	return result.WithNullable(anyNullable), true
}

func leastRestrictivePair(result, t Type) (Type, bool) {
	switch {
	case result.IsCharString() && t.IsCharString(), result.IsBinaryString() && t.IsBinaryString():
		length := max(result.Length, t.Length)
		if result.Kind == t.Kind && result.Length == t.Length {
			return result, true
		}
		// Ragged or mixed fixed/variable: Flink's type system makes it varying.
		if result.IsCharString() {
			return VarChar(length), true
		}
		return VarBinary(length), true
	case result.IsExactNumeric() && t.IsExactNumeric():
		return commonExactNumeric(result, t), true
	case result.IsApproxNumeric() && t.IsExactNumeric():
		if t.Kind == KindDecimal {
			return Double, true
		}
		return result, true
	case result.IsExactNumeric() && t.IsApproxNumeric():
		if result.Kind == KindDecimal {
			return Double, true
		}
		return t, true
	case result.IsApproxNumeric() && t.IsApproxNumeric():
		// Calcite keeps the first of equal precision; Flink's FLOAT and
		// DOUBLE both have precision 15 there.
		return result, true
	case result.IsTimestamp() && t.IsTimestamp():
		return commonTimestamp(result, t), true
	case result.Kind == KindTime && t.Kind == KindTime:
		return Time(max(result.Precision, t.Precision)), true
	case result.Kind == t.Kind && (result.IsConstructed()):
		return commonConstructedLeast(result, t)
	case result.Kind == t.Kind:
		return result, true
	}
	return Type{}, false
}

func commonConstructedLeast(a, b Type) (Type, bool) {
	ac, bc := a.Children(), b.Children()
	if len(ac) != len(bc) {
		return Type{}, false
	}
	children := make([]Type, len(ac))
	for i := range ac {
		c, ok := LeastRestrictive(ac[i], bc[i])
		if !ok {
			return Type{}, false
		}
		children[i] = c
	}
	if a.Kind == KindRow {
		fields := make([]Field, len(children))
		for i, f := range a.Fields {
			fields[i] = Field{Name: f.Name, Type: children[i]}
		}
		return Type{Kind: KindRow, Fields: fields}, true
	}
	return Type{Kind: a.Kind, Elem: children}, true
}
