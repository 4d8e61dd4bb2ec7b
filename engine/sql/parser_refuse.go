package sql

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// ErrNotSupported matches Flink syntax that Flinkpad recognises and cannot run yet. It is the
// shared flinkerr.ErrNotSupported, as the binder's refusals (plan.ErrNotSupported) are, so that
// one errors.Is covers a refusal wherever it is made.
var ErrNotSupported = flinkerr.ErrNotSupported

// refuse stops the parse at pos with a refusal of construct. Like fail, it keeps the first
// error only and makes the parser see EOF from here on.
func (p *parser) refuse(pos Pos, construct string) {
	if p.err != nil {
		return
	}
	p.err = &Error{
		Pos:     p.file.Position(pos),
		StmtPos: p.file.Relative(pos, p.start),
		Msg:     "Flinkpad does not support " + construct + " yet.",
		Kind:    ErrNotSupported,
	}
	p.refused = construct
	p.tok = Token{Kind: EOF, Pos: pos, End: pos}
}

// failure is the parse's error: a refusal (a *flinkerr.Error of kind ErrNotSupported, at the
// construct in the whole script) or an ErrorList of one; nil without an error. A refusal is
// valid Flink SQL, so it must not read as the user's syntax error.
func (p *parser) failure() error {
	switch {
	case p.err == nil:
		return nil
	case p.err.Kind == ErrNotSupported:
		return flinkerr.NotSupported(p.refused).At(p.err.Pos.ErrorPosition())
	}
	return ErrorList{p.err}
}

// refusedStatement is a Flink 2.3 statement Flinkpad does not run yet, known by its leading
// words. A word ending in "?" may be absent.
type refusedStatement struct {
	words     string
	construct string
}

// refusedStatements are the statements of Flink's grammar (Parser.tdd's statementParserMethods
// and the CREATE and DROP extensions of parserImpls.ftl) that Flinkpad lacks. Catalogs,
// databases, modules, ALTER TABLE and VIEW, plans, SET and RESET are not here: they run; nor
// are CALL and SHOW PROCEDURES, which fail as Flink's in-memory catalog fails them.
var refusedStatements = []refusedStatement{
	{"CREATE OR? REPLACE? TEMPORARY? SYSTEM? FUNCTION", "CREATE FUNCTION"},
	{"DROP TEMPORARY? SYSTEM? FUNCTION", "DROP FUNCTION"},
	{"ALTER TEMPORARY? SYSTEM? FUNCTION", "ALTER FUNCTION"},
	{"DESCRIBE FUNCTION", "DESCRIBE FUNCTION"},
	{"DESC FUNCTION", "DESCRIBE FUNCTION"},
	{"CREATE OR? REPLACE? TEMPORARY? MODEL", "CREATE MODEL"},
	{"DROP TEMPORARY? MODEL", "DROP MODEL"},
	{"ALTER MODEL", "ALTER MODEL"},
	{"SHOW MODELS", "SHOW MODELS"},
	{"SHOW CREATE MODEL", "SHOW CREATE MODEL"},
	{"DESCRIBE EXTENDED? MODEL <name>", "DESCRIBE MODEL"},
	{"DESC EXTENDED? MODEL <name>", "DESCRIBE MODEL"},
	{"CREATE OR? ALTER? REPLACE? MATERIALIZED TABLE", "CREATE MATERIALIZED TABLE"},
	{"DROP MATERIALIZED TABLE", "DROP MATERIALIZED TABLE"},
	{"ALTER MATERIALIZED TABLE", "ALTER MATERIALIZED TABLE"},
	{"SHOW MATERIALIZED TABLES", "SHOW MATERIALIZED TABLES"},
	{"SHOW CREATE MATERIALIZED TABLE", "SHOW CREATE MATERIALIZED TABLE"},
	{"REPLACE TABLE", "REPLACE TABLE AS"},
	{"ANALYZE TABLE", "ANALYZE TABLE"},
	{"TRUNCATE TABLE", "TRUNCATE TABLE"},
	{"SHOW PARTITIONS", "SHOW PARTITIONS"},
	{"ADD JAR", "ADD JAR"},
	{"REMOVE JAR", "REMOVE JAR"},
	{"STOP JOB", "STOP JOB"},
	{"CREATE OR? REPLACE? TEMPORARY? SYSTEM? CONNECTION", "CREATE CONNECTION"},
	{"ALTER TEMPORARY? SYSTEM? CONNECTION", "ALTER CONNECTION"},
	{"DROP TEMPORARY? SYSTEM? CONNECTION", "DROP CONNECTION"},
	{"SHOW CONNECTIONS", "SHOW CONNECTIONS"},
	{"SHOW CREATE CONNECTION", "SHOW CREATE CONNECTION"},
	{"DESCRIBE EXTENDED? CONNECTION <name>", "DESCRIBE CONNECTION"},
	{"DESC EXTENDED? CONNECTION <name>", "DESCRIBE CONNECTION"},
	{"DESCRIBE DATABASE", "DESCRIBE DATABASE"},
	{"DESC DATABASE", "DESCRIBE DATABASE"},
	{"DESCRIBE JOB <string>", "DESCRIBE JOB"},
	{"DESC JOB <string>", "DESCRIBE JOB"},
	{"DELETE FROM", "DELETE"},
	{"UPDATE", "UPDATE"},
}

