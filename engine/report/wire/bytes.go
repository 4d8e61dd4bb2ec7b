package wire

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// Bytes is a Kafka key, value or header value. In JSON it is null for a null (a tombstone's
// value), a string when the bytes are UTF-8, and {"base64": "..."} otherwise. Reading, any other
// JSON value (an object, a number) stands for its own compact JSON text, so that a JSON value
// can be written as it is: {"value": {"id": 1}} is the value `{"id":1}`.
type Bytes []byte

// ErrBadBytes is a {"base64": ...} object whose text is not base64.
var ErrBadBytes = errors.New("bytes: bad base64")

// MarshalJSON writes null, a string or {"base64": ...}.
func (b Bytes) MarshalJSON() ([]byte, error) {
	switch {
	case b == nil:
		return []byte("null"), nil
	case utf8.Valid(b):
		return json.Marshal(string(b))
	}
	return json.Marshal(map[string]string{"base64": base64.StdEncoding.EncodeToString(b)})
}

// UnmarshalJSON reads what MarshalJSON writes, and any other JSON value as its text.
func (b *Bytes) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case bytes.Equal(data, []byte("null")):
		*b = nil
		return nil
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*b = Bytes(s)
		return nil
	case len(data) > 0 && data[0] == '{':
		var enc map[string]json.RawMessage
		if err := json.Unmarshal(data, &enc); err == nil && len(enc) == 1 {
			if raw, ok := enc["base64"]; ok {
				var s string
				if err := json.Unmarshal(raw, &s); err != nil {
					return ErrBadBytes
				}
				out, err := base64.StdEncoding.DecodeString(s)
				if err != nil {
					return ErrBadBytes
				}
				*b = Bytes(out)
				return nil
			}
		}
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		return err
	}
	*b = Bytes(append([]byte{}, compact.Bytes()...))
	return nil
}
