package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"io/fs"
	"math/big"
	"net/http"
	"strings"
	"unicode/utf8"
)

// MaxShareBytes caps the body of POST /api/share.
const MaxShareBytes = 64 << 10

// Shared is a share link's content: the script, and the page's state (the reuse switch) as the
// page gave it. The store holds it as compact JSON, which is also what its id addresses.
type Shared struct {
	Script string `json:"script"`
	// State is a JSON object or absent; the page reads the fields it knows and ignores others.
	State json.RawMessage `json:"state,omitempty"`
}

// The id of a link is the content's SHA-256 in base62: its last idLength digits, or a few more
// when those name a different content already (a collision, which 59 bits make unlikely).
const (
	idLength    = 10
	idMaxLength = 16
)

func shareID(content []byte, n int) string {
	sum := sha256.Sum256(content)
	digits := new(big.Int).SetBytes(sum[:]).Text(62)
	digits = strings.Repeat("0", max(0, idMaxLength-len(digits))) + digits
	return digits[len(digits)-n:]
}

// canonical checks a link's content and renders it as the bytes to store.
func (sh Shared) canonical() ([]byte, error) {
	if strings.TrimSpace(sh.Script) == "" {
		return nil, errors.New("the script is empty")
	}
	if !utf8.ValidString(sh.Script) {
		return nil, errors.New("the script is not UTF-8")
	}
	if len(sh.State) > 0 && !bytes.Equal(sh.State, []byte("null")) {
		var state map[string]any
		if err := json.Unmarshal(sh.State, &state); err != nil {
			return nil, errors.New("state must be a JSON object")
		}
		// encoding/json sorts map keys, so equal states give equal bytes, and equal ids.
		sh.State, _ = json.Marshal(state)
	} else {
		sh.State = nil
	}
	return json.Marshal(sh)
}

func (s *server) createShare(w http.ResponseWriter, r *http.Request) {
	var sh Shared
	if !decodeJSON(w, r, MaxShareBytes, &sh) {
		return
	}
	content, err := sh.canonical()
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	for n := idLength; n <= idMaxLength; n += 2 {
		id := shareID(content, n)
		err := s.store.Create(r.Context(), id, content)
		if err == nil {
			writeJSON(w, http.StatusCreated, map[string]string{"id": id})
			return
		}
		if !errors.Is(err, ErrExists) {
			writeError(w, http.StatusInternalServerError, "could not store the link")
			return
		}
		held, err := s.store.Get(r.Context(), id)
		if err != nil {
			writeError(w, http.StatusInternalServerError, "could not read the link")
			return
		}
		if bytes.Equal(held, content) {
			writeJSON(w, http.StatusOK, map[string]string{"id": id})
			return
		}
	}
	writeError(w, http.StatusInternalServerError, "could not find a free id for the link")
}

func (s *server) getShare(w http.ResponseWriter, r *http.Request, id string) {
	if !ValidID(id) {
		writeError(w, http.StatusBadRequest, "malformed link id")
		return
	}
	content, err := s.store.Get(r.Context(), id)
	switch {
	case errors.Is(err, ErrNotFound):
		writeError(w, http.StatusNotFound, "no shared script has this id")
		return
	case err != nil:
		writeError(w, http.StatusInternalServerError, "could not read the link")
		return
	}
	// A link never changes: its id is its content's hash.
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	writeJSONBytes(w, http.StatusOK, content)
}

// sharePage serves the playground at /s/{id}; the page fetches the script itself. A <base>
// makes the page's relative asset names resolve against the site's root, one level up.
func (s *server) sharePage(w http.ResponseWriter, r *http.Request, id string) {
	SecurityHeaders(w.Header())
	if !ValidID(id) {
		http.NotFound(w, r)
		return
	}
	status := http.StatusOK
	if _, err := s.store.Get(r.Context(), id); errors.Is(err, ErrNotFound) {
		status = http.StatusNotFound // the page still opens and says the link is unknown
	}
	index, err := fs.ReadFile(s.files, "index.html")
	if err != nil {
		http.Error(w, "the site is not built", http.StatusInternalServerError)
		return
	}
	page := bytes.Replace(index, []byte("<head>"), []byte("<head>\n<base href=\"../\">"), 1)
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(page)
	}
}
