package main

import (
	"bytes"
	"errors"
	"fmt"
)

// errFormat is the kind of every error about a malformed module.
var errFormat = errors.New("wasmsize: malformed wasm module")

// module is what the size report needs from a wasm binary: each defined function's body size
// and name (from the "name" custom section, absent when linked with -s), each data segment's
// size, and every section's size.
type module struct {
	importedFuncs int      // function imports come first in the function index space
	bodies        []int    // code bytes of each defined function, in index order
	names         []string // names by function index (imports included); "" when unnamed
	data          []int    // bytes of each data segment
	sections      []section
}

type section struct {
	id   byte
	name string // a custom section's name
	size int
}

// reader reads a wasm binary; each method reports a position with its error.
type reader struct {
	b   []byte
	off int
}

func (r *reader) fail(what string) error {
	return fmt.Errorf("%w: %s at offset %d", errFormat, what, r.off)
}

func (r *reader) byte() (byte, error) {
	if r.off >= len(r.b) {
		return 0, r.fail("unexpected end")
	}
	c := r.b[r.off]
	r.off++
	return c, nil
}

// u32 reads an unsigned LEB128 value of at most 32 bits.
func (r *reader) u32() (int, error) {
	var v uint64
	for shift := 0; shift < 35; shift += 7 {
		c, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			if v > 1<<32-1 {
				return 0, r.fail("LEB128 value over 32 bits")
			}
			return int(v), nil
		}
	}
	return 0, r.fail("LEB128 value too long")
}

func (r *reader) bytes(n int) ([]byte, error) {
	if n < 0 || n > len(r.b)-r.off {
		return nil, r.fail("length past the end")
	}
	s := r.b[r.off : r.off+n]
	r.off += n
	return s, nil
}

func (r *reader) name() (string, error) {
	n, err := r.u32()
	if err != nil {
		return "", err
	}
	s, err := r.bytes(n)
	return string(s), err
}

// skipExpr skips a constant expression up to its end opcode (0x0b). Go's data segments use
// i32.const; the others are read by their immediates too, so that any valid module parses.
func (r *reader) skipExpr() error {
	for {
		op, err := r.byte()
		if err != nil {
			return err
		}
		switch op {
		case 0x0b: // end
			return nil
		case 0x41, 0x42, 0x23: // i32.const, i64.const (signed LEB), global.get
			for {
				c, err := r.byte()
				if err != nil {
					return err
				}
				if c&0x80 == 0 {
					break
				}
			}
		default:
			return r.fail(fmt.Sprintf("constant expression opcode 0x%02x not supported", op))
		}
	}
}

func parse(b []byte) (*module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, fmt.Errorf("%w: no wasm magic number", errFormat)
	}
	m := &module{}
	r := &reader{b: b, off: 8}
	for r.off < len(b) {
		id, err := r.byte()
		if err != nil {
			return nil, err
		}
		size, err := r.u32()
		if err != nil {
			return nil, err
		}
		if _, err := r.bytes(size); err != nil {
			return nil, err
		}
		s := section{id: id, size: size}
		sr := &reader{b: b[:r.off], off: r.off - size}
		switch id {
		case 0:
			if s.name, err = sr.name(); err != nil {
				return nil, err
			}
			if s.name == "name" {
				err = m.readNames(sr)
			}
		case 2:
			err = m.readImports(sr)
		case 10:
			err = m.readCode(sr)
		case 11:
			err = m.readData(sr)
		}
		if err != nil {
			return nil, err
		}
		m.sections = append(m.sections, s)
	}
	return m, nil
}

func (m *module) readImports(r *reader) error {
	n, err := r.u32()
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if _, err := r.name(); err != nil {
			return err
		}
		if _, err := r.name(); err != nil {
			return err
		}
		kind, err := r.byte()
		if err != nil {
			return err
		}
		switch kind {
		case 0: // function: type index
			m.importedFuncs++
			_, err = r.u32()
		case 1: // table: reftype, limits
			if _, err = r.byte(); err == nil {
				err = r.skipLimits()
			}
		case 2: // memory: limits
			err = r.skipLimits()
		case 3: // global: valtype, mutability
			if _, err = r.byte(); err == nil {
				_, err = r.byte()
			}
		default:
			return r.fail(fmt.Sprintf("import kind %d", kind))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) skipLimits() error {
	flags, err := r.byte()
	if err != nil {
		return err
	}
	if _, err := r.u32(); err != nil {
		return err
	}
	if flags&1 != 0 {
		_, err = r.u32()
	}
	return err
}

func (m *module) readCode(r *reader) error {
	n, err := r.u32()
	if err != nil {
		return err
	}
	m.bodies = make([]int, n)
	for i := range m.bodies {
		size, err := r.u32()
		if err != nil {
			return err
		}
		if _, err := r.bytes(size); err != nil {
			return err
		}
		m.bodies[i] = size
	}
	return nil
}

func (m *module) readData(r *reader) error {
	n, err := r.u32()
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		flags, err := r.u32()
		if err != nil {
			return err
		}
		switch flags {
		case 0:
			err = r.skipExpr()
		case 1:
		case 2:
			if _, err = r.u32(); err == nil {
				err = r.skipExpr()
			}
		default:
			return r.fail(fmt.Sprintf("data segment flags %d", flags))
		}
		if err != nil {
			return err
		}
		size, err := r.u32()
		if err != nil {
			return err
		}
		if _, err := r.bytes(size); err != nil {
			return err
		}
		m.data = append(m.data, size)
	}
	return nil
}

// readNames reads the function-name subsection (id 1) and skips the others.
func (m *module) readNames(r *reader) error {
	for r.off < len(r.b) {
		id, err := r.byte()
		if err != nil {
			return err
		}
		size, err := r.u32()
		if err != nil {
			return err
		}
		sub, err := r.bytes(size)
		if err != nil {
			return err
		}
		if id != 1 {
			continue
		}
		sr := &reader{b: r.b[:r.off], off: r.off - len(sub)}
		n, err := sr.u32()
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			idx, err := sr.u32()
			if err != nil {
				return err
			}
			name, err := sr.name()
			if err != nil {
				return err
			}
			if idx >= len(m.names) {
				grown := make([]string, idx+1)
				copy(grown, m.names)
				m.names = grown
			}
			m.names[idx] = name
		}
	}
	return nil
}

// funcName is defined function i's name, or "" when the module has none for it.
func (m *module) funcName(i int) string {
	if j := m.importedFuncs + i; j < len(m.names) {
		return m.names[j]
	}
	return ""
}
