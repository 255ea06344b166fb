/** A row of apartment buildings, drawn inline so the brand panel needs no extra request. */
export function BuildingIllustration() {
  return (
    <svg viewBox="0 0 320 220" width="100%" role="img" aria-label="Apartment buildings">
      <rect x="0" y="200" width="320" height="20" rx="4" fill="currentColor" opacity="0.25" />
      <rect x="24" y="70" width="96" height="130" rx="6" fill="currentColor" opacity="0.55" />
      <rect x="128" y="30" width="84" height="170" rx="6" fill="currentColor" opacity="0.8" />
      <rect x="220" y="96" width="76" height="104" rx="6" fill="currentColor" opacity="0.45" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`a${row}${col}`}
            x={36 + col * 28}
            y={86 + row * 26}
            width="16"
            height="14"
            rx="2"
            fill="#fff"
            opacity="0.7"
          />
        )),
      )}
      {[0, 1, 2, 3, 4, 5].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`b${row}${col}`}
            x={146 + col * 30}
            y={46 + row * 24}
            width="18"
            height="14"
            rx="2"
            fill="#fff"
            opacity="0.75"
          />
        )),
      )}
      <rect x="160" y="172" width="20" height="28" rx="2" fill="#fff" opacity="0.85" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`c${row}${col}`}
            x={234 + col * 28}
            y={112 + row * 26}
            width="16"
            height="14"
            rx="2"
            fill="#fff"
            opacity="0.7"
          />
        )),
      )}
    </svg>
  );
}
