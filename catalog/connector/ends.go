package connector

// Ender is a Source that the planner sees as unbounded but whose reads still end by
// themselves: Flink's datagen with a sequence field and no 'number-of-rows' is unbounded to
// the planner (batch mode refuses it), while its job ends with the sequence. A server that
// refuses never-ending sources without a time limit asks it, so as not to refuse a script that
// finishes.
type Ender interface {
	EndsByItself() bool
}
