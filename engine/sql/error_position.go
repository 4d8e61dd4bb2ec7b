package sql

import "github.com/flinkpad/flinkpad/engine/flinkerr"

// ErrorPosition is p as the position of an error about the construct there: its offset, line
// and column in the whole script.
func (p Position) ErrorPosition() flinkerr.Position {
	if !p.IsValid() {
		return flinkerr.Position{}
	}
	return flinkerr.AtLine(p.Offset, p.Line, p.Column)
}

// ErrorPosition is p as the position of an error, by its offset alone: the binder has no lines.
func (p Pos) ErrorPosition() flinkerr.Position { return flinkerr.At(p.Offset()) }
