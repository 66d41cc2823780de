#pragma once
// Whether this test binary runs under a sanitizer (the asan / tsan presets of
// scripts/sanitize.sh): sanitizers slow work 3-10x, so tests relax wall-clock slack or keep
// their heaviest data checks to the Release stage (the code under test is the same).

namespace mazelab::test {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

} // namespace mazelab::test
