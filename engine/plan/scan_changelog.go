package plan

import "github.com/flinkpad/flinkpad/engine/flinkerr"

// scanChangelog sets what a scan's source produces, asking the session (the engine, which
// knows the connectors). A source whose format decodes updates and deletes (debezium-json,
// canal-json...) produces every kind in streaming mode; in batch mode Flink refuses to read
// it at planning (DynamicSourceUtils.validateScanSource, case format_debezium_batch_read).
func (b *Binder) scanChangelog(s *Scan) error {
	if b.session == nil || b.session.SourceChangelog == nil {
		return nil
	}
	m, err := b.session.SourceChangelog(s.ID, s.Table)
	if err != nil {
		return err
	}
	if m.IsInsertOnly() {
		return nil
	}
	if !b.session.Streaming {
		return flinkerr.Newf(ErrValidation, flinkerr.ClassTable, "Querying a table in batch mode is currently only possible "+
			"for INSERT-only table sources. But the source for table '%s' produces other changelog messages than just INSERT.", s.ID)
	}
	s.Changelog = m
	return nil
}
