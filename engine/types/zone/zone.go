package zone

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"
)

// ErrUnavailable is a time zone database that could not be loaded, as opposed to an id that is
// not in it: a caller reports it as the run's error instead of reading the id as unknown.
var ErrUnavailable = errors.New("the time zone database could not be loaded")

// A Loader reads the location of an id other than "", UTC and Local. Its error for an unknown
// id is time.LoadLocation's; a database it could not load is an error wrapping ErrUnavailable.
type Loader func(name string) (*time.Location, error)

var (
	loader atomic.Pointer[Loader]
	cache  sync.Map // id → *time.Location
)

// SetLoader replaces time.LoadLocation as the way ids are read; nil restores it. Locations read
// before are forgotten.
func SetLoader(l Loader) {
	if l == nil {
		loader.Store(nil)
	} else {
		loader.Store(&l)
	}
	cache.Clear()
}

// Load is time.LoadLocation(name), through the loader SetLoader installed, if any.
func Load(name string) (*time.Location, error) {
	switch name {
	case "", "UTC":
		return time.UTC, nil
	case "Local":
		return time.Local, nil
	}
	if loc, ok := cache.Load(name); ok {
		return loc.(*time.Location), nil
	}
	load := time.LoadLocation
	if l := loader.Load(); l != nil {
		load = *l
	}
	loc, err := load(name)
	if err != nil {
		return nil, err
	}
	cache.Store(name, loc)
	return loc, nil
}
