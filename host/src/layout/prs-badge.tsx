/** The performing-rights-society membership badge (English only; the caller decides). */
export function PrsBadge() {
  return (
    <svg width="196" height="40" viewBox="0 0 196 40" role="img" aria-label="PRS for Music member">
      <rect x="0.5" y="0.5" width="195" height="39" rx="6" fill="none" stroke="currentColor" />
      <text
        x="12"
        y="25"
        fontSize="13"
        fontWeight="700"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        textLength="172"
        lengthAdjust="spacingAndGlyphs"
      >
        PRS for Music member
      </text>
    </svg>
  );
}
