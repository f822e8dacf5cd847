/** A laptop with code and a phone with a game: decorative, so hidden from screen readers. */
export default function Illustration({className}: {readonly className: string}) {
  const sparkle =
    'M0-14C1.4-4.4 4.4-1.4 14 0 4.4 1.4 1.4 4.4 0 14-1.4 4.4-4.4 1.4-14 0-4.4-1.4-1.4-4.4 0-14Z';
  return (
    <svg
      className={className}
      viewBox="0 0 360 260"
      width="360"
      height="260"
      aria-hidden="true"
      focusable="false">
      <rect x="30" y="36" width="240" height="158" rx="12" fill="#fff" />
      <rect x="42" y="48" width="216" height="134" rx="6" fill="#e8eaf6" />
      <g fill="#3949ab">
        <rect x="58" y="66" width="70" height="10" rx="5" />
        <rect x="76" y="88" width="104" height="10" rx="5" />
        <rect x="76" y="110" width="60" height="10" rx="5" />
        <rect x="58" y="154" width="40" height="10" rx="5" />
      </g>
      <g fill="#c2410c">
        <rect x="136" y="66" width="40" height="10" rx="5" />
        <rect x="144" y="110" width="74" height="10" rx="5" />
        <rect x="76" y="132" width="90" height="10" rx="5" />
      </g>
      <path d="M14 204h272l-16-10H30Z" fill="#c5cae9" />
      <rect
        x="252"
        y="84"
        width="84"
        height="150"
        rx="14"
        fill="#283377"
        stroke="#fff"
        strokeWidth="4"
      />
      <rect x="262" y="102" width="64" height="112" rx="4" fill="#fff3e0" />
      <path d="M262 190h64v24h-64Z" fill="#7cb342" />
      <path d="M276 190c0-22 36-22 36 0Z" fill="#5c6bc0" />
      <circle cx="287" cy="180" r="3" fill="#fff" />
      <circle cx="301" cy="180" r="3" fill="#fff" />
      <g fill="#ffb74d">
        <path d={sparkle} transform="translate(306 40) scale(1.6)" />
        <path d={sparkle} transform="translate(20 30)" />
        <path d={sparkle} transform="translate(300 140) scale(.7)" />
      </g>
    </svg>
  );
}
