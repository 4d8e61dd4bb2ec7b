package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Table hints: OPTIONS on a table reference or an INSERT target, Flink's dynamic table
// options. With table.dynamic-table-options.enabled (true by default) the first OPTIONS hint's
// options are merged over the table's, a hint's value winning for a key both have
// (FlinkHints.getHintedOptions takes the first OPTIONS hint, mergeTableOptions merges it), and
// the connector then validates the result as it validates a table's own options. A hint on a
// view fails: hints can only be applied to tables.

// keyDynamicTableOptions is Flink's switch for OPTIONS hints.
const keyDynamicTableOptions = "table.dynamic-table-options.enabled"

// hintedTable returns the table as a reference's hints make it: the table itself without an
// OPTIONS hint, else a copy with the hint's options merged over its own. view says the
// reference names a view, which an OPTIONS hint may not enrich.
func (b *Binder) hintedTable(comments []*sql.Hint, id catalog.ObjectIdentifier, t *catalog.Table, view bool) (*catalog.Table, error) {
	if len(comments) == 0 {
		return t, nil
	}
	items, err := parseHints(comments)
	if err != nil {
		return nil, err
	}
	if err := refuseHints(items, hintOptionsName, "on a table"); err != nil {
		return nil, err
	}
	options := firstOptions(items)
	if len(options) == 0 {
		return t, nil
	}
	enabled, err := b.dynamicTableOptions(comments[0])
	if err != nil {
		return nil, err
	}
	if !enabled {
		return nil, validationError(comments[0], "The '%s' hint is allowed only when the config option '%s' is set to true.",
			hintOptionsName, keyDynamicTableOptions)
	}
	if view {
		return nil, validationError(comments[0], "View '%s' cannot be enriched with new options. Hints can only be applied to tables.",
			id.Quoted())
	}
	c := *t
	c.Options = mergeOptions(t.Options, options)
	return &c, nil
}

// mergeOptions is the table's options with the hint's over them: a key the table has keeps
// its place with the hint's value, the others follow in the hint's order.
func mergeOptions(table []catalog.Option, hint [][2]string) []catalog.Option {
	out := append([]catalog.Option(nil), table...)
	for _, kv := range hint {
		found := false
		for i := range out {
			if out[i].Key == kv[0] {
				out[i].Value, found = kv[1], true
			}
		}
		if !found {
			out = append(out, catalog.Option{Key: kv[0], Value: kv[1]})
		}
	}
	return out
}

// dynamicTableOptions reads table.dynamic-table-options.enabled as Flink's configuration reads
// a boolean, when a hint needs it; unset is true.
func (b *Binder) dynamicTableOptions(at sql.Node) (bool, error) {
	v := ""
	if b.session != nil {
		v = b.session.DynamicTableOptions
	}
	switch {
	case v == "" || strings.EqualFold(v, "true"):
		return true, nil
	case strings.EqualFold(v, "false"):
		return false, nil
	}
	e := validationError(at, "Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", v)
	e.Class = "java.lang.IllegalArgumentException"
	return false, e
}

// tableRefHints applies a table reference's hints to the object it names: a table comes back
// with the hint's options merged, with the options the hint gave for its scan's plan; a view
// comes back unchanged, or fails if an OPTIONS hint would enrich it.
func (b *Binder) tableRefHints(t *sql.TableRef, id catalog.ObjectIdentifier, obj catalog.Object) (catalog.Object, [][2]string, error) {
	if len(t.Hints) == 0 {
		return obj, nil, nil
	}
	switch o := obj.(type) {
	case *catalog.Table:
		hinted, err := b.hintedTable(t.Hints, id, o, false)
		if err != nil {
			return nil, nil, err
		}
		items, _ := parseHints(t.Hints) // parsed without error by hintedTable
		return hinted, firstOptions(items), nil
	case *catalog.View:
		_, err := b.hintedTable(t.Hints, id, &catalog.Table{}, true)
		return obj, nil, err
	}
	return nil, nil, notSupported(t, "hints on a "+obj.Kind())
}

// hintedTarget applies an INSERT target's hints, as hintedTable, and returns the options the
// hint gave for the sink's plan.
func (b *Binder) hintedTarget(comments []*sql.Hint, id catalog.ObjectIdentifier, t *catalog.Table) (*catalog.Table, [][2]string, error) {
	hinted, err := b.hintedTable(comments, id, t, false)
	if err != nil || len(comments) == 0 {
		return hinted, nil, err
	}
	items, _ := parseHints(comments) // parsed without error by hintedTable
	return hinted, firstOptions(items), nil
}

// cteHints checks the hints on a reference to a WITH query. Flink validates them and then
// applies none: an OPTIONS hint there changes nothing (case fixes_hint_options_on_cte).
func cteHints(t *sql.TableRef) error {
	items, err := parseHints(t.Hints)
	if err != nil {
		return err
	}
	return refuseHints(items, hintOptionsName, "on a WITH query")
}

// queryHints checks the hints written after SELECT. Flink validates them; OPTIONS, whose
// strategy matches table scans only, applies to nothing there (case fixes_hint_query_options),
// and the join and state hints are not supported.
func queryHints(s *sql.Select) error {
	if len(s.Hints) == 0 {
		return nil
	}
	items, err := parseHints(s.Hints)
	if err != nil {
		return err
	}
	return refuseHints(items, hintOptionsName, "in a query")
}

// firstOptions is the first OPTIONS hint's options, the ones Flink applies.
func firstOptions(items []hintItem) [][2]string {
	for _, h := range items {
		if strings.EqualFold(h.name, hintOptionsName) {
			return h.kv
		}
	}
	return nil
}

// markScanHints records a hint's options on the scan a table reference was bound to (below
// the projection of computed columns and the watermark assigner), for its digest and EXPLAIN.
func markScanHints(n Node, options [][2]string) {
	for options != nil {
		switch x := n.(type) {
		case *Scan:
			x.Hints = options
			return
		case *Project:
			n = x.Input
		case *WatermarkAssigner:
			n = x.Input
		default:
			// Partial by design: a table reference binds to a scan under these kinds only.
			return
		}
	}
}

// HintsText prints a scan's hinted options as Flink's plans show them, a Java map:
// {k1=v1, k2=v2}.
func HintsText(options [][2]string) string {
	parts := make([]string, len(options))
	for i, kv := range options {
		parts[i] = kv[0] + "=" + kv[1]
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
