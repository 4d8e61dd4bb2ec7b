package flinkq

import (
	"strings"
)

// outputStart is the line that ends a statement and starts its expected output (Flink's
// SqlScriptReader.HINT_START_OF_OUTPUT).
const outputStart = "!output"

// Statement is one statement of a .q file with what Flink printed for it.
type Statement struct {
	// Line is the 1-based line of the statement's first line in the file.
	Line int
	// Comment is the comment and blank lines before the statement, each with its "\n".
	Comment string
	// SQL is the statement's lines, each with its "\n", up to the "!output" line.
	SQL string
	// Expected is what the gateway test printed for the statement: the "!output" line, the
	// output, and the tag line ("!ok", "!info" or "!error"), each with its "\n".
	Expected string
}

// Parse splits a .q file into its statements as Flink's SqlScriptReader does: comment ("#...")
// and blank lines, then the statement's lines up to a line that is "!output" once trimmed, then
// the output up to the first line that starts with "!", which is the tag. Text after the last
// tag that holds no complete statement is dropped, as the reader drops it.
func Parse(file string) []Statement {
	lines := splitLines(file)
	var stmts []Statement
	i := 0
	for i < len(lines) {
		var comment, sqlText, expected strings.Builder
		for i < len(lines) && (strings.HasPrefix(lines[i], "#") || javaTrim(lines[i]) == "") {
			comment.WriteString(lines[i] + "\n")
			i++
		}
		start := i
		for i < len(lines) && javaTrim(lines[i]) != outputStart {
			sqlText.WriteString(lines[i] + "\n")
			i++
		}
		if i == len(lines) {
			break
		}
		// The reader keeps the "!output" line itself out of the statement and prints it again
		// (Tag.addTag) in front of the output, untrimmed.
		expected.WriteString(outputStart + "\n")
		i++
		for i < len(lines) && !strings.HasPrefix(lines[i], "!") {
			expected.WriteString(lines[i] + "\n")
			i++
		}
		if i == len(lines) {
			break
		}
		expected.WriteString(lines[i] + "\n")
		i++
		stmts = append(stmts, Statement{Line: start + 1, Comment: comment.String(), SQL: sqlText.String(), Expected: expected.String()})
	}
	return stmts
}

// splitLines splits text into lines as Java's BufferedReader.readLine does: at "\n", "\r" or
// "\r\n", with no empty last line for a final line break.
func splitLines(text string) []string {
	var lines []string
	for len(text) > 0 {
		i := strings.IndexAny(text, "\r\n")
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i])
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
	}
	return lines
}

// statementText is the text the gateway test hands the service: the statement trimmed, without
// its final semicolon.
func statementText(sqlLines string) string {
	return strings.TrimSuffix(javaTrim(sqlLines), ";")
}

// javaTrim trims as Java's String.trim does: every character up to U+0020 at both ends.
func javaTrim(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
}
