// Command wasmsize prints what a Go wasm module's bytes are made of: code bytes per Go package
// and per module (arrow-go, the standard library, Flinkpad's own packages...), data-segment
// bytes, and each section's size. It reads function names from the module's "name" section,
// which `go build -ldflags=-s` leaves out: build the module to measure without -s (keeping
// every other flag), since the names do not change the code.
//
// Usage: wasmsize [-top N] [-by package|module|dir2] [-gzip] [-pkgs list] file.wasm
//
// The linker writes names with every character but letters, digits, '_' and '.' made '_'
// (github.com_apache_arrow_go_v18_arrow.Foo), so a package path cannot be read back from a name
// alone: -pkgs names a file of the module's package paths, one a line (`go list -deps`), and
// each name is given the longest of them it starts with. Without it, names group by their
// mangled prefix.
//
// With -gzip each group's code is also compressed on its own (deflate, level 9), a rough guide
// to its share of the download, since the page's module travels compressed.
package main

import (
	"bytes"
	"compress/flate"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "groups to print (0 for all)")
	by := flag.String("by", "package", "group code by package, module or dir2 (module path and its first directory)")
	gz := flag.Bool("gzip", false, "also print each group's code compressed on its own")
	pkgs := flag.String("pkgs", "", "file of the module's package paths, one a line (go list -deps)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-by package|module|dir2] [-gzip] file.wasm")
		os.Exit(2)
	}
	var known []string
	if *pkgs != "" {
		b, err := os.ReadFile(*pkgs)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		known = strings.Split(strings.TrimSpace(string(b)), "\n")
	}
	if err := run(os.Stdout, flag.Arg(0), *by, *top, *gz, known); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(w io.Writer, path, by string, top int, gz bool, known []string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	m, err := parse(b)
	if err != nil {
		return err
	}
	u := newUnmangler(known)
	pkg := u.pkgOf
	var key func(string) string
	switch by {
	case "package":
		key = pkg
	case "module":
		key = func(s string) string { return u.moduleOf(pkg(s), 0) }
	case "dir2":
		key = func(s string) string { return u.moduleOf(pkg(s), 1) }
	default:
		return fmt.Errorf("wasmsize: -by %q: want package, module or dir2", by)
	}
	report(w, b, m, key, top, gz)
	return nil
}

type group struct {
	name  string
	funcs int
	bytes int
	code  []byte // the group's function bodies, only with -gzip
}

func report(w io.Writer, file []byte, m *module, key func(string) string, top int, gz bool) {
	fmt.Fprintf(w, "file %d bytes\n", len(file))
	for _, s := range m.sections {
		label := sectionName(s.id)
		if s.id == 0 {
			label = "custom " + s.name
		}
		fmt.Fprintf(w, "  section %-20s %10d\n", label, s.size)
	}
	data := 0
	for _, d := range m.data {
		data += d
	}
	fmt.Fprintf(w, "data: %d segments, %d bytes\n", len(m.data), data)

	groups := map[string]*group{}
	total, named := 0, 0
	codeStart := codeOffset(file, m)
	off := codeStart
	for i, n := range m.bodies {
		name := m.funcName(i)
		k := "(unnamed)"
		if name != "" {
			k = key(name)
			named++
		}
		g := groups[k]
		if g == nil {
			g = &group{name: k}
			groups[k] = g
		}
		g.funcs++
		g.bytes += n
		total += n
		if gz && off >= 0 {
			// The body follows its LEB128 size in the code section.
			off += lebLen(n)
			g.code = append(g.code, file[off:off+n]...)
			off += n
		}
	}
	fmt.Fprintf(w, "code: %d functions (%d named), %d body bytes\n", len(m.bodies), named, total)
	if named == 0 && len(m.bodies) > 0 {
		fmt.Fprintln(w, "no name section: build without -ldflags=-s to see code by package")
	}
	list := make([]*group, 0, len(groups))
	for _, g := range groups {
		list = append(list, g)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].bytes != list[j].bytes {
			return list[i].bytes > list[j].bytes
		}
		return list[i].name < list[j].name
	})
	if top > 0 && len(list) > top {
		rest := &group{name: fmt.Sprintf("(%d more)", len(list)-top)}
		for _, g := range list[top:] {
			rest.funcs += g.funcs
			rest.bytes += g.bytes
			rest.code = append(rest.code, g.code...)
		}
		list = append(list[:top:top], rest)
	}
	for _, g := range list {
		fmt.Fprintf(w, "%10d %5.1f%% %6d funcs", g.bytes, 100*float64(g.bytes)/float64(max(total, 1)), g.funcs)
		if gz {
			fmt.Fprintf(w, " %9d deflated", deflated(g.code))
		}
		fmt.Fprintf(w, "  %s\n", g.name)
	}
}

