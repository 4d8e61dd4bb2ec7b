package datagen

import "github.com/flinkpad/flinkpad/catalog/connector"

var _ connector.Ender = (*source)(nil)

// EndsByItself is true with 'number-of-rows' or with a sequence field, whose end ends every read.
func (s *source) EndsByItself() bool {
	if s.bounded {
		return true
	}
	for _, g := range s.gens {
		if g.seqTotal >= 0 {
			return true
		}
	}
	return false
}
