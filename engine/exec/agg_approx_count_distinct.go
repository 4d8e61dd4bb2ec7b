package exec

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// hllAcc is APPROX_COUNT_DISTINCT as Flink's batch ApproxCountDistinctAggFunction runs it:
// HyperLogLog++ at a relative standard deviation of 0.01 (precision 14, 16384 registers) over
// the XXH64 hash (seed 42) of each value, hashed per type as Flink hashes it. The estimate is
// Flink's as long as it is linear counting (some register is still zero and the count it gives
// is at most 15500, or the raw estimate is at most 2.5 m): that is the estimate of every group
// of up to about ten thousand distinct values. Past that Flink corrects the raw estimate with
// HLL++'s tables of empirical biases, which Flinkpad does not carry: such a group fails as not
// supported rather than giving another estimate.
type hllAcc struct {
	t         types.Type
	registers []uint8
}

const (
	hllPrecision = 14
	hllM         = 1 << hllPrecision
	// hllThreshold is HLL++'s linear counting threshold at precision 14.
	hllThreshold = 15500
	xxhSeed      = 42
)

func newHllAcc(t types.Type) *hllAcc { return &hllAcc{t: t, registers: make([]uint8, hllM)} }

// approxCountDistinctHash is the hash Flink's APPROX_COUNT_DISTINCT takes of a value of type t;
// false for a type it does not take.
func approxCountDistinctHash(t types.Type, v any) (uint64, bool) {
	switch t.Kind {
	case types.KindTinyInt:
		return xxhInt(int32(v.(int8))), true
	case types.KindSmallInt:
		return xxhInt(int32(v.(int16))), true
	case types.KindInt:
		return xxhInt(v.(int32)), true
	case types.KindBigInt:
		return xxhLong(v.(int64)), true
	case types.KindDate, types.KindTime:
		return xxhLong(int64(v.(int32))), true
	case types.KindFloat:
		f := v.(float32)
		bits := math.Float32bits(f)
		switch {
		case f != f:
			bits = 0x7fc00000
		case f == 0:
			bits = 0
		}
		return xxhInt(int32(bits)), true
	case types.KindDouble:
		d := v.(float64)
		bits := math.Float64bits(d)
		switch {
		case d != d:
			bits = 0x7ff8000000000000
		case d == 0:
			bits = 0
		}
		return xxhLong(int64(bits)), true
	case types.KindDecimal:
		n := v.(decimal128.Num)
		if t.Precision > 18 {
			return xxhBytes(javaBigIntegerBytes(n.BigInt())), true
		}
		return xxhLong(int64(n.LowBits())), true
	case types.KindTimestamp, types.KindTimestampLTZ:
		return xxhLong(v.(types.TimestampData).Millis), true
	case types.KindChar, types.KindVarChar:
		return xxhBytes([]byte(v.(string))), true
	}
	return 0, false
}

func (a *hllAcc) add(v any) error {
	h, ok := approxCountDistinctHash(a.t, v)
	if !ok {
		return notSupported("APPROX_COUNT_DISTINCT of " + a.t.String())
	}
	idx := h >> (64 - hllPrecision)
	pw := uint8(bits.LeadingZeros64(h<<hllPrecision|1<<(hllPrecision-1)) + 1)
	if pw > a.registers[idx] {
		a.registers[idx] = pw
	}
	return nil
}

func (a *hllAcc) result() (any, error) {
	zInverse, zeros := 0.0, 0.0
	for _, r := range a.registers {
		zInverse += 1.0 / float64(int64(1)<<r)
		if r == 0 {
			zeros++
		}
	}
	m := float64(hllM)
	alphaM2 := (0.7213 / (1.0 + 1.079/m)) * m * m
	e := alphaM2 / zInverse
	if zeros > 0 {
		h := m * math.Log(m/zeros)
		if h <= hllThreshold || e <= 2.5*m {
			return int64(math.Floor(h + 0.5)), nil // Math.round
		}
	}
	return nil, notSupported("APPROX_COUNT_DISTINCT of a group of more than about ten thousand distinct values, where Flink corrects HyperLogLog++'s estimate with its tables of biases")
}

