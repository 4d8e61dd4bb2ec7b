//go:build js && wasm

package ui

import "syscall/js"

// The page's DOM, through syscall/js: the few calls wasm/ui makes, instead of a DOM library
// whose thousands of generated wrappers the module linked for them (715 KB of code).

// window and document are set by Run: the module's engine role, in a Web Worker, has neither.
var (
	window   browserWindow
	document browserDocument
)

// element is a DOM node: an element, or a text node from createTextNode. The zero element is
// no node (its value is undefined).
type element struct{ v js.Value }

// Underlying is the node's JavaScript value.
func (e element) Underlying() js.Value { return e.v }

// is reports whether e and other are the same node.
func (e element) is(other element) bool { return e.v.Equal(other.v) }

// exists reports whether e is a node, not the zero element.
func (e element) exists() bool { return e.v.Truthy() }

func (e element) AppendChild(child element) { e.v.Call("appendChild", child.v) }
func (e element) PreviousElementSibling() element {
	return element{e.v.Get("previousElementSibling")}
}
func (e element) RemoveAttribute(name string)     { e.v.Call("removeAttribute", name) }
func (e element) ID() string                      { return e.v.Get("id").String() }
func (e element) SetAttribute(name, value string) { e.v.Call("setAttribute", name, value) }
func (e element) GetAttribute(name string) string {
	return stringOrEmpty(e.v.Call("getAttribute", name))
}
func (e element) SetTextContent(text string) { e.v.Set("textContent", text) }
func (e element) Class() classList           { return classList{e.v.Get("classList")} }

// AddEventListener calls f for each event of the type. The listener lives as long as the page:
// the page's elements are few and mostly long-lived, and those a re-render drops go with it.
func (e element) AddEventListener(typ string, f func(event)) {
	e.v.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(event{args[0]})
		return nil
	}))
}

// classList is an element's classList.
type classList struct{ v js.Value }

func (c classList) Add(name string)    { c.v.Call("add", name) }
func (c classList) Remove(name string) { c.v.Call("remove", name) }

// event is a DOM event.
type event struct{ v js.Value }

func (e event) Underlying() js.Value { return e.v }
func (e event) PreventDefault()      { e.v.Call("preventDefault") }

// browserDocument is the page's document.
type browserDocument struct{ v js.Value }

func (d browserDocument) Underlying() js.Value { return d.v }
func (d browserDocument) GetElementByID(id string) element {
	return element{d.v.Call("getElementById", id)}
}
func (d browserDocument) QuerySelector(selector string) element {
	return element{d.v.Call("querySelector", selector)}
}
func (d browserDocument) CreateElement(tag string) element {
	return element{d.v.Call("createElement", tag)}
}
func (d browserDocument) CreateElementNS(ns, tag string) element {
	return element{d.v.Call("createElementNS", ns, tag)}
}
func (d browserDocument) CreateTextNode(text string) element {
	return element{d.v.Call("createTextNode", text)}
}

// browserWindow is the page's window, with its timers.
type browserWindow struct {
	v js.Value
	// timers holds each pending timer's callback, released when the timer fires (a timeout)
	// or is cleared.
	timers map[int]js.Func
}

func (w browserWindow) Location() js.Value { return w.v.Get("location") }

// SetTimeout calls f once after ms milliseconds and answers the timer's id.
func (w browserWindow) SetTimeout(f func(), ms int) int {
	var id int
	fn := js.FuncOf(func(js.Value, []js.Value) any {
		w.release(id)
		f()
		return nil
	})
	id = w.v.Call("setTimeout", fn, ms).Int()
	w.timers[id] = fn
	return id
}

// SetInterval calls f every ms milliseconds until ClearInterval.
func (w browserWindow) SetInterval(f func(), ms int) int {
	fn := js.FuncOf(func(js.Value, []js.Value) any {
		f()
		return nil
	})
	id := w.v.Call("setInterval", fn, ms).Int()
	w.timers[id] = fn
	return id
}

func (w browserWindow) ClearTimeout(id int) {
	w.v.Call("clearTimeout", id)
	w.release(id)
}

func (w browserWindow) ClearInterval(id int) {
	w.v.Call("clearInterval", id)
	w.release(id)
}

func (w browserWindow) release(id int) {
	if fn, ok := w.timers[id]; ok {
		delete(w.timers, id)
		fn.Release()
	}
}

func stringOrEmpty(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// attrs are an element's attributes; "text" sets its text content.
type attrs map[string]string

// el makes an element with attributes and children (elements or strings, which become text).
func el(tag string, a attrs, children ...any) element {
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
		case element:
			e.AppendChild(c)
		case string:
			e.AppendChild(document.CreateTextNode(c))
		default:
			panic("el: a child must be an element or a string")
		}
	}
	return e
}

const svgNS = "http://www.w3.org/2000/svg"

// svg makes an SVG element.
func svg(tag string, a attrs, children ...element) element {
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

func clear(e element) {
	// Setting the text content removes every child.
	e.SetTextContent("")
}

func onClick(e element, f func()) {
	e.AddEventListener("click", func(event) { f() })
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
