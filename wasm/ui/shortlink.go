//go:build js && wasm

package ui

import (
	"encoding/json"
	"syscall/js"
)

// Short links: where the page is served by serve.go or the Worker, Share stores the script with
// POST api/share and offers <site>/s/{id}; on a static host that call fails and Share makes a
// #code= link instead. The page at /s/{id} (index.html with a <base> at the site's root) fetches
// api/share/{id} and loads the script without running it: the shell does that (web/src/shell.js),
// before the module arrives. Paths are relative to the document's base, so a site under a path
// prefix works too.

// sharedState is the page's state a link keeps beside the script.
type sharedState struct {
	Reuse *bool `json:"reuse,omitempty"`
}

type sharedLink struct {
	Script string      `json:"script"`
	State  sharedState `json:"state"`
}

// apiTimeoutMs bounds a call to the share API, so that Share falls back quickly where none answers.
const apiTimeoutMs = 4000

// shareShortLink stores the script and offers its short link; false when no share API answered.
func (a *app) shareShortLink(script string) bool {
	reuse := a.reuse.Underlying().Get("checked").Bool()
	body, _ := json.Marshal(sharedLink{Script: script, State: sharedState{Reuse: &reuse}})
	status, text, ok := callAPI("api/share", map[string]any{
		"method": "POST", "headers": map[string]any{"Content-Type": "application/json"}, "body": string(body),
	})
	var answer struct{ ID string }
	if !ok || (status != 200 && status != 201) || json.Unmarshal([]byte(text), &answer) != nil || !validLinkID(answer.ID) {
		return false
	}
	link := js.Global().Get("URL").New("s/"+answer.ID, document.Underlying().Get("baseURI")).Get("href").String()
	document.GetElementByID("share").SetAttribute("data-link", link)
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.IsUndefined() {
		if _, err := await(clip.Call("writeText", link)); err == nil {
			a.setStatus("Link copied to the clipboard: "+link, "")
			return true
		}
	}
	a.setStatus("Link: "+link, "")
	return true
}

// callAPI fetches a path relative to the page's base and returns the status and body; false when
// nothing answered in time.
func callAPI(path string, init map[string]any) (int, string, bool) {
	if timeout := js.Global().Get("AbortSignal").Get("timeout"); timeout.Type() == js.TypeFunction {
		init["signal"] = js.Global().Get("AbortSignal").Call("timeout", apiTimeoutMs)
	}
	res, err := await(js.Global().Call("fetch", path, init))
	if err != nil {
		return 0, "", false
	}
	text, err := await(res.Call("text"))
	if err != nil {
		return 0, "", false
	}
	return res.Get("status").Int(), text.String(), true
}

// validLinkID is the share store's id pattern: 10 to 16 base62 digits.
func validLinkID(id string) bool {
	if len(id) < 10 || len(id) > 16 {
		return false
	}
	for _, c := range id {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}
