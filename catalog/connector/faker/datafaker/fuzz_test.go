package datafaker

import (
	"bufio"
	"os"
	"testing"
)

// FuzzExpression: any text either is refused by Check or evaluates; neither panics.
func FuzzExpression(f *testing.F) {
	if file, err := os.Open("testdata/supported.txt"); err == nil {
		sc := bufio.NewScanner(file)
		for sc.Scan() {
			f.Add(sc.Text())
		}
		file.Close()
	}
	for _, s := range []string{"#{", "#{}", "}#{a", "#{regexify '[^a]{2,}x*'}", "#{options.option '#{options.option ''#{'',''}'''}"} {
		f.Add(s)
	}
	g, _ := New().NewGenerator(1)
	f.Fuzz(func(t *testing.T, expr string) {
		if New().Check(expr) != nil {
			return
		}
		out := make([]string, 2)
		_ = g.Fill(expr, out) // a Java exception (randomNumber '0') is an error, not a panic
	})
}
