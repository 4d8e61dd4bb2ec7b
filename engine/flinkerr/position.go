package flinkerr

import "strconv"

// Position is where in a script an error is: the byte offsets of the construct it is about, and
// its line and column once they are known. The binder knows offsets only (lines are counted
// from the script's text later); the parser knows both.
//
// Start and End count bytes from the start of the script plus one, as the scanner's Pos
// counts, so that the zero Position is "no position" while offset 0 is still a place.
type Position struct {
	Start, End   int // byte offset + 1 of the first byte, and of the byte just past it; 0: unknown
	Line, Column int // 1-based, in characters; 0: unknown
}

// At is the position at a 0-based byte offset; a negative offset is no position.
func At(offset int) Position {
	if offset < 0 {
		return Position{}
	}
	return Position{Start: offset + 1}
}

// AtLine is the position at a 0-based byte offset with its 1-based line and column.
func AtLine(offset, line, column int) Position {
	p := At(offset)
	p.Line, p.Column = line, column
	return p
}

// Until returns p with the construct ending just before the 0-based byte offset end.
func (p Position) Until(end int) Position {
	if end >= 0 {
		p.End = end + 1
	}
	return p
}

// IsValid reports whether p says where anything is.
func (p Position) IsValid() bool { return p.Start > 0 || p.Line > 0 }

// Offset is the 0-based byte offset of the construct's start, -1 when not known.
func (p Position) Offset() int { return p.Start - 1 }

// EndOffset is the 0-based byte offset just past the construct, -1 when not known.
func (p Position) EndOffset() int { return p.End - 1 }

// String is "line:column", "@offset" when only the offset is known, and "-" for no position.
func (p Position) String() string {
	switch {
	case p.Line > 0:
		return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
	case p.Start > 0:
		return "@" + strconv.Itoa(p.Offset())
	}
	return "-"
}
