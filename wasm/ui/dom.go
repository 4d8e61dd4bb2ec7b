//go:build js && wasm

package ui

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// window and document are set by Run: the module's engine role, in a Web Worker, has neither.
var (
	window   dom.Window
	document dom.Document
)

// attrs are an element's attributes; "text" sets its text content.
type attrs map[string]string

// el makes an element with attributes and children (elements or strings, which become text).
func el(tag string, a attrs, children ...any) dom.Element {
	e := document.CreateElement(tag)
	for k, v := range a {
		if k == "text" {
			e.SetTextContent(v)
			continue
		}
		e.SetAttribute(k, v)
	}
	for _, c := range children {
		switch c := c.(type) {
		case dom.Node:
			e.AppendChild(c)
		case string:
			e.AppendChild(document.CreateTextNode(c))
		}
	}
	return e
}

const svgNS = "http://www.w3.org/2000/svg"

// svg makes an SVG element.
func svg(tag string, a attrs, children ...dom.Node) dom.Element {
	e := document.CreateElementNS(svgNS, tag)
	for k, v := range a {
		if k == "text" {
			e.SetTextContent(v)
			continue
		}
		e.SetAttribute(k, v)
	}
	for _, c := range children {
		e.AppendChild(c)
	}
	return e
}

func clear(e dom.Element) {
	for e.FirstChild() != nil {
		e.RemoveChild(e.FirstChild())
	}
}

func onClick(e dom.Element, f func()) {
	e.AddEventListener("click", false, func(dom.Event) { f() })
}

// download offers text as a file to save.
func download(name, mime, text string) {
	blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := el("a", attrs{"href": url.String(), "download": name})
	document.QuerySelector("body").AppendChild(a)
	a.Underlying().Call("click")
	a.Underlying().Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}

// await waits for a JavaScript promise; it must not run on the event loop's own goroutine.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		then.Release()
		catch.Release()
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{err: js.Error{Value: args[0]}}
		then.Release()
		catch.Release()
		return nil
	})
	p.Call("then", then).Call("catch", catch)
	r := <-ch
	return r.v, r.err
}
