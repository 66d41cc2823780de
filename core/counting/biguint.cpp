#include "core/counting/biguint.h"

#include <algorithm>
#include <bit>

namespace mazelab {
namespace {
__extension__ typedef unsigned __int128 U128;
constexpr std::uint64_t kTen19 = 10'000'000'000'000'000'000ull; // largest 10^k in a word
} // namespace

BigUint::BigUint(std::uint64_t value)
{
    if (value != 0)
        m_limbs.push_back(value);
}

std::optional<BigUint> BigUint::fromDecimal(std::string_view digits)
{
    if (digits.empty())
        return std::nullopt;
    BigUint result;
    for (const char ch : digits) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
        result *= 10;
        result += BigUint(std::uint64_t(ch - '0'));
    }
    return result;
}

BigUint BigUint::powerOfTwo(unsigned exponent)
{
    BigUint result;
    result.m_limbs.assign(exponent / 64 + 1, 0);
    result.m_limbs.back() = std::uint64_t(1) << (exponent % 64);
    return result;
}

BigUint BigUint::fromLimbs(const std::uint64_t* limbs, std::size_t count)
{
    BigUint result;
    result.m_limbs.assign(limbs, limbs + count);
    result.trim();
    return result;
}

unsigned BigUint::bitLength() const
{
    if (m_limbs.empty())
        return 0;
    return unsigned(64 * (m_limbs.size() - 1)) + unsigned(std::bit_width(m_limbs.back()));
}

std::optional<std::uint64_t> BigUint::toU64() const
{
    if (m_limbs.size() > 1)
        return std::nullopt;
    return m_limbs.empty() ? 0 : m_limbs.front();
}

std::string BigUint::toString() const
{
    if (m_limbs.empty())
        return "0";
    // Repeated division by 10^19; chunks come out least significant first.
    std::vector<std::uint64_t> rest = m_limbs;
    std::vector<std::uint64_t> chunks;
    while (!rest.empty()) {
        U128 remainder = 0;
        for (std::size_t i = rest.size(); i-- > 0;) {
            const U128 cur = (remainder << 64) | rest[i];
            rest[i] = std::uint64_t(cur / kTen19);
            remainder = cur % kTen19;
        }
        chunks.push_back(std::uint64_t(remainder));
        while (!rest.empty() && rest.back() == 0)
            rest.pop_back();
    }
    std::string text = std::to_string(chunks.back());
    for (std::size_t i = chunks.size() - 1; i-- > 0;) {
        const std::string part = std::to_string(chunks[i]);
        text.append(19 - part.size(), '0');
        text += part;
    }
    return text;
}

BigUint& BigUint::operator+=(const BigUint& other)
{
    if (other.m_limbs.size() > m_limbs.size())
        m_limbs.resize(other.m_limbs.size(), 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < m_limbs.size(); ++i) {
        const std::uint64_t b = i < other.m_limbs.size() ? other.m_limbs[i] : 0;
        if (b == 0 && carry == 0 && i >= other.m_limbs.size())
            break;
        const U128 sum = U128(m_limbs[i]) + b + carry;
        m_limbs[i] = std::uint64_t(sum);
        carry = std::uint64_t(sum >> 64);
    }
    if (carry != 0)
        m_limbs.push_back(carry);
    return *this;
}

BigUint& BigUint::operator*=(std::uint64_t factor)
{
    std::uint64_t carry = 0;
    for (std::uint64_t& limb : m_limbs) {
        const U128 product = U128(limb) * factor + carry;
        limb = std::uint64_t(product);
        carry = std::uint64_t(product >> 64);
    }
    if (carry != 0)
        m_limbs.push_back(carry);
    trim();
    return *this;
}

int BigUint::compare(const BigUint& a, const BigUint& b)
{
    if (a.m_limbs.size() != b.m_limbs.size())
        return a.m_limbs.size() < b.m_limbs.size() ? -1 : 1;
    for (std::size_t i = a.m_limbs.size(); i-- > 0;)
        if (a.m_limbs[i] != b.m_limbs[i])
            return a.m_limbs[i] < b.m_limbs[i] ? -1 : 1;
    return 0;
}

void BigUint::trim()
{
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
}

} // namespace mazelab
