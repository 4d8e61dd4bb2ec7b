//go:build js && wasm

package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/brianvoe/gofakeit/v7"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
)

// standIn is a small evaluator on gofakeit for a handful of expressions, until the faker
// connector's datafaker package replaces it at the merge (see main.go). It links gofakeit's data
// as datafaker will, so the module's size is near what it will be.
type standIn struct{}

// standInMethods are the expressions the stand-in knows, by their text inside #{...}.
var standInMethods = map[string]func(f *gofakeit.Faker) string{
	"Name.fullName":                 func(f *gofakeit.Faker) string { return f.Name() },
	"Name.firstName":                func(f *gofakeit.Faker) string { return f.FirstName() },
	"Name.lastName":                 func(f *gofakeit.Faker) string { return f.LastName() },
	"Internet.emailAddress":         func(f *gofakeit.Faker) string { return f.Email() },
	"Address.city":                  func(f *gofakeit.Faker) string { return f.City() },
	"number.numberBetween '1','10'": func(f *gofakeit.Faker) string { return strconv.Itoa(f.Number(1, 9)) },
}

func (standIn) Check(expression string) error {
	_, err := standInParts(expression)
	return err
}

func (standIn) NewGenerator(seed int64) (faker.Generator, error) {
	return standInGenerator{f: gofakeit.New(uint64(seed))}, nil
}

type standInGenerator struct{ f *gofakeit.Faker }

func (g standInGenerator) Fill(expression string, out []string) error {
	parts, err := standInParts(expression)
	if err != nil {
		return err
	}
	var b strings.Builder
	for i := range out {
		b.Reset()
		for _, p := range parts {
			if p.method != nil {
				b.WriteString(p.method(g.f))
			} else {
				b.WriteString(p.text)
			}
		}
		out[i] = b.String()
	}
	return nil
}

type standInPart struct {
	text   string
	method func(*gofakeit.Faker) string
}

func standInParts(expression string) ([]standInPart, error) {
	var parts []standInPart
	for rest := expression; rest != ""; {
		start := strings.Index(rest, "#{")
		if start < 0 {
			parts = append(parts, standInPart{text: rest})
			break
		}
		end := strings.IndexByte(rest[start:], '}')
		if end < 0 {
			return nil, fmt.Errorf("unclosed #{ in %q", expression)
		}
		name := rest[start+2 : start+end]
		m, ok := standInMethods[name]
		if !ok {
			return nil, fmt.Errorf("the stand-in faker evaluator does not know #{%s}", name)
		}
		parts = append(parts, standInPart{text: rest[:start]}, standInPart{method: m})
		rest = rest[start+end+1:]
	}
	return parts, nil
}
