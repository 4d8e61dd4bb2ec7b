//go:build js && wasm

package ui

import (
	"fmt"
	"strconv"
)

type tab struct {
	panel element
}

// tabs is a keyboard-accessible tab bar (arrow keys move between tabs).
type tabs struct {
	bar     element
	buttons []element
	tabs    []tab
	// onSelect is called with the panel of each tab selected.
	onSelect func(panel element)
}

// adoptTabs takes over the shell's tab bar: the tab button of each panel is #tab-{panel id}.
// onSelect is called with the panel of each tab selected.
func adoptTabs(panels []element, onSelect func(panel element)) *tabs {
	t := &tabs{bar: document.QuerySelector(".tabs"), onSelect: onSelect}
	for i, panel := range panels {
		b := byID("tab-" + panel.ID())
		t.tabs = append(t.tabs, tab{panel: panel})
		onClick(b, func() { t.selectTab(i) })
		b.AddEventListener("keydown", func(e event) {
			switch e.Underlying().Get("key").String() {
			case "ArrowRight":
				t.selectTab((i + 1) % len(panels))
			case "ArrowLeft":
				t.selectTab((i + len(panels) - 1) % len(panels))
			default:
				return
			}
			e.PreventDefault()
			t.buttons[t.selected()].Underlying().Call("focus")
		})
		t.buttons = append(t.buttons, b)
	}
	return t
}

func (t *tabs) selectTab(i int) {
	for j, b := range t.buttons {
		on := i == j
		b.SetAttribute("aria-selected", strconv.FormatBool(on))
		b.SetAttribute("tabindex", map[bool]string{true: "0", false: "-1"}[on])
		t.tabs[j].panel.Underlying().Set("hidden", !on)
	}
	t.onSelect(t.tabs[i].panel)
}

func (t *tabs) selected() int {
	for j, b := range t.buttons {
		if b.GetAttribute("aria-selected") == "true" {
			return j
		}
	}
	return 0
}

// makeSplitter lets the user drag, or move with the arrow keys, the border between the panes.
func makeSplitter(splitter, container element) {
	share := 0.45
	apply := func() {
		container.Underlying().Get("style").Call("setProperty", "--editor-share", fmt.Sprintf("%.3f", share))
	}
	dragging := false
	splitter.AddEventListener("pointerdown", func(e event) {
		dragging = true
		splitter.Underlying().Call("setPointerCapture", e.Underlying().Get("pointerId"))
	})
	splitter.AddEventListener("pointermove", func(e event) {
		if !dragging {
			return
		}
		rect := container.Underlying().Call("getBoundingClientRect")
		x := e.Underlying().Get("clientX").Float() - rect.Get("left").Float()
		share = min(max(x/rect.Get("width").Float(), 0.15), 0.85)
		apply()
	})
	splitter.AddEventListener("pointerup", func(event) { dragging = false })
	splitter.AddEventListener("keydown", func(e event) {
		switch e.Underlying().Get("key").String() {
		case "ArrowLeft":
			share = max(share-0.05, 0.15)
		case "ArrowRight":
			share = min(share+0.05, 0.85)
		default:
			return
		}
		e.PreventDefault()
		apply()
	})
	apply()
}

func itoa(i int) string { return strconv.Itoa(i) }

func atoi(s string) int {
	i, _ := strconv.Atoi(s)
	return i
}
