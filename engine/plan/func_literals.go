package plan

import (
	"encoding/hex"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindBinaryLiteral types X'0A0B' as BINARY(2) NOT NULL; X” is BINARY(0).
func bindBinaryLiteral(l *sql.Literal) (Expr, error) {
	if len(l.Value)%2 != 0 {
		return nil, validatorError(l, "Binary literal string must contain an even number of hexits")
	}
	bs, err := hex.DecodeString(l.Value)
	if err != nil {
		return nil, validatorError(l, "Binary literal string must contain only characters '0' - '9', 'A' - 'F'")
	}
	return &Literal{Value: bs, T: types.Binary(len(bs)).AsNotNull(), Text: "X'" + strings.ToUpper(l.Value) + "'"}, nil
}
