package sqljson

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// A path is Flink's JSON path spec: an optional mode, lax or strict (the default), then a
// Jayway path. Flinkpad runs the definite paths: $, .name, ['name'] and [index]; wildcards,
// deep scans, filters, unions, slices and functions are refused as not supported.

// ErrUnsupportedPath is the error of a path Flinkpad does not run.
var ErrUnsupportedPath = errors.New("JSON path")

// Error is an exception of Flink's JSON functions: Class is the Java class Flink names.
type Error struct {
	Class, Msg string
}

func (e *Error) Error() string { return e.Msg }

const (
	classPathNotFound = "org.apache.flink.shaded.com.jayway.jsonpath.PathNotFoundException"
	classRuntime      = "org.apache.flink.table.api.TableRuntimeException"
	jacksonProvider   = "org.apache.flink.shaded.com.jayway.jsonpath.spi.json.JacksonJsonProvider"
)

// Path is a compiled path spec.
type Path struct {
	Lax    bool
	spec   string
	tokens []token
}

type token struct {
	name  string
	index int
	isIdx bool
}

func (t token) fragment() string {
	if t.isIdx {
		return "[" + strconv.Itoa(t.index) + "]"
	}
	return "['" + t.name + "']"
}

// pathModeRe is compiled when first used, not at init.
var (
	pathModeOnce sync.Once
	pathModeRe   *regexp.Regexp
)

// CheckPath reports an error for a path spec Flinkpad cannot run.
func CheckPath(spec string) error {
	_, err := Compile(spec)
	var unsupported unsupportedPathError
	if errors.As(err, &unsupported) {
		return err
	}
	return nil
}

type unsupportedPathError string

func (e unsupportedPathError) Error() string { return string(e) }
func (e unsupportedPathError) Unwrap() error { return ErrUnsupportedPath }

// Compile compiles a path spec. A spec Jayway cannot compile gives Flink's "Illegal jsonpath
// spec" error, which the functions' ON ERROR behaviour handles.
func Compile(spec string) (*Path, error) {
	p := &Path{spec: spec}
	body := spec
	pathModeOnce.Do(func() { pathModeRe = regexp.MustCompile(`(?is)^\s*(strict|lax)\s+(.+)$`) })
	if m := pathModeRe.FindStringSubmatch(spec); m != nil {
		p.Lax = strings.EqualFold(m[1], "lax")
		body = m[2]
	}
	body = strings.TrimSpace(body)
	illegal := &Error{Class: classRuntime, Msg: fmt.Sprintf("Illegal jsonpath spec '%s', format of the spec should be: '<lax|strict> ${expr}'", spec)}
	if body == "" {
		return nil, illegal
	}
	if !strings.HasPrefix(body, "$") {
		if strings.HasPrefix(body, "@") {
			return nil, unsupportedPathError("the JSON path " + strconv.Quote(spec) + ", which starts with @,")
		}
		body = "$." + body // as Jayway's PathCompiler reads it
	}
	rest := body[1:]
	for rest != "" {
		switch {
		case strings.HasPrefix(rest, ".."), strings.HasPrefix(rest, ".*"), strings.HasPrefix(rest, "[*]"), strings.HasPrefix(rest, "[?"):
			return nil, unsupportedPathError("the JSON path " + strconv.Quote(spec) + " with wildcards, deep scans or filters")
		case rest[0] == '.':
			end := 1
			for end < len(rest) && rest[end] != '.' && rest[end] != '[' {
				end++
			}
			name := rest[1:end]
			if name == "" {
				return nil, illegal
			}
			if strings.HasSuffix(name, ")") {
				return nil, unsupportedPathError("the JSON path " + strconv.Quote(spec) + " with a function")
			}
			p.tokens = append(p.tokens, token{name: name})
			rest = rest[end:]
		case rest[0] == '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, illegal
			}
			inner := strings.TrimSpace(rest[1:end])
			if len(inner) >= 2 && (inner[0] == '\'' || inner[0] == '"') && inner[len(inner)-1] == inner[0] {
				name := inner[1 : len(inner)-1]
				if strings.ContainsAny(name, "'\",") {
					return nil, unsupportedPathError("the JSON path " + strconv.Quote(spec) + " with several properties in brackets")
				}
				p.tokens = append(p.tokens, token{name: name})
			} else if n, err := strconv.Atoi(inner); err == nil {
				p.tokens = append(p.tokens, token{index: n, isIdx: true})
			} else if strings.ContainsAny(inner, ":,") {
				return nil, unsupportedPathError("the JSON path " + strconv.Quote(spec) + " with slices or unions")
			} else {
				return nil, illegal
			}
			rest = rest[end+1:]
		default:
			return nil, illegal
		}
	}
	return p, nil
}

// String is the path as Jayway prints it: $['a'][0].
func (p *Path) String() string {
	var sb strings.Builder
	sb.WriteByte('$')
	for _, t := range p.tokens {
		sb.WriteString(t.fragment())
	}
	return sb.String()
}

// Eval reads the path from a parsed document. It returns the value and whether the path found
// one (false is an empty result in lax mode), or the exception strict mode raises; in strict
// mode a JSON null found is an exception too, as Flink's SqlJsonUtils makes it.
func (p *Path) Eval(doc any) (any, bool, error) {
	cur := doc
	at := "$"
	for i, t := range p.tokens {
		leaf := i == len(p.tokens)-1
		if t.isIdx {
			arr, ok := cur.([]any)
			if !ok {
				if p.Lax {
					return nil, false, nil
				}
				if cur == nil {
					return nil, false, &Error{Class: classPathNotFound, Msg: "The path " + at + " is null"}
				}
				return nil, false, &Error{Class: classPathNotFound, Msg: fmt.Sprintf("Filter: %s can only be applied to arrays. Current context is: %s", t.fragment(), JavaString(cur))}
			}
			idx := t.index
			if idx < 0 {
				idx += len(arr)
			}
			if idx < 0 || idx >= len(arr) {
				return p.noResult()
			}
			cur = arr[idx]
		} else {
			obj, ok := cur.(*Object)
			if !ok {
				if p.Lax {
					return nil, false, nil
				}
				return nil, false, &Error{Class: classPathNotFound, Msg: fmt.Sprintf(
					"Expected to find an object with property %s in path %s but found '%s'. This is not a json object according to the JsonProvider: '%s'.",
					t.fragment(), at, javaClass(cur), jacksonProvider)}
			}
			v, found := obj.Get(t.name)
			if !found {
				if leaf || p.Lax {
					return p.noResult()
				}
				return nil, false, &Error{Class: classPathNotFound, Msg: "Missing property in path " + at + t.fragment()}
			}
			cur = v
		}
		at += t.fragment()
	}
	if cur == nil {
		if p.Lax {
			return nil, false, nil
		}
		return nil, false, &Error{Class: classRuntime, Msg: "Strict jsonpath mode requires a non empty returned value, but is null"}
	}
	return cur, true, nil
}

func (p *Path) noResult() (any, bool, error) {
	if p.Lax {
		return nil, false, nil
	}
	return nil, false, &Error{Class: classPathNotFound, Msg: "No results for path: " + p.String()}
}