// codeOffset is where the code section's first body size starts, or -1 without a code section.
func codeOffset(file []byte, m *module) int {
	off := 8
	for _, s := range m.sections {
		off++ // id
		off += lebLen(s.size)
		if s.id == 10 {
			return off + lebLen(len(m.bodies))
		}
		off += s.size
	}
	return -1
}

// lebLen is the length of v's LEB128 encoding as Go's linker writes it (minimal).
func lebLen(v int) int {
	n := 1
	for v >= 0x80 {
		v >>= 7
		n++
	}
	return n
}

func deflated(b []byte) int {
	var buf bytes.Buffer
	zw, _ := flate.NewWriter(&buf, flate.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

func sectionName(id byte) string {
	names := []string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"}
	if int(id) < len(names) {
		return names[id]
	}
	return fmt.Sprintf("id %d", id)
}

// unmangler maps a mangled function name back to its package's path.
type unmangler struct {
	mangled []string // known package paths as the linker writes them, longest first
	real    map[string]string
	module  map[string]string // package path to its module's path, when the list gives it
}

var mangle = regexp.MustCompile(`[^\w.]`)

// newUnmangler takes lines "package [module]", as
// `go list -deps -f '{{.ImportPath}} {{with .Module}}{{.Path}}{{end}}'` prints them; the last
// line is the main package, which the linker names "main".
func newUnmangler(known []string) *unmangler {
	u := &unmangler{real: map[string]string{}, module: map[string]string{}}
	for i, line := range known {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		p := f[0]
		if len(f) > 1 {
			u.module[p] = f[1]
		}
		m := mangle.ReplaceAllString(p, "_")
		if i == len(known)-1 {
			m = "main"
		}
		if _, dup := u.real[m]; !dup {
			u.mangled = append(u.mangled, m)
		}
		u.real[m] = p
	}
	sort.Slice(u.mangled, func(i, j int) bool { return len(u.mangled[i]) > len(u.mangled[j]) })
	return u
}

// pkgOf is the package of a function name: the longest known package that the name starts
// with, followed by '.'; otherwise the name up to its first '.' after any host name
// (github.com_...), or before a ':' (type:.eq..., go:buildid) as the linker's own groups.
func (u *unmangler) pkgOf(sym string) string {
	for _, m := range u.mangled {
		if len(sym) > len(m) && sym[len(m)] == '.' && strings.HasPrefix(sym, m) {
			return u.real[m]
		}
	}
	if i := strings.IndexAny(sym, ":."); i >= 0 && sym[i] == ':' {
		return sym[:i+1]
	}
	start := 0
	if host.MatchString(sym) {
		start = strings.IndexByte(sym, '.') + 1
	}
	if dot := strings.IndexByte(sym[start:], '.'); dot >= 0 {
		return sym[:start+dot]
	}
	return sym
}

// host matches a mangled name that starts with a host name (github.com_, honnef.co_...).
var host = regexp.MustCompile(`^[a-z0-9-]+\.(com|org|net|io|co|dev|in)_`)

// moduleOf groups a package path by its module, plus extra directories below it: the module
// the list gave, or else the standard library (no dot in the first element) is "std", and a
// hosted path keeps host/owner/repo and a /vN major-version element.
func (u *unmangler) moduleOf(pkg string, extra int) string {
	if mod, ok := u.module[pkg]; ok {
		rest := strings.Split(strings.TrimPrefix(strings.TrimPrefix(pkg, mod), "/"), "/")
		if extra > len(rest) {
			extra = len(rest)
		}
		return strings.TrimSuffix(strings.Join(append([]string{mod}, rest[:extra]...), "/"), "/")
	}
	parts := strings.Split(pkg, "/")
	if !strings.Contains(parts[0], ".") {
		if extra > 0 {
			return "std/" + parts[0]
		}
		return "std"
	}
	n := 3
	if len(parts) > n && len(parts[n]) > 1 && parts[n][0] == 'v' && strings.Trim(parts[n][1:], "0123456789") == "" {
		n++
	}
	n += extra
	if n > len(parts) {
		n = len(parts)
	}
	return strings.Join(parts[:n], "/")
}
