package sql

// Nullability is the NULL / NOT NULL suffix of a type.
type Nullability int

// Nullability values; Unspecified means nullable, as in Flink.
const (
	NullUnspecified Nullability = iota
	Nullable                    // NULL written explicitly
	NotNull                     // NOT NULL
)

// TimeZoneKind is the time-zone suffix of TIME and TIMESTAMP.
type TimeZoneKind int

// Time-zone suffixes.
const (
	TimeZoneUnspecified TimeZoneKind = iota
	WithoutTimeZone                  // WITHOUT TIME ZONE
	WithLocalTimeZone                // WITH LOCAL TIME ZONE
)

// DataType is a type as written in SQL. It records syntax only; checking
// that, say, DECIMAL has at most two parameters belongs to engine/types.
//
// Name is the upper-cased type name, with multi-word names joined by one
// space ("DOUBLE PRECISION", "CHARACTER VARYING"); ARRAY, MULTISET, MAP, ROW
// and INTERVAL are the constructed types. A user-defined type has Name ""
// and its path in UserType.
type DataType struct {
	NamePos, EndPos Pos
	Name            string
	UserType        *Name
	Params          []*Literal // (p), (p, s), RAW('class', 'snapshot')
	TimeZone        TimeZoneKind
	Elem            *DataType // ARRAY, MULTISET
	Key, Value      *DataType // MAP
	Fields          []*RowField
	Interval        *IntervalQualifier // INTERVAL DAY TO SECOND(3)
	// Postfix is the Calcite form "INT ARRAY" rather than "ARRAY<INT>".
	Postfix bool
	// RowParens is the form ROW(a INT) rather than ROW<a INT>.
	RowParens   bool
	Nullability Nullability
}

func (x *DataType) Pos() Pos {
	if x.Postfix && x.Elem != nil {
		return x.Elem.Pos()
	}
	return x.NamePos
}
func (x *DataType) End() Pos       { return x.EndPos }
func (x *DataType) String() string { return nodeString(x) }
func (x *DataType) format(p *printer) {
	switch {
	case x.UserType != nil:
		x.UserType.format(p)
	case x.Postfix && x.Elem != nil:
		x.Elem.format(p)
		p.str(" " + x.Name)
	case x.Name == "ARRAY" || x.Name == "MULTISET":
		p.str(x.Name + "<")
		if x.Elem != nil {
			x.Elem.format(p)
		}
		p.str(">")
	case x.Name == "MAP":
		p.str("MAP<")
		if x.Key != nil && x.Value != nil {
			x.Key.format(p)
			p.str(", ")
			x.Value.format(p)
		}
		p.str(">")
	case x.Name == "ROW":
		open, closing := "<", ">"
		if x.RowParens {
			open, closing = "(", ")"
		}
		p.str("ROW" + open)
		printList(p, x.Fields)
		p.str(closing)
	case x.Name == "INTERVAL" && x.Interval != nil:
		p.str("INTERVAL ")
		x.Interval.format(p)
	default:
		if p.quoteAll && x.Name == "INT" {
			p.str("INTEGER") // Calcite unparses INT by its full name
		} else {
			p.str(x.Name)
		}
		if len(x.Params) > 0 {
			p.str("(")
			printList(p, x.Params)
			p.str(")")
		}
		switch x.TimeZone {
		case WithoutTimeZone:
			p.str(" WITHOUT TIME ZONE")
		case WithLocalTimeZone:
			p.str(" WITH LOCAL TIME ZONE")
		}
	}
	switch x.Nullability {
	case Nullable:
		p.str(" NULL")
	case NotNull:
		p.str(" NOT NULL")
	}
}

// RowField is one field of a ROW type: name type ['description'].
type RowField struct {
	Name    *Ident
	Type    *DataType
	Comment *Literal
}

func (x *RowField) Pos() Pos { return x.Name.Pos() }
func (x *RowField) End() Pos {
	if x.Comment != nil {
		return x.Comment.End()
	}
	return x.Type.End()
}
func (x *RowField) String() string { return nodeString(x) }
func (x *RowField) format(p *printer) {
	x.Name.format(p)
	p.str(" ")
	x.Type.format(p)
	if x.Comment != nil {
		p.str(" ")
		x.Comment.format(p)
	}
}
