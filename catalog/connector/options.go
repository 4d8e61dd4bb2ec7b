package connector

import (
	"maps"
	"slices"
	"strings"
)

// FactoryHelperOptions are the keys Flink's FactoryUtil.TableFactoryHelper accepts for every
// connector built with it, on top of the connector's own; Flink's "Supported options" lists
// show them.
var FactoryHelperOptions = []string{
	"property-version",
	"scan.watermark.alignment.group",
	"scan.watermark.alignment.max-drift",
	"scan.watermark.alignment.update-interval",
	"scan.watermark.emit.strategy",
	"scan.watermark.idle-timeout",
}

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
		return NewError(ErrInvalidOptions, ClassValidation, "One or more required options are missing.\n\nMissing required options are:\n\n%s",
			strings.Join(missing, "\n"))
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
	return NewError(ErrInvalidOptions, ClassValidation, "Unsupported options found for '%s'.\n\nUnsupported options:\n\n%s\n\nSupported options:\n\n%s",
		s.Identifier, strings.Join(unsupported, "\n"), strings.Join(slices.Sorted(maps.Keys(supported)), "\n"))
}

// UnknownConnectorError is Flink's message for a 'connector' value no factory has.
func UnknownConnectorError(identifier string, available []string) error {
	return NewError(ErrInvalidOptions, ClassValidation, "Could not find any factory for identifier '%s' that implements "+
		"'org.apache.flink.table.factories.DynamicTableFactory' in the classpath.\n\nAvailable factory identifiers are:\n\n%s",
		identifier, strings.Join(slices.Sorted(slices.Values(available)), "\n"))
}
