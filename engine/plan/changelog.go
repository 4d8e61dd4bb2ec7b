package plan

import "strings"

// ChangelogMode is the set of row kinds a node emits in streaming mode, as Flink's
// ChangelogMode: insert-only ([I]), retract ([I,UB,UA,D]) or upsert ([I,UA,D]).
type ChangelogMode uint8

// The row kinds of a changelog mode, in the order Flink prints them.
const (
	ModeInsert ChangelogMode = 1 << iota
	ModeUpdateBefore
	ModeUpdateAfter
	ModeDelete
)

// Common changelog modes.
const (
	InsertOnly ChangelogMode = ModeInsert
	Retract                  = ModeInsert | ModeUpdateBefore | ModeUpdateAfter | ModeDelete
	Upsert                   = ModeInsert | ModeUpdateAfter | ModeDelete
)

// IsInsertOnly reports whether the mode holds only +I rows.
func (m ChangelogMode) IsInsertOnly() bool { return m&^ModeInsert == 0 }

// Updates reports whether the mode holds update rows (-U or +U).
func (m ChangelogMode) Updates() bool { return m&(ModeUpdateBefore|ModeUpdateAfter) != 0 }

// String prints the mode as EXPLAIN CHANGELOG_MODE does: "I,UB,UA,D".
func (m ChangelogMode) String() string {
	var parts []string
	for _, k := range []struct {
		m    ChangelogMode
		name string
	}{{ModeInsert, "I"}, {ModeUpdateBefore, "UB"}, {ModeUpdateAfter, "UA"}, {ModeDelete, "D"}} {
		if m&k.m != 0 {
			parts = append(parts, k.name)
		}
	}
	return strings.Join(parts, ",")
}
