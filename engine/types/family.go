package types

// Family is a group of kinds, Flink's LogicalTypeFamily. A kind can be in
// several families (DECIMAL is PREDEFINED, NUMERIC and EXACT_NUMERIC).
type Family uint16

// Families, as bits so a kind's families fit in one word.
const (
	FamilyPredefined Family = 1 << iota
	FamilyConstructed
	FamilyCharacterString
	FamilyBinaryString
	FamilyNumeric
	FamilyIntegerNumeric
	FamilyExactNumeric
	FamilyApproximateNumeric
	FamilyDatetime
	FamilyTime
	FamilyTimestamp
	FamilyInterval
)

// kindFamilies is LogicalTypeRoot's family list for each kind.
var kindFamilies = [numKinds]Family{
	KindNull:              0, // EXTENSION in Flink
	KindBoolean:           FamilyPredefined,
	KindTinyInt:           FamilyPredefined | FamilyNumeric | FamilyIntegerNumeric | FamilyExactNumeric,
	KindSmallInt:          FamilyPredefined | FamilyNumeric | FamilyIntegerNumeric | FamilyExactNumeric,
	KindInt:               FamilyPredefined | FamilyNumeric | FamilyIntegerNumeric | FamilyExactNumeric,
	KindBigInt:            FamilyPredefined | FamilyNumeric | FamilyIntegerNumeric | FamilyExactNumeric,
	KindFloat:             FamilyPredefined | FamilyNumeric | FamilyApproximateNumeric,
	KindDouble:            FamilyPredefined | FamilyNumeric | FamilyApproximateNumeric,
	KindDecimal:           FamilyPredefined | FamilyNumeric | FamilyExactNumeric,
	KindChar:              FamilyPredefined | FamilyCharacterString,
	KindVarChar:           FamilyPredefined | FamilyCharacterString,
	KindBinary:            FamilyPredefined | FamilyBinaryString,
	KindVarBinary:         FamilyPredefined | FamilyBinaryString,
	KindDate:              FamilyPredefined | FamilyDatetime,
	KindTime:              FamilyPredefined | FamilyDatetime | FamilyTime,
	KindTimestamp:         FamilyPredefined | FamilyDatetime | FamilyTimestamp,
	KindTimestampLTZ:      FamilyPredefined | FamilyDatetime | FamilyTimestamp,
	KindIntervalYearMonth: FamilyPredefined | FamilyInterval,
	KindIntervalDayTime:   FamilyPredefined | FamilyInterval,
	KindArray:             FamilyConstructed,
	KindMultiset:          FamilyConstructed,
	KindMap:               FamilyConstructed,
	KindRow:               FamilyConstructed,
	KindBitmap:            0, // EXTENSION in Flink
}

// Families returns the families of the kind.
func (k Kind) Families() Family {
	if k < numKinds {
		return kindFamilies[k]
	}
	return 0
}

// Is reports whether the kind belongs to all of the given families.
func (k Kind) Is(f Family) bool { return k.Families()&f == f }

// Is reports whether the type's kind belongs to the family.
func (t Type) Is(f Family) bool { return t.Kind.Is(f) }

// IsNumeric, IsString and friends are shorthands for the common families.
func (t Type) IsNumeric() bool        { return t.Is(FamilyNumeric) }
func (t Type) IsIntegerNumeric() bool { return t.Is(FamilyIntegerNumeric) }
func (t Type) IsExactNumeric() bool   { return t.Is(FamilyExactNumeric) }
func (t Type) IsApproxNumeric() bool  { return t.Is(FamilyApproximateNumeric) }
func (t Type) IsCharString() bool     { return t.Is(FamilyCharacterString) }
func (t Type) IsBinaryString() bool   { return t.Is(FamilyBinaryString) }
func (t Type) IsTimestamp() bool      { return t.Is(FamilyTimestamp) }
func (t Type) IsConstructed() bool    { return t.Is(FamilyConstructed) }

// numericPrecision is the number of decimal digits of an integer kind
// (TinyIntType.PRECISION etc.), the precision of a DECIMAL, and Calcite's
// precision of FLOAT and DOUBLE.
func (t Type) numericPrecision() int {
	switch t.Kind {
	case KindTinyInt:
		return 3
	case KindSmallInt:
		return 5
	case KindInt:
		return 10
	case KindBigInt:
		return 19
	case KindDecimal:
		return t.Precision
	case KindFloat:
		return 7
	case KindDouble:
		return 15
	}
	return 0
}

// numericScale is the scale of DECIMAL and 0 for integers.
func (t Type) numericScale() int {
	if t.Kind == KindDecimal {
		return t.Scale
	}
	return 0
}

// AsDecimal is the DECIMAL that holds every value of an exact numeric type:
// INT is DECIMAL(10, 0), BIGINT DECIMAL(19, 0). Flink widens integer operands
// this way before decimal arithmetic (LogicalTypeMerging, Calcite's
// SqlTypeUtil.getMaxPrecisionScaleDecimal does the same).
func (t Type) AsDecimal() Type {
	if t.Kind == KindDecimal {
		return t
	}
	return Type{Kind: KindDecimal, Precision: t.numericPrecision(), NotNull: t.NotNull}
}

// singleFieldInterval reports intervals with one field (YEAR, MONTH, DAY,
// HOUR, MINUTE, SECOND): only those cast to and from exact numerics.
func (t Type) singleFieldInterval() bool {
	switch t.Resolution {
	case ResYear, ResMonth, ResDay, ResHour, ResMinute, ResSecond:
		return t.Is(FamilyInterval)
	}
	return false
}
