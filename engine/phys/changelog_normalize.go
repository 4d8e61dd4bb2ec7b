package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// changelogNormalize prints the normalization above an upsert source's scan as Flink's
// StreamPhysicalChangelogNormalize: ChangelogNormalize(key=[k], condition=[...]) over an
// Exchange hashed on the key, in the physical and the execution plan alike.
func (p *physical) changelogNormalize(n *plan.ChangelogNormalize) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(n.Keys))
	for i, k := range n.Keys {
		names[i] = in.fields[k]
	}
	below := exchange(in, hashOf(in.fields, n.Keys))
	attrs := []attr{{"key", strings.Join(names, ", ")}}
	if n.Cond != nil {
		attrs = append(attrs, attr{"condition", p.expr(sargify(n.Cond), in.fields)})
	}
	return &Node{kind: KindChangelogNormalize, inputs: []*Node{below}, fields: in.fields, source: n, attrs: attrs}, nil
}