// refuseStatement refuses the statement at the current token when its leading words are
// those of a refused statement, and reports whether it did.
func (p *parser) refuseStatement() bool {
	for _, r := range refusedStatements {
		if p.leadingWordsMatch(r.words) {
			p.refuse(p.tok.Pos, r.construct)
			return true
		}
	}
	return false
}

// leadingWordsMatch reports whether the tokens from the current one spell words: each word
// is a keyword, "WORD?" an optional one, "<name>" any identifier and "<string>" a string
// literal.
func (p *parser) leadingWordsMatch(words string) bool {
	n := 0
	for _, w := range strings.Fields(words) {
		t := p.peek(n)
		switch {
		case w == "<name>":
			if t.Kind != Identifier && t.Kind != QuotedIdentifier {
				return false
			}
			n++
		case w == "<string>":
			if t.Kind != StringLit {
				return false
			}
			n++
		case strings.HasSuffix(w, "?"):
			if t.IsWord(strings.TrimSuffix(w, "?")) {
				n++
			}
		case t.IsWord(w):
			n++
		default:
			return false
		}
	}
	return true
}

// jsonFunctions are Flink's JSON functions, which have syntax of their own (KEY 'k' VALUE v,
// NULL ON NULL, RETURNING, ON ERROR, ...). The jsonSyntaxFunctions parse with it
// (parser_json.go), all of them but JSON_OBJECTAGG's key : value form. A syntax error
// inside any of them is refused here, at the name, since Flink's message there lists Calcite's
// expected tokens, which Flinkpad does not reproduce.
var jsonFunctions = map[string]bool{
	"JSON_OBJECT": true, "JSON_ARRAY": true, "JSON_OBJECTAGG": true, "JSON_ARRAYAGG": true,
	"JSON_VALUE": true, "JSON_QUERY": true, "JSON_EXISTS": true,
}

var jsonSyntaxFunctions = map[string]bool{
	"JSON_OBJECT": true, "JSON_ARRAY": true, "JSON_VALUE": true, "JSON_QUERY": true, "JSON_EXISTS": true,
	"JSON_ARRAYAGG": true, "JSON_OBJECTAGG": true,
}

// jsonFunction reports whether name is one of the jsonFunctions, written without quotes.
func jsonFunction(name *Name) (string, bool) {
	if len(name.Parts) != 1 || name.Parts[0].Quoted {
		return "", false
	}
	fn := strings.ToUpper(name.Parts[0].Name)
	return fn, jsonFunctions[fn]
}

// refuseSyntaxErrorIn turns a syntax error raised while the arguments of the JSON function fn
// were parsed into a refusal of the function at pos.
func (p *parser) refuseSyntaxErrorIn(pos Pos, fn string) {
	if p.err == nil || p.err.Kind != ErrSyntax {
		return
	}
	p.err = nil
	p.refuse(pos, "the function "+fn+" with its JSON syntax")
}

// quantifiers open a quantified comparison, x > ALL (subquery), which Flink's grammar has.
var quantifiers = map[string]bool{"ALL": true, "SOME": true, "ANY": true}

// isComparison reports whether op compares its operands: =, <>, <, <=, > or >=.
func (op BinaryOp) isComparison() bool { return op >= OpEq && op <= OpGe }
