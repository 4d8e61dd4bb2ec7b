//go:build js && wasm

package main

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/engine/types/zone"
)

// Browsers have no time zone database for Go to read, and the module does not carry one (time/
// tzdata is 70 KB brotli of every visitor's download): the worker fetches Go's zoneinfo.zip the
// first time a run names a zone (worker.js's flinkpadLoadZones), and the engine waits for it
// inside the run, as it waits for faker.wasm (see package fakerbridge for why). The ids the
// database holds are listed here, so that an unknown id gets time.LoadLocation's error at once,
// without a download, and so does a fixed offset or Z.
func init() { zone.SetLoader(loadZone) }

// zoneNames is the list of the ids in $(go env GOROOT)/lib/time/zoneinfo.zip, one a line
// (zonenames_test.go checks it against the zip).
//
//go:embed zonenames.txt
var zoneNames string

var zoneIDs = sync.OnceValue(func() map[string]bool {
	ids := map[string]bool{}
	for _, id := range strings.Fields(zoneNames) {
		ids[id] = true
	}
	return ids
})

// zoneWait bounds how long a run waits for the database: 0 inside a synchronous call from JS,
// a moment in the schema pass; negative is as long as it takes (setZoneWait).
var zoneWait atomic.Int64

func init() { zoneWait.Store(-1) }

// setZoneWait sets zoneWait until the returned function is called.
func setZoneWait(d time.Duration) (end func()) {
	old := zoneWait.Swap(int64(d))
	return func() { zoneWait.Store(old) }
}

// zoneDB is the database's state: loading until ready is closed, then files, or err.
var zoneDB struct {
	sync.Mutex
	ready chan struct{}
	files map[string][]byte
	err   error
}

// loadZone is the page's zone.Loader.
func loadZone(name string) (*time.Location, error) {
	if !zoneIDs()[name] {
		return nil, errors.New("unknown time zone " + name) // time.LoadLocation's words
	}
	files, err := zoneFiles()
	if err != nil {
		return nil, err
	}
	data, ok := files[name]
	if !ok {
		return nil, fmt.Errorf("%w: zoneinfo.zip has no %s", zone.ErrUnavailable, name)
	}
	return time.LoadLocationFromTZData(name, data)
}

// zoneFiles is the database, starting its load when no load is under way, and waiting for it as
// long as zoneWait allows.
func zoneFiles() (map[string][]byte, error) {
	zoneDB.Lock()
	if zoneDB.ready == nil {
		if err := startZoneLoad(); err != nil {
			zoneDB.Unlock()
			return nil, err
		}
	}
	ready := zoneDB.ready
	zoneDB.Unlock()
	select {
	case <-ready:
	default:
		limit := time.Duration(zoneWait.Load())
		if limit == 0 {
			return nil, fmt.Errorf("%w yet: it is still loading; the next run uses it", zone.ErrUnavailable)
		}
		var timeout <-chan time.Time
		if limit > 0 {
			timer := time.NewTimer(limit)
			defer timer.Stop()
			timeout = timer.C
		}
		select {
		case <-ready:
		case <-timeout:
			return nil, fmt.Errorf("%w yet: it is still loading; the next run uses it", zone.ErrUnavailable)
		}
	}
	zoneDB.Lock()
	defer zoneDB.Unlock()
	return zoneDB.files, zoneDB.err
}

// startZoneLoad calls the worker's flinkpadLoadZones and settles zoneDB when its promise does; a
// failed load is forgotten once reported, so that the next run tries again. zoneDB is locked.
func startZoneLoad() (err error) {
	loader := js.Global().Get("flinkpadLoadZones")
	if loader.Type() != js.TypeFunction {
		return fmt.Errorf("%w: flinkpadLoadZones is not set up where this engine runs", zone.ErrUnavailable)
	}
	ready := make(chan struct{})
	var resolve, reject js.Func
	settle := func(files map[string][]byte, err error) {
		zoneDB.Lock()
		zoneDB.files, zoneDB.err = files, err
		if err != nil {
			zoneDB.ready = nil // reported to the runs waiting now; the next run loads again
		}
		zoneDB.Unlock()
		close(ready)
		resolve.Release()
		reject.Release()
	}
	resolve = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || !args[0].InstanceOf(js.Global().Get("Uint8Array")) {
			settle(nil, fmt.Errorf("%w: flinkpadLoadZones did not answer bytes", zone.ErrUnavailable))
			return nil
		}
		zip := make([]byte, args[0].Length())
		js.CopyBytesToGo(zip, args[0])
		files, err := readStoredZip(zip)
		if err != nil {
			err = fmt.Errorf("%w: %v", zone.ErrUnavailable, err)
		}
		settle(files, err)
		return nil
	})
	reject = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = js.Global().Call("String", args[0]).String()
		}
		settle(nil, fmt.Errorf("%w: %s", zone.ErrUnavailable, msg))
		return nil
	})
	defer func() {
		if r := recover(); r != nil { // a JS exception thrown by the loader
			resolve.Release()
			reject.Release()
			err = fmt.Errorf("%w: %v", zone.ErrUnavailable, r)
		}
	}()
	loader.Invoke().Call("then", resolve, reject)
	zoneDB.ready = ready
	return nil
}

// readStoredZip reads the files of a zip archive whose entries are stored uncompressed, as
// zoneinfo.zip's are (time's own reader of it reads only those too; archive/zip would add its
// code to the module).
func readStoredZip(z []byte) (map[string][]byte, error) {
	const endLen, dirLen, localLen = 22, 46, 30
	if len(z) < endLen {
		return nil, errors.New("zoneinfo.zip is too short")
	}
	end := z[len(z)-endLen:]
	if binary.LittleEndian.Uint32(end) != 0x06054b50 {
		return nil, errors.New("zoneinfo.zip does not end in a zip directory")
	}
	n := int(binary.LittleEndian.Uint16(end[10:]))
	off := int(binary.LittleEndian.Uint32(end[16:]))
	files := make(map[string][]byte, n)
	for range n {
		if off+dirLen > len(z) || binary.LittleEndian.Uint32(z[off:]) != 0x02014b50 {
			return nil, errors.New("zoneinfo.zip's directory is cut short")
		}
		h := z[off:]
		method := binary.LittleEndian.Uint16(h[10:])
		size := int(binary.LittleEndian.Uint32(h[24:]))
		nameLen := int(binary.LittleEndian.Uint16(h[28:]))
		skip := nameLen + int(binary.LittleEndian.Uint16(h[30:])) + int(binary.LittleEndian.Uint16(h[32:]))
		local := int(binary.LittleEndian.Uint32(h[42:]))
		if off+dirLen+nameLen > len(z) || local+localLen > len(z) {
			return nil, errors.New("zoneinfo.zip's directory is cut short")
		}
		name := string(h[dirLen : dirLen+nameLen])
		if method != 0 {
			return nil, fmt.Errorf("zoneinfo.zip's %s is compressed", name)
		}
		l := z[local:]
		data := local + localLen + int(binary.LittleEndian.Uint16(l[26:])) + int(binary.LittleEndian.Uint16(l[28:]))
		if binary.LittleEndian.Uint32(l) != 0x04034b50 || data+size > len(z) {
			return nil, fmt.Errorf("zoneinfo.zip's %s is cut short", name)
		}
		files[name] = z[data : data+size]
		off += dirLen + skip
	}
	return files, nil
}
