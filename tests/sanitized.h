#pragma once
// Whether this test binary runs under a sanitizer (the asan / tsan presets of
// scripts/sanitize.sh): sanitizers slow work 3-10x, so tests relax wall-clock slack or keep
// their heaviest data checks to the Release stage (the code under test is the same).
// g++ says so by __SANITIZE_ADDRESS__ / __SANITIZE_THREAD__, clang (the sanitizer presets'
// compiler) by __has_feature; both are asked.

namespace mazelab::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitized = true;
#else
inline constexpr bool kAddressSanitized = false;
#endif
#else
inline constexpr bool kAddressSanitized = false;
#endif

#if defined(__SANITIZE_THREAD__)
inline constexpr bool kThreadSanitized = true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
inline constexpr bool kThreadSanitized = true;
#else
inline constexpr bool kThreadSanitized = false;
#endif
#else
inline constexpr bool kThreadSanitized = false;
#endif

/// Any sanitizer: work runs 3-10x slower.
inline constexpr bool kSanitized = kAddressSanitized || kThreadSanitized;

} // namespace mazelab::test
