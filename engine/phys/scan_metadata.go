package phys

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
)

// metadataDigest is the part of a scan's table digest that names the metadata keys it reads,
// as Flink's ReadingMetadataSpec prints it: ", metadata=[timestamp, offset]", each key once, in
// the order the schema declares them; "" for a table without metadata columns.
func metadataDigest(t *catalog.Table) string {
	var keys []string
	for _, c := range t.Schema.Columns {
		if c.Kind != catalog.Metadata {
			continue
		}
		k := c.Key
		if k == "" {
			k = c.Name
		}
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	return ", metadata=[" + strings.Join(keys, ", ") + "]"
}
