package faker

import "sync"

// Evaluator evaluates Datafaker expressions such as "#{Name.fullName}" or
// "#{number.numberBetween '1','10'}". The connector (options, null rates, casts) does not link
// the data behind the expressions: natively the engine sets an evaluator that links it, and in
// the browser the evaluator lives in a second wasm module that the page loads only when a
// script uses faker.
type Evaluator interface {
	// Check parses an expression and returns an error naming what is malformed or
	// unsupported in it.
	Check(expression string) error
	// NewGenerator returns a generator of values, reproducible from seed when seed is not 0.
	NewGenerator(seed int64) (Generator, error)
}

// Generator produces values of checked expressions.
type Generator interface {
	// Fill evaluates the expression len(out) times: its text with each #{...} replaced by a
	// value.
	Fill(expression string, out []string) error
}

var (
	evalMu    sync.Mutex
	evaluator Evaluator
	loader    func() (Evaluator, error)
)

// SetEvaluator sets the evaluator that faker tables use.
func SetEvaluator(e Evaluator) {
	evalMu.Lock()
	defer evalMu.Unlock()
	evaluator = e
}

// SetLoader sets a function that provides the evaluator on first use, for an evaluator that
// must be fetched first: the browser's faker module.
func SetLoader(load func() (Evaluator, error)) {
	evalMu.Lock()
	defer evalMu.Unlock()
	loader = load
}

// Default returns the evaluator, loading it on first use.
func Default() (Evaluator, error) {
	evalMu.Lock()
	defer evalMu.Unlock()
	if evaluator == nil && loader != nil {
		e, err := loader()
		if err != nil {
			return nil, err
		}
		evaluator = e
	}
	if evaluator == nil {
		return nil, errNoEvaluator
	}
	return evaluator, nil
}
