package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// keyPrintTimeCost is the SQL client's sql-client.display.print-time-cost: whether a query's
// last line tells how long the query took. It is on by default, as in the client.
const keyPrintTimeCost = "sql-client.display.print-time-cost"

// timeCost is what follows a query's last line: " (1.23 seconds)" since start, as
// CliTableauResultView.calculateTimeCostInPrintFormat counts it (milliseconds, two decimals),
// or nothing when the option is off. The client reads the option as it prints, so a value that
// is no boolean fails the query's printing with Flink's error.
func timeCost(te *engine.TableEnvironment, start time.Time) (string, error) {
	switch v := te.Config().Get(keyPrintTimeCost); {
	case v == "" || strings.EqualFold(v, "true"):
		return fmt.Sprintf(" (%.2f seconds)", float64(time.Since(start).Milliseconds())/1000), nil
	case strings.EqualFold(v, "false"):
		return "", nil
	default:
		// The client raises it itself, while it prints the result.
		return "", flinkerr.New(nil, flinkerr.ClassIllegalArgument,
			"Unrecognized option for boolean: "+v+". Expected either true or false(case insensitive)")
	}
}
