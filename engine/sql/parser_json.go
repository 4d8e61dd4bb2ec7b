package sql

import "strings"

// This file parses the JSON functions with syntax of their own: JSON_VALUE, JSON_QUERY and
// JSON_EXISTS with their RETURNING, wrapper and ON EMPTY / ON ERROR clauses, and JSON_OBJECT
// and JSON_ARRAY with KEY ... VALUE and ON NULL (Calcite's grammar, which Flink's parser
// extends). A syntax error inside one of them is refused by parseCall as not supported, since
// the expected tokens Flink lists there are Calcite's own.

// parseJSONCall parses the parenthesized part of a call of the JSON function fn.
func (p *parser) parseJSONCall(name *Name, fn string) Expr {
	f := &FuncCall{Name: name, Lparen: p.expect(LParen), JSON: &JSONClauses{}}
	switch fn {
	case "JSON_OBJECT":
		p.parseJSONObjectArgs(f)
	case "JSON_ARRAY":
		for p.tok.Kind != RParen && !p.atOnNull() {
			f.Args = append(f.Args, p.parseExpr())
			if !p.accept(Comma) {
				break
			}
		}
		p.parseOnNull(f.JSON)
	case "JSON_ARRAYAGG":
		// JSON_ARRAYAGG(value [ORDER BY ...] [{NULL | ABSENT} ON NULL]).
		f.Args = append(f.Args, p.parseExpr())
		if p.isWord("ORDER") {
			// Flink 2.3 accepts the ORDER BY and aggregates in arrival order all the same
			// (agg_json_arrayagg_order_by).
			p.refuse(p.tok.Pos, "ORDER BY in JSON_ARRAYAGG")
			return nil
		}
		p.parseOnNull(f.JSON)
	case "JSON_OBJECTAGG":
		// JSON_OBJECTAGG([KEY] key VALUE value [{NULL | ABSENT} ON NULL]): one pair.
		p.acceptWord("KEY")
		f.Args = append(f.Args, p.parseExpr())
		p.expectWord("VALUE")
		f.Args = append(f.Args, p.parseExpr())
		p.parseOnNull(f.JSON)
	default:
		f.Args = append(f.Args, p.parseExpr())
		p.expect(Comma)
		f.Args = append(f.Args, p.parseExpr())
		if p.isWord("PASSING") {
			p.refuse(p.tok.Pos, "PASSING in "+fn)
			return nil
		}
		p.parseJSONQueryClauses(f, fn)
	}
	f.Rparen = p.expect(RParen)
	f.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return f
}

// atOnNull reports whether the next tokens are NULL ON NULL or ABSENT ON NULL.
func (p *parser) atOnNull() bool {
	return (p.isWord("NULL") || p.isWord("ABSENT")) && p.peek(1).IsWord("ON") && p.peek(2).IsWord("NULL")
}

func (p *parser) parseOnNull(j *JSONClauses) {
	if p.atOnNull() {
		j.OnNull = strings.ToUpper(p.tok.Val)
		p.next()
		p.next()
		p.next()
	}
}

// parseJSONObjectArgs parses [KEY] k VALUE v, ... [{NULL | ABSENT} ON NULL].
func (p *parser) parseJSONObjectArgs(f *FuncCall) {
	for p.tok.Kind != RParen && !p.atOnNull() {
		p.acceptWord("KEY")
		f.Args = append(f.Args, p.parseExpr())
		p.expectWord("VALUE")
		f.Args = append(f.Args, p.parseExpr())
		if p.err != nil || !p.accept(Comma) {
			break
		}
	}
	p.parseOnNull(f.JSON)
}

// parseJSONQueryClauses parses the clauses after the path of JSON_VALUE, JSON_QUERY and
// JSON_EXISTS.
func (p *parser) parseJSONQueryClauses(f *FuncCall, fn string) {
	j := f.JSON
	var onEmptyDefault, onErrorDefault Expr
	if fn != "JSON_EXISTS" && p.acceptWord("RETURNING") {
		j.Returning = p.parseType()
	}
	if fn == "JSON_QUERY" {
		p.parseWrapper(j)
	}
	for p.err == nil && p.tok.Kind != RParen {
		kind, def := p.parseJSONBehavior(fn)
		if p.err != nil {
			return
		}
		p.expectWord("ON")
		switch {
		case fn != "JSON_EXISTS" && p.isWord("EMPTY") && j.OnEmpty == "" && j.OnError == "":
			j.OnEmpty, onEmptyDefault = kind, def
		case p.isWord("ERROR") && j.OnError == "":
			j.OnError, onErrorDefault = kind, def
		default:
			p.errorExpected(`"EMPTY" or "ERROR"`)
			return
		}
		p.next()
	}
	for _, d := range []Expr{onEmptyDefault, onErrorDefault} {
		if d != nil {
			f.Args = append(f.Args, d)
		}
	}
}

// parseWrapper parses JSON_QUERY's WITHOUT [ARRAY] WRAPPER or WITH [CONDITIONAL |
// UNCONDITIONAL] [ARRAY] WRAPPER.
func (p *parser) parseWrapper(j *JSONClauses) {
	switch {
	case p.acceptWord("WITHOUT"):
		p.acceptWord("ARRAY")
		p.expectWord("WRAPPER")
		j.Wrapper = "WITHOUT ARRAY"
	case p.acceptWord("WITH"):
		j.Wrapper = "WITH UNCONDITIONAL ARRAY"
		if p.acceptWord("CONDITIONAL") {
			j.Wrapper = "WITH CONDITIONAL ARRAY"
		} else {
			p.acceptWord("UNCONDITIONAL")
		}
		p.acceptWord("ARRAY")
		p.expectWord("WRAPPER")
	}
}

// parseJSONBehavior parses one behaviour before ON EMPTY or ON ERROR: NULL, ERROR or DEFAULT
// x for JSON_VALUE; NULL, ERROR, EMPTY ARRAY or EMPTY OBJECT for JSON_QUERY; TRUE, FALSE,
// UNKNOWN or ERROR for JSON_EXISTS.
func (p *parser) parseJSONBehavior(fn string) (string, Expr) {
	word := strings.ToUpper(p.tok.Val)
	if p.tok.Kind != Keyword && p.tok.Kind != Identifier {
		word = ""
	}
	switch {
	case word == "ERROR", word == "NULL" && fn != "JSON_EXISTS":
		p.next()
		return word, nil
	case word == "DEFAULT" && fn == "JSON_VALUE":
		p.next()
		return word, p.parseExpr()
	case word == "EMPTY" && fn == "JSON_QUERY":
		p.next()
		if p.acceptWord("ARRAY") {
			return "EMPTY ARRAY", nil
		}
		p.expectWord("OBJECT")
		return "EMPTY OBJECT", nil
	case (word == "TRUE" || word == "FALSE" || word == "UNKNOWN") && fn == "JSON_EXISTS":
		p.next()
		return word, nil
	}
	p.errorExpected("a JSON behaviour")
	return "", nil
}
