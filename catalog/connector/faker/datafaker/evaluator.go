package datafaker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
)

// ErrUnsupported marks an expression that names a provider, method or form Flinkpad does not
// have.
var ErrUnsupported = errors.New("unsupported Datafaker expression")

// maxDepth bounds the re-evaluation of values that are expressions themselves, as from
// #{options.option '#{Name.firstName}','x'}.
const maxDepth = 10

// New returns the evaluator of Datafaker expressions.
func New() faker.Evaluator { return evaluator{} }

type evaluator struct{}

var _ faker.Evaluator = evaluator{}

// compiled is an expression cut into literals and resolved calls.
type compiled struct {
	parts []part
}

type part struct {
	literal string
	m       *method
	args    []arg
}

// cache holds compiled expressions: a table has few, and every row evaluates them again.
var cache sync.Map // string -> *compiled

func compile(expr string) (*compiled, error) {
	if c, ok := cache.Load(expr); ok {
		return c.(*compiled), nil
	}
	c := &compiled{}
	for _, p := range split(expr) {
		if !p.call {
			c.parts = append(c.parts, part{literal: p.literal})
			continue
		}
		if p.directive == "" { // "#{}" is empty in Datafaker
			continue
		}
		if err := checkRegex(p); err != nil {
			return nil, err
		}
		m, args, err := resolve(p)
		if err != nil {
			return nil, err
		}
		c.parts = append(c.parts, part{m: &m, args: args})
	}
	cache.Store(expr, c)
	return c, nil
}

// Check parses an expression and resolves each of its calls.
func (evaluator) Check(expression string) error {
	_, err := compile(expression)
	return err
}

// NewGenerator returns a generator; seed 0 draws a seed from the clock.
func (evaluator) NewGenerator(seed int64) (faker.Generator, error) {
	s := uint64(seed)
	if seed == 0 {
		s = uint64(time.Now().UnixNano())
	}
	src := rand.NewPCG(s, s^0x6a09e667f3bcc909)
	r := rand.New(src)
	return &generator{g: gen{f: fk{r: r}, r: r, now: time.Now}}, nil
}

type generator struct {
	g gen
}

var _ faker.Generator = (*generator)(nil)

// Fill evaluates the expression len(out) times.
func (gr *generator) Fill(expression string, out []string) error {
	c, err := compile(expression)
	if err != nil {
		return err
	}
	for i := range out {
		v, err := gr.eval(c, 0)
		if err != nil {
			return err
		}
		out[i] = v
	}
	return nil
}

func (gr *generator) eval(c *compiled, depth int) (string, error) {
	var b strings.Builder
	for _, p := range c.parts {
		if p.m == nil {
			b.WriteString(p.literal)
			continue
		}
		v, err := p.m.fn(&gr.g, p.args)
		if err != nil {
			return "", err
		}
		// Datafaker resolves a value again when it holds an expression.
		if strings.Contains(v, "}") && strings.Contains(v, "#{") {
			if depth >= maxDepth {
				return "", fmt.Errorf("%w: expressions nest deeper than %d levels", ErrUnsupported, maxDepth)
			}
			inner, err := compile(v)
			if err != nil {
				return "", err
			}
			if v, err = gr.eval(inner, depth+1); err != nil {
				return "", err
			}
		}
		b.WriteString(v)
	}
	return b.String(), nil
}
