package plan

import (
	"github.com/flinkpad/flinkpad/engine/types"
)

// The string functions of BuiltInFunctionDefinitions (Flink's new type inference), run by the
// classes of flink-table-runtime's functions.scalar. Their result types were recorded from
// Flink 2.3 by DESCRIBE (conformance cases func_string_split_translate, func_regexp_more,
// func_parse_url, func_uuid).

func init() {
	arrayOfStrings := types.ArrayOf(types.String)
	register(
		&function{name: "SPLIT", sigs: []signature{sig(famCharacter, famCharacter)}, result: fixed(arrayOfStrings)},
		&function{name: "STARTSWITH", sigs: []signature{sig(famCharacter, famCharacter), sig(famBinary, famBinary)}, result: fixed(types.Boolean)},
		&function{name: "ENDSWITH", sigs: []signature{sig(famCharacter, famCharacter), sig(famBinary, famBinary)}, result: fixed(types.Boolean)},
		&function{name: "BTRIM", sigs: []signature{chars, sig(famCharacter, famCharacter)}, result: fixed(strType)},
		&function{name: "TRANSLATE", sigs: []signature{sig(famCharacter, famCharacter, famCharacter)}, result: fixed(strType)},
		&function{name: "ELT", sigs: []signature{sig(famInteger, famCharacter)}, variadic: true, result: forceNullable(strType)},
		&function{name: "IS_ALPHA", sigs: []signature{chars}, result: fixed(types.Boolean.AsNotNull()), bind: notNullBool("IS_ALPHA")},
		&function{name: "IS_DIGIT", sigs: []signature{chars}, result: fixed(types.Boolean.AsNotNull()), bind: notNullBool("IS_DIGIT")},
		&function{name: "IS_DECIMAL", sigs: []signature{chars}, result: fixed(types.Boolean.AsNotNull()), bind: notNullBool("IS_DECIMAL")},
		&function{name: "REGEXP_COUNT", sigs: []signature{sig(famCharacter, famCharacter)}, result: forceNullable(types.Int)},
		&function{name: "REGEXP_EXTRACT_ALL", sigs: []signature{sig(famCharacter, famCharacter), sig(famCharacter, famCharacter, famInteger)},
			result: forceNullable(arrayOfStrings)},
		&function{name: "REGEXP_INSTR", sigs: []signature{sig(famCharacter, famCharacter)}, result: forceNullable(types.Int)},
		&function{name: "REGEXP_SUBSTR", sigs: []signature{sig(famCharacter, famCharacter)}, result: forceNullable(strType)},
		&function{name: "PARSE_URL", sigs: []signature{sig(famCharacter, famCharacter), sig(famCharacter, famCharacter, famCharacter)},
			result: forceNullable(strType)},
		&function{name: "UUID", sigs: []signature{sig()}, result: fixed(types.Char(36).AsNotNull())},
	)
}

// notNullBool binds a predicate that is FALSE, never NULL, for a NULL operand.
func notNullBool(name string) func(b *Binder, c *call) (Expr, error) {
	return func(b *Binder, c *call) (Expr, error) {
		if err := c.check(); err != nil {
			return nil, err
		}
		return &Call{Op: Op(name), Args: c.args, T: types.Boolean.AsNotNull()}, nil
	}
}

func init() {
	register(
		&function{name: "URL_ENCODE", sigs: []signature{chars}, result: forceNullable(strType)},
		&function{name: "URL_DECODE", sigs: []signature{chars}, result: forceNullable(strType)},
		&function{name: "SHA2", sigs: []signature{sig(famString, famInteger)}, result: fixed(types.VarChar(128))},
		&function{name: "UNHEX", sigs: []signature{chars}, result: forceNullable(types.Bytes)},
	)
}

func init() {
	register(
		&function{name: "JSON_QUOTE", sigs: []signature{chars}, result: fixed(strType)},
		&function{name: "JSON_UNQUOTE", sigs: []signature{chars}, result: fixed(strType)},
		&function{name: "INET_ATON", sigs: []signature{chars}, result: forceNullable(types.BigInt)},
		&function{name: "INET_NTOA", sigs: []signature{sig(famInteger)}, result: forceNullable(strType)},
	)
}

func init() {
	register(
		&function{name: "ENCODE", sigs: []signature{sig(famCharacter, famCharacter)}, result: fixed(types.Bytes)},
		&function{name: "DECODE", sigs: []signature{sig(famBinary, famCharacter)}, result: fixed(strType)},
		&function{name: "CURRENT_DATABASE", sigs: []signature{sig()}, bind: bindCurrentDatabase},
	)
}

// bindCurrentDatabase binds CURRENT_DATABASE() to the session's current database, which Flink
// folds into a literal while planning.
func bindCurrentDatabase(b *Binder, c *call) (Expr, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	db := b.cat.CurrentDatabase()
	return &Literal{Value: db, T: types.String.AsNotNull(), Text: "_UTF-16LE'" + db + "'"}, nil
}
