package sqljson

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Object is a JSON object with its keys in the order written; a repeated key keeps its first
// place and its last value, as a Java LinkedHashMap does.
type Object struct {
	Keys []string
	Vals []any
}

// Get returns the value of key and whether the object has it.
func (o *Object) Get(key string) (any, bool) {
	for i, k := range o.Keys {
		if k == key {
			return o.Vals[i], true
		}
	}
	return nil, false
}

func (o *Object) set(key string, v any) {
	for i, k := range o.Keys {
		if k == key {
			o.Vals[i] = v
			return
		}
	}
	o.Keys = append(o.Keys, key)
	o.Vals = append(o.Vals, v)
}

// Number is a JSON number as written; Int tells an integer (Jackson's Integer, Long or
// BigInteger) from a decimal (BigDecimal). Verbatim numbers, which SQL values make, print
// as their Text.
type Number struct {
	Text     string
	Int      bool
	Verbatim bool
}

// ErrSyntax is the error of text that is not JSON.
var ErrSyntax = errors.New("not JSON")

// maxDepth bounds nesting, as the engine bounds every recursion over user input.
const maxDepth = 1000

// Parse parses the first JSON value of s, ignoring what follows it, as Jackson's readValue
// does by default.
func Parse(s string) (any, error) {
	p := &parser{s: s}
	p.space()
	if p.i >= len(p.s) {
		return nil, ErrSyntax
	}
	return p.value(0)
}

type parser struct {
	s string
	i int
}

func (p *parser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

func (p *parser) value(depth int) (any, error) {
	if depth > maxDepth || p.i >= len(p.s) {
		return nil, ErrSyntax
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		return p.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case strings.HasPrefix(p.s[p.i:], "true"):
		return p.word("true", true)
	case strings.HasPrefix(p.s[p.i:], "false"):
		return p.word("false", false)
	case strings.HasPrefix(p.s[p.i:], "null"):
		return p.word("null", nil)
	}
	return nil, ErrSyntax
}

func (p *parser) word(w string, v any) (any, error) {
	p.i += len(w)
	if p.i < len(p.s) && isWordChar(p.s[p.i]) {
		return nil, ErrSyntax
	}
	return v, nil
}

func isWordChar(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *parser) object(depth int) (any, error) {
	p.i++
	o := &Object{}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return o, nil
	}
	for {
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			return nil, ErrSyntax
		}
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return nil, ErrSyntax
		}
		p.i++
		p.space()
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		o.set(k.(string), v)
		p.space()
		if p.i >= len(p.s) {
			return nil, ErrSyntax
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return o, nil
		default:
			return nil, ErrSyntax
		}
	}
}

func (p *parser) array(depth int) (any, error) {
	p.i++
	arr := []any{}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return arr, nil
	}
	for {
		p.space()
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		p.space()
		if p.i >= len(p.s) {
			return nil, ErrSyntax
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return arr, nil
		default:
			return nil, ErrSyntax
		}
	}
}

func (p *parser) str() (any, error) {
	p.i++
	var sb strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return sb.String(), nil
		case c < 0x20:
			return nil, ErrSyntax
		case c == '\\':
			if p.i+1 >= len(p.s) {
				return nil, ErrSyntax
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				sb.WriteByte(e)
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return nil, ErrSyntax
				}
				if utf16.IsSurrogate(r) && strings.HasPrefix(p.s[p.i:], "\\u") {
					save := p.i
					p.i += 2
					if r2, ok := p.hex4(); ok {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							sb.WriteRune(d)
							continue
						}
					}
					p.i = save
				}
				sb.WriteRune(r)
			default:
				return nil, ErrSyntax
			}
		default:
			sb.WriteByte(c)
			p.i++
		}
	}
	return nil, ErrSyntax
}

func (p *parser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	v, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

func (p *parser) number() (any, error) {
	start := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	intStart := p.i
	if digits() == 0 {
		return nil, ErrSyntax
	}
	if p.s[intStart] == '0' && p.i-intStart > 1 {
		return nil, ErrSyntax // Jackson refuses leading zeros
	}
	isInt := true
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		isInt = false
		if digits() == 0 {
			return nil, ErrSyntax
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		isInt = false
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return nil, ErrSyntax
		}
	}
	if p.i < len(p.s) && (isWordChar(p.s[p.i]) || p.s[p.i] == '.') {
		return nil, ErrSyntax
	}
	return Number{Text: p.s[start:p.i], Int: isInt}, nil
}
