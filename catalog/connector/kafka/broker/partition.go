package broker

import "strconv"

// KeyPartition is the partition Kafka's default partitioner picks for a key: the positive
// murmur2 hash of the key modulo the partition count (Utils.toPositive(Utils.murmur2(key))).
func KeyPartition(key []byte, partitions int) int32 {
	return int32((murmur2(key) & 0x7fffffff) % int32(partitions))
}

// murmur2 is Kafka's Utils.murmur2, seed 0x9747b28c.
func murmur2(data []byte) int32 {
	const (
		seed uint32 = 0x9747b28c
		m    uint32 = 0x5bd1e995
		r           = 24
	)
	length := len(data)
	h := seed ^ uint32(length)
	for i := 0; i+4 <= length; i += 4 {
		k := uint32(data[i]) | uint32(data[i+1])<<8 | uint32(data[i+2])<<16 | uint32(data[i+3])<<24
		k *= m
		k ^= k >> r
		k *= m
		h *= m
		h ^= k
	}
	tail := length &^ 3
	switch length % 4 {
	case 3:
		h ^= uint32(data[tail+2]) << 16
		fallthrough
	case 2:
		h ^= uint32(data[tail+1]) << 8
		fallthrough
	case 1:
		h ^= uint32(data[tail])
		h *= m
	}
	h ^= h >> 13
	h *= m
	h ^= h >> 15
	return int32(h)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