// javaBigIntegerBytes is BigInteger.toByteArray: the two's-complement big-endian bytes, as few
// as hold the value and its sign.
func javaBigIntegerBytes(x *big.Int) []byte {
	if x.Sign() >= 0 {
		out := make([]byte, x.BitLen()/8+1)
		x.FillBytes(out)
		return out
	}
	// BigInteger.bitLength of a negative value is that of |x| - 1.
	n := new(big.Int).Sub(new(big.Int).Neg(x), big.NewInt(1)).BitLen()/8 + 1
	out := make([]byte, n)
	// Two's complement of |x| over n bytes.
	mod := new(big.Int).Lsh(big.NewInt(1), uint(8*n))
	new(big.Int).Add(mod, x).FillBytes(out)
	return out
}

// XXH64 as Flink's hyperloglog.XXH64 writes it (after Spark's), over little-endian words.
const (
	xxhPrime1 uint64 = 0x9E3779B185EBCA87
	xxhPrime2 uint64 = 0xC2B2AE3D27D4EB4F
	xxhPrime3 uint64 = 0x165667B19E3779F9
	xxhPrime4 uint64 = 0x85EBCA77C2B2AE63
	xxhPrime5 uint64 = 0x27D4EB2F165667C5
)

func xxhInt(v int32) uint64 {
	h := uint64(xxhSeed) + xxhPrime5 + 4
	h ^= uint64(uint32(v)) * xxhPrime1
	h = bits.RotateLeft64(h, 23)*xxhPrime2 + xxhPrime3
	return xxhFmix(h)
}

func xxhLong(v int64) uint64 {
	h := uint64(xxhSeed) + xxhPrime5 + 8
	h ^= bits.RotateLeft64(uint64(v)*xxhPrime2, 31) * xxhPrime1
	h = bits.RotateLeft64(h, 27)*xxhPrime1 + xxhPrime4
	return xxhFmix(h)
}

func xxhFmix(h uint64) uint64 {
	h ^= h >> 33
	h *= xxhPrime2
	h ^= h >> 29
	h *= xxhPrime3
	h ^= h >> 32
	return h
}

func xxhRound(v, input uint64) uint64 {
	v += input * xxhPrime2
	v = bits.RotateLeft64(v, 31)
	return v * xxhPrime1
}

func xxhBytes(b []byte) uint64 {
	n := len(b)
	off := 0
	var h uint64
	if n >= 32 {
		seed := uint64(xxhSeed) // a variable, so that the sums wrap as Java's longs do
		v1 := seed + xxhPrime1 + xxhPrime2
		v2 := seed + xxhPrime2
		v3 := seed
		v4 := seed - xxhPrime1
		for off <= n-32 {
			v1 = xxhRound(v1, binary.LittleEndian.Uint64(b[off:]))
			v2 = xxhRound(v2, binary.LittleEndian.Uint64(b[off+8:]))
			v3 = xxhRound(v3, binary.LittleEndian.Uint64(b[off+16:]))
			v4 = xxhRound(v4, binary.LittleEndian.Uint64(b[off+24:]))
			off += 32
		}
		h = bits.RotateLeft64(v1, 1) + bits.RotateLeft64(v2, 7) + bits.RotateLeft64(v3, 12) + bits.RotateLeft64(v4, 18)
		for _, v := range []uint64{v1, v2, v3, v4} {
			h ^= xxhRound(0, v)
			h = h*xxhPrime1 + xxhPrime4
		}
	} else {
		h = uint64(xxhSeed) + xxhPrime5
	}
	h += uint64(n)
	for off <= n-8 {
		k := binary.LittleEndian.Uint64(b[off:])
		h ^= bits.RotateLeft64(k*xxhPrime2, 31) * xxhPrime1
		h = bits.RotateLeft64(h, 27)*xxhPrime1 + xxhPrime4
		off += 8
	}
	if off+4 <= n {
		h ^= uint64(binary.LittleEndian.Uint32(b[off:])) * xxhPrime1
		h = bits.RotateLeft64(h, 23)*xxhPrime2 + xxhPrime3
		off += 4
	}
	for ; off < n; off++ {
		h ^= uint64(b[off]) * xxhPrime5
		h = bits.RotateLeft64(h, 11) * xxhPrime1
	}
	return xxhFmix(h)
}

var _ accumulator = (*hllAcc)(nil)
