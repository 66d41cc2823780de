#pragma once
// Whether this test binary runs under a sanitizer (the asan / tsan presets of
// scripts/sanitize.sh): sanitizers slow work 3-10x, so tests relax wall-clock slack or keep
// their heaviest data checks to the Release stage (the code under test is the same).
// g++ says so by __SANITIZE_ADDRESS__ / __SANITIZE_THREAD__, clang (the sanitizer presets'
// compiler) by __has_feature, which g++ 12 lacks; both are asked.

#if defined(__has_feature)
#define MAZELAB_HAS_FEATURE(x) __has_feature(x)
#else
#define MAZELAB_HAS_FEATURE(x) 0
#endif

namespace mazelab::test {

#if defined(__SANITIZE_ADDRESS__) || MAZELAB_HAS_FEATURE(address_sanitizer)
inline constexpr bool kAddressSanitized = true;
#else
inline constexpr bool kAddressSanitized = false;
#endif

#if defined(__SANITIZE_THREAD__) || MAZELAB_HAS_FEATURE(thread_sanitizer)
inline constexpr bool kThreadSanitized = true;
#else
inline constexpr bool kThreadSanitized = false;
#endif

/// Any sanitizer: work runs 3-10x slower.
inline constexpr bool kSanitized = kAddressSanitized || kThreadSanitized;

} // namespace mazelab::test
