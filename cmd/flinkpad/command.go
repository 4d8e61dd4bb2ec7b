package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// command is one of the SQL client's own commands, which it handles without the engine.
type command int

const (
	notACommand command = iota
	commandQuit
	commandClear
	commandHelp
)

// clientCommand reads an entry as SqlCommandParserImpl.getCommand does: the entry is a client
// command when its first token is the unreserved word QUIT or EXIT, CLEAR, or HELP, whatever
// follows it.
func clientCommand(text string) command {
	t := sql.NewScanner(text).Scan()
	if t.Kind != sql.Identifier {
		return notACommand
	}
	switch t.Val {
	case "QUIT", "EXIT":
		return commandQuit
	case "CLEAR":
		return commandClear
	case "HELP":
		return commandHelp
	}
	return notACommand
}

// messageQuit is the SQL client's CliStrings.MESSAGE_QUIT, as printInfo prints it.
const messageQuit = "[INFO] Exiting Flink SQL CLI Client..."

// helpCommands are the commands CliStrings.MESSAGE_HELP lists, in its order.
var helpCommands = [][2]string{
	{"HELP", "Prints the available commands."},
	{"QUIT/EXIT", "Quits the SQL CLI client."},
	{"CLEAR", "Clears the current terminal."},
	{"SET", `Sets a session configuration property. Syntax: "SET '<key>'='<value>';". Use "SET;" for listing all properties.`},
	{"RESET", `Resets a session configuration property. Syntax: "RESET '<key>';". Use "RESET;" for reset all session properties.`},
	{"INSERT INTO", "Inserts the results of a SQL SELECT query into a declared table sink."},
	{"INSERT OVERWRITE", "Inserts the results of a SQL SELECT query into a declared table sink and overwrite existing data."},
	{"SELECT", "Executes a SQL SELECT query on the Flink cluster."},
	{"EXPLAIN", "Describes the execution plan of a query or table with the given name."},
	{"BEGIN STATEMENT SET", `Begins a statement set. Syntax: "BEGIN STATEMENT SET;"`},
	{"END", `Ends a statement set. Syntax: "END;"`},
	{"ADD JAR", `Adds the specified jar file to the submitted jobs' classloader. Syntax: "ADD JAR '<path_to_filename>.jar'"`},
	{"REMOVE JAR", `Removes the specified jar file from the submitted jobs' classloader. Syntax: "REMOVE JAR '<path_to_filename>.jar'"`},
	{"SHOW JARS", "Shows the list of user-specified jar dependencies. This list is impacted by the --jar and --library startup options as well as the ADD/REMOVE JAR commands."},
}

// helpText is CliStrings.MESSAGE_HELP without its styles: each command padded to the longest,
// two tabs, its description.
func helpText() string {
	width := 0
	for _, c := range helpCommands {
		width = max(width, len(c[0]))
	}
	var b strings.Builder
	b.WriteString("The following commands are available:\n\n")
	for _, c := range helpCommands {
		fmt.Fprintf(&b, "%-*s\t\t%s\n", width, c[0], c[1])
	}
	b.WriteString("\nHint: Make sure that a statement ends with \";\" for finalizing (multi-line) statements.")
	b.WriteString("\nYou can also type any Flink SQL statement, please visit " +
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/overview/ for more details.")
	return b.String()
}

// clearScreen is what CLEAR prints: the terminal's clear-screen sequence, or, on a plain
// terminal, 200 empty lines, as the client's ClearCommandPrinter does.
func clearScreen(w io.Writer, terminal bool) {
	if terminal {
		fmt.Fprint(w, "\x1b[H\x1b[2J")
		return
	}
	fmt.Fprint(w, strings.Repeat("\n", 200))
}
