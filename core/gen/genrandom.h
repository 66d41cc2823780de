#pragma once
// GenRandom: the generators' random source. A fixed, portable algorithm (SplitMix64 to seed
// xoshiro256**), so a seed gives the same maze on every platform and standard library
// (std::uniform_int_distribution is not portable). No global state: each generation owns one.

#include <cstdint>
#include <utility>
#include <vector>

namespace mazelab::gen {

class GenRandom {
public:
    explicit GenRandom(std::uint64_t seed)
    {
        for (auto& s : m_s) {
            seed += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    // Uniform in [0, n). Precondition: n ≥ 1. Lemire's multiply-shift with rejection.
    std::uint32_t below(std::uint32_t n)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        if (std::uint32_t(m) < n) {
            const std::uint32_t threshold = std::uint32_t(-n) % n;
            while (std::uint32_t(m) < threshold)
                m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        }
        return std::uint32_t(m >> 32);
    }
    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    bool chance(double p) { return uniform() < p; }
    bool coin() { return (next() >> 63) != 0; }

    template <typename T> void shuffle(std::vector<T>& v)
    {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[below(std::uint32_t(i))]);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace mazelab::gen
