package opt

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// normalizeUpsertScans puts a ChangelogNormalize on the primary key above each streaming scan
// of an upsert source (Config.UpsertSource: upsert-kafka), as Flink's
// StreamPhysicalTableSourceScanRule does for a source whose changelog is an upsert stream. It
// runs last, so the other passes see the scan as they see any other; prune-columns has left the
// scan reading every column, so the key is always among its fields.
func normalizeUpsertScans(c *Context, roots []plan.Node) ([]plan.Node, error) {
	if !c.Config.Streaming || c.Config.UpsertSource == nil {
		return roots, nil
	}
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		s, ok := n.(*plan.Scan)
		if !ok || !c.Config.UpsertSource(s) || s.Table.Schema.PrimaryKey == nil {
			return n, nil
		}
		var keys []int
		for _, name := range s.Table.Schema.PrimaryKey.Columns {
			i := slices.IndexFunc(s.Output, func(f plan.Field) bool { return f.Name == name })
			if i < 0 {
				return nil, fmt.Errorf("%w: a scan of %s without its primary key column %s", plan.ErrNotSupported, s.ID, name)
			}
			keys = append(keys, i)
		}
		c.fire()
		return plan.SpanFrom(&plan.ChangelogNormalize{Input: s, Keys: keys}, s), nil
	})
}
