package phys

import "github.com/flinkpad/flinkpad/engine/plan"

// dropUpdateBeforeError refuses to print a streaming plan in which a source of every kind (a
// CDC format) is read by a consumer that wants +U alone: Flink plans a DropUpdateBefore above
// the scan there (case format_debezium_explain_changelog_mode), a node Flinkpad does not print
// yet. The job still runs: the executor passes the source's rows on with their kinds.
func dropUpdateBeforeError(modes map[plan.Node]plan.ChangelogMode) error {
	for n, m := range modes {
		s, ok := n.(*plan.Scan)
		if ok && s.Changelog&plan.ModeUpdateBefore != 0 && m&plan.ModeUpdateBefore == 0 {
			return notExplainable("a changelog source read without its update-befores (DropUpdateBefore)")
		}
	}
	return nil
}
