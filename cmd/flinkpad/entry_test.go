package main

import "testing"

// An entry is complete only at a semicolon that ends its last line outside literals, quoted
// identifiers and comments, as the SQL client's SqlMultiLineParser decides.
func TestEntryComplete(t *testing.T) {
	cases := []struct {
		lines []string
		want  bool
	}{
		{[]string{"SELECT 1;"}, true},
		{[]string{"SELECT 1;  "}, true},
		{[]string{"SELECT 1"}, false},
		{[]string{"SELECT", "  1;"}, true},
		{[]string{"SELECT 'a;"}, false},
		{[]string{"SELECT 'a;", "b';"}, true},
		{[]string{"SELECT 'it''s;"}, false},
		{[]string{"SELECT 'it''s';"}, true},
		{[]string{"SELECT 1 AS `a;"}, false},
		{[]string{"SELECT 1 AS `a;`;"}, true},
		{[]string{"SELECT 1; -- done;"}, false},
		{[]string{"SELECT 1 -- a comment;", ";"}, true},
		{[]string{"SELECT 1 /* ;"}, false},
		{[]string{"SELECT 1 /* ;", "*/;"}, true},
		{[]string{"SELECT /*+ hint; */ 1;"}, true},
		{[]string{"SELECT 1; SELECT 2;"}, true},
		{[]string{";"}, false},
		{[]string{""}, false},
		{[]string{"/* only a comment */;"}, true},
		{[]string{"SELECT 1 // a comment;"}, false},
	}
	for _, c := range cases {
		var e entry
		got := false
		for _, l := range c.lines {
			got = e.add(l)
		}
		if got != c.want {
			t.Errorf("%q: complete = %v, want %v", c.lines, got, c.want)
		}
	}
}

// The client's commands are the unreserved words QUIT, EXIT, CLEAR and HELP as the first token.
func TestClientCommand(t *testing.T) {
	cases := map[string]command{
		"QUIT;":        commandQuit,
		"exit;":        commandQuit,
		"  Quit now;":  commandQuit,
		"CLEAR;":       commandClear,
		"help;":        commandHelp,
		"SHOW TABLES;": notACommand,
		"`QUIT`;":      notACommand,
		"SELECT 1;":    notACommand,
		"-- c\nHELP;":  commandHelp,
	}
	for text, want := range cases {
		if got := clientCommand(text); got != want {
			t.Errorf("%q: command %d, want %d", text, got, want)
		}
	}
}
