package connector

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ErrInvalidOptions marks a table whose connector options Flink would reject.
var ErrInvalidOptions = errors.New("invalid connector options")

const classValidation = "org.apache.flink.table.api.ValidationException"

// OptionsError is a connector-option error with Flink's message, raised when a table is first
// used in a query or INSERT, not when it is created: Flink's CREATE TABLE only stores options.
type OptionsError struct {
	msg string
}

func (e *OptionsError) Error() string { return e.msg }

// Is makes errors.Is see ErrInvalidOptions.
func (e *OptionsError) Is(target error) bool { return target == ErrInvalidOptions }

// FlinkClass is the Java exception class Flink raises.
func (e *OptionsError) FlinkClass() string { return classValidation }

// Spec lists the option keys a connector accepts, the way Flink's factories declare them.
type Spec struct {
	Identifier string
	Required   []string
	Optional   []string
}

// Validate checks the options of a table against the spec, in Flink's order: missing required
// options first, then keys no option consumes. The 'connector' key itself is always accepted.
func (s Spec) Validate(options map[string]string) error {
	var missing []string
	for _, k := range s.Required {
		if _, ok := options[k]; !ok {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		return &OptionsError{msg: "One or more required options are missing.\n\nMissing required options are:\n\n" +
			strings.Join(missing, "\n")}
	}
	supported := map[string]bool{"connector": true}
	for _, k := range s.Required {
		supported[k] = true
	}
	for _, k := range s.Optional {
		supported[k] = true
	}
	var unsupported []string
	for k := range options {
		if !supported[k] {
			unsupported = append(unsupported, k)
		}
	}
	if len(unsupported) == 0 {
		return nil
	}
	slices.Sort(unsupported)
	return &OptionsError{msg: fmt.Sprintf("Unsupported options found for '%s'.\n\nUnsupported options:\n\n%s\n\nSupported options:\n\n%s",
		s.Identifier, strings.Join(unsupported, "\n"), strings.Join(slices.Sorted(maps.Keys(supported)), "\n"))}
}

// UnknownConnectorError is Flink's message for a 'connector' value no factory has.
func UnknownConnectorError(identifier string, available []string) error {
	return &OptionsError{msg: fmt.Sprintf("Could not find any factory for identifier '%s' that implements "+
		"'org.apache.flink.table.factories.DynamicTableFactory' in the classpath.\n\nAvailable factory identifiers are:\n\n%s",
		identifier, strings.Join(slices.Sorted(slices.Values(available)), "\n"))}
}
