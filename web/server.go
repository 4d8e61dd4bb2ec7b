package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"strings"
)

// Config is what the server's handler serves.
type Config struct {
	// Files is the built site (build/web): os.DirFS natively, Workers static assets in the Worker.
	Files fs.FS
	// Store keeps the share links.
	Store Store
	// Limits bound /api/run; the zero value means DefaultRunLimits.
	Limits RunLimits
	// OnRun, when set, is told of each run of /api/run once it has answered (natively; the
	// Worker's runs are not reported).
	OnRun func(RunStats)
}

// NewHandler is the whole server, natively (serve.go) and in the Cloudflare Worker:
//
//	GET  /                  the playground (static files, see Static)
//	POST /api/share         {"script", "state"?} → {"id"}; the same content gives the same id
//	GET  /api/share/{id}    {"script", "state"?}
//	GET  /s/{id}            the playground, which opens the shared script without running it
//	POST /api/run           {"script", "limits"?, "files"?} → the run's report
//	GET  /healthz           {"status": "ok"}
//
// API errors are JSON, {"error": {"message"}}, with the status that says what went wrong.
func NewHandler(c Config) http.Handler {
	if c.Limits == (RunLimits{}) {
		c.Limits = DefaultRunLimits()
	}
	return &server{files: c.Files, static: Static(c.Files), store: c.Store, runs: newRunner(c.Limits, c.OnRun)}
}

type server struct {
	files  fs.FS
	static http.Handler
	store  Store
	runs   *runner
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/api/share":
		if allow(w, r, http.MethodPost) {
			s.createShare(w, r)
		}
	case strings.HasPrefix(p, "/api/share/"):
		if allow(w, r, http.MethodGet, http.MethodHead) {
			s.getShare(w, r, strings.TrimPrefix(p, "/api/share/"))
		}
	case p == "/api/run":
		if allow(w, r, http.MethodPost) {
			s.runs.serve(w, r)
		}
	case p == "/healthz":
		if allow(w, r, http.MethodGet, http.MethodHead) {
			writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
		}
	case p == "/api" || strings.HasPrefix(p, "/api/"):
		writeError(w, http.StatusNotFound, "no such API: "+p)
	case strings.HasPrefix(p, "/s/"):
		if allow(w, r, http.MethodGet, http.MethodHead) {
			s.sharePage(w, r, strings.TrimPrefix(p, "/s/"))
		}
	default:
		s.static.ServeHTTP(w, r)
	}
}

// allow answers 405 with the Allow header unless the request's method is one of methods.
func allow(w http.ResponseWriter, r *http.Request, methods ...string) bool {
	for _, m := range methods {
		if r.Method == m {
			return true
		}
	}
	w.Header().Set("Allow", strings.Join(methods, ", "))
	writeError(w, http.StatusMethodNotAllowed, r.Method+" is not allowed here; use "+strings.Join(methods, " or "))
	return false
}

// apiError is the body of every error answer.
type apiError struct {
	Error struct {
		Message string `json:"message"`
	} `json:"error"`
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody(msg))
}

// errorBody is the body of an error answer saying msg.
func errorBody(msg string) apiError {
	var e apiError
	e.Error.Message = msg
	return e
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":{"message":"could not encode the answer"}}`)
	}
	writeJSONBytes(w, status, append(b, '\n'))
}

func writeJSONBytes(w http.ResponseWriter, status int, b []byte) {
	h := w.Header()
	SecurityHeaders(h)
	h.Set("Content-Type", "application/json; charset=utf-8")
	if h.Get("Cache-Control") == "" {
		h.Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// drainLimit is how much of a body over its cap is read and dropped.
const drainLimit = 8 << 20

// decodeJSON reads a body of at most limit bytes holding exactly one JSON value of v's shape,
// and answers the error itself (413 when too large, 400 otherwise) when it cannot.
func decodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) bool {
	// A form or a text/plain body is what a cross-site page can POST without asking: refusing
	// them keeps other sites from creating links or starting runs in a visitor's name.
	if mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" ||
		(params["charset"] != "" && !strings.EqualFold(params["charset"], "utf-8")) {
		writeError(w, http.StatusUnsupportedMediaType, "the body must be JSON, sent as Content-Type: application/json")
		return false
	}
	whole := r.Body
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		// The rest of the body is read (up to a point) and dropped: a Workers runtime cannot
		// close the connection, which a body left unread would otherwise break for the next
		// request on it.
		_, _ = io.Copy(io.Discard, io.LimitReader(whole, drainLimit))
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is larger than %d bytes", tooBig.Limit))
		return false
	}
	if err == nil {
		// encoding/json would replace invalid UTF-8 and lone surrogates with U+FFFD: refuse
		// them rather than store or run an altered text.
		err = checkUTF8(body)
	}
	if err == nil {
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err = dec.Decode(v); err == nil {
			var extra json.RawMessage
			if dec.Decode(&extra) != io.EOF {
				err = errors.New("more than one JSON value")
			}
		}
	}
	if err != nil {
		writeError(w, http.StatusBadRequest, "the body is not the JSON expected: "+err.Error())
		return false
	}
	return true
}
