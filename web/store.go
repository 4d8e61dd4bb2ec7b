package web

import (
	"context"
	"errors"
	"regexp"
)

// Store keeps shared scripts under their ids. A link, once made, is never replaced.
type Store interface {
	// Get returns what id holds, or an error matching ErrNotFound.
	Get(ctx context.Context, id string) ([]byte, error)
	// Create stores value under id, or returns an error matching ErrExists when id holds
	// something already, which it leaves as it is.
	Create(ctx context.Context, id string, value []byte) error
}

var (
	// ErrNotFound: no link has this id.
	ErrNotFound = errors.New("share: no such link")
	// ErrExists: the id holds a link already.
	ErrExists = errors.New("share: the link exists")
	// ErrBadID: the id is not one the share store makes; it never reaches the storage.
	ErrBadID = errors.New("share: malformed id")
)

// validID matches the ids newID makes: base62, 10 characters or a few more after a collision.
// Nothing else reaches a store, which makes path traversal impossible.
var validID = regexp.MustCompile(`^[0-9A-Za-z]{10,16}$`)

// ValidID reports whether id is well formed.
func ValidID(id string) bool { return validID.MatchString(id) }

// KV is a key-value namespace such as Cloudflare KV: it has no "create unless present", so
// KVStore reads before it writes. Two racing writes of one id write the same bytes, since ids
// are content addresses.
type KV interface {
	// Get returns the value of key, and false when the key is absent.
	Get(ctx context.Context, key string) (string, bool, error)
	Put(ctx context.Context, key, value string) error
}

// kvPrefix keeps the share links apart from anything else a namespace may hold.
const kvPrefix = "share:"

// KVStore is a Store in a KV namespace.
type KVStore struct{ KV KV }

// Get implements Store.
func (s KVStore) Get(ctx context.Context, id string) ([]byte, error) {
	if !ValidID(id) {
		return nil, ErrBadID
	}
	v, ok, err := s.KV.Get(ctx, kvPrefix+id)
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, ErrNotFound
	}
	return []byte(v), nil
}

// Create implements Store.
func (s KVStore) Create(ctx context.Context, id string, value []byte) error {
	if !ValidID(id) {
		return ErrBadID
	}
	_, ok, err := s.KV.Get(ctx, kvPrefix+id)
	switch {
	case err != nil:
		return err
	case ok:
		return ErrExists
	}
	return s.KV.Put(ctx, kvPrefix+id, string(value))
}
