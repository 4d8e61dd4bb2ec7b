package ui

// This file has no build constraint, so that a native program reaches the editor's words.

import "slices"

// EditorWords answers the words the editor highlights and completes: the parser's keywords
// and the binder's functions (vocabulary.go). tools/shellgen writes them into the page's shell,
// which makes the editor before the wasm module arrives.
func EditorWords() (keywords, functions []string) {
	return slices.Clone(sqlKeywords), slices.Clone(functionNames)
}
