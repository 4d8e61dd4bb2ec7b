//go:build js && wasm

package ui

import (
	"fmt"
	"path"
	"strings"
)

// upload is a file the user added; every run starts from these files alone.
type upload struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

func (a *app) uploadList() []any {
	out := make([]any, len(a.uploads))
	for i, u := range a.uploads {
		out[i] = map[string]any{"path": u.Path, "content": u.Content}
	}
	return out
}

// renderFiles lists the uploads and the files the last run left, with a form to add a file.
func (a *app) renderFiles() {
	a.filesDrawn = true
	clear(a.files)
	pathInput := el("input", attrs{"type": "text", "id": "upload-path", "value": "/data/input.csv", "aria-label": "Path in the playground's file system"})
	fileInput := el("input", attrs{"type": "file", "id": "upload-file", "accept": ".csv,.json,.txt", "aria-label": "File to upload"})
	fileInput.AddEventListener("change", func(event) {
		files := fileInput.Underlying().Get("files")
		if files.Length() == 0 {
			return
		}
		f := files.Index(0)
		p := pathInput.Underlying().Get("value").String()
		if strings.HasSuffix(p, "/") || p == "" {
			p = path.Join("/data", f.Get("name").String())
		}
		go func() {
			text, err := await(f.Call("text"))
			if err != nil {
				a.setStatus("Could not read the file: "+err.Error(), "failed")
				return
			}
			a.addUpload(p, text.String())
		}()
	})
	a.files.AppendChild(el("div", attrs{"class": "upload"},
		el("p", attrs{"class": "hint", "text": "Upload a CSV or JSON file to a path, then read it with a filesystem table: " +
			"CREATE TABLE t (...) WITH ('connector' = 'filesystem', 'path' = '/data/input.csv', 'format' = 'csv');"}),
		el("label", attrs{"for": "upload-path", "text": "Path "}), pathInput, " ", fileInput))
	if len(a.uploads) > 0 {
		a.files.AppendChild(el("h3", attrs{"text": "Uploaded"}))
		list := el("ul", attrs{"class": "file-list"})
		for i, u := range a.uploads {
			remove := el("button", attrs{"class": "small", "aria-label": "Remove " + u.Path, "text": "Remove"})
			onClick(remove, func() {
				a.uploads = append(a.uploads[:i], a.uploads[i+1:]...)
				a.renderFiles()
			})
			list.AppendChild(el("li", attrs{}, el("code", attrs{"text": u.Path}), fmt.Sprintf(" (%d bytes) ", len(u.Content)), remove))
		}
		a.files.AppendChild(list)
	}
	if a.last == nil {
		return
	}
	written := 0
	list := el("ul", attrs{"class": "file-list"})
	for _, f := range a.last.report.Files {
		if a.isUpload(f.Path) {
			continue
		}
		written++
		preview := el("pre", attrs{"class": "file-content", "hidden": "", "text": f.Content})
		view := el("button", attrs{"class": "small", "aria-expanded": "false", "text": "View"})
		onClick(view, func() {
			hidden := preview.Underlying().Get("hidden").Bool()
			preview.Underlying().Set("hidden", !hidden)
			view.SetAttribute("aria-expanded", fmt.Sprint(hidden))
		})
		dl := el("button", attrs{"class": "small", "text": "Download"})
		onClick(dl, func() { download(path.Base(f.Path), "text/plain", f.Content) })
		note := fmt.Sprintf(" (%d bytes) ", f.Size)
		if f.Truncated {
			note = fmt.Sprintf(" (%d bytes, first %d shown) ", f.Size, len(f.Content))
		}
		list.AppendChild(el("li", attrs{}, el("code", attrs{"text": f.Path}), note, view, " ", dl, preview))
	}
	a.files.AppendChild(el("h3", attrs{"text": fmt.Sprintf("Written by the last run (%d)", written)}))
	if written == 0 {
		a.files.AppendChild(el("p", attrs{"class": "hint", "text": "No files: write some with INSERT INTO a filesystem table."}))
		return
	}
	a.files.AppendChild(list)
}

func (a *app) addUpload(p, content string) {
	for i, u := range a.uploads {
		if u.Path == p {
			a.uploads[i].Content = content
			a.renderFiles()
			return
		}
	}
	a.uploads = append(a.uploads, upload{Path: p, Content: content})
	a.renderFiles()
	a.setStatus("Added "+p+".", "")
}

func (a *app) isUpload(p string) bool {
	for _, u := range a.uploads {
		if u.Path == p {
			return true
		}
	}
	return false
}
