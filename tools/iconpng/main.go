// Command iconpng draws web/icon.svg as the PNG icons the web app manifest lists beside it
// (web/icon-192.png, web/icon-512.png): browsers want raster icons of those sizes to offer the
// playground as an installable app. It reads the subset of SVG the icon uses, a rounded <rect>
// and <path>s of straight lines (M, m, H, h, V, v, L, l, Z), each with a fill colour, and paints
// them with 4×4 supersampling, so that the PNGs follow the SVG when it changes.
//
// Usage: go run ./tools/iconpng [-check] web/icon.svg 192:web/icon-192.png 512:web/icon-512.png
//
// With -check it writes nothing and fails when a PNG differs from what it would draw (the
// project's tests run it so).
package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"strconv"
	"strings"
)

func main() {
	check := flag.Bool("check", false, "fail when a PNG is not what the SVG draws, writing nothing")
	flag.Parse()
	if flag.NArg() < 2 {
		fmt.Fprintln(os.Stderr, "usage: iconpng [-check] icon.svg SIZE:out.png...")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), flag.Args()[1:], *check); err != nil {
		fmt.Fprintln(os.Stderr, "iconpng:", err)
		os.Exit(1)
	}
}

var errStale = errors.New("out of date: run go run ./tools/iconpng")

func run(svgPath string, outputs []string, check bool) error {
	src, err := os.ReadFile(svgPath)
	if err != nil {
		return err
	}
	icon, err := parseIcon(src)
	if err != nil {
		return fmt.Errorf("%s: %w", svgPath, err)
	}
	for _, o := range outputs {
		sizeText, file, ok := strings.Cut(o, ":")
		size, err := strconv.Atoi(sizeText)
		if !ok || err != nil || size < 16 || size > 4096 {
			return fmt.Errorf("output %q: want SIZE:file.png with a size from 16 to 4096", o)
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, icon.draw(size)); err != nil {
			return err
		}
		if check {
			have, err := os.ReadFile(file)
			if err != nil || !bytes.Equal(have, buf.Bytes()) {
				return fmt.Errorf("%s: %w", file, errStale)
			}
			continue
		}
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// shape is one filled element: inside reports whether a point, in the SVG's user units, is in it.
type shape struct {
	fill   color.NRGBA
	inside func(x, y float64) bool
}

type icon struct {
	width, height float64 // the viewBox's size
	shapes        []shape
}

// svgElement is any element of the file, with the attributes the icon's elements use.
type svgElement struct {
	XMLName  xml.Name
	ViewBox  string       `xml:"viewBox,attr"`
	X        string       `xml:"x,attr"`
	Y        string       `xml:"y,attr"`
	Width    string       `xml:"width,attr"`
	Height   string       `xml:"height,attr"`
	Rx       string       `xml:"rx,attr"`
	D        string       `xml:"d,attr"`
	Fill     string       `xml:"fill,attr"`
	Children []svgElement `xml:",any"`
}

func parseIcon(src []byte) (*icon, error) {
	var root svgElement
	if err := xml.Unmarshal(src, &root); err != nil {
		return nil, err
	}
	if root.XMLName.Local != "svg" {
		return nil, fmt.Errorf("the root element is <%s>, not <svg>", root.XMLName.Local)
	}
	box := strings.Fields(root.ViewBox)
	if len(box) != 4 || box[0] != "0" || box[1] != "0" {
		return nil, fmt.Errorf("viewBox %q: want \"0 0 W H\"", root.ViewBox)
	}
	ic := &icon{}
	var err error
	if ic.width, err = strconv.ParseFloat(box[2], 64); err != nil {
		return nil, fmt.Errorf("viewBox %q: %w", root.ViewBox, err)
	}
	if ic.height, err = strconv.ParseFloat(box[3], 64); err != nil {
		return nil, fmt.Errorf("viewBox %q: %w", root.ViewBox, err)
	}
	for _, e := range root.Children {
		fill, err := parseColor(e.Fill)
		if err != nil {
			return nil, fmt.Errorf("<%s>: %w", e.XMLName.Local, err)
		}
		var inside func(x, y float64) bool
		switch e.XMLName.Local {
		case "rect":
			inside, err = rectShape(e)
		case "path":
			inside, err = pathShape(e.D)
		default:
			err = fmt.Errorf("<%s> is not drawn by iconpng: use <rect> or <path>", e.XMLName.Local)
		}
		if err != nil {
			return nil, err
		}
		ic.shapes = append(ic.shapes, shape{fill, inside})
	}
	return ic, nil
}

func number(s string, missing float64) (float64, error) {
	if s == "" {
		return missing, nil
	}
	return strconv.ParseFloat(s, 64)
}

// rectShape is a <rect>, with corners rounded by rx.
func rectShape(e svgElement) (func(x, y float64) bool, error) {
	var v [5]float64
	for i, s := range []string{e.X, e.Y, e.Width, e.Height, e.Rx} {
		f, err := number(s, 0)
		if err != nil {
			return nil, fmt.Errorf("<rect>: %w", err)
		}
		v[i] = f
	}
	x0, y0, w, h, r := v[0], v[1], v[2], v[3], min(v[4], v[2]/2, v[3]/2)
	return func(x, y float64) bool {
		if x < x0 || y < y0 || x > x0+w || y > y0+h {
			return false
		}
		// Within r of a corner, the point must be within r of the corner circle's centre.
		cx := min(max(x, x0+r), x0+w-r)
		cy := min(max(y, y0+r), y0+h-r)
		return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
	}, nil
}

// pathShape is a <path> of straight lines, filled by the non-zero winding rule (SVG's default).
func pathShape(d string) (func(x, y float64) bool, error) {
	type point struct{ x, y float64 }
	var polys [][]point
	var cur []point
	var at, start point
	tokens := tokenizePath(d)
	for i := 0; i < len(tokens); {
		cmd := tokens[i]
		i++
		args := func(n int) ([]float64, error) {
			if i+n > len(tokens) {
				return nil, fmt.Errorf("path %q: %s wants %d numbers", d, cmd, n)
			}
			out := make([]float64, n)
			for k := range n {
				f, err := strconv.ParseFloat(tokens[i+k], 64)
				if err != nil {
					return nil, fmt.Errorf("path %q: %w", d, err)
				}
				out[k] = f
			}
			i += n
			return out, nil
		}
		var a []float64
		var err error
		switch cmd {
		case "M", "m", "L", "l":
			a, err = args(2)
		case "H", "h", "V", "v":
			a, err = args(1)
		case "Z", "z":
		default:
			err = fmt.Errorf("path %q: command %q is not drawn by iconpng", d, cmd)
		}
		if err != nil {
			return nil, err
		}
		switch cmd {
		case "M":
			at = point{a[0], a[1]}
		case "m":
			at = point{at.x + a[0], at.y + a[1]}
		case "L":
			at = point{a[0], a[1]}
		case "l":
			at = point{at.x + a[0], at.y + a[1]}
		case "H":
			at.x = a[0]
		case "h":
			at.x += a[0]
		case "V":
			at.y = a[0]
		case "v":
			at.y += a[0]
		}
		switch cmd {
		case "M", "m":
			if len(cur) > 0 {
				polys = append(polys, cur)
			}
			cur = []point{at}
			start = at
		case "Z", "z":
			if len(cur) > 0 {
				polys = append(polys, cur)
			}
			cur, at = nil, start
		default:
			if cur == nil {
				return nil, fmt.Errorf("path %q: a line before any M", d)
			}
			cur = append(cur, at)
		}
	}
	if len(cur) > 0 {
		polys = append(polys, cur)
	}
	return func(x, y float64) bool {
		winding := 0
		for _, p := range polys {
			for k := range p {
				a, b := p[k], p[(k+1)%len(p)]
				if (a.y <= y) != (b.y <= y) {
					cross := (b.x-a.x)*(y-a.y) - (x-a.x)*(b.y-a.y)
					if b.y > a.y && cross > 0 {
						winding++
					} else if b.y <= a.y && cross < 0 {
						winding--
					}
				}
			}
		}
		return winding != 0
	}, nil
}

// tokenizePath splits path data into commands and numbers.
func tokenizePath(d string) []string {
	var out []string
	num := strings.Builder{}
	flush := func() {
		if num.Len() > 0 {
			out = append(out, num.String())
			num.Reset()
		}
	}
	for _, r := range d {
		switch {
		case strings.ContainsRune("MmLlHhVvZzCcSsQqTtAa", r):
			flush()
			out = append(out, string(r))
		case r == '-' && num.Len() > 0:
			flush()
			num.WriteRune(r)
		case r == ',' || r == ' ' || r == '\n' || r == '\t':
			flush()
		default:
			num.WriteRune(r)
		}
	}
	flush()
	return out
}

func parseColor(s string) (color.NRGBA, error) {
	switch {
	case s == "#fff" || s == "white":
		return color.NRGBA{255, 255, 255, 255}, nil
	case len(s) == 7 && s[0] == '#':
		v, err := strconv.ParseUint(s[1:], 16, 32)
		if err != nil {
			return color.NRGBA{}, fmt.Errorf("fill %q: %w", s, err)
		}
		return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, nil
	}
	return color.NRGBA{}, fmt.Errorf("fill %q: want #rrggbb or #fff", s)
}

// draw paints the icon at size×size pixels: each pixel is the average of 4×4 samples, each
// sample the topmost shape's colour there (or transparent).
func (ic *icon) draw(size int) *image.NRGBA {
	const ss = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	sx, sy := ic.width/float64(size), ic.height/float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a int
			for j := range ss {
				for i := range ss {
					x := (float64(px) + (float64(i)+0.5)/ss) * sx
					y := (float64(py) + (float64(j)+0.5)/ss) * sy
					for k := len(ic.shapes) - 1; k >= 0; k-- {
						if s := ic.shapes[k]; s.inside(x, y) {
							r, g, b, a = r+int(s.fill.R), g+int(s.fill.G), b+int(s.fill.B), a+255
							break
						}
					}
				}
			}
			if a == 0 {
				continue
			}
			// Colours are averaged over the covered samples (non-premultiplied), alpha over all.
			n := a / 255
			img.SetNRGBA(px, py, color.NRGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(a / (ss * ss))})
		}
	}
	return img
}
