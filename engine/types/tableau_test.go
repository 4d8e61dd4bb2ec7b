package types

import "testing"

func TestRenderTableau(t *testing.T) {
	// Layout of TableauStyle.print: right-aligned cells, widths from the
	// content, "N rows in set".
	got := RenderTableau([]string{"id", "name"}, [][]string{{"1", "Alice"}, {"22", "<NULL>"}}, DefaultMaxColumnWidth)
	want := "" +
		"+----+--------+\n" +
		"| id |   name |\n" +
		"+----+--------+\n" +
		"|  1 |  Alice |\n" +
		"| 22 | <NULL> |\n" +
		"+----+--------+\n" +
		"2 rows in set\n"
	if got != want {
		t.Errorf("RenderTableau:\n%s\nwant:\n%s", got, want)
	}
	if got := RenderTableau([]string{"a"}, nil, 30); got != "Empty set\n" {
		t.Errorf("empty: %q", got)
	}
	got = RenderTableau([]string{"s"}, [][]string{{"abcdefghij"}}, 8)
	want = "+----------+\n|        s |\n+----------+\n| abcde... |\n+----------+\n1 row in set\n"
	if got != want {
		t.Errorf("truncated:\n%s\nwant:\n%s", got, want)
	}
	if w := displayWidth("日本a"); w != 5 {
		t.Errorf("displayWidth = %d", w)
	}
}
