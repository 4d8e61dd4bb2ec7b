package types

// Cast tables, after Flink's LogicalTypeCasts. The tables are per target
// kind: which source kinds cast implicitly (widening, used for type
// coercion and INSERT) and which only explicitly (CAST). Parameters such as
// lengths and precisions do not matter to these checks: DECIMAL(5, 2) casts
// implicitly to DECIMAL(3, 1), as in Flink.

type castRule struct {
	implicit, explicit kindSet
}

type kindSet uint64

func kinds(ks ...Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func families(fs ...Family) kindSet {
	var s kindSet
	for k := Kind(0); k < numKinds; k++ {
		for _, f := range fs {
			if k.Is(f) {
				s |= 1 << k
			}
		}
	}
	return s
}

func (s kindSet) has(k Kind) bool { return s&(1<<k) != 0 }

var castRules = func() [numKinds]castRule {
	var r [numKinds]castRule
	set := func(target Kind, implicit, explicit kindSet) {
		// Every kind casts implicitly to itself.
		r[target] = castRule{implicit: implicit | kinds(target), explicit: explicit}
	}
	ints := kinds(KindTinyInt, KindSmallInt, KindInt, KindBigInt)
	charStr := families(FamilyCharacterString)
	toNumber := families(FamilyNumeric, FamilyCharacterString, FamilyInterval) |
		kinds(KindBoolean, KindTimestamp, KindTimestampLTZ)

	set(KindChar, kinds(KindChar), families(FamilyPredefined, FamilyConstructed)|kinds(KindNull, KindBitmap))
	set(KindVarChar, charStr, families(FamilyPredefined, FamilyConstructed)|kinds(KindNull, KindBitmap))
	// BITMAP to BINARY and VARBINARY passes validation but fails in code generation (CheckCast).
	set(KindBinary, kinds(KindBinary), charStr|kinds(KindVarBinary, KindBitmap))
	set(KindVarBinary, families(FamilyBinaryString), charStr|kinds(KindBinary, KindBitmap))
	set(KindTinyInt, kinds(KindTinyInt), toNumber)
	set(KindSmallInt, kinds(KindTinyInt, KindSmallInt), toNumber)
	set(KindInt, kinds(KindTinyInt, KindSmallInt, KindInt), toNumber)
	set(KindBigInt, ints, toNumber)
	set(KindDecimal, families(FamilyNumeric),
		charStr|families(FamilyInterval)|kinds(KindBoolean, KindTimestamp, KindTimestampLTZ))
	set(KindFloat, ints|kinds(KindFloat, KindDecimal),
		families(FamilyNumeric, FamilyCharacterString)|kinds(KindBoolean, KindTimestamp, KindTimestampLTZ))
	set(KindDouble, families(FamilyNumeric),
		charStr|kinds(KindBoolean, KindTimestamp, KindTimestampLTZ))
	set(KindBoolean, kinds(KindBoolean), charStr|families(FamilyIntegerNumeric))
	set(KindDate, kinds(KindDate, KindTimestamp), families(FamilyTimestamp, FamilyCharacterString))
	set(KindTime, kinds(KindTime, KindTimestamp), families(FamilyTime, FamilyTimestamp, FamilyCharacterString))
	set(KindTimestamp, kinds(KindTimestamp, KindTimestampLTZ),
		families(FamilyDatetime, FamilyCharacterString, FamilyNumeric))
	set(KindTimestampLTZ, kinds(KindTimestampLTZ, KindTimestamp),
		families(FamilyDatetime, FamilyCharacterString, FamilyNumeric))
	set(KindIntervalYearMonth, 0, families(FamilyExactNumeric, FamilyCharacterString))
	set(KindIntervalDayTime, 0, families(FamilyExactNumeric, FamilyCharacterString))
	set(KindArray, 0, 0)
	set(KindMultiset, 0, 0)
	set(KindMap, 0, 0)
	set(KindRow, 0, 0)
	set(KindNull, 0, 0)
	set(KindBitmap, 0, 0)
	return r
}()

// SupportsImplicitCast reports whether a value of type from can be used
// where to is expected without a CAST, losing nothing (Flink's
// LogicalTypeCasts.supportsImplicitCast). A nullable type never casts
// implicitly to a NOT NULL one.
func SupportsImplicitCast(from, to Type) bool { return supportsCast(from, to, false) }

// SupportsExplicitCast reports whether CAST(from AS to) is valid (Flink's
// LogicalTypeCasts.supportsExplicitCast). Nullability does not matter.
func SupportsExplicitCast(from, to Type) bool { return supportsCast(from, to, true) }

func supportsCast(from, to Type, explicit bool) bool {
	if from.Nullable() && !to.Nullable() && !explicit {
		return false
	}
	if from.EqualIgnoringNullability(to) {
		return true
	}
	switch {
	case from.Kind == KindNull:
		return true
	case from.Is(FamilyInterval) && to.IsExactNumeric():
		return from.singleFieldInterval()
	case from.IsExactNumeric() && to.Is(FamilyInterval):
		return to.singleFieldInterval()
	case from.IsConstructed() && to.IsConstructed():
		if from.Kind != to.Kind {
			return false
		}
		fc, tc := from.Children(), to.Children()
		if len(fc) != len(tc) {
			return false
		}
		for i := range fc {
			if !supportsCast(fc[i], tc[i], explicit) {
				return false
			}
		}
		return true
	}
	if from.Kind >= numKinds || to.Kind >= numKinds {
		return false
	}
	rule := castRules[to.Kind]
	if rule.implicit.has(from.Kind) {
		return true
	}
	return explicit && rule.explicit.has(from.Kind)
}

// SupportsAvoidingCast reports whether a value of type from can be used as
// type to without converting it (Flink's supportsAvoidingCast): equal types,
// a NOT NULL type in a nullable slot, a string or binary type within a longer
// one of the same fixedness rules, and constructed types whose children
// qualify (field names ignored).
func SupportsAvoidingCast(from, to Type) bool {
	if from.Nullable() && !to.Nullable() {
		return false
	}
	switch to.Kind {
	case KindChar, KindBinary:
		return from.Kind == to.Kind && from.Length == to.Length
	case KindVarChar:
		return (from.Kind == KindChar || from.Kind == KindVarChar) && from.Length <= to.Length
	case KindVarBinary:
		return (from.Kind == KindBinary || from.Kind == KindVarBinary) && from.Length <= to.Length
	case KindArray, KindMultiset, KindMap, KindRow:
		if from.Kind != to.Kind {
			return false
		}
		fc, tc := from.Children(), to.Children()
		if len(fc) != len(tc) {
			return false
		}
		for i := range fc {
			if !SupportsAvoidingCast(fc[i], tc[i]) {
				return false
			}
		}
		return true
	}
	// Time attributes (*ROWTIME*) are metadata, not a different representation.
	from.TimeAttr, to.TimeAttr = TimestampRegular, TimestampRegular
	return from.EqualIgnoringNullability(to)
}
