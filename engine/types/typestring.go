package types

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseType reads a type from the text String or SerializableString
// produce (Flink's LogicalTypeParser covers the same ground): "INT NOT
// NULL", "DECIMAL(10, 2)", "VARCHAR(2147483647)", "STRING",
// "TIMESTAMP(3) WITH LOCAL TIME ZONE", "TIMESTAMP_LTZ(3)",
// "ARRAY<INT>", "MAP<STRING, INT>", "ROW<`a` INT, `b` STRING>",
// "TIMESTAMP(3) *ROWTIME*". Intervals are not supported here. Catalogs use
// it to store column types as text.
func ParseType(s string) (Type, error) {
	p := &typeParser{s: s}
	t, err := p.parseType()
	if err != nil {
		return Type{}, err
	}
	p.skipSpace()
	if p.pos != len(p.s) {
		return Type{}, p.errorf("unexpected %q", p.s[p.pos:])
	}
	return t, nil
}

type typeParser struct {
	s   string
	pos int
}

func (p *typeParser) errorf(format string, args ...any) error {
	return fmt.Errorf("%w: cannot parse type %q at %d: %s", ErrInvalidType, p.s, p.pos, fmt.Sprintf(format, args...))
}

func (p *typeParser) skipSpace() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t' || p.s[p.pos] == '\n') {
		p.pos++
	}
}

func (p *typeParser) word() string {
	p.skipSpace()
	start := p.pos
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		if c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			p.pos++
			continue
		}
		break
	}
	return strings.ToUpper(p.s[start:p.pos])
}

// peekWord returns the next word without consuming it.
func (p *typeParser) peekWord() string {
	save := p.pos
	w := p.word()
	p.pos = save
	return w
}

func (p *typeParser) consume(c byte) bool {
	p.skipSpace()
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *typeParser) params() ([]int, error) {
	if !p.consume('(') {
		return nil, nil
	}
	var out []int
	for {
		p.skipSpace()
		start := p.pos
		for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
			p.pos++
		}
		n, err := strconv.Atoi(p.s[start:p.pos])
		if err != nil {
			return nil, p.errorf("expected a number")
		}
		out = append(out, n)
		if p.consume(')') {
			return out, nil
		}
		if !p.consume(',') {
			return nil, p.errorf("expected ',' or ')'")
		}
	}
}

func (p *typeParser) identifier() (string, error) {
	p.skipSpace()
	if p.consume('`') {
		var sb strings.Builder
		for p.pos < len(p.s) {
			c := p.s[p.pos]
			p.pos++
			if c == '`' {
				if p.pos < len(p.s) && p.s[p.pos] == '`' {
					sb.WriteByte('`')
					p.pos++
					continue
				}
				return sb.String(), nil
			}
			sb.WriteByte(c)
		}
		return "", p.errorf("unterminated identifier")
	}
	start := p.pos
	for p.pos < len(p.s) && p.s[p.pos] != ' ' && p.s[p.pos] != ',' && p.s[p.pos] != '>' {
		p.pos++
	}
	if start == p.pos {
		return "", p.errorf("expected a field name")
	}
	return p.s[start:p.pos], nil
}

func (p *typeParser) parseType() (Type, error) {
	name := p.word()
	var t Type
	var err error
	switch name {
	case "":
		return Type{}, p.errorf("expected a type")
	case "ARRAY", "MULTISET":
		if !p.consume('<') {
			return Type{}, p.errorf("expected '<'")
		}
		elem, err := p.parseType()
		if err != nil {
			return Type{}, err
		}
		if !p.consume('>') {
			return Type{}, p.errorf("expected '>'")
		}
		if name == "ARRAY" {
			t = ArrayOf(elem)
		} else {
			t = MultisetOf(elem)
		}
	case "MAP":
		if !p.consume('<') {
			return Type{}, p.errorf("expected '<'")
		}
		k, err := p.parseType()
		if err != nil {
			return Type{}, err
		}
		if !p.consume(',') {
			return Type{}, p.errorf("expected ','")
		}
		v, err := p.parseType()
		if err != nil {
			return Type{}, err
		}
		if !p.consume('>') {
			return Type{}, p.errorf("expected '>'")
		}
		t = MapOf(k, v)
	case "ROW":
		if t, err = p.parseRow(); err != nil {
			return Type{}, err
		}
	default:
		params, err := p.params()
		if err != nil {
			return Type{}, err
		}
		if name == "DOUBLE" && p.peekWord() == "PRECISION" {
			p.word()
		}
		if name == "TIMESTAMP" && p.peekWord() == "WITH" {
			p.word()
			if p.word() != "LOCAL" || p.word() != "TIME" || p.word() != "ZONE" {
				return Type{}, p.errorf("expected WITH LOCAL TIME ZONE")
			}
			name = "TIMESTAMP_LTZ"
		} else if (name == "TIMESTAMP" || name == "TIME") && p.peekWord() == "WITHOUT" {
			p.word()
			if p.word() != "TIME" || p.word() != "ZONE" {
				return Type{}, p.errorf("expected WITHOUT TIME ZONE")
			}
		}
		if t, err = Named(name, params...); err != nil {
			return Type{}, err
		}
	}
	if p.peekWord() == "NOT" {
		p.word()
		if p.word() != "NULL" {
			return Type{}, p.errorf("expected NOT NULL")
		}
		t = t.AsNotNull()
	} else if p.peekWord() == "NULL" {
		p.word()
	}
	if p.consume('*') {
		switch p.word() {
		case "ROWTIME":
			t.TimeAttr = TimestampRowtime
		case "PROCTIME":
			t.TimeAttr = TimestampProctime
		default:
			return Type{}, p.errorf("expected ROWTIME or PROCTIME")
		}
		if !p.consume('*') {
			return Type{}, p.errorf("expected '*'")
		}
	}
	return t, nil
}

func (p *typeParser) parseRow() (Type, error) {
	close := byte('>')
	if !p.consume('<') {
		if !p.consume('(') {
			return Type{}, p.errorf("expected '<'")
		}
		close = ')'
	}
	var fields []Field
	if p.consume(close) {
		return NewRow()
	}
	for {
		name, err := p.identifier()
		if err != nil {
			return Type{}, err
		}
		ft, err := p.parseType()
		if err != nil {
			return Type{}, err
		}
		f := Field{Name: name, Type: ft}
		p.skipSpace()
		if p.pos < len(p.s) && p.s[p.pos] == '\'' {
			p.pos++
			var sb strings.Builder
			for p.pos < len(p.s) {
				c := p.s[p.pos]
				p.pos++
				if c == '\'' {
					if p.pos < len(p.s) && p.s[p.pos] == '\'' {
						sb.WriteByte('\'')
						p.pos++
						continue
					}
					break
				}
				sb.WriteByte(c)
			}
			f.Description = sb.String()
		}
		fields = append(fields, f)
		if p.consume(close) {
			return NewRow(fields...)
		}
		if !p.consume(',') {
			return Type{}, p.errorf("expected ',' or '%c'", close)
		}
	}
}
