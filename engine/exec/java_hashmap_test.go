package exec

import (
	"bufio"
	"encoding/hex"
	"os"
	"strconv"
	"strings"
	"testing"
)

// The vectors come from Flink 2.3's own BinaryStringData in a java.util.HashMap
// (testdata/hashmap_order/GenVectors.java).
func TestJavaHashMapOrder(t *testing.T) {
	f, err := os.Open("testdata/hashmap_order/hashmap_order.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	unhex := func(s string) string {
		if s == "-" {
			return ""
		}
		b, err := hex.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		switch cols[0] {
		case "hash":
			want, _ := strconv.ParseInt(cols[2], 10, 32)
			if got := flinkStringHash(unhex(cols[1])); int64(got) != want {
				t.Errorf("hash of %q = %d, want %d", unhex(cols[1]), got, want)
			}
		case "order":
			var m javaHashMap
			for _, op := range strings.Fields(cols[2]) {
				k := unhex(op[1:])
				if op[0] == '+' {
					if err := m.put(k, "v"); err != nil {
						t.Fatalf("%s: %v", cols[1], err)
					}
				} else {
					m.remove(k)
				}
			}
			var got []string
			m.each(func(k, _ string) { got = append(got, hex.EncodeToString([]byte(k))) })
			if g := strings.Join(got, " "); g != cols[3] {
				t.Errorf("%s: order\n got %s\nwant %s", cols[1], g, cols[3])
			}
		default:
			t.Fatalf("bad vector line %q", sc.Text())
		}
		n++
	}
	if n == 0 {
		t.Fatal("no vectors")
	}
}
