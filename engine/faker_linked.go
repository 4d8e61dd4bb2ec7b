//go:build !flinkpad_page

package engine

import (
	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/catalog/connector/faker/datafaker"
)

// Natively the faker connector's Datafaker expressions are evaluated by the linked datafaker
// package. The page's build (tag flinkpad_page) leaves it out, so that the page does not
// download gofakeit's data until a script uses faker; its faker module sets a loader instead.
func init() { faker.SetEvaluator(datafaker.New()) }
