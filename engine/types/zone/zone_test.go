package zone

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestLoadUsesTheLoaderAndCaches(t *testing.T) {
	calls := 0
	SetLoader(func(name string) (*time.Location, error) {
		calls++
		if name == "Down/Here" {
			return nil, fmt.Errorf("%w: offline", ErrUnavailable)
		}
		return time.FixedZone(name, 3600), nil
	})
	defer SetLoader(nil)
	for _, name := range []string{"", "UTC"} {
		if loc, err := Load(name); err != nil || loc != time.UTC {
			t.Errorf("Load(%q) = %v, %v; want UTC", name, loc, err)
		}
	}
	if calls != 0 {
		t.Fatalf("UTC asked the loader %d times", calls)
	}
	for range 3 {
		if loc, err := Load("Some/Where"); err != nil || loc.String() != "Some/Where" {
			t.Fatalf("Load = %v, %v", loc, err)
		}
	}
	if calls != 1 {
		t.Errorf("the loader ran %d times for one id; want 1", calls)
	}
	for range 2 {
		if _, err := Load("Down/Here"); !errors.Is(err, ErrUnavailable) {
			t.Fatalf("Load of a database that failed = %v; want ErrUnavailable", err)
		}
	}
	if calls != 3 {
		t.Errorf("a failed load was cached: %d calls; want 3", calls)
	}
}

func TestLoadNativelyIsLoadLocation(t *testing.T) {
	for _, name := range []string{"Europe/Berlin", "Nope/Nowhere", "+08:00"} {
		want, wantErr := time.LoadLocation(name)
		got, err := Load(name)
		if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() ||
			err == nil && got.String() != want.String() {
			t.Errorf("Load(%q) = %v, %v; time.LoadLocation gives %v, %v", name, got, err, want, wantErr)
		}
	}
}
