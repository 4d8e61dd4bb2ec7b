package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// scanChangelogMode is what a scan emits: its source's changelog, which the binder set
// (plan.Scan.Changelog), else inserts. An ALL-mode source (a CDC format) emits every kind and
// Flink plans no ChangelogNormalize above it (case format_debezium_explain_changelog_mode).
func scanChangelogMode(s *plan.Scan) plan.ChangelogMode {
	if s.Changelog == 0 {
		return plan.InsertOnly
	}
	return s.Changelog
}

// scanUpdateKind is what a scan gives a consumer asking req: nothing for an insert-only
// source; an updating one gives what is asked, -U and +U, or +U alone through the
// DropUpdateBefore Flink plans above it (SatisfyUpdateKindTraitVisitor; its mode in
// ChangelogModes is then the DropUpdateBefore's, without -U: phys/scan_changelog.go).
func scanUpdateKind(s *plan.Scan, req updateKind) updateKind {
	if !scanChangelogMode(s).Updates() {
		return noUpdates
	}
	return req
}
